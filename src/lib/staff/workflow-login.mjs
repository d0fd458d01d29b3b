// @ts-check
/**
 * The login's steps in the n8n workflow after its request check (scripts/build-n8n-staff-workflow.mjs
 * inlines this file into its Code nodes): the attempt decided from the Data Table's rows (the order
 * and its reasons are in ./attempts.mjs), then the password checked against the stored hash.
 */
import {
  loginLimits,
  staffClaims,
  staffMessages,
  tooManyAttemptsAnswer,
  wrongPasswordAnswer,
} from './api-contract.mjs';
import { decideAttempt, keepRecordsSince } from './attempts.mjs';
import { parsePasswordHash } from './password-hash.js';

/** @typedef {import('./api-contract.mjs').StaffAnswer} StaffAnswer */
/** @typedef {import('./attempts.mjs').AttemptRecord} AttemptRecord */

/**
 * A row of the `staff_login_attempts` Data Table, or the empty item n8n passes for an empty read.
 * @typedef {{ id?: unknown, address?: unknown, at?: unknown, kind?: unknown }} AttemptRow
 */

/**
 * @param {AttemptRow & { id: number }} row
 * @param {unknown} kind
 * @returns {AttemptRecord}
 */
const toRecord = (row, kind) => ({
  id: row.id,
  address: /** @type {string | null} */ (row.address || null),
  at: Number(row.at),
  kind: /** @type {AttemptRecord['kind']} */ (kind),
});

/**
 * @typedef {{ admitted: true, deleteBefore: number, attemptsLeft: number | null }
 *   | ({ admitted: false, deleteBefore: number } & StaffAnswer)} LoginAttemptStep
 * `deleteBefore`: records older than this may go (the workflow deletes them alongside).
 */

/**
 * Decides the caller's own attempt from the rows read right after recording it.
 * @param {readonly AttemptRow[]} rows
 * @param {AttemptRow & { id: number }} own the row the attempt was recorded as
 * @param {Date} now
 * @returns {LoginAttemptStep}
 */
export function decideLoginAttempt(rows, own, now) {
  const records = rows
    .filter((row) => typeof row.id === 'number')
    .map((row) => toRecord(/** @type {AttemptRow & { id: number }} */ (row), row.kind));
  // decideAttempt must find the caller's record; a read that missed it must not throw the login away.
  if (!records.some((record) => record.id === own.id)) records.push(toRecord(own, 'try'));
  const decision = decideAttempt(records, own.id);
  const deleteBefore = keepRecordsSince(now.getTime());
  if (!decision.admitted) {
    return { admitted: false, deleteBefore, ...tooManyAttemptsAnswer(decision.retryAfterSeconds) };
  }
  return { admitted: true, deleteBefore, attemptsLeft: decision.attemptsLeft };
}

/**
 * The two functions of Node's `crypto` the check needs. n8n's Code node has no Web Crypto, so the
 * workflow passes `require('crypto')` (allowed by NODE_FUNCTION_ALLOW_BUILTIN=crypto).
 * @typedef {Pick<typeof import('node:crypto'), 'pbkdf2' | 'timingSafeEqual'>} NodeCrypto
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
  const { iterations, salt, hash } = parsed.value;
  /** @type {Buffer} */
  const derived = await new Promise((resolve, reject) =>
    nodeCrypto.pbkdf2(password, salt, iterations, hash.length, 'sha256', (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
  if (!nodeCrypto.timingSafeEqual(derived, hash)) {
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
