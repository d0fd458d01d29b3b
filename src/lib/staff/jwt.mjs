// @ts-check
/**
 * HS256 JSON Web Tokens for the staff API: sign and verify, with the clock passed in. Two kinds:
 * the session token (subject `staff`, 8 hours) and the device token (subject `staff-device`, 90
 * days, ./device-contract.mjs); what each must hold is ./token-claims.mjs's check.
 *
 * Where it runs: the local backend (scripts/local-backend/staff-run.mjs, for the staff program's JWT steps) and the tests. The n8n workflow signs and
 * verifies with n8n's own JWT node instead, because its secret then lives in one n8n credential,
 * which a Code node cannot read; a Code node would need the secret in a Data Table or a node field,
 * where anyone who can open the workflow sees it. Both produce standard tokens (header
 * `{"alg":"HS256","typ":"JWT"}`, claims `sub`, `iat`, `exp` in seconds, and the device's `jti` and
 * `pwh`), so a token from one verifies in the other given the same secret.
 *
 * Web Crypto (`crypto.subtle`) only, so it runs unchanged in Node 22 and in a browser.
 */
import { staffClaims } from './api-contract.mjs';
import { checkTokenClaims, sessionTokenRules } from './token-claims.mjs';

const encoder = new TextEncoder();

/** @param {Uint8Array} bytes */
function base64Url(bytes) {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** @param {string} text @returns {Uint8Array<ArrayBuffer> | null} */
function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** @param {string} secret */
const hmacKey = (secret) =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

/** The fixed header: verifying accepts nothing else, so no `alg: none` and no algorithm swap. */
const HEADER = base64Url(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));

/** A secret shorter than this is refused: HS256 wants at least 256 bits of key. */
export const MIN_SECRET_LENGTH = 32;

/** @param {string} secret */
function checkSecret(secret) {
  if (typeof secret !== 'string' || secret.length < MIN_SECRET_LENGTH) {
    throw new RangeError(`the token secret must be at least ${MIN_SECRET_LENGTH} characters`);
  }
}

/**
 * @typedef {object} StaffClaims
 * @property {string} sub
 * @property {number} iat issued at, seconds since 1970
 * @property {number} exp expires at, seconds since 1970
 */
/** @typedef {import('./token-claims.mjs').TokenClaims} TokenClaims */
/** @typedef {import('./token-claims.mjs').ClaimsRefusal} ClaimsRefusal */

/**
 * Signs any claims as an HS256 token.
 * @param {string} secret
 * @param {object} claims
 */
export async function signToken(secret, claims) {
  checkSecret(secret);
  const signingInput = `${HEADER}.${base64Url(encoder.encode(JSON.stringify(claims)))}`;
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(signingInput));
  return `${signingInput}.${base64Url(new Uint8Array(signature))}`;
}

/**
 * Signs a session token valid for the contract's lifetime from `now`.
 * @param {string} secret
 * @param {Date} now
 * @returns {Promise<{ token: string, claims: StaffClaims }>}
 */
export async function signStaffToken(secret, now) {
  const claims = staffClaims(now);
  return { token: await signToken(secret, claims), claims };
}

/**
 * @typedef {{ ok: true, claims: TokenClaims } | { ok: false, reason: 'signature' | ClaimsRefusal }} TokenCheck
 */

/**
 * What n8n's JWT node checks of a token: the header, the HS256 signature in constant time (Web
 * Crypto's verify) and, when the token has one, `exp`. Its claims, or null when it fails; what the
 * claims must hold is ./token-claims.mjs's check, run after it (the staff program's steps run it on
 * n8n's output and the local backend's alike).
 * @param {string} secret
 * @param {unknown} token
 * @param {Date} now
 * @returns {Promise<{ ok: true, claims: unknown } | { ok: false, reason: 'signature' | 'malformed' | 'expired' }>}
 */
export async function verifySignature(secret, token, now) {
  checkSecret(secret);
  if (typeof token !== 'string') return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, signatureText] = parts;
  const signature = fromBase64Url(signatureText);
  if (header !== HEADER || !signature) return { ok: false, reason: 'malformed' };
  const valid = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret),
    signature,
    encoder.encode(`${header}.${payload}`),
  );
  if (!valid) return { ok: false, reason: 'signature' };
  /** @type {unknown} */
  let claims;
  try {
    claims = JSON.parse(new TextDecoder().decode(fromBase64Url(payload) ?? new Uint8Array()));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const exp = /** @type {{ exp?: unknown } | null} */ (claims)?.exp;
  if (typeof exp === 'number' && exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

/**
 * Verifies a token: the signature (`verifySignature`), then the claims by `rules` (./token-claims.mjs).
 * @param {string} secret
 * @param {unknown} token
 * @param {Date} now
 * @param {{ subject: string, lifetimeSeconds: number }} rules
 * @returns {Promise<TokenCheck>}
 */
export async function verifyToken(secret, token, now, rules) {
  const checked = await verifySignature(secret, token, now);
  if (!checked.ok) return checked;
  return checkTokenClaims(checked.claims, { ...rules, now });
}

/**
 * Verifies a session token: the check of every route that needs one.
 * @param {string} secret
 * @param {unknown} token
 * @param {Date} now
 */
export const verifyStaffToken = (secret, token, now) => verifyToken(secret, token, now, sessionTokenRules);
