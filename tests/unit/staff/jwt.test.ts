import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MIN_SECRET_LENGTH,
  signStaffToken,
  signToken,
  verifyStaffToken,
  verifyToken,
} from '../../../src/lib/staff/jwt.mjs';
import { deviceTokenRules } from '../../../src/lib/staff/token-claims.mjs';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const at = new Date('2026-11-25T08:00:00Z');
const later = (seconds: number) => new Date(at.getTime() + seconds * 1000);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token made with node:crypto alone, as any HS256 library (n8n's JWT node) makes it. */
function foreignToken(claims: object, key = secret, header: object = { alg: 'HS256', typ: 'JWT' }) {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
}

describe('staff tokens', () => {
  it('are HS256 JWTs with sub, iat and an exp 8 hours on', async () => {
    const { token, claims } = await signStaffToken(secret, at);
    const [header, payload, signature] = token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toEqual(claims);
    expect(claims).toEqual({ sub: 'staff', iat: at.getTime() / 1000, exp: at.getTime() / 1000 + 8 * 3600 });
    expect(signature).toBe(createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url'));
  });

  it('verify until the last second before exp, and are expired from exp on (fake clock)', async () => {
    const { token, claims } = await signStaffToken(secret, at);
    expect(await verifyStaffToken(secret, token, at)).toEqual({ ok: true, claims });
    expect((await verifyStaffToken(secret, token, later(8 * 3600 - 1))).ok).toBe(true);
    expect(await verifyStaffToken(secret, token, later(8 * 3600))).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyStaffToken(secret, token, later(9 * 3600))).toEqual({ ok: false, reason: 'expired' });
  });

  it('accept a token made elsewhere with the same secret (as the n8n JWT node makes them)', async () => {
    const iat = at.getTime() / 1000;
    const token = foreignToken({ sub: 'staff', iat, exp: iat + 8 * 3600 });
    expect((await verifyStaffToken(secret, token, at)).ok).toBe(true);
  });

  it('refuse forged, tampered, foreign-algorithm and malformed tokens', async () => {
    const { token } = await signStaffToken(secret, at);
    const [header, payload, signature] = token.split('.');
    const iat = at.getTime() / 1000;
    const claims = { sub: 'staff', iat, exp: iat + 8 * 3600 };
    const cases: [unknown, string][] = [
      [foreignToken(claims, `${secret}x`), 'signature'],
      [`${header}.${b64({ ...claims, exp: iat + 99_999 })}.${signature}`, 'signature'],
      [foreignToken(claims, secret, { alg: 'none', typ: 'JWT' }), 'malformed'],
      [foreignToken(claims, secret, { alg: 'HS512', typ: 'JWT' }), 'malformed'],
      [`${header}.${payload}.`, 'signature'],
      [`${header}.${payload}`, 'malformed'],
      [foreignToken({ ...claims, sub: 'admin' }), 'subject'],
      [foreignToken({ sub: 'staff', iat }), 'malformed'],
      [foreignToken({ sub: 'staff', exp: iat + 3600 }), 'malformed'],
      [foreignToken({ ...claims, exp: iat + 365 * 86_400 }), 'lifetime'],
      ['', 'malformed'],
      [undefined, 'malformed'],
      [42, 'malformed'],
    ];
    for (const [candidate, reason] of cases) {
      expect(await verifyStaffToken(secret, candidate, at), String(candidate)).toEqual({ ok: false, reason });
    }
  });

  it('refuse a session token without exp, as the n8n workflow must too', async () => {
    const iat = at.getTime() / 1000;
    expect(await verifyStaffToken(secret, foreignToken({ sub: 'staff', iat }), later(9 * 3600))).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('keep device tokens and session tokens apart', async () => {
    const iat = at.getTime() / 1000;
    const device = { sub: 'staff-device', jti: 'device-of-the-employee-1', pwh: 'x', iat, exp: iat + 90 * 86_400 };
    const deviceToken = await signToken(secret, device);
    expect(await verifyToken(secret, deviceToken, at, deviceTokenRules)).toEqual({ ok: true, claims: device });
    expect(await verifyStaffToken(secret, deviceToken, at)).toEqual({ ok: false, reason: 'subject' });
    const { token } = await signStaffToken(secret, at);
    expect(await verifyToken(secret, token, at, deviceTokenRules)).toEqual({ ok: false, reason: 'subject' });
  });

  it('refuse a secret shorter than 32 characters', async () => {
    await expect(signStaffToken('x'.repeat(MIN_SECRET_LENGTH - 1), at)).rejects.toThrow(RangeError);
  });
});
