import { describe, expect, it } from 'vitest';
import { confirmationMail, receiptMail, teamMail } from '../../../src/lib/booking/mails.mjs';
import { skippedForAddressCap } from '../../../src/lib/booking/records.mjs';
import {
  mailOutcomes,
  planMails,
  rowsWithMailDue,
  sendResult,
  type MailToSend,
} from '../../../src/lib/booking/workflow-mails.mjs';
import { mailNotSetUpError, recordFromRow } from '../../../src/lib/booking/workflow-rows.mjs';

// Tuesday 24 November 2026, 10:30 in Copenhagen.
const now = new Date('2026-11-24T09:30:00Z');
const company = {
  name: 'Fynbo AI',
  email: 'kontakt@fynbo-ai.dk',
  phone: '+45 70 20 30 40',
  siteUrl: 'https://www.fynbo-ai.dk',
};
const limits = { perAddressPerDay: 3, receiptsPerHour: 50, retryAfterMinutes: 2, maxTries: 10 };
const settings = { company, teamAddress: 'salg@fynbo-ai.dk', limits };

let next = 0;
const row = (fields: Record<string, unknown> = {}) => {
  next += 1;
  return {
    id: next,
    bookingId: `0f8fad5b-d9cb-469f-a165-${String(next).padStart(12, '0')}`,
    createdAt: '2026-11-24T09:29:59.000Z',
    name: 'Anne Hansen',
    email: 'anne@hansen.dk',
    emailKey: 'anne@hansen.dk',
    phone: '+45 12 34 56 78',
    company: 'Hansen El',
    preferredDate: '2026-12-03',
    preferredTime: '10:30',
    message: 'Hej',
    status: 'ny',
    deleteAfter: '2027-03-03',
    teamMailTries: 0,
    receiptTries: 0,
    confirmationTries: 0,
    mailClaimedAt: '2026-11-24T09:30:00.000Z',
    ...fields,
  };
};
const sends = (planned: ReturnType<typeof planMails>) =>
  planned.filter((mail): mail is MailToSend => mail.send).map((mail) => mail.kind);

describe('planMails for a new booking', () => {
  it('sends the team mail and the receipt of mails.mjs, each with the row’s columns', () => {
    const own = row();
    const planned = planMails({ claimed: [own], rows: [own], occasion: 'new', settings, now });
    const record = recordFromRow(own);
    expect(planned).toEqual([
      {
        send: true,
        bookingId: own.bookingId,
        owesConfirmation: false,
        kind: 'teamMail',
        columns: expect.any(Object),
        ...teamMail(record, company, 'salg@fynbo-ai.dk', now),
      },
      {
        send: true,
        bookingId: own.bookingId,
        owesConfirmation: false,
        kind: 'receipt',
        columns: expect.any(Object),
        ...receiptMail(record, company, now),
      },
    ]);
    expect(planned[0].columns).toMatchObject({
      bookingId: own.bookingId,
      teamMailTries: 0,
      receiptSkipped: null,
      mailClaimedAt: null,
      // Both mails still to send.
      mailOpen: true,
    });
  });

  it('skips the receipt when the address had its three mails today, and records why', () => {
    const earlier = [1, 2, 3].map(() => row({ receiptSentAt: '2026-11-24T08:00:00.000Z', receiptTries: 1 }));
    const own = row();
    const planned = planMails({ claimed: [own], rows: [...earlier, own], occasion: 'new', settings, now });
    expect(sends(planned)).toEqual(['teamMail']);
    expect(planned[0].columns.receiptSkipped).toBe(skippedForAddressCap);
  });

  it('holds the receipt back, untried, when the hour’s receipts are used up', () => {
    const others = [1, 2].map((i) => row({ emailKey: `${i}@x.dk`, receiptSentAt: '2026-11-24T09:05:00.000Z' }));
    const own = row();
    const planned = planMails({
      claimed: [own],
      rows: [...others, own],
      occasion: 'new',
      settings: { ...settings, limits: { ...limits, receiptsPerHour: 2 } },
      now,
    });
    expect(sends(planned)).toEqual(['teamMail']);
    expect(planned[0].columns).toMatchObject({ receiptTries: 0, receiptSkipped: null, receiptError: null });
  });

  it('ignores n8n’s empty item among the rows', () => {
    const own = row();
    expect(sends(planMails({ claimed: [own], rows: [{}, own], occasion: 'new', settings, now }))).toEqual([
      'teamMail',
      'receipt',
    ]);
  });
});

describe('planMails for the schedule and for a confirmation', () => {
  const old = { createdAt: '2026-11-24T09:00:00.000Z' };

  it('re-sends what failed once older than the delay, within the tries, and nothing sent', () => {
    const failed = row({
      ...old,
      teamMailTries: 1,
      teamMailError: 'ECONNREFUSED',
      receiptSentAt: '2026-11-24T09:00:01.000Z',
      receiptTries: 1,
    });
    const young = row({ teamMailTries: 1, teamMailError: 'ECONNREFUSED' });
    const spent = row({
      ...old,
      emailKey: 'x@y.dk',
      teamMailTries: 10,
      teamMailError: 'nej',
      receiptTries: 10,
      receiptError: 'nej',
    });
    const planned = planMails({
      claimed: [failed, young, spent],
      rows: [failed, young, spent],
      occasion: 'retry',
      settings,
      now,
    });
    expect(planned.map((mail) => [mail.bookingId, mail.send && mail.kind])).toEqual([
      [failed.bookingId, 'teamMail'],
      [young.bookingId, false],
      [spent.bookingId, false],
    ]);
  });

  it('decides the held rows in order, each one’s receipt counting for the next', () => {
    const rows = [1, 2, 3, 4].map(() => row({ ...old, teamMailSentAt: old.createdAt, teamMailTries: 1 }));
    const planned = planMails({ claimed: rows, rows, occasion: 'retry', settings, now });
    expect(sends(planned)).toEqual(['receipt', 'receipt', 'receipt']);
    expect(planned[3]).toMatchObject({ send: false, columns: { receiptSkipped: skippedForAddressCap } });
  });

  it('sends the confirmation of a bekræftet booking, or skips it when the address had its mails', () => {
    const confirmed = row({ ...old, status: 'bekræftet', receiptSentAt: old.createdAt, receiptTries: 1 });
    const planned = planMails({ claimed: [confirmed], rows: [confirmed], occasion: 'confirm', settings, now });
    expect(planned).toEqual([
      {
        send: true,
        bookingId: confirmed.bookingId,
        owesConfirmation: true,
        kind: 'confirmation',
        columns: expect.any(Object),
        ...confirmationMail(recordFromRow(confirmed), company, now),
      },
    ]);
    const busy = [1, 2].map(() => row({ receiptSentAt: old.createdAt }));
    const capped = planMails({ claimed: [confirmed], rows: [...busy, confirmed], occasion: 'confirm', settings, now });
    expect(capped).toEqual([
      {
        send: false,
        bookingId: confirmed.bookingId,
        owesConfirmation: true,
        // The confirmation skipped; this row's team mail was never sent, so the row stays open for the schedule.
        columns: expect.objectContaining({ confirmationSkipped: skippedForAddressCap, mailOpen: true }),
      },
    ]);
    expect(planMails({ claimed: [row({ ...old })], rows: [], occasion: 'confirm', settings, now })[0].send).toBe(false);
  });
});

describe('sendResult and mailOutcomes', () => {
  it('tells a sent mail, a failed one and one n8n passed on without an SMTP credential', () => {
    expect(sendResult({ messageId: '<a@b>', accepted: ['x@y.dk'] })).toEqual({ sent: true });
    expect(sendResult({ error: 'connect ECONNREFUSED 127.0.0.1:2525' })).toEqual({
      sent: false,
      error: 'connect ECONNREFUSED 127.0.0.1:2525',
      counts: true,
    });
    expect(sendResult({ send: true, to: 'x@y.dk' })).toEqual({ sent: false, error: mailNotSetUpError, counts: false });
  });

  it('writes one set of columns per row: sent, failed (a try) or not set up (no try)', () => {
    const own = row();
    const planned = planMails({ claimed: [own], rows: [own], occasion: 'new', settings, now }) as MailToSend[];
    const at = new Date('2026-11-24T09:30:02Z');
    expect(
      mailOutcomes(planned, [{ messageId: '<1@x>' }, { error: 'Greeting never received' }], at, limits.maxTries),
    ).toEqual([
      expect.objectContaining({
        bookingId: own.bookingId,
        teamMailSentAt: at.toISOString(),
        teamMailError: null,
        teamMailTries: 1,
        receiptSentAt: null,
        receiptError: 'Greeting never received',
        receiptTries: 1,
        mailClaimedAt: null,
      }),
    ]);
    expect(mailOutcomes(planned, planned, at, limits.maxTries)[0]).toMatchObject({
      teamMailError: mailNotSetUpError,
      teamMailTries: 0,
    });
  });
});

describe('rowsWithMailDue', () => {
  it('names the rows with a mail due that no execution holds', () => {
    const old = { createdAt: '2026-11-24T09:00:00.000Z', mailClaimedAt: null };
    const failed = row({ ...old, teamMailTries: 1, teamMailError: 'x', receiptSentAt: old.createdAt });
    const held = row({ createdAt: old.createdAt, teamMailTries: 1, teamMailError: 'x' });
    const done = row({ ...old, teamMailSentAt: old.createdAt, receiptSentAt: old.createdAt, mailOpen: false });
    const confirmed = row({ ...done, id: 99, bookingId: 'c', status: 'bekræftet', mailOpen: true });
    const neverClaimed = row({ ...old, teamMailTries: null, receiptTries: null });
    expect(rowsWithMailDue([failed, held, done, confirmed, neverClaimed], now, limits)).toEqual([
      { bookingId: failed.bookingId },
      { bookingId: 'c' },
      { bookingId: neverClaimed.bookingId },
    ]);
  });

  it('also names the rows whose open flag is stale, so the mail step writes it right; finished rows stay out', () => {
    const old = { createdAt: '2026-11-24T09:00:00.000Z', mailClaimedAt: null };
    const finished = { ...old, teamMailSentAt: old.createdAt, receiptSentAt: old.createdAt };
    const refused = row({ ...finished, status: 'afvist', mailOpen: true });
    const beforeTheFlag = row({ ...finished });
    const closed = row({ ...finished, mailOpen: false });
    const waiting = row({ ...old, teamMailSentAt: old.createdAt, receiptTries: 0, mailOpen: true });
    expect(rowsWithMailDue([refused, beforeTheFlag, closed, waiting], now, limits)).toEqual([
      { bookingId: refused.bookingId },
      { bookingId: beforeTheFlag.bookingId },
      { bookingId: waiting.bookingId },
    ]);
  });

  it('claims at most 50 rows a round, oldest first, so a round ends within its execution time-out', () => {
    const old = { createdAt: '2026-11-24T09:00:00.000Z', mailClaimedAt: null, teamMailTries: 1, teamMailError: 'x' };
    const many = Array.from({ length: 60 }, () => row(old));
    expect(rowsWithMailDue(many, now, limits)).toEqual(many.slice(0, 50).map(({ bookingId }) => ({ bookingId })));
  });

  it('closes a row once its last mail is sent, keeps it open after a failure', () => {
    const own = row();
    const planned = planMails({ claimed: [own], rows: [own], occasion: 'new', settings, now }) as MailToSend[];
    const at = new Date('2026-11-24T09:30:02Z');
    const sent = { messageId: '<1@x>' };
    expect(mailOutcomes(planned, [sent, sent], at, limits.maxTries)[0]).toMatchObject({ mailOpen: false });
    expect(mailOutcomes(planned, [sent, { error: 'x' }], at, limits.maxTries)[0]).toMatchObject({ mailOpen: true });
    expect(mailOutcomes(planned, [sent, { error: 'x' }], at, 1)[0]).toMatchObject({ mailOpen: false });
  });
});
