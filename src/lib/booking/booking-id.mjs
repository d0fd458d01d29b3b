// @ts-check
/**
 * The booking id: one UUID per filled-in form, sent as the `bookingId` query parameter so a webhook
 * can tell a retry (same id, store once) from a new booking (new id). The JSON body keeps exactly
 * the seven contract keys, and a query parameter needs no change to the webhook's CORS.
 */
import { bookingFields } from './contract.mjs';

/** @typedef {import('./contract.mjs').BookingRequest} BookingRequest */
/** @typedef {{ id: string, fingerprint: string }} BookingAttempt the id and the payload it was made for */

export const bookingIdParameter = 'bookingId';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** @param {unknown} value */
export const isBookingId = (value) => typeof value === 'string' && uuidPattern.test(value);

/** A random UUID (v4); `crypto.randomUUID` needs a secure context, `getRandomValues` does not. */
export function randomBookingId() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * What identifies "the same booking": the seven values as they are sent.
 * @param {BookingRequest} payload
 */
export const bookingFingerprint = (payload) => JSON.stringify(bookingFields.map((field) => payload[field]));

/**
 * The id to send with `payload`: the previous attempt's id when the visitor changed nothing since
 * (a retry after an error or time-out), otherwise a new one.
 * @param {BookingAttempt | null} previous the last attempt that was not answered with success
 * @param {string} fingerprint `bookingFingerprint` of the payload about to be sent
 * @param {() => string} [createId]
 * @returns {BookingAttempt}
 */
export const nextBookingId = (previous, fingerprint, createId = randomBookingId) =>
  previous?.fingerprint === fingerprint ? previous : { id: createId(), fingerprint };

/**
 * The attempt to remember once the webhook has answered: none after a success, so the next booking
 * gets a new id even with the same values; the same one after any failure, so a retry reuses it.
 * @param {BookingAttempt} attempt
 * @param {boolean} sent whether the webhook kept it (its yes, `isBookingAccepted` in ./contract.mjs)
 * @returns {BookingAttempt | null}
 */
export const attemptAfterAnswer = (attempt, sent) => (sent ? null : attempt);

/**
 * The webhook URL with the booking id as a query parameter; other parameters are kept.
 * @param {string} webhookUrl absolute
 * @param {string} bookingId
 */
export function withBookingId(webhookUrl, bookingId) {
  const url = new URL(webhookUrl);
  url.searchParams.set(bookingIdParameter, bookingId);
  return url.toString();
}
