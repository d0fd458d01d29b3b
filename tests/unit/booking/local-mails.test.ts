import ICAL from 'ical.js';
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { companyFrom } from '../../../scripts/local-backend/booking-mails.mjs';
import { singleLineError } from '../../../src/lib/booking/contract.mjs';
import { receiptMail, teamMail } from '../../../src/lib/booking/mails.mjs';
import { skippedForAddressCap } from '../../../src/lib/booking/records.mjs';
import { bookingSample as booking } from '../fixtures/booking';
import { receiverFolder, type Receiver } from '../fixtures/receiver';

// Tuesday 24 November 2026, 10:00 in Copenhagen.
const morning = '2026-11-24T09:00:00Z';
const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
const { company } = companyFrom({});

let folder: ReturnType<typeof receiverFolder>;
let receiver: Receiver;
const start = async (options: Parameters<typeof folder.start>[2] = {}) => {
  folder = receiverFolder();
  receiver = await folder.start(0, morning, options);
};
afterEach(async () => {
  await receiver.close();
  folder.remove();
});

const post = (body: unknown, bookingId?: string) =>
  fetch(bookingId ? `${receiver.url}?bookingId=${bookingId}` : receiver.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const mailsOf = (kind: 'teamMail' | 'receipt' | 'confirmation') =>
  folder.mails().filter((mail) => mail.file.includes(`-${kind}-`));

describe('the mails of a new booking', () => {
  it('writes the team mail and the receipt once each, as mails.mjs builds them, with a calendar file that parses', async () => {
    await start();
    await post(booking, id);
    await post(booking, id);
    await receiver.mailIdle();
    const [record] = receiver.records;
    const at = new Date(morning);

    const [team] = mailsOf('teamMail');
    const expectedTeam = teamMail(record, company, company.email, at);
    expect(folder.mails()).toHaveLength(2);
    expect(team.header('from')).toBe('Fynbo AI <kontakt@fynbo-ai.dk>');
    expect(team.header('to')).toBe('kontakt@fynbo-ai.dk');
    expect(team.header('reply-to')).toBe(booking.email);
    expect(team.header('subject')).toBe(expectedTeam.subject);
    expect(team.text).toBe(expectedTeam.text);
    expect(team.ics).toEqual(expectedTeam.ics);

    const [receipt] = mailsOf('receipt');
    const expectedReceipt = receiptMail(record, company, at);
    expect(receipt.header('from')).toBe('Fynbo AI <kontakt@fynbo-ai.dk>');
    expect(receipt.header('to')).toBe(booking.email);
    expect(receipt.header('reply-to')).toBe('kontakt@fynbo-ai.dk');
    expect(receipt.header('subject')).toBe(expectedReceipt.subject);
    expect(receipt.text).toBe(expectedReceipt.text);
    expect(receipt.ics?.fileName).toBe('booking-2026-12-03.ics');
    const event = new ICAL.Component(ICAL.parse(receipt.ics?.content ?? '')).getFirstSubcomponent('vevent');
    expect(event?.getFirstPropertyValue('uid')).toBe(`booking-${id}@fynbo-ai.dk`);
    expect(String(event?.getFirstPropertyValue('dtstart'))).toBe('2026-12-03T16:30:00');
    expect(event?.getFirstPropertyValue('status')).toBe('TENTATIVE');

    const sent = { sentAt: at.toISOString(), error: null, tries: 1, skipped: null };
    expect(folder.storedRecords()[0]).toMatchObject({ teamMail: sent, receipt: sent, confirmation: { tries: 0 } });
  });

  it('sends the team mail to BOOKING_TEAM_EMAIL when the deployer names one', async () => {
    await start({ env: { BOOKING_TEAM_EMAIL: 'salg@fynbo-ai.dk' } });
    await post(booking, id);
    await receiver.mailIdle();
    const [team] = mailsOf('teamMail');
    expect(team.header('to')).toBe('salg@fynbo-ai.dk');
    expect(team.header('from')).toBe('Fynbo AI <kontakt@fynbo-ai.dk>');
  });

  it('lets no typed line break become a header: the contract refuses it before anything is kept or mailed', async () => {
    await start();
    const forged = await post({ ...booking, name: 'Anne\r\nBcc: nogen@example.com' }, id);
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ fields: { name: singleLineError } });
    await receiver.mailIdle();
    expect(receiver.records).toEqual([]);
    expect(folder.mails()).toEqual([]);
  });

  it('keeps bookings but sends nothing with mail switched off', async () => {
    await start({ mail: false });
    expect((await post(booking, id)).status).toBe(200);
    await receiver.mailIdle();
    expect(receiver.mailTo).toBeNull();
    expect(existsSync(folder.outbox)).toBe(false);
    expect(receiver.records[0].teamMail).toEqual({ sentAt: null, error: null, tries: 0, skipped: null });
  });
});

describe('the caps that keep the form from mailing others', () => {
  it('sends one address at most 3 receipts a day, counted on the lower-cased address; the rest are skipped and kept', async () => {
    await start();
    const spellings = [
      'anne@hansen-el.dk',
      'ANNE@hansen-el.dk',
      'Anne@Hansen-El.dk',
      'anne@HANSEN-EL.DK',
      'anne@hansen-el.dk',
    ];
    for (const email of spellings) expect((await post({ ...booking, email })).status).toBe(200);
    await receiver.mailIdle();
    expect(mailsOf('teamMail')).toHaveLength(5);
    expect(mailsOf('receipt')).toHaveLength(3);
    const receipts = receiver.records.map((record) => record.receipt);
    expect(receipts.slice(0, 3).every((receipt) => receipt.sentAt !== null)).toBe(true);
    expect(receipts.slice(3)).toEqual(
      Array(2).fill({ sentAt: null, error: null, tries: 0, skipped: skippedForAddressCap }),
    );
    expect(folder.storedRecords()).toHaveLength(5);

    // The next day the address may be mailed again.
    receiver.setNow('2026-11-25T09:00:00Z');
    await post(booking);
    await receiver.mailIdle();
    expect(mailsOf('receipt')).toHaveLength(4);
  });

  it('sends at most 50 receipts an hour in all; the 51st waits for the next hour and goes out on the schedule', async () => {
    await start();
    const answers = await Promise.all(
      Array.from({ length: 51 }, (_, i) => post({ ...booking, email: `kunde${i}@example.dk` })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    await receiver.mailIdle();
    expect(mailsOf('teamMail')).toHaveLength(51);
    expect(mailsOf('receipt')).toHaveLength(50);
    const waiting = receiver.records.filter((record) => record.receipt.sentAt === null);
    expect(waiting).toHaveLength(1);
    expect(waiting[0].receipt).toEqual({ sentAt: null, error: null, tries: 0, skipped: null });

    receiver.setNow('2026-11-24T09:59:00Z');
    await receiver.runSchedule();
    expect(mailsOf('receipt')).toHaveLength(50);
    receiver.setNow('2026-11-24T10:00:00Z');
    await receiver.runSchedule();
    expect(mailsOf('receipt')).toHaveLength(51);
    expect(receiver.records.every((record) => record.receipt.sentAt !== null)).toBe(true);
  });
});
