// @ts-check
/**
 * A local stand-in for the booking webhook (n8n, Make or Zapier in production), for development
 * and the end-to-end tests. `POST /booking` is a booking (and `OPTIONS /booking` its CORS preflight);
 * every other path is 404. Each body is checked by the same contract and company calendar as the
 * form and the n8n workflow (src/lib/booking/webhook-check.mjs), all errors at once; an accepted
 * booking is appended to a JSON Lines file and printed, once per `bookingId` query parameter.
 *
 *   npm run webhook:dev -- --port 8787 --file ./bookings.jsonl [--now 2026-12-03T08:00:00Z]
 *
 * Then build or run the site with PUBLIC_BOOKING_WEBHOOK_URL=http://127.0.0.1:8787/booking.
 *
 * The same port also serves the local staff API under /staff-api/ (scripts/staff-api.mjs, with its
 * options: --staff-hash or STAFF_PASSWORD_HASH, --site-origin, --address-header, --staff-state,
 * --token-secret, --test-controls); build with PUBLIC_STAFF_API_URL=http://127.0.0.1:8787/staff-api.
 */
import { appendFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { bookingIdParameter } from '../src/lib/booking/booking-id.mjs';
import { checkBookingRequest } from '../src/lib/booking/webhook-check.mjs';
import { createAnswerHold } from './answer-hold.mjs';
import { STAFF_API_BASE, createStaffApi, staffApiCliOptions, staffApiOptionsFrom } from './staff-api.mjs';

const HOST = '127.0.0.1';
const BOOKING_PATH = '/booking';
// A booking is well under 3 KB; anything far larger is not one.
const MAX_BODY_BYTES = 64 * 1024;

/** @typedef {import('../src/lib/booking/contract.mjs').BookingRequest} BookingRequest */
/** @typedef {{ receivedAt: string, bookingId: string | null } & BookingRequest} BookingRecord */
/** @typedef {Date | string | (() => Date)} Clock a fixed instant, or a function giving "now" */

/**
 * @typedef {object} Receiver
 * @property {number} port
 * @property {string} url the address to POST bookings to
 * @property {BookingRequest[]} bookings every stored booking (the seven keys) since start or the last reset
 * @property {BookingRecord[]} records the same with `receivedAt` and `bookingId`, as written to the file
 * @property {() => number} requestCount POSTs to /booking received, accepted or not
 * @property {(count?: number) => void} failNext answer the next `count` POSTs with 500
 * @property {(count?: number) => void} holdNext store the next `count` bookings but hold their answers until `release`
 * @property {() => Promise<void>} whenHeld resolves once an answer is being held
 * @property {() => number} release send every held answer (200); returns how many
 * @property {(now: Clock) => void} setNow the clock the calendar check uses from now on
 * @property {() => void} reset forget bookings, ids, counts, pending failures and holds; back to the start clock
 * @property {() => Promise<void>} close
 */

/** @param {Clock | undefined} clock */
const toNow = (clock) =>
  typeof clock === 'function' ? clock : clock === undefined ? () => new Date() : () => new Date(clock);

/**
 * Starts the receiver and resolves once it listens.
 * @param {{ port?: number, file?: string, quiet?: boolean, now?: Clock, staffApi?: import('./staff-api.mjs').StaffApiOptions }} [options]
 *   `staffApi`: also serve the local staff API under /staff-api/ with these options
 * @returns {Promise<Receiver>}
 */
export async function startReceiver({ port = 8787, file = './bookings.jsonl', quiet = false, now, staffApi } = {}) {
  const staff = staffApi ? createStaffApi({ quiet, ...staffApi }) : null;
  const outFile = resolve(file);
  /** @type {BookingRequest[]} */
  const bookings = [];
  /** @type {BookingRecord[]} */
  const records = [];
  const storedIds = new Set();
  const hold = createAnswerHold();
  let clock = toNow(now);
  let requests = 0;
  let failuresLeft = 0;
  const log = (/** @type {string} */ line) => {
    if (!quiet) console.log(line);
  };

  /** @param {import('node:http').IncomingMessage} request */
  async function readJson(request) {
    const chunks = [];
    let size = 0;
    for await (const chunk of request) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) return { status: 413, error: 'Forespørgslen er for stor.' };
      chunks.push(chunk);
    }
    try {
      return { body: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
    } catch {
      return { status: 400, error: 'Ugyldig JSON.' };
    }
  }

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {URL} url
   * @param {(status: number, body: object) => void} answer
   */
  async function receiveBooking(request, url, answer) {
    requests += 1;
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      request.resume();
      return answer(500, { error: 'Simuleret fejl.' });
    }
    if (!String(request.headers['content-type']).startsWith('application/json')) {
      request.resume();
      return answer(415, { error: 'Content-Type skal være application/json.' });
    }
    const read = await readJson(request);
    if (read.error) {
      if (read.status === 413) request.destroy();
      return answer(/** @type {number} */ (read.status), { error: read.error });
    }
    const checked = checkBookingRequest(read.body, url.searchParams.get(bookingIdParameter), { now: clock() });
    if (!checked.ok) {
      log(`Afvist booking: ${JSON.stringify(checked.fields)}`);
      return answer(400, checked);
    }
    if (checked.bookingId && storedIds.has(checked.bookingId)) {
      log(`Gentaget booking ${checked.bookingId}: allerede gemt, ikke gemt igen.`);
      return answer(200, { ok: true, duplicate: true });
    }
    /** @type {BookingRecord} */
    const record = { receivedAt: new Date().toISOString(), bookingId: checked.bookingId, ...checked.booking };
    if (checked.bookingId) storedIds.add(checked.bookingId);
    await appendFile(outFile, `${JSON.stringify(record)}\n`, 'utf8');
    bookings.push(checked.booking);
    records.push(record);
    log(`Booking modtaget (${checked.requestedTime}): ${JSON.stringify(record)}`);
    const send = () => answer(200, { ok: true });
    if (!hold.offer(send)) send();
  }

  const server = createServer(async (request, response) => {
    if (staff && (await staff.handle(request, response))) return;
    // The site and the webhook live on different origins, so the browser asks first (CORS).
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader('Vary', 'Origin');
    const answer = (/** @type {number} */ status, /** @type {object} */ body) => {
      // A held answer may outlive the request: the browser gave up and closed the connection.
      if (response.writableEnded || response.destroyed) return;
      response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', `http://${HOST}`);

    if (url.pathname !== BOOKING_PATH) {
      request.resume();
      return answer(404, { error: 'Ikke fundet. Bookinger sendes til POST /booking.' });
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '600',
      });
      return response.end();
    }
    if (request.method !== 'POST') {
      request.resume();
      response.setHeader('Allow', 'POST, OPTIONS');
      return answer(405, { error: 'Kun POST er tilladt.' });
    }
    await receiveBooking(request, url, answer);
  });

  await new Promise((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(port, HOST, () => resolveListen(undefined));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  staff?.setOwnBaseUrl(`http://${HOST}:${actualPort}`);

  return {
    port: actualPort,
    url: `http://${HOST}:${actualPort}${BOOKING_PATH}`,
    bookings,
    records,
    requestCount: () => requests,
    failNext: (count = 1) => {
      failuresLeft = count;
    },
    holdNext: hold.holdNext,
    whenHeld: hold.whenHeld,
    release: hold.release,
    setNow: (next) => {
      clock = toNow(next);
    },
    reset: () => {
      hold.clear();
      bookings.length = 0;
      records.length = 0;
      storedIds.clear();
      requests = 0;
      failuresLeft = 0;
      clock = toNow(now);
    },
    close: () =>
      new Promise((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose(undefined));
      }),
  };
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (runDirectly) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8787' },
      file: { type: 'string', default: './bookings.jsonl' },
      // A fixed "now" (ISO 8601) for the calendar check, to match a browser whose clock is fixed.
      now: { type: 'string' },
      ...staffApiCliOptions,
    },
  });
  if (values.now !== undefined && Number.isNaN(Date.parse(values.now))) {
    console.error(`--now skal være et tidspunkt i ISO 8601, fx 2026-12-03T08:00:00Z (fik "${values.now}").`);
    process.exit(1);
  }
  const staffApi = staffApiOptionsFrom(values);
  const receiver = await startReceiver({ port: Number(values.port), file: values.file, now: values.now, staffApi });
  const staffUrl = `http://${HOST}:${receiver.port}${STAFF_API_BASE}`;
  console.log(`Booking-webhook lytter på ${receiver.url} og gemmer i ${resolve(values.file)}`);
  console.log(`Personale-API lytter på ${staffUrl} (tilgængelighed i ${staffApi.stateFile})`);
  if (!staffApi.passwordHash) console.log('Uden STAFF_PASSWORD_HASH (eller --staff-hash) svarer login 503.');
  console.log(`Byg sitet med PUBLIC_BOOKING_WEBHOOK_URL=${receiver.url} PUBLIC_STAFF_API_URL=${staffUrl}`);
}
