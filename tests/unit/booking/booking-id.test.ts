import { describe, expect, it } from 'vitest';
import {
  attemptAfterAnswer,
  bookingFingerprint,
  isBookingId,
  nextBookingId,
  randomBookingId,
  withBookingId,
} from '../../../src/lib/booking/booking-id.mjs';

const payload = {
  name: 'Anne Hansen',
  email: 'anne@firma.dk',
  phone: '12345678',
  company: '',
  preferredDate: '2026-12-03',
  preferredTime: '10:30',
  message: 'Hej',
};
const ids = () => {
  let n = 0;
  return () => `00000000-0000-4000-8000-00000000000${++n}`;
};

describe('the booking id lifecycle', () => {
  it('reuses the id on a retry after an error or a time-out, as long as nothing changed', () => {
    const createId = ids();
    const first = nextBookingId(null, bookingFingerprint(payload), createId);
    const afterTimeout = attemptAfterAnswer(first, false);
    const retry = nextBookingId(afterTimeout, bookingFingerprint({ ...payload }), createId);
    expect(retry.id).toBe(first.id);
  });

  it('makes a new id when the visitor edited the form before sending again', () => {
    const createId = ids();
    const first = nextBookingId(null, bookingFingerprint(payload), createId);
    const edited = nextBookingId(
      attemptAfterAnswer(first, false),
      bookingFingerprint({ ...payload, preferredTime: '11:00' }),
      createId,
    );
    expect(edited.id).not.toBe(first.id);
  });

  it('makes a new id for the next booking after a success, even with the same values', () => {
    const createId = ids();
    const first = nextBookingId(null, bookingFingerprint(payload), createId);
    const next = nextBookingId(attemptAfterAnswer(first, true), bookingFingerprint(payload), createId);
    expect(attemptAfterAnswer(first, true)).toBeNull();
    expect(next.id).not.toBe(first.id);
  });

  it('fingerprints the seven values in contract order, so any change counts', () => {
    for (const field of Object.keys(payload) as (keyof typeof payload)[]) {
      expect(bookingFingerprint({ ...payload, [field]: `${payload[field]}x` })).not.toBe(bookingFingerprint(payload));
    }
  });

  it('creates random UUIDs', () => {
    const a = randomBookingId();
    expect(isBookingId(a)).toBe(true);
    expect(randomBookingId()).not.toBe(a);
    expect(isBookingId('ikke-et-id')).toBe(false);
    expect(isBookingId(['0f8fad5b-d9cb-469f-a165-70867728950e'])).toBe(false);
  });
});

describe('withBookingId', () => {
  it('adds the id as a query parameter and keeps what the URL already had', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(withBookingId('https://n8n.example.dk/webhook/booking', id)).toBe(
      `https://n8n.example.dk/webhook/booking?bookingId=${id}`,
    );
    expect(withBookingId('https://hook.eu1.make.com/abc?source=site', id)).toBe(
      `https://hook.eu1.make.com/abc?source=site&bookingId=${id}`,
    );
    expect(withBookingId(`http://127.0.0.1:8787/booking?bookingId=old`, id)).toBe(
      `http://127.0.0.1:8787/booking?bookingId=${id}`,
    );
  });
});
