// @ts-check
/**
 * The three mails of a booking (docs/product.md#booking-mails), as plain text with their calendar
 * file: the team's notice of a new request, the visitor's receipt, and the visitor's confirmation
 * once an employee marks the booking `bekræftet`. The local backend and the n8n workflows send exactly
 * these. What the visitor typed reaches the visitor's own mails only as the name, made one plain line,
 * so the form cannot be used to send someone else a text of the sender's choosing.
 */
import { bookingIcsFileName, buildBookingIcs, visitorIcsEvent } from './ics.mjs';
import { formatBookingTime } from './dates.mjs';
import { bookingNextSteps } from './next-steps.mjs';

/** @typedef {import('./records.mjs').BookingRecord} BookingRecord */

/**
 * @typedef {object} CompanyContact
 * @property {string} name e.g. `Fynbo AI`
 * @property {string} email the company's address (the team's, and Reply-To of the visitor's mails)
 * @property {string} phone
 * @property {string} siteUrl the site's origin, e.g. `https://www.fynbo-ai.dk`
 */

/**
 * @typedef {object} BookingMail
 * @property {string} to
 * @property {string} replyTo
 * @property {string} subject one line
 * @property {string} text
 * @property {{ fileName: string, content: string }} ics
 */

/**
 * A visitor's text as one plain line: control characters, line and paragraph separators become
 * spaces, runs of spaces one, at most `max` characters.
 * @param {string} value
 * @param {number} [max]
 */
export const oneLine = (value, max = 100) =>
  value
    .replace(/[\p{Cc}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

/** @param {string} instant ISO */
const copenhagenDateTime = (instant) =>
  new Intl.DateTimeFormat('da-DK', {
    timeZone: 'Europe/Copenhagen',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(instant));

/** @param {CompanyContact} company */
const contactLines = (company) => [
  `${company.name}`,
  `E-mail: ${company.email}`,
  `Telefon: ${company.phone}`,
  `${company.siteUrl}`,
];

/**
 * The booking's calendar file: one generator for the page, the team and the visitor's mails.
 * @param {BookingRecord} record
 * @param {CompanyContact} company
 * @param {Date} now
 * @param {import('./ics.mjs').BookingIcsEvent} event
 */
const bookingIcs = (record, company, now, event) => ({
  fileName: bookingIcsFileName(record.preferredDate),
  content: buildBookingIcs({
    bookingId: record.bookingId,
    date: record.preferredDate,
    time: record.preferredTime,
    organizer: { name: company.name, email: company.email },
    now,
    event,
  }),
});

/**
 * @param {BookingRecord} record
 * @param {CompanyContact} company
 * @param {Date} now
 * @param {boolean} confirmed
 */
const visitorIcs = (record, company, now, confirmed) =>
  bookingIcs(record, company, now, visitorIcsEvent({ name: company.name, email: company.email }, confirmed));

/**
 * The team's notice of a new request: every field, the requested time in Copenhagen time, Reply-To
 * the visitor, and a calendar file from the team's side.
 * @param {BookingRecord} record
 * @param {CompanyContact} company
 * @param {string} teamAddress where the team reads bookings
 * @param {Date} now
 * @returns {BookingMail}
 */
export function teamMail(record, company, teamAddress, now) {
  const name = oneLine(record.name);
  const when = formatBookingTime(record.preferredDate, record.preferredTime);
  const text = [
    `Ny booking via hjemmesiden: ${when} (afventer bekræftelse).`,
    '',
    `Navn: ${name}`,
    `E-mail: ${oneLine(record.email, 254)}`,
    `Telefon: ${oneLine(record.phone, 30)}`,
    `Virksomhed: ${oneLine(record.company) || '(ikke oplyst)'}`,
    `Ønsket tid: ${when}`,
    `Modtaget: ${copenhagenDateTime(record.receivedAt)}`,
    '',
    'Besked:',
    record.message.trim() || '(ingen besked)',
    '',
    `Booking-id: ${record.bookingId}`,
    'Svar på denne mail for at skrive til den besøgende. Bekræft tiden i medarbejderpanelet under Bookinger,',
    'så får den besøgende en bekræftelse med kalenderfilen.',
  ].join('\n');
  return {
    to: teamAddress,
    replyTo: oneLine(record.email, 254),
    subject: `Ny booking: ${name}, ${when}`,
    text,
    ics: bookingIcs(record, company, now, {
      summary: `Møde med ${name} (afventer bekræftelse)`,
      description: `Booking fra hjemmesiden.\nE-mail: ${oneLine(record.email, 254)}\nTelefon: ${oneLine(record.phone, 30)}`,
      confirmed: false,
    }),
  };
}

/**
 * The visitor's receipt, sent at once: the requested time, that the company will confirm it, what
 * happens next, the company's contact lines and the same calendar file as the page's `Gem i kalender`.
 * @param {BookingRecord} record
 * @param {CompanyContact} company
 * @param {Date} now
 * @returns {BookingMail}
 */
export function receiptMail(record, company, now) {
  const when = formatBookingTime(record.preferredDate, record.preferredTime);
  const text = [
    `Hej ${oneLine(record.name)}`,
    '',
    `Tak for din booking hos ${company.name}. Vi har modtaget dit ønske om et møde ${when}.`,
    '',
    'Sådan går det videre:',
    ...bookingNextSteps.map((step, index) => `${index + 1}. ${step}`),
    '',
    'Kalenderfilen i denne mail lægger mødet i din kalender som foreløbigt.',
    '',
    'Har du spørgsmål, så svar på denne mail eller ring til os.',
    '',
    ...contactLines(company),
    '',
    'Du får denne mail, fordi nogen bookede et møde med denne adresse på vores hjemmeside. Var det ikke dig, kan du se bort fra den.',
  ].join('\n');
  return {
    to: oneLine(record.email, 254),
    replyTo: company.email,
    subject: `Vi har modtaget din booking: ${when}`,
    text,
    ics: visitorIcs(record, company, now, false),
  };
}

/**
 * The visitor's confirmation, sent when an employee marks the booking `bekræftet`.
 * @param {BookingRecord} record
 * @param {CompanyContact} company
 * @param {Date} now
 * @returns {BookingMail}
 */
export function confirmationMail(record, company, now) {
  const when = formatBookingTime(record.preferredDate, record.preferredTime);
  const text = [
    `Hej ${oneLine(record.name)}`,
    '',
    `Dit møde med ${company.name} er bekræftet: ${when}.`,
    '',
    'Kalenderfilen i denne mail opdaterer den foreløbige aftale i din kalender.',
    'Skal tiden flyttes, så svar på denne mail eller ring til os.',
    '',
    ...contactLines(company),
  ].join('\n');
  return {
    to: oneLine(record.email, 254),
    replyTo: company.email,
    subject: `Dit møde er bekræftet: ${when}`,
    text,
    ics: visitorIcs(record, company, now, true),
  };
}
