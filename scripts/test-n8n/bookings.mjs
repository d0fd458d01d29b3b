// @ts-check
/**
 * Bookings for `npm run test:n8n`: a valid one on the company calendar's first open slot, sent to the
 * webhook with its id, the `bookings` Data Table's rows as n8n stored them, the mails that reached the
 * local SMTP server for a booking, and a calendar file parsed by ical.js.
 */
import ICAL from 'ical.js';
import { bookingCalendar } from '../../src/config/booking-calendar.mjs';
import { openSlots, todayInCopenhagen } from '../../src/lib/booking/calendar.mjs';
import { addDays } from '../../src/lib/booking/dates.mjs';
import { bookingsTable } from '../../src/lib/booking/workflow-rows.mjs';
import { request } from './harness.mjs';
import { dataTableStorage, openDatabase } from './instance.mjs';

/** @typedef {import('./mailbox.mjs').ReceivedMail} ReceivedMail */

/**
 * A booking the company calendar accepts: the first open slot from tomorrow on.
 * @param {Partial<Record<string, string>>} [overrides]
 */
export function validBooking(overrides = {}) {
  const now = new Date();
  let date = addDays(todayInCopenhagen(now), 1);
  for (let i = 0; i < 60 && openSlots(date, now, bookingCalendar).length === 0; i++) date = addDays(date, 1);
  return {
    name: 'Test Testesen',
    email: 'test@example.dk',
    phone: '+45 12 34 56 78',
    company: 'Testfirma ApS',
    preferredDate: date,
    preferredTime: openSlots(date, now, bookingCalendar)[0],
    message: 'Prøvebooking fra npm run test:n8n.',
    ...overrides,
  };
}

/**
 * POSTs a booking as the form does, and times the answer.
 * @param {string} webhookBase @param {string} siteOrigin @param {object} booking @param {string} [bookingId]
 * @param {number} [timeoutMs]
 */
export async function postBooking(webhookBase, siteOrigin, booking, bookingId, timeoutMs = 30_000) {
  const started = performance.now();
  const query = bookingId ? `?bookingId=${bookingId}` : '';
  const answer = await request('POST', `${webhookBase}/booking${query}`, {
    headers: { Origin: siteOrigin },
    body: booking,
    timeoutMs,
  });
  return { ...answer, ms: performance.now() - started };
}

/**
 * The rows of `bookings`, read straight from n8n's database.
 * @param {string} databaseFile
 * @returns {Promise<Record<string, any>[]>}
 */
export async function bookingRows(databaseFile) {
  const db = await openDatabase(databaseFile);
  try {
    return /** @type {Record<string, any>[]} */ (
      db.prepare(`SELECT * FROM ${dataTableStorage(db, bookingsTable)} ORDER BY id`).all()
    );
  } finally {
    db.close();
  }
}

/**
 * The booking a mail is about, by its calendar file's UID.
 * @param {ReceivedMail} mail
 */
export const bookingIdOf = (mail) =>
  mail.attachments.map((file) => /^UID:booking-([0-9a-f-]{36})@/m.exec(file.content)?.[1]).find(Boolean);

/**
 * The mails for one booking: the team's and the visitor's receipts and confirmations.
 * @param {ReceivedMail[]} mails @param {string} bookingId @param {string} teamAddress
 */
export function mailsFor(mails, bookingId, teamAddress) {
  const about = mails.filter((mail) => bookingIdOf(mail) === bookingId);
  const visitor = about.filter((mail) => !mail.to.includes(teamAddress));
  return {
    team: about.filter((mail) => mail.to.includes(teamAddress)),
    receipts: visitor.filter((mail) => mail.subject.startsWith('Vi har modtaget din booking')),
    confirmations: visitor.filter((mail) => mail.subject.startsWith('Dit møde er bekræftet')),
  };
}

/**
 * The one event of a calendar file, as ical.js reads it.
 * @param {string} text
 */
export function parseIcs(text) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  return {
    uid: event.uid,
    summary: event.summary,
    start: event.startDate.toString(),
    timezone: String(vevent.getFirstProperty('dtstart')?.getParameter('tzid')),
    status: String(vevent.getFirstPropertyValue('status')),
  };
}
