// @ts-check
/**
 * The caps as one `count` on the Postgres store (docs/n8n.md "Caps as one count"): the statement that gives,
 * for every row one mail step decides, the part of `mailCounts` (./workflow-mail-caps.mjs) that comes of the
 * other rows of the table, and what the Code node adds to it (the row's own mails, the execution's decided ones:
 * state that exists only inside the execution). tests/unit/booking/workflow-mail-cap-counts.test.ts runs the
 * statement in PGlite (real Postgres) on generated tables and holds it equal to `mailCounts` row for row.
 *
 * SQL knows no time zone here: the hour and the Copenhagen day come in as half-open ranges of instants
 * (`capPeriods`), so `periodOf(x) === periodOf(now)` of `mailCounts` is `start <= x AND x < end`.
 */
import { slotStart, todayInCopenhagen } from './calendar.mjs';
import { ownAndDecidedCounts } from './workflow-mail-caps.mjs';

/** @typedef {import('./workflow-rows.mjs').BookingRow} BookingRow */
/** @typedef {import('./workflow-mail-caps.mjs').DecidedMail} DecidedMail */
/** @typedef {{ sentToAddressToday: number, sentThisHour: number }} CapCounts */

/**
 * The clock hour and the Copenhagen day of `now`, as ISO instants: `[hourStart, hourEnd)` and `[dayStart, dayEnd)`.
 * The workflow computes the same with Luxon in the node's parameters (scripts/n8n/booking-workflow/postgres-store.mjs).
 * @param {Date} now
 */
export function capPeriods(now) {
  const hour = Math.floor(now.getTime() / 3_600_000) * 3_600_000;
  const today = todayInCopenhagen(now);
  const [year, month, day] = today.split('-').map(Number);
  const tomorrow = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  return {
    hourStart: new Date(hour).toISOString(),
    hourEnd: new Date(hour + 3_600_000).toISOString(),
    dayStart: slotStart(today, '00:00').toISOString(),
    dayEnd: slotStart(tomorrow, '00:00').toISOString(),
  };
}

/**
 * The statement's parameters in order: the decided rows' `bookingId`s (as JSON text, read as `jsonb`), the hour, the day, the tries a receipt may have.
 * @param {readonly string[]} bookingIds @param {Date} now @param {number} maxTries
 */
export function capCountsParameters(bookingIds, now, maxTries) {
  const { hourStart, hourEnd, dayStart, dayEnd } = capPeriods(now);
  return [JSON.stringify(bookingIds), hourStart, hourEnd, dayStart, dayEnd, maxTries];
}

/**
 * `rowEmailKey`: the `emailKey` column, else the e-mail trimmed and lower-cased (JavaScript's trim and lower case
 * taken for ASCII white space and the database's `lower`: the same for every address the intake keeps, which
 * always writes `emailKey`).
 * @param {string} row the table's alias
 */
const emailKeySql = (row) =>
  `COALESCE(NULLIF(${row}."emailKey", ''), lower(btrim(COALESCE(${row}."email", ''), E' \\t\\n\\r\\f\\v')))`;
/** `instant in [start, end)`: `periodOf(instant) === periodOf(now)`. */
const within = (/** @type {string} */ column, /** @type {string} */ start, /** @type {string} */ end) =>
  `(${column} >= ${start} AND ${column} < ${end})`;

/**
 * The statement: one row per decided row (`bookingId`, `sentToAddressToday`, `sentThisHour`, counts as strings), the
 * counts of `otherRowsCounts` (./workflow-mail-caps.mjs) over the table. Each FILTER restates the line of
 * `otherRowsCounts` quoted in its comment.
 * @param {string} table the table, schema-qualified and quoted
 */
export function capCountsSql(table) {
  const hour = ['$2::timestamptz', '$3::timestamptz'];
  const day = ['$4::timestamptz', '$5::timestamptz'];
  /**
   * `receiptCounts(periodOf)` for the period `[start, end)`.
   * @param {string[]} period
   */
  const receiptCounts = ([start, end]) =>
    [
      // `if (receipt.sentAt !== null) return periodOf(receipt.sentAt) === current;`
      `(o."receiptSentAt" IS NOT NULL AND ${within('o."receiptSentAt"', start, end)})`,
      // `if (!waiting) return false;` then `if (periodOf(created) === current) return earlier || periodOf(ownCreated) !== current;`
      `(o.waiting AND ${within('o."createdAt"', start, end)} AND (o.id < d.id OR NOT ${within('d."createdAt"', start, end)}))`,
      // `return inFlight;` (written before the period, still to go, another execution sending it)
      `(o.waiting AND NOT ${within('o."createdAt"', start, end)} AND o."mailClaimedAt" IS NOT NULL)`,
    ].join('\n      OR ');
  // `if (!sameAddress) continue;`
  const sameAddress = 'o."emailKey" = d."emailKey"';
  return `WITH decided AS (
  SELECT id, "bookingId", ${emailKeySql('b')} AS "emailKey", "createdAt"
  FROM ${table} AS b
  WHERE "bookingId" IN (SELECT jsonb_array_elements_text($1::jsonb))
), others AS (
  SELECT id, ${emailKeySql('b')} AS "emailKey", "createdAt", "receiptSentAt", "confirmationSentAt", "mailClaimedAt",
    -- \`waiting = receipt.sentAt === null && receipt.skipped === null && receipt.tries < maxTries\` (tries: an integer, else 0)
    ("receiptSentAt" IS NULL AND NULLIF("receiptSkipped", '') IS NULL
      AND (CASE WHEN "receiptTries" = trunc("receiptTries") THEN "receiptTries" ELSE 0 END) < $6::double precision) AS waiting
  FROM ${table} AS b
  -- \`if (!sameRow && claimed.has(other.bookingId)) continue;\` (the row itself: its own mails are added in JS)
  WHERE "bookingId" <> '' AND "bookingId" NOT IN (SELECT jsonb_array_elements_text($1::jsonb))
    -- No more than the rows a count below can take: each needs a mail or a row of today, or a claim.
    AND ("receiptSentAt" >= ${day[0]} OR "confirmationSentAt" >= ${day[0]} OR "createdAt" >= ${day[0]} OR "mailClaimedAt" IS NOT NULL)
)
SELECT d."bookingId",
  -- \`if (receiptCounts(hourOf)) sentThisHour += 1;\`
  count(o.id) FILTER (WHERE ${receiptCounts(hour)}) AS "sentThisHour",
  -- \`if (receiptCounts(dayOf)) sentToAddressToday += 1;\`
  count(o.id) FILTER (WHERE ${sameAddress} AND (${receiptCounts(day)}))
  -- \`if (confirmation.sentAt && dayOf(confirmation.sentAt) === today) sentToAddressToday += 1;\`
  + count(o.id) FILTER (WHERE ${sameAddress} AND ${within('o."confirmationSentAt"', day[0], day[1])}) AS "sentToAddressToday"
FROM decided AS d LEFT JOIN others AS o ON true
GROUP BY d."bookingId"`;
}

/**
 * The statement's counts as a map by `bookingId` (n8n gives `count` as a string; an empty read is one empty item).
 * @param {readonly Record<string, unknown>[]} items
 * @returns {Map<string, CapCounts>}
 */
export const countedCaps = (items) =>
  new Map(
    items
      .filter((item) => typeof item.bookingId === 'string' && item.bookingId !== '')
      .map((item) => {
        const counts = { sentToAddressToday: Number(item.sentToAddressToday), sentThisHour: Number(item.sentThisHour) };
        // A count that is not one (an item of some other read) must not pass as zero: no cap would hold.
        if (!Object.values(counts).every(Number.isInteger))
          throw new Error(`Not cap counts: ${String(item.bookingId)}`);
        return [String(item.bookingId), counts];
      }),
  );

/**
 * `mailCounts` of `row` from the statement's counts of the other rows, plus the row's own mails and the
 * execution's decided ones.
 * @param {BookingRow} row the claimed row
 * @param {ReadonlyMap<string, CapCounts>} counted
 * @param {{ decided: readonly DecidedMail[], now: Date }} context
 * @returns {CapCounts}
 */
export function countedMailCounts(row, counted, context) {
  const others = counted.get(String(row.bookingId));
  // Never reached while the row is claimed (the statement returns a row per claimed row); no guess at a cap.
  if (!others) throw new Error(`No cap counts for the booking ${String(row.bookingId)}`);
  const own = ownAndDecidedCounts(row, context);
  return {
    sentToAddressToday: others.sentToAddressToday + own.sentToAddressToday,
    sentThisHour: others.sentThisHour + own.sentThisHour,
  };
}
