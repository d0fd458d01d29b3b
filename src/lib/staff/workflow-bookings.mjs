// @ts-check
/**
 * The staff API's booking routes in the n8n workflow (scripts/n8n/build-staff-workflow.mjs inlines
 * this file into its Code nodes), on the `bookings` Data Table's rows: `GET /bookings` answers a page
 * of them, and `POST /booking-status` checks its body once n8n's JWT node has verified the token, and
 * answers from the row the update or delete returned (docs/product.md#staff-bookings).
 */
import { badRequestAnswer, sessionExpiredAnswer } from './api-contract.mjs';
import { checkSessionClaims } from './token-claims.mjs';
import {
  bookingsAnswer,
  bookingStatusAnswer,
  checkBookingsPage,
  checkBookingStatusBody,
  unknownBookingAnswer,
} from './bookings-contract.mjs';
import { mailNotSetUpError, recordFromRow } from '../booking/workflow-rows.mjs';

/** @typedef {import('./api-contract.mjs').StaffAnswer} StaffAnswer */
/** @typedef {import('../booking/records.mjs').BookingRecord} BookingRecord */
/** @typedef {import('../booking/records.mjs').BookingStatus} BookingStatus */
/** @typedef {import('../booking/workflow-rows.mjs').BookingRow} BookingRow */

/** @param {BookingRow} row n8n's empty item for an empty read has no bookingId */
const isRow = (row) => typeof row.bookingId === 'string' && row.bookingId !== '';

/**
 * Whether n8n can send mail: false when the newest booking whose team mail has an outcome found no
 * SMTP credential. Without any such booking nothing says otherwise.
 * @param {readonly BookingRecord[]} records newest first
 */
export function mailSetUpFrom(records) {
  const tried = records.find((record) => record.teamMail.sentAt !== null || record.teamMail.error !== null);
  return !tried || tried.teamMail.sentAt !== null || tried.teamMail.error !== mailNotSetUpError;
}

/**
 * `GET /bookings` once the token is verified: the rows newest first (by row id, the order they were
 * written), one page of them.
 * @param {unknown} claims the JWT node's verified payload
 * @param {readonly BookingRow[]} rows every row of `bookings`
 * @param {unknown} page the `page` query parameter
 * @param {Date} now
 * @returns {StaffAnswer}
 */
export function bookingsAnswerFromRows(claims, rows, page, now) {
  if (!checkSessionClaims(claims, now).ok) return sessionExpiredAnswer;
  const checked = checkBookingsPage(typeof page === 'string' ? page : undefined);
  if (!checked.ok) return { status: 400, body: { error: checked.error } };
  const records = rows
    .filter(isRow)
    .sort((a, b) => Number(b.id) - Number(a.id))
    .map(recordFromRow);
  return bookingsAnswer(records, checked.page, { mailSetUp: mailSetUpFrom(records) });
}

/**
 * `POST /booking-status` once the token is verified: its claims, then the body. `erase` says the
 * row is to be deleted rather than updated.
 * @param {unknown} claims
 * @param {unknown} body
 * @param {Date} now
 * @returns {{ ok: false } & StaffAnswer | { ok: true, bookingId: string, status: BookingStatus, erase: boolean }}
 */
export function checkBookingStatusRequest(claims, body, now) {
  if (!checkSessionClaims(claims, now).ok) return { ok: false, ...sessionExpiredAnswer };
  const checked = checkBookingStatusBody(body);
  if (!checked.ok) return { ok: false, ...badRequestAnswer(checked) };
  return { ok: true, bookingId: checked.bookingId, status: checked.status, erase: checked.status === 'slettet' };
}

/**
 * The answer from the rows the update (or the delete) returned: none means no such booking.
 * @param {readonly BookingRow[]} rows
 * @param {{ bookingId: string, status: BookingStatus }} request
 * @returns {StaffAnswer}
 */
export const bookingStatusAnswerFromRows = (rows, { bookingId, status }) =>
  rows.some(isRow) ? bookingStatusAnswer(bookingId, status) : unknownBookingAnswer;
