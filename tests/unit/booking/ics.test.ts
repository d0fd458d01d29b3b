import { describe, expect, it } from 'vitest';
import { formatBookingTime } from '../../../src/lib/booking/dates.mjs';
import { buildBookingIcs, escapeIcsText, foldIcsLine } from '../../../src/lib/booking/ics.mjs';

const bookingId = '0f8fad5b-d9cb-469f-a165-70867728950e';
const organizer = { name: 'Fynbo AI', email: 'kontakt@fynbo-ai.dk' };
const now = new Date('2026-11-23T21:06:54.321Z');
const ics = (overrides = {}) =>
  buildBookingIcs({ bookingId, date: '2026-12-03', time: '10:30', organizer, now, ...overrides });

const octets = (line: string) => new TextEncoder().encode(line).length;
const physicalLines = (text: string) => text.split('\r\n').slice(0, -1);
const unfold = (text: string) => text.replace(/\r\n /g, '');
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('formatBookingTime', () => {
  it('reads the requested time in Danish', () => {
    expect(formatBookingTime('2026-12-03', '10:30')).toBe('torsdag den 3. december 2026 kl. 10.30');
    expect(formatBookingTime('2027-01-04', '09:00')).toBe('mandag den 4. januar 2027 kl. 09.00');
    expect(formatBookingTime('2026-05-15', '16:30')).toBe('fredag den 15. maj 2026 kl. 16.30');
  });
});

describe('buildBookingIcs', () => {
  it('ends every line with CRLF and has no bare line feeds', () => {
    const text = ics();
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('holds the required properties: a tentative 45-minute event in Copenhagen time', () => {
    const lines = physicalLines(unfold(ics()));
    expect(lines.slice(0, 3)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Fynbo AI//Booking//DA']);
    for (const line of [
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Copenhagen',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
      'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
      'BEGIN:VEVENT',
      `UID:booking-${bookingId}@fynbo-ai.dk`,
      'DTSTAMP:20261123T210654Z',
      'DTSTART;TZID=Europe/Copenhagen:20261203T103000',
      'DTEND;TZID=Europe/Copenhagen:20261203T111500',
      'SUMMARY:Møde med Fynbo AI (afventer bekræftelse)',
      'STATUS:TENTATIVE',
      'ORGANIZER;CN="Fynbo AI":mailto:kontakt@fynbo-ai.dk',
      'END:VEVENT',
    ]) {
      expect(lines).toContain(line);
    }
    expect(lines.indexOf('END:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
  });

  it('keeps the UID for the same booking id, whenever the file is made', () => {
    const uid = (text: string) => physicalLines(unfold(text)).find((line) => line.startsWith('UID:'));
    expect(uid(ics({ now: new Date('2027-01-01T00:00:00Z') }))).toBe(uid(ics()));
    expect(uid(ics({ bookingId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }))).not.toBe(uid(ics()));
  });

  it('ends the event on the next day when it starts late', () => {
    expect(unfold(ics({ time: '23:30' }))).toContain('DTEND;TZID=Europe/Copenhagen:20261204T001500');
  });

  it('escapes comma, semicolon, backslash and line breaks in text, and double quotes in the CN', () => {
    expect(escapeIcsText('a,b;c\\d\ne\r\nf')).toBe('a\\,b\\;c\\\\d\\ne\\nf');
    const lines = physicalLines(unfold(ics({ organizer: { name: 'Hansen, "Søn"; El\\VVS', email: 'a@b.dk' } })));
    expect(lines).toContain('SUMMARY:Møde med Hansen\\, "Søn"\\; El\\\\VVS (afventer bekræftelse)');
    expect(lines).toContain(`ORGANIZER;CN="Hansen, 'Søn'; El\\VVS":mailto:a@b.dk`);
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toMatch(/\\n.*\\n/);
    const withBreak = physicalLines(unfold(ics({ organizer: { name: 'Hansen\nEl', email: 'a@b.dk' } })));
    expect(withBreak).toContain('ORGANIZER;CN="Hansen El":mailto:a@b.dk');
    expect(withBreak).toContain('SUMMARY:Møde med Hansen\\nEl (afventer bekræftelse)');
  });

  it('folds lines at 75 octets without splitting a UTF-8 character', () => {
    const name = `Ærø Økologiske Æblemost og Åkande-Café ApS, afdeling Ø 🍎🍏 ${'ø'.repeat(60)}`;
    const text = ics({ organizer: { name, email: 'kontakt@aeroe-most.dk' } });
    for (const line of physicalLines(text)) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(line).not.toMatch(loneSurrogate);
    }
    expect(physicalLines(text).some((line) => line.startsWith(' '))).toBe(true);
    expect(physicalLines(unfold(text))).toContain(`SUMMARY:Møde med ${escapeIcsText(name)} (afventer bekræftelse)`);
  });

  it('fills each folded line as far as the octets allow', () => {
    expect(foldIcsLine('a'.repeat(75))).toBe('a'.repeat(75));
    expect(foldIcsLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
    // 2-octet characters: 37 fit the first line (74 octets), 37 more after each leading space.
    expect(foldIcsLine('ø'.repeat(80)).split('\r\n')).toEqual([
      'ø'.repeat(37),
      ` ${'ø'.repeat(37)}`,
      ` ${'ø'.repeat(6)}`,
    ]);
    // A 4-octet emoji that does not fit moves whole to the next line.
    expect(foldIcsLine(`${'a'.repeat(73)}🍎`).split('\r\n')).toEqual(['a'.repeat(73), ' 🍎']);
  });
});
