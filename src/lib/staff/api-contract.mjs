// @ts-check
/**
 * The staff API's contract: its routes (the bookings' two in ./bookings-contract.mjs), what each request must hold, the shape of every
 * answer, the Danish messages, the CORS rules, the login lock's numbers and the token lifetime.
 * Dependency-free plain JavaScript with JSDoc types, so the staff panel and the demo (through Vite),
 * the local backend (plain Node, scripts/staff-api.mjs) and the n8n workflow (its Code nodes are
 * generated from this file by scripts/build-n8n-staff-workflow.mjs) hold one and the same rules.
 *
 * Every answer is JSON, errors included: `{ error: '<Danish sentence>' }` plus fields named below.
 * Paths are static (n8n puts an id into dynamic webhook paths, and its CORS preflight does not
 * cover those).
 */

/** The routes, relative to the API's base URL (the site's `PUBLIC_STAFF_API_URL`). */
export const staffRoutes = /** @type {const} */ ({
  login: { method: 'POST', path: '/login', staff: true, token: false },
  agents: { method: 'GET', path: '/agents', staff: false, token: false },
  dashboard: { method: 'GET', path: '/dashboard', staff: true, token: true },
  availability: { method: 'POST', path: '/availability', staff: true, token: true },
  bookings: { method: 'GET', path: '/bookings', staff: true, token: true },
  bookingStatus: { method: 'POST', path: '/booking-status', staff: true, token: true },
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
 * Per address: 5 wrong passwords within 15 minutes from one client address lock that address for
 * 15 minutes (429 with `retryAfterSeconds`), even for the right password. A right password clears
 * the address's count.
 *
 * Across all addresses: at most 50 wrong passwords per hour are checked at full speed. Above that
 * ceiling the login admits one password check per minute for everyone, and answers every other
 * attempt at once with 429 and the seconds left of that minute (at most 60). Why this shape:
 * - A guesser spread over many addresses escapes the per-address rule; the ceiling caps it at
 *   about 50 + 60 guesses an hour, against a 12+ character passphrase that is hopeless.
 * - A hard lock of the whole login (say for an hour) would hand that guesser an easy way to keep
 *   every employee out. A one-minute pause never keeps anyone out for more than a minute at a time.
 * - Refused attempts are answered before any hashing, so a flood costs the n8n instance (which also
 *   takes bookings) a table read each, never a PBKDF2 run.
 * Without a client-address header (no proxy in front) only this global rule applies.
 */
export const loginLimits = /** @type {const} */ ({
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
/** Agent ids are short lowercase slugs, as in the site config (`sofie`). */
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

/**
 * Whether a verified token's claims name the staff subject. n8n's JWT node checks the signature and
 * the expiry, not the subject, so the workflow asks this after it.
 * @param {unknown} claims
 */
export const hasStaffSubject = (claims) => isObject(claims) && claims.sub === TOKEN_SUBJECT;

/**
 * @typedef {{ ok: true, password: string }
 *   | { ok: false, error: string, fields: Record<string, string> }} LoginBodyCheck
 */

/**
 * Checks `POST /login`'s body: exactly `{ "password": "<1 to 1024 characters>" }`.
 * @param {unknown} body
 * @returns {LoginBodyCheck}
 */
export function checkLoginBody(body) {
  if (!isObject(body)) return { ok: false, error: staffMessages.invalidJson, fields: {} };
  /** @type {Record<string, string>} */
  const fields = {};
  const { password } = body;
  if (typeof password !== 'string' || password === '') fields.password = staffMessages.passwordMissing;
  else if (password.length > PASSWORD_MAX_LENGTH) fields.password = staffMessages.passwordTooLong;
  for (const key of Object.keys(body)) if (key !== 'password') fields[key] = staffMessages.unknownField;
  return Object.keys(fields).length > 0
    ? { ok: false, error: staffMessages.badRequest, fields }
    : { ok: true, password: /** @type {string} */ (password) };
}

/**
 * @typedef {{ ok: true, id: string, isAvailable: boolean }
 *   | { ok: false, error: string, fields: Record<string, string> }} AvailabilityBodyCheck
 */

/**
 * Checks `POST /availability`'s body: exactly `{ "id": "sofie", "isAvailable": false }`. Whether
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

/** `POST /login` 200. */
/** @typedef {{ token: string, expiresAt: string }} LoginAnswer */

/**
 * An answer: a status and a JSON body (and, for 429, the `Retry-After` seconds).
 * @typedef {{ status: number, body: unknown }} StaffAnswer
 */

/**
 * @param {string} token
 * @param {number} expiresAtSeconds the token's `exp` claim
 * @returns {StaffAnswer}
 */
export const loginAnswer = (token, expiresAtSeconds) => ({
  status: 200,
  body: { token, expiresAt: new Date(expiresAtSeconds * 1000).toISOString() },
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

/** @param {unknown} value @returns {value is LoginAnswer} */
export const isLoginAnswer = (value) =>
  isObject(value) &&
  typeof value.token === 'string' &&
  bearerToken(`Bearer ${value.token}`) !== null &&
  typeof value.expiresAt === 'string' &&
  !Number.isNaN(Date.parse(value.expiresAt));

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
