// @ts-check
/**
 * The login's steps in the n8n workflow after its request check (scripts/n8n/build-staff-workflow.mjs
 * inlines this file into its Code nodes): who the login is (a known device, a one-time code or an
 * unknown device), the attempt decided from the Data Table's rows (the order and its reasons are in
 * ./attempts.mjs), the password checked against the stored hash, and the one-time codes made.
 */
import {
  badRequestAnswer,
  loginLimits,
  sessionExpiredAnswer,
  staffClaims,
  staffMessages,
  tooManyAttemptsAnswer,
  wrongPasswordAnswer,
} from './api-contract.mjs';
import { decideAttempt, keepRecordsSince } from './attempts.mjs';
import { checkDeviceCodeBody, deviceCodeAnswer } from './device-contract.mjs';
import { deviceCodeRow, identifyLogin, loginClaims, newDeviceCode } from './device-login.mjs';
import { parsePasswordHash, passwordMatches } from './password-hash.js';
import { checkSessionClaims } from './token-claims.mjs';

/** @typedef {import('./api-contract.mjs').StaffAnswer} StaffAnswer */
/** @typedef {import('./attempts.mjs').AttemptRecord} AttemptRecord */

/**
 * A row of the `staff_login_attempts` Data Table, or the empty item n8n passes for an empty read.
 * `device` is '' for an unknown device (a Data Table column holds no null the insert can write).
 * @typedef {{ id?: unknown, address?: unknown, device?: unknown, at?: unknown, kind?: unknown }} AttemptRow
 */

/**
 * @param {AttemptRow & { id: number }} row
 * @param {unknown} kind
 * @returns {AttemptRecord}
 */
const toRecord = (row, kind) => ({
  id: row.id,
  address: /** @type {string | null} */ (row.address || null),
  device: /** @type {string | null} */ (row.device || null),
  at: Number(row.at),
  kind: /** @type {AttemptRecord['kind']} */ (kind),
});

/**
 * @typedef {{ admitted: true, attemptId: number, deleteBefore: number, attemptsLeft: number | null }
 *   | ({ admitted: false, attemptId: number, deleteBefore: number } & StaffAnswer)} LoginAttemptStep
 * `attemptId`: the attempt's own row, which the workflow deletes at once when it is refused (a
 * refused attempt changes no later decision); `deleteBefore`: records older than this may go (the
 * workflow deletes them alongside).
 */

/**
 * Decides the caller's own attempt from the rows read right after recording it.
 * @param {readonly AttemptRow[]} rows
 * @param {AttemptRow & { id: number }} own the row the attempt was recorded as
 * @param {Date} now
 * @param {import('./attempts.mjs').LoginLimits} [limits] the contract's; a local test may lower the ceiling
 * @returns {LoginAttemptStep}
 */
export function decideLoginAttempt(rows, own, now, limits = loginLimits) {
  const records = rows
    .filter((row) => typeof row.id === 'number')
    .map((row) => toRecord(/** @type {AttemptRow & { id: number }} */ (row), row.kind));
  // decideAttempt must find the caller's record; a read that missed it must not throw the login away.
  if (!records.some((record) => record.id === own.id)) records.push(toRecord(own, 'try'));
  const decision = decideAttempt(records, own.id, limits);
  const deleteBefore = keepRecordsSince(now.getTime(), limits);
  const attemptId = own.id;
  if (!decision.admitted) {
    return { admitted: false, attemptId, deleteBefore, ...tooManyAttemptsAnswer(decision.retryAfterSeconds) };
  }
  return { admitted: true, attemptId, deleteBefore, attemptsLeft: decision.attemptsLeft };
}

/**
 * The two functions of Node's `crypto` the check needs. n8n's Code node has no Web Crypto, so the
 * workflow passes `require('crypto')` (allowed by NODE_FUNCTION_ALLOW_BUILTIN=crypto); the local
 * backend passes `node:crypto`.
 * @typedef {import('./password-hash.js').PasswordCrypto} NodeCrypto
 */

/**
 * @typedef {{ right: true, claims: { sub: string, iat: number, exp: number } }
 *   | ({ right: false } & StaffAnswer)} PasswordStep
 */

/**
 * Checks the typed password against the stored hash, in constant time. A hash ./password-hash.js
 * cannot read means the deployer has not set the password yet: 503, never a wrong password.
 * @param {{ storedHash: unknown, password: string, attemptsLeft: number | null | undefined, now: Date }} login
 *   `attemptsLeft` from the attempt's decision; null without a client address
 * @param {NodeCrypto} nodeCrypto
 * @returns {Promise<PasswordStep>}
 */
export async function checkLoginPassword({ storedHash, password, attemptsLeft, now }, nodeCrypto) {
  const parsed = parsePasswordHash(typeof storedHash === 'string' ? storedHash : '');
  if (!parsed.ok) return { right: false, status: 503, body: { error: staffMessages.notSetUp } };
  if (!(await passwordMatches(password, parsed.value, nodeCrypto))) {
    // No count to report (an unknown device without a client address: only the global ceiling
    // judges it): no lock of its own is near, so the answer is the per-address maximum (docs/n8n.md).
    return { right: false, ...wrongPasswordAnswer(attemptsLeft ?? loginLimits.perAddressMax) };
  }
  return { right: true, claims: staffClaims(now) };
}

/**
 * The setup's row for `staff_settings`: one empty row for the deployer to fill in with the hash,
 * added only while the table has none.
 * @param {readonly { id?: unknown }[]} rows
 * @returns {{ passwordHash: string }[]}
 */
export const missingSettingsRows = (rows) =>
  rows.some((row) => row && typeof row.id === 'number') ? [] : [{ passwordHash: '' }];

/**
 * @typedef {{ ok: true, address: string, at: number, device: string, deviceId: string | null,
 *   codeRowId: number | null } | ({ ok: false } & StaffAnswer)} IdentifiedLogin
 * `device`: the attempt row's column ('' for an unknown device); `codeRowId`: the one-time code's
 * row, deleted once the login succeeds.
 */

/**
 * Who a login is (./device-login.mjs `identifyLogin`), before its attempt is recorded: from the
 * device token's claims as n8n's JWT node verified them (its item has no `payload` when the token was
 * missing, forged or expired, and the login is then an unknown device's, never refused for it), the
 * `staff_device_codes` rows and the stored hash.
 * @param {{ request: { address: string, at: number, code: string | null }, verified: { payload?: unknown },
 *   codeRows: readonly { id?: unknown, codeDigest?: unknown, expiresAt?: unknown }[], storedHash: unknown, now: Date }} login
 * @param {import('./device-login.mjs').DeviceCrypto} nodeCrypto
 * @returns {IdentifiedLogin}
 */
export function identifyLoginFromRows({ request, verified, codeRows, storedHash, now }, nodeCrypto) {
  const identity = identifyLogin(
    {
      deviceClaims: verified?.payload ?? null,
      code: request.code,
      codeRows,
      storedHash: typeof storedHash === 'string' ? storedHash : '',
      now,
    },
    nodeCrypto,
  );
  if (!identity.ok) return { ok: false, status: identity.status, body: identity.body };
  const codeRowId = /** @type {{ id?: unknown } | null} */ (identity.codeRow)?.id;
  return {
    ok: true,
    address: request.address,
    at: request.at,
    device: identity.device ?? '',
    deviceId: identity.deviceId,
    codeRowId: typeof codeRowId === 'number' ? codeRowId : null,
  };
}

/**
 * A right password's two token claims (./device-login.mjs `loginClaims`): the session's and the
 * device's, the known device keeping its id.
 * @param {PasswordStep} checked
 * @param {{ deviceId: string | null, storedHash: unknown, now: Date }} login
 * @param {import('./device-login.mjs').DeviceCrypto} nodeCrypto
 */
export const withLoginClaims = (checked, { deviceId, storedHash, now }, nodeCrypto) =>
  checked.right
    ? {
        right: true,
        claims: loginClaims(
          { deviceId, storedHash: typeof storedHash === 'string' ? storedHash : '', now },
          nodeCrypto,
        ),
      }
    : checked;

/**
 * `POST /device-code` once the session token's signature is verified: its claims, the body `{}`, then
 * a new code and the row to store (only its digest).
 * @param {unknown} claims
 * @param {unknown} body
 * @param {Date} now
 * @param {import('./device-login.mjs').DeviceCrypto} nodeCrypto
 * @returns {({ ok: false } & StaffAnswer) | ({ ok: true, row: import('./device-login.mjs').DeviceCodeRow } & StaffAnswer)}
 */
export function deviceCodeRequest(claims, body, now, nodeCrypto) {
  if (!checkSessionClaims(claims, now).ok) return { ok: false, ...sessionExpiredAnswer };
  const checked = checkDeviceCodeBody(body);
  if (!checked.ok) return { ok: false, ...badRequestAnswer(checked) };
  const code = newDeviceCode(nodeCrypto);
  const row = deviceCodeRow(code, now, nodeCrypto);
  return { ok: true, row, ...deviceCodeAnswer(code, row.expiresAt) };
}
