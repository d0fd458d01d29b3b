// @ts-check
/**
 * The `.ics` calendar file (RFC 5545) of a booking: the requested meeting as a tentative event in
 * Copenhagen time, as the visitor's "Gem i kalender" and receipt give it, the team's copy (the
 * prospect's name in the title), or, once confirmed, a confirmed event with the same UID, which updates
 * the one saved before. Pure and free of Node APIs, so the browser can build it into a Blob.
 */
import { companyTimeZone } from './calendar.mjs';
import { addDays, twoDigits } from './dates.mjs';

/**
 * @typedef {object} BookingIcsInput
 * @property {string} bookingId makes the event's UID, so saving it again updates the same event
 * @property {string} date `YYYY-MM-DD`
 * @property {string} time `HH:MM`, Copenhagen time
 * @property {{ name: string, email: string }} organizer the company
 * @property {Date} now when the file is made (DTSTAMP)
 * @property {number} [durationMinutes]
 * @property {BookingIcsEvent} [event] the title, text and state; by default the visitor's tentative request
 */

/**
 * @typedef {object} BookingIcsEvent
 * @property {string} summary
 * @property {string} description
 * @property {boolean} confirmed
 */

/**
 * The visitor's view of the meeting, tentative until the company confirms it.
 * @param {{ name: string, email: string }} organizer
 * @param {boolean} [confirmed]
 * @returns {BookingIcsEvent}
 */
export const visitorIcsEvent = (organizer, confirmed = false) =>
  confirmed
    ? {
        summary: `Møde med ${organizer.name}`,
        description: `Mødet med ${organizer.name} er bekræftet.\nSpørgsmål? Skriv til ${organizer.email}.`,
        confirmed: true,
      }
    : {
        summary: `Møde med ${organizer.name} (afventer bekræftelse)`,
        description: `Uforpligtende møde med ${organizer.name}.\nTidspunktet afventer bekræftelse: vi kontakter dig snarest.\nSpørgsmål? Skriv til ${organizer.email}.`,
        confirmed: false,
      };

export const icsMimeType = 'text/calendar;charset=utf-8';
export const meetingMinutes = 45;

const CRLF = '\r\n';
const maxLineOctets = 75;

/** RFC 5545 3.6.5: the EU daylight-saving rules Copenhagen has followed since 1996. */
const copenhagenTimeZone = [
  'BEGIN:VTIMEZONE',
  `TZID:${companyTimeZone}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped.
 * @param {string} value
 */
export const escapeIcsText = (value) => value.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r\n|\r|\n/g, '\\n');

/**
 * A quoted parameter value such as CN: it may hold neither double quotes nor control characters.
 * @param {string} value
 */
const quotedParameter = (value) => `"${value.replace(/"/g, "'").replace(/\p{Cc}/gu, ' ')}"`;

/** @param {number} codePoint */
const utf8Octets = (codePoint) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * Folds a content line into lines of at most 75 octets (RFC 5545 3.1), continuation lines starting
 * with a space, and never inside a UTF-8 character.
 * @param {string} line
 */
export function foldIcsLine(line) {
  const lines = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(/** @type {number} */ (char.codePointAt(0)));
    const room = lines.length === 0 ? maxLineOctets : maxLineOctets - 1;
    if (octets + size > room) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

/**
 * `YYYYMMDDTHHMMSS`, the local form used with TZID.
 * @param {string} date `YYYY-MM-DD`
 * @param {number} minutes since that day's midnight; may run past it
 */
function localDateTime(date, minutes) {
  const day = addDays(date, Math.floor(minutes / 1440));
  const inDay = minutes % 1440;
  return `${day.replace(/-/g, '')}T${twoDigits(Math.floor(inDay / 60))}${twoDigits(inDay % 60)}00`;
}

/** @param {Date} instant */
const utcDateTime = (instant) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The calendar file for a requested meeting, lines folded and ended by CRLF.
 * @param {BookingIcsInput} input
 */
export function buildBookingIcs({
  bookingId,
  date,
  time,
  organizer,
  now,
  durationMinutes = meetingMinutes,
  event = visitorIcsEvent(organizer),
}) {
  const start = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const domain = organizer.email.split('@')[1] ?? 'booking';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(organizer.name)}//Booking//DA`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...copenhagenTimeZone,
    'BEGIN:VEVENT',
    `UID:booking-${bookingId}@${domain}`,
    `DTSTAMP:${utcDateTime(now)}`,
    `DTSTART;TZID=${companyTimeZone}:${localDateTime(date, start)}`,
    `DTEND;TZID=${companyTimeZone}:${localDateTime(date, start + durationMinutes)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    event.confirmed ? 'STATUS:CONFIRMED' : 'STATUS:TENTATIVE',
    `ORGANIZER;CN=${quotedParameter(organizer.name)}:mailto:${organizer.email}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/**
 * A file name for the download, e.g. `booking-2026-12-03.ics`.
 * @param {string} date `YYYY-MM-DD`
 */
export const bookingIcsFileName = (date) => `booking-${date}.ics`;
