import * as nodeCrypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStaffApi } from '../../../scripts/local-backend/staff-api.mjs';
import { isLoginAnswer, loginLimits } from '../../../src/lib/staff/api-contract.mjs';
import { deviceMessages, isDeviceCodeAnswer } from '../../../src/lib/staff/device-contract.mjs';
import { passwordHashDigest } from '../../../src/lib/staff/device-login.mjs';
import { hashPassword } from '../../../src/lib/staff/password-hash.js';

type Api = Awaited<ReturnType<typeof startStaffApi>>;

const password = 'en lang og hemmelig adgangssætning';
const site = 'http://site.test';
const morning = Date.parse('2026-11-25T09:00:00Z');
const tokenSecret = 'a-test-secret-that-is-long-enough-0123456789';
let passwordHash: string;
let api: Api;

beforeAll(async () => {
  passwordHash = await hashPassword(password);
  api = await startStaffApi({ port: 0, passwordHash, siteOrigin: site, tokenSecret, now: morning, quiet: true });
});
afterAll(() => api.close());
beforeEach(() => api.reset());

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
const post = (base: string, path: string, body: unknown, address = '198.51.100.7', headers = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site, 'X-Real-IP': address, ...headers },
    body: JSON.stringify(body),
  });
const login = (body: object, address?: string) => post(api.url, '/login', { password, ...body }, address);
const loggedIn = async (body: object = {}, address?: string) => {
  const response = await login(body, address);
  expect(response.status).toBe(200);
  return (await response.json()) as { token: string; deviceToken: string; deviceExpiresAt: string };
};
const at = (ms: number) => api.setNow(morning + ms);

/**
 * An API of the test's own whose global ceiling is 3 wrong passwords an hour rather than 50: the
 * rule is the same (src/lib/staff/attempts.mjs proves it at 50), and each wrong password below the
 * ceiling costs a PBKDF2 run.
 */
async function withLowCeiling(test: (flooded: Api) => Promise<void>) {
  const flooded = await startStaffApi({
    port: 0,
    passwordHash,
    siteOrigin: site,
    tokenSecret,
    now: morning,
    loginLimits: { ...loginLimits, globalMaxPerHour: 3 },
    quiet: true,
  });
  try {
    await test(flooded);
  } finally {
    await flooded.close();
  }
}

describe('device tokens on the local staff API', { timeout: 120_000 }, () => {
  it('come with every login: staff-device, a random id, 90 days, the digest of the stored hash', async () => {
    const answer = await loggedIn();
    expect(isLoginAnswer(answer)).toBe(true);
    expect(answer.deviceExpiresAt).toBe('2027-02-23T09:00:00.000Z');
    const claims = claimsOf(answer.deviceToken);
    expect(claims).toEqual({
      sub: 'staff-device',
      jti: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      pwh: passwordHashDigest(passwordHash, nodeCrypto),
      iat: morning / 1000,
      exp: morning / 1000 + 90 * 86_400,
    });
    // The next login renews it for the same device.
    at(60_000);
    const renewed = claimsOf((await loggedIn({ deviceToken: answer.deviceToken })).deviceToken);
    expect(renewed).toMatchObject({ jti: claims.jti, iat: morning / 1000 + 60 });
  });

  it('are no session token, and a session token is no device token', async () => {
    const { token, deviceToken } = await loggedIn();
    const dashboard = await fetch(`${api.url}/dashboard`, {
      headers: { Origin: site, Authorization: `Bearer ${deviceToken}` },
    });
    expect(dashboard.status).toBe(401);
    await loggedIn({ deviceToken: token });
    expect(api.attempts().map((record) => record.device)).toEqual([null, null, null, null]);
  });

  it('let a known device in at the first try during a flood from four addresses, past the ceiling', async () => {
    await withLowCeiling(async (flooded) => {
      const as = (body: object, address: string) => post(flooded.url, '/login', { password, ...body }, address);
      const first = await as({}, '203.0.113.9');
      const { deviceToken } = await first.json();
      // Wrong passwords from as many addresses push the hour past the ceiling.
      const wrong = await Promise.all(['10.1.0.1', '10.1.0.2', '10.1.0.3'].map((a) => as({ password: 'gæt' }, a)));
      expect(wrong.map((response) => response.status)).toEqual([401, 401, 401]);
      // Four addresses send a wrong password every half second for three minutes.
      const guessers = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '2001:db8::7'];
      const known: number[] = [];
      const newDevice: number[] = [];
      for (let ms = 1000; ms <= 180_000; ms += 500) {
        flooded.setNow(morning + ms);
        await Promise.all(guessers.map((guesser) => as({ password: 'gæt' }, guesser)));
        if (ms % 60_000 === 0) {
          known.push((await as({ deviceToken }, '203.0.113.9')).status);
          newDevice.push((await as({}, '203.0.113.10')).status);
        }
      }
      expect(known).toEqual([200, 200, 200]);
      expect(newDevice).toEqual([429, 429, 429]);
      // Refused attempts leave no record: what was checked, and the successes.
      expect(flooded.attempts().length).toBeLessThanOrEqual(4 + 3 + 3 + 6);
    });
  });

  it('lock a device after its own 5 wrong passwords, and only that device', async () => {
    const { deviceToken } = await loggedIn();
    for (let i = 0; i < 5; i++) expect((await login({ password: 'gæt', deviceToken })).status).toBe(401);
    const locked = await login({ deviceToken });
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ retryAfterSeconds: 900 });
    // The same address without the device token is judged by the address, where nothing was counted.
    expect((await login({})).status).toBe(200);
  });

  it('are forgotten by a new password', async () => {
    const { deviceToken } = await loggedIn();
    const renewed = await startStaffApi({
      port: 0,
      passwordHash: await hashPassword('et helt nyt og andet kodeord'),
      siteOrigin: site,
      tokenSecret,
      now: morning,
      quiet: true,
    });
    try {
      const answer = await post(renewed.url, '/login', { password: 'et helt nyt og andet kodeord', deviceToken });
      expect(answer.status).toBe(200);
      expect(renewed.attempts()[0]).toMatchObject({ kind: 'try', device: null });
    } finally {
      await renewed.close();
    }
  });
});

describe('one-time codes on the local staff API', { timeout: 120_000 }, () => {
  const newCode = async () => {
    const { token } = await loggedIn({}, '203.0.113.9');
    const response = await post(api.url, '/device-code', {}, '203.0.113.9', { Authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(isDeviceCodeAnswer(answer)).toBe(true);
    return answer as { code: string; expiresAt: string };
  };

  it('are made by a logged-in employee for 10 minutes, and only with a session token and {}', async () => {
    expect(await newCode()).toMatchObject({
      code: expect.stringMatching(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/),
      expiresAt: '2026-11-25T09:10:00.000Z',
    });
    expect((await post(api.url, '/device-code', {})).status).toBe(401);
    const { token } = await loggedIn();
    const withKeys = await post(api.url, '/device-code', { code: 'x' }, undefined, {
      Authorization: `Bearer ${token}`,
    });
    expect(withKeys.status).toBe(400);
    expect(await withKeys.json()).toEqual({ error: deviceMessages.codeBody, fields: {} });
  });

  it('let a new device in during a flood, once', async () => {
    await withLowCeiling(async (flooded) => {
      const as = (body: object, address: string) => post(flooded.url, '/login', { password, ...body }, address);
      const { token } = await (await as({}, '203.0.113.9')).json();
      const made = await post(flooded.url, '/device-code', {}, '203.0.113.9', { Authorization: `Bearer ${token}` });
      const { code } = await made.json();
      await Promise.all(['10.1.0.1', '10.1.0.2', '10.1.0.3'].map((a) => as({ password: 'gæt' }, a)));
      expect((await as({ password: 'gæt' }, '198.51.100.1')).status).toBe(429);
      expect((await as({}, '203.0.113.10')).status).toBe(429);
      const withCode = await as({ code: code.toLowerCase() }, '203.0.113.10');
      expect(withCode.status).toBe(200);
      expect(isLoginAnswer(await withCode.json())).toBe(true);
      const again = await as({ code }, '203.0.113.11');
      expect(again.status).toBe(401);
      expect(await again.json()).toEqual({ error: deviceMessages.codeUnknown });
    });
  });

  it('refuse an unknown or expired code at once, before any record or hashing', async () => {
    const { code } = await newCode();
    const checks = api.passwordChecks();
    const records = api.attempts().length;
    at(10 * 60_000);
    expect((await login({ code })).status).toBe(401);
    expect((await login({ code: 'ABCD-EFGH' })).status).toBe(401);
    expect(api.passwordChecks()).toBe(checks);
    expect(api.attempts()).toHaveLength(records);
  });
});
