import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  bookingNodeNames,
  bookingWorkflowJson,
  postgresWorkflowPath,
} from '../../../scripts/n8n/build-booking-workflow.mjs';
import { postgresStaffWorkflowPath, staffWorkflowJson } from '../../../scripts/n8n/build-staff-workflow.mjs';
import {
  bookingSchema,
  bookingStatement,
  bookingStoreRoleSql,
  bookingTableDdl,
  postgresCredential,
} from '../../../scripts/n8n/booking-workflow/postgres-store.mjs';
import { maxReadRows } from '../../../scripts/n8n/booking-workflow/mail-nodes.mjs';
import { bookingStoreConnection } from '../../../scripts/n8n/setup.mjs';
import { bookingFields } from '../../../src/lib/booking/contract.mjs';
import { bookingColumns } from '../../../src/lib/booking/workflow-rows.mjs';
import { capCountsSql } from '../../../src/lib/booking/workflow-mail-cap-counts.mjs';
import { bookingMailLimits } from '../../../src/config/bookings.mjs';

/** The fixed `$now` below, `count` times: each period's edge as the stand-in gives it. */
const fixedIsos = (count: number) => Array.from({ length: count }, () => '2026-11-24T10:30:00.000+01:00');

interface N8nNode {
  name: string;
  id: string;
  type: string;
  typeVersion: number;
  parameters: Record<string, unknown> & { query?: string; options?: Record<string, unknown>; jsCode?: string };
  credentials?: Record<string, { id: string; name: string }>;
  onError?: string;
}
type Workflow = { nodes: N8nNode[]; connections: Record<string, unknown> };

const read = (path: string) => readFileSync(path, 'utf8');
const booking = JSON.parse(read(postgresWorkflowPath)) as Workflow;
const staff = JSON.parse(read(postgresStaffWorkflowPath)) as Workflow;
const onDataTables = [JSON.parse(bookingWorkflowJson()) as Workflow, JSON.parse(staffWorkflowJson()) as Workflow];
const byName = (from: Workflow, name: string) => {
  const node = from.nodes.find((candidate) => candidate.name === name);
  if (!node) throw new Error(`no node named ${name}`);
  return node;
};
const postgresNodes = [booking, staff].flatMap((workflow) =>
  workflow.nodes.filter((node) => node.type === 'n8n-nodes-base.postgres'),
);
const sqlOf = (from: Workflow, name: string) => String(byName(from, name).parameters.query);

/** `$now` as the expressions use it (Luxon's DateTime), fixed. */
const fixedNow = (iso: string) => {
  type At = { toISO: () => string; toISODate: () => string } & Record<string, unknown>;
  const at: At = { toISO: () => iso, toISODate: () => iso.slice(0, 10) };
  for (const method of ['startOf', 'minus', 'plus', 'toUTC', 'setZone']) at[method] = () => at;
  return at;
};

/** A node's `queryReplacement` evaluated as n8n does: one expression giving the array of values. */
function replacementValues(node: N8nNode, json: Record<string, unknown>) {
  const replacement = node.parameters.options?.queryReplacement;
  if (replacement === undefined) return [];
  const expression = /^=\{\{ (\[[\s\S]*\]) \}\}$/.exec(String(replacement))?.[1];
  if (!expression) throw new Error(`${node.name}: not one array expression`);
  const context = vm.createContext({
    $json: json,
    $now: fixedNow('2026-11-24T10:30:00.000+01:00'),
    $: () => ({ first: () => ({ json: { query: { page: '2' } } }), all: () => [{ json }] }),
  });
  return vm.runInContext(expression, context) as unknown[];
}

describe('the Postgres store’s shipped workflows', () => {
  it('are current: npm run n8n:workflow writes exactly the shipped files', () => {
    expect(read(postgresWorkflowPath)).toBe(bookingWorkflowJson({ store: 'postgres' }));
    expect(read(postgresStaffWorkflowPath)).toBe(staffWorkflowJson({ store: 'postgres' }));
  });

  it('are the Data Table workflows with every node on the bookings a Postgres statement, nothing else changed but the note', () => {
    for (const [index, workflow] of [booking, staff].entries()) {
      const dataTable = onDataTables[index];
      expect(workflow.connections).toEqual(dataTable.connections);
      expect(workflow.nodes.map((node) => [node.name, node.id])).toEqual(
        dataTable.nodes.map((node) => [node.name, node.id]),
      );
      for (const [n, node] of workflow.nodes.entries()) {
        const before = dataTable.nodes[n];
        const onBookings =
          before.type === 'n8n-nodes-base.dataTable' &&
          ((before.parameters.dataTableId as { value?: string } | undefined)?.value === 'bookings' ||
            before.parameters.tableName === 'bookings');
        if (onBookings) {
          expect(node.type).toBe('n8n-nodes-base.postgres');
          expect(node.onError).toBe(before.onError);
        } else if (node.name.startsWith('Plan mails (')) {
          // The plan takes the caps counted instead of the rows read, and each store's bundle holds only its own
          // counting (src/lib/booking/workflow-mails.mjs: countsFromRows, countsFromStatement).
          expect({ ...node, parameters: {} }).toEqual({ ...before, parameters: {} });
          const [rowsCode, countedCode] = [String(before.parameters.jsCode), String(node.parameters.jsCode)];
          expect(rowsCode).toContain('mails.planMailsCounted(mails.countsFromRows($input.all()');
          expect(countedCode).not.toContain('function otherRowsCounts');
          expect(countedCode).toContain('mails.planMailsCounted(mails.countsFromStatement($input.all()');
          expect(rowsCode).not.toContain('function countedMailCounts');
          expect(rowsCode).toContain('function otherRowsCounts');
          expect(countedCode).toContain('function countedMailCounts');
        } else if (node.name === bookingNodeNames.note && workflow === booking) {
          // The first note says where the rows live.
          expect(node.parameters.content).toContain(postgresCredential.name);
        } else expect(node).toEqual(before);
      }
    }
    // The booking workflow keeps no row in a Data Table at all; the staff API only its own tables.
    expect(booking.nodes.filter((node) => node.type === 'n8n-nodes-base.dataTable')).toEqual([]);
  });

  it('reach the store through the one credential, with the node’s executeQuery and parameters', () => {
    expect(postgresNodes.length).toBeGreaterThanOrEqual(14);
    for (const node of postgresNodes) {
      expect(node.credentials).toEqual({ postgres: postgresCredential });
      expect(node.parameters.operation).toBe('executeQuery');
      expect(node.parameters.query).toContain(`"${bookingSchema}"."bookings"`);
      expect(node.parameters.options?.queryBatching).toBe('independently');
    }
    expect(postgresCredential.name).toBe('Booking store (Postgres)');
  });
});

describe('the Postgres store’s statements', () => {
  it('keep: one INSERT … ON CONFLICT ("bookingId") DO UPDATE of the booking’s own columns, returning the row', () => {
    const keep = sqlOf(booking, 'Keep booking');
    expect(keep).toMatch(/^INSERT INTO "fynbo_booking"\."bookings" \(/);
    expect(keep).toContain('ON CONFLICT ("bookingId") DO UPDATE SET ');
    expect(keep).toMatch(/RETURNING \*$/);
    const set = /DO UPDATE SET (.*)$/m.exec(keep)?.[1] ?? '';
    const updated = [...set.matchAll(/"(\w+)" = /g)].map((match) => match[1]);
    expect(updated.sort()).toEqual([...bookingFields, 'emailKey', 'deleteAfter', 'updatedAt'].sort());
    // Never the status, a mail's state or the claim: a repeat resets nothing.
    expect(set).not.toMatch(/status|Tries|SentAt|mailClaimedAt|mailOpen/);
  });

  it('claims: an UPDATE only of a row not yet claimed, whose rows alone go on (none when another holds it)', () => {
    for (const [from, name] of [
      [booking, "Claim the new booking's mails"],
      [booking, 'Claim row (schedule)'],
      [staff, 'Claim row (confirmation)'],
    ] as const) {
      const sql = sqlOf(from, name);
      expect(sql).toMatch(
        /^WITH changed AS \(UPDATE "fynbo_booking"\."bookings" SET "mailClaimedAt" = \$1::timestamptz/,
      );
      expect(sql).toMatch(/"mailClaimedAt" IS NULL( AND [^()]+)? RETURNING \*\) SELECT \* FROM changed$/);
    }
    expect(sqlOf(booking, "Claim the new booking's mails")).toContain('"teamMailTries" IS NULL');
  });

  it('every read is filtered, oldest first (or the staff list newest first) and limited to at most 1,000 rows', () => {
    const reads = postgresNodes.filter((node) => /^SELECT \* FROM "fynbo_booking"/.test(String(node.parameters.query)));
    expect(reads.map((node) => node.name).sort()).toEqual(['Read bookings', 'Read bookings (schedule)']);
    for (const node of reads) {
      const sql = String(node.parameters.query);
      expect(sql, node.name).toMatch(
        / WHERE .+ ORDER BY "id" (ASC|DESC) LIMIT (\d+|LEAST\(\$\d+::double precision, 1000\)::integer)$/,
      );
      const limit = /LIMIT (\d+)$/.exec(sql)?.[1];
      if (limit) expect(Number(limit)).toBeLessThanOrEqual(maxReadRows);
    }
    expect(sqlOf(booking, 'Read bookings (schedule)')).toContain('"mailOpen" IS TRUE OR "mailOpen" IS NULL');
  });

  it('caps: each mail step counts them in one statement for the rows it claimed, once, from the claim node', () => {
    const steps = [
      [booking, 'new booking', "Claim the new booking's mails"],
      [booking, 'schedule', 'Claim row (schedule)'],
      [staff, 'confirmation', 'Claim row (confirmation)'],
    ] as const;
    for (const [from, label, claim] of steps) {
      const node = byName(from, `Read rows for the caps (${label})`);
      expect(node.parameters.query).toBe(capCountsSql('"fynbo_booking"."bookings"'));
      expect(node).toMatchObject({ executeOnce: true, alwaysOutputData: true });
      const json = { bookingId: 'b-1' };
      expect(replacementValues(node, json)).toEqual(['["b-1"]', ...fixedIsos(4), bookingMailLimits.maxTries]);
      expect(node.parameters.options?.queryReplacement).toContain(`$(${JSON.stringify(claim)}).all()`);
    }
  });

  it('refuses a read without a limit or a filter, and any operation it has no SQL for', () => {
    expect(() => bookingStatement({ resource: 'row', operation: 'get', returnAll: true })).toThrow(/limit/);
    expect(() =>
      bookingStatement({
        resource: 'row',
        operation: 'get',
        returnAll: false,
        limit: 5000,
        filters: { conditions: [{ keyName: 'id', condition: 'isNotEmpty' }] },
      }),
    ).toThrow(/at most 1000/);
    expect(() => bookingStatement({ resource: 'row', operation: 'update', filters: { conditions: [] } })).toThrow(
      /filter/,
    );
    expect(() => bookingStatement({ resource: 'row', operation: 'insert' })).toThrow(/No SQL/);
  });

  it('parameters: one array expression per node (never the comma-split string form), one value per placeholder, none undefined', () => {
    // An item as a node gets it, with every column unset: the worst case for `undefined`.
    const json = { bookingId: 'b', emailKey: 'e', columns: {}, status: 'ny' };
    for (const node of postgresNodes) {
      const sql = String(node.parameters.query);
      const placeholders = new Set([...sql.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));
      const values = replacementValues(node, json);
      expect(values, node.name).toHaveLength(placeholders.size);
      expect(values.includes(undefined), node.name).toBe(false);
      // No array or object: n8n 2.35.7 passes one on as it is, and pg-promise writes an array as a `text[]`.
      for (const value of values) expect(value === null || typeof value !== 'object', node.name).toBe(true);
      expect([...placeholders].sort((a, b) => a - b)).toEqual(values.map((_, index) => index + 1));
    }
    // A value with commas stays one value.
    const keep = byName(booking, 'Keep booking');
    const values = replacementValues(keep, { columns: { bookingId: 'b', message: 'Hej, vi vil gerne, tak' } });
    expect(values).toContain('Hej, vi vil gerne, tak');
  });

  it('DDL: idempotent, every column, the unique index the keep relies on; the role’s SQL owns only the schema', () => {
    const ddl = bookingTableDdl();
    expect(ddl).toMatch(/^CREATE TABLE IF NOT EXISTS "fynbo_booking"\."bookings"/);
    for (const [column] of bookingColumns) expect(ddl).toContain(`ADD COLUMN IF NOT EXISTS "${column}" `);
    expect(ddl).toContain(
      'CREATE UNIQUE INDEX IF NOT EXISTS "bookings_bookingId_key" ON "fynbo_booking"."bookings" ("bookingId");',
    );
    expect(ddl).not.toMatch(/CREATE TABLE (?!IF NOT EXISTS)|ADD COLUMN (?!IF NOT EXISTS)|DROP /);
    expect(sqlOf(booking, 'Create bookings')).toBe(ddl);
    const role = bookingStoreRoleSql({ role: 'booking_store', database: 'site' });
    expect(role).toContain('CREATE SCHEMA IF NOT EXISTS fynbo_booking AUTHORIZATION booking_store;');
    expect(role).not.toMatch(/SUPERUSER|CREATEDB|CREATEROLE|GRANT ALL ON DATABASE/);
  });
});

describe('the Postgres variant’s Code nodes in the sandbox', () => {
  /** Runs a Code node as n8n's task runner does: an async function body, with $input, $() and $now. */
  async function runCode(name: string, input: unknown[], nodes: Record<string, unknown[]>, now: Date) {
    const items = (list: unknown[]) => list.map((json) => ({ json }));
    const context = vm.createContext({
      $input: { first: () => items(input)[0], all: () => items(input) },
      $: (node: string) => ({ first: () => items(nodes[node])[0], all: () => items(nodes[node]) }),
      $now: { toJSDate: () => new Date(now) },
      Buffer,
    });
    const output = await vm.runInContext(`(async () => {\n${byName(booking, name).parameters.jsCode}\n})()`, context);
    return JSON.parse(JSON.stringify(output)) as { json: Record<string, unknown> }[];
  }

  it('plan and outcomes take a row as Postgres returns it (dates as Date, unset columns null)', async () => {
    const now = new Date('2026-11-24T09:30:00Z');
    const row = {
      ...Object.fromEntries(bookingColumns.map(([column]) => [column, null])),
      id: 7,
      createdAt: new Date('2026-11-24T09:29:59Z'),
      updatedAt: new Date('2026-11-24T09:30:00Z'),
      bookingId: '0f8fad5b-d9cb-469f-a165-70867728950e',
      name: 'Anne Hansen',
      email: 'anne@hansen.dk',
      emailKey: 'anne@hansen.dk',
      phone: '+45 12 34 56 78',
      company: '',
      preferredDate: '2026-12-03',
      preferredTime: '10:30',
      message: '',
      deleteAfter: '2027-03-03',
      status: 'ny',
      teamMailTries: 0,
      receiptTries: 0,
      confirmationTries: 0,
      mailClaimedAt: new Date('2026-11-24T09:30:00Z'),
    };
    const claim = { "Claim the new booking's mails": [row] };
    // The caps counted as Postgres gives them: `count` as strings. At the address's cap the receipt is skipped.
    const counts = (sentToAddressToday: string) => [
      { bookingId: row.bookingId, sentToAddressToday, sentThisHour: '4' },
    ];
    const capped = await runCode(
      'Plan mails (new booking)',
      counts(String(bookingMailLimits.perAddressPerDay)),
      claim,
      now,
    );
    expect(capped.map((item) => item.json.kind)).toEqual(['teamMail']);
    await expect(runCode('Plan mails (new booking)', [row], claim, now)).rejects.toThrow(/Not cap counts/);
    const planned = await runCode('Plan mails (new booking)', counts('0'), claim, now);
    expect(planned.map((item) => item.json.kind)).toEqual(['teamMail', 'receipt']);
    const [outcome] = await runCode(
      'Mail outcomes (new booking)',
      [{ messageId: '<1@x>' }, { messageId: '<2@x>' }],
      { 'Plan mails (new booking)': planned.map((item) => item.json) },
      now,
    );
    expect(outcome.json).toMatchObject({
      bookingId: row.bookingId,
      columns: { teamMailSentAt: now.toISOString(), receiptSentAt: now.toISOString(), mailClaimedAt: null },
    });
    // What the save writes: one value per placeholder, none undefined.
    const values = replacementValues(byName(booking, 'Save mail state (new booking)'), outcome.json);
    expect(values.includes(undefined)).toBe(false);
    expect(values.at(-1)).toBe(row.bookingId);
  });
});

describe('n8n:setup --store postgres: the store’s connection from the environment', () => {
  const env = { BOOKING_PG_HOST: 'db.example.dk', BOOKING_PG_DATABASE: 'site', BOOKING_PG_USER: 'booking_store' };

  it('takes host, port, database, user and SSL (require unless the host is this machine)', () => {
    expect(bookingStoreConnection(env)).toEqual({
      host: 'db.example.dk',
      port: 5432,
      database: 'site',
      user: 'booking_store',
      ssl: 'require',
    });
    expect(bookingStoreConnection({ ...env, BOOKING_PG_HOST: '127.0.0.1', BOOKING_PG_PORT: '5701' })).toMatchObject({
      port: 5701,
      ssl: 'disable',
    });
  });

  it('refuses a missing variable, n8n’s own database user, a superuser’s name and a bad port or SSL mode', () => {
    expect(bookingStoreConnection({})).toEqual({
      problem: '--store postgres needs BOOKING_PG_HOST, BOOKING_PG_DATABASE, BOOKING_PG_USER.',
    });
    expect(bookingStoreConnection({ ...env, DB_POSTGRESDB_USER: 'booking_store' })).toHaveProperty('problem');
    expect(bookingStoreConnection({ ...env, BOOKING_PG_USER: 'postgres' })).toHaveProperty('problem');
    expect(bookingStoreConnection({ ...env, BOOKING_PG_PORT: '99999' })).toHaveProperty('problem');
    expect(bookingStoreConnection({ ...env, BOOKING_PG_SSL: 'verify-full' })).toHaveProperty('problem');
  });
});
