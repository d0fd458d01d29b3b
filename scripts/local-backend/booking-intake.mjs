// @ts-check
/**
 * The local receiver's `POST /booking` (docs/product.md#booking-contract): the headers checked
 * against the contract's largest body (src/lib/request-limits.mjs, as the n8n workflow checks them
 * right after its Webhook node), the body checked by the same code as the n8n workflow
 * (src/lib/booking/webhook-check.mjs), the booking kept by the desk before the answer,
 * `bookingAccepted(id)` only once it is, and 503 with the contract's error when it cannot be. With
 * the levers the end-to-end tests pull: a simulated 500, and answers held back after the booking is
 * kept (an n8n that answers after the form has given up).
 */
import { randomUUID } from 'node:crypto';
import { bookingIdParameter } from '../../src/lib/booking/booking-id.mjs';
import {
  BOOKING_MAX_BODY_BYTES,
  bookingAccepted,
  bookingNotKeptError,
  invalidBookingAnswer,
  notAnObjectErrors,
} from '../../src/lib/booking/contract.mjs';
import { checkBookingRequest } from '../../src/lib/booking/webhook-check.mjs';
import { bookingCalendar } from '../../src/config/booking-calendar.mjs';
import { createAnswerHold } from './answer-hold.mjs';
import { readJsonBody, refusedBodyHeaders } from './json-body.mjs';

/** @typedef {(status: number, body: object, headers?: Record<string, string>) => void} Answer */

/**
 * @param {import('./booking-desk.mjs').BookingDesk} desk
 * @param {(line: string) => void} log
 */
export function createBookingIntake(desk, log) {
  const hold = createAnswerHold();
  let requests = 0;
  let failuresLeft = 0;

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {URL} url
   * @param {Answer} answer
   */
  async function receive(request, url, answer) {
    requests += 1;
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      request.resume();
      return answer(500, { error: 'Simuleret fejl.' });
    }
    const read = await readJsonBody(request, BOOKING_MAX_BODY_BYTES);
    if (read.kind === 'refused') return answer(read.status, read.body, refusedBodyHeaders);
    if (read.kind === 'malformed') return answer(400, invalidBookingAnswer({ ...notAnObjectErrors }));
    const checked = checkBookingRequest(read.body, url.searchParams.get(bookingIdParameter), {
      now: desk.now(),
      calendar: bookingCalendar,
    });
    if (!checked.ok) {
      log(`Afvist booking: ${JSON.stringify(checked.fields)}`);
      return answer(400, checked);
    }
    const bookingId = checked.bookingId ?? randomUUID();
    try {
      const { created } = await desk.accept(bookingId, checked.booking);
      log(created ? `Booking gemt (${checked.requestedTime}): ${bookingId}` : `Gentaget booking ${bookingId}.`);
    } catch (error) {
      log(`Booking ${bookingId} kunne ikke gemmes: ${error instanceof Error ? error.message : error}`);
      return answer(503, { error: bookingNotKeptError });
    }
    const send = () => answer(200, bookingAccepted(bookingId));
    if (!hold.offer(send)) send();
  }

  return {
    receive,
    /** POSTs to /booking received, accepted or not. */
    requestCount: () => requests,
    /** Answers the next `count` POSTs with 500, keeping nothing. */
    failNext: (count = 1) => {
      failuresLeft = count;
    },
    /** Keeps the next `count` bookings but holds their answers until `release`. */
    holdNext: hold.holdNext,
    whenHeld: hold.whenHeld,
    release: hold.release,
    /** Sends what is held, and forgets the count and pending failures. */
    reset: () => {
      hold.clear();
      requests = 0;
      failuresLeft = 0;
    },
  };
}
