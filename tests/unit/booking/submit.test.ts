import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingAccepted, bookingNotKeptError } from '../../../src/lib/booking/contract.mjs';
import { buildBookingPayload } from '../../../src/lib/booking/payload';
import { BOOKING_TIMEOUT_MS, submitBooking } from '../../../src/lib/booking/submit';

const url = 'https://hooks.example.test/booking';
const bookingId = '0f8fad5b-d9cb-469f-a165-70867728950e';
const payload = buildBookingPayload({
  name: 'Anne Hansen',
  email: 'anne@firma.dk',
  phone: '12345678',
  company: '',
  preferredDate: '2026-03-10',
  preferredTime: '09:00',
  message: '<script>alert(1)</script>',
});

const answering = (status: number, body: BodyInit | null = JSON.stringify(bookingAccepted(bookingId))) =>
  vi.fn<typeof fetch>(async () => new Response(status === 204 ? null : body, { status }));
const submit = (fetch: typeof globalThis.fetch) => submitBooking({ url, bookingId, payload, fetch });

describe('submitBooking', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('POSTs the payload as JSON once, with the booking id, and reports sent on the contract’s yes', async () => {
    const fetch = answering(200);
    await expect(submit(fetch)).resolves.toEqual({ kind: 'sent' });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [calledUrl, init] = fetch.mock.calls[0];
    expect(calledUrl).toBe(`${url}?bookingId=${bookingId}`);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual(payload);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('counts no other 2xx answer as sent: not n8n starting up, an empty body, another id or a bare ok', async () => {
    const others: [number, BodyInit | null][] = [
      [200, 'n8n is starting up. Please wait'],
      [200, JSON.stringify('n8n is starting up. Please wait')],
      [200, '{}'],
      [200, JSON.stringify({ ok: true })],
      [200, JSON.stringify({ ok: true, duplicate: true })],
      [200, JSON.stringify(bookingAccepted('1c9d2f64-3b8e-4a57-9d0e-5f6a7b8c9d0e'))],
      [200, ''],
      [201, JSON.stringify(bookingAccepted(bookingId))],
      [204, null],
    ];
    for (const [status, body] of others) {
      await expect(submit(answering(status, body)), `${status} ${body}`).resolves.toEqual({
        kind: 'unconfirmed',
        status,
      });
    }
  });

  it('reports rejected with the status on 503 (not kept), 500 and 400', async () => {
    for (const status of [503, 500, 400]) {
      const body = JSON.stringify({ error: bookingNotKeptError });
      await expect(submit(answering(status, body))).resolves.toEqual({ kind: 'rejected', status });
    }
  });

  it('sends nothing above the contract’s largest body, and says how large it was', async () => {
    const fetch = answering(200);
    const tooLarge = { ...payload, message: 'æ'.repeat(4000) };
    await expect(submitBooking({ url, bookingId, payload: tooLarge, fetch })).resolves.toEqual({
      kind: 'too-large',
      bytes: JSON.stringify(tooLarge).length + 4000,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports a network error without throwing', async () => {
    const failure = new TypeError('Failed to fetch');
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw failure;
    });
    await expect(submit(fetch)).resolves.toEqual({ kind: 'network-error', error: failure });
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
    const pending = submit(fetch).then((result) => (settled = result));

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
    await submit(answering(200));
    expect(vi.getTimerCount()).toBe(0);
  });
});
