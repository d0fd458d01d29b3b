import * as nodeCrypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEVICE_CODE_ALPHABET,
  DEVICE_CODE_LIFETIME_MS,
  checkDeviceCodeBody,
  deviceCodeAnswer,
  deviceMessages,
  formatDeviceCode,
  isDeviceCodeAnswer,
  isDeviceTokenShape,
  normalizeDeviceCode,
} from '../../../src/lib/staff/device-contract.mjs';
import {
  deviceClaims,
  deviceCodeDigest,
  deviceCodeRow,
  identifyLogin,
  knownDeviceId,
  liveDeviceCodes,
  loginClaims,
  newDeviceCode,
  newDeviceId,
  passwordHashDigest,
} from '../../../src/lib/staff/device-login.mjs';

const now = new Date('2026-11-25T09:00:00Z');
const storedHash = 'pbkdf2-sha256:600000:c2FsdHNhbHRzYWx0c2FsdA:aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g';
const newHash = 'pbkdf2-sha256:600000:bmV3c2FsdG5ld3NhbHQxMg:aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g';
const later = (ms: number) => new Date(now.getTime() + ms);

describe('device tokens', () => {
  it('carry the device subject, a random id, 90 days and the digest of the stored hash', () => {
    const id = newDeviceId(nodeCrypto);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newDeviceId(nodeCrypto)).not.toBe(id);
    const digest = passwordHashDigest(storedHash, nodeCrypto);
    // What an n8n Code node computes with require('crypto').
    expect(digest).toBe(nodeCrypto.createHash('sha256').update(storedHash).digest('base64url').slice(0, 16));
    expect(passwordHashDigest(`  ${storedHash}\n`, nodeCrypto)).toBe(digest);
    const iat = now.getTime() / 1000;
    expect(deviceClaims(now, id, digest)).toEqual({
      sub: 'staff-device',
      jti: id,
      pwh: digest,
      iat,
      exp: iat + 90 * 86_400,
    });
  });

  it('name a known device until they expire or the password changes', () => {
    const claims = deviceClaims(now, 'device-of-the-employee-1', passwordHashDigest(storedHash, nodeCrypto));
    const server = (at: Date, hash = storedHash) => ({ storedHash: hash, now: at });
    expect(knownDeviceId(claims, server(later(89 * 86_400_000)), nodeCrypto)).toBe('device-of-the-employee-1');
    expect(knownDeviceId(claims, server(later(90 * 86_400_000)), nodeCrypto)).toBeNull();
    expect(knownDeviceId(claims, server(now, newHash), nodeCrypto)).toBeNull();
    expect(knownDeviceId(null, server(now), nodeCrypto)).toBeNull();
    const { exp: _exp, ...withoutExp } = claims;
    expect(knownDeviceId(withoutExp, server(now), nodeCrypto)).toBeNull();
    expect(knownDeviceId({ ...claims, sub: 'staff' }, server(now), nodeCrypto)).toBeNull();
    expect(knownDeviceId({ ...claims, jti: 'short' }, server(now), nodeCrypto)).toBeNull();
  });

  it('have a shape a login body takes', () => {
    expect(isDeviceTokenShape('a.b.c')).toBe(true);
    expect(isDeviceTokenShape('a.b')).toBe(false);
    expect(isDeviceTokenShape('a.b.c\n')).toBe(false);
    expect(isDeviceTokenShape(42)).toBe(false);
  });
});

describe('one-time codes', () => {
  it('are 8 characters of an alphabet without look-alikes, shown as two groups', () => {
    const codes = Array.from({ length: 200 }, () => newDeviceCode(nodeCrypto));
    for (const code of codes) {
      expect(code).toHaveLength(8);
      expect([...code].every((character) => DEVICE_CODE_ALPHABET.includes(character))).toBe(true);
    }
    expect(new Set(codes).size).toBe(200);
    expect(DEVICE_CODE_ALPHABET).toHaveLength(32);
    expect(DEVICE_CODE_ALPHABET).not.toMatch(/[01IO]/);
    expect(formatDeviceCode('ABCDEFGH')).toBe('ABCD-EFGH');
  });

  it('are read as typed: any case, with spaces or a hyphen', () => {
    expect(normalizeDeviceCode('abcd-efgh')).toBe('ABCDEFGH');
    expect(normalizeDeviceCode(' ABCD EFGH ')).toBe('ABCDEFGH');
    for (const typed of ['ABCD-EFG', 'ABCD-EFGHJ', 'ABCD-EFG0', 'ABCD_EFGH', 42, null, 'A'.repeat(17)]) {
      expect(normalizeDeviceCode(typed), String(typed)).toBeNull();
    }
  });

  it('are stored as a digest and an expiry 10 minutes on', () => {
    const row = deviceCodeRow('ABCDEFGH', now, nodeCrypto);
    expect(row).toEqual({
      codeDigest: nodeCrypto.createHash('sha256').update('ABCDEFGH').digest('base64url'),
      expiresAt: now.getTime() + DEVICE_CODE_LIFETIME_MS,
    });
    expect(JSON.stringify(row)).not.toContain('ABCDEFGH');
    expect(liveDeviceCodes([row, { codeDigest: 'x', expiresAt: now.getTime() }, {}], now)).toEqual([row]);
    expect(liveDeviceCodes([row], later(DEVICE_CODE_LIFETIME_MS))).toEqual([]);
  });

  it('are asked for with {} and answered with the code and its expiry', () => {
    expect(checkDeviceCodeBody({})).toEqual({ ok: true });
    expect(checkDeviceCodeBody({ code: 'x' })).toEqual({ ok: false, error: deviceMessages.codeBody, fields: {} });
    expect(checkDeviceCodeBody([])).toMatchObject({ ok: false });
    const answer = deviceCodeAnswer('ABCDEFGH', now.getTime() + DEVICE_CODE_LIFETIME_MS);
    expect(answer).toEqual({ status: 200, body: { code: 'ABCD-EFGH', expiresAt: '2026-11-25T09:10:00.000Z' } });
    expect(isDeviceCodeAnswer(answer.body)).toBe(true);
    expect(isDeviceCodeAnswer({ code: 'nope', expiresAt: answer.body.expiresAt })).toBe(false);
  });
});

describe('identifyLogin', () => {
  const digest = passwordHashDigest(storedHash, nodeCrypto);
  const known = deviceClaims(now, 'device-of-the-employee-1', digest);
  const codeRow = { id: 7, ...deviceCodeRow('ABCDEFGH', now, nodeCrypto) };
  const login = (over: Partial<Parameters<typeof identifyLogin>[0]>) =>
    identifyLogin({ deviceClaims: null, code: null, codeRows: [codeRow], storedHash, now, ...over }, nodeCrypto);

  it('names a known device by its id', () => {
    expect(login({ deviceClaims: known })).toEqual({
      ok: true,
      device: 'device-of-the-employee-1',
      deviceId: 'device-of-the-employee-1',
      codeRow: null,
    });
    // The device wins, and the code stays for another device.
    expect(login({ deviceClaims: known, code: 'ABCDEFGH' })).toMatchObject({ codeRow: null });
  });

  it('gives a new device with a live code a key of its own, and the row to delete', () => {
    expect(login({ code: 'ABCDEFGH' })).toEqual({
      ok: true,
      device: `code:${deviceCodeDigest('ABCDEFGH', nodeCrypto).slice(0, 16)}`,
      deviceId: null,
      codeRow,
    });
  });

  it('refuses an unknown, used or expired code at once, with the contract’s 401', () => {
    const refused = { ok: false, status: 401, body: { error: deviceMessages.codeUnknown } };
    expect(login({ code: 'ABCDEFGJ' })).toEqual(refused);
    expect(login({ code: 'ABCDEFGH', codeRows: [] })).toEqual(refused);
    expect(login({ code: 'ABCDEFGH', now: later(DEVICE_CODE_LIFETIME_MS) })).toEqual(refused);
  });

  it('treats no token, or one no longer valid, as an unknown device', () => {
    const unknown = { ok: true, device: null, deviceId: null, codeRow: null };
    expect(login({})).toEqual(unknown);
    expect(login({ deviceClaims: known, storedHash: newHash })).toEqual(unknown);
  });
});

describe('loginClaims', () => {
  it('gives the session’s claims and the device’s, keeping a known device’s id', () => {
    const claims = loginClaims({ deviceId: 'device-of-the-employee-1', storedHash, now }, nodeCrypto);
    const iat = now.getTime() / 1000;
    expect(claims.session).toEqual({ sub: 'staff', iat, exp: iat + 8 * 3600 });
    expect(claims.device).toMatchObject({ sub: 'staff-device', jti: 'device-of-the-employee-1', iat });
    expect(loginClaims({ deviceId: null, storedHash, now }, nodeCrypto).device.jti).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
