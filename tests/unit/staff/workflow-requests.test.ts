import { describe, expect, it } from 'vitest';
import {
  badRequestAnswer,
  checkAvailabilityBody,
  checkLoginBody,
  originRefusedAnswer,
  sessionExpiredAnswer,
  staffClaims,
} from '../../../src/lib/staff/api-contract.mjs';
import {
  checkAvailabilityRequest,
  readLoginRequest,
  readTokenRequest,
} from '../../../src/lib/staff/workflow-requests.mjs';

const site = 'https://www.example.dk';
const now = new Date('2026-11-25T09:00:00Z');
const settings = { siteOrigin: site, addressHeader: 'x-real-ip', now };
const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzdGFmZiJ9.c2ln';

describe('readLoginRequest', () => {
  it('passes a good body on with the client address and the time of the attempt', () => {
    expect(
      readLoginRequest(
        { headers: { origin: site, 'x-real-ip': '203.0.113.9' }, body: { password: 'hemmelig' } },
        settings,
      ),
    ).toEqual({
      ok: true,
      address: '203.0.113.9',
      at: now.getTime(),
      password: 'hemmelig',
      deviceToken: null,
      code: null,
    });
    expect(
      readLoginRequest(
        { headers: { origin: site }, body: { password: 'x', deviceToken: token, code: 'abcd-efgh' } },
        settings,
      ),
    ).toMatchObject({ ok: true, deviceToken: token, code: 'ABCDEFGH' });
  });

  it('reads the address only from the configured header, and only when it looks like one', () => {
    const address = (headers: Record<string, string>, addressHeader = 'x-real-ip') => {
      const read = readLoginRequest({ headers, body: { password: 'x' } }, { ...settings, addressHeader });
      return read.ok ? read.address : read;
    };
    expect(address({ 'cf-connecting-ip': '1.2.3.4' })).toBe('');
    expect(address({ 'cf-connecting-ip': '1.2.3.4' }, 'cf-connecting-ip')).toBe('1.2.3.4');
    expect(address({ 'x-real-ip': 'a b' })).toBe('');
    expect(address({ 'x-real-ip': '2001:DB8::1' })).toBe('2001:db8::1');
  });

  it('refuses another browser origin before looking at the body; a request without Origin passes', () => {
    expect(readLoginRequest({ headers: { origin: 'https://evil.example' }, body: null }, settings)).toEqual({
      ok: false,
      ...originRefusedAnswer,
    });
    expect(readLoginRequest({ body: { password: 'x' } }, settings)).toMatchObject({ ok: true, address: '' });
  });

  it.each([[{}], [{ password: 'x', admin: true }], [{ password: 1 }], [null], [['x']]])(
    'answers the contract’s 400 for %j',
    (body) => {
      const checked = checkLoginBody(body);
      if (checked.ok) throw new Error('expected a bad body');
      expect(readLoginRequest({ headers: { origin: site }, body }, settings)).toEqual({
        ok: false,
        ...badRequestAnswer(checked),
      });
    },
  );
});

describe('readTokenRequest', () => {
  const json = { 'content-type': 'application/json', 'content-length': '40' };

  it.each(['dashboard', 'availability'] as const)('%s: the bearer token for the JWT node', (route) => {
    const headers = { ...(route === 'availability' ? json : {}), origin: site, authorization: `Bearer ${token}` };
    expect(readTokenRequest(route, { headers }, site)).toEqual({ ok: true, token });
  });

  it('checks the headers first: a body on a GET, a POST that is not JSON or too large', () => {
    const auth = { origin: site, authorization: `Bearer ${token}` };
    expect(readTokenRequest('dashboard', { headers: { ...auth, 'content-length': '5' } }, site)).toMatchObject({
      ok: false,
      status: 413,
    });
    expect(readTokenRequest('availability', { headers: auth }, site)).toMatchObject({ ok: false, status: 415 });
    expect(
      readTokenRequest('deviceCode', { headers: { ...auth, ...json, 'content-length': '4097' } }, site),
    ).toMatchObject({ ok: false, status: 413 });
    expect(readTokenRequest('availability', { headers: { ...json, origin: 'https://evil.example' } }, site)).toEqual({
      ok: false,
      ...originRefusedAnswer,
    });
  });

  it.each([undefined, token, 'Bearer x', `Basic ${token}`])('no usable token (%s) is the JSON 401', (authorization) => {
    expect(readTokenRequest('dashboard', { headers: { origin: site, authorization } }, site)).toEqual({
      ok: false,
      ...sessionExpiredAnswer,
    });
  });

  it('refuses another origin even with a token', () => {
    const request = { headers: { ...json, origin: 'https://evil.example', authorization: `Bearer ${token}` } };
    expect(readTokenRequest('availability', request, site)).toEqual({ ok: false, ...originRefusedAnswer });
    expect(readTokenRequest('availability', { headers: { ...json, authorization: `Bearer ${token}` } }, site)).toEqual({
      ok: true,
      token,
    });
  });
});

describe('checkAvailabilityRequest', () => {
  const staff = staffClaims(now);

  it.each([
    [{ id: 'sofie', isAvailable: false }],
    [{ id: 'ole', isAvailable: true }],
    [{}],
    [{ id: 'sofie', isAvailable: 'true' }],
    [{ id: 'sofie', isAvailable: true, x: 1 }],
    [null],
  ])('checks %j as the contract does', (body) => {
    const checked = checkAvailabilityBody(body);
    expect(checkAvailabilityRequest(staff, body, now)).toEqual(
      checked.ok
        ? { ok: true, agentId: checked.id, isAvailable: checked.isAvailable }
        : { ok: false, ...badRequestAnswer(checked) },
    );
  });

  it.each([[{ sub: 'someone' }], [{}], [undefined], ['staff']])('claims %j are not a staff token: 401', (claims) => {
    expect(checkAvailabilityRequest(claims, { id: 'sofie', isAvailable: true }, now)).toEqual({
      ok: false,
      ...sessionExpiredAnswer,
    });
  });
});
