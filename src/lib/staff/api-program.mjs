// @ts-check
/**
 * The staff API as one program: for each route of ./api-contract.mjs, the ordered steps that answer
 * it, as the n8n workflow's nodes run them. Both sides read this table:
 * - the n8n generator (scripts/n8n/build-staff-workflow.mjs) wires each route's nodes in this order
 *   (its If branches, the token's refusal, what runs alongside) and refuses to build when a route's
 *   nodes are not this table's;
 * - the local backend (scripts/local-backend/staff-run.mjs) runs the same steps in the same order, each Code
 *   step by the same function, its Data Table steps on local stores, and its JWT steps with ./jwt.mjs.
 *
 * A step is one node, named by its key in scripts/n8n/staff-workflow/names.mjs, and one of:
 * - `code`: a Code node. `run(ctx)` gives its output items' JSON from what the node sees (its input,
 *   other nodes' output, the clock, the settings, the static data, `crypto`), calling the functions
 *   `calls` names; the Code node's script (scripts/n8n/staff-workflow/code.mjs) calls the same ones
 *   with the same inputs (tests/unit/staff/staff-program.test.ts runs both and compares). `body: true`
 *   when it reads the request's body (the steps before it see the headers only).
 * - `gate`: an If node on a field of each item. Items whose field is not `answerWhen` go on; the
 *   others are the answer (to the Respond node), and `onAnswer` runs after it.
 * - `choose`: an If node that sends each item to one of two steps, after which the route goes on.
 * - `verify`: n8n's JWT node checking a token's signature (and `exp`). `session`: a refused token
 *   gets the contract's 401; `device`: a refused one goes on without a payload.
 * - `sign`: n8n's JWT node signing the claims `claims(ctx)` gives.
 * - `store`: a Data Table node; `op` names what it does (the local stores implement each op), `with(ctx)`
 *   what its expressions read from the item. `alongside` on a step: a store step fed by the same output.
 * - `provider`: the HTTP Request node reading the voice provider's calls, one request per item.
 *
 * Pure data and pure functions only, so the generator, Node and the tests read it alike.
 */
import * as contract from './api-contract.mjs';
import * as requests from './workflow-requests.mjs';
import * as loginSteps from './workflow-login.mjs';
import * as agents from './workflow-agents.mjs';
import * as figures from './workflow-figures.mjs';
import * as bookings from './workflow-bookings.mjs';
import { loginLimits } from './api-contract.mjs';

/** @typedef {import('./api-contract.mjs').StaffRoute} StaffRoute */

/**
 * What a step sees, as a Code node sees it in n8n.
 * @typedef {object} StepContext
 * @property {any[]} rows its input items' JSON (`$input.all().map((item) => item.json)`)
 * @property {{ json?: unknown, error?: unknown }[]} items its input items as n8n hands them
 * @property {(node: string) => any} first another node's first output item's JSON (`$('<name>').first().json`), by key
 * @property {Date} now
 * @property {{ siteOrigin: string, addressHeader: string }} settings the generator's options
 * @property {Record<string, any>} cache the workflow's static data
 * @property {import('./workflow-login.mjs').NodeCrypto & import('./device-login.mjs').DeviceCrypto} crypto
 * @property {import('./attempts.mjs').LoginLimits} [limits] the lock's numbers: the contract's unless a local test lowers them
 */

/**
 * @typedef {{ node: string, code: (ctx: StepContext) => unknown[] | Promise<unknown[]>, calls: string[],
 *     body?: boolean, alongside?: StoreStep }} CodeStep
 * @typedef {{ node: string, gate: string, answerWhen: boolean, onAnswer?: StoreStep }} GateStep
 * @typedef {{ node: string, choose: string, then: StoreStep, otherwise: StoreStep }} ChooseStep
 * @typedef {{ node: string, verify: 'session' | 'device', token: (ctx: StepContext) => unknown }} VerifyStep
 * @typedef {{ node: string, sign: (ctx: StepContext) => object }} SignStep
 * @typedef {{ node: string, store: string, with?: (ctx: StepContext) => Record<string, unknown>,
 *     alongside?: StoreStep }} StoreStep
 * @typedef {{ node: string, provider: true }} ProviderStep
 * @typedef {CodeStep | GateStep | ChooseStep | VerifyStep | SignStep | StoreStep | ProviderStep} ProgramStep
 * @typedef {{ webhook: StaffRoute, headers: string, respond: string, steps: ProgramStep[] }} RouteProgram
 */

/** The input's first item, as `$input.first().json`. @param {StepContext} ctx */
const input = (ctx) => ctx.rows[0];

/** A token route's first Code step, on the headers alone. @param {StaffRoute} route @param {string} node @returns {CodeStep} */
const readToken = (route, node) => ({
  node,
  code: (ctx) => [requests.readTokenRequest(/** @type {any} */ (route), input(ctx), ctx.settings.siteOrigin)],
  calls: ['readTokenRequest'],
});

/** `ok: false` items are the answer. @param {string} node @returns {GateStep} */
const okGate = (node) => ({ node, gate: 'ok', answerWhen: false });

/** @param {string} node @returns {VerifyStep} */
const verifySession = (node) => ({ node, verify: 'session', token: (ctx) => input(ctx).token });

/** @type {Readonly<Record<StaffRoute, RouteProgram>>} */
export const staffProgram = Object.freeze({
  login: {
    webhook: 'login',
    headers: 'loginHeaders',
    respond: 'respond',
    steps: [
      {
        node: 'checkLoginHeaders',
        code: (ctx) => [requests.checkRouteHeaders('login', input(ctx))],
        calls: ['checkRouteHeaders'],
      },
      okGate('loginHeadersOk'),
      {
        node: 'readLogin',
        code: (ctx) => [
          requests.readLoginRequest(ctx.first('login'), {
            siteOrigin: ctx.settings.siteOrigin,
            addressHeader: ctx.settings.addressHeader,
            now: ctx.now,
          }),
        ],
        calls: ['readLoginRequest'],
        body: true,
      },
      okGate('loginOk'),
      // An invalid, expired or missing device token is an unknown device's login, never a refusal.
      { node: 'verifyDevice', verify: 'device', token: (ctx) => input(ctx).deviceToken ?? '' },
      { node: 'readHash', store: 'readSettings' },
      { node: 'readCodes', store: 'readLiveCodes', with: (ctx) => ({ after: ctx.now.getTime() }) },
      {
        node: 'identify',
        code: (ctx) => [
          loginSteps.identifyLoginFromRows(
            {
              request: ctx.first('readLogin'),
              verified: ctx.first('verifyDevice'),
              codeRows: ctx.rows,
              storedHash: ctx.first('readHash').passwordHash,
              now: ctx.now,
            },
            ctx.crypto,
          ),
        ],
        calls: ['identifyLoginFromRows'],
      },
      okGate('identified'),
      // Recorded before anything is decided or hashed, so parallel guesses cannot race past the count.
      {
        node: 'recordAttempt',
        store: 'insertAttempt',
        with: (ctx) => ({ address: input(ctx).address, device: input(ctx).device, at: input(ctx).at, kind: 'try' }),
      },
      {
        node: 'readAttempts',
        store: 'readAttemptsSince',
        with: (ctx) => ({ after: input(ctx).at - (ctx.limits ?? loginLimits).keepRecordsMs }),
      },
      {
        node: 'decideAttempt',
        code: (ctx) => [loginSteps.decideLoginAttempt(ctx.rows, ctx.first('recordAttempt'), ctx.now, ctx.limits)],
        calls: ['decideLoginAttempt'],
        // Records too old to change any decision go beside the answer.
        alongside: {
          node: 'deleteOld',
          store: 'deleteAttemptsBefore',
          with: (ctx) => ({ before: input(ctx).deleteBefore }),
        },
      },
      {
        node: 'admitted',
        gate: 'admitted',
        answerWhen: false,
        // A refused attempt changes no later decision: its row goes at once, after the 429.
        onAnswer: { node: 'deleteRefused', store: 'deleteAttempt', with: (ctx) => ({ id: input(ctx).attemptId }) },
      },
      {
        node: 'checkPassword',
        code: async (ctx) => {
          const storedHash = ctx.first('readHash').passwordHash;
          const attempt = {
            storedHash,
            password: ctx.first('readLogin').password,
            attemptsLeft: ctx.first('decideAttempt').attemptsLeft,
            now: ctx.now,
          };
          const checked = await loginSteps.checkLoginPassword(attempt, ctx.crypto);
          const device = { deviceId: ctx.first('identify').deviceId, storedHash, now: ctx.now };
          return [loginSteps.withLoginClaims(checked, device, ctx.crypto)];
        },
        calls: ['checkLoginPassword', 'withLoginClaims'],
      },
      { node: 'right', gate: 'right', answerWhen: false },
      { node: 'sign', sign: (ctx) => ctx.first('checkPassword').claims.session },
      { node: 'signDevice', sign: (ctx) => ctx.first('checkPassword').claims.device },
      {
        node: 'recordSuccess',
        store: 'insertAttempt',
        with: (ctx) => ({
          address: ctx.first('identify').address,
          device: ctx.first('identify').device,
          at: ctx.now.getTime(),
          kind: 'success',
        }),
      },
      // The one-time code that let this login in is used up (row id 0 is none: nothing to delete).
      { node: 'deleteUsedCode', store: 'deleteCode', with: (ctx) => ({ id: ctx.first('identify').codeRowId ?? 0 }) },
      {
        node: 'loginAnswer',
        code: (ctx) => {
          const { claims } = ctx.first('checkPassword');
          const session = ctx.first('sign').token;
          return [contract.loginAnswer(session, claims.session.exp, ctx.first('signDevice').token, claims.device.exp)];
        },
        calls: ['loginAnswer'],
      },
    ],
  },
  agents: {
    webhook: 'agents',
    headers: 'agentsHeaders',
    respond: 'agentsRespond',
    steps: [
      { node: 'readAgents', store: 'readAgents' },
      {
        node: 'agentsAnswer',
        code: (ctx) => [agents.agentsAnswerFor(ctx.first('agentsHeaders').headers, ctx.rows)],
        calls: ['agentsAnswerFor'],
      },
    ],
  },
  dashboard: {
    webhook: 'dashboard',
    headers: 'dashboardHeaders',
    respond: 'respond',
    steps: [
      readToken('dashboard', 'readDashboard'),
      okGate('dashboardOk'),
      verifySession('verifyDashboard'),
      { node: 'readAgentsDashboard', store: 'readAgents' },
      {
        node: 'planFigures',
        code: (ctx) => figures.planFigures(ctx.first('verifyDashboard').payload, ctx.rows, ctx.cache, ctx.now),
        calls: ['planFigures'],
      },
      // A fresh reading (or no agent connected) is the answer; otherwise one provider request per agent.
      { node: 'figuresDone', gate: 'done', answerWhen: true },
      { node: 'providerCalls', provider: true },
      {
        node: 'countCalls',
        code: (ctx) => [figures.countCalls(ctx.items, ctx.first('planFigures').agents, ctx.cache, ctx.now)],
        calls: ['countCalls'],
      },
    ],
  },
  availability: {
    webhook: 'availability',
    headers: 'availabilityHeaders',
    respond: 'respond',
    steps: [
      readToken('availability', 'readAvailability'),
      okGate('availabilityOk'),
      verifySession('verifyAvailability'),
      {
        node: 'checkAvailabilityBody',
        code: (ctx) => [requests.checkAvailabilityRequest(input(ctx).payload, ctx.first('availability').body, ctx.now)],
        calls: ['checkAvailabilityRequest'],
        body: true,
      },
      okGate('availabilityBodyOk'),
      // An unknown id updates no row; the answer step then says 404.
      {
        node: 'updateAgent',
        store: 'updateAgent',
        with: (ctx) => ({ agentId: input(ctx).agentId, isAvailable: input(ctx).isAvailable }),
      },
      {
        node: 'availabilityAnswer',
        code: (ctx) => [agents.availabilityAnswerFromRows(ctx.rows, ctx.first('checkAvailabilityBody').agentId)],
        calls: ['availabilityAnswerFromRows'],
      },
    ],
  },
  bookings: {
    webhook: 'bookings',
    headers: 'bookingsHeaders',
    respond: 'respond',
    steps: [
      readToken('bookings', 'readBookingsRequest'),
      okGate('bookingsOk'),
      verifySession('verifyBookings'),
      // The newest rows up to the page asked for and one more (docs/n8n.md, the staff list's pages).
      { node: 'readBookings', store: 'readBookings', with: (ctx) => ({ page: ctx.first('bookings').query?.page }) },
      {
        node: 'bookingsAnswer',
        code: (ctx) => [
          bookings.bookingsAnswerFromRows(
            ctx.first('verifyBookings').payload,
            ctx.rows,
            ctx.first('bookings').query?.page,
            ctx.now,
          ),
        ],
        calls: ['bookingsAnswerFromRows'],
      },
    ],
  },
  bookingStatus: {
    webhook: 'bookingStatus',
    headers: 'bookingStatusHeaders',
    respond: 'respond',
    steps: [
      readToken('bookingStatus', 'readBookingStatus'),
      okGate('bookingStatusOk'),
      verifySession('verifyBookingStatus'),
      {
        node: 'checkBookingStatus',
        code: (ctx) => [
          bookings.checkBookingStatusRequest(input(ctx).payload, ctx.first('bookingStatus').body, ctx.now),
        ],
        calls: ['checkBookingStatusRequest'],
        body: true,
      },
      okGate('bookingStatusBodyOk'),
      // `slettet` deletes the row; any other status is stored, and a `bekræftet` then claims the row and
      // sends the confirmation by the booking workflow's mail step, after the answer.
      {
        node: 'erase',
        choose: 'erase',
        then: { node: 'deleteBooking', store: 'deleteBooking', with: (ctx) => ({ bookingId: input(ctx).bookingId }) },
        otherwise: {
          node: 'updateStatus',
          store: 'updateBookingStatus',
          with: (ctx) => ({ bookingId: input(ctx).bookingId, status: input(ctx).status }),
        },
      },
      {
        node: 'bookingStatusAnswer',
        code: (ctx) => [bookings.bookingStatusAnswerFromRows(ctx.rows, ctx.first('checkBookingStatus'))],
        calls: ['bookingStatusAnswerFromRows'],
      },
    ],
  },
  deviceCode: {
    webhook: 'deviceCode',
    headers: 'deviceCodeHeaders',
    respond: 'respond',
    steps: [
      readToken('deviceCode', 'readDeviceCode'),
      okGate('deviceCodeOk'),
      verifySession('verifyDeviceCode'),
      {
        node: 'makeCode',
        code: (ctx) => [
          loginSteps.deviceCodeRequest(input(ctx).payload, ctx.first('deviceCode').body, ctx.now, ctx.crypto),
        ],
        calls: ['deviceCodeRequest'],
        body: true,
      },
      okGate('codeMade'),
      {
        node: 'insertCode',
        store: 'insertCode',
        with: (ctx) => ({ codeDigest: input(ctx).row.codeDigest, expiresAt: input(ctx).row.expiresAt }),
      },
      { node: 'deleteExpiredCodes', store: 'deleteCodesExpiredBy', with: (ctx) => ({ at: ctx.now.getTime() }) },
      {
        node: 'deviceCodeAnswer',
        code: (ctx) => {
          const { status, body } = ctx.first('makeCode');
          return [{ status, body }];
        },
        calls: [],
      },
    ],
  },
});

/** The Code node every refused session token goes to: the contract's 401, a value, no call. */
export const sessionExpiredStep = /** @type {CodeStep} */ ({
  node: 'sessionExpired',
  code: () => [{ ...contract.sessionExpiredAnswer }],
  calls: [],
});

/**
 * Every step of a route, its side steps included, in the order the table names them.
 * @param {RouteProgram} program
 * @returns {ProgramStep[]}
 */
export function allSteps(program) {
  return program.steps.flatMap((step) => /** @type {ProgramStep[]} */ (stepsOf(step)));
}

/** @param {ProgramStep} step @returns {ProgramStep[]} */
function stepsOf(step) {
  {
    if ('choose' in step) return [step, step.then, step.otherwise];
    if ('gate' in step && step.onAnswer) return [step, step.onAnswer];
    if ('alongside' in step && step.alongside) return [step, step.alongside];
    return [step];
  }
}
