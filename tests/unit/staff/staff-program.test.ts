import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffWorkflowPath, buildStaffWorkflow } from '../../../scripts/n8n/build-staff-workflow.mjs';
import { createBookingDesk } from '../../../scripts/local-backend/booking-desk.mjs';
import { companyFrom } from '../../../scripts/local-backend/booking-mails.mjs';
import { createBookingStore } from '../../../scripts/local-backend/bookings.mjs';
import { createAvailability } from '../../../scripts/local-backend/staff-availability.mjs';
import { createCodeStore } from '../../../scripts/local-backend/staff-codes.mjs';
import { createStaffStore } from '../../../scripts/local-backend/staff-store.mjs';
import { LOCAL_PROVIDER_KEY, localAssistantIds, startStaffApi } from '../../../scripts/local-backend/staff-api.mjs';
import { nodeNames } from '../../../scripts/n8n/staff-workflow/names.mjs';
import { routeConnections } from '../../../scripts/n8n/staff-workflow/program.mjs';
import { loginLimits, staffRoutes, type StaffRoute } from '../../../src/lib/staff/api-contract.mjs';
import { allSteps, staffProgram } from '../../../src/lib/staff/api-program.mjs';
import { hashPassword } from '../../../src/lib/staff/password-hash.js';
import { bookingSample } from '../fixtures/booking';
import { runWorkflowRoute, type StaffWorkflow } from '../fixtures/n8n-staff-run';

const workflow = JSON.parse(readFileSync(staffWorkflowPath, 'utf8')) as StaffWorkflow;
const site = buildStaffWorkflow().nodes.find((node) => node.name === nodeNames.login)?.parameters as {
  options: { allowedOrigins: string };
};
const origin = site.options.allowedOrigins;
const now = new Date('2026-11-25T09:00:00Z');
const password = 'en lang og hemmelig adgangssætning';
const tokenSecret = 'a-test-secret-of-at-least-thirty-two-characters';
const bookingId = '0f8fad5b-d9cb-469f-a165-70867728950e';

type Request = { headers: Record<string, string>; body?: unknown; query?: Record<string, string> };
type Answer = { status: number; body: unknown };
/** One side of the comparison: a request to a route, and a booking kept as the booking webhook keeps it. */
interface Side {
  send: (route: StaffRoute, request: Request) => Promise<Answer>;
  addBooking: () => Promise<unknown>;
}

const headers = (extra: Record<string, string> = {}) => ({
  'content-type': 'application/json',
  origin,
  'x-real-ip': '203.0.113.9',
  ...extra,
});

/**
 * Every route of the contract, its answers and refusals: the same requests to a side, their answers in
 * order. Tokens and codes a side made itself are sent back to that side.
 */
async function scenario(side: Side) {
  const answers: [string, Answer][] = [];
  const ask = async (label: string, route: StaffRoute, request: Request) => {
    const answer = await side.send(route, request);
    answers.push([label, answer]);
    return answer.body as Record<string, unknown>;
  };
  const bearer = (token: unknown) => ({ authorization: `Bearer ${String(token)}` });

  await ask('agents', 'agents', { headers: { origin: 'https://elsewhere.example' } });
  await ask('wrong password', 'login', { headers: headers(), body: { password: 'forkert' } });
  await ask('login body', 'login', { headers: headers(), body: { password: 1 } });
  await ask('login origin', 'login', { headers: headers({ origin: 'https://evil.example' }), body: { password } });
  await ask('login type', 'login', { headers: headers({ 'content-type': 'text/plain' }), body: { password } });
  await ask('login code unknown', 'login', { headers: headers(), body: { password, code: 'ABCD-EFGH' } });
  const { token, deviceToken } = await ask('login', 'login', { headers: headers(), body: { password } });
  await ask('known device', 'login', {
    headers: headers({ 'x-real-ip': '198.51.100.1' }),
    body: { password, deviceToken },
  });
  for (const route of ['dashboard', 'availability', 'bookings', 'bookingStatus', 'deviceCode'] as const) {
    await ask(`${route} without token`, route, { headers: headers(), body: {} });
    await ask(`${route} forged token`, route, { headers: headers(bearer(`${String(token)}x`)), body: {} });
    await ask(`${route} origin`, route, { headers: headers({ ...bearer(token), origin: 'https://evil.example' }) });
  }
  await ask('dashboard', 'dashboard', { headers: headers(bearer(token)) });
  await ask('dashboard cached', 'dashboard', { headers: headers(bearer(token)) });
  await ask('availability', 'availability', {
    headers: headers(bearer(token)),
    body: { id: 'sofie', isAvailable: false },
  });
  await ask('availability unknown', 'availability', {
    headers: headers(bearer(token)),
    body: { id: 'nobody', isAvailable: true },
  });
  await ask('availability body', 'availability', { headers: headers(bearer(token)), body: { id: 'sofie' } });
  await ask('agents after', 'agents', { headers: { origin } });
  await side.addBooking();
  await ask('bookings', 'bookings', { headers: headers(bearer(token)), query: { page: '1' } });
  await ask('bookings page 0', 'bookings', { headers: headers(bearer(token)), query: { page: '0' } });
  const status = (body: unknown) => ({ headers: headers(bearer(token)), body });
  await ask('status', 'bookingStatus', status({ bookingId, status: 'kontaktet' }));
  await ask(
    'status unknown',
    'bookingStatus',
    status({ bookingId: bookingId.replace('0f', '1f'), status: 'kontaktet' }),
  );
  await ask('status body', 'bookingStatus', status({ bookingId, status: 'glemt' }));
  await ask('bookings after', 'bookings', { headers: headers(bearer(token)) });
  await ask('erase', 'bookingStatus', status({ bookingId, status: 'slettet' }));
  await ask('erase again', 'bookingStatus', status({ bookingId, status: 'slettet' }));
  await ask('device code body', 'deviceCode', { headers: headers(bearer(token)), body: { extra: 1 } });
  const { code } = await ask('device code', 'deviceCode', { headers: headers(bearer(token)), body: {} });
  const guest = headers({ 'x-real-ip': '192.0.2.44' });
  await ask('code login', 'login', { headers: guest, body: { password, code } });
  await ask('code used', 'login', { headers: guest, body: { password, code } });
  // Another address's wrong password counts for that address only.
  await ask('other address', 'login', {
    headers: headers({ 'x-real-ip': '198.51.100.99' }),
    body: { password: 'nej' },
  });
  for (let attempt = 1; attempt <= loginLimits.perAddressMax + 1; attempt++) {
    await ask(`guess ${attempt}`, 'login', { headers: guest, body: { password: `gæt ${attempt}` } });
  }
  await ask('locked', 'login', { headers: guest, body: { password } });
  return answers;
}

const withLength = (route: StaffRoute, request: Request): Request => {
  if (staffRoutes[route].method !== 'POST') return request;
  const length = String(Buffer.byteLength(JSON.stringify(request.body ?? {})));
  return { ...request, headers: { ...request.headers, 'content-length': length } };
};

/** A side's own tokens and codes differ (random ids); their shape must not. */
const normalized = (answers: [string, Answer][]) =>
  JSON.parse(
    JSON.stringify(answers)
      .replace(/"[\w-]+\.[\w-]+\.[\w-]+"/g, '"<jwt>"')
      .replace(/"[2-9A-Z]{4}-[2-9A-Z]{4}"/g, '"<code>"'),
  );

/** The staff store both sides read and write in a test: one password, the local agents, a fresh code list. */
const storeFor = (passwordHash: string, desk: ReturnType<typeof createBookingDesk>) =>
  createStaffStore({
    passwordHash: () => passwordHash,
    availability: createAvailability(undefined, localAssistantIds),
    codes: createCodeStore(undefined),
    desk,
    log: () => {},
  });

describe('one staff API program: every route answers alike on the local backend and in the workflow', () => {
  let api: Awaited<ReturnType<typeof startStaffApi>>;
  let passwordHash: string;

  beforeAll(async () => {
    passwordHash = await hashPassword(password);
    api = await startStaffApi({ port: 0, passwordHash, siteOrigin: origin, tokenSecret, now, quiet: true });
    api.setProviderCalls([
      { id: 'a', assistantId: localAssistantIds.sofie, status: 'ended', createdAt: '2026-11-25T08:10:00Z' },
      { id: 'b', assistantId: localAssistantIds.sofie, status: 'in-progress', createdAt: '2026-11-25T08:55:00Z' },
    ]);
  });
  afterAll(() => api.close());

  it('runs the contract’s every route with the same answers', { timeout: 120_000 }, async () => {
    const local: Side = {
      send: async (route, { headers: sent, body, query }) => {
        const { method, path } = staffRoutes[route];
        const search = query ? `?${new URLSearchParams(query)}` : '';
        const response = await fetch(`${api.url}${path}${search}`, {
          method,
          headers: sent,
          body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
        });
        return { status: response.status, body: await response.json() };
      },
      addBooking: () => api.bookings.accept(bookingId, bookingSample),
    };
    const desk = createBookingDesk({
      store: createBookingStore(),
      delivery: null,
      ...companyFrom(process.env),
      now: () => now,
    });
    const store = storeFor(passwordHash, desk);
    const staticData = {};
    const inWorkflow: Side = {
      // The headers n8n's Webhook node passes on: a POST's with its length, as the HTTP client sends it.
      send: (route, request) =>
        runWorkflowRoute(workflow, nodeNames[route], withLength(route, request), {
          store: store.operations,
          tokenSecret,
          provider: { baseUrl: api.url.replace(/\/staff-api$/, '/staff-api/provider'), key: LOCAL_PROVIDER_KEY },
          staticData,
          now,
        }),
      addBooking: () => desk.accept(bookingId, bookingSample),
    };
    const fromLocal = normalized(await scenario(local));
    const fromWorkflow = normalized(await scenario(inWorkflow));
    expect(fromLocal).toEqual(fromWorkflow);
    // The scenario reaches every route and each kind of answer.
    const statuses = new Set(fromLocal.map(([, answer]: [string, Answer]) => answer.status));
    expect([...statuses].sort()).toEqual([200, 400, 401, 403, 404, 415, 429]);
    expect(Object.fromEntries(fromLocal)).toMatchObject({
      'wrong password': { status: 401, body: { attemptsLeft: loginLimits.perAddressMax - 1 } },
      dashboard: { status: 200, body: { live: true } },
      'code login': { status: 200 },
      'guess 1': { status: 401, body: { attemptsLeft: loginLimits.perAddressMax - 1 } },
      locked: { status: 429 },
    });
  });
});

describe('the staff program and the generated workflow', () => {
  it('answers a wrong password with no count to report (no client address) with the per-address maximum', async () => {
    const passwordHash = await hashPassword(password);
    const desk = createBookingDesk({ store: createBookingStore(), delivery: null, ...companyFrom(process.env) });
    const store = storeFor(passwordHash, desk);
    const { 'x-real-ip': _, ...anonymous } = headers();
    const answer = await runWorkflowRoute(
      workflow,
      nodeNames.login,
      withLength('login', { headers: anonymous, body: { password: 'forkert' } }),
      { store: store.operations, tokenSecret, provider: null, staticData: {}, now },
    );
    expect(answer).toEqual({ status: 401, body: expect.objectContaining({ attemptsLeft: loginLimits.perAddressMax }) });
  });

  it('wires each route’s nodes in its program’s order', () => {
    for (const route of Object.keys(staffProgram) as StaffRoute[]) {
      for (const [from, { main }] of Object.entries(routeConnections(route))) {
        // The confirmation's branch beside the answer is n8n's own.
        const shipped = workflow.connections[from].main.map((targets) => targets.map((target) => target.node));
        const expected = main.map((targets) => targets.map((target) => target.node));
        for (const [index, targets] of expected.entries())
          expect(shipped[index]).toEqual(expect.arrayContaining(targets));
      }
    }
  });

  it('runs in each Code node the functions its program step names', () => {
    for (const program of Object.values(staffProgram)) {
      for (const step of allSteps(program)) {
        if (!('code' in step)) continue;
        const node = workflow.nodes.find(
          (candidate) => candidate.name === nodeNames[step.node as keyof typeof nodeNames],
        );
        const script = String(node?.parameters.jsCode);
        for (const call of step.calls)
          expect(script, `${step.node} calls ${call}`).toMatch(new RegExp(`\\b${call}\\(`));
      }
    }
  });
});
