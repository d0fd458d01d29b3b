// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createStaffApiClient,
  forgetDeviceToken,
  loginBody,
  readDeviceToken,
  rememberDeviceToken,
} from '../../../src/lib/staff/api-client';
import { loginAnswer } from '../../../src/lib/staff/api-contract.mjs';
import { deviceCodeAnswer, deviceMessages } from '../../../src/lib/staff/device-contract.mjs';

const base = 'https://api.example.test/staff';
const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzdGFmZiJ9.c2lnbmF0dXJl';
const deviceToken = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzdGFmZi1kZXZpY2UifQ.c2lnbmF0dXJl';
const answered = loginAnswer(token, 1_800_000_000, deviceToken, 1_807_776_000).body as Parameters<
  typeof rememberDeviceToken
>[0];

const answering = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
const sentBody = (fetcher: ReturnType<typeof answering>) => JSON.parse(String(fetcher.mock.calls[0]![1]!.body));

beforeEach(() => window.localStorage.clear());

describe('the login body', () => {
  it('holds the device token and the code only when there are any', () => {
    expect(loginBody('hemmelig')).toEqual({ password: 'hemmelig' });
    expect(loginBody('hemmelig', { deviceToken: null, code: '  ' })).toEqual({ password: 'hemmelig' });
    expect(loginBody('hemmelig', { deviceToken, code: ' abcd-efgh ' })).toEqual({
      password: 'hemmelig',
      deviceToken,
      code: 'abcd-efgh',
    });
  });

  it('is what the client sends, and the answer carries the device token', async () => {
    const fetcher = answering(200, answered);
    const result = await createStaffApiClient(base, fetcher).login('hemmelig', { deviceToken });
    expect(sentBody(fetcher)).toEqual({ password: 'hemmelig', deviceToken });
    expect(result).toEqual({ ok: true, value: answered });
  });

  it('tells an unknown one-time code from a wrong password', async () => {
    const unknownCode = await createStaffApiClient(base, answering(401, { error: deviceMessages.codeUnknown })).login(
      'hemmelig',
      { code: 'ABCD-EFGH' },
    );
    expect(unknownCode).toEqual({ ok: false, kind: 'refused', message: deviceMessages.codeUnknown });
    const wrong = await createStaffApiClient(
      base,
      answering(401, { error: 'Forkert adgangskode', attemptsLeft: 2 }),
    ).login('forkert');
    expect(wrong).toMatchObject({ kind: 'wrong-password', attemptsLeft: 2 });
  });
});

describe('POST /device-code', () => {
  it('sends the session token and {}, and gives the code and its expiry', async () => {
    const code = deviceCodeAnswer('ABCDEFGH', Date.parse('2026-11-25T09:10:00Z')).body;
    const fetcher = answering(200, code);
    expect(await createStaffApiClient(base, fetcher).deviceCode(token)).toEqual({ ok: true, value: code });
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe(`${base}/device-code`);
    expect(init).toMatchObject({ method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(sentBody(fetcher)).toEqual({});
  });
});

describe('the kept device token', () => {
  it('is kept in local storage until it expires, and forgotten on request', () => {
    expect(readDeviceToken()).toBeNull();
    rememberDeviceToken(answered);
    expect(readDeviceToken(Date.parse('2027-04-15T07:59:59Z'))).toBe(deviceToken);
    expect(readDeviceToken(Date.parse('2027-04-15T08:00:00Z'))).toBeNull();
    expect(document.cookie).toBe('');
    forgetDeviceToken();
    expect(readDeviceToken(0)).toBeNull();
  });

  it('reads a damaged entry as none', () => {
    window.localStorage.setItem('fynbo:staff-device', '{');
    expect(readDeviceToken()).toBeNull();
  });
});
