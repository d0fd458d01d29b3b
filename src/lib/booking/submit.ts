import type { BookingRequest } from './contract.mjs';

/** Abort a request that has not answered within 15 s, so the visitor is never left waiting. */
export const BOOKING_TIMEOUT_MS = 15_000;

/** How a submission ended; only `sent` means the webhook accepted it. */
export type SubmitResult =
  | { kind: 'sent' }
  | { kind: 'rejected'; status: number }
  | { kind: 'network-error'; error: unknown }
  | { kind: 'timeout' };

export interface SubmitOptions {
  url: string;
  payload: BookingRequest;
  fetch: typeof globalThis.fetch;
  timeoutMs?: number;
}

/** POSTs the booking as JSON; never throws, every outcome is a result. */
export async function submitBooking({
  url,
  payload,
  fetch,
  timeoutMs = BOOKING_TIMEOUT_MS,
}: SubmitOptions): Promise<SubmitResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    // Only whether the answer is ok counts; its body is not part of the contract.
    return response.ok ? { kind: 'sent' } : { kind: 'rejected', status: response.status };
  } catch (error) {
    return timedOut ? { kind: 'timeout' } : { kind: 'network-error', error };
  } finally {
    clearTimeout(timer);
  }
}
