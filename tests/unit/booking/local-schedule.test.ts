import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingMailLimits } from '../../../src/config/bookings.mjs';
import { newBookingRecord } from '../../../src/lib/booking/records.mjs';
import { bookingSample as booking } from '../fixtures/booking';
import { receiverFolder, type Receiver } from '../fixtures/receiver';

// Tuesday 24 November 2026, 10:00 in Copenhagen.
const morning = '2026-11-24T09:00:00Z';
const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
const minutesLater = (minutes: number) => new Date(Date.parse(morning) + minutes * 60_000);

let folder: ReturnType<typeof receiverFolder>;
let receiver: Receiver;
let smtp: SMTPServer | undefined;
const start = async (options: Parameters<typeof folder.start>[2] = {}) => {
  folder = receiverFolder();
  receiver = await folder.start(0, morning, options);
};
afterEach(async () => {
  await receiver.close();
  folder.remove();
  await new Promise((done) => (smtp ? smtp.close(() => done(undefined)) : done(undefined)));
  smtp = undefined;
});

const post = (body: unknown, bookingId?: string) =>
  fetch(bookingId ? `${receiver.url}?bookingId=${bookingId}` : receiver.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A port nothing listens on, until a test starts its SMTP server there. */
async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const address = server.address();
  await new Promise((done) => server.close(() => done(undefined)));
  return typeof address === 'object' && address ? address.port : 0;
}

/** A local SMTP server on `port` that keeps every message it receives. */
async function startSmtp(port: number) {
  const received: string[] = [];
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        done();
      });
    },
  });
  await new Promise((done) => smtp?.listen(port, '127.0.0.1', () => done(undefined)));
  return received;
}

describe('the retry schedule', () => {
  it('records a failed mail, tries it again once the booking is 2 minutes old, and sends it once the server is back', async () => {
    const port = await freePort();
    await start({ smtp: `127.0.0.1:${port}` });
    expect((await post(booking, id)).status).toBe(200);
    await receiver.mailIdle();
    expect(receiver.records[0].teamMail).toMatchObject({ sentAt: null, tries: 1, error: expect.any(String) });
    expect(receiver.records[0].receipt).toMatchObject({ sentAt: null, tries: 1 });

    receiver.setNow(minutesLater(1));
    await receiver.runSchedule();
    expect(receiver.records[0].teamMail.tries).toBe(1);
    receiver.setNow(minutesLater(bookingMailLimits.retryAfterMinutes));
    await receiver.runSchedule();
    expect(receiver.records[0].teamMail.tries).toBe(2);

    const received = await startSmtp(port);
    receiver.setNow(minutesLater(7));
    await receiver.runSchedule();
    const [record] = folder.storedRecords();
    expect(record.teamMail).toEqual({ sentAt: minutesLater(7).toISOString(), error: null, tries: 3, skipped: null });
    expect(record.receipt.sentAt).toBe(minutesLater(7).toISOString());
    expect(received).toHaveLength(2);
    expect(received.join('\n')).toMatch(/Content-Type: text\/calendar/);
    await receiver.runSchedule();
    expect(received).toHaveLength(2);
  });

  it('gives up after 10 tries', async () => {
    await start({ smtp: `127.0.0.1:${await freePort()}` });
    await post(booking, id);
    for (let run = 1; run <= 12; run += 1) {
      receiver.setNow(minutesLater(run * bookingMailLimits.retryEveryMinutes));
      await receiver.runSchedule();
    }
    expect(receiver.records[0].teamMail.tries).toBe(bookingMailLimits.maxTries);
    expect(receiver.records[0].receipt.tries).toBe(bookingMailLimits.maxTries);
  });

  it('runs by the receiver’s clock: every 5 minutes of it, not sooner', async () => {
    await start({ smtp: `127.0.0.1:${await freePort()}` });
    await post(booking, id);
    await receiver.mailIdle();
    receiver.setNow(minutesLater(4));
    await receiver.tick();
    expect(receiver.records[0].teamMail.tries).toBe(1);
    receiver.setNow(minutesLater(5));
    await receiver.tick();
    expect(receiver.records[0].teamMail.tries).toBe(2);
    await receiver.tick();
    expect(receiver.records[0].teamMail.tries).toBe(2);
  });
});

describe('the retention sweep', () => {
  it('deletes a booking once the day 90 days after its requested date has passed, and no sooner', async () => {
    await start();
    await post(booking, id);
    expect(receiver.records[0].deleteAfter).toBe('2027-03-03');
    receiver.setNow('2027-03-03T22:59:00Z');
    expect(await receiver.sweep()).toBe(0);
    expect(folder.storedRecords()).toHaveLength(1);
    // Midnight in Copenhagen: the next day, and the daily sweep on the next tick.
    receiver.setNow('2027-03-03T23:00:00Z');
    await receiver.tick();
    expect(receiver.records).toEqual([]);
    expect(folder.storedRecords()).toEqual([]);
  });

  it('sweeps at start', async () => {
    folder = receiverFolder();
    const receivedAt = '2026-01-05T09:00:00.000Z';
    const old = newBookingRecord({
      bookingId: id,
      booking: { ...booking, preferredDate: '2026-01-06' },
      receivedAt,
      retentionDays: 90,
    });
    const recent = { ...old, bookingId: '1c9d2f64-3b8e-4a57-9d0e-5f6a7b8c9d0e', deleteAfter: '2027-01-01' };
    mkdirSync(folder.dir, { recursive: true });
    writeFileSync(folder.file, JSON.stringify({ bookings: [old, recent] }));
    receiver = await folder.start(0, morning);
    expect(receiver.records.map((record) => record.bookingId)).toEqual([recent.bookingId]);
    expect(folder.storedRecords()).toHaveLength(1);
  });
});
