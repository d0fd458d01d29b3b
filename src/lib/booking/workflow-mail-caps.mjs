// @ts-check
/**
 * The counts a visitor's mail is capped by (docs/product.md#booking-mails), read from the `bookings`
 * rows in the n8n workflow: mails to one lower-cased address on the Copenhagen day, and receipts in
 * the clock hour. Several executions decide at the same moment, so the counts are made safe without a
 * lock: a row's receipt still to be sent counts for every later row of the same day or hour (row ids
 * rise in the order the rows were written, and a row sees every row written before it), and an older
 * row's receipt counts while another execution is sending it. A booking can then only be held back
 * too often at the very same moment, never mailed more often than the caps allow.
 */
import { todayInCopenhagen } from './calendar.mjs';
import { instantOrNull, mailStateOf, rowEmailKey } from './workflow-rows.mjs';

/** @typedef {import('./workflow-rows.mjs').BookingRow} BookingRow */

/** A visitor's mail this execution has decided to send; it counts as sent now. */
/** @typedef {{ emailKey: string, kind: 'receipt' | 'confirmation' }} DecidedMail */

/** @param {string} instant ISO */
const hourOf = (instant) => Math.floor(Date.parse(instant) / 3_600_000);
/** @param {string} instant ISO */
const dayOf = (instant) => todayInCopenhagen(new Date(instant));

/**
 * @typedef {object} CapContext
 * @property {readonly BookingRow[]} rows the rows read after this execution claimed its own
 * @property {ReadonlySet<string>} claimed the bookingIds this execution holds (their mails count as decided)
 * @property {readonly DecidedMail[]} decided the visitor mails this execution has decided to send so far
 * @property {number} maxTries a receipt that has had its tries counts as spent, not as waiting
 * @property {Date} now
 */

/**
 * The mails this execution has decided to send so far, as they count for a mail to `key`.
 * @param {string} key @param {readonly DecidedMail[]} decided
 */
const decidedCounts = (key, decided) => ({
  sentToAddressToday: decided.filter((mail) => mail.emailKey === key).length,
  sentThisHour: decided.filter((mail) => mail.kind === 'receipt').length,
});

/**
 * The row's own receipt and confirmation sent today: they count against its next mail.
 * @param {BookingRow} row @param {Date} now
 */
const ownSentToday = (row, now) =>
  [mailStateOf(row, 'receipt'), mailStateOf(row, 'confirmation')].filter(
    (mail) => mail.sentAt && dayOf(mail.sentAt) === dayOf(now.toISOString()),
  ).length;

/**
 * The row's own mails sent today and the mails this execution has decided to send so far: the part of
 * `mailCounts` that the Postgres store adds in its Code node, being state of the claimed row and of the
 * execution alone (./workflow-mail-cap-counts.mjs).
 * @param {BookingRow} row the row as its execution holds it
 * @param {{ decided: readonly DecidedMail[], now: Date }} context
 * @returns {{ sentToAddressToday: number, sentThisHour: number }}
 */
export function ownAndDecidedCounts(row, { decided, now }) {
  const counts = decidedCounts(rowEmailKey(row), decided);
  return { ...counts, sentToAddressToday: counts.sentToAddressToday + ownSentToday(row, now) };
}

/**
 * The part of `mailCounts` that comes of the other rows: every row read but the row itself and the rows this
 * execution holds. The Postgres store counts it in one statement that restates each rule
 * (./workflow-mail-cap-counts.mjs); a test holds the two equal.
 * @param {BookingRow} row
 * @param {Omit<CapContext, 'decided'>} context
 * @returns {{ sentToAddressToday: number, sentThisHour: number }}
 */
export function otherRowsCounts(row, { rows, claimed, maxTries, now }) {
  const key = rowEmailKey(row);
  const nowIso = now.toISOString();
  const today = dayOf(nowIso);
  const ownCreated = instantOrNull(row.createdAt) ?? nowIso;
  const ownId = Number(row.id);
  let sentToAddressToday = 0;
  let sentThisHour = 0;

  for (const other of rows) {
    if (other.bookingId === row.bookingId || claimed.has(String(other.bookingId))) continue;
    const sameAddress = rowEmailKey(other) === key;
    const receipt = mailStateOf(other, 'receipt');
    const confirmation = mailStateOf(other, 'confirmation');
    const created = instantOrNull(other.createdAt) ?? nowIso;
    const waiting = receipt.sentAt === null && receipt.skipped === null && receipt.tries < maxTries;
    const inFlight = instantOrNull(other.mailClaimedAt) !== null;
    const earlier = Number(other.id) < ownId;
    /**
     * Whether the other row's receipt counts in the period `periodOf(now)`: sent in it; or still to go
     * and written in it before this row (or this row is older, the schedule's); or, written before
     * the period, being sent by another execution now.
     * @param {(instant: string) => unknown} periodOf
     */
    const receiptCounts = (periodOf) => {
      const current = periodOf(nowIso);
      if (receipt.sentAt !== null) return periodOf(receipt.sentAt) === current;
      if (!waiting) return false;
      if (periodOf(created) === current) return earlier || periodOf(ownCreated) !== current;
      return inFlight;
    };
    if (receiptCounts(hourOf)) sentThisHour += 1;
    if (!sameAddress) continue;
    if (receiptCounts(dayOf)) sentToAddressToday += 1;
    if (confirmation.sentAt && dayOf(confirmation.sentAt) === today) sentToAddressToday += 1;
  }
  return { sentToAddressToday, sentThisHour };
}

/**
 * How many receipts and confirmations went, or may still go, to the row's address today, and how
 * many receipts in this hour: `receiptDecision`'s counts for the mail of `row` about to be decided.
 * The row's own mails are counted as read with the others (its copy in `rows`).
 * @param {BookingRow} row
 * @param {CapContext} context
 * @returns {{ sentToAddressToday: number, sentThisHour: number }}
 */
export function mailCounts(row, context) {
  const others = otherRowsCounts(row, context);
  const decided = decidedCounts(rowEmailKey(row), context.decided);
  const own = context.rows
    .filter((other) => other.bookingId === row.bookingId)
    .reduce((sum, copy) => sum + ownSentToday(copy, context.now), 0);
  return {
    sentToAddressToday: others.sentToAddressToday + decided.sentToAddressToday + own,
    sentThisHour: others.sentThisHour + decided.sentThisHour,
  };
}
