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
 * How many receipts and confirmations went, or may still go, to the row's address today, and how
 * many receipts in this hour: `receiptDecision`'s counts for the mail of `row` about to be decided.
 * @param {BookingRow} row
 * @param {CapContext} context
 * @returns {{ sentToAddressToday: number, sentThisHour: number }}
 */
export function mailCounts(row, { rows, claimed, decided, maxTries, now }) {
  const key = rowEmailKey(row);
  const nowIso = now.toISOString();
  const today = dayOf(nowIso);
  const ownCreated = instantOrNull(row.createdAt) ?? nowIso;
  const ownId = Number(row.id);
  let sentToAddressToday = decided.filter((mail) => mail.emailKey === key).length;
  let sentThisHour = decided.filter((mail) => mail.kind === 'receipt').length;

  for (const other of rows) {
    const sameRow = other.bookingId === row.bookingId;
    if (!sameRow && claimed.has(String(other.bookingId))) continue;
    const sameAddress = rowEmailKey(other) === key;
    const receipt = mailStateOf(other, 'receipt');
    const confirmation = mailStateOf(other, 'confirmation');
    if (sameRow) {
      // The row's own mails already sent today count against its next one.
      sentToAddressToday += [receipt, confirmation].filter(
        (mail) => mail.sentAt && dayOf(mail.sentAt) === today,
      ).length;
      continue;
    }
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
