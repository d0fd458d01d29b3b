import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  TOKEN_LIFETIME_SECONDS,
  agentsAnswer,
  badRequestAnswer,
  bearerToken,
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
  staffMessages,
  staffRoutes,
  tooManyAttemptsAnswer,
  tooManyAttemptsMessage,
  unknownAgentAnswer,
  wrongPasswordAnswer,
} from '../../../src/lib/staff/api-contract.mjs';

const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzdGFmZiJ9.c2lnbmF0dXJl';

describe('the staff API routes', () => {
  it('are six static paths, four of them needing a token', () => {
    expect(Object.values(staffRoutes).map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /login',
      'GET /agents',
      'GET /dashboard',
      'POST /availability',
      'GET /bookings',
      'POST /booking-status',
    ]);
    expect(Object.keys(staffRoutes).filter((route) => staffRoutes[route as keyof typeof staffRoutes].token)).toEqual([
      'dashboard',
      'availability',
      'bookings',
      'bookingStatus',
    ]);
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
      perAddressMax: 5,
      perAddressWindowMs: 15 * 60_000,
      perAddressLockMs: 15 * 60_000,
      globalPauseMs: 60_000,
    });
  });
});

describe('POST /login body', () => {
  it('accepts exactly a password', () => {
    expect(checkLoginBody({ password: 'hemmelig æøå' })).toEqual({ ok: true, password: 'hemmelig æøå' });
    expect(checkLoginBody({ password: 'x'.repeat(PASSWORD_MAX_LENGTH) }).ok).toBe(true);
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
  it('login: the token and its expiry as ISO 8601', () => {
    const answer = loginAnswer(token, 1_800_000_000);
    expect(answer).toEqual({ status: 200, body: { token, expiresAt: '2027-01-15T08:00:00.000Z' } });
    expect(isLoginAnswer(answer.body)).toBe(true);
    expect(isLoginAnswer({ token: 'abc', expiresAt: '2027-01-15T08:00:00.000Z' })).toBe(false);
    expect(isLoginAnswer({ token })).toBe(false);
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
