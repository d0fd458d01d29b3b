/**
 * The n8n staff workflow's device steps as its Code nodes call them (scripts/n8n/staff-workflow/code.mjs):
 * who a login is from the verified device token and the code rows, the two token claims of a right
 * password, `POST /device-code`, and `GET /agents` with its header check.
 */
import * as nodeCrypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sessionExpiredAnswer, staffClaims, TOKEN_LIFETIME_SECONDS } from '../../../src/lib/staff/api-contract.mjs';
import { deviceMessages, DEVICE_TOKEN_LIFETIME_SECONDS } from '../../../src/lib/staff/device-contract.mjs';
import {
  deviceClaims,
  deviceCodeDigest,
  deviceCodeRow,
  passwordHashDigest,
} from '../../../src/lib/staff/device-login.mjs';
import { agentsAnswerFor } from '../../../src/lib/staff/workflow-agents.mjs';
import { deviceCodeRequest, identifyLoginFromRows, withLoginClaims } from '../../../src/lib/staff/workflow-login.mjs';

const now = new Date('2026-11-27T09:00:00Z');
const storedHash = 'pbkdf2-sha256:600000:c2FsdA:aGFzaA';
const request = { address: '203.0.113.9', at: now.getTime(), code: null };
const deviceId = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('identifyLoginFromRows', () => {
  it('reads a login without a verified device token and without a code as an unknown device', () => {
    expect(identifyLoginFromRows({ request, verified: {}, codeRows: [], storedHash, now }, nodeCrypto)).toEqual({
      ok: true,
      address: request.address,
      at: request.at,
      device: '',
      deviceId: null,
      codeRowId: null,
    });
  });

  it('names a known device by its id, and a live code by its row, to delete once the login succeeds', () => {
    const payload = deviceClaims(now, deviceId, passwordHashDigest(storedHash, nodeCrypto));
    const known = identifyLoginFromRows({ request, verified: { payload }, codeRows: [], storedHash, now }, nodeCrypto);
    expect(known).toMatchObject({ ok: true, device: deviceId, deviceId, codeRowId: null });

    const codeRows = [{ id: 7, ...deviceCodeRow('ABCDEFGH', now, nodeCrypto) }];
    const withCode = identifyLoginFromRows(
      { request: { ...request, code: 'ABCDEFGH' }, verified: {}, codeRows, storedHash, now },
      nodeCrypto,
    );
    expect(withCode).toMatchObject({ ok: true, deviceId: null, codeRowId: 7 });
    expect(withCode.ok && withCode.device).toBe(`code:${deviceCodeDigest('ABCDEFGH', nodeCrypto).slice(0, 16)}`);
  });

  it('refuses a code that matches no live row with the contract’s 401, and a device token of an old password is no device', () => {
    const codeRows = [{ id: 7, ...deviceCodeRow('ABCDEFGH', new Date(now.getTime() - 11 * 60_000), nodeCrypto) }];
    expect(
      identifyLoginFromRows(
        { request: { ...request, code: 'ABCDEFGH' }, verified: {}, codeRows, storedHash, now },
        nodeCrypto,
      ),
    ).toEqual({ ok: false, status: 401, body: { error: deviceMessages.codeUnknown } });
    const stale = deviceClaims(now, deviceId, passwordHashDigest('an older hash', nodeCrypto));
    expect(
      identifyLoginFromRows({ request, verified: { payload: stale }, codeRows: [], storedHash, now }, nodeCrypto),
    ).toMatchObject({ ok: true, device: '', deviceId: null });
  });
});

describe('withLoginClaims', () => {
  it('passes a wrong password on unchanged', () => {
    const wrong = { right: false, status: 401, body: { error: 'x' } };
    expect(withLoginClaims(wrong as never, { deviceId, storedHash, now }, nodeCrypto)).toBe(wrong);
  });

  it('gives a right password the session’s claims and the device’s, a known device keeping its id', () => {
    const result = withLoginClaims({ right: true } as never, { deviceId, storedHash, now }, nodeCrypto) as {
      claims: { session: { exp: number; iat: number }; device: { jti: string; exp: number; iat: number } };
    };
    expect(result.claims.session.exp - result.claims.session.iat).toBe(TOKEN_LIFETIME_SECONDS);
    expect(result.claims.device).toMatchObject({ jti: deviceId, pwh: passwordHashDigest(storedHash, nodeCrypto) });
    expect(result.claims.device.exp - result.claims.device.iat).toBe(DEVICE_TOKEN_LIFETIME_SECONDS);
  });
});

describe('deviceCodeRequest', () => {
  it('makes a code for a live session and stores only its digest', () => {
    const answer = deviceCodeRequest(staffClaims(now), {}, now, nodeCrypto);
    expect(answer).toMatchObject({ ok: true, status: 200 });
    if (!answer.ok) return;
    const { code, expiresAt } = answer.body as { code: string; expiresAt: string };
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(answer.row).toEqual(deviceCodeRow(code.replace('-', ''), now, nodeCrypto));
    expect(new Date(expiresAt).getTime()).toBe(answer.row.expiresAt);
  });

  it('refuses an expired session with the contract’s 401 and a body other than {} with 400', () => {
    const expired = staffClaims(new Date(now.getTime() - (TOKEN_LIFETIME_SECONDS + 1) * 1000));
    expect(deviceCodeRequest(expired, {}, now, nodeCrypto)).toEqual({ ok: false, ...sessionExpiredAnswer });
    expect(deviceCodeRequest(staffClaims(now), { code: 'x' }, now, nodeCrypto)).toMatchObject({
      ok: false,
      status: 400,
    });
  });
});

describe('agentsAnswerFor', () => {
  const rows = [{ id: 1, agentId: 'sofie', name: 'Sofie', isAvailable: true, maxCalls: 10, assistantId: '' }];

  it('answers a GET without a body from the rows', () => {
    expect(agentsAnswerFor({}, rows)).toMatchObject({ status: 200, body: [{ id: 'sofie', isAvailable: true }] });
  });

  it('refuses a GET that carries a body or a content encoding with the contract’s 413, before any row is read', () => {
    expect(agentsAnswerFor({ 'content-length': '5' }, rows).status).toBe(413);
    expect(agentsAnswerFor({ 'content-encoding': 'gzip' }, rows).status).toBe(413);
  });
});
