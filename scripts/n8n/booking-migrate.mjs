#!/usr/bin/env node
// @ts-check
/**
 * From the Data Table store to the Postgres store (docs/n8n.md "The bookings store"): reads the rows of the Data
 * Table `bookings` as n8n's public API gives them (`GET /api/v1/data-tables/<id>/rows`, every page, saved as one
 * JSON array or `{ data: [...] }` pages) and writes the SQL that puts them into `fynbo_booking.bookings`, which the
 * store's role runs with psql:
 *
 *   node scripts/n8n/booking-migrate.mjs rows.json > move.sql && psql … -v ON_ERROR_STOP=1 -1 -f move.sql
 *
 * Doubles (two rows of one `bookingId`, which the Data Table store on Postgres could make) are merged into one:
 * the booking's own columns from the first row, each mail sent if any row sent it (the earliest send) with the
 * most tries, the latest status; the claim cleared and `mailOpen` left empty, so the schedule decides once what
 * is still owed. It is idempotent: `ON CONFLICT ("bookingId") DO NOTHING` leaves a row the store already has
 * (and its newer mail state) as it is, so running it twice, or after the store took bookings, changes nothing.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bookingColumns, instantOrNull, mailKinds } from '../../src/lib/booking/workflow-rows.mjs';
import { bookingTableSql } from './booking-workflow/postgres-store.mjs';

/** @typedef {Record<string, unknown>} Row */

/** @param {unknown} value */
const time = (value) => {
  const instant = instantOrNull(value);
  return instant === null ? Number.POSITIVE_INFINITY : Date.parse(instant);
};

/**
 * One row per `bookingId`, doubles merged as the header says; rows without an id are left out.
 * @param {Row[]} rows
 * @returns {Row[]}
 */
export function mergeBookingRows(rows) {
  /** @type {Map<string, Row[]>} */
  const byId = new Map();
  for (const row of rows) {
    const id = typeof row.bookingId === 'string' ? row.bookingId : '';
    if (!id) continue;
    byId.set(id, [...(byId.get(id) ?? []), row]);
  }
  return [...byId.values()].map((group) => {
    const [first] = [...group].sort((a, b) => time(a.createdAt) - time(b.createdAt));
    const latest = [...group].sort((a, b) => time(b.updatedAt ?? b.createdAt) - time(a.updatedAt ?? a.createdAt))[0];
    /** @type {Row} */
    const merged = { ...first, status: latest.status ?? first.status, mailClaimedAt: null, mailOpen: null };
    merged.receivedAt = group.map((row) => row.receivedAt).sort((a, b) => time(a) - time(b))[0] ?? null;
    for (const kind of mailKinds) {
      const sent = group.filter((row) => instantOrNull(row[`${kind}SentAt`]) !== null);
      const earliest = sent.sort((a, b) => time(a[`${kind}SentAt`]) - time(b[`${kind}SentAt`]))[0];
      const tries = group.map((row) => Number(row[`${kind}Tries`])).filter(Number.isFinite);
      merged[`${kind}SentAt`] = earliest ? earliest[`${kind}SentAt`] : null;
      merged[`${kind}Error`] = earliest ? null : (group.find((row) => row[`${kind}Error`])?.[`${kind}Error`] ?? null);
      merged[`${kind}Tries`] = tries.length > 0 ? Math.max(...tries) : null;
      merged[`${kind}Skipped`] = earliest
        ? null
        : (group.find((row) => row[`${kind}Skipped`])?.[`${kind}Skipped`] ?? null);
    }
    return merged;
  });
}

/** @param {unknown} value @param {string} type */
function literal(value, type) {
  if (value === null || value === undefined || value === '') return 'NULL';
  if (type === 'number') return Number.isFinite(Number(value)) ? String(Number(value)) : 'NULL';
  if (type === 'boolean') return value === true || value === 1 || value === 'true' ? 'true' : 'false';
  if (type === 'date') {
    const instant = instantOrNull(value);
    return instant === null ? 'NULL' : `'${instant}'::timestamptz`;
  }
  return `'${String(value).replaceAll("'", "''")}'`;
}

/**
 * The SQL that moves the merged rows into the Postgres store, idempotent.
 * @param {Row[]} rows the Data Table's rows
 */
export function migrationSql(rows) {
  const columns = [...bookingColumns, /** @type {[string, string]} */ (['createdAt', 'date'])];
  const names = columns.map(([column]) => `"${column}"`).join(', ');
  const lines = mergeBookingRows(rows).map(
    (row) =>
      `INSERT INTO ${bookingTableSql} (${names}) VALUES (${columns.map(([column, type]) => literal(row[column], type)).join(', ')}) ON CONFLICT ("bookingId") DO NOTHING;`,
  );
  return `${lines.join('\n')}\n`;
}

/** The rows of a saved API answer: an array of rows, or of `{ data }` pages, or one page. @param {unknown} json */
export const rowsOfExport = (json) =>
  /** @type {Row[]} */ (
    (Array.isArray(json) ? json : [json]).flatMap((entry) =>
      entry && typeof entry === 'object' && Array.isArray(/** @type {any} */ (entry).data)
        ? /** @type {any} */ (entry).data
        : [entry],
    )
  );

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (runDirectly) {
  const [file] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node scripts/n8n/booking-migrate.mjs <rows.json> > move.sql');
    process.exit(2);
  }
  process.stdout.write(migrationSql(rowsOfExport(JSON.parse(readFileSync(file, 'utf8')))));
}
