// @ts-check
/**
 * A table past one page of a Data Table read (docs/n8n.md, "No read that can die halfway"): 1,500 retained
 * rows with their mails done, 1,100 of them updated in this hour, written straight into n8n's database as
 * copies of a finished booking's row, then 100 new bookings at concurrency 10 while the schedule runs every
 * minute and rows keep changing. Before the reads had limits, a read of more than 1,000 rows overlapping a
 * write failed with `result count changed during pagination` and held the new bookings' mails until the
 * stale-claim release. Now every new booking's team mail must come within 5 minutes, each receipt be sent or
 * recorded as waiting for the hour's cap, no claim be older than the stale window, and n8n's log hold no
 * such error.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { staleClaimMinutes } from '../../src/lib/booking/workflow-mails.mjs';
import { bookingsTable } from '../../src/lib/booking/workflow-rows.mjs';
import { bookingRows, postBooking, validBooking } from './bookings.mjs';
import { check, log, waitFor } from './harness.mjs';
import { dataTableStorage, openDatabase } from './instance.mjs';

/**
 * An instant in the form n8n stored `like` in (ISO, or SQLite's `YYYY-MM-DD HH:MM:SS.sss`).
 * @param {Date} at @param {unknown} like
 */
const stored = (at, like) =>
  typeof like === 'string' && !like.includes('T')
    ? at.toISOString().replace('T', ' ').replace('Z', '')
    : at.toISOString();

/** How many of the retained rows still owe their team mail. */
const openRows = 20;

/**
 * Writes `count` copies of a finished row, `recent` of them updated in this hour, into `bookings`; the oldest
 * `openRows` owe their team mail. Returns those rows' ids.
 * @param {string} databaseFile @param {number} count @param {number} recent
 */
async function retainRows(databaseFile, count, recent) {
  const db = await openDatabase(databaseFile);
  try {
    const table = dataTableStorage(db, bookingsTable);
    const model = /** @type {Record<string, any> | undefined} */ (
      db
        .prepare(
          `SELECT * FROM ${table} WHERE teamMailSentAt IS NOT NULL AND receiptSentAt IS NOT NULL ORDER BY id LIMIT 1`,
        )
        .get()
    );
    if (!model) throw new Error('no finished booking to copy');
    const { id: _id, ...columns } = model;
    const names = Object.keys(columns);
    const insert = db.prepare(
      `INSERT INTO ${table} (${names.map((name) => `"${name}"`).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
    );
    const now = Date.now();
    db.exec('BEGIN');
    for (let i = 0; i < count; i++) {
      // Spread over the 90 days kept, oldest first; the mails went when each came in.
      const created = new Date(now - (count - i) * 90 * 60_000);
      const updated = i >= count - recent ? new Date(now - (i % 50) * 1000) : created;
      const email = `kept-${i}@big-table-test.dk`;
      // The oldest 20 have a team mail that failed: the schedule must find them through the flag.
      const failed = i < openRows;
      /** @type {Record<string, unknown>} */
      const row = {
        ...columns,
        bookingId: randomUUID(),
        email,
        emailKey: email,
        createdAt: stored(created, columns.createdAt),
        updatedAt: stored(updated, columns.updatedAt),
        receivedAt: stored(created, columns.receivedAt),
        teamMailSentAt: failed ? null : stored(created, columns.teamMailSentAt),
        teamMailError: failed ? 'test: the mail server refused it' : null,
        teamMailTries: 1,
        receiptSentAt: stored(created, columns.receiptSentAt),
        mailClaimedAt: null,
        mailOpen: failed ? 1 : 0,
      };
      insert.run(.../** @type {any[]} */ (names.map((name) => row[name] ?? null)));
    }
    db.exec('COMMIT');
    return /** @type {string[]} */ (
      db
        .prepare(`SELECT bookingId FROM ${table} WHERE teamMailError = 'test: the mail server refused it'`)
        .all()
        .map((row) => String(row.bookingId))
    );
  } finally {
    db.close();
  }
}

/**
 * The same retained rows in the Postgres store's table, written by one `INSERT … SELECT` from a finished row.
 * @param {(database: string, sql: string) => Promise<string>} psql @param {string} table schema-qualified
 * @param {number} count @param {number} recent
 * @returns {Promise<string[]>} the ids of the rows that owe their team mail
 */
export async function retainRowsOnPostgres(psql, table, count, recent) {
  const [schema, name] = table.split('.');
  const names = (
    await psql(
      'fynbo',
      `SELECT column_name FROM information_schema.columns WHERE table_schema = '${schema}' AND table_name = '${name}' AND column_name <> 'id' ORDER BY ordinal_position`,
    )
  )
    .split('\n')
    .filter(Boolean);
  const created = `now() - (${count} - i) * interval '90 minutes'`;
  /** @type {Record<string, string>} */
  const values = {
    bookingId: 'gen_random_uuid()::text',
    email: `'kept-' || i || '@big-table-test.dk'`,
    emailKey: `'kept-' || i || '@big-table-test.dk'`,
    createdAt: created,
    updatedAt: `CASE WHEN i >= ${count - recent} THEN now() - (i % 50) * interval '1 second' ELSE ${created} END`,
    receivedAt: created,
    teamMailSentAt: `CASE WHEN i < ${openRows} THEN NULL ELSE ${created} END`,
    teamMailError: `CASE WHEN i < ${openRows} THEN 'test: the mail server refused it' END`,
    teamMailTries: '1',
    receiptSentAt: created,
    mailClaimedAt: 'NULL',
    mailOpen: `i < ${openRows}`,
  };
  await psql(
    'fynbo',
    `INSERT INTO ${table} (${names.map((column) => `"${column}"`).join(', ')}) SELECT ${names
      .map((column) => values[column] ?? `m."${column}"`)
      .join(
        ', ',
      )} FROM (SELECT * FROM ${table} WHERE "teamMailSentAt" IS NOT NULL AND "receiptSentAt" IS NOT NULL ORDER BY id LIMIT 1) m, generate_series(0, ${count - 1}) i`,
  );
  return (
    await psql('fynbo', `SELECT "bookingId" FROM ${table} WHERE "teamMailError" = 'test: the mail server refused it'`)
  )
    .split('\n')
    .filter(Boolean);
}

/** An instant as n8n's SQLite stores it (`YYYY-MM-DD HH:MM:SS.sss`, UTC) or as ISO with its offset. @param {unknown} value */
const instantMs = (value) => {
  const text = String(value);
  return Date.parse(/(Z|[+-]\d\d:?\d\d)$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
};

/**
 * @param {Omit<import('./booking-scenario.mjs').BookingContext, 'staffBase' | 'mail'> & { mail: { teamAddress: string },
 *   n8nLog: string | string[], retain?: (count: number, recent: number) => Promise<string[]>,
 *   readRows?: () => Promise<Record<string, any>[]>, timeoutMs?: number }} context `retain` and `readRows`: the
 *   store's (default: the Data Table in n8n's SQLite file `databaseFile`); `n8nLog` every n8n process's log
 */
export async function bigTableScenario({
  siteOrigin,
  webhookBase,
  databaseFile,
  mailbox,
  mail,
  n8nLog,
  retain = (count, recent) => retainRows(databaseFile, count, recent),
  readRows = () => bookingRows(databaseFile),
  timeoutMs = 30_000,
}) {
  const started = Date.now();
  const owed = await retain(1500, 1100);
  const logs = [n8nLog].flat();
  const logBefore = logs.map((file) => readFileSync(file, 'utf8').length);
  log('big table: 1,500 retained rows (1,100 updated this hour) written; 100 new bookings at concurrency 10');
  const bookings = Array.from({ length: 100 }, (_, i) => ({
    id: randomUUID(),
    body: validBooking({ name: `Stor tabel ${i}`, email: `new-${i}-${started}@big-table-test.dk` }),
  }));
  /** @type {{ status: number, ms: number }[]} */
  const answers = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < bookings.length) {
        const one = bookings[next++];
        answers.push(await postBooking(webhookBase, siteOrigin, one.body, one.id, timeoutMs));
      }
    }),
  );
  const ids = new Set(bookings.map((one) => one.id));
  /** @param {string[]} list */
  const teamMailed = async (list) => {
    const mails = (await mailbox.received()).filter((received) => received.to.includes(mail.teamAddress));
    return list.filter((id) => mails.some((received) => received.text.includes(id))).length;
  };
  const newIds = bookings.map((one) => one.id);
  const allMailed = await waitFor(
    async () => (await teamMailed(newIds)) === newIds.length && (await teamMailed(owed)) === owed.length,
    5 * 60_000,
  );
  const mailedWithin = Math.round((Date.now() - started) / 1000);
  const rows = (await readRows()).filter((row) => ids.has(row.bookingId));
  const receiptsAccounted = rows.filter(
    (row) => row.receiptSentAt !== null || (row.receiptError === null && row.receiptSkipped === null),
  ).length;
  const staleBefore = Date.now() - staleClaimMinutes * 60_000;
  const oldClaims = (await readRows()).filter(
    (row) => row.mailClaimedAt !== null && instantMs(row.mailClaimedAt) < staleBefore,
  ).length;
  const paginationErrors = logs
    .map(
      (file, i) =>
        (
          readFileSync(file, 'utf8')
            .slice(logBefore[i])
            .match(/result count changed during pagination/g) ?? []
        ).length,
    )
    .reduce((sum, one) => sum + one, 0);
  check(
    `big table: with 1,500 rows kept (1,100 updated this hour), 100 new bookings all get 200 (${answers.filter((answer) => answer.status === 200).length}), every team mail within 5 minutes (${await teamMailed(newIds)} of 100, ${mailedWithin} s) and the ${owed.length} old rows' owed team mails by the schedule (${await teamMailed(owed)}), each receipt sent or waiting (${receiptsAccounted} of ${rows.length}), no claim older than ${staleClaimMinutes} minutes (${oldClaims}), no read died halfway (${paginationErrors} pagination errors)`,
    answers.every((answer) => answer.status === 200) &&
      allMailed &&
      owed.length === openRows &&
      rows.length === 100 &&
      receiptsAccounted === 100 &&
      oldClaims === 0 &&
      paginationErrors === 0,
  );
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return {
    bookings: answers.length,
    ok: answers.filter((answer) => answer.status === 200).length,
    mailedWithinSeconds: mailedWithin,
    oldClaims,
    p50ms: Math.round(times[Math.floor(times.length / 2)]),
    p95ms: Math.round(times[Math.floor(times.length * 0.95)]),
  };
}
