// @ts-check
/**
 * Neither workflow leaves what passed through it in n8n's history: no execution is kept, and once
 * n8n's pruning sweep has run (every minute in this test) no password, token, booking or mail is
 * left anywhere in its execution records.
 */
import { check, log, waitFor } from './harness.mjs';
import { openDatabase } from './instance.mjs';

/**
 * @param {{ databaseFile: string, workflowIds: string[], markers: string[] }} input `markers`: texts
 *   that only a request of the test carried (passwords, tokens, booking ids, visitors' addresses)
 */
export async function executionsScenario({ databaseFile, workflowIds, markers: given }) {
  // An empty marker (a login that gave no token) would match every record.
  const markers = given.filter(Boolean);
  const db = await openDatabase(databaseFile);
  try {
    const inList = workflowIds.map(() => '?').join(', ');
    /** @param {string} sql @param {...string} params */
    const count = (sql, ...params) => /** @type {{ n: number }} */ (db.prepare(sql).get(...params)).n;
    const kept = () =>
      count(
        `SELECT COUNT(*) AS n FROM execution_entity WHERE workflowId IN (${inList}) AND deletedAt IS NULL`,
        ...workflowIds,
      );
    const none = await waitFor(() => kept() === 0, 10_000);
    check(`executions: none of either workflow's is kept in n8n's history (${kept()})`, none);

    const holding = () =>
      count(
        `SELECT COUNT(*) AS n FROM execution_data WHERE ${markers.map(() => 'data LIKE ?').join(' OR ')}`,
        ...markers.map((marker) => `%${marker}%`),
      );
    // The setup triggers' manual runs are soft-deleted with an hour's grace; they hold nothing of a request.
    const requestRuns = () =>
      count(
        `SELECT COUNT(*) AS n FROM execution_entity WHERE workflowId IN (${inList}) AND mode IN ('webhook', 'trigger')`,
        ...workflowIds,
      );
    log(
      `waiting for n8n's pruning sweep to remove the in-flight records (${holding()} of them hold a request's data now)`,
    );
    const swept = await waitFor(() => holding() === 0 && requestRuns() === 0, 180_000);
    check(
      `executions: after the pruning sweep no password, token, booking or mail of ${markers.length} sent is left in n8n's database`,
      swept,
      { executions: requestRuns(), holding: holding() },
    );
  } finally {
    db.close();
  }
}
