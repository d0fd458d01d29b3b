import { describe, expect, it } from 'vitest';
import { bookingCalendar } from '../../../src/config/booking-calendar.mjs';
import { checkBookingBody } from '../../../src/lib/booking/contract.mjs';
import { buildBookingPayload, readBookingValues } from '../../../src/lib/booking/payload';
import { bookingKeys } from '../fixtures/booking';

const typed = {
  name: '  Anne Hansen ',
  email: ' anne@firma.dk',
  phone: '+45 12 34 56 78 ',
  company: 'Hansen ApS',
  preferredDate: '2026-03-10',
  preferredTime: '16:30',
  message: '\nLinje 1\nLinje 2\n',
};

describe('buildBookingPayload', () => {
  it('has exactly the seven keys of the webhook contract', () => {
    const payload = buildBookingPayload(typed);
    expect(Object.keys(payload)).toEqual(bookingKeys);
    expect(Object.keys(buildBookingPayload(readBookingValues(new FormData())))).toHaveLength(7);
  });

  it('trims the values and keeps the inner line breaks of the message', () => {
    expect(buildBookingPayload(typed)).toEqual({
      name: 'Anne Hansen',
      email: 'anne@firma.dk',
      phone: '+45 12 34 56 78',
      company: 'Hansen ApS',
      preferredDate: '2026-03-10',
      preferredTime: '16:30',
      message: 'Linje 1\nLinje 2',
    });
  });

  it('leaves out anything that is not one of the seven fields', () => {
    const withExtra = { ...typed, website: 'spam' } as typeof typed;
    expect(buildBookingPayload(withExtra)).not.toHaveProperty('website');
  });
});

describe('readBookingValues', () => {
  it('reads the seven fields from the form data, empty where missing, and nothing else', () => {
    const data = new FormData();
    data.set('name', 'Anne Hansen');
    data.set('message', 'Linje 1\nLinje 2');
    data.set('website', 'spam');
    expect(readBookingValues(data)).toEqual({
      name: 'Anne Hansen',
      email: '',
      phone: '',
      company: '',
      preferredDate: '',
      preferredTime: '',
      message: 'Linje 1\nLinje 2',
    });
  });
});

describe('checkBookingBody (the webhook side of the contract)', () => {
  const today = { today: '2026-03-10', calendar: bookingCalendar };

  it('accepts a built payload', () => {
    expect(checkBookingBody(buildBookingPayload(typed), today)).toEqual({
      ok: true,
      booking: buildBookingPayload(typed),
    });
  });

  it('refuses what is not an object', () => {
    for (const body of [null, 'tekst', 42, [typed]]) expect(checkBookingBody(body, today).ok).toBe(false);
  });

  it('refuses unknown keys, missing keys and non-text values', () => {
    const payload = buildBookingPayload(typed);
    const { message: _message, ...missing } = payload;
    expect(checkBookingBody({ ...payload, website: 'x' }, today)).toEqual({
      ok: false,
      errors: { website: 'Ukendt felt.' },
    });
    expect(checkBookingBody(missing, today)).toEqual({
      ok: false,
      errors: { message: 'Mangler eller er ikke tekst.' },
    });
    expect(checkBookingBody({ ...payload, phone: 12345678 }, today)).toEqual({
      ok: false,
      errors: { phone: 'Mangler eller er ikke tekst.' },
    });
  });

  it('applies the same field rules as the form', () => {
    const result = checkBookingBody({ ...buildBookingPayload(typed), preferredTime: '17:00' }, today);
    expect(result).toEqual({
      ok: false,
      errors: { preferredTime: 'Vælg et af de viste tidspunkter mellem 09:00 og 16:30.' },
    });
  });
});
