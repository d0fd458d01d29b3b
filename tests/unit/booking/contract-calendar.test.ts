import { describe, expect, it } from 'vitest';
import { bookingCalendar } from '../../../src/config/booking-calendar.mjs';
import { checkBookingBody, validateBooking, validateBookingField } from '../../../src/lib/booking/contract.mjs';

// Tuesday 24 November 2026, 10:00 in Copenhagen (CET).
const now = new Date('2026-11-24T09:00:00Z');
const clock = { now, calendar: bookingCalendar };
const valid = {
  name: 'Anne Hansen',
  email: 'anne@firma.dk',
  phone: '+45 12 34 56 78',
  company: '',
  preferredDate: '2026-11-26',
  preferredTime: '10:30',
  message: '',
};
const weekendText = 'Vi holder lukket i weekenden. Vælg venligst en dag fra mandag til fredag.';

describe('the contract with a clock: closed days and slots no longer open', () => {
  it('accepts an open day and slot', () => {
    expect(validateBooking(valid, clock)).toEqual({});
    expect(validateBooking({ ...valid, preferredDate: '2026-11-24', preferredTime: '12:00' }, clock)).toEqual({});
  });

  it('refuses a Saturday and juledag with the reason', () => {
    expect(validateBookingField('preferredDate', '2026-11-28', clock)).toBe(weekendText);
    expect(validateBookingField('preferredDate', '2026-12-25', clock)).toBe(
      'Vi holder lukket juledag (25. december). Vælg venligst en anden dag.',
    );
  });

  it('takes "today" from Copenhagen, not from the machine', () => {
    // 00:30 on Wednesday 25 November in Copenhagen, still the 24th in UTC.
    const justAfterMidnight = { now: new Date('2026-11-24T23:30:00Z'), calendar: bookingCalendar };
    expect(validateBookingField('preferredDate', '2026-11-24', justAfterMidnight)).toBe(
      'Vælg en dato fra i dag og frem.',
    );
    expect(validateBookingField('preferredDate', '2026-11-25', justAfterMidnight)).toBeUndefined();
  });

  it('refuses a slot starting within the lead time today, and a day with none left', () => {
    expect(validateBooking({ ...valid, preferredDate: '2026-11-24', preferredTime: '11:30' }, clock)).toEqual({
      preferredTime: 'Tidspunktet er for tæt på. Vælg et tidspunkt mindst 2 timer fra nu.',
    });
    const lateAfternoon = { now: new Date('2026-11-24T13:31:00Z'), calendar: bookingCalendar };
    expect(validateBooking({ ...valid, preferredDate: '2026-11-24', preferredTime: '16:30' }, lateAfternoon)).toEqual({
      preferredDate: 'Der er ikke flere ledige tider i dag. Vælg venligst en senere dag.',
    });
  });

  it('names the calendar’s own first and last slot, and its lead time', () => {
    const calendar = { ...bookingCalendar, slots: ['08:00', '08:30'], leadTimeMinutes: 90 };
    expect(validateBookingField('preferredTime', '09:00', { now, calendar })).toBe(
      'Vælg et af de viste tidspunkter mellem 08:00 og 08:30.',
    );
    const early = { now: new Date('2026-11-24T05:45:00Z'), calendar };
    expect(validateBookingField('preferredTime', '08:00', early, '2026-11-24')).toBe(
      'Tidspunktet er for tæt på. Vælg et tidspunkt mindst 90 minutter fra nu.',
    );
  });

  it('with only a date (today’s form), refuses past dates but not closed days', () => {
    const fromToday = { today: '2026-11-24', calendar: bookingCalendar };
    expect(validateBooking({ ...valid, preferredDate: '2026-11-28' }, fromToday)).toEqual({});
    expect(validateBookingField('preferredDate', '2026-11-23', fromToday)).toBe('Vælg en dato fra i dag og frem.');
    expect(validateBookingField('preferredTime', '17:00', fromToday)).toBe(
      'Vælg et af de viste tidspunkter mellem 09:00 og 16:30.',
    );
  });
});

describe('checkBookingBody reports every problem at once', () => {
  it('unknown and missing keys together with the field rules and the calendar', () => {
    const { message: _message, ...withoutMessage } = valid;
    const body = { ...withoutMessage, email: 'anne@firma', preferredDate: '2026-11-28', website: 'spam' };
    expect(checkBookingBody(body, clock)).toEqual({
      ok: false,
      errors: {
        email: 'Skriv en gyldig e-mailadresse, fx navn@firma.dk.',
        preferredDate: weekendText,
        message: 'Mangler eller er ikke tekst.',
        website: 'Ukendt felt.',
      },
    });
  });

  it('returns the booking in contract key order', () => {
    const reversed = Object.fromEntries(Object.entries(valid).reverse());
    const result = checkBookingBody(reversed, clock);
    expect(result).toEqual({ ok: true, booking: valid });
    expect(result.ok && Object.keys(result.booking)).toEqual(Object.keys(valid));
  });
});
