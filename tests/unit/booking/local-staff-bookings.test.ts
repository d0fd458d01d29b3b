import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStaffApi } from '../../../scripts/local-backend/staff-api.mjs';
import { companyFrom } from '../../../scripts/local-backend/booking-mails.mjs';
import { confirmationMail } from '../../../src/lib/booking/mails.mjs';
import { skippedForAddressCap } from '../../../src/lib/booking/records.mjs';
import { BOOKINGS_PAGE_SIZE, checkBookingsPage, isBookingsAnswer } from '../../../src/lib/staff/bookings-contract.mjs';
import { hashPassword } from '../../../src/lib/staff/password-hash.js';
import { bookingSample as booking } from '../fixtures/booking';
import { receiverFolder, type Receiver } from '../fixtures/receiver';

// Tuesday 24 November 2026, 10:00 in Copenhagen.
const morning = '2026-11-24T09:00:00Z';
const site = 'http://site.test';
const password = 'en lang og hemmelig adgangssætning';
const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
const minutesLater = (minutes: number) => new Date(Date.parse(morning) + minutes * 60_000);

const folder = receiverFolder();
let receiver: Receiver;
let staffUrl: string;
let token: string;

beforeAll(async () => {
  const passwordHash = await hashPassword(password);
  receiver = await folder.start(0, morning, { staffApi: { passwordHash, siteOrigin: site, testControls: true } });
  staffUrl = `http://127.0.0.1:${receiver.port}/staff-api`;
});
afterAll(async () => {
  await receiver.close();
  folder.remove();
});
beforeEach(async () => {
  await receiver.reset();
  folder.clearOutbox();
  const login = await fetch(`${staffUrl}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site },
    body: JSON.stringify({ password }),
  });
  ({ token } = await login.json());
});

const book = (body: unknown, bookingId?: string) =>
  fetch(bookingId ? `${receiver.url}?bookingId=${bookingId}` : receiver.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const staff = (path: string, init: RequestInit = {}) =>
  fetch(`${staffUrl}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', Origin: site, Authorization: `Bearer ${token}`, ...init.headers },
  });
const list = async (page?: number) => (await staff(`/bookings${page ? `?page=${page}` : ''}`)).json();
const setStatus = (bookingId: string, status: string) =>
  staff('/booking-status', { method: 'POST', body: JSON.stringify({ bookingId, status }) });

describe('GET /bookings on the local staff API', () => {
  it('lists the bookings the receiver kept, newest first, 50 a page, without their deletion day', async () => {
    const ids: string[] = [];
    for (let i = 0; i <= BOOKINGS_PAGE_SIZE; i += 1) {
      receiver.setNow(minutesLater(i));
      ids.push((await (await book({ ...booking, email: `kunde${i}@example.dk` })).json()).bookingId);
    }
    await receiver.mailIdle();
    const first = await list();
    expect(isBookingsAnswer(first)).toBe(true);
    expect(first).toMatchObject({ page: 1, hasMore: true, unsentTeamMails: 0, mailSetUp: true });
    expect(first.bookings).toHaveLength(50);
    expect(first.bookings[0]).toMatchObject({ bookingId: ids.at(-1), status: 'ny', teamMail: { tries: 1 } });
    expect(first.bookings[0]).not.toHaveProperty('deleteAfter');
    const second = await list(2);
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.bookings.map((item: { bookingId: string }) => item.bookingId)).toEqual([ids[0]]);
    const refused = await staff('/bookings?page=0');
    expect(refused.status).toBe(400);
    // The workflow's answer (src/lib/staff/workflow-bookings.mjs), the one program both run.
    const page = checkBookingsPage('0');
    expect(await refused.json()).toEqual({ error: page.ok ? null : page.error });
  });

  it('answers only with a token, and the preflight only for the site', async () => {
    const without = await fetch(`${staffUrl}/bookings`, { headers: { Origin: site } });
    expect(without.status).toBe(401);
    expect(await without.json()).toEqual({ error: 'Din session er udløbet. Log ind igen.' });
    const preflight = await fetch(`${staffUrl}/booking-status`, {
      method: 'OPTIONS',
      headers: { Origin: site, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(site);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type');
    const elsewhere = await staff('/bookings', { headers: { Origin: 'https://andet.example' } });
    expect(elsewhere.status).toBe(403);
  });

  it('says mail is not set up when the backend has none', async () => {
    const alone = await startStaffApi({ port: 0, siteOrigin: site, quiet: true });
    try {
      expect(alone.bookings.mailSetUp).toBe(false);
    } finally {
      await alone.close();
    }
  });
});

describe('POST /booking-status on the local staff API', () => {
  it('erases a booking at once with slettet: gone from the list and the data file', async () => {
    await book(booking, id);
    const answer = await setStatus(id, 'slettet');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ bookingId: id, status: 'slettet' });
    expect((await list()).bookings).toEqual([]);
    expect(folder.storedRecords()).toEqual([]);
    const again = await setStatus(id, 'slettet');
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: 'Ukendt booking: den er måske allerede slettet.' });
  });

  it('sends the confirmation once when a booking becomes bekræftet', async () => {
    await book(booking, id);
    await receiver.mailIdle();
    receiver.setNow(minutesLater(30));
    expect(await (await setStatus(id, 'bekræftet')).json()).toEqual({ bookingId: id, status: 'bekræftet' });
    const [record] = receiver.records;
    expect(record.status).toBe('bekræftet');
    expect(record.confirmation).toEqual({
      sentAt: minutesLater(30).toISOString(),
      error: null,
      tries: 1,
      skipped: null,
    });
    const confirmations = folder.mails().filter((mail) => mail.file.includes('-confirmation-'));
    expect(confirmations).toHaveLength(1);
    const expected = confirmationMail(record, companyFrom({}).company, minutesLater(30));
    expect(confirmations[0].header('to')).toBe(booking.email);
    expect(confirmations[0].header('subject')).toBe(expected.subject);
    expect(confirmations[0].text).toBe(expected.text);
    expect(confirmations[0].ics?.content).toContain('STATUS:CONFIRMED');

    await setStatus(id, 'kontaktet');
    await setStatus(id, 'bekræftet');
    expect(folder.mails().filter((mail) => mail.file.includes('-confirmation-'))).toHaveLength(1);
    expect((await list()).bookings[0].status).toBe('bekræftet');
  });

  it('counts the confirmation in the address’s 3 mails a day', async () => {
    for (let i = 0; i < 3; i += 1) await book(booking);
    await receiver.mailIdle();
    const [first] = receiver.records;
    await setStatus(first.bookingId, 'bekræftet');
    expect(receiver.records[0].confirmation).toMatchObject({ sentAt: null, skipped: skippedForAddressCap });
  });

  it('answers a bad body 400 and an unknown booking 404', async () => {
    const bad = await staff('/booking-status', {
      method: 'POST',
      body: JSON.stringify({ bookingId: 'x', status: 'ja' }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { bookingId: 'Angiv bookingens id.' } });
    expect((await setStatus(id, 'kontaktet')).status).toBe(404);
  });
});

describe('the test controls (a backend in another process)', () => {
  it('move the booking clock on and run the schedule and the sweep', async () => {
    await book(booking, id);
    const control = await fetch(`${staffUrl}/__control`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ now: '2027-06-01T09:00:00Z', runSchedule: true, sweep: true }),
    });
    expect(await control.json()).toEqual({ ok: true });
    expect(receiver.desk.now().toISOString()).toBe('2027-06-01T09:00:00.000Z');
    expect(receiver.records).toEqual([]);
  });
});
