import { jsonBodyBytes } from '../request-limits.mjs';
import { withBookingId } from './booking-id.mjs';
import { BOOKING_MAX_BODY_BYTES, isBookingAccepted, type BookingRequest } from './contract.mjs';

/** Abort a request that has not answered within 15 s, so the visitor is never left waiting. */
export const BOOKING_TIMEOUT_MS = 15_000;

/**
 * How a submission ended; only `sent` means the webhook kept the booking. `unconfirmed` is a 2xx
 * answer without the contract's yes, e.g. n8n's `200 "n8n is starting up. Please wait"`.
 * `too-large`: the body is above the contract's largest (never sent, as the webhook would refuse it).
 */
export type SubmitResult =
  | { kind: 'sent' }
  | { kind: 'too-large'; bytes: number }
  | { kind: 'rejected'; status: number }
  | { kind: 'unconfirmed'; status: number }
  | { kind: 'network-error'; error: unknown }
  | { kind: 'timeout' };

export interface SubmitOptions {
  /** The webhook's URL, without the booking id. */
  url: string;
  /** Sent as the `bookingId` query parameter; the webhook's yes must echo it. */
  bookingId: string;
  payload: BookingRequest;
  fetch: typeof globalThis.fetch;
  timeoutMs?: number;
}

/** The answer's body as JSON, or undefined when it is not JSON. */
async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return undefined;
  }
}

/** POSTs the booking as JSON; never throws, every outcome is a result. */
export async function submitBooking({
  url,
  bookingId,
  payload,
  fetch,
  timeoutMs = BOOKING_TIMEOUT_MS,
}: SubmitOptions): Promise<SubmitResult> {
  // Every booking that passes the contract's checks fits; this holds should a check ever let more through.
  const bytes = jsonBodyBytes(payload);
  if (bytes > BOOKING_MAX_BODY_BYTES) return { kind: 'too-large', bytes };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(withBookingId(url, bookingId), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    if (!response.ok) return { kind: 'rejected', status: response.status };
    // Only the contract's yes means the booking is kept (docs/product.md#booking-contract).
    const answer = await readJson(response);
    return isBookingAccepted(response.status, answer, bookingId)
      ? { kind: 'sent' }
      : { kind: 'unconfirmed', status: response.status };
  } catch (error) {
    return timedOut ? { kind: 'timeout' } : { kind: 'network-error', error };
  } finally {
    clearTimeout(timer);
  }
}
