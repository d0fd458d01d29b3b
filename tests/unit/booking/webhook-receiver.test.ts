import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingAccepted, bookingNotKeptError } from '../../../src/lib/booking/contract.mjs';
import { isBookingId } from '../../../src/lib/booking/booking-id.mjs';
import { bookingSample as booking } from '../fixtures/booking';
import { receiverFolder, type Receiver } from '../fixtures/receiver';

// Tuesday 24 November 2026, 10:00 in Copenhagen.
const morning = '2026-11-24T09:00:00Z';
const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

const folder = receiverFolder();
const { storedRecords } = folder;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await folder.start(0, morning);
});
afterAll(async () => {
  await receiver.close();
  folder.remove();
});
beforeEach(async () => {
  await receiver.reset();
  folder.clearOutbox();
});

const post = (body: unknown, bookingId?: string, init: RequestInit = {}, url = receiver.url) =>
  fetch(bookingId ? `${url}?bookingId=${bookingId}` : url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    ...init,
  });

describe('the local receiver', () => {
  it('keeps a good booking in the data file, then answers 200 with the contract’s yes', async () => {
    const response = await post(booking, id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(bookingAccepted(id));
    expect(receiver.bookings).toEqual([booking]);
    const untried = { sentAt: null, error: null, tries: 0, skipped: null };
    expect(storedRecords()).toEqual([
      {
        bookingId: id,
        receivedAt: new Date(morning).toISOString(),
        ...booking,
        status: 'ny',
        deleteAfter: '2027-03-03',
        teamMail: untried,
        receipt: untried,
        confirmation: untried,
      },
    ]);
  });

  it('makes a UUID for a booking sent without one, and answers with it', async () => {
    const first = await (await post(booking)).json();
    const second = await (await post(booking)).json();
    expect(isBookingId(first.bookingId)).toBe(true);
    expect(second.bookingId).not.toBe(first.bookingId);
    expect(first).toEqual(bookingAccepted(first.bookingId));
    expect(storedRecords().map((record) => record.bookingId)).toEqual([first.bookingId, second.bookingId]);
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

  it('refuses a date more than 90 days ahead and an address with a display name', async () => {
    const response = await post({ ...booking, preferredDate: '2027-03-01', email: 'Anne <anne@hansen-el.dk>' });
    expect(await response.json()).toMatchObject({
      fields: {
        preferredDate: 'Vælg en dato højst 90 dage frem.',
        email: 'Skriv en gyldig e-mailadresse, fx navn@firma.dk.',
      },
    });
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

  it('keeps a booking id once: a retry gets the same yes, and no second record or mail', async () => {
    expect((await post(booking, id)).status).toBe(200);
    const retry = await post(booking, id);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual(bookingAccepted(id));
    await receiver.mailIdle();
    expect(storedRecords()).toHaveLength(1);
    expect(folder.mails()).toHaveLength(2);
  });

  it('ends 20 requests with one id at the same moment as one record and one pair of mails', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(booking, id)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    for (const answer of answers) expect(await answer.json()).toEqual(bookingAccepted(id));
    await receiver.mailIdle();
    expect(storedRecords()).toHaveLength(1);
    expect(receiver.records).toHaveLength(1);
    expect(folder.mails().map((mail) => mail.header('subject'))).toEqual([
      'Vi har modtaget din booking: torsdag den 3. december 2026 kl. 16.30',
      'Ny booking: Anne Hansen, torsdag den 3. december 2026 kl. 16.30',
    ]);
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

  it('keeps failNext: the next POST gets a 500 and nothing is kept', async () => {
    receiver.failNext();
    expect((await post(booking, id)).status).toBe(500);
    expect((await post(booking, id)).status).toBe(200);
    expect(receiver.bookings).toHaveLength(1);
  });
});

describe('a booking that cannot be written', () => {
  it('answers 503 with the contract’s error when the data file has become a folder, and keeps the retry', async () => {
    expect((await post(booking)).status).toBe(200);
    rmSync(folder.file);
    mkdirSync(folder.file);
    try {
      const refused = await post(booking, id);
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ error: bookingNotKeptError });
      expect(receiver.records.map((record) => record.bookingId)).not.toContain(id);
    } finally {
      rmSync(folder.file, { recursive: true });
    }
    const retry = await post(booking, id);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual(bookingAccepted(id));
    expect(storedRecords().map((record) => record.bookingId)).toContain(id);
  });

  it('answers 503 when the data file’s folder is a regular file', async () => {
    const blocker = join(folder.dir, 'not-a-folder');
    writeFileSync(blocker, 'x');
    const other = receiverFolder();
    const blocked = await other.start(0, morning, { file: join(blocker, 'bookings.json') });
    try {
      const refused = await post(booking, id, {}, blocked.url);
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ error: bookingNotKeptError });
      expect(blocked.records).toEqual([]);
    } finally {
      await blocked.close();
      other.remove();
    }
  });

  it('refuses to start on a data file it cannot read, rather than write over it', async () => {
    const broken = join(folder.dir, 'broken.json');
    writeFileSync(broken, '{"bookings": [');
    const other = receiverFolder();
    await expect(other.start(0, morning, { file: broken })).rejects.toThrow();
    other.remove();
  });
});

describe('a held answer (for the form’s time-out test)', () => {
  it('keeps the booking but answers only when released', async () => {
    receiver.holdNext();
    let answered = false;
    const pending = post(booking, id).then((response) => {
      answered = true;
      return response;
    });
    await receiver.whenHeld();
    expect(receiver.bookings).toEqual([booking]);
    expect(storedRecords()).toHaveLength(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    expect(receiver.release()).toBe(1);
    expect((await pending).status).toBe(200);
  });

  it('after the caller gives up, a retry with the same id is answered at once and kept once', async () => {
    receiver.holdNext();
    const timeout = new AbortController();
    const first = post(booking, id, { signal: timeout.signal });
    await receiver.whenHeld();
    timeout.abort();
    await expect(first).rejects.toThrow();
    const retry = await post(booking, id);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual(bookingAccepted(id));
    expect(storedRecords()).toHaveLength(1);
    expect(receiver.release()).toBe(1);
  });
});
