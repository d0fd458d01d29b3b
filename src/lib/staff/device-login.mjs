// @ts-check
/**
 * The server's steps for known devices and one-time codes (the contract is ./device-contract.mjs):
 * who a login is before its attempt is recorded, the claims of the tokens a successful login gets,
 * and the one-time codes' rows. Run by the staff program's login steps (./workflow-login.mjs), in the local backend and in the
 * n8n workflow's Code nodes, so it uses no Node API but the `crypto` functions passed in (n8n's task
 * runner has no Web Crypto; `require('crypto')` with NODE_FUNCTION_ALLOW_BUILTIN=crypto).
 *
 * Where the codes live: a row `{ codeDigest, expiresAt }` each, in the n8n Data Table
 * `staff_device_codes` (or the local backend's `.local/staff-codes.json`). `codeDigest` is the
 * SHA-256 of the normalized code (base64url), so the table holds nothing a reader could type in;
 * `expiresAt` is epoch milliseconds. A login that a code lets in deletes its row; rows past
 * `expiresAt` may be deleted at any time.
 */
import { staffClaims } from './api-contract.mjs';
import {
  DEVICE_CODE_ALPHABET,
  DEVICE_CODE_LENGTH,
  DEVICE_CODE_LIFETIME_MS,
  DEVICE_TOKEN_LIFETIME_SECONDS,
  DEVICE_TOKEN_SUBJECT,
  deviceMessages,
} from './device-contract.mjs';
import { checkTokenClaims, deviceTokenRules } from './token-claims.mjs';

/** @typedef {Pick<typeof import('node:crypto'), 'createHash' | 'randomBytes'>} DeviceCrypto */
/** @typedef {import('./api-contract.mjs').StaffAnswer} StaffAnswer */
/** @typedef {{ codeDigest: string, expiresAt: number }} DeviceCodeRow */
/** A row as a table gives it back: its columns unchecked, perhaps with the table's own `id`. */
/** @typedef {{ codeDigest?: unknown, expiresAt?: unknown }} StoredCodeRow */

/**
 * A device token's claims: `jti` the device's id, `pwh` the digest of the stored password hash.
 * @typedef {{ sub: string, jti: string, pwh: string, iat: number, exp: number }} DeviceClaims
 */

/** The prefix of a code's attempt key, so a code can never pass for a device id. */
const CODE_KEY_PREFIX = 'code:';
const deviceIdPattern = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The short digest of the stored password hash a device token carries: 16 base64url characters of
 * its SHA-256. A new password (a new salt and hash) gives a new digest, and every device token made
 * before it names a device no longer known. It tells a reader nothing of the password: the hash's
 * 128-bit random salt is not in the token.
 * @param {string} storedHash the `npm run staff:hash` text
 * @param {DeviceCrypto} nodeCrypto
 */
export const passwordHashDigest = (storedHash, nodeCrypto) =>
  nodeCrypto.createHash('sha256').update(storedHash.trim()).digest('base64url').slice(0, 16);

/** @param {DeviceCrypto} nodeCrypto a new device's id: 128 random bits, 22 base64url characters */
export const newDeviceId = (nodeCrypto) => nodeCrypto.randomBytes(16).toString('base64url');

/**
 * The claims of a device token issued at `now`.
 * @param {Date} now
 * @param {string} deviceId
 * @param {string} hashDigest `passwordHashDigest` of the stored hash
 * @returns {DeviceClaims}
 */
export function deviceClaims(now, deviceId, hashDigest) {
  const iat = Math.floor(now.getTime() / 1000);
  return { sub: DEVICE_TOKEN_SUBJECT, jti: deviceId, pwh: hashDigest, iat, exp: iat + DEVICE_TOKEN_LIFETIME_SECONDS };
}

/**
 * The device a device token names, when it is still known: the claims of a token whose signature
 * has been verified, of the device subject and lifetime, not expired, with a usable `jti` and the
 * current password's digest. Null otherwise: the login is then an unknown device's, never refused
 * for it.
 * @param {unknown} claims null without a token, or when its signature did not verify
 * @param {{ storedHash: string, now: Date }} server
 * @param {DeviceCrypto} nodeCrypto
 * @returns {string | null}
 */
export function knownDeviceId(claims, { storedHash, now }, nodeCrypto) {
  const checked = checkTokenClaims(claims, { ...deviceTokenRules, now });
  if (!checked.ok) return null;
  const { jti, pwh } = checked.claims;
  if (typeof jti !== 'string' || !deviceIdPattern.test(jti)) return null;
  return pwh === passwordHashDigest(storedHash, nodeCrypto) ? jti : null;
}

/**
 * A new one-time code, normalized (`formatDeviceCode` shows it): 8 characters of the 32-character
 * alphabet, each from one random byte (256 is a multiple of 32, so every character is as likely).
 * @param {DeviceCrypto} nodeCrypto
 */
export const newDeviceCode = (nodeCrypto) =>
  Array.from(nodeCrypto.randomBytes(DEVICE_CODE_LENGTH), (byte) => DEVICE_CODE_ALPHABET[byte % 32]).join('');

/**
 * @param {string} code normalized
 * @param {DeviceCrypto} nodeCrypto
 */
export const deviceCodeDigest = (code, nodeCrypto) => nodeCrypto.createHash('sha256').update(code).digest('base64url');

/**
 * The row to store for a new code, made at `now`.
 * @param {string} code normalized
 * @param {Date} now
 * @param {DeviceCrypto} nodeCrypto
 * @returns {DeviceCodeRow}
 */
export const deviceCodeRow = (code, now, nodeCrypto) => ({
  codeDigest: deviceCodeDigest(code, nodeCrypto),
  expiresAt: now.getTime() + DEVICE_CODE_LIFETIME_MS,
});

/**
 * The rows still valid at `now`; the rest may be deleted.
 * @template {StoredCodeRow} Row
 * @param {readonly Row[]} rows
 * @param {Date} now
 */
export const liveDeviceCodes = (rows, now) =>
  rows.filter((row) => typeof row?.codeDigest === 'string' && Number(row.expiresAt) > now.getTime());

/**
 * @typedef {{ ok: true, device: string | null, deviceId: string | null, codeRow: StoredCodeRow | null }
 *   | ({ ok: false } & StaffAnswer)} LoginIdentity
 * `device`: the attempt record's key (a known device's id, or `code:…` for a code), null for an
 * unknown device; `deviceId`: the known device's id, kept in its new token; `codeRow`: the code's
 * row, to delete once the login succeeds.
 */

/**
 * Who a login is, before its attempt is recorded. A known device wins over a code (the code stays
 * for another device). A code that matches no live row is refused at once with 401 and the
 * contract's message, before any record or hashing: it is a typing error to show, and guessing
 * 40-bit codes gets nowhere.
 * @param {{ deviceClaims: unknown, code: string | null, codeRows: readonly StoredCodeRow[], storedHash: string, now: Date }} login
 *   `deviceClaims`: the device token's verified claims, null without one; `code` normalized
 * @param {DeviceCrypto} nodeCrypto
 * @returns {LoginIdentity}
 */
export function identifyLogin({ deviceClaims: claims, code, codeRows, storedHash, now }, nodeCrypto) {
  const deviceId = knownDeviceId(claims, { storedHash, now }, nodeCrypto);
  if (deviceId) return { ok: true, device: deviceId, deviceId, codeRow: null };
  if (code === null) return { ok: true, device: null, deviceId: null, codeRow: null };
  const digest = deviceCodeDigest(code, nodeCrypto);
  const codeRow = liveDeviceCodes(codeRows, now).find((row) => row.codeDigest === digest);
  if (!codeRow) return { ok: false, status: 401, body: { error: deviceMessages.codeUnknown } };
  return { ok: true, device: `${CODE_KEY_PREFIX}${digest.slice(0, 16)}`, deviceId: null, codeRow };
}

/**
 * The claims of the two tokens a successful login gets: the session's, and the device's (a known
 * device keeps its id, a new one gets one).
 * @param {{ deviceId: string | null, storedHash: string, now: Date }} login
 * @param {DeviceCrypto} nodeCrypto
 */
export function loginClaims({ deviceId, storedHash, now }, nodeCrypto) {
  return {
    session: staffClaims(now),
    device: deviceClaims(now, deviceId ?? newDeviceId(nodeCrypto), passwordHashDigest(storedHash, nodeCrypto)),
  };
}
