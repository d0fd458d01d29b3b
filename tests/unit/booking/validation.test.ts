import { describe, expect, it } from 'vitest';
import { bookingCalendar } from '../../../src/config/booking-calendar.mjs';
import {
  bookingLimits,
  localIsoDate,
  validateBooking,
  validateBookingField,
} from '../../../src/lib/booking/contract.mjs';

const today = '2026-03-10';
const fromToday = { today, calendar: bookingCalendar };
const check = (field: Parameters<typeof validateBookingField>[0], value: string) =>
  validateBookingField(field, value, fromToday);

const valid = {
  name: 'Anne Hansen',
  email: 'anne@firma.dk',
  phone: '+45 12 34 56 78',
  company: '',
  preferredDate: today,
  preferredTime: '09:00',
  message: '',
};

describe('validateBooking', () => {
  it('accepts a complete request with the optional fields empty', () => {
    expect(validateBooking(valid, fromToday)).toEqual({});
  });

  it('reports every empty required field in Danish, and no optional one', () => {
    const errors = validateBooking(
      { ...valid, name: '', email: '', phone: '', preferredDate: '', preferredTime: '' },
      fromToday,
    );
    expect(errors).toEqual({
      name: 'Skriv dit fulde navn.',
      email: 'Skriv din e-mailadresse.',
      phone: 'Skriv dit telefonnummer.',
      preferredDate: 'Vælg en dato.',
      preferredTime: 'Vælg et tidspunkt.',
    });
  });
});

describe('name', () => {
  it('needs at least 2 characters after trimming', () => {
    expect(check('name', 'Al')).toBeUndefined();
    expect(check('name', 'A')).toBe('Navnet skal være på mindst 2 tegn.');
    expect(check('name', '  A  ')).toBe('Navnet skal være på mindst 2 tegn.');
    expect(check('name', '   ')).toBe('Skriv dit fulde navn.');
  });

  it('allows at most 100 characters', () => {
    expect(check('name', 'a'.repeat(100))).toBeUndefined();
    expect(check('name', 'a'.repeat(101))).toBe('Navnet må højst være på 100 tegn.');
  });
});

describe('email', () => {
  it.each(['anne@firma.dk', 'a.b+booking@sub.firma.dk', ' anne@firma.dk '])('accepts %s', (email) => {
    expect(check('email', email)).toBeUndefined();
  });

  it.each([
    'anne',
    'anne@',
    '@firma.dk',
    'anne@firma',
    'anne@firma.',
    'an ne@firma.dk',
    'anne@@firma.dk',
    'anne@firma..dk',
    // One plain address only: no display name, list or query that would mail anyone else.
    'Anne <anne@firma.dk>',
    '<anne@firma.dk>',
    '"anne"@firma.dk',
    'anne@firma.dk,bo@firma.dk',
    'anne@firma.dk;bo@firma.dk',
    'anne@firma.dk?cc=bo@firma.dk',
  ])('rejects %s', (email) => {
    expect(check('email', email)).toBe('Skriv en gyldig e-mailadresse, fx navn@firma.dk.');
  });

  it('allows at most 254 characters', () => {
    expect(check('email', `${'a'.repeat(245)}@firma.dk`)).toBeUndefined();
    expect(check('email', `${'a'.repeat(246)}@firma.dk`)).toBe('Skriv en gyldig e-mailadresse, fx navn@firma.dk.');
  });
});

describe('phone', () => {
  const phoneMessage = 'Skriv et gyldigt telefonnummer med mindst 8 cifre, fx 12 34 56 78 eller +45 12 34 56 78.';

  it.each(['12345678', '12 34 56 78', '+45 12 34 56 78', '+4512345678', '12-34-56-78', '+45 1234-5678'])(
    'accepts %s',
    (phone) => {
      expect(check('phone', phone)).toBeUndefined();
    },
  );

  it('needs 8 digits: 7 are too few', () => {
    expect(check('phone', '1234567')).toBe(phoneMessage);
    expect(check('phone', '12 34 56 7')).toBe(phoneMessage);
  });

  it.each(['12 34 56 7a', '1234 5678+', '45+12345678', '(12) 34 56 78', '12  34 56 78', '12 - 34 56 78', '+'])(
    'rejects %s',
    (phone) => {
      expect(check('phone', phone)).toBe(phoneMessage);
    },
  );

  it('allows at most 15 digits (E.164)', () => {
    expect(check('phone', '+123456789012345')).toBeUndefined();
    expect(check('phone', '+1234567890123456')).toBe(phoneMessage);
  });

  it('answers at once on a long invalid string (no regex backtracking)', () => {
    const started = performance.now();
    expect(check('phone', `${'1 '.repeat(14)}x`)).toBe(phoneMessage);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('company', () => {
  it('is optional and at most 100 characters', () => {
    expect(check('company', '')).toBeUndefined();
    expect(check('company', 'c'.repeat(100))).toBeUndefined();
    expect(check('company', 'c'.repeat(101))).toBe('Virksomhedens navn må højst være på 100 tegn.');
  });
});

describe('preferred date', () => {
  it('accepts today and up to 90 days ahead, refuses yesterday and later', () => {
    expect(check('preferredDate', '2026-03-10')).toBeUndefined();
    expect(check('preferredDate', '2026-03-11')).toBeUndefined();
    expect(check('preferredDate', '2026-06-08')).toBeUndefined();
    expect(check('preferredDate', '2026-06-09')).toBe('Vælg en dato højst 90 dage frem.');
    expect(check('preferredDate', '2027-01-01')).toBe('Vælg en dato højst 90 dage frem.');
    expect(check('preferredDate', '2026-03-09')).toBe('Vælg en dato fra i dag og frem.');
    expect(check('preferredDate', '2025-12-31')).toBe('Vælg en dato fra i dag og frem.');
  });

  it.each(['2026-02-30', '2026-13-01', '10-03-2026', '2026-3-10', 'i morgen'])('refuses the non-date %s', (date) => {
    expect(check('preferredDate', date)).toBe('Vælg en gyldig dato.');
  });
});

describe('preferred time', () => {
  it('accepts the first and the last slot, nothing outside', () => {
    expect(check('preferredTime', '09:00')).toBeUndefined();
    expect(check('preferredTime', '16:30')).toBeUndefined();
    expect(check('preferredTime', '08:30')).toBe('Vælg et af de viste tidspunkter mellem 09:00 og 16:30.');
    expect(check('preferredTime', '17:00')).toBe('Vælg et af de viste tidspunkter mellem 09:00 og 16:30.');
    expect(check('preferredTime', '')).toBe('Vælg et tidspunkt.');
  });
});

describe('message', () => {
  it('is optional and at most 2000 characters', () => {
    expect(bookingLimits.messageMax).toBe(2000);
    expect(check('message', '')).toBeUndefined();
    expect(check('message', 'm'.repeat(2000))).toBeUndefined();
    expect(check('message', 'm'.repeat(2001))).toBe('Beskeden må højst være på 2000 tegn.');
  });
});

describe('dates', () => {
  it('localIsoDate gives the calendar date in the runtime zone', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});
