// @ts-check
/**
 * What a verified token's claims must hold, whoever checked its signature: the local backend
 * (./jwt.mjs) or n8n's JWT node, which checks the signature and an `exp` when there is one, but
 * accepts a token without `exp`, of any lifetime and any subject. The workflow runs these right after
 * each JWT node and answers the contract's 401 on any refusal.
 *
 * Session routes accept only the session subject with its 8 hours; `POST /login` accepts only the
 * device subject with its 90 days (./device-contract.mjs), so neither token stands in for the other.
 */
import { TOKEN_LIFETIME_SECONDS, TOKEN_SUBJECT } from './api-contract.mjs';
import { DEVICE_TOKEN_LIFETIME_SECONDS, DEVICE_TOKEN_SUBJECT } from './device-contract.mjs';

/** A token issued this far ahead of the checker's clock is still taken (two machines' clocks). */
export const CLOCK_SKEW_SECONDS = 60;

/**
 * @typedef {{ sub: string, iat: number, exp: number } & Record<string, unknown>} TokenClaims
 * @typedef {'malformed' | 'subject' | 'lifetime' | 'not-yet-valid' | 'expired'} ClaimsRefusal
 * @typedef {{ ok: true, claims: TokenClaims } | { ok: false, reason: ClaimsRefusal }} ClaimsCheck
 */

/**
 * Checks a token's claims: integer `iat` and `exp` (seconds since 1970), `exp - iat` exactly the
 * contract's lifetime, the expected subject, issued no later than now (give or take the skew), and
 * `now` before `exp`.
 * @param {unknown} claims
 * @param {{ subject: string, lifetimeSeconds: number, now: Date }} expected
 * @returns {ClaimsCheck}
 */
export function checkTokenClaims(claims, { subject, lifetimeSeconds, now }) {
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return { ok: false, reason: 'malformed' };
  const { sub, iat, exp } = /** @type {Record<string, unknown>} */ (claims);
  if (!Number.isInteger(iat) || !Number.isInteger(exp)) return { ok: false, reason: 'malformed' };
  const issuedAt = /** @type {number} */ (iat);
  const expiresAt = /** @type {number} */ (exp);
  if (sub !== subject) return { ok: false, reason: 'subject' };
  if (expiresAt - issuedAt !== lifetimeSeconds) return { ok: false, reason: 'lifetime' };
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (issuedAt > nowSeconds + CLOCK_SKEW_SECONDS) return { ok: false, reason: 'not-yet-valid' };
  if (nowSeconds >= expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, claims: /** @type {TokenClaims} */ (claims) };
}

/** What a session token must be. */
export const sessionTokenRules = Object.freeze({ subject: TOKEN_SUBJECT, lifetimeSeconds: TOKEN_LIFETIME_SECONDS });
/** What a device token must be (its `jti` and `pwh` are ./device-login.mjs's to check). */
export const deviceTokenRules = Object.freeze({
  subject: DEVICE_TOKEN_SUBJECT,
  lifetimeSeconds: DEVICE_TOKEN_LIFETIME_SECONDS,
});

/**
 * The check every session route makes after the token's signature.
 * @param {unknown} claims
 * @param {Date} now
 */
export const checkSessionClaims = (claims, now) => checkTokenClaims(claims, { ...sessionTokenRules, now });
