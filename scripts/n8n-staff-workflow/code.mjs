// @ts-check
/**
 * The JavaScript of the staff workflow's Code nodes. Each is the site's own modules inlined
 * (scripts/inline-modules.mjs), the same ones the local backend and the unit tests run, and one call
 * that hands them the node's inputs: its input items, other nodes' output (by name), the clock and,
 * for the figures, the workflow's static data. The logic lives in src/lib/staff/workflow-*.mjs.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeNodeScript } from '../inline-modules.mjs';
import { nodeNames as names } from './names.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

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
 * A Code node's JavaScript: the named modules and their imports inlined, then `body`.
 * @param {(keyof typeof modules)[]} used
 * @param {string} body
 */
const codeFor = (used, body) =>
  codeNodeScript(root, Object.fromEntries(used.map((name) => [name, modules[name]])), body, {
    generator: 'scripts/build-n8n-staff-workflow.mjs',
    what: "the site's staff API modules",
  });

/** Another node's output item, as n8n's `$('<name>')` reads it. @param {string} name */
const first = (name) => `$(${JSON.stringify(name)}).first().json`;
const inputRows = '$input.all().map((item) => item.json)';
const asItems = '.map((json) => ({ json }))';
// The last provider reading is kept in the workflow's static data between executions.
const staticData = `const cache = typeof $getWorkflowStaticData === 'function' ? $getWorkflowStaticData('global') : {};`;

/** The login's headers alone (its Set node left the body out). */
export const checkLoginHeadersCode = () =>
  codeFor(['requests'], `return [{ json: requests.checkRouteHeaders('login', $input.first().json) }];`);

/** Once the headers passed, the body is at most 4 KiB and may be read. @param {{ origin: string, addressHeader: string }} settings */
export const readLoginCode = ({ origin, addressHeader }) =>
  codeFor(
    ['requests'],
    `const settings = { siteOrigin: ${JSON.stringify(origin)}, addressHeader: ${JSON.stringify(addressHeader)}, now };
return [{ json: requests.readLoginRequest(${first(names.login)}, settings) }];`,
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
  );

export const decideAttemptCode = () =>
  codeFor(
    ['loginSteps'],
    `return [{ json: loginSteps.decideLoginAttempt(${inputRows}, ${first(names.recordAttempt)}, now) }];`,
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
  );

export const loginAnswerCode = () =>
  codeFor(
    ['contract'],
    `const { claims } = ${first(names.checkPassword)};
return [{ json: contract.loginAnswer(${first(names.sign)}.token, claims.session.exp, ${first(names.signDevice)}.token, claims.device.exp) }];`,
  );

export const agentsAnswerCode = () =>
  codeFor(
    ['agents'],
    `return [{ json: agents.agentsAnswerFor(${first(names.agentsHeaders)}.headers, ${inputRows}) }];`,
  );

/** @param {import('../../src/lib/staff/workflow-requests.mjs').TokenRoute} route @param {string} origin */
export const readTokenCode = (route, origin) =>
  codeFor(
    ['requests'],
    `return [{ json: requests.readTokenRequest(${JSON.stringify(route)}, $input.first().json, ${JSON.stringify(origin)}) }];`,
  );

export const sessionExpiredCode = () =>
  codeFor(['contract'], `return [{ json: { ...contract.sessionExpiredAnswer } }];`);

export const checkAvailabilityCode = () =>
  codeFor(
    ['requests'],
    `return [{ json: requests.checkAvailabilityRequest($input.first().json.payload, ${first(names.availability)}.body, now) }];`,
  );

export const availabilityAnswerCode = () =>
  codeFor(
    ['agents'],
    `return [{ json: agents.availabilityAnswerFromRows(${inputRows}, ${first(names.checkAvailabilityBody)}.agentId) }];`,
  );

export const planFiguresCode = () =>
  codeFor(
    ['figures'],
    `${staticData}
return figures.planFigures(${first(names.verifyDashboard)}.payload, ${inputRows}, cache, now)${asItems};`,
  );

export const countCallsCode = () =>
  codeFor(
    ['figures'],
    `${staticData}
return [{ json: figures.countCalls($input.all(), ${first(names.planFigures)}.agents, cache, now) }];`,
  );

export const missingAgentsCode = () => codeFor(['agents'], `return agents.missingAgentRows(${inputRows})${asItems};`);

export const missingSettingsCode = () =>
  codeFor(['loginSteps'], `return loginSteps.missingSettingsRows(${inputRows})${asItems};`);

export const bookingsAnswerCode = () =>
  codeFor(
    ['bookings'],
    `const page = ${first(names.bookings)}.query?.page;
return [{ json: bookings.bookingsAnswerFromRows(${first(names.verifyBookings)}.payload, ${inputRows}, page, now) }];`,
  );

export const checkBookingStatusCode = () =>
  codeFor(
    ['bookings'],
    `return [{ json: bookings.checkBookingStatusRequest($input.first().json.payload, ${first(names.bookingStatus)}.body, now) }];`,
  );

export const bookingStatusAnswerCode = () =>
  codeFor(
    ['bookings'],
    `return [{ json: bookings.bookingStatusAnswerFromRows(${inputRows}, ${first(names.checkBookingStatus)}) }];`,
  );

export const makeDeviceCodeCode = () =>
  codeFor(
    ['loginSteps'],
    `return [{ json: loginSteps.deviceCodeRequest($input.first().json.payload, ${first(names.deviceCode)}.body, now, require('crypto')) }];`,
  );

/** The code made, once its digest is stored. */
export const deviceCodeAnswerCode = () =>
  codeFor([], `const { status, body } = ${first(names.makeCode)};\nreturn [{ json: { status, body } }];`);
