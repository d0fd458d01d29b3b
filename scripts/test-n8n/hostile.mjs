// @ts-check
/**
 * Hostile bodies on the running n8n (docs/product.md#booking-contract): twelve 10 KB JSON bodies nested 5,000 deep
 * at once (before the header check, these took every task-runner slot for n8n's 300 s task time-out),
 * a gzip body, a chunked body without Content-Length and a 50 MB application/octet-stream body, each
 * answered with the contract's JSON 413 or 415; then a valid booking and `GET /agents` must both
 * answer within 2 s.
 */
import { request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { requestLimitMessages, tooLargeMessage } from '../../src/lib/request-limits.mjs';
import { BOOKING_MAX_BODY_BYTES } from '../../src/lib/booking/contract.mjs';
import { STAFF_MAX_BODY_BYTES } from '../../src/lib/staff/api-contract.mjs';
import { postBooking, validBooking } from './bookings.mjs';
import { check, log, request } from './harness.mjs';

/**
 * One raw HTTP request, so the test decides every header (fetch would add or refuse some).
 * @param {string} url
 * @param {{ headers: Record<string, string | number>, chunks: Buffer[], timeoutMs?: number }} options
 * @returns {Promise<{ status: number, text: string, json: any, ms: number, error?: string }>}
 */
export function rawPost(url, { headers, chunks, timeoutMs = 60_000 }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (/** @type {number} */ status, /** @type {string} */ text, /** @type {string} */ error = '') => {
      let json;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      resolve({ status, text, json, ms: performance.now() - started, ...(error && { error }) });
    };
    const req = httpRequest(url, { method: 'POST', headers, timeout: timeoutMs }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => done(res.statusCode ?? 0, text));
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error) => done(0, '', error.message));
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

/** A JSON body of `depth` nested arrays: 2 bytes a level. @param {number} depth */
export const nestedBody = (depth) => Buffer.from(`${'['.repeat(depth)}${']'.repeat(depth)}`);

/** @param {{ status: number, json: any }} answer @param {number} status @param {string} error */
const isAnswer = (answer, status, error) => answer.status === status && answer.json?.error === error;

/**
 * @param {{ webhookBase: string, staffBase: string, siteOrigin: string }} context
 */
export async function hostileBodiesScenario({ webhookBase, staffBase, siteOrigin }) {
  const json = { 'Content-Type': 'application/json', Origin: siteOrigin };
  const deep = nestedBody(5000);
  log(`burst: twelve ${deep.length}-byte bodies nested 5,000 deep at once, six to the booking and six to the login`);
  const burst = await Promise.all(
    Array.from({ length: 12 }, (_, i) => {
      const url = i % 2 === 0 ? `${webhookBase}/booking` : `${staffBase}/login`;
      return rawPost(url, { headers: { ...json, 'Content-Length': deep.length }, chunks: [deep] });
    }),
  );
  const limits = burst.map((_, i) => (i % 2 === 0 ? BOOKING_MAX_BODY_BYTES : STAFF_MAX_BODY_BYTES));
  const slowest = Math.max(...burst.map((answer) => answer.ms));
  check(
    `burst: all twelve get the contract's JSON 413 (${[...new Set(burst.map((a) => a.status))].join(', ')}), the slowest in ${Math.round(slowest)} ms`,
    burst.every((answer, i) => isAnswer(answer, 413, tooLargeMessage(limits[i]))),
    burst.map((answer) => `${answer.status} ${answer.text.slice(0, 120)} ${answer.error ?? ''}`),
  );

  const gzipped = gzipSync(deep);
  const gzip = await rawPost(`${webhookBase}/booking`, {
    headers: { ...json, 'Content-Encoding': 'gzip', 'Content-Length': gzipped.length },
    chunks: [gzipped],
  });
  check(
    `gzip: a gzip body (${gzipped.length} bytes, 5,000 deep unzipped) gets the JSON 415 (${gzip.status}, ${Math.round(gzip.ms)} ms)`,
    isAnswer(gzip, 415, requestLimitMessages.encoded),
    gzip.text || gzip.error,
  );

  const chunked = await rawPost(`${staffBase}/login`, {
    headers: { ...json, 'Transfer-Encoding': 'chunked' },
    chunks: [deep.subarray(0, 5000), deep.subarray(5000)],
  });
  check(
    `chunked: a body without Content-Length gets the JSON 413 (${chunked.status}, ${Math.round(chunked.ms)} ms)`,
    isAnswer(chunked, 413, requestLimitMessages.noLength),
    chunked.text || chunked.error,
  );

  const megabyte = Buffer.alloc(1024 * 1024, 0x61);
  const upload = await rawPost(`${webhookBase}/booking`, {
    headers: { 'Content-Type': 'application/octet-stream', Origin: siteOrigin, 'Content-Length': 50 * megabyte.length },
    chunks: Array.from({ length: 50 }, () => megabyte),
    timeoutMs: 120_000,
  });
  check(
    `octet-stream: a 50 MB application/octet-stream body gets the JSON 415 (${upload.status}, ${Math.round(upload.ms)} ms)`,
    isAnswer(upload, 415, requestLimitMessages.notJson),
    upload.text.slice(0, 300) || upload.error,
  );

  // What n8n answers by itself, before any node runs: recorded for docs/n8n.md, not judged.
  const malformed = await rawPost(`${webhookBase}/booking`, {
    headers: { ...json, 'Content-Length': 9 },
    chunks: [Buffer.from('{"name":,')],
  });
  const wrongMethod = await request('GET', `${webhookBase}/booking`).catch(() => ({ status: 0, text: '' }));
  log(`n8n by itself: malformed JSON → ${malformed.status} ${malformed.text.slice(0, 100).replace(/\s+/g, ' ')}`);
  log(
    `n8n by itself: GET on the booking webhook → ${wrongMethod.status} ${wrongMethod.text.slice(0, 100).replace(/\s+/g, ' ')}`,
  );

  const booking = await postBooking(
    webhookBase,
    siteOrigin,
    validBooking({ email: 'efter@burst-test.dk' }),
    randomUUID(),
  );
  const started = performance.now();
  const agents = await request('GET', `${staffBase}/agents`, { timeoutMs: 10_000 });
  const agentsMs = performance.now() - started;
  check(
    `after them: a valid booking (${booking.status}, ${Math.round(booking.ms)} ms) and GET /agents (${agents.status}, ${Math.round(agentsMs)} ms) both answer within 2 s`,
    booking.status === 200 && booking.ms < 2000 && agents.status === 200 && agentsMs < 2000,
    { booking: booking.text, agents: agents.text },
  );
  return { slowestBurstMs: slowest, bookingMs: booking.ms, agentsMs };
}
