import { describe, expect, it } from 'vitest';
import { bookingFields } from '../../../src/lib/booking/contract.mjs';
import { untriedMail } from '../../../src/lib/booking/records.mjs';
import {
  bookingColumns,
  bookingsTable,
  mailColumns,
  mailKinds,
  mailStateOf,
  recordFromRow,
  rowEmailKey,
} from '../../../src/lib/booking/workflow-rows.mjs';

const row = {
  id: 7,
  createdAt: '2026-11-24T09:00:00.000Z',
  updatedAt: '2026-11-24T09:00:01.000Z',
  bookingId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  name: 'Søren Ærø',
  email: 'Soren@Aeroe.dk',
  phone: '+45 12 34 56 78',
  company: '',
  preferredDate: '2026-12-03',
  preferredTime: '10:30',
  message: 'Hej',
  emailKey: 'soren@aeroe.dk',
  deleteAfter: '2027-03-03',
};

describe('the bookings table', () => {
  it('has a name no other table contains, and columns n8n accepts', () => {
    expect(bookingsTable).toBe('bookings');
    const names = bookingColumns.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-zA-Z][a-zA-Z0-9_]{0,62}$/);
    expect(names).not.toContain('id');
    expect(names).toEqual(
      expect.arrayContaining(['bookingId', ...bookingFields, 'receivedAt', 'status', 'deleteAfter']),
    );
    for (const kind of mailKinds) {
      expect(bookingColumns).toEqual(
        expect.arrayContaining([
          [`${kind}SentAt`, 'date'],
          [`${kind}Error`, 'string'],
          [`${kind}Tries`, 'number'],
          [`${kind}Skipped`, 'string'],
        ]),
      );
    }
  });
});

describe('recordFromRow', () => {
  it('reads a row the first mail step has not reached as a new booking received when it was written', () => {
    expect(recordFromRow(row)).toEqual({
      bookingId: row.bookingId,
      receivedAt: row.createdAt,
      name: 'Søren Ærø',
      email: 'Soren@Aeroe.dk',
      phone: '+45 12 34 56 78',
      company: '',
      preferredDate: '2026-12-03',
      preferredTime: '10:30',
      message: 'Hej',
      status: 'ny',
      deleteAfter: '2027-03-03',
      teamMail: untriedMail,
      receipt: untriedMail,
      confirmation: untriedMail,
    });
  });

  it('reads the status, when it came in and each mail’s state as stored', () => {
    const record = recordFromRow({
      ...row,
      status: 'bekræftet',
      receivedAt: '2026-11-24T09:00:00.500Z',
      teamMailSentAt: '2026-11-24T09:00:02.000Z',
      teamMailTries: 1,
      receiptError: 'connect ECONNREFUSED',
      receiptTries: 2,
      confirmationSkipped: 'For mange',
      confirmationTries: 0,
    });
    expect(record.status).toBe('bekræftet');
    expect(record.receivedAt).toBe('2026-11-24T09:00:00.500Z');
    expect(record.teamMail).toEqual({ sentAt: '2026-11-24T09:00:02.000Z', error: null, tries: 1, skipped: null });
    expect(record.receipt).toEqual({ sentAt: null, error: 'connect ECONNREFUSED', tries: 2, skipped: null });
    expect(record.confirmation).toEqual({ sentAt: null, error: null, tries: 0, skipped: 'For mange' });
  });

  it('never reads a status outside the contract, nor slettet, as anything but ny', () => {
    expect(recordFromRow({ ...row, status: 'slettet' }).status).toBe('ny');
    expect(recordFromRow({ ...row, status: '<b>' }).status).toBe('ny');
  });

  it('takes dates as n8n gives them: ISO strings, or Date objects', () => {
    expect(mailStateOf({ teamMailSentAt: new Date('2026-11-24T09:00:02Z') }, 'teamMail').sentAt).toBe(
      '2026-11-24T09:00:02.000Z',
    );
  });
});

describe('rowEmailKey and mailColumns', () => {
  it('counts on the lower-cased address, also for a row without its key', () => {
    expect(rowEmailKey(row)).toBe('soren@aeroe.dk');
    expect(rowEmailKey({ ...row, emailKey: null })).toBe('soren@aeroe.dk');
  });

  it('writes back every mail’s four columns, when the booking came in, and lets go of the row', () => {
    const columns = mailColumns(row.bookingId, row.createdAt, {
      teamMail: { sentAt: '2026-11-24T09:00:02.000Z', error: null, tries: 1, skipped: null },
      receipt: untriedMail,
      confirmation: untriedMail,
    });
    expect(columns).toEqual({
      bookingId: row.bookingId,
      receivedAt: row.createdAt,
      teamMailSentAt: '2026-11-24T09:00:02.000Z',
      teamMailError: null,
      teamMailTries: 1,
      teamMailSkipped: null,
      receiptSentAt: null,
      receiptError: null,
      receiptTries: 0,
      receiptSkipped: null,
      confirmationSentAt: null,
      confirmationError: null,
      confirmationTries: 0,
      confirmationSkipped: null,
      mailClaimedAt: null,
    });
    expect(Object.keys(columns).filter((key) => key !== 'bookingId')).toEqual(
      expect.arrayContaining(
        bookingColumns.map(([name]) => name).filter((name) => /Mail|receipt|confirmation|receivedAt/.test(name)),
      ),
    );
  });
});
