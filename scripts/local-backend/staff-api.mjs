// @ts-check
/**
 * A local staff API for development and the tests: the routes of src/lib/staff/api-contract.mjs
 * under one base path (default `/staff-api`), each answered by running its program
 * (src/lib/staff/api-program.mjs), the one the n8n workflow's nodes follow
 * (scripts/n8n/build-staff-workflow.mjs): the same steps in the same order (./local-staff-run.mjs).
 * It also stands in for the voice provider's `GET /call` (at `<base>/provider/call`), whose calls a
 * test sets. Its parts: the HTTP side (./local-staff-routes.mjs), the Data Tables' stand-ins
 * (./local-staff-store.mjs over ./local-staff-codes.mjs, ./local-staff-availability.mjs and the
 * booking desk) and the provider's stand-in with the workflow's static data (./local-staff-figures.mjs).
 *
 * `npm run webhook:dev` serves it beside the booking receiver on the same port, and hands it the
 * receiver's booking desk (scripts/local-backend/booking-desk.mjs) for `GET /bookings` and
 * `POST /booking-status`. Inputs:
 * - `passwordHash`: the `npm run staff:hash` hash (STAFF_PASSWORD_HASH); without it login answers 503.
 * - `siteOrigin`: the one browser origin the staff routes answer (default http://127.0.0.1:4321).
 * - `addressHeader`: the client-address header a proxy would set (`x-real-ip`, or `cf-connecting-ip`);
 *   without that header the socket's address stands in, since locally nothing sits in front.
 * - `stateFile`: availability as JSON; a restart keeps it.
 * - `codesFile`: the one-time codes as JSON (`npm run staff:code` writes there); default
 *   `staff-codes.json` beside `stateFile` (so `.local/` for `npm start`), in memory without either.
 * - `tokenSecret`: the HS256 secret (default: random at each start, so a restart logs everyone out
 *   and makes every device unknown again).
 * - `now`: a fixed instant or a function (the tests' clock); `setNow` and `reset` change it later.
 * - `bookings`: the booking desk; without one, bookings live in memory and no mail is sent (a
 *   staff API started alone for a test, which adds bookings through `api.bookings.accept`).
 * - `loginLimits`: the lock's numbers; a test may lower the global ceiling, as every wrong password
 *   below it costs a PBKDF2 run.
 * - `testControls`: also serve `POST <base>/__control` (reset, clock, provider calls, the booking
 *   schedule and sweep) for tests that run the backend in another process. Never on in production:
 *   n8n is the production backend.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { voiceAgents } from '../../src/lib/voice-agents.mjs';
import { staffMessages } from '../../src/lib/staff/api-contract.mjs';
import { createBookingDesk } from './booking-desk.mjs';
import { companyFrom } from './booking-mails.mjs';
import { createBookingStore } from './bookings.mjs';
import { createAvailability } from './staff-availability.mjs';
import { CODES_FILE_NAME, DEFAULT_CODES_FILE, createCodeStore } from './staff-codes.mjs';
import { LOCAL_PROVIDER_KEY, createFigures } from './staff-figures.mjs';
import { createStaffRoutes } from './staff-routes.mjs';
import { createStaffStore } from './staff-store.mjs';

export { LOCAL_PROVIDER_KEY } from './staff-figures.mjs';

const HOST = '127.0.0.1';
export const STAFF_API_BASE = '/staff-api';

/** @typedef {import('../../src/lib/staff/api-contract.mjs').StaffAnswer} StaffAnswer */
/** @typedef {Date | string | number | (() => Date)} Clock a fixed instant (a Date, ISO text or milliseconds), or a function giving "now" */

/** @param {Clock | undefined} clock */
const toNow = (clock) =>
  typeof clock === 'function' ? clock : clock === undefined ? () => new Date() : () => new Date(clock);

/**
 * The assistant ids the stand-in provider knows by default: one per agent that takes calls from the start;
 * the one switched off at first is not connected either, so the panel shows both states.
 */
export const localAssistantIds = Object.freeze(
  Object.fromEntries(voiceAgents.map((agent) => [agent.id, agent.availableByDefault ? `assistant-${agent.id}` : ''])),
);

/**
 * @typedef {object} StaffApiOptions
 * @property {string} [passwordHash]
 * @property {string} [siteOrigin]
 * @property {string} [addressHeader]
 * @property {string} [stateFile]
 * @property {string} [codesFile]
 * @property {string} [tokenSecret]
 * @property {Clock} [now]
 * @property {string} [basePath]
 * @property {string | null} [providerBaseUrl] the provider's base URL; default the stand-in; null: not connected
 * @property {string} [providerKey]
 * @property {Record<string, string>} [assistantIds] agent id → assistant id ('' = not connected)
 * @property {import('./booking-desk.mjs').BookingDesk} [bookings]
 * @property {import('../../src/lib/staff/attempts.mjs').LoginLimits} [loginLimits]
 * @property {boolean} [testControls]
 * @property {boolean} [quiet]
 */

/**
 * The staff API as a request handler, for a server of its own or beside the booking receiver.
 * @param {StaffApiOptions} options
 */
export function createStaffApi({
  passwordHash = '',
  siteOrigin = 'http://127.0.0.1:4321',
  addressHeader = 'x-real-ip',
  stateFile,
  codesFile,
  tokenSecret = randomBytes(32).toString('base64url'),
  now,
  basePath = STAFF_API_BASE,
  providerBaseUrl,
  providerKey = LOCAL_PROVIDER_KEY,
  assistantIds = localAssistantIds,
  bookings,
  loginLimits,
  testControls = false,
  quiet = false,
} = {}) {
  let clock = toNow(now);
  /** Set once the server listens: the stand-in provider's own URL. */
  let ownBaseUrl = '';
  const log = (/** @type {string} */ line) => {
    if (!quiet) console.log(line);
  };
  const desk =
    bookings ??
    createBookingDesk({
      store: createBookingStore(),
      delivery: null,
      ...companyFrom(process.env),
      now: () => clock(),
      log,
    });
  const availability = createAvailability(stateFile, assistantIds);
  const figures = createFigures();
  const store = createStaffStore({
    passwordHash: () => passwordHash,
    availability,
    codes: createCodeStore(codesFile ?? (stateFile && join(dirname(stateFile), CODES_FILE_NAME))),
    desk,
    log,
  });
  let passwordChecks = 0;

  /**
   * The test controls; `now` sets the booking desk's clock too, and `runSchedule` / `sweep` run the
   * desk's timers at once (after `now`), so a test in another process can move time on.
   * @param {unknown} body
   * @returns {Promise<StaffAnswer>}
   */
  async function control(body) {
    const input = /** @type {Record<string, unknown>} */ (body ?? {});
    if (input.reset === true) await api.reset();
    if ('now' in input) {
      const next = typeof input.now === 'string' ? input.now : () => new Date();
      api.setNow(next);
      desk.setNow(next);
    }
    if (Array.isArray(input.providerCalls)) figures.setProviderCalls(input.providerCalls);
    if (typeof input.providerDelayMs === 'number') figures.setProviderDelay(input.providerDelayMs);
    if ('providerBaseUrl' in input) providerBaseUrl = /** @type {string | null | undefined} */ (input.providerBaseUrl);
    if (input.runSchedule === true) await desk.runSchedule();
    if (input.sweep === true) await desk.sweep();
    return { status: 200, body: { ok: true } };
  }

  const { handle } = createStaffRoutes({
    basePath,
    siteOrigin,
    addressHeader,
    store,
    figures,
    tokenSecret: () => tokenSecret,
    clock: () => clock(),
    limits: loginLimits,
    providerBase: () => (providerBaseUrl === undefined ? ownBaseUrl : (providerBaseUrl ?? '')),
    providerKey,
    onStep: (node) => {
      if (node === 'checkPassword') passwordChecks += 1;
    },
    control: testControls ? control : null,
    log,
  });

  const api = {
    handle,
    /** @param {string} url the server's own address, so the dashboard can reach the stand-in provider */
    setOwnBaseUrl: (url) => {
      ownBaseUrl = `${url}${basePath}/provider`;
    },
    /** @param {Clock} next */
    setNow: (next) => {
      clock = toNow(next);
    },
    setProviderCalls: figures.setProviderCalls,
    setProviderDelay: figures.setProviderDelay,
    /** How many admitted attempts reached the password check. */
    passwordChecks: () => passwordChecks,
    providerRequests: figures.providerRequests,
    attempts: store.attempts,
    agents: availability.agents,
    /** The booking desk `GET /bookings` reads (the receiver's, or one of its own). */
    bookings: desk,
    /**
     * Forgets attempts, codes, cached figures, provider calls, counts and bookings, and sets
     * availability and clock back (the booking desk keeps its clock). Resolves once the bookings are
     * forgotten.
     */
    reset: () => {
      const bookingsForgotten = desk.reset();
      store.reset();
      passwordChecks = 0;
      figures.reset();
      clock = toNow(now);
      availability.reset();
      return bookingsForgotten;
    },
    tokenSecret,
  };
  return api;
}

/**
 * Starts the staff API on a server of its own and resolves once it listens.
 * @param {StaffApiOptions & { port?: number }} [options]
 */
export async function startStaffApi({ port = 8788, ...options } = {}) {
  const api = createStaffApi(options);
  const server = createServer(async (request, response) => {
    if (!(await api.handle(request, response))) {
      request.resume();
      response.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ error: staffMessages.notFound }));
    }
  });
  await new Promise((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(port, HOST, () => resolveListen(undefined));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const origin = `http://${HOST}:${actualPort}`;
  api.setOwnBaseUrl(origin);
  return {
    ...api,
    port: actualPort,
    url: `${origin}${options.basePath ?? STAFF_API_BASE}`,
    close: () =>
      /** @type {Promise<void>} */ (
        new Promise((resolveClose) => {
          server.closeAllConnections();
          server.close(() => resolveClose());
        })
      ),
  };
}

/** The command-line options, shared with scripts/local-backend/webhook-receiver.mjs. */
export const staffApiCliOptions = /** @type {const} */ ({
  'staff-hash': { type: 'string' },
  'site-origin': { type: 'string', default: 'http://127.0.0.1:4321' },
  'address-header': { type: 'string', default: 'x-real-ip' },
  'staff-state': { type: 'string', default: './staff-availability.json' },
  'staff-codes': { type: 'string', default: DEFAULT_CODES_FILE },
  'token-secret': { type: 'string' },
  'test-controls': { type: 'boolean', default: false },
});

/**
 * Options for `createStaffApi` from parsed command-line values and the environment.
 * @param {Record<string, string | boolean | undefined>} values
 * @returns {StaffApiOptions}
 */
export function staffApiOptionsFrom(values) {
  return {
    passwordHash: String(values['staff-hash'] ?? process.env.STAFF_PASSWORD_HASH ?? ''),
    siteOrigin: String(values['site-origin']),
    addressHeader: String(values['address-header']).toLowerCase(),
    stateFile: resolve(String(values['staff-state'])),
    codesFile: resolve(String(values['staff-codes'])),
    tokenSecret: typeof values['token-secret'] === 'string' ? values['token-secret'] : undefined,
    testControls: values['test-controls'] === true,
  };
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (runDirectly) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '8788' }, ...staffApiCliOptions } });
  const api = await startStaffApi({ port: Number(values.port), ...staffApiOptionsFrom(values) });
  console.log(`Personale-API lytter på ${api.url}`);
  console.log(`Byg sitet med PUBLIC_STAFF_API_URL=${api.url}`);
}
