// @ts-check
/**
 * The staff API's two booking routes (docs/product.md#staff-bookings), beside the others in
 * ./api-contract.mjs: `GET /bookings?page=N` lists the kept requests, newest first, 50 a page, and
 * `POST /booking-status` moves one along (`slettet` erases it). Shared by the panel, the local backend
 * and the n8n staff workflow.
 */
import { bookingFields } from '../booking/contract.mjs';
import { bookingStatuses, isBookingStatus } from '../booking/records.mjs';
import { isBookingId } from '../booking/booking-id.mjs';
import { staffMessages } from './api-contract.mjs';

/** @typedef {import('../booking/records.mjs').BookingRecord} BookingRecord */
/** @typedef {import('../booking/records.mjs').BookingStatus} BookingStatus */
/** @typedef {import('../booking/records.mjs').MailState} MailState */
/** @typedef {import('./api-contract.mjs').StaffAnswer} StaffAnswer */

export const BOOKINGS_PAGE_SIZE = 50;

export const bookingMessages = /** @type {const} */ ({
  unknownBooking: 'Ukendt booking: den er måske allerede slettet.',
  bookingIdMissing: 'Angiv bookingens id.',
  statusMissing: `Angiv en status: ${bookingStatuses.join(', ')}.`,
  pageInvalid: 'Siden skal være et helt tal fra 1.',
});

/**
 * One request as the panel lists it: the seven fields, when it came in, its status and its mails.
 * @typedef {Omit<BookingRecord, 'deleteAfter'>} BookingListItem
 */

/**
 * `GET /bookings`: one page, whether more follow, how many team mails are still unsent, and whether
 * the backend can send mail at all.
 * @typedef {object} BookingsAnswer
 * @property {BookingListItem[]} bookings newest first
 * @property {number} page from 1
 * @property {boolean} hasMore
 * @property {number} unsentTeamMails team mails not sent yet (failed, or not tried yet)
 * @property {boolean} mailSetUp false: the backend has no mail account; bookings are kept all the same
 */

/**
 * The page asked for in `GET /bookings?page=N`: 1 without the parameter.
 * @param {string | null | undefined} value
 * @returns {{ ok: true, page: number } | { ok: false, error: string }}
 */
export function checkBookingsPage(value) {
  if (value === null || value === undefined || value === '') return { ok: true, page: 1 };
  return /^[1-9]\d{0,5}$/.test(value)
    ? { ok: true, page: Number(value) }
    : { ok: false, error: bookingMessages.pageInvalid };
}

/**
 * `POST /booking-status`'s body: exactly `{ "bookingId": "<uuid>", "status": "bekræftet" }`.
 * @param {unknown} body
 * @returns {{ ok: true, bookingId: string, status: BookingStatus } | { ok: false, error: string, fields: Record<string, string> }}
 */
export function checkBookingStatusBody(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, error: staffMessages.invalidJson, fields: {} };
  }
  const record = /** @type {Record<string, unknown>} */ (body);
  /** @type {Record<string, string>} */
  const fields = {};
  if (!isBookingId(record.bookingId)) fields.bookingId = bookingMessages.bookingIdMissing;
  if (!isBookingStatus(record.status)) fields.status = bookingMessages.statusMissing;
  for (const key of Object.keys(record)) {
    if (key !== 'bookingId' && key !== 'status') fields[key] = staffMessages.unknownField;
  }
  if (Object.keys(fields).length > 0) return { ok: false, error: staffMessages.badRequest, fields };
  return { ok: true, bookingId: String(record.bookingId), status: /** @type {BookingStatus} */ (record.status) };
}

/**
 * A page of `records` (all of them, newest first) as `GET /bookings` answers it.
 * @param {BookingRecord[]} records newest first
 * @param {number} page
 * @param {{ mailSetUp: boolean }} mail
 * @returns {StaffAnswer}
 */
export function bookingsAnswer(records, page, { mailSetUp }) {
  const start = (page - 1) * BOOKINGS_PAGE_SIZE;
  const bookings = records.slice(start, start + BOOKINGS_PAGE_SIZE).map(({ deleteAfter: _kept, ...item }) => item);
  const unsentTeamMails = records.filter((record) => record.teamMail.sentAt === null).length;
  return {
    status: 200,
    body: { bookings, page, hasMore: records.length > start + BOOKINGS_PAGE_SIZE, unsentTeamMails, mailSetUp },
  };
}

/**
 * `POST /booking-status`'s yes: the status as stored (`slettet`: the row is gone).
 * @param {string} bookingId
 * @param {BookingStatus} status
 * @returns {StaffAnswer}
 */
export const bookingStatusAnswer = (bookingId, status) => ({ status: 200, body: { bookingId, status } });

/** @type {StaffAnswer} */
export const unknownBookingAnswer = Object.freeze({ status: 404, body: { error: bookingMessages.unknownBooking } });

/** @param {unknown} value */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** @param {unknown} value @returns {value is MailState} */
const isMailState = (value) =>
  isObject(value) &&
  ['sentAt', 'error', 'skipped'].every((key) => {
    const field = /** @type {Record<string, unknown>} */ (value)[key];
    return field === null || typeof field === 'string';
  }) &&
  Number.isInteger(/** @type {Record<string, unknown>} */ (value).tries);

/** @param {unknown} value @returns {value is BookingListItem} */
const isBookingListItem = (value) => {
  if (!isObject(value)) return false;
  const item = /** @type {Record<string, unknown>} */ (value);
  return (
    isBookingId(item.bookingId) &&
    bookingFields.every((field) => typeof item[field] === 'string') &&
    typeof item.receivedAt === 'string' &&
    !Number.isNaN(Date.parse(item.receivedAt)) &&
    isBookingStatus(item.status) &&
    item.status !== 'slettet' &&
    isMailState(item.teamMail) &&
    isMailState(item.receipt) &&
    isMailState(item.confirmation)
  );
};

/** @param {unknown} value @returns {value is BookingsAnswer} */
export const isBookingsAnswer = (value) => {
  if (!isObject(value)) return false;
  const answer = /** @type {Record<string, unknown>} */ (value);
  return (
    Array.isArray(answer.bookings) &&
    answer.bookings.every(isBookingListItem) &&
    Number.isInteger(answer.page) &&
    typeof answer.hasMore === 'boolean' &&
    Number.isInteger(answer.unsentTeamMails) &&
    typeof answer.mailSetUp === 'boolean'
  );
};

/** @param {unknown} value @returns {value is { bookingId: string, status: BookingStatus }} */
export const isBookingStatusAnswer = (value) =>
  isObject(value) &&
  isBookingId(/** @type {Record<string, unknown>} */ (value).bookingId) &&
  isBookingStatus(/** @type {Record<string, unknown>} */ (value).status);
