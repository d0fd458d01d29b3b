// @ts-check
/**
 * The booking webhook's first step in the n8n workflow (scripts/n8n/build-booking-workflow.mjs inlines this
 * file into its Code node): the request checked by the contract and calendar, and for a good one the
 * columns the upsert keeps and both answers the webhook may give, so the If after the upsert only
 * chooses between them (docs/product.md#booking-contract).
 */
import { bookingAccepted, bookingNotKeptError } from './contract.mjs';
import { deleteAfterDate, emailKey } from './records.mjs';
import { checkBookingRequest } from './webhook-check.mjs';

/** @typedef {import('./contract.mjs').BookingRequest} BookingRequest */

/**
 * What the upsert writes: the booking's own columns, never its status or mail state, so a retry
 * with the same id leaves those as they are.
 * @typedef {BookingRequest & { bookingId: string, emailKey: string, deleteAfter: string }} KeptColumns
 */

/**
 * @typedef {{ ok: true, bookingId: string, columns: KeptColumns,
 *     accepted: ReturnType<typeof bookingAccepted>, notKept: { error: string } }
 *   | { ok: false, error: string, fields: Record<string, string> }} BookingIntake
 */

/**
 * @param {{ body?: unknown, query?: Record<string, unknown> }} request the Webhook node's item
 * @param {string} serverBookingId a fresh UUID, used when the request brings no `bookingId`
 * @param {{ now: Date, retentionDays: number, calendar: import('./calendar.mjs').CompanyCalendar }} settings
 *   the clock, the kept bookings' retention and the company's calendar (src/config/)
 * @returns {BookingIntake} `ok: false` is the 400 answer's body
 */
export function bookingIntake(request, serverBookingId, { now, retentionDays, calendar }) {
  const checked = checkBookingRequest(request.body, request.query?.bookingId, { now, calendar });
  if (!checked.ok) return checked;
  const bookingId = checked.bookingId ?? serverBookingId;
  const { booking } = checked;
  return {
    ok: true,
    bookingId,
    columns: {
      bookingId,
      ...booking,
      emailKey: emailKey(booking.email),
      // Counted from this request: a retry on a later day keeps the row a day longer, never shorter.
      deleteAfter: deleteAfterDate(now.toISOString(), booking.preferredDate, retentionDays),
    },
    accepted: bookingAccepted(bookingId),
    notKept: { error: bookingNotKeptError },
  };
}
