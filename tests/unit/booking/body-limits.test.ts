import { describe, expect, it } from 'vitest';
import { bookingCalendar } from '../../../src/config/booking-calendar.mjs';
import {
  BOOKING_MAX_BODY_BYTES,
  bookingLimits,
  checkBookingBody,
  singleLineError,
  type BookingRequest,
} from '../../../src/lib/booking/contract.mjs';
import { jsonBodyBytes } from '../../../src/lib/request-limits.mjs';
import { isMultiLineText, isSingleLineText } from '../../../src/lib/text-rules.mjs';

const when = { today: '2026-12-01', calendar: bookingCalendar };
const good: BookingRequest = {
  name: 'Anne Hansen',
  email: 'anne@hansen-el.dk',
  phone: '+45 12 34 56 78',
  company: 'Hansen El ApS',
  preferredDate: '2026-12-03',
  preferredTime: '16:30',
  message: 'Hej\nVi vil gerne høre mere.',
};
/** The most bytes one character takes in JSON's UTF-8 text, its quotes left out. */
const bytesOf = (character: string) => jsonBodyBytes(character) - 2;
// U+0800: the first character UTF-8 writes with 3 bytes, and JSON does not escape.
const wide = '\u0800';

describe('the largest booking body', () => {
  it('holds the worst valid body: every field at its limit in 3-byte characters', () => {
    const worst: BookingRequest = {
      name: wide.repeat(bookingLimits.nameMax),
      // Only the @ and the domain's dot must be ASCII.
      email: `${wide.repeat(bookingLimits.emailMax - 4)}@${wide}.${wide}`,
      phone: '+1 2 3 4 5 6 7 8 9 0 1 2 3 4 5',
      company: wide.repeat(bookingLimits.companyMax),
      preferredDate: '2026-12-03',
      preferredTime: '16:30',
      message: wide.repeat(bookingLimits.messageMax),
    };
    expect(worst.email).toHaveLength(bookingLimits.emailMax);
    expect(worst.phone).toHaveLength(bookingLimits.phoneMax);
    expect(checkBookingBody(worst, when)).toMatchObject({ ok: true });
    expect(jsonBodyBytes(worst)).toBe(7500);
    expect(jsonBodyBytes(worst)).toBeLessThanOrEqual(BOOKING_MAX_BODY_BYTES);
    // The smallest half-KiB step that holds it: 7 KiB would not.
    expect(BOOKING_MAX_BODY_BYTES).toBe(7.5 * 1024);
    expect(jsonBodyBytes(worst)).toBeGreaterThan(7 * 1024);
  });

  it('is the worst: no character a field accepts takes more than 3 bytes per UTF-16 unit', () => {
    const tooWide: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const character = String.fromCharCode(code);
      const accepted = isSingleLineText(character) || isMultiLineText(character);
      if (accepted && bytesOf(character) > 3) tooWide.push(`U+${code.toString(16)}`);
    }
    expect(tooWide).toEqual([]);
    // A surrogate pair: 4 bytes for 2 units.
    expect(bytesOf('🙂')).toBe(4);
  });

  it('bounds the nesting of any body far below where n8n fails (about 4,000 levels)', () => {
    const deepest = `${'['.repeat(BOOKING_MAX_BODY_BYTES / 2)}${']'.repeat(BOOKING_MAX_BODY_BYTES / 2)}`;
    expect(deepest).toHaveLength(BOOKING_MAX_BODY_BYTES);
    expect(BOOKING_MAX_BODY_BYTES / 2).toBeLessThan(4000);
  });
});

describe('raw field lengths', () => {
  it('count blank space: 200,000 trailing spaces do not pass', () => {
    const padded = ' '.repeat(200_000);
    const result = checkBookingBody(
      {
        ...good,
        name: `Anne${padded}`,
        email: `anne@hansen-el.dk${padded}`,
        phone: `12345678${padded}`,
        company: `Hansen${padded}`,
        message: `Hej${padded}`,
      },
      when,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Navnet må højst være på 100 tegn.',
        email: 'Skriv en gyldig e-mailadresse, fx navn@firma.dk.',
        phone: 'Skriv et gyldigt telefonnummer med mindst 8 cifre, fx 12 34 56 78 eller +45 12 34 56 78.',
        company: 'Virksomhedens navn må højst være på 100 tegn.',
        message: 'Beskeden må højst være på 2000 tegn.',
      },
    });
  });
});

describe('single-line fields', () => {
  it('refuse a control character or line separator anywhere, ends included, in Danish', () => {
    for (const character of ['\n', '\r', '\t', '\u0000', '\u001b', '\u007f', '\u0085', '\u2028', '\u2029']) {
      const forged = {
        ...good,
        name: `Anne Hansen${character}`,
        email: `${character}anne@hansen-el.dk`,
        phone: `12 34${character}56 78`,
        company: `Hansen${character}`,
        preferredDate: `2026-12-03${character}`,
        preferredTime: `${character}16:30`,
      };
      const result = checkBookingBody(forged, when);
      expect(result, JSON.stringify(character)).toEqual({
        ok: false,
        errors: {
          name: singleLineError,
          email: singleLineError,
          phone: singleLineError,
          company: singleLineError,
          preferredDate: singleLineError,
          preferredTime: singleLineError,
        },
      });
    }
  });

  it('are kept trimmed; the message is kept as sent', () => {
    const result = checkBookingBody(
      { ...good, name: '  Anne Hansen ', email: ' anne@hansen-el.dk', company: 'Hansen El ApS  ', message: ' Hej\n' },
      when,
    );
    expect(result).toEqual({ ok: true, booking: { ...good, message: ' Hej\n' } });
  });
});

describe('the message', () => {
  it('keeps line breaks and tabs, and refuses other control characters', () => {
    expect(checkBookingBody({ ...good, message: 'Linje 1\r\n\tLinje 2' }, when)).toMatchObject({ ok: true });
    expect(checkBookingBody({ ...good, message: 'Hej\u0007' }, when)).toEqual({
      ok: false,
      errors: { message: 'Beskeden indeholder usynlige kontroltegn, som ikke kan sendes. Fjern dem, og prøv igen.' },
    });
  });
});
