import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBookingPayload } from '../../../src/lib/booking/payload';
import { BOOKING_TIMEOUT_MS, submitBooking } from '../../../src/lib/booking/submit';

const url = 'https://hooks.example.test/booking';
const payload = buildBookingPayload({
  name: 'Anne Hansen',
  email: 'anne@firma.dk',
  phone: '12345678',
  company: '',
  preferredDate: '2026-03-10',
  preferredTime: '09:00',
  message: '<script>alert(1)</script>',
});

const answering = (status: number) =>
  vi.fn<typeof fetch>(async () => new Response(status === 204 ? null : '{}', { status }));

describe('submitBooking', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('POSTs the payload as JSON once and reports sent on an ok answer', async () => {
    const fetch = answering(200);
    await expect(submitBooking({ url, payload, fetch })).resolves.toEqual({ kind: 'sent' });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [calledUrl, init] = fetch.mock.calls[0];
    expect(calledUrl).toBe(url);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual(payload);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('treats any 2xx as sent', async () => {
    await expect(submitBooking({ url, payload, fetch: answering(204) })).resolves.toEqual({ kind: 'sent' });
  });

  it('reports rejected with the status on 500 and 400', async () => {
    await expect(submitBooking({ url, payload, fetch: answering(500) })).resolves.toEqual({
      kind: 'rejected',
      status: 500,
    });
    await expect(submitBooking({ url, payload, fetch: answering(400) })).resolves.toEqual({
      kind: 'rejected',
      status: 400,
    });
  });

  it('reports a network error without throwing', async () => {
    const failure = new TypeError('Failed to fetch');
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw failure;
    });
    await expect(submitBooking({ url, payload, fetch })).resolves.toEqual({ kind: 'network-error', error: failure });
  });

  it('aborts after 15 s and reports a time-out, not before', async () => {
    let signal: AbortSignal | undefined;
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    let settled: unknown;
    const pending = submitBooking({ url, payload, fetch }).then((result) => (settled = result));

    expect(BOOKING_TIMEOUT_MS).toBe(15_000);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).toBeUndefined();
    expect(signal?.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(signal?.aborted).toBe(true);
    expect(settled).toEqual({ kind: 'timeout' });
  });

  it('clears its timer once answered', async () => {
    await submitBooking({ url, payload, fetch: answering(200) });
    expect(vi.getTimerCount()).toBe(0);
  });
});
