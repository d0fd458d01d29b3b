import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingSchema,
  bookingTableDdl,
  bookingTableSql,
} from '../../../scripts/n8n/booking-workflow/postgres-store.mjs';
import {
  capCountsParameters,
  capCountsSql,
  capPeriods,
  countedCaps,
  countedMailCounts,
} from '../../../src/lib/booking/workflow-mail-cap-counts.mjs';
import { mailCounts, type DecidedMail } from '../../../src/lib/booking/workflow-mail-caps.mjs';

/**
 * The Postgres store's caps statement against `mailCounts`, in PGlite (Postgres compiled to WASM, in process):
 * the store's own DDL, generated tables, every decided row's counts equal.
 */

/** A seeded generator (mulberry32), so a failure names the seed that shows it. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  return { next, pick, chance: (p: number) => next() < p };
}

const HOUR = 3_600_000;
/**
 * Moments to decide at: around Copenhagen's midnight in winter and summer, the hour after, and inside the two
 * daylight-saving changes of 2026 (29 March 02:00 → 03:00, 25 October 03:00 → 02:00, the 25-hour day).
 */
const moments = [
  '2026-11-23T23:10:00.000Z',
  '2026-11-23T22:50:00.000Z',
  '2026-06-30T22:05:00.000Z',
  '2026-03-29T01:20:00.000Z',
  '2026-10-25T01:30:00.000Z',
  '2026-10-25T00:59:59.999Z',
];
const addresses = ['anne@example.dk', 'bo@example.dk', 'cy@example.dk'];
const columns = [
  ['bookingId', 'text'],
  ['email', 'text'],
  ['emailKey', 'text'],
  ['createdAt', 'timestamptz'],
  ['receiptSentAt', 'timestamptz'],
  ['receiptSkipped', 'text'],
  ['receiptTries', 'double precision'],
  ['confirmationSentAt', 'timestamptz'],
  ['mailClaimedAt', 'timestamptz'],
] as const;

/** An instant near `now`: on, just before or after the hour's and the day's edges, or anywhere in the last 30 hours. */
function instantNear(now: Date, r: ReturnType<typeof random>) {
  const { hourStart, hourEnd, dayStart, dayEnd } = capPeriods(now);
  const edge = Date.parse(r.pick([hourStart, hourEnd, dayStart, dayEnd]));
  if (r.chance(0.3)) return new Date(edge + r.pick([-1, 0, 1, -60_000, 60_000])).toISOString();
  return new Date(now.getTime() - r.next() * 30 * HOUR + 10 * 60_000).toISOString();
}

/** A mix of sent, waiting, skipped and tried-out receipts and confirmations, claimed or not, in several cases of one address. */
function generatedRows(count: number, now: Date, maxTries: number, r: ReturnType<typeof random>) {
  return Array.from({ length: count }, (_, index) => {
    const address = r.pick(addresses);
    const email = r.pick([address, address.toUpperCase(), ` ${address[0].toUpperCase()}${address.slice(1)}\t`]);
    const state = r.pick(['sent', 'waiting', 'waiting', 'skipped', 'triedOut'] as const);
    return {
      bookingId: `b-${String(index).padStart(4, '0')}`,
      email,
      emailKey: r.chance(0.7) ? address : r.pick([null, '']),
      createdAt: instantNear(now, r),
      receiptSentAt: state === 'sent' ? instantNear(now, r) : null,
      receiptSkipped: state === 'skipped' ? 'Ikke sendt: dagens grænse for adressen' : r.pick([null, '']),
      receiptTries:
        state === 'triedOut'
          ? maxTries + r.pick([0, 1])
          : r.pick([null, 0, Math.floor(r.next() * maxTries), r.chance(0.1) ? 0.5 : 1]),
      confirmationSentAt: r.chance(0.3) ? instantNear(now, r) : null,
      mailClaimedAt: r.chance(0.25) ? instantNear(now, r) : null,
    };
  });
}

let db: PGlite;
// PGlite's start (initdb in WASM) takes 3–4 s on an idle 2-core machine, more on a busy one.
beforeAll(async () => {
  db = new PGlite();
  await db.exec(`CREATE SCHEMA ${bookingSchema};\n${bookingTableDdl()}`);
}, 60_000);
afterAll(async () => {
  await db.close();
});

/** The table filled with `rows` (ids rising in order), read back as Postgres gives it. */
async function fill(rows: ReturnType<typeof generatedRows>) {
  await db.exec(`TRUNCATE ${bookingTableSql} RESTART IDENTITY`);
  // The ids rise in a random order of creation: `mailCounts` takes neither as the other's proxy.
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  const types = columns.map(([name, type]) => `"${name}" ${type}`).join(', ');
  await db.query(
    `INSERT INTO ${bookingTableSql} (${names}) SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(${types})`,
    [JSON.stringify(rows)],
  );
  const { rows: table } = await db.query<Record<string, unknown>>(`SELECT * FROM ${bookingTableSql} ORDER BY id`);
  return table;
}

type Case = { seed: number; now: Date; table: Record<string, unknown>[]; claimed: Record<string, unknown>[] };

/** The seeds' tables, each with the rows one mail step decides (1 to 50, as a schedule round) and decided mails. */
async function* cases(seeds: readonly number[]) {
  for (const seed of seeds) {
    const r = random(seed);
    for (const moment of moments) {
      const now = new Date(moment);
      const maxTries = r.pick([1, 3, 5]);
      const table = await fill(generatedRows(100 + Math.floor(r.next() * 150), now, maxTries, r));
      const claimed = table.filter(() => r.chance(0.15)).slice(0, 50);
      if (claimed.length === 0) claimed.push(r.pick(table));
      const decided: DecidedMail[] = Array.from({ length: Math.floor(r.next() * 6) }, () => ({
        emailKey: r.pick(addresses),
        kind: r.pick(['receipt', 'confirmation'] as const),
      }));
      yield { seed, now, table, claimed, decided, maxTries } satisfies Case & Record<string, unknown>;
    }
  }
}

/** Every decided row whose counts differ between `sql` plus the Code node's additions and `mailCounts`. */
async function differences(sql: string, seeds: readonly number[], stopAtFirst = false) {
  const found: string[] = [];
  let decidedRows = 0;
  for await (const { seed, now, table, claimed, decided, maxTries } of cases(seeds)) {
    const ids = claimed.map((row) => String(row.bookingId));
    const { rows } = await db.query<Record<string, unknown>>(sql, capCountsParameters(ids, now, maxTries));
    const counted = countedCaps(rows);
    const context = { rows: table, claimed: new Set(ids), decided, maxTries, now };
    for (const row of claimed) {
      decidedRows += 1;
      const expected = mailCounts(row, context);
      const actual = countedMailCounts(row, counted, { decided, now });
      if (expected.sentToAddressToday !== actual.sentToAddressToday || expected.sentThisHour !== actual.sentThisHour) {
        found.push(
          `seed ${seed}, ${now.toISOString()}, row ${String(row.id)}: ${JSON.stringify({ expected, actual })}`,
        );
        if (stopAtFirst) return { found, decidedRows };
      }
    }
  }
  return { found, decidedRows };
}

const seeds = [1, 2, 3, 4, 5];

describe('the caps as one count on the Postgres store', () => {
  it(
    'are, with the row’s own and the decided mails added, mailCounts for every row decided',
    { timeout: 60_000 },
    async () => {
      const { found, decidedRows } = await differences(capCountsSql(bookingTableSql), seeds);
      expect(found).toEqual([]);
      // Enough rows decided for the test to mean something (about 800).
      expect(decidedRows).toBeGreaterThan(600);
    },
  );

  it('the day and the hour are Copenhagen’s, as half-open ranges, including the 23- and 25-hour days', () => {
    expect(capPeriods(new Date('2026-10-25T01:30:00Z'))).toEqual({
      hourStart: '2026-10-25T01:00:00.000Z',
      hourEnd: '2026-10-25T02:00:00.000Z',
      dayStart: '2026-10-24T22:00:00.000Z',
      dayEnd: '2026-10-25T23:00:00.000Z',
    });
    expect(capPeriods(new Date('2026-03-29T01:20:00Z'))).toMatchObject({
      dayStart: '2026-03-28T23:00:00.000Z',
      dayEnd: '2026-03-29T22:00:00.000Z',
    });
    expect(capPeriods(new Date('2026-11-23T23:10:00Z'))).toMatchObject({
      dayStart: '2026-11-23T23:00:00.000Z',
      dayEnd: '2026-11-24T23:00:00.000Z',
    });
  });

  // The generated tables are varied enough to catch a rule restated wrong: each change to one rule is found.
  it.each([
    ['an earlier row’s waiting receipt counted for later rows too', 'o.id < d.id', 'o.id <> d.id'],
    ['the hour’s end taken as inclusive', 'o."receiptSentAt" < $3', 'o."receiptSentAt" <= $3'],
    ['a claimed older receipt left out', 'AND o."mailClaimedAt" IS NOT NULL', 'AND false'],
    ['confirmations sent today left out', 'o."confirmationSentAt" >= $4', 'o."confirmationSentAt" > now()'],
    ['the address compared as written', 'NULLIF(b."emailKey", \'\')', 'NULLIF(b."email", \'\')'],
    ['a receipt with its last try spent counted as waiting', '< $6::double precision', '< $6::double precision + 1'],
  ])('finds %s', async (_rule, from, to) => {
    const sql = capCountsSql(bookingTableSql);
    expect(sql).toContain(from);
    const { found } = await differences(sql.replaceAll(from, to), seeds, true);
    expect(found.length).toBeGreaterThan(0);
  });
});
