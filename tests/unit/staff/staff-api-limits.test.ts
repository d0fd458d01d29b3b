import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStaffApi } from '../../../scripts/local-backend/staff-api.mjs';
import { requestLimitMessages } from '../../../src/lib/request-limits.mjs';
import { hashPassword } from '../../../src/lib/staff/password-hash.js';
import { rawRequest } from '../fixtures/raw-request';

type Api = Awaited<ReturnType<typeof startStaffApi>>;

const password = 'en lang og hemmelig adgangssætning';
const site = 'http://site.test';
let api: Api;

beforeAll(async () => {
  api = await startStaffApi({ port: 0, passwordHash: await hashPassword(password), siteOrigin: site, quiet: true });
});
afterAll(() => api.close());
beforeEach(() => api.reset());

const login = (headers: Record<string, string>, body?: string) =>
  rawRequest(`${api.url}/login`, { headers: { Origin: site, ...headers }, body });
const json = { 'Content-Type': 'application/json' };

describe('the local staff API’s body limits (the n8n workflow’s header check)', { timeout: 30_000 }, () => {
  it('answers a body without Content-Length (chunked) 413 in Danish, before anything is counted', async () => {
    const answer = await login(json, JSON.stringify({ password }));
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ error: requestLimitMessages.noLength });
    expect(answer.headers['access-control-allow-origin']).toBe(site);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(api.attempts()).toEqual([]);
  });

  it('answers a body above 4 KiB 413, and one at 4 KiB as a login', async () => {
    const large = JSON.stringify({ password: 'x'.repeat(4100) });
    const tooLarge = await login({ ...json, 'Content-Length': String(Buffer.byteLength(large)) }, large);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ error: 'Forespørgslen er for stor: højst 4096 byte.' });
    const fits = JSON.stringify({ password: 'x'.repeat(1024), code: 'ABCD-EFGH' });
    const answer = await login({ ...json, 'Content-Length': String(Buffer.byteLength(fits)) }, fits);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ error: 'Engangskoden er forkert, brugt eller udløbet. Bed om en ny.' });
  });

  it('answers any Content-Encoding and any type but JSON 415', async () => {
    const body = JSON.stringify({ password });
    const length = { 'Content-Length': String(Buffer.byteLength(body)) };
    const gzip = await login({ ...json, ...length, 'Content-Encoding': 'gzip' }, body);
    expect(gzip).toMatchObject({ status: 415, body: { error: requestLimitMessages.encoded } });
    const octets = await login({ ...length, 'Content-Type': 'application/octet-stream' }, body);
    expect(octets).toMatchObject({ status: 415, body: { error: requestLimitMessages.notJson } });
    expect(api.passwordChecks()).toBe(0);
  });

  it('answers a GET with a body 413', async () => {
    const answer = await rawRequest(`${api.url}/agents`, {
      method: 'GET',
      headers: { 'Content-Length': '2' },
      body: '{}',
    });
    expect(answer).toMatchObject({ status: 413, body: { error: requestLimitMessages.noBodyExpected } });
  });

  it('answers malformed JSON and a wrong method with the contract’s JSON errors', async () => {
    const malformed = await fetch(`${api.url}/login`, {
      method: 'POST',
      headers: { ...json, Origin: site },
      body: '{"password":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'Forespørgslen skal være et JSON-objekt.', fields: {} });
    for (const [path, method, allow] of [
      ['/login', 'GET', 'POST, OPTIONS'],
      ['/agents', 'DELETE', 'GET, OPTIONS'],
      ['/device-code', 'PUT', 'POST, OPTIONS'],
    ]) {
      const wrong = await fetch(`${api.url}${path}`, { method, headers: { Origin: site } });
      expect(wrong.status, `${method} ${path}`).toBe(405);
      expect(wrong.headers.get('allow')).toBe(allow);
      expect(wrong.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await wrong.json()).toEqual({ error: 'Metoden er ikke tilladt her.' });
    }
  });
});

describe('the local staff API’s caching', { timeout: 30_000 }, () => {
  it('lets GET /agents be cached for 15 s by anyone, with * and never the caller’s origin', async () => {
    const origins: Record<string, string>[] = [{}, { Origin: 'https://any.example' }, { Origin: site }];
    for (const headers of origins) {
      const agents = await fetch(`${api.url}/agents`, { headers });
      expect(agents.headers.get('cache-control')).toBe('public, max-age=15, stale-while-revalidate=15');
      expect(agents.headers.get('access-control-allow-origin')).toBe('*');
      expect(agents.headers.get('vary')).toBeNull();
    }
  });

  it('keeps every other answer out of caches', async () => {
    const answers = await Promise.all([
      fetch(`${api.url}/dashboard`, { headers: { Origin: site } }),
      fetch(`${api.url}/nowhere`),
      fetch(`${api.url}/agents`, { method: 'POST' }),
      fetch(`${api.url}/login`, { method: 'POST', headers: { ...json, Origin: site }, body: '{}' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 404, 405, 400]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});
