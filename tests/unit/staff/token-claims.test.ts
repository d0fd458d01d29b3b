import { describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_SECONDS, staffClaims } from '../../../src/lib/staff/api-contract.mjs';
import { DEVICE_TOKEN_LIFETIME_SECONDS } from '../../../src/lib/staff/device-contract.mjs';
import {
  CLOCK_SKEW_SECONDS,
  checkSessionClaims,
  checkTokenClaims,
  deviceTokenRules,
  sessionTokenRules,
} from '../../../src/lib/staff/token-claims.mjs';

const now = new Date('2026-11-25T09:00:00Z');
const iat = now.getTime() / 1000;
const session = { sub: 'staff', iat, exp: iat + TOKEN_LIFETIME_SECONDS };

describe('checkTokenClaims', () => {
  it('accepts a session token’s claims from its first second to its last', () => {
    expect(checkSessionClaims(staffClaims(now), now)).toEqual({ ok: true, claims: session });
    const lastSecond = new Date((session.exp - 1) * 1000);
    expect(checkSessionClaims(session, lastSecond).ok).toBe(true);
    expect(checkSessionClaims(session, new Date(session.exp * 1000))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token without integer iat and exp', () => {
    for (const claims of [
      { sub: 'staff', iat },
      { sub: 'staff', exp: session.exp },
      { ...session, exp: `${session.exp}` },
      { ...session, iat: iat + 0.5 },
      null,
      'staff',
      [session],
    ]) {
      expect(checkSessionClaims(claims, now), JSON.stringify(claims)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('refuses another lifetime than the contract’s, longer or shorter', () => {
    expect(checkSessionClaims({ ...session, exp: session.exp + 1 }, now)).toEqual({ ok: false, reason: 'lifetime' });
    expect(checkSessionClaims({ ...session, exp: iat + 60 }, now)).toEqual({ ok: false, reason: 'lifetime' });
  });

  it('refuses the wrong subject: a device token on a session route and the other way round', () => {
    const device = { sub: 'staff-device', jti: 'x', iat, exp: iat + DEVICE_TOKEN_LIFETIME_SECONDS };
    expect(checkSessionClaims(device, now)).toEqual({ ok: false, reason: 'subject' });
    expect(checkTokenClaims(session, { ...deviceTokenRules, now })).toEqual({ ok: false, reason: 'subject' });
    expect(checkTokenClaims(device, { ...deviceTokenRules, now })).toEqual({ ok: true, claims: device });
    expect(checkSessionClaims({ ...session, sub: 'admin' }, now)).toEqual({ ok: false, reason: 'subject' });
  });

  it('refuses a token issued later than now, beyond a minute’s skew', () => {
    const later = (seconds: number) => ({ ...session, iat: iat + seconds, exp: session.exp + seconds });
    expect(checkSessionClaims(later(CLOCK_SKEW_SECONDS), now).ok).toBe(true);
    expect(checkSessionClaims(later(CLOCK_SKEW_SECONDS + 1), now)).toEqual({ ok: false, reason: 'not-yet-valid' });
  });

  it('names the rules of both tokens', () => {
    expect(sessionTokenRules).toEqual({ subject: 'staff', lifetimeSeconds: 8 * 3600 });
    expect(deviceTokenRules).toEqual({ subject: 'staff-device', lifetimeSeconds: 90 * 86_400 });
  });
});
