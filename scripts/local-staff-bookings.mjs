// @ts-check
/**
 * The local staff API's two booking routes (src/lib/staff/bookings-contract.mjs), answered from the
 * booking desk the receiver shares: `GET /bookings?page=N` and `POST /booking-status`.
 */
import { badRequestAnswer, staffMessages } from '../src/lib/staff/api-contract.mjs';
import {
  bookingStatusAnswer,
  bookingsAnswer,
  checkBookingStatusBody,
  checkBookingsPage,
  unknownBookingAnswer,
} from '../src/lib/staff/bookings-contract.mjs';

/** @typedef {import('../src/lib/staff/api-contract.mjs').StaffAnswer} StaffAnswer */
/** @typedef {import('./local-booking-desk.mjs').BookingDesk} BookingDesk */

/**
 * `GET /bookings`: one page, newest first.
 * @param {BookingDesk} desk
 * @param {URL} url
 * @returns {StaffAnswer}
 */
export function listBookings(desk, url) {
  const checked = checkBookingsPage(url.searchParams.get('page'));
  if (!checked.ok) return badRequestAnswer({ error: staffMessages.badRequest, fields: { page: checked.error } });
  return bookingsAnswer(desk.newestFirst(), checked.page, { mailSetUp: desk.mailSetUp });
}

/**
 * `POST /booking-status`: answered once the change is stored (and a confirmation dealt with).
 * @param {BookingDesk} desk
 * @param {unknown} body
 * @param {(line: string) => void} log
 * @returns {Promise<StaffAnswer>}
 */
export async function changeBookingStatus(desk, body, log) {
  const checked = checkBookingStatusBody(body);
  if (!checked.ok) return badRequestAnswer(checked);
  if (!(await desk.setStatus(checked.bookingId, checked.status))) return unknownBookingAnswer;
  log(`Staff-API: booking ${checked.bookingId} er nu ${checked.status}`);
  return bookingStatusAnswer(checked.bookingId, checked.status);
}
