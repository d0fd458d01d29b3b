import { describe, expect, it } from 'vitest';
import { mailCounts } from '../../../src/lib/booking/workflow-mail-caps.mjs';

// Tuesday 24 November 2026, 10:30 in Copenhagen (09:30 UTC).
const now = new Date('2026-11-24T09:30:00Z');
const thisHour = '2026-11-24T09:10:00.000Z';
const earlierToday = '2026-11-24T07:00:00.000Z';
const yesterday = '2026-11-23T12:00:00.000Z';

let next = 0;
/** A row of `bookings`: ids rise in the order the rows were written. */
const row = (fields: Record<string, unknown> = {}) => {
  next += 1;
  return {
    id: next,
    bookingId: `b-${next}`,
    emailKey: 'anne@example.dk',
    createdAt: thisHour,
    receiptTries: 0,
    ...fields,
  };
};
const context = (rows: Record<string, unknown>[], extra: Partial<Parameters<typeof mailCounts>[1]> = {}) => ({
  rows,
  claimed: new Set<string>(),
  decided: [],
  maxTries: 10,
  now,
  ...extra,
});

describe('mailCounts: mails to one address today', () => {
  it('counts the receipts sent today and those still to go of rows written before this one, not after', () => {
    const sent = row({ createdAt: earlierToday, receiptSentAt: earlierToday, receiptTries: 1 });
    const waiting = row();
    const own = row();
    const later = row();
    expect(mailCounts(own, context([sent, waiting, own, later])).sentToAddressToday).toBe(2);
  });

  it('does not count skipped receipts, spent tries, yesterday’s mails or other addresses', () => {
    const skipped = row({ receiptSkipped: 'Ikke sendt' });
    const spent = row({ receiptTries: 10, receiptError: 'nej' });
    const old = row({ createdAt: yesterday, receiptSentAt: yesterday });
    const other = row({ emailKey: 'bo@example.dk', receiptSentAt: thisHour });
    const own = row();
    expect(mailCounts(own, context([skipped, spent, old, other, own])).sentToAddressToday).toBe(0);
  });

  it('counts a receipt sent today of yesterday’s booking, and confirmations sent today', () => {
    const old = row({ createdAt: yesterday, receiptSentAt: thisHour });
    const confirmed = row({ createdAt: yesterday, receiptSentAt: yesterday, confirmationSentAt: earlierToday });
    const own = row();
    expect(mailCounts(own, context([old, confirmed, own])).sentToAddressToday).toBe(2);
  });

  it('counts an older booking’s waiting receipt that another execution is sending now', () => {
    const own = row();
    const sending = row({ createdAt: yesterday, mailClaimedAt: thisHour });
    expect(mailCounts(own, context([own, sending])).sentToAddressToday).toBe(1);
  });

  it('leaves the receipts of bookings written after this one today to them, even while they are being sent', () => {
    const own = row();
    const after = [row({ mailClaimedAt: thisHour }), row({ mailClaimedAt: thisHour })];
    expect(mailCounts(own, context([own, ...after]))).toEqual({ sentToAddressToday: 0, sentThisHour: 0 });
  });

  it('counts the row’s own receipt sent today against its confirmation', () => {
    const own = row({ receiptSentAt: thisHour, receiptTries: 1 });
    expect(mailCounts(own, context([own])).sentToAddressToday).toBe(1);
  });

  it('for an older booking (the schedule’s), counts every waiting receipt of today', () => {
    const own = row({ createdAt: yesterday });
    const newer = [row(), row({ createdAt: earlierToday })];
    expect(mailCounts(own, context([own, ...newer])).sentToAddressToday).toBe(2);
  });
});

describe('mailCounts: receipts this hour', () => {
  it('counts receipts sent this hour, waiting ones written before this one this hour, and those being sent', () => {
    const rows = [
      row({ emailKey: 'a@x.dk', createdAt: earlierToday, receiptSentAt: thisHour }),
      row({ emailKey: 'b@x.dk', createdAt: earlierToday, receiptSentAt: earlierToday }),
      row({ emailKey: 'c@x.dk' }),
      row({ emailKey: 'd@x.dk', createdAt: earlierToday, mailClaimedAt: thisHour }),
    ];
    const own = row();
    const after = row({ emailKey: 'e@x.dk' });
    expect(mailCounts(own, context([...rows, own, after])).sentThisHour).toBe(3);
  });

  it('leaves out the rows this execution holds, and counts its decided receipts instead', () => {
    const held = row({ emailKey: 'h@x.dk' });
    const own = row();
    const counts = mailCounts(
      own,
      context([held, own], {
        claimed: new Set([held.bookingId, own.bookingId]),
        decided: [
          { emailKey: 'h@x.dk', kind: 'receipt' },
          { emailKey: 'anne@example.dk', kind: 'confirmation' },
        ],
      }),
    );
    expect(counts).toEqual({ sentToAddressToday: 1, sentThisHour: 1 });
  });
});
