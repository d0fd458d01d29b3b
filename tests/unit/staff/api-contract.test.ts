import { describe, expect, it } from 'vitest';
import {
  AGENTS_CACHE_CONTROL,
  PASSWORD_MAX_LENGTH,
  STAFF_MAX_BODY_BYTES,
  TOKEN_LIFETIME_SECONDS,
  agentsAnswer,
  badRequestAnswer,
  bearerToken,
  cacheControlFor,
  checkAvailabilityBody,
  checkLoginBody,
  corsFor,
  isAgentsAnswer,
  isAvailabilityAnswer,
  isDashboardAnswer,
  isErrorAnswer,
  isLoginAnswer,
  loginAnswer,
  loginLimits,
  routeForPath,
  sessionExpiredAnswer,
  staffBodyLimit,
  staffMessages,
  staffRoutes,
  tooManyAttemptsAnswer,
  tooManyAttemptsMessage,
  unknownAgentAnswer,
  wrongPasswordAnswer,
} from '../../../src/lib/staff/api-contract.mjs';
import { DEVICE_TOKEN_MAX_LENGTH, deviceMessages } from '../../../src/lib/staff/device-contract.mjs';
import { jsonBodyBytes } from '../../../src/lib/request-limits.mjs';

const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzdGFmZiJ9.c2lnbmF0dXJl';
const deviceToken = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzdGFmZi1kZXZpY2UifQ.c2lnbmF0dXJl';

describe('the staff API routes', () => {
  it('are seven static paths, five of them needing a token', () => {
    expect(Object.values(staffRoutes).map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /login',
      'GET /agents',
      'GET /dashboard',
      'POST /availability',
      'GET /bookings',
      'POST /booking-status',
      'POST /device-code',
    ]);
    expect(Object.keys(staffRoutes).filter((route) => staffRoutes[route as keyof typeof staffRoutes].token)).toEqual([
      'dashboard',
      'availability',
      'bookings',
      'bookingStatus',
      'deviceCode',
    ]);
  });

  it('take a body of at most 4 KiB, and a GET none', () => {
    expect(STAFF_MAX_BODY_BYTES).toBe(4096);
    expect(staffBodyLimit('login')).toBe(4096);
    expect(staffBodyLimit('deviceCode')).toBe(4096);
    expect(staffBodyLimit('agents')).toBe(0);
    expect(staffBodyLimit('bookings')).toBe(0);
  });

  it('let only GET /agents be cached, for 15 s and 15 s more while asking again', () => {
    expect(AGENTS_CACHE_CONTROL).toBe('public, max-age=15, stale-while-revalidate=15');
    expect(cacheControlFor('agents', 200)).toBe(AGENTS_CACHE_CONTROL);
    expect(cacheControlFor('agents', 405)).toBe('no-store');
    expect(cacheControlFor('dashboard', 200)).toBe('no-store');
    expect(cacheControlFor(undefined, 404)).toBe('no-store');
  });

  it('are found by the last path segment under any base path', () => {
    expect(routeForPath('/webhook/staff/login')).toBe('login');
    expect(routeForPath('/staff-api/agents/')).toBe('agents');
    expect(routeForPath('/availability')).toBe('availability');
    expect(routeForPath('/staff-api/logout')).toBeUndefined();
    expect(routeForPath('/')).toBeUndefined();
  });

  it('give a token 8 hours and lock an address after 5 wrong passwords in 15 minutes, for 15 minutes', () => {
    expect(TOKEN_LIFETIME_SECONDS).toBe(8 * 3600);
    expect(loginLimits).toMatchObject({
      perDeviceMax: 5,
      perDeviceWindowMs: 15 * 60_000,
      perDeviceLockMs: 15 * 60_000,
      perAddressMax: 5,
      perAddressWindowMs: 15 * 60_000,
      perAddressLockMs: 15 * 60_000,
      globalPauseMs: 60_000,
    });
  });
});

describe('POST /login body', () => {
  it('accepts a password, with a device token and a one-time code', () => {
    expect(checkLoginBody({ password: 'hemmelig æøå' })).toEqual({
      ok: true,
      password: 'hemmelig æøå',
      deviceToken: null,
      code: null,
    });
    expect(checkLoginBody({ password: 'x'.repeat(PASSWORD_MAX_LENGTH) }).ok).toBe(true);
    expect(checkLoginBody({ password: 'x', deviceToken, code: 'abcd efgh' })).toEqual({
      ok: true,
      password: 'x',
      deviceToken,
      code: 'ABCDEFGH',
    });
  });

  it('fits 4 KiB at its largest: 1024 three-byte characters, a device token and a code', () => {
    const largest = {
      password: '\u0800'.repeat(PASSWORD_MAX_LENGTH),
      deviceToken: `${'a'.repeat(DEVICE_TOKEN_MAX_LENGTH - 4)}.b.c`,
      code: 'A-B-C-D-E-F-G-H-',
    };
    expect(checkLoginBody(largest).ok).toBe(true);
    expect(jsonBodyBytes(largest)).toBe(3642);
    expect(jsonBodyBytes(largest)).toBeLessThanOrEqual(STAFF_MAX_BODY_BYTES);
  });

  it.each([
    ['null', null, {}],
    ['an array', [{ password: 'x' }], {}],
    ['a string', 'password', {}],
    ['a number', 42, {}],
  ])('refuses %s as not a JSON object', (_, body, fields) => {
    expect(checkLoginBody(body)).toEqual({ ok: false, error: staffMessages.invalidJson, fields });
  });

  it.each([
    ['no password', {}, { password: staffMessages.passwordMissing }],
    ['an empty password', { password: '' }, { password: staffMessages.passwordMissing }],
    ['a number', { password: 1234 }, { password: staffMessages.passwordMissing }],
    ['a long password', { password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) }, { password: staffMessages.passwordTooLong }],
    ['an extra key', { password: 'x', user: 'admin' }, { user: staffMessages.unknownField }],
    ['a control character', { password: 'x\u0000' }, { password: staffMessages.passwordCharacters }],
    ['half a character', { password: 'x\ud800' }, { password: staffMessages.passwordCharacters }],
    [
      'a device token of no JWT shape',
      { password: 'x', deviceToken: 'abc' },
      { deviceToken: deviceMessages.deviceTokenInvalid },
    ],
    ['a null device token', { password: 'x', deviceToken: null }, { deviceToken: deviceMessages.deviceTokenInvalid }],
    [
      'a device token too long',
      { password: 'x', deviceToken: `${'a'.repeat(DEVICE_TOKEN_MAX_LENGTH)}.b.c` },
      { deviceToken: deviceMessages.deviceTokenInvalid },
    ],
    ['a code of the wrong form', { password: 'x', code: 'ABCD-EFG0' }, { code: deviceMessages.codeFormat }],
  ])('refuses %s with a Danish field error', (_, body, fields) => {
    expect(checkLoginBody(body)).toEqual({ ok: false, error: 'Ugyldig forespørgsel.', fields });
  });
});

describe('POST /availability body', () => {
  it('accepts an id and a boolean', () => {
    expect(checkAvailabilityBody({ id: 'sofie', isAvailable: false })).toEqual({
      ok: true,
      id: 'sofie',
      isAvailable: false,
    });
    // An unknown but well-formed id is the store's 404, not a bad body.
    expect(checkAvailabilityBody({ id: 'ole', isAvailable: true }).ok).toBe(true);
  });

  it.each([
    ['null', null, staffMessages.invalidJson, {}],
    ['an array', [], staffMessages.invalidJson, {}],
    [
      'no keys',
      {},
      'Ugyldig forespørgsel.',
      { id: staffMessages.agentIdMissing, isAvailable: staffMessages.availabilityMissing },
    ],
    [
      'a string boolean',
      { id: 'sofie', isAvailable: 'false' },
      'Ugyldig forespørgsel.',
      { isAvailable: staffMessages.availabilityMissing },
    ],
    ['a number id', { id: 7, isAvailable: true }, 'Ugyldig forespørgsel.', { id: staffMessages.agentIdMissing }],
    [
      'an id with a path',
      { id: '../sofie', isAvailable: true },
      'Ugyldig forespørgsel.',
      { id: staffMessages.agentIdMissing },
    ],
    [
      'an extra key',
      { id: 'sofie', isAvailable: true, currentCalls: 3 },
      'Ugyldig forespørgsel.',
      { currentCalls: staffMessages.unknownField },
    ],
  ])('refuses %s', (_, body, error, fields) => {
    expect(checkAvailabilityBody(body)).toEqual({ ok: false, error, fields });
  });
});

describe('the Authorization header', () => {
  it('yields a token only from "Bearer <three base64url parts>"', () => {
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`  Bearer ${token} `)).toBe(token);
    for (const header of [
      undefined,
      '',
      token,
      `Basic ${token}`,
      `Bearer ${token}.x`,
      'Bearer a.b',
      ['Bearer a.b.c'],
    ]) {
      expect(bearerToken(header)).toBeNull();
    }
  });
});

describe('answers', () => {
  it('login: the session token and the device token, each with its expiry as ISO 8601', () => {
    const answer = loginAnswer(token, 1_800_000_000, deviceToken, 1_807_776_000);
    expect(answer).toEqual({
      status: 200,
      body: {
        token,
        expiresAt: '2027-01-15T08:00:00.000Z',
        deviceToken,
        deviceExpiresAt: '2027-04-15T08:00:00.000Z',
      },
    });
    const body = answer.body as Record<string, unknown>;
    expect(isLoginAnswer(body)).toBe(true);
    expect(isLoginAnswer({ ...body, token: 'abc' })).toBe(false);
    expect(isLoginAnswer({ ...body, deviceExpiresAt: 'snart' })).toBe(false);
    // A device token without its expiry, or the other way round, is no answer.
    expect(isLoginAnswer({ token, expiresAt: '2027-01-15T08:00:00.000Z', deviceToken })).toBe(false);
  });

  it('login without a device token: a backend that issues none (the n8n staff workflow, for now)', () => {
    const answer = loginAnswer(token, 1_800_000_000);
    expect(answer.body).toEqual({ token, expiresAt: '2027-01-15T08:00:00.000Z' });
    expect(isLoginAnswer(answer.body)).toBe(true);
  });

  it('errors: Danish messages with their status', () => {
    expect(wrongPasswordAnswer(3)).toEqual({ status: 401, body: { error: 'Forkert adgangskode', attemptsLeft: 3 } });
    expect(wrongPasswordAnswer(-1).body).toMatchObject({ attemptsLeft: 0 });
    expect(sessionExpiredAnswer).toEqual({ status: 401, body: { error: 'Din session er udløbet. Log ind igen.' } });
    expect(unknownAgentAnswer).toEqual({ status: 404, body: { error: 'Ukendt agent.' } });
    expect(tooManyAttemptsAnswer(900)).toEqual({
      status: 429,
      body: { error: 'For mange forsøg. Prøv igen om 15 minutter.', retryAfterSeconds: 900 },
    });
    expect(tooManyAttemptsMessage(1)).toBe('For mange forsøg. Prøv igen om 1 sekund.');
    expect(tooManyAttemptsMessage(42)).toBe('For mange forsøg. Prøv igen om 42 sekunder.');
    expect(badRequestAnswer({ error: 'Ugyldig forespørgsel.', fields: { id: 'x' } })).toEqual({
      status: 400,
      body: { error: 'Ugyldig forespørgsel.', fields: { id: 'x' } },
    });
    for (const answer of [sessionExpiredAnswer, unknownAgentAnswer, wrongPasswordAnswer(1)]) {
      expect(isErrorAnswer(answer.body)).toBe(true);
    }
  });

  it('GET /agents: id, name and isAvailable, and nothing more', () => {
    const stored = [{ id: 'sofie', name: 'Sofie', isAvailable: true, maxCalls: 10, assistantId: 'a-1' }];
    const answer = agentsAnswer(stored);
    expect(answer).toEqual({ status: 200, body: [{ id: 'sofie', name: 'Sofie', isAvailable: true }] });
    expect(isAgentsAnswer(answer.body)).toBe(true);
    expect(isAgentsAnswer(stored)).toBe(false);
    expect(isAvailabilityAnswer({ id: 'sofie', name: 'Sofie', isAvailable: 'yes' })).toBe(false);
  });

  it('GET /dashboard: never a number without a live reading', () => {
    const agent = { id: 'sofie', name: 'Sofie', isAvailable: true, maxCalls: 10, connected: true };
    const live = {
      agents: [{ ...agent, currentCalls: 2, totalCallsToday: 9 }],
      live: true,
      readAt: '2026-11-25T10:00:00.000Z',
      message: null,
    };
    expect(isDashboardAnswer(live)).toBe(true);
    const none = {
      agents: [{ ...agent, currentCalls: null, totalCallsToday: null }],
      live: false,
      readAt: null,
      message: staffMessages.notConnected,
    };
    expect(isDashboardAnswer(none)).toBe(true);
    expect(isDashboardAnswer({ ...none, agents: [{ ...agent, currentCalls: 2, totalCallsToday: 9 }] })).toBe(false);
    expect(isDashboardAnswer({ ...live, agents: [{ ...agent, currentCalls: 2, totalCallsToday: null }] })).toBe(false);
    expect(isDashboardAnswer({ ...live, agents: [{ ...agent, currentCalls: -1, totalCallsToday: 0 }] })).toBe(false);
    expect(isDashboardAnswer({ ...live, readAt: 'igår' })).toBe(false);
  });
});

describe('CORS', () => {
  const site = 'https://www.example.dk';

  it('lets the staff routes answer only the site origin, preflight headers included', () => {
    for (const route of ['login', 'dashboard', 'availability'] as const) {
      expect(corsFor(route, site, site)).toMatchObject({
        allowed: true,
        headers: { 'Access-Control-Allow-Origin': site, Vary: 'Origin' },
      });
      expect(corsFor(route, 'https://evil.example', site)).toEqual({ allowed: false, headers: { Vary: 'Origin' } });
      expect(corsFor(route, `${site}/`, site).allowed).toBe(false);
    }
    expect(corsFor('dashboard', site, site).headers['Access-Control-Allow-Headers']).toBe(
      'Authorization, Content-Type',
    );
    expect(corsFor('login', site, site).headers['Access-Control-Allow-Methods']).toBe('POST, OPTIONS');
  });

  it('lets GET /agents answer any origin', () => {
    expect(corsFor('agents', 'https://evil.example', site)).toMatchObject({
      allowed: true,
      headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, OPTIONS' },
    });
  });
});
