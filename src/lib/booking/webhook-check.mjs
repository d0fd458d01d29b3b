// @ts-check
/**
 * What a booking webhook checks on a request: the JSON body by the contract and the company calendar,
 * and the `bookingId` query parameter. The local receiver (scripts/local-backend/webhook-receiver.mjs) and the n8n
 * workflow's Code node (generated from this file by scripts/n8n/build-booking-workflow.mjs) both answer with it.
 * Each caller hands it the company's calendar (src/config/booking-calendar.mjs): the local receiver
 * imports it, the workflow generator writes it into the Code node's call.
 */
import { isBookingId } from './booking-id.mjs';
import { checkBookingBody, invalidBookingError } from './contract.mjs';
import { formatBookingTime } from './dates.mjs';

/** @typedef {import('./contract.mjs').BookingRequest} BookingRequest */
/**
 * @typedef {{ ok: true, bookingId: string | null, booking: BookingRequest, requestedTime: string }
 *   | { ok: false, error: string, fields: Record<string, string> }} BookingRequestCheck
 */

/**
 * @param {unknown} body the parsed JSON body
 * @param {unknown} bookingId the `bookingId` query parameter; undefined or null when absent
 * @param {{ now: Date, calendar: import('./calendar.mjs').CompanyCalendar }} when the clock and the
 *   company's calendar
 * @returns {BookingRequestCheck} on success the booking with its id and the requested time in Danish;
 *   otherwise every problem at once, by field (the 400 answer's body)
 */
export function checkBookingRequest(body, bookingId, when) {
  const checked = checkBookingBody(body, { now: when.now, calendar: when.calendar });
  /** @type {Record<string, string>} */
  const fields = checked.ok ? {} : { ...checked.errors };
  const hasId = bookingId !== undefined && bookingId !== null;
  if (hasId && !isBookingId(bookingId)) fields.bookingId = 'Ugyldigt booking-id: forventede et UUID.';
  if (!checked.ok || Object.keys(fields).length > 0) return { ok: false, error: invalidBookingError, fields };
  const { booking } = checked;
  return {
    ok: true,
    bookingId: hasId ? String(bookingId) : null,
    booking,
    requestedTime: formatBookingTime(booking.preferredDate, booking.preferredTime),
  };
}
