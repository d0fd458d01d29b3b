// @ts-check
/**
 * A local stand-in for the booking webhook (n8n, Make or Zapier in production), for development
 * and the end-to-end tests. It answers the CORS preflight, checks each body against the booking
 * contract the form uses, appends accepted bookings to a JSON Lines file and prints them.
 *
 *   npm run webhook:dev -- --port 8787 --file ./bookings.jsonl
 *
 * Then build or run the site with PUBLIC_BOOKING_WEBHOOK_URL=http://127.0.0.1:8787/booking.
 */
import { appendFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { checkBookingBody, earliestIsoDateOnEarth } from '../src/lib/booking/contract.mjs';

const HOST = '127.0.0.1';
// A booking is well under 3 KB; anything far larger is not one.
const MAX_BODY_BYTES = 64 * 1024;

/** @typedef {import('../src/lib/booking/contract.mjs').BookingRequest} BookingRequest */

/**
 * @typedef {object} Receiver
 * @property {number} port
 * @property {string} url the address to POST bookings to
 * @property {BookingRequest[]} bookings every accepted booking since start or the last reset
 * @property {() => number} requestCount POSTs received, accepted or not
 * @property {(count?: number) => void} failNext answer the next `count` POSTs with 500
 * @property {() => void} reset forget bookings, counts and pending failures
 * @property {() => Promise<void>} close
 */

/**
 * Starts the receiver and resolves once it listens.
 * @param {{ port?: number, file?: string, quiet?: boolean }} [options]
 * @returns {Promise<Receiver>}
 */
export async function startReceiver({ port = 8787, file = './bookings.jsonl', quiet = false } = {}) {
  const outFile = resolve(file);
  /** @type {BookingRequest[]} */
  const bookings = [];
  let requests = 0;
  let failuresLeft = 0;
  const log = (/** @type {string} */ line) => {
    if (!quiet) console.log(line);
  };

  const server = createServer(async (request, response) => {
    // The site and the webhook live on different origins, so the browser asks first (CORS).
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader('Vary', 'Origin');
    const answer = (/** @type {number} */ status, /** @type {object} */ body) => {
      response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };

    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '600',
      });
      response.end();
      return;
    }
    if (request.method !== 'POST') {
      response.setHeader('Allow', 'POST, OPTIONS');
      answer(405, { error: 'Kun POST er tilladt.' });
      return;
    }

    requests += 1;
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      request.resume();
      answer(500, { error: 'Simuleret fejl.' });
      return;
    }
    if (!String(request.headers['content-type']).startsWith('application/json')) {
      request.resume();
      answer(415, { error: 'Content-Type skal være application/json.' });
      return;
    }

    const chunks = [];
    let size = 0;
    for await (const chunk of request) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        answer(413, { error: 'Forespørgslen er for stor.' });
        request.destroy();
        return;
      }
      chunks.push(chunk);
    }

    let body;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      answer(400, { error: 'Ugyldig JSON.' });
      return;
    }
    const checked = checkBookingBody(body, earliestIsoDateOnEarth(new Date()));
    if (!checked.ok) {
      log(`Afvist booking: ${JSON.stringify(checked.errors)}`);
      answer(400, { error: 'Ugyldig booking.', fields: checked.errors });
      return;
    }

    const record = { receivedAt: new Date().toISOString(), ...checked.booking };
    await appendFile(outFile, `${JSON.stringify(record)}\n`, 'utf8');
    bookings.push(checked.booking);
    log(`Booking modtaget: ${JSON.stringify(record)}`);
    answer(200, { ok: true });
  });

  await new Promise((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(port, HOST, () => resolveListen(undefined));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;

  return {
    port: actualPort,
    url: `http://${HOST}:${actualPort}/booking`,
    bookings,
    requestCount: () => requests,
    failNext: (count = 1) => {
      failuresLeft = count;
    },
    reset: () => {
      bookings.length = 0;
      requests = 0;
      failuresLeft = 0;
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
    options: { port: { type: 'string', default: '8787' }, file: { type: 'string', default: './bookings.jsonl' } },
  });
  const receiver = await startReceiver({ port: Number(values.port), file: values.file });
  console.log(`Booking-webhook lytter på ${receiver.url} og gemmer i ${resolve(values.file)}`);
  console.log(`Byg sitet med PUBLIC_BOOKING_WEBHOOK_URL=${receiver.url}`);
}
