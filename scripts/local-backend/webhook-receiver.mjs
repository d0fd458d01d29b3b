// @ts-check
/**
 * A local stand-in for the booking webhook (n8n in production), for development and the end-to-end
 * tests. `POST /booking` is a booking (and `OPTIONS /booking` its CORS preflight, another method 405);
 * every other path is 404 (scripts/local-backend/booking-intake.mjs). Every answer is the contract's JSON. A
 * body without Content-Length, above 7.5 KiB, encoded or not JSON is refused on its headers (413/415),
 * and each body is checked by the same contract and company calendar as the form and the n8n
 * workflow, all errors at once. An accepted booking is kept in a JSON
 * data file (scripts/local-backend/bookings.mjs) before the answer, once per `bookingId` (a request without one
 * gets a UUID made here), and only then answered `bookingAccepted(id)`; when it cannot be written the
 * answer is 503 with the contract's error. Its mails (scripts/local-backend/booking-desk.mjs) go to an outbox
 * folder as `.eml` files, or to a local SMTP server.
 *
 *   npm run webhook:dev -- --port 8787 --file .local/bookings.json [--outbox .local/outbox]
 *     [--smtp 127.0.0.1:1025] [--no-mail] [--now 2026-12-03T08:00:00Z]
 *
 * Then build or run the site with PUBLIC_BOOKING_WEBHOOK_URL=http://127.0.0.1:8787/booking. The
 * team's mails go to BOOKING_TEAM_EMAIL, else the e-mail of content/company.yaml; BOOKING_SMTP stands for --smtp.
 *
 * The same port also serves the local staff API under /staff-api/ (scripts/local-backend/staff-api.mjs, with its
 * options: --staff-hash or STAFF_PASSWORD_HASH, --site-origin, --address-header, --staff-state,
 * --staff-codes (one-time codes, default .local/staff-codes.json), --token-secret, --test-controls), which
 * lists and updates the same bookings; build with PUBLIC_STAFF_API_URL=http://127.0.0.1:8787/staff-api.
 * It also answers the voice provider's web chat at /chat/web (scripts/local-backend/chat.mjs, a labelled
 * stand-in); build with PUBLIC_VAPI_API_URL=http://127.0.0.1:8787.
 */
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { bookingFields, bookingMethodError } from '../../src/lib/booking/contract.mjs';
import { createBookingIntake } from './booking-intake.mjs';
import { createBookingDesk } from './booking-desk.mjs';
import { companyFrom } from './booking-mails.mjs';
import { createBookingStore } from './bookings.mjs';
import { handleLocalChat } from './chat.mjs';
import { refusedBodyHeaders } from './json-body.mjs';
import { outboxDelivery, smtpDelivery } from './mail.mjs';
import { STAFF_API_BASE, createStaffApi, staffApiCliOptions, staffApiOptionsFrom } from './staff-api.mjs';

const HOST = '127.0.0.1';
const BOOKING_PATH = '/booking';

/** @typedef {import('./booking-desk.mjs').Clock} Clock */
/** @typedef {Awaited<ReturnType<typeof startReceiver>>} Receiver */

/**
 * @typedef {object} ReceiverOptions
 * @property {number} [port] 0 takes any free port
 * @property {string} [file] the data file (JSON), made with its folder on the first booking
 * @property {string} [outbox] the folder for the mails as `.eml` files; default `outbox` beside the data file
 * @property {string} [smtp] `host:port` of an SMTP server to send the mails to instead
 * @property {boolean} [mail] false: send no mail (the staff panel then says mail is not set up)
 * @property {Record<string, string | undefined>} [env] the company's details and BOOKING_TEAM_EMAIL
 * @property {boolean} [quiet]
 * @property {Clock} [now] the clock of the calendar check, the records and the mail schedule
 * @property {import('./staff-api.mjs').StaffApiOptions} [staffApi] also serve the staff API with these options
 */

/**
 * Starts the receiver and resolves once it listens. The schedule and the daily sweep run from then on
 * by the receiver's clock; `runSchedule()`, `sweep()` and `tick()` run them at once for a test.
 * @param {ReceiverOptions} [options]
 */
export async function startReceiver({
  port = 8787,
  file = '.local/bookings.json',
  outbox,
  smtp,
  mail = true,
  env = process.env,
  quiet = false,
  now,
  staffApi,
} = {}) {
  const log = (/** @type {string} */ line) => {
    if (!quiet) console.log(line);
  };
  const dataFile = resolve(file);
  const { company, teamAddress } = companyFrom(env);
  const sender = { name: company.name, address: company.email };
  const outboxDir = resolve(outbox ?? join(dirname(dataFile), 'outbox'));
  const delivery = !mail ? null : smtp ? smtpDelivery(smtp, sender) : outboxDelivery(outboxDir, sender);
  const store = createBookingStore({ file: dataFile });
  const desk = createBookingDesk({ store, delivery, company, teamAddress, now, log });
  const staff = staffApi ? createStaffApi({ quiet, ...staffApi, bookings: desk }) : null;
  const intake = createBookingIntake(desk, log);

  const server = createServer(async (request, response) => {
    if (staff && (await staff.handle(request, response))) return;
    // The voice provider's web chat, stood in for (scripts/local-backend/chat.mjs): POST /chat/web.
    if (handleLocalChat(request, response)) return;
    // The site and the webhook live on different origins, so the browser asks first (CORS).
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader('Vary', 'Origin');
    /** @type {import('./booking-intake.mjs').Answer} */
    const answer = (status, body, headers = {}) => {
      // A held answer may outlive the request: the browser gave up and closed the connection.
      if (response.writableEnded || response.destroyed) return;
      response.writeHead(status, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        ...headers,
      });
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
      return answer(405, { error: bookingMethodError }, { Allow: 'POST, OPTIONS', ...refusedBodyHeaders });
    }
    await intake.receive(request, url, answer);
  });

  await new Promise((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(port, HOST, () => resolveListen(undefined));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  staff?.setOwnBaseUrl(`http://${HOST}:${actualPort}`);
  await desk.start();

  return {
    port: actualPort,
    url: `http://${HOST}:${actualPort}${BOOKING_PATH}`,
    file: dataFile,
    /** Where the mails go (the outbox folder or the SMTP server); null with mail switched off. */
    mailTo: delivery?.where ?? null,
    desk,
    /** Every kept record, in the order they came in. */
    get records() {
      return desk.all();
    },
    /** The seven fields of every kept booking, in the order they came in. */
    get bookings() {
      return desk.all().map((record) => Object.fromEntries(bookingFields.map((field) => [field, record[field]])));
    },
    requestCount: intake.requestCount,
    failNext: intake.failNext,
    holdNext: intake.holdNext,
    whenHeld: intake.whenHeld,
    release: intake.release,
    /** @param {Clock} next the clock from now on */
    setNow: (next) => desk.setNow(next),
    /** Resolves once every mail so far has been sent or has failed. */
    mailIdle: desk.idle,
    runSchedule: desk.runSchedule,
    sweep: desk.sweep,
    tick: desk.tick,
    /** Forgets bookings, counts, pending failures and holds; back to the start clock. */
    reset: () => {
      intake.reset();
      return desk.reset(now ?? (() => new Date()));
    },
    close: async () => {
      desk.stop();
      await new Promise((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose(undefined));
      });
      await desk.idle();
    },
  };
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (runDirectly) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8787' },
      file: { type: 'string', default: '.local/bookings.json' },
      outbox: { type: 'string' },
      smtp: { type: 'string', default: process.env.BOOKING_SMTP || undefined },
      'no-mail': { type: 'boolean', default: false },
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
  const receiver = await startReceiver({
    port: Number(values.port),
    file: values.file,
    outbox: values.outbox,
    smtp: values.smtp,
    mail: !values['no-mail'],
    now: values.now,
    staffApi,
  }).catch((/** @type {Error} */ error) => {
    console.error(error.message);
    process.exit(1);
  });
  const staffUrl = `http://${HOST}:${receiver.port}${STAFF_API_BASE}`;
  console.log(`Booking-webhook lytter på ${receiver.url} og gemmer i ${receiver.file}`);
  console.log(receiver.mailTo ? `Mails går til ${receiver.mailTo}` : 'Mails er slået fra (--no-mail).');
  console.log(`Personale-API lytter på ${staffUrl} (tilgængelighed i ${staffApi.stateFile})`);
  if (!staffApi.passwordHash) console.log('Uden STAFF_PASSWORD_HASH (eller --staff-hash) svarer login 503.');
  console.log(`Byg sitet med PUBLIC_BOOKING_WEBHOOK_URL=${receiver.url} PUBLIC_STAFF_API_URL=${staffUrl}`);
}
