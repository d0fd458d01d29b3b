import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_MAX_BODY_BYTES, bookingAccepted, singleLineError } from '../../../src/lib/booking/contract.mjs';
import { jsonBodyBytes, requestLimitMessages } from '../../../src/lib/request-limits.mjs';
import { bookingSample as booking } from '../fixtures/booking';
import { rawRequest } from '../fixtures/raw-request';
import { receiverFolder, type Receiver } from '../fixtures/receiver';

// Tuesday 24 November 2026, 10:00 in Copenhagen.
const morning = '2026-11-24T09:00:00Z';
const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

const folder = receiverFolder();
let receiver: Receiver;

beforeAll(async () => {
  receiver = await folder.start(0, morning);
});
afterAll(async () => {
  await receiver.close();
  folder.remove();
});
beforeEach(() => receiver.reset());

const json = { 'Content-Type': 'application/json' };
const withLength = (body: string, headers: Record<string, string> = json) => ({
  ...headers,
  'Content-Length': String(Buffer.byteLength(body)),
});
const send = (body: string, headers: Record<string, string>) =>
  rawRequest(`${receiver.url}?bookingId=${id}`, { headers, body });

describe('the local receiver’s body limits (the n8n workflow’s header check)', () => {
  it('keeps the worst valid booking: 7,500 bytes, every field at its limit in 3-byte characters', async () => {
    const wide = '\u0800';
    const worst = {
      ...booking,
      name: wide.repeat(100),
      email: `${wide.repeat(250)}@${wide}.${wide}`,
      phone: '+1 2 3 4 5 6 7 8 9 0 1 2 3 4 5',
      company: wide.repeat(100),
      message: wide.repeat(2000),
    };
    const body = JSON.stringify(worst);
    expect(jsonBodyBytes(worst)).toBe(7500);
    const answer = await send(body, withLength(body));
    expect(answer).toMatchObject({ status: 200, body: bookingAccepted(id) });
    expect(receiver.bookings).toEqual([worst]);
  });

  it('refuses a body without Content-Length, above 7.5 KiB, encoded or not JSON, with JSON in Danish', async () => {
    const body = JSON.stringify(booking);
    const large = JSON.stringify({ ...booking, message: 'x'.repeat(BOOKING_MAX_BODY_BYTES) });
    const cases: [Record<string, string>, string, number, string][] = [
      [json, body, 413, requestLimitMessages.noLength],
      [withLength(large), large, 413, `Forespørgslen er for stor: højst ${BOOKING_MAX_BODY_BYTES} byte.`],
      [{ ...withLength(body), 'Content-Encoding': 'gzip' }, body, 415, requestLimitMessages.encoded],
      [withLength(body, { 'Content-Type': 'text/plain' }), body, 415, requestLimitMessages.notJson],
      [withLength(body, { 'Content-Type': 'application/octet-stream' }), body, 415, requestLimitMessages.notJson],
    ];
    for (const [headers, sent, status, error] of cases) {
      const answer = await send(sent, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(status);
      expect(answer.body).toEqual({ error });
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    expect(receiver.records).toEqual([]);
  });

  it('answers malformed JSON with the contract’s 400 and a wrong method with its 405', async () => {
    const malformed = await send('{"name":', withLength('{"name":'));
    expect(malformed).toMatchObject({
      status: 400,
      body: { ok: false, error: 'Ugyldig booking.', fields: { body: 'Forventede et JSON-objekt.' } },
    });
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const wrong = await fetch(receiver.url, { method });
      expect(wrong.status).toBe(405);
      expect(wrong.headers.get('allow')).toBe('POST, OPTIONS');
      expect(await wrong.json()).toEqual({ error: 'Kun POST er tilladt.' });
    }
  });
});

describe('the local receiver’s single-line fields', () => {
  it('refuses a line break at the end of a name, and keeps the trimmed values', async () => {
    const forged = JSON.stringify({ ...booking, name: 'Anne Hansen\nBcc: alle@example.dk' });
    expect(await send(forged, withLength(forged))).toMatchObject({
      status: 400,
      body: { fields: { name: singleLineError } },
    });
    const ending = JSON.stringify({ ...booking, name: 'Anne Hansen\n' });
    expect(await send(ending, withLength(ending))).toMatchObject({
      status: 400,
      body: { fields: { name: singleLineError } },
    });
    const padded = JSON.stringify({ ...booking, name: '  Anne Hansen ', email: ' anne@hansen-el.dk ' });
    expect(await send(padded, withLength(padded))).toMatchObject({ status: 200 });
    expect(receiver.bookings).toEqual([booking]);
  });
});
