import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingSample as booking } from '../fixtures/booking';
import { receiverFolder, type Receiver } from '../fixtures/receiver';

// Tuesday 24 November 2026, 10:00 in Copenhagen.
const morning = '2026-11-24T09:00:00Z';
const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

const folder = receiverFolder();
const { storedLines } = folder;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await folder.start(0, morning);
});
afterAll(async () => {
  await receiver.close();
  folder.remove();
});
beforeEach(() => {
  receiver.reset();
  folder.clear();
});

const post = (body: unknown, bookingId?: string, init: RequestInit = {}) =>
  fetch(bookingId ? `${receiver.url}?bookingId=${bookingId}` : receiver.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    ...init,
  });

describe('the dev receiver', () => {
  it('stores a good booking with its id and answers 200', async () => {
    const response = await post(booking, id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(receiver.bookings).toEqual([booking]);
    expect(storedLines()).toEqual([{ receivedAt: expect.any(String), bookingId: id, ...booking }]);
  });

  it('reports every field error at once, not only the unknown key', async () => {
    const { message: _message, ...rest } = booking;
    const response = await post({ ...rest, email: 'anne@', preferredDate: '2026-11-28', website: 'x' }, 'nope');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ok: false,
      error: 'Ugyldig booking.',
      fields: {
        email: 'Skriv en gyldig e-mailadresse, fx navn@firma.dk.',
        preferredDate: 'Vi holder lukket i weekenden. Vælg venligst en dag fra mandag til fredag.',
        message: 'Mangler eller er ikke tekst.',
        website: 'Ukendt felt.',
        bookingId: 'Ugyldigt booking-id: forventede et UUID.',
      },
    });
    expect(receiver.bookings).toEqual([]);
  });

  it('treats only POST /booking and its preflight as a booking', async () => {
    const preflight = await fetch(receiver.url, {
      method: 'OPTIONS',
      headers: { Origin: 'https://www.fynbo-ai.dk', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://www.fynbo-ai.dk');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    const origin = new URL(receiver.url).origin;
    for (const [method, path] of [
      ['POST', '/'],
      ['POST', '/booking/extra'],
      ['POST', '/bookings'],
      ['OPTIONS', '/other'],
      ['GET', '/favicon.ico'],
    ]) {
      const response = await fetch(`${origin}${path}`, { method, body: method === 'POST' ? '{}' : undefined });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect((await fetch(receiver.url)).status).toBe(405);
    expect(receiver.requestCount()).toBe(0);
  });

  it('stores a booking id once and answers a repeat with 200 without storing it again', async () => {
    expect((await post(booking, id)).status).toBe(200);
    const repeat = await post(booking, id);
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual({ ok: true, duplicate: true });
    expect(receiver.bookings).toHaveLength(1);
    expect(storedLines()).toHaveLength(1);
    // Without an id every request is a new booking, as before.
    await post(booking);
    await post(booking);
    expect(receiver.bookings).toHaveLength(3);
  });

  it('checks the calendar against the injected now', async () => {
    const today = { ...booking, preferredDate: '2026-11-24', preferredTime: '16:30' };
    receiver.setNow('2026-11-24T13:31:00Z');
    expect(await (await post(today)).json()).toMatchObject({
      fields: { preferredDate: 'Der er ikke flere ledige tider i dag. Vælg venligst en senere dag.' },
    });
    receiver.setNow(() => new Date(morning));
    expect((await post(today)).status).toBe(200);
  });

  it('keeps failNext: the next POST gets a 500 and nothing is stored', async () => {
    receiver.failNext();
    expect((await post(booking, id)).status).toBe(500);
    expect((await post(booking, id)).status).toBe(200);
    expect(receiver.bookings).toHaveLength(1);
  });
});

describe('a held answer (for the form’s time-out test)', () => {
  it('stores the booking but answers only when released', async () => {
    receiver.holdNext();
    let answered = false;
    const pending = post(booking, id).then((response) => {
      answered = true;
      return response;
    });
    await receiver.whenHeld();
    expect(receiver.bookings).toEqual([booking]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    expect(receiver.release()).toBe(1);
    expect((await pending).status).toBe(200);
  });

  it('after the caller gives up, a retry with the same id is answered at once and stored once', async () => {
    receiver.holdNext();
    const timeout = new AbortController();
    const first = post(booking, id, { signal: timeout.signal });
    await receiver.whenHeld();
    timeout.abort();
    await expect(first).rejects.toThrow();
    const retry = await post(booking, id);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ ok: true, duplicate: true });
    expect(receiver.bookings).toHaveLength(1);
    expect(storedLines()).toHaveLength(1);
    expect(receiver.release()).toBe(1);
  });
});
