// @ts-check
/**
 * The JavaScript of the staff workflow's Code nodes. Each is a line saying what the node does, the
 * exports of the site's own modules its call uses, bundled for that node alone by esbuild
 * (scripts/n8n/code-node.mjs; the same modules the local backend and the unit tests run), and one call
 * that hands them the node's inputs: its input items, other nodes' output (by name), the clock and,
 * for the figures, the workflow's static data. The logic lives in src/lib/staff/workflow-*.mjs.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeNodeScript } from '../code-node.mjs';
import { nodeNames as names } from './names.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The modules a Code node may call, by the short name it calls them by. */
const modules = Object.freeze({
  contract: 'src/lib/staff/api-contract.mjs',
  requests: 'src/lib/staff/workflow-requests.mjs',
  loginSteps: 'src/lib/staff/workflow-login.mjs',
  agents: 'src/lib/staff/workflow-agents.mjs',
  figures: 'src/lib/staff/workflow-figures.mjs',
  bookings: 'src/lib/staff/workflow-bookings.mjs',
});

/**
 * A Code node's JavaScript: what it does, then what `body` uses of the named modules, bundled, then `body`.
 * @param {(keyof typeof modules)[]} used
 * @param {string} body the node's call, ending in `return …`
 * @param {string} does one line saying what the node does, the first line a deployer reads in the editor
 */
const codeFor = (used, body, does) =>
  codeNodeScript(root, Object.fromEntries(used.map((name) => [name, modules[name]])), body, {
    does,
    generator: 'scripts/n8n/build-staff-workflow.mjs',
  });

/** The path each token route answers, for the line saying what its Code node does. */
const tokenRoutes = Object.freeze({
  dashboard: 'GET /dashboard',
  availability: 'POST /availability',
  bookings: 'GET /bookings',
  bookingStatus: 'POST /booking-status',
  deviceCode: 'POST /device-code',
});

/** Another node's output item, as n8n's `$('<name>')` reads it. @param {string} name */
const first = (name) => `$(${JSON.stringify(name)}).first().json`;
const inputRows = '$input.all().map((item) => item.json)';
const asItems = '.map((json) => ({ json }))';
// The last provider reading is kept in the workflow's static data between executions.
const staticData = `const cache = typeof $getWorkflowStaticData === 'function' ? $getWorkflowStaticData('global') : {};`;

/** The login's headers alone (its Set node left the body out). */
export const checkLoginHeadersCode = () =>
  codeFor(
    ['requests'],
    `return [{ json: requests.checkRouteHeaders('login', $input.first().json) }];`,
    "POST /login: checks the request's headers alone (origin, JSON, a body of at most 4 KiB) before its body is read.",
  );

/** Once the headers passed, the body is at most 4 KiB and may be read. @param {{ origin: string, addressHeader: string }} settings */
export const readLoginCode = ({ origin, addressHeader }) =>
  codeFor(
    ['requests'],
    `const settings = { siteOrigin: ${JSON.stringify(origin)}, addressHeader: ${JSON.stringify(addressHeader)}, now };
return [{ json: requests.readLoginRequest(${first(names.login)}, settings) }];`,
    "POST /login: reads the body (the password, a device token or one-time code) and the client's address.",
  );

export const identifyLoginCode = () =>
  codeFor(
    ['loginSteps'],
    `const login = {
  request: ${first(names.readLogin)},
  verified: ${first(names.verifyDevice)},
  codeRows: ${inputRows},
  storedHash: ${first(names.readHash)}.passwordHash,
  now,
};
return [{ json: loginSteps.identifyLoginFromRows(login, require('crypto')) }];`,
    'POST /login: decides whose wrong passwords judge this login: a known device, a one-time code, or a new device.',
  );

export const decideAttemptCode = () =>
  codeFor(
    ['loginSteps'],
    `return [{ json: loginSteps.decideLoginAttempt(${inputRows}, ${first(names.recordAttempt)}, now) }];`,
    'POST /login: admits the recorded attempt or refuses it (429) from the recent attempts, before any hashing.',
  );

export const checkPasswordCode = () =>
  codeFor(
    ['loginSteps'],
    `const storedHash = ${first(names.readHash)}.passwordHash;
const attempt = {
  storedHash,
  password: ${first(names.readLogin)}.password,
  attemptsLeft: ${first(names.decideAttempt)}.attemptsLeft,
  now,
};
// Node's crypto, for PBKDF2 and the device token: needs NODE_FUNCTION_ALLOW_BUILTIN=crypto on the n8n instance.
const checked = await loginSteps.checkLoginPassword(attempt, require('crypto'));
const device = { deviceId: ${first(names.identify)}.deviceId, storedHash, now };
return [{ json: loginSteps.withLoginClaims(checked, device, require('crypto')) }];`,
    "POST /login: checks the password against the stored PBKDF2 hash and, if right, the session's and device's claims.",
  );

export const loginAnswerCode = () =>
  codeFor(
    ['contract'],
    `const { claims } = ${first(names.checkPassword)};
return [{ json: contract.loginAnswer(${first(names.sign)}.token, claims.session.exp, ${first(names.signDevice)}.token, claims.device.exp) }];`,
    'POST /login: the 200 answer with the signed session token and device token and when each expires.',
  );

export const agentsAnswerCode = () =>
  codeFor(
    ['agents'],
    `return [{ json: agents.agentsAnswerFor(${first(names.agentsHeaders)}.headers, ${inputRows}) }];`,
    "GET /agents: each agent's id, name and availability, as the demo asks before a call.",
  );

/** @param {import('../../../src/lib/staff/workflow-requests.mjs').TokenRoute} route @param {string} origin */
export const readTokenCode = (route, origin) =>
  codeFor(
    ['requests'],
    `return [{ json: requests.readTokenRequest(${JSON.stringify(route)}, $input.first().json, ${JSON.stringify(origin)}) }];`,
    `${tokenRoutes[route]}: checks the origin, the headers and the bearer token's presence before the JWT node verifies it.`,
  );

export const sessionExpiredCode = () =>
  codeFor(
    ['contract'],
    `return [{ json: { ...contract.sessionExpiredAnswer } }];`,
    "The session routes' 401 for a missing, forged or expired token.",
  );

export const checkAvailabilityCode = () =>
  codeFor(
    ['requests'],
    `return [{ json: requests.checkAvailabilityRequest($input.first().json.payload, ${first(names.availability)}.body, now) }];`,
    "POST /availability: checks the token's claims and the body (an agent's id and true or false).",
  );

export const availabilityAnswerCode = () =>
  codeFor(
    ['agents'],
    `return [{ json: agents.availabilityAnswerFromRows(${inputRows}, ${first(names.checkAvailabilityBody)}.agentId) }];`,
    'POST /availability: the agent as stored after the update, or 404 for an unknown id.',
  );

export const planFiguresCode = () =>
  codeFor(
    ['figures'],
    `${staticData}
return figures.planFigures(${first(names.verifyDashboard)}.payload, ${inputRows}, cache, now)${asItems};`,
    "GET /dashboard: checks the token's claims, then answers from the 30-second cache or plans the provider's reads.",
  );

export const countCallsCode = () =>
  codeFor(
    ['figures'],
    `${staticData}
return [{ json: figures.countCalls($input.all(), ${first(names.planFigures)}.agents, cache, now) }];`,
    "GET /dashboard: counts each agent's current calls and calls today from the provider's answers, and caches them.",
  );

export const missingAgentsCode = () =>
  codeFor(
    ['agents'],
    `return agents.missingAgentRows(${inputRows})${asItems};`,
    'Setup: the agents of src/lib/voice-agents.mjs not yet in voice_agents, to be added.',
  );

export const missingSettingsCode = () =>
  codeFor(
    ['loginSteps'],
    `return loginSteps.missingSettingsRows(${inputRows})${asItems};`,
    'Setup: an empty staff_settings row when there is none, for the password hash.',
  );

export const bookingsAnswerCode = () =>
  codeFor(
    ['bookings'],
    `const page = ${first(names.bookings)}.query?.page;
return [{ json: bookings.bookingsAnswerFromRows(${first(names.verifyBookings)}.payload, ${inputRows}, page, now) }];`,
    "GET /bookings: checks the token's claims and answers the page's 50 bookings, newest first, with their mails' state.",
  );

export const checkBookingStatusCode = () =>
  codeFor(
    ['bookings'],
    `return [{ json: bookings.checkBookingStatusRequest($input.first().json.payload, ${first(names.bookingStatus)}.body, now) }];`,
    "POST /booking-status: checks the token's claims and the body (a booking's id and a status).",
  );

export const bookingStatusAnswerCode = () =>
  codeFor(
    ['bookings'],
    `return [{ json: bookings.bookingStatusAnswerFromRows(${inputRows}, ${first(names.checkBookingStatus)}) }];`,
    'POST /booking-status: the booking as stored after the change, or 404 for an unknown booking.',
  );

export const makeDeviceCodeCode = () =>
  codeFor(
    ['loginSteps'],
    `return [{ json: loginSteps.deviceCodeRequest($input.first().json.payload, ${first(names.deviceCode)}.body, now, require('crypto')) }];`,
    "POST /device-code: checks the token's claims and the empty body, then makes a one-time code and its digest.",
  );

/** The code made, once its digest is stored. */
export const deviceCodeAnswerCode = () =>
  codeFor(
    [],
    `const { status, body } = ${first(names.makeCode)};\nreturn [{ json: { status, body } }];`,
    'POST /device-code: the code and when it expires, once its digest is stored.',
  );
