// @ts-check
/**
 * A local staff API for development and the tests: the routes of src/lib/staff/api-contract.mjs
 * under one base path (default `/staff-api`), answered from the same modules as the n8n workflow
 * (scripts/build-n8n-staff-workflow.mjs): the same lock, tokens, errors and answers. It also stands in
 * for the voice provider's `GET /call` (at `<base>/provider/call`), whose calls a test sets.
 *
 * `npm run webhook:dev` serves it beside the booking receiver on the same port, and hands it the
 * receiver's booking desk (scripts/local-booking-desk.mjs) for `GET /bookings` and
 * `POST /booking-status`. Inputs:
 * - `passwordHash`: the `npm run staff:hash` hash (STAFF_PASSWORD_HASH); without it login answers 503.
 * - `siteOrigin`: the one browser origin the staff routes answer (default http://127.0.0.1:4321).
 * - `addressHeader`: the client-address header a proxy would set (`x-real-ip`, or `cf-connecting-ip`);
 *   without that header the socket's address stands in, since locally nothing sits in front.
 * - `stateFile`: availability as JSON; a restart keeps it.
 * - `tokenSecret`: the HS256 secret (default: random at each start, so a restart logs everyone out).
 * - `now`: a fixed instant or a function (the tests' clock); `setNow` and `reset` change it later.
 * - `bookings`: the booking desk; without one, bookings live in memory and no mail is sent (a
 *   staff API started alone for a test, which adds bookings through `api.bookings.accept`).
 * - `testControls`: also serve `POST <base>/__control` (reset, clock, provider calls, the booking
 *   schedule and sweep) for tests that run the backend in another process. Never on in production:
 *   n8n is the production backend.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, renameSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { voiceAgents, defaultAvailability } from '../src/lib/voice-agents.mjs';
import {
  agentsAnswer,
  badRequestAnswer,
  bearerToken,
  checkAvailabilityBody,
  checkLoginBody,
  corsFor,
  loginAnswer,
  originRefusedAnswer,
  publicAgent,
  routeForPath,
  sessionExpiredAnswer,
  staffMessages,
  staffRoutes,
  tooManyAttemptsAnswer,
  unknownAgentAnswer,
  wrongPasswordAnswer,
} from '../src/lib/staff/api-contract.mjs';
import { clientAddress, decideAttempt, recordsToKeep } from '../src/lib/staff/attempts.mjs';
import {
  PROVIDER_TIMEOUT_MS,
  copenhagenMidnight,
  countCallsByAssistant,
  dashboardAnswer,
  isReadingFresh,
  readCallsSince,
} from '../src/lib/staff/call-figures.mjs';
import { signStaffToken, verifyStaffToken } from '../src/lib/staff/jwt.mjs';
import { verifyPassword } from '../src/lib/staff/password-hash.js';
import { createBookingDesk } from './local-booking-desk.mjs';
import { companyFrom } from './local-booking-mails.mjs';
import { createBookingStore } from './local-bookings.mjs';
import { changeBookingStatus, listBookings } from './local-staff-bookings.mjs';

const HOST = '127.0.0.1';
export const STAFF_API_BASE = '/staff-api';
const PROVIDER_PATH = '/provider/call';
const CONTROL_PATH = '/__control';
/** The stand-in provider's key; the dashboard sends it as the provider's Bearer key. */
export const LOCAL_PROVIDER_KEY = 'local-provider-key';
const MAX_BODY_BYTES = 16 * 1024;

/** @typedef {import('../src/lib/staff/api-contract.mjs').StoredAgent} StoredAgent */
/** @typedef {import('../src/lib/staff/api-contract.mjs').StaffAnswer} StaffAnswer */
/** @typedef {import('../src/lib/staff/attempts.mjs').AttemptRecord} AttemptRecord */
/** @typedef {import('../src/lib/staff/call-figures.mjs').FiguresReading} FiguresReading */
/** @typedef {Date | string | number | (() => Date)} Clock a fixed instant (a Date, ISO text or milliseconds), or a function giving "now" */

/** @param {Clock | undefined} clock */
const toNow = (clock) =>
  typeof clock === 'function' ? clock : clock === undefined ? () => new Date() : () => new Date(clock);

/** The assistant ids the stand-in provider knows by default: one per agent except Freja (not connected). */
export const localAssistantIds = Object.freeze({ sofie: 'assistant-sofie', magnus: 'assistant-magnus', freja: '' });

/**
 * @typedef {object} StaffApiOptions
 * @property {string} [passwordHash]
 * @property {string} [siteOrigin]
 * @property {string} [addressHeader]
 * @property {string} [stateFile]
 * @property {string} [tokenSecret]
 * @property {Clock} [now]
 * @property {string} [basePath]
 * @property {string | null} [providerBaseUrl] the provider's base URL; default the stand-in; null: not connected
 * @property {string} [providerKey]
 * @property {Record<string, string>} [assistantIds] agent id → assistant id ('' = not connected)
 * @property {import('./local-booking-desk.mjs').BookingDesk} [bookings]
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
  tokenSecret = randomBytes(32).toString('base64url'),
  now,
  basePath = STAFF_API_BASE,
  providerBaseUrl,
  providerKey = LOCAL_PROVIDER_KEY,
  assistantIds = localAssistantIds,
  bookings,
  testControls = false,
  quiet = false,
} = {}) {
  let clock = toNow(now);
  /** @type {AttemptRecord[]} */
  let attempts = [];
  let nextAttemptId = 1;
  let passwordChecks = 0;
  /** @type {FiguresReading | undefined} */
  let cachedReading;
  /** @type {unknown[]} */
  let providerCalls = [];
  let providerDelayMs = 0;
  let providerRequests = 0;
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

  /** @returns {Record<string, boolean>} */
  const readAvailability = () => {
    if (stateFile && existsSync(stateFile)) {
      try {
        const stored = JSON.parse(readFileSync(stateFile, 'utf8'));
        if (stored && typeof stored === 'object') return { ...defaultAvailability, ...stored };
      } catch {
        // An unreadable file counts as no file: the defaults, written again on the next change.
      }
    }
    return { ...defaultAvailability };
  };
  let availability = readAvailability();
  /** @param {Record<string, boolean>} next */
  const writeAvailability = (next) => {
    availability = next;
    if (!stateFile) return;
    // Write then rename, so a crash mid-write never leaves half a file.
    writeFileSync(`${stateFile}.tmp`, `${JSON.stringify(next, null, 2)}\n`);
    renameSync(`${stateFile}.tmp`, stateFile);
  };

  /** @returns {StoredAgent[]} */
  const storedAgents = () =>
    voiceAgents.map((agent) => ({
      ...agent,
      isAvailable: availability[agent.id] === true,
      assistantId: assistantIds[agent.id] ?? '',
    }));

  /** @param {string} token */
  const tokenIsValid = async (token) => (await verifyStaffToken(tokenSecret, token, clock())).ok;

  /**
   * @param {import('node:http').IncomingMessage} request
   * @returns {Promise<{ body: unknown } | { answer: StaffAnswer }>}
   */
  async function readJson(request) {
    const chunks = [];
    let size = 0;
    for await (const chunk of request) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) return { answer: { status: 413, body: { error: staffMessages.badRequest } } };
      chunks.push(chunk);
    }
    try {
      return { body: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
    } catch {
      return { answer: badRequestAnswer({ error: staffMessages.invalidJson, fields: {} }) };
    }
  }

  /**
   * `POST /login`: record the attempt, decide it from the records, and only then hash.
   * @param {unknown} body
   * @param {string | null} address
   * @returns {Promise<StaffAnswer>}
   */
  async function login(body, address) {
    const checked = checkLoginBody(body);
    if (!checked.ok) return badRequestAnswer(checked);
    if (!passwordHash) return { status: 503, body: { error: staffMessages.notSetUp } };
    const at = clock().getTime();
    const id = nextAttemptId++;
    attempts = recordsToKeep(attempts, at);
    attempts.push({ id, address, at, kind: 'try' });
    const decision = decideAttempt(attempts, id);
    if (!decision.admitted) return tooManyAttemptsAnswer(decision.retryAfterSeconds);
    passwordChecks += 1;
    if (!(await verifyPassword(checked.password, passwordHash))) {
      log(`Staff-login: forkert adgangskode fra ${address ?? 'ukendt adresse'}`);
      return wrongPasswordAnswer(decision.attemptsLeft ?? 0);
    }
    attempts.push({ id: nextAttemptId++, address, at: clock().getTime(), kind: 'success' });
    const { token, claims } = await signStaffToken(tokenSecret, clock());
    return loginAnswer(token, claims.exp);
  }

  /** @returns {Promise<FiguresReading>} */
  async function readFigures() {
    const at = clock();
    if (isReadingFresh(cachedReading, at)) return /** @type {FiguresReading} */ (cachedReading);
    const base = providerBaseUrl === undefined ? ownBaseUrl : providerBaseUrl;
    if (!base || !providerKey) return null;
    const connected = storedAgents().filter((agent) => agent.assistantId);
    const signal = AbortSignal.timeout(PROVIDER_TIMEOUT_MS);
    /** @param {string} url */
    const fetchPage = async (url) => {
      const response = await fetch(url, { headers: { Authorization: `Bearer ${providerKey}` }, signal });
      if (!response.ok) throw new Error(`provider answered ${response.status}`);
      return response.json();
    };
    try {
      const since = copenhagenMidnight(at);
      const lists = await Promise.all(
        connected.map((agent) => readCallsSince(fetchPage, base, agent.assistantId, since)),
      );
      cachedReading = { readAt: at.toISOString(), byAssistant: countCallsByAssistant(lists.flat()) };
      return cachedReading;
    } catch (error) {
      log(`Staff-API: ingen tal fra udbyderen (${error instanceof Error ? error.message : String(error)})`);
      return null;
    }
  }

  /**
   * The stand-in provider's `GET /call`: the set calls filtered as the real one filters them.
   * @param {URL} url
   * @param {import('node:http').IncomingMessage} request
   * @returns {Promise<StaffAnswer>}
   */
  async function providerListCalls(url, request) {
    providerRequests += 1;
    if (request.headers.authorization !== `Bearer ${LOCAL_PROVIDER_KEY}`) {
      return { status: 401, body: { message: 'Unauthorized' } };
    }
    if (providerDelayMs > 0) await new Promise((done) => setTimeout(done, providerDelayMs));
    const q = url.searchParams;
    const limit = Math.min(Number(q.get('limit') ?? 100), 1000);
    const ge = q.get('createdAtGe');
    const lt = q.get('createdAtLt');
    const list = /** @type {{ assistantId?: string, createdAt?: string }[]} */ (providerCalls)
      .filter((call) => !q.get('assistantId') || call.assistantId === q.get('assistantId'))
      .filter((call) => !ge || Date.parse(String(call.createdAt)) >= Date.parse(ge))
      .filter((call) => !lt || Date.parse(String(call.createdAt)) < Date.parse(lt))
      .sort((a, b) => Date.parse(String(b.createdAt)) - Date.parse(String(a.createdAt)))
      .slice(0, limit);
    return { status: 200, body: list };
  }

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
    if (Array.isArray(input.providerCalls)) api.setProviderCalls(input.providerCalls);
    if (typeof input.providerDelayMs === 'number') providerDelayMs = input.providerDelayMs;
    if ('providerBaseUrl' in input) providerBaseUrl = /** @type {string | null | undefined} */ (input.providerBaseUrl);
    if (input.runSchedule === true) await desk.runSchedule();
    if (input.sweep === true) await desk.sweep();
    return { status: 200, body: { ok: true } };
  }

  /**
   * Answers one request under the base path; returns false when the path is not the API's.
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  async function handle(request, response) {
    try {
      return await answerRequest(request, response);
    } catch (error) {
      // An unusable password hash, a full disk: a JSON 500, never a dropped connection.
      console.error(error);
      if (!response.headersSent) {
        response.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify({ error: staffMessages.serverError }));
      }
      return true;
    }
  }

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  async function answerRequest(request, response) {
    const url = new URL(request.url ?? '/', `http://${HOST}`);
    if (!url.pathname.startsWith(`${basePath}/`)) return false;
    const rest = url.pathname.slice(basePath.length);
    /** @param {StaffAnswer} answer @param {Record<string, string>} [headers] */
    const send = ({ status, body }, headers = {}) => {
      if (response.writableEnded || response.destroyed) return;
      /** @type {Record<string, string>} */
      const extra = { 'Cache-Control': 'no-store', ...headers };
      if (status === 429 && body && typeof body === 'object' && 'retryAfterSeconds' in body) {
        extra['Retry-After'] = String(body.retryAfterSeconds);
      }
      response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...extra });
      response.end(JSON.stringify(body));
    };

    if (rest === PROVIDER_PATH && request.method === 'GET') {
      request.resume();
      send(await providerListCalls(url, request));
      return true;
    }
    if (rest === CONTROL_PATH && testControls && request.method === 'POST') {
      const read = await readJson(request);
      send('answer' in read ? read.answer : await control(read.body));
      return true;
    }
    const route = rest.split('/').length === 2 ? routeForPath(rest) : undefined;
    if (!route) {
      request.resume();
      send({ status: 404, body: { error: staffMessages.notFound } });
      return true;
    }
    const origin = typeof request.headers.origin === 'string' ? request.headers.origin : undefined;
    const cors = corsFor(route, origin, siteOrigin);
    if (request.method === 'OPTIONS') {
      request.resume();
      if (!cors.allowed) send(originRefusedAnswer, cors.headers);
      else {
        response.writeHead(204, cors.headers);
        response.end();
      }
      return true;
    }
    const { method } = staffRoutes[route];
    if (request.method !== method) {
      request.resume();
      send(
        { status: 405, body: { error: staffMessages.methodNotAllowed } },
        { ...cors.headers, Allow: `${method}, OPTIONS` },
      );
      return true;
    }
    if (!cors.allowed) {
      request.resume();
      send(originRefusedAnswer, cors.headers);
      return true;
    }
    if (staffRoutes[route].token && !(await tokenIsValid(bearerToken(request.headers.authorization) ?? ''))) {
      request.resume();
      send(sessionExpiredAnswer, cors.headers);
      return true;
    }

    if (route === 'agents') {
      request.resume();
      send(agentsAnswer(storedAgents()), cors.headers);
    } else if (route === 'dashboard') {
      request.resume();
      send({ status: 200, body: dashboardAnswer(storedAgents(), await readFigures()) }, cors.headers);
    } else if (route === 'bookings') {
      request.resume();
      send(listBookings(desk, url), cors.headers);
    } else {
      const read = await readJson(request);
      if ('answer' in read) send(read.answer, cors.headers);
      else if (route === 'bookingStatus') send(await changeBookingStatus(desk, read.body, log), cors.headers);
      else if (route === 'login') {
        const address =
          clientAddress(/** @type {Record<string, unknown>} */ (request.headers), addressHeader) ??
          clientAddress({ socket: request.socket.remoteAddress }, 'socket');
        send(await login(read.body, address), cors.headers);
      } else {
        const checked = checkAvailabilityBody(read.body);
        if (!checked.ok) send(badRequestAnswer(checked), cors.headers);
        else if (!voiceAgents.some((agent) => agent.id === checked.id)) send(unknownAgentAnswer, cors.headers);
        else {
          writeAvailability({ ...availability, [checked.id]: checked.isAvailable });
          const stored = storedAgents().find((agent) => agent.id === checked.id);
          log(`Staff-API: ${checked.id} er nu ${checked.isAvailable ? 'tilgængelig' : 'utilgængelig'}`);
          send({ status: 200, body: publicAgent(/** @type {StoredAgent} */ (stored)) }, cors.headers);
        }
      }
    }
    return true;
  }

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
    /** @param {unknown[]} calls the stand-in provider's calls from now on */
    setProviderCalls: (calls) => {
      providerCalls = [...calls];
      cachedReading = undefined;
    },
    /** @param {number} ms how long the stand-in provider waits before answering */
    setProviderDelay: (ms) => {
      providerDelayMs = ms;
    },
    passwordChecks: () => passwordChecks,
    providerRequests: () => providerRequests,
    attempts: () => [...attempts],
    agents: storedAgents,
    /** The booking desk `GET /bookings` reads (the receiver's, or one of its own). */
    bookings: desk,
    /**
     * Forgets attempts, cached figures, provider calls, counts and bookings, and sets availability and
     * clock back (the booking desk keeps its clock). Resolves once the bookings are forgotten.
     */
    reset: () => {
      const bookingsForgotten = desk.reset();
      attempts = [];
      passwordChecks = 0;
      providerRequests = 0;
      providerCalls = [];
      providerDelayMs = 0;
      cachedReading = undefined;
      clock = toNow(now);
      writeAvailability({ ...defaultAvailability });
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

/** The command-line options, shared with scripts/webhook-receiver.mjs. */
export const staffApiCliOptions = /** @type {const} */ ({
  'staff-hash': { type: 'string' },
  'site-origin': { type: 'string', default: 'http://127.0.0.1:4321' },
  'address-header': { type: 'string', default: 'x-real-ip' },
  'staff-state': { type: 'string', default: './staff-availability.json' },
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
