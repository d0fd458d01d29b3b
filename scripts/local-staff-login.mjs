// @ts-check
/**
 * The local staff API's login, session check and one-time codes, from the same modules as the n8n
 * workflow: who is logging in (src/lib/staff/device-login.mjs), the attempt recorded and then decided
 * (src/lib/staff/attempts.mjs), a refused attempt's record deleted at once, and only an admitted one
 * hashed. A success gives a session token and a device token (src/lib/staff/jwt.mjs).
 */
import * as nodeCrypto from 'node:crypto';
import {
  badRequestAnswer,
  checkLoginBody,
  loginAnswer,
  loginLimits,
  staffMessages,
  tooManyAttemptsAnswer,
  wrongPasswordAnswer,
} from '../src/lib/staff/api-contract.mjs';
import { decideAttempt, recordsToKeep } from '../src/lib/staff/attempts.mjs';
import { checkDeviceCodeBody, deviceCodeAnswer } from '../src/lib/staff/device-contract.mjs';
import { deviceCodeRow, identifyLogin, loginClaims, newDeviceCode } from '../src/lib/staff/device-login.mjs';
import { signToken, verifyStaffToken, verifyToken } from '../src/lib/staff/jwt.mjs';
import { verifyPassword } from '../src/lib/staff/password-hash.js';
import { deviceTokenRules } from '../src/lib/staff/token-claims.mjs';

/** @typedef {import('../src/lib/staff/api-contract.mjs').StaffAnswer} StaffAnswer */
/** @typedef {import('../src/lib/staff/attempts.mjs').AttemptRecord} AttemptRecord */

/**
 * @param {object} options
 * @param {string} options.passwordHash '' until the deployer sets one (login answers 503)
 * @param {string} options.tokenSecret
 * @param {import('./local-staff-codes.mjs').CodeStore} options.codes
 * @param {() => Date} options.clock
 * @param {(line: string) => void} options.log
 * @param {import('../src/lib/staff/attempts.mjs').LoginLimits} [options.limits] the contract's, or a test's smaller ceiling
 */
export function createStaffLogin({ passwordHash, tokenSecret, codes, clock, log, limits = loginLimits }) {
  /** @type {AttemptRecord[]} */
  let attempts = [];
  let nextAttemptId = 1;
  let passwordChecks = 0;

  /** @param {string | null} deviceToken @param {Date} now */
  const deviceClaimsOf = async (deviceToken, now) => {
    if (deviceToken === null) return null;
    const checked = await verifyToken(tokenSecret, deviceToken, now, deviceTokenRules);
    return checked.ok ? checked.claims : null;
  };

  /**
   * Records a try and decides it; a refused try's record goes at once, as it changes no later decision.
   * @param {string | null} address
   * @param {string | null} device
   */
  function recordAndDecide(address, device) {
    const at = clock().getTime();
    attempts = recordsToKeep(attempts, at, limits);
    const id = nextAttemptId++;
    attempts.push({ id, address, device, at, kind: 'try' });
    const decision = decideAttempt(attempts, id, limits);
    if (!decision.admitted) attempts = attempts.filter((record) => record.id !== id);
    return decision;
  }

  /**
   * `POST /login`.
   * @param {unknown} body
   * @param {string | null} address
   * @returns {Promise<StaffAnswer>}
   */
  async function login(body, address) {
    const checked = checkLoginBody(body);
    if (!checked.ok) return badRequestAnswer(checked);
    if (!passwordHash) return { status: 503, body: { error: staffMessages.notSetUp } };
    const now = clock();
    const identity = identifyLogin(
      {
        deviceClaims: await deviceClaimsOf(checked.deviceToken, now),
        code: checked.code,
        codeRows: codes.rows(),
        storedHash: passwordHash,
        now,
      },
      nodeCrypto,
    );
    if (!identity.ok) return { status: identity.status, body: identity.body };
    const decision = recordAndDecide(address, identity.device);
    if (!decision.admitted) return tooManyAttemptsAnswer(decision.retryAfterSeconds);
    passwordChecks += 1;
    if (!(await verifyPassword(checked.password, passwordHash))) {
      log(
        `Staff-login: forkert adgangskode fra ${address ?? 'ukendt adresse'}${identity.device ? ' (kendt enhed)' : ''}`,
      );
      return wrongPasswordAnswer(decision.attemptsLeft ?? 0);
    }
    const at = clock();
    attempts.push({ id: nextAttemptId++, address, device: identity.device, at: at.getTime(), kind: 'success' });
    if (identity.codeRow) codes.remove(identity.codeRow.codeDigest);
    const claims = loginClaims({ deviceId: identity.deviceId, storedHash: passwordHash, now: at }, nodeCrypto);
    const [token, deviceToken] = await Promise.all([
      signToken(tokenSecret, claims.session),
      signToken(tokenSecret, claims.device),
    ]);
    return loginAnswer(token, claims.session.exp, deviceToken, claims.device.exp);
  }

  /**
   * `POST /device-code`, once the session token is verified.
   * @param {unknown} body
   * @returns {StaffAnswer}
   */
  function deviceCode(body) {
    const checked = checkDeviceCodeBody(body);
    if (!checked.ok) return badRequestAnswer(checked);
    const now = clock();
    const code = newDeviceCode(nodeCrypto);
    const row = deviceCodeRow(code, now, nodeCrypto);
    codes.add(row, now);
    log('Staff-API: en engangskode til en ny enhed er lavet (gyldig i 10 minutter).');
    return deviceCodeAnswer(code, row.expiresAt);
  }

  return {
    login,
    deviceCode,
    /** Whether a bearer token is a valid session token now. @param {string} token */
    isSession: async (token) => (await verifyStaffToken(tokenSecret, token, clock())).ok,
    passwordChecks: () => passwordChecks,
    attempts: () => [...attempts],
    reset: () => {
      attempts = [];
      passwordChecks = 0;
      codes.clear();
    },
  };
}
