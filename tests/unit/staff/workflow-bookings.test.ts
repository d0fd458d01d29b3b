import { describe, expect, it } from 'vitest';
import { badRequestAnswer, sessionExpiredAnswer, staffClaims } from '../../../src/lib/staff/api-contract.mjs';
import {
  BOOKINGS_PAGE_SIZE,
  bookingMessages,
  bookingStatusAnswer,
  checkBookingStatusBody,
  isBookingsAnswer,
  unknownBookingAnswer,
} from '../../../src/lib/staff/bookings-contract.mjs';
import { mailNotSetUpError, recordFromRow } from '../../../src/lib/booking/workflow-rows.mjs';
import {
  bookingsAnswerFromRows,
  bookingStatusAnswerFromRows,
  checkBookingStatusRequest,
  mailSetUpFrom,
} from '../../../src/lib/staff/workflow-bookings.mjs';

const now = new Date('2026-11-25T09:00:00Z');
const staff = staffClaims(now);
const uuid = (n: number) => `0f8fad5b-d9cb-469f-a165-${String(n).padStart(12, '0')}`;
const row = (n: number, fields: Record<string, unknown> = {}) => ({
  id: n,
  createdAt: new Date(Date.UTC(2026, 10, 24, 9, 0, n)).toISOString(),
  bookingId: uuid(n),
  name: `Kunde ${n}`,
  email: `kunde${n}@example.dk`,
  phone: '+45 12 34 56 78',
  company: '',
  preferredDate: '2026-12-03',
  preferredTime: '10:30',
  message: '',
  status: 'ny',
  deleteAfter: '2027-03-03',
  teamMailTries: 1,
  teamMailSentAt: '2026-11-24T09:01:00.000Z',
  ...fields,
});

describe('bookingsAnswerFromRows', () => {
  it('answers a page of the rows newest first, by the order they were written', () => {
    const rows = Array.from({ length: 120 }, (_, i) => row(i + 1));
    const shuffled = [...rows.slice(60), {}, ...rows.slice(0, 60)];
    const first = bookingsAnswerFromRows(staff, shuffled, undefined, now);
    expect(first.status).toBe(200);
    expect(isBookingsAnswer(first.body)).toBe(true);
    const body = first.body as { bookings: { bookingId: string }[]; hasMore: boolean; page: number };
    expect(body.bookings).toHaveLength(BOOKINGS_PAGE_SIZE);
    expect(body.bookings[0]).toEqual(expect.objectContaining({ bookingId: uuid(120), name: 'Kunde 120' }));
    expect(body.bookings[0]).not.toHaveProperty('deleteAfter');
    expect(body).toMatchObject({ page: 1, hasMore: true, unsentTeamMails: 0, mailSetUp: true });
    const third = bookingsAnswerFromRows(staff, shuffled, '3', now).body as typeof body;
    expect(third.bookings.map((item) => item.bookingId)).toEqual(Array.from({ length: 20 }, (_, i) => uuid(20 - i)));
    expect(third.hasMore).toBe(false);
  });

  it('counts the unsent team mails; an empty table is an empty first page', () => {
    const rows = [row(1, { teamMailSentAt: null, teamMailError: 'ECONNREFUSED' }), row(2, { teamMailSentAt: null })];
    expect(bookingsAnswerFromRows(staff, rows, '1', now).body).toMatchObject({ unsentTeamMails: 2, mailSetUp: true });
    expect(bookingsAnswerFromRows(staff, [{}], undefined, now)).toEqual({
      status: 200,
      body: { bookings: [], page: 1, hasMore: false, unsentTeamMails: 0, mailSetUp: true },
    });
  });

  it('refuses a token without the staff subject, and a page that is not a whole number from 1', () => {
    expect(bookingsAnswerFromRows({ sub: 'other' }, [], undefined, now)).toEqual(sessionExpiredAnswer);
    for (const page of ['0', '-1', 'x', '1.5']) {
      expect(bookingsAnswerFromRows(staff, [], page, now)).toEqual({
        status: 400,
        body: { error: bookingMessages.pageInvalid },
      });
    }
  });
});

describe('mailSetUpFrom', () => {
  it('says mail is not set up while the newest tried team mail found no SMTP credential', () => {
    const notSetUp = row(2, { teamMailSentAt: null, teamMailError: mailNotSetUpError });
    const records = (rows: Record<string, unknown>[]) => rows.map(recordFromRow);
    expect(mailSetUpFrom(records([notSetUp, row(1)]))).toBe(false);
    expect(mailSetUpFrom(records([row(3), notSetUp]))).toBe(true);
    expect(mailSetUpFrom(records([row(3, { teamMailSentAt: null, teamMailError: 'ECONNREFUSED' }), notSetUp]))).toBe(
      true,
    );
    expect(mailSetUpFrom(records([row(4, { teamMailSentAt: null, teamMailTries: 0 }), notSetUp]))).toBe(false);
    expect(mailSetUpFrom([])).toBe(true);
  });
});

describe('POST /booking-status', () => {
  it('checks the subject, then the body by the contract; slettet means erase', () => {
    expect(checkBookingStatusRequest({}, { bookingId: uuid(1), status: 'ny' }, now)).toEqual({
      ok: false,
      ...sessionExpiredAnswer,
    });
    const bad = { bookingId: 'x', status: 'klar' };
    const checked = checkBookingStatusBody(bad);
    expect(checked.ok).toBe(false);
    if (!checked.ok)
      expect(checkBookingStatusRequest(staff, bad, now)).toEqual({ ok: false, ...badRequestAnswer(checked) });
    expect(checkBookingStatusRequest(staff, { bookingId: uuid(1), status: 'bekræftet' }, now)).toEqual({
      ok: true,
      bookingId: uuid(1),
      status: 'bekræftet',
      erase: false,
    });
    expect(checkBookingStatusRequest(staff, { bookingId: uuid(1), status: 'slettet' }, now)).toMatchObject({
      erase: true,
    });
  });

  it('answers from the rows the update or delete returned: none is an unknown booking', () => {
    const request = { bookingId: uuid(1), status: 'kontaktet' as const };
    expect(bookingStatusAnswerFromRows([row(1)], request)).toEqual(bookingStatusAnswer(uuid(1), 'kontaktet'));
    expect(bookingStatusAnswerFromRows([{}], request)).toEqual(unknownBookingAnswer);
    expect(bookingStatusAnswerFromRows([], request)).toEqual(unknownBookingAnswer);
  });
});
