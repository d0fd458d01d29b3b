// @ts-check
/**
 * The n8n Data Table `bookings` (docs/product.md#kept-bookings): its columns, and its rows read as
 * the booking records of ./records.mjs. The booking and staff workflow generators inline this file
 * into their Code nodes and build the table's setup from `bookingColumns`.
 *
 * A row's mail state sits in four columns per mail (`teamMailSentAt`, `teamMailError`, …). The
 * upsert that keeps a booking writes only the booking's own columns, so a retry never resets a mail
 * or the status; `mailClaimedAt` marks a row whose mails one execution is sending (the others leave it).
 */
import { bookingFields } from './contract.mjs';
import { emailKey, isBookingStatus, untriedMail } from './records.mjs';

/** @typedef {import('./records.mjs').BookingRecord} BookingRecord */
/** @typedef {import('./records.mjs').MailState} MailState */
/** @typedef {'string' | 'number' | 'boolean' | 'date'} ColumnType */

/** The table's name. No other Data Table's name may contain it: n8n finds a table by a part of its name. */
export const bookingsTable = 'bookings';

/** A mail's error when n8n has no SMTP credential: the Send Email node then passes its items on unsent. */
export const mailNotSetUpError = 'Mail er ikke sat op: n8n mangler SMTP-adgangen.';

/** The three mails of a booking, as their columns are prefixed. */
export const mailKinds = /** @type {const} */ (['teamMail', 'receipt', 'confirmation']);
/** @typedef {(typeof mailKinds)[number]} MailKind */

/** @type {[string, ColumnType][]} */
const mailStateColumns = [
  ['SentAt', 'date'],
  ['Error', 'string'],
  ['Tries', 'number'],
  ['Skipped', 'string'],
];

// Built in a call marked pure, so a Code node's bundle that never reads the list leaves it out (esbuild keeps a
// top-level array whose spreads call functions).
/** Every column and its type, in the order the setup creates them. @type {[string, ColumnType][]} */
export const bookingColumns = /* @__PURE__ */ (() => [
  ['bookingId', 'string'],
  ...bookingFields.map((field) => /** @type {[string, ColumnType]} */ ([field, 'string'])),
  ['receivedAt', 'date'],
  ['emailKey', 'string'],
  ['status', 'string'],
  ['deleteAfter', 'string'],
  ...mailKinds.flatMap((kind) =>
    mailStateColumns.map(([suffix, type]) => /** @type {[string, ColumnType]} */ ([`${kind}${suffix}`, type])),
  ),
  ['mailClaimedAt', 'date'],
  // Whether a mail may still be sent: the schedule reads only these rows (and rows never written by a mail step).
  ['mailOpen', 'boolean'],
])();

/**
 * Whether a row's mails leave one to send: not sent, not skipped, tries left; the confirmation only once it is
 * owed (the booking `bekræftet`). What the mail step writes as `mailOpen`, so the schedule's read finds open rows
 * through a flag rather than reading finished ones.
 * @param {Record<string, unknown>} columns a row, or the columns a mail step writes
 * @param {boolean} owesConfirmation
 * @param {number} maxTries
 */
export function hasOpenMail(columns, owesConfirmation, maxTries) {
  return mailKinds.some(
    (kind) =>
      (kind !== 'confirmation' || owesConfirmation) &&
      instantOrNull(columns[`${kind}SentAt`]) === null &&
      !columns[`${kind}Skipped`] &&
      Number(columns[`${kind}Tries`] ?? 0) < maxTries,
  );
}

/**
 * A row as n8n's Data Table node gives it: the columns (null when never written) and the system
 * columns `id`, `createdAt`, `updatedAt` (dates as ISO strings in a Code node).
 * @typedef {Record<string, unknown> & { id?: unknown, createdAt?: unknown }} BookingRow
 */

/** @param {unknown} value */
const text = (value) => (typeof value === 'string' ? value : '');
/** @param {unknown} value @returns {string | null} */
const textOrNull = (value) => (typeof value === 'string' && value !== '' ? value : null);
/** @param {unknown} value an ISO string, a Date, or nothing @returns {string | null} */
export const instantOrNull = (value) => {
  if (value === null || value === undefined || value === '') return null;
  const time = Date.parse(value instanceof Date ? value.toISOString() : String(value));
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

/**
 * One mail's state from its four columns; a mail never tried has tries 0.
 * @param {BookingRow} row @param {MailKind} kind
 * @returns {MailState}
 */
export const mailStateOf = (row, kind) => ({
  sentAt: instantOrNull(row[`${kind}SentAt`]),
  error: textOrNull(row[`${kind}Error`]),
  tries: Number.isInteger(row[`${kind}Tries`]) ? Number(row[`${kind}Tries`]) : untriedMail.tries,
  skipped: textOrNull(row[`${kind}Skipped`]),
});

/**
 * When the booking came in: `receivedAt`, or the row's creation while the first mail step has not
 * written it yet.
 * @param {BookingRow} row
 */
export const receivedAtOf = (row) =>
  instantOrNull(row.receivedAt) ?? instantOrNull(row.createdAt) ?? new Date(0).toISOString();

/**
 * The booking a row holds. A row whose status was never written (its first mail step has not run)
 * is `ny`.
 * @param {BookingRow} row
 * @returns {BookingRecord}
 */
export function recordFromRow(row) {
  const fields = Object.fromEntries(bookingFields.map((field) => [field, text(row[field])]));
  return {
    bookingId: text(row.bookingId),
    receivedAt: receivedAtOf(row),
    .../** @type {import('./contract.mjs').BookingRequest} */ (fields),
    status: isBookingStatus(row.status) && row.status !== 'slettet' ? row.status : 'ny',
    deleteAfter: text(row.deleteAfter),
    teamMail: mailStateOf(row, 'teamMail'),
    receipt: mailStateOf(row, 'receipt'),
    confirmation: mailStateOf(row, 'confirmation'),
  };
}

/** @param {BookingRow} row */
export const rowEmailKey = (row) => text(row.emailKey) || emailKey(text(row.email));

/**
 * The columns the mail step writes back when it lets go of a row: when the booking came in, each
 * mail's state, and the claim cleared.
 * @param {string} bookingId
 * @param {string} receivedAt
 * @param {Record<MailKind, MailState>} mails
 * @returns {Record<string, string | number | null>}
 */
export function mailColumns(bookingId, receivedAt, mails) {
  /** @type {Record<string, string | number | null>} */
  const columns = { bookingId, receivedAt };
  for (const kind of mailKinds) {
    const { sentAt, error, tries, skipped } = mails[kind];
    Object.assign(columns, {
      [`${kind}SentAt`]: sentAt,
      [`${kind}Error`]: error,
      [`${kind}Tries`]: tries,
      [`${kind}Skipped`]: skipped,
    });
  }
  columns.mailClaimedAt = null;
  return columns;
}
