// @ts-check
/**
 * A kept booking (docs/product.md#kept-bookings): the row the booking webhook writes before it says
 * yes, in an n8n Data Table `bookings` or the local backend's data file, with its status for the team
 * and what became of each of its three mails. Plain data and pure functions, shared by the local
 * backend, the n8n workflows and the staff panel.
 */
import { addDays } from './dates.mjs';

/** @typedef {import('./contract.mjs').BookingRequest} BookingRequest */

/** Where the team has got with a request; `slettet` erases the row (a visitor's request to be forgotten). */
export const bookingStatuses = /** @type {const} */ (['ny', 'bekræftet', 'kontaktet', 'afsluttet', 'slettet']);
/** @typedef {(typeof bookingStatuses)[number]} BookingStatus */

/** @param {unknown} value @returns {value is BookingStatus} */
export const isBookingStatus = (value) =>
  typeof value === 'string' && bookingStatuses.some((status) => status === value);

/**
 * What became of one mail: not yet tried (`null` sentAt, no error), sent (`sentAt`), failed (`error`,
 * tried again by the schedule), or not sent on purpose (`skipped`, a Danish reason).
 * @typedef {object} MailState
 * @property {string | null} sentAt ISO instant
 * @property {string | null} error the last failure, as the mail server put it
 * @property {number} tries
 * @property {string | null} skipped why it was not sent, e.g. the per-address cap
 */

/**
 * @typedef {BookingRequest & {
 *   bookingId: string,
 *   receivedAt: string,
 *   status: Exclude<BookingStatus, 'slettet'>,
 *   deleteAfter: string,
 *   teamMail: MailState,
 *   receipt: MailState,
 *   confirmation: MailState,
 * }} BookingRecord
 */

/** @type {MailState} */
export const untriedMail = Object.freeze({ sentAt: null, error: null, tries: 0, skipped: null });

/**
 * The day after which a booking is deleted: `retentionDays` after the later of when it came in and
 * the day it asked for (Copenhagen dates).
 * @param {string} receivedAt ISO instant
 * @param {string} preferredDate `YYYY-MM-DD`
 * @param {number} retentionDays
 * @returns {string} `YYYY-MM-DD`
 */
export function deleteAfterDate(receivedAt, preferredDate, retentionDays) {
  const received = new Date(receivedAt).toISOString().slice(0, 10);
  return addDays(received > preferredDate ? received : preferredDate, retentionDays);
}

/**
 * The row for a booking just accepted.
 * @param {{ bookingId: string, booking: BookingRequest, receivedAt: string, retentionDays: number }} input
 * @returns {BookingRecord}
 */
export function newBookingRecord({ bookingId, booking, receivedAt, retentionDays }) {
  return {
    bookingId,
    receivedAt,
    ...booking,
    status: 'ny',
    deleteAfter: deleteAfterDate(receivedAt, booking.preferredDate, retentionDays),
    teamMail: untriedMail,
    receipt: untriedMail,
    confirmation: untriedMail,
  };
}

/**
 * Whether a failed or untried mail is due again: older than `afterMinutes`, fewer than `maxTries`.
 * @param {MailState} mail
 * @param {string} receivedAt
 * @param {Date} now
 * @param {{ retryAfterMinutes: number, maxTries: number }} limits
 */
export const isMailDue = (mail, receivedAt, now, { retryAfterMinutes, maxTries }) =>
  mail.sentAt === null &&
  mail.skipped === null &&
  mail.tries < maxTries &&
  now.getTime() - Date.parse(receivedAt) >= retryAfterMinutes * 60_000;

/**
 * The receipt's fate by the caps that keep the form from being used to mail others: at most
 * `perAddressPerDay` mails to one (lower-cased) address a day, and `perHour` receipts an hour in all.
 * @param {{ sentToAddressToday: number, sentThisHour: number }} counts
 * @param {{ perAddressPerDay: number, perHour: number }} caps
 * @returns {'send' | 'skip' | 'wait'} skip: never (the address had its share); wait: in the next hour
 */
export function receiptDecision({ sentToAddressToday, sentThisHour }, { perAddressPerDay, perHour }) {
  if (sentToAddressToday >= perAddressPerDay) return 'skip';
  if (sentThisHour >= perHour) return 'wait';
  return 'send';
}

/** Why a receipt was not sent: the per-address cap (stored on the row, shown to the team). */
export const skippedForAddressCap = 'Ikke sendt: adressen har fået det højeste antal mails i dag.';

/** @param {string} email */
export const emailKey = (email) => email.trim().toLowerCase();
