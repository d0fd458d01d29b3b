import { describe, expect, it } from 'vitest';
import { bookingCalendar } from '../../../src/config/booking-calendar.mjs';
import { bookingAccepted, bookingNotKeptError } from '../../../src/lib/booking/contract.mjs';
import { checkBookingRequest } from '../../../src/lib/booking/webhook-check.mjs';
import { bookingIntake } from '../../../src/lib/booking/workflow-intake.mjs';

// Tuesday 24 November 2026, 10:00 in Copenhagen.
const now = new Date('2026-11-24T09:00:00Z');
const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
const serverId = '9b2e1c4d-3f5a-4b6c-8d7e-0a1b2c3d4e5f';
const body = {
  name: 'Søren Ærø',
  email: 'Soren@Aeroe.DK',
  phone: '+45 12 34 56 78',
  company: 'Ærø El',
  preferredDate: '2026-12-03',
  preferredTime: '10:30',
  message: 'Hej',
};

describe('bookingIntake', () => {
  it('gives the upsert the booking’s own columns (never a status or a mail), and both answers', () => {
    expect(
      bookingIntake({ body, query: { bookingId: id } }, serverId, {
        now,
        retentionDays: 90,
        calendar: bookingCalendar,
      }),
    ).toEqual({
      ok: true,
      bookingId: id,
      columns: { bookingId: id, ...body, emailKey: 'soren@aeroe.dk', deleteAfter: '2027-03-03' },
      accepted: bookingAccepted(id),
      notKept: { error: bookingNotKeptError },
    });
  });

  it('keeps a request without bookingId under the id the server made, and echoes that one', () => {
    const intake = bookingIntake({ body, query: {} }, serverId, { now, retentionDays: 90, calendar: bookingCalendar });
    expect(intake).toMatchObject({ ok: true, bookingId: serverId, accepted: { ok: true, bookingId: serverId } });
  });

  it('counts the retention from the later of today and the meeting day', () => {
    const soon = bookingIntake({ body: { ...body, preferredDate: '2026-11-25' }, query: {} }, serverId, {
      now,
      retentionDays: 30,
      calendar: bookingCalendar,
    });
    expect(soon).toMatchObject({ columns: { deleteAfter: '2026-12-25' } });
  });

  it.each<[string, unknown, Record<string, unknown>]>([
    ['a bad field', { ...body, email: 'a@b' }, { bookingId: id }],
    ['a bad id', body, { bookingId: 'abc' }],
    ['no object', 'booking', {}],
  ])('answers %s with the webhook check’s 400 body', (_, sent, query) => {
    expect(
      bookingIntake({ body: sent, query }, serverId, { now, retentionDays: 90, calendar: bookingCalendar }),
    ).toEqual(checkBookingRequest(sent, query.bookingId, { now, calendar: bookingCalendar }));
  });
});
