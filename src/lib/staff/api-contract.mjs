// @ts-check
/**
 * The staff API's contract: its routes (the bookings' two in ./bookings-contract.mjs), what each request must hold, the shape of every
 * answer, the Danish messages, the CORS rules, the login lock's numbers and the token lifetime.
 * Dependency-free plain JavaScript with JSDoc types, so the staff panel and the demo (through Vite),
 * the local backend (plain Node, scripts/local-backend/staff-api.mjs) and the n8n workflow (its Code nodes are
 * generated from this file by scripts/n8n/build-staff-workflow.mjs) hold one and the same rules.
 *
 * Every answer is JSON, errors included: `{ error: '<Danish sentence>' }` plus fields named below.
 * Paths are static (n8n puts an id into dynamic webhook paths, and its CORS preflight does not
 * cover those). Known devices and one-time codes: ./device-contract.mjs.
 */
import { isPasswordText } from '../text-rules.mjs';
import { deviceMessages, isDeviceTokenShape, normalizeDeviceCode } from './device-contract.mjs';

/** The routes, relative to the API's base URL (the site's `PUBLIC_STAFF_API_URL`). */
export const staffRoutes = /** @type {const} */ ({
  login: { method: 'POST', path: '/login', staff: true, token: false },
  agents: { method: 'GET', path: '/agents', staff: false, token: false },
  dashboard: { method: 'GET', path: '/dashboard', staff: true, token: true },
  availability: { method: 'POST', path: '/availability', staff: true, token: true },
  bookings: { method: 'GET', path: '/bookings', staff: true, token: true },
  bookingStatus: { method: 'POST', path: '/booking-status', staff: true, token: true },
  deviceCode: { method: 'POST', path: '/device-code', staff: true, token: true },
});

/** @typedef {keyof typeof staffRoutes} StaffRoute */

/**
 * The route a request path names, or undefined. Accepts a trailing base path, so
 * `/webhook/staff/login` and `/staff-api/login` both name `login`.
 * @param {string} pathname
 * @returns {StaffRoute | undefined}
 */
export function routeForPath(pathname) {
  const last = `/${pathname.replace(/\/+$/, '').split('/').at(-1)}`;
  return /** @type {StaffRoute[]} */ (Object.keys(staffRoutes)).find((route) => staffRoutes[route].path === last);
}

/**
 * The largest body of any staff request, in bytes (checked on the headers, src/lib/request-limits.mjs).
 * The largest valid one is a login: a 1024-character password of 3-byte characters (3,072 bytes; the
 * characters JSON escapes to 6 bytes are refused), a device token (at most 512) and a code (at most
 * 16), with 42 bytes of keys and punctuation: 3,642 bytes.
 */
export const STAFF_MAX_BODY_BYTES = 4096;

/**
 * The largest body a route takes: 0 for a GET, which takes none.
 * @param {StaffRoute} route
 */
export const staffBodyLimit = (route) => (staffRoutes[route].method === 'GET' ? 0 : STAFF_MAX_BODY_BYTES);

/** `GET /agents` may be kept by a browser or a shared cache for 15 s, and served for 15 s more while it asks again. */
export const AGENTS_CACHE_CONTROL = 'public, max-age=15, stale-while-revalidate=15';
/** Every other answer, errors and `GET /agents`'s own errors included. */
export const NO_STORE = 'no-store';

/**
 * The `Cache-Control` of an answer: a switch of availability reaches every visitor within 30 s.
 * @param {StaffRoute | undefined} route undefined for a path that names no route
 * @param {number} status
 */
export const cacheControlFor = (route, status) =>
  route === 'agents' && status === 200 ? AGENTS_CACHE_CONTROL : NO_STORE;

/** How long a login lasts: a signed token is valid for 8 hours from the login. */
export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;
/** The token's subject claim; the API has one role, so one subject. */
export const TOKEN_SUBJECT = 'staff';

/**
 * The claims of a staff token issued at `now`: the one subject, valid for the token's lifetime.
 * @param {Date} now
 * @returns {{ sub: string, iat: number, exp: number }} `iat` and `exp` in seconds since 1970
 */
export function staffClaims(now) {
  const iat = Math.floor(now.getTime() / 1000);
  return { sub: TOKEN_SUBJECT, iat, exp: iat + TOKEN_LIFETIME_SECONDS };
}

/**
 * The brake on password guessing, enforced on the server (src/lib/staff/attempts.mjs).
 *
 * A known device (a login with a valid device token, or a one-time code): 5 wrong passwords within
 * 15 minutes lock that device for 15 minutes. That is all it is judged by: not its address, not the
 * global ceiling, and its attempts do not count towards either. A guesser has no device token, so no
 * flood of theirs can keep an employee's own browser out.
 *
 * Every other login (an unknown device), per address: 5 wrong passwords within 15 minutes from one
 * client address lock that address for 15 minutes (429 with `retryAfterSeconds`), even for the right
 * password. An IPv6 address counts by its /64, the block one connection is usually given. A right
 * password clears the address's count.
 *
 * Unknown devices across all addresses: at most 50 wrong passwords per hour are checked at full speed.
 * Above that ceiling the login admits one password check per minute for all unknown devices, and
 * answers every other attempt at once with 429 and the seconds left of that minute (at most 60):
 * - A guesser spread over many addresses escapes the per-address rule; the ceiling caps it at
 *   about 50 + 60 guesses an hour, against a 12+ character passphrase that is hopeless.
 * - A guesser who keeps the ceiling busy takes that one check a minute; an employee on a new device
 *   then needs a one-time code (./device-contract.mjs), which gives the device its own standing.
 * - Refused attempts are answered before any hashing, so a flood costs the n8n instance (which also
 *   takes bookings) a table read each, never a PBKDF2 run, and each refused attempt's record is
 *   deleted once decided, so the table stays small however long the flood.
 * Without a client-address header (no proxy in front) only the global rule applies to unknown devices.
 */
export const loginLimits = /** @type {const} */ ({
  perDeviceMax: 5,
  perDeviceWindowMs: 15 * 60 * 1000,
  perDeviceLockMs: 15 * 60 * 1000,
  perAddressMax: 5,
  perAddressWindowMs: 15 * 60 * 1000,
  perAddressLockMs: 15 * 60 * 1000,
  globalMaxPerHour: 50,
  globalWindowMs: 60 * 60 * 1000,
  globalPauseMs: 60 * 1000,
  /** Attempt records older than this cannot change a decision any more and may be deleted. */
  keepRecordsMs: 2 * 60 * 60 * 1000,
});

/** The client-address headers a generator or the local backend may be told to trust. */
export const clientAddressHeaders = /** @type {const} */ (['x-real-ip', 'cf-connecting-ip']);

/** A password longer than this is not a password (and would only make the hashing slower). */
export const PASSWORD_MAX_LENGTH = 1024;
/** Agent ids are short lowercase slugs, as in src/lib/voice-agents.mjs. */
const agentIdPattern = /^[a-z][a-z0-9-]{0,39}$/;

/** The Danish texts the API answers with and the panel shows. */
export const staffMessages = /** @type {const} */ ({
  wrongPassword: 'Forkert adgangskode',
  sessionExpired: 'Din session er udløbet. Log ind igen.',
  notConnected: 'Live-tal fra telefonsystemet er ikke forbundet lige nu.',
  agentNotConnected: 'ikke forbundet',
  unknownAgent: 'Ukendt agent.',
  invalidJson: 'Forespørgslen skal være et JSON-objekt.',
  passwordMissing: 'Skriv adgangskoden.',
  passwordTooLong: 'Adgangskoden er for lang.',
  passwordCharacters: 'Adgangskoden indeholder et tegn, der ikke kan bruges.',
  agentIdMissing: 'Angiv agentens id.',
  availabilityMissing: 'Angiv om agenten er tilgængelig (true eller false).',
  unknownField: 'Ukendt felt.',
  badRequest: 'Ugyldig forespørgsel.',
  originRefused: 'Denne adresse må ikke bruge personale-API’et.',
  notFound: 'Ikke fundet.',
  methodNotAllowed: 'Metoden er ikke tilladt her.',
  notSetUp: 'Personale-API’et er ikke sat op: adgangskoden mangler på serveren.',
  serverError: 'Der skete en fejl på serveren. Prøv igen om lidt.',
});

/**
 * The 429 message: how long to wait, in whole minutes or seconds.
 * @param {number} retryAfterSeconds
 */
export function tooManyAttemptsMessage(retryAfterSeconds) {
  if (retryAfterSeconds <= 60) {
    return `For mange forsøg. Prøv igen om ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'sekund' : 'sekunder'}.`;
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `For mange forsøg. Prøv igen om ${minutes} minutter.`;
}

/** @typedef {{ [key: string]: unknown }} JsonObject */
/** @param {unknown} value @returns {value is JsonObject} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys a login body may hold; only `password` is required. */
const loginKeys = ['password', 'deviceToken', 'code'];

/**
 * @typedef {{ ok: true, password: string, deviceToken: string | null, code: string | null }
 *   | { ok: false, error: string, fields: Record<string, string> }} LoginBodyCheck
 * `code` normalized (./device-contract.mjs); null when the body has none.
 */

/**
 * Checks `POST /login`'s body: `{ "password": "<1 to 1024 characters>" }`, with the device token the
 * last login gave (`"deviceToken"`) and a one-time code (`"code"`) when the panel has them.
 * @param {unknown} body
 * @returns {LoginBodyCheck}
 */
export function checkLoginBody(body) {
  if (!isObject(body)) return { ok: false, error: staffMessages.invalidJson, fields: {} };
  /** @type {Record<string, string>} */
  const fields = {};
  const { password, deviceToken, code } = body;
  if (typeof password !== 'string' || password === '') fields.password = staffMessages.passwordMissing;
  else if (password.length > PASSWORD_MAX_LENGTH) fields.password = staffMessages.passwordTooLong;
  else if (!isPasswordText(password)) fields.password = staffMessages.passwordCharacters;
  if (deviceToken !== undefined && !isDeviceTokenShape(deviceToken)) {
    fields.deviceToken = deviceMessages.deviceTokenInvalid;
  }
  const normalizedCode = code === undefined ? null : normalizeDeviceCode(code);
  if (code !== undefined && normalizedCode === null) fields.code = deviceMessages.codeFormat;
  for (const key of Object.keys(body)) if (!loginKeys.includes(key)) fields[key] = staffMessages.unknownField;
  if (Object.keys(fields).length > 0) return { ok: false, error: staffMessages.badRequest, fields };
  return {
    ok: true,
    password: /** @type {string} */ (password),
    deviceToken: /** @type {string | undefined} */ (deviceToken) ?? null,
    code: normalizedCode,
  };
}

/**
 * @typedef {{ ok: true, id: string, isAvailable: boolean }
 *   | { ok: false, error: string, fields: Record<string, string> }} AvailabilityBodyCheck
 */

/**
 * Checks `POST /availability`'s body: exactly `{ "id": "<agent id>", "isAvailable": false }`. Whether
 * the id names a known agent is the store's question (404), not the body's (400).
 * @param {unknown} body
 * @returns {AvailabilityBodyCheck}
 */
export function checkAvailabilityBody(body) {
  if (!isObject(body)) return { ok: false, error: staffMessages.invalidJson, fields: {} };
  /** @type {Record<string, string>} */
  const fields = {};
  const { id, isAvailable } = body;
  if (typeof id !== 'string' || !agentIdPattern.test(id)) fields.id = staffMessages.agentIdMissing;
  if (typeof isAvailable !== 'boolean') fields.isAvailable = staffMessages.availabilityMissing;
  for (const key of Object.keys(body)) {
    if (key !== 'id' && key !== 'isAvailable') fields[key] = staffMessages.unknownField;
  }
  return Object.keys(fields).length > 0
    ? { ok: false, error: staffMessages.badRequest, fields }
    : { ok: true, id: /** @type {string} */ (id), isAvailable: /** @type {boolean} */ (isAvailable) };
}

/**
 * The token of an `Authorization: Bearer <token>` header, when it has a JWT's three parts.
 * Tokens travel only in this header, never in the URL or a cookie.
 * @param {unknown} header
 * @returns {string | null}
 */
export function bearerToken(header) {
  if (typeof header !== 'string') return null;
  const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(header.trim());
  return match ? match[1] : null;
}

/**
 * A stored agent: what the availability table holds for each of the site's voice agents.
 * @typedef {object} StoredAgent
 * @property {string} id
 * @property {string} name
 * @property {boolean} isAvailable
 * @property {number} maxCalls capacity, from the site config
 * @property {string} assistantId the voice provider's assistant id; '' when not connected
 */

/** `GET /agents` and `POST /availability`: the public view of one agent, and nothing more. */
/** @typedef {{ id: string, name: string, isAvailable: boolean }} PublicAgent */

/**
 * @param {Pick<StoredAgent, 'id' | 'name' | 'isAvailable'>} agent
 * @returns {PublicAgent}
 */
export const publicAgent = ({ id, name, isAvailable }) => ({ id, name, isAvailable });

/**
 * One agent on the dashboard. `currentCalls` and `totalCallsToday` are numbers only when the
 * provider answered for this agent; otherwise null, with `connected` saying why.
 * @typedef {object} DashboardAgent
 * @property {string} id
 * @property {string} name
 * @property {boolean} isAvailable
 * @property {number} maxCalls
 * @property {boolean} connected false when the agent has no assistant id (`ikke forbundet`)
 * @property {number | null} currentCalls
 * @property {number | null} totalCallsToday
 */

/**
 * `GET /dashboard`. `live` is true when the provider's figures are in the answer; `readAt` is when
 * they were read (ISO 8601), null without figures; `message` says in Danish why there are none.
 * @typedef {object} DashboardAnswer
 * @property {DashboardAgent[]} agents
 * @property {boolean} live
 * @property {string | null} readAt
 * @property {string | null} message
 */

/**
 * `POST /login` 200: the session's token and when it ends, and the device token to send with the
 * next login and when it ends (ISO 8601).
 * @typedef {{ token: string, expiresAt: string, deviceToken?: string, deviceExpiresAt?: string }} LoginAnswer
 */

/**
 * An answer: a status and a JSON body (and, for 429, the `Retry-After` seconds).
 * @typedef {{ status: number, body: unknown }} StaffAnswer
 */

/**
 * The login's yes: the session token, and the device token where the backend issues one (the local
 * backend does; the n8n staff workflow does not yet, and the panel then simply has no device to
 * remember).
 * @param {string} token the session token
 * @param {number} expiresAtSeconds its `exp` claim
 * @param {string} [deviceToken]
 * @param {number} [deviceExpiresAtSeconds] its `exp` claim
 * @returns {StaffAnswer}
 */
export const loginAnswer = (token, expiresAtSeconds, deviceToken, deviceExpiresAtSeconds) => ({
  status: 200,
  body: {
    token,
    expiresAt: new Date(expiresAtSeconds * 1000).toISOString(),
    ...(deviceToken !== undefined && deviceExpiresAtSeconds !== undefined
      ? { deviceToken, deviceExpiresAt: new Date(deviceExpiresAtSeconds * 1000).toISOString() }
      : {}),
  },
});

/** @param {number} attemptsLeft @returns {StaffAnswer} */
export const wrongPasswordAnswer = (attemptsLeft) => ({
  status: 401,
  body: { error: staffMessages.wrongPassword, attemptsLeft: Math.max(0, attemptsLeft) },
});

/** @param {number} retryAfterSeconds @returns {StaffAnswer} */
export const tooManyAttemptsAnswer = (retryAfterSeconds) => ({
  status: 429,
  body: { error: tooManyAttemptsMessage(retryAfterSeconds), retryAfterSeconds },
});

/** A missing, forged or expired token, on every route that needs one. @type {StaffAnswer} */
export const sessionExpiredAnswer = Object.freeze({ status: 401, body: { error: staffMessages.sessionExpired } });

/** @type {StaffAnswer} */
export const unknownAgentAnswer = Object.freeze({ status: 404, body: { error: staffMessages.unknownAgent } });

/**
 * @param {{ error: string, fields: Record<string, string> }} check a failed body check
 * @returns {StaffAnswer}
 */
export const badRequestAnswer = ({ error, fields }) => ({ status: 400, body: { error, fields } });

/** @param {readonly Pick<StoredAgent, 'id' | 'name' | 'isAvailable'>[]} agents @returns {StaffAnswer} */
export const agentsAnswer = (agents) => ({ status: 200, body: agents.map(publicAgent) });

/**
 * The answer to a request from a browser origin, by the CORS rules: the staff routes answer only the
 * site's own origin (preflight included); `GET /agents` answers any origin. Requests without an
 * Origin header (curl, the proxy's health check) are not browser requests and pass.
 * @param {StaffRoute} route
 * @param {string | undefined} origin the request's Origin header
 * @param {string} siteOrigin the site's exact origin, e.g. `https://www.example.dk`
 * @returns {{ allowed: boolean, headers: Record<string, string> }}
 */
export function corsFor(route, origin, siteOrigin) {
  const { method, token } = staffRoutes[route];
  const common = {
    'Access-Control-Allow-Methods': `${method}, OPTIONS`,
    'Access-Control-Allow-Headers': token ? 'Authorization, Content-Type' : 'Content-Type',
    'Access-Control-Max-Age': '600',
  };
  if (!staffRoutes[route].staff) return { allowed: true, headers: { 'Access-Control-Allow-Origin': '*', ...common } };
  if (origin === undefined) return { allowed: true, headers: { Vary: 'Origin' } };
  if (origin !== siteOrigin) return { allowed: false, headers: { Vary: 'Origin' } };
  return { allowed: true, headers: { 'Access-Control-Allow-Origin': siteOrigin, Vary: 'Origin', ...common } };
}

/** @type {StaffAnswer} */
export const originRefusedAnswer = Object.freeze({ status: 403, body: { error: staffMessages.originRefused } });

// The panel's and the demo's checks on what came back, so a wrong shape never reaches the screen.

/** @param {unknown} value */
const isIsoInstant = (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** @param {unknown} value @returns {value is LoginAnswer} */
export const isLoginAnswer = (value) =>
  isObject(value) &&
  typeof value.token === 'string' &&
  bearerToken(`Bearer ${value.token}`) !== null &&
  isIsoInstant(value.expiresAt) &&
  // A device token with its expiry, or neither (a backend that issues none).
  ((isDeviceTokenShape(value.deviceToken) && isIsoInstant(value.deviceExpiresAt)) ||
    (value.deviceToken === undefined && value.deviceExpiresAt === undefined));

/** @param {unknown} value @returns {value is PublicAgent} */
const isPublicAgent = (value) =>
  isObject(value) &&
  typeof value.id === 'string' &&
  typeof value.name === 'string' &&
  typeof value.isAvailable === 'boolean' &&
  Object.keys(value).length === 3;

/** @param {unknown} value @returns {value is PublicAgent[]} */
export const isAgentsAnswer = (value) => Array.isArray(value) && value.every(isPublicAgent);

/** @param {unknown} value @returns {value is PublicAgent} */
export const isAvailabilityAnswer = isPublicAgent;

/** @param {unknown} value */
const isCount = (value) => Number.isInteger(value) && /** @type {number} */ (value) >= 0;

/** @param {unknown} value @returns {value is DashboardAgent} */
const isDashboardAgent = (value) =>
  isObject(value) &&
  typeof value.id === 'string' &&
  typeof value.name === 'string' &&
  typeof value.isAvailable === 'boolean' &&
  Number.isInteger(value.maxCalls) &&
  /** @type {number} */ (value.maxCalls) > 0 &&
  typeof value.connected === 'boolean' &&
  // Both figures or neither: a half-read agent is shown as not read.
  ((isCount(value.currentCalls) && isCount(value.totalCallsToday)) ||
    (value.currentCalls === null && value.totalCallsToday === null));

/** @param {unknown} value @returns {value is DashboardAnswer} */
export const isDashboardAnswer = (value) =>
  isObject(value) &&
  Array.isArray(value.agents) &&
  value.agents.every(isDashboardAgent) &&
  typeof value.live === 'boolean' &&
  (value.readAt === null || (typeof value.readAt === 'string' && !Number.isNaN(Date.parse(value.readAt)))) &&
  (value.message === null || typeof value.message === 'string') &&
  // Never a number without a live reading: without one, every figure is null.
  (value.live || value.agents.every((agent) => agent.currentCalls === null));

/** @param {unknown} value @returns {value is { error: string }} */
export const isErrorAnswer = (value) => isObject(value) && typeof value.error === 'string' && value.error !== '';
