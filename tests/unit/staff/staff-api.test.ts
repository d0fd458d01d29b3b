import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStaffApi, startStaffApi } from '../../../scripts/local-backend/staff-api.mjs';
import { startReceiver } from '../../../scripts/local-backend/webhook-receiver.mjs';
import { isDashboardAnswer, isLoginAnswer } from '../../../src/lib/staff/api-contract.mjs';
import { hashPassword } from '../../../src/lib/staff/password-hash.js';

type Api = Awaited<ReturnType<typeof startStaffApi>>;

const password = 'en lang og hemmelig adgangssætning';
const site = 'http://site.test';
const morning = '2026-11-25T09:00:00Z';

let dir: string;
let stateFile: string;
let passwordHash: string;
let api: Api;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'staff-api-'));
  stateFile = join(dir, 'availability.json');
  passwordHash = await hashPassword(password);
  api = await startStaffApi({ port: 0, passwordHash, siteOrigin: site, stateFile, now: morning, quiet: true });
});
afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => api.reset());

const call = (path: string, init: RequestInit & { address?: string } = {}) => {
  const { address = '198.51.100.7', headers, ...rest } = init;
  return fetch(`${api.url}${path}`, {
    ...rest,
    headers: { 'Content-Type': 'application/json', Origin: site, 'X-Real-IP': address, ...headers },
  });
};
const login = (body: unknown, address?: string) =>
  call('/login', { method: 'POST', body: JSON.stringify(body), address });
const tokenFor = async () => {
  const response = await login({ password });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
};
const authorized = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('the local staff API', { timeout: 60_000 }, () => {
  it('logs in with the right password: a token for 8 hours, and a device token', async () => {
    const response = await login({ password });
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(isLoginAnswer(body)).toBe(true);
    expect(body.expiresAt).toBe('2026-11-25T17:00:00.000Z');
    expect(response.headers.get('access-control-allow-origin')).toBe(site);
  });

  it('answers a wrong password with 401, the Danish message and the attempts left', async () => {
    const response = await login({ password: 'forkert' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Forkert adgangskode', attemptsLeft: 4 });
  });

  it('checks the password at most 5 times for 20 parallel wrong logins from one address', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => login({ password: 'gæt' })));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(api.passwordChecks()).toBeLessThanOrEqual(5);
    // Each refused attempt's record went as soon as it was decided: the five checked ones stay.
    expect(api.attempts()).toHaveLength(5);
    const locked = await login({ password });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
    expect(await locked.json()).toEqual({
      error: 'For mange forsøg. Prøv igen om 15 minutter.',
      retryAfterSeconds: 900,
    });
    expect(api.passwordChecks()).toBeLessThanOrEqual(5);
    // Another address is not locked, and the lock ends after 15 minutes.
    expect((await login({ password: 'gæt' }, '198.51.100.8')).status).toBe(401);
    api.setNow('2026-11-25T09:15:00Z');
    expect((await login({ password })).status).toBe(200);
  });

  it('answers a bad login body with 400 before counting or hashing', async () => {
    const response = await login({ pass: 'x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Ugyldig forespørgsel.',
      fields: { password: 'Skriv adgangskoden.', pass: 'Ukendt felt.' },
    });
    const notJson = await call('/login', { method: 'POST', body: '{' });
    expect(notJson.status).toBe(400);
    expect(api.attempts()).toEqual([]);
    expect(api.passwordChecks()).toBe(0);
  });

  it('answers a missing, forged or expired token with the contract’s JSON 401 on every staff route', async () => {
    const token = await tokenFor();
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const headers of [{}, authorized(forged), { Authorization: token }, authorized('x.y.z')]) {
      for (const [path, method] of [
        ['/dashboard', 'GET'],
        ['/availability', 'POST'],
        ['/bookings', 'GET'],
        ['/booking-status', 'POST'],
      ]) {
        const response = await call(path, { method, headers, body: method === 'POST' ? '{}' : undefined });
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(401);
        expect(await response.json()).toEqual({ error: 'Din session er udløbet. Log ind igen.' });
      }
    }
    expect((await call('/dashboard', { headers: authorized(token) })).status).toBe(200);
    api.setNow('2026-11-25T17:00:00Z');
    const expired = await call('/dashboard', { headers: authorized(token) });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ error: 'Din session er udløbet. Log ind igen.' });
  });

  it('switches availability, keeps it in the file, and shows it on GET /agents', async () => {
    const token = await tokenFor();
    const response = await call('/availability', {
      method: 'POST',
      headers: authorized(token),
      body: JSON.stringify({ id: 'sofie', isAvailable: false }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 'sofie', name: 'Sofie', isAvailable: false });
    expect(JSON.parse(readFileSync(stateFile, 'utf8'))).toMatchObject({ sofie: false });
    const agents = await fetch(`${api.url}/agents`, { headers: { Origin: 'https://any.example' } });
    expect(agents.headers.get('access-control-allow-origin')).toBe('*');
    expect(await agents.json()).toEqual([
      { id: 'sofie', name: 'Sofie', isAvailable: false },
      { id: 'magnus', name: 'Magnus', isAvailable: true },
      { id: 'freja', name: 'Freja', isAvailable: false },
    ]);
    // A second backend on the same file (a restart) still knows.
    expect(createStaffApi({ stateFile, quiet: true }).agents()[0]).toMatchObject({ id: 'sofie', isAvailable: false });
  });

  it('answers an unknown agent 404 and a bad body 400 in Danish', async () => {
    const token = await tokenFor();
    const post = (body: unknown) =>
      call('/availability', { method: 'POST', headers: authorized(token), body: JSON.stringify(body) });
    const unknown = await post({ id: 'ole', isAvailable: false });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Ukendt agent.' });
    const bad = await post({ id: 'sofie', isAvailable: 'nej' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: 'Ugyldig forespørgsel.',
      fields: { isAvailable: 'Angiv om agenten er tilgængelig (true eller false).' },
    });
  });

  it('shows the figures the provider stand-in holds, cached for 30 seconds', async () => {
    const token = await tokenFor();
    const at = (minutes: number) => new Date(Date.parse(morning) + minutes * 60_000).toISOString();
    api.setProviderCalls([
      { id: '1', assistantId: 'assistant-sofie', status: 'in-progress', createdAt: at(-5) },
      { id: '2', assistantId: 'assistant-sofie', status: 'ended', createdAt: at(-60) },
      { id: '3', assistantId: 'assistant-magnus', status: 'ringing', createdAt: at(-1) },
      // Yesterday (before midnight in Copenhagen): not today's.
      { id: '4', assistantId: 'assistant-sofie', status: 'ended', createdAt: '2026-11-24T22:59:59.000Z' },
    ]);
    const dashboard = async () => (await call('/dashboard', { headers: authorized(token) })).json();
    const body = await dashboard();
    expect(isDashboardAnswer(body)).toBe(true);
    expect(body).toMatchObject({ live: true, readAt: new Date(morning).toISOString(), message: null });
    expect(body.agents).toEqual([
      {
        id: 'sofie',
        name: 'Sofie',
        isAvailable: true,
        maxCalls: 10,
        connected: true,
        currentCalls: 1,
        totalCallsToday: 2,
      },
      {
        id: 'magnus',
        name: 'Magnus',
        isAvailable: true,
        maxCalls: 8,
        connected: true,
        currentCalls: 1,
        totalCallsToday: 1,
      },
      {
        id: 'freja',
        name: 'Freja',
        isAvailable: false,
        maxCalls: 12,
        connected: false,
        currentCalls: null,
        totalCallsToday: null,
      },
    ]);
    const requests = api.providerRequests();
    await dashboard();
    expect(api.providerRequests()).toBe(requests);
    api.setNow('2026-11-25T09:00:30Z');
    await dashboard();
    expect(api.providerRequests()).toBeGreaterThan(requests);
  });

  it('answers the preflight for the site origin only, and refuses other origins with JSON', async () => {
    const preflight = (origin: string, path = '/login') =>
      fetch(`${api.url}${path}`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
    const ok = await preflight(site);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(site);
    const refused = await preflight('https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const post = await call('/login', {
      method: 'POST',
      body: JSON.stringify({ password }),
      headers: { Origin: 'https://evil.example' },
    });
    expect(post.status).toBe(403);
    expect(api.passwordChecks()).toBe(0);
    expect((await preflight('https://evil.example', '/agents')).headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('the staff API without the provider', { timeout: 30_000 }, () => {
  it('shows no numbers and says live figures are not connected', async () => {
    const offline = await startStaffApi({
      port: 0,
      passwordHash,
      siteOrigin: site,
      providerBaseUrl: null,
      quiet: true,
    });
    try {
      const response = await fetch(`${offline.url}/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: site },
        body: JSON.stringify({ password }),
      });
      const { token } = await response.json();
      const body = await (
        await fetch(`${offline.url}/dashboard`, { headers: { Origin: site, ...authorized(token) } })
      ).json();
      expect(body).toMatchObject({
        live: false,
        readAt: null,
        message: 'Live-tal fra telefonsystemet er ikke forbundet lige nu.',
      });
      expect(body.agents.every((agent: { currentCalls: unknown }) => agent.currentCalls === null)).toBe(true);
    } finally {
      await offline.close();
    }
  });
});

describe('npm run webhook:dev', () => {
  it('serves the staff API under /staff-api/ beside the booking webhook', async () => {
    const receiver = await startReceiver({
      port: 0,
      file: join(dir, 'bookings.json'),
      mail: false,
      quiet: true,
      staffApi: { siteOrigin: site },
    });
    try {
      const agents = await fetch(`http://127.0.0.1:${receiver.port}/staff-api/agents`);
      expect(agents.status).toBe(200);
      expect(await agents.json()).toHaveLength(3);
      const noHash = await fetch(`http://127.0.0.1:${receiver.port}/staff-api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: site },
        body: JSON.stringify({ password }),
      });
      expect(noHash.status).toBe(503);
      expect((await fetch(`http://127.0.0.1:${receiver.port}/booking`, { method: 'GET' })).status).toBe(405);
    } finally {
      await receiver.close();
    }
  });
});

describe('the test controls', { timeout: 30_000 }, () => {
  it('set the clock and the provider’s calls and reset, only when switched on', async () => {
    const controlled = await startStaffApi({
      port: 0,
      passwordHash,
      siteOrigin: site,
      testControls: true,
      quiet: true,
    });
    const plain = await startStaffApi({ port: 0, passwordHash, siteOrigin: site, quiet: true });
    try {
      const control = (base: string, body: unknown) =>
        fetch(`${base}/__control`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
      expect((await control(plain.url, { reset: true })).status).toBe(404);
      const at = '2026-11-25T12:00:00Z';
      const set = await control(controlled.url, {
        now: at,
        providerCalls: [
          { id: '1', assistantId: 'assistant-sofie', status: 'ringing', createdAt: '2026-11-25T11:59:00Z' },
        ],
      });
      expect(await set.json()).toEqual({ ok: true });
      const { token } = await (
        await fetch(`${controlled.url}/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: site },
          body: JSON.stringify({ password }),
        })
      ).json();
      const dashboard = await (
        await fetch(`${controlled.url}/dashboard`, { headers: { Origin: site, ...authorized(token) } })
      ).json();
      expect(dashboard.readAt).toBe(new Date(at).toISOString());
      expect(dashboard.agents[0]).toMatchObject({ id: 'sofie', currentCalls: 1, totalCallsToday: 1 });
    } finally {
      await controlled.close();
      await plain.close();
    }
  });
});
