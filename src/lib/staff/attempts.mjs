// @ts-check
/**
 * The server's login lock, as pure functions over the list of recorded attempts (the rules and
 * their reasons are with `loginLimits` in ./api-contract.mjs).
 *
 * The order that makes it hold under parallel guesses: a login first RECORDS its attempt (a `try`
 * row with an id that increases with every insert), then reads the recent records and asks
 * `decideAttempt` about its own id, and only an admitted attempt goes on to the password hashing.
 * The decision replays the records in id order, so twenty requests that race through the insert
 * all see the same history and exactly the first five of them are admitted: none can slip past the
 * count, and a refused one never reaches the hashing. A right password adds a `success` row, which
 * clears its address's count and lock and takes one wrong password off the global count.
 *
 * Refused attempts are recorded too (they must be, to be ranked) but never count as guesses, so a
 * flood cannot extend a lock: the per-address lock ends 15 minutes after the fifth wrong password,
 * and the global pause a minute after the last checked one.
 */
import { loginLimits } from './api-contract.mjs';

/**
 * One row of the attempts table.
 * @typedef {object} AttemptRecord
 * @property {number} id increases with every insert (the Data Table's row id)
 * @property {string | null} address the client address, '' or null when the proxy sent none
 * @property {number} at epoch milliseconds when the record was made
 * @property {'try' | 'success'} kind
 */

/**
 * @typedef {{ admitted: true, attemptsLeft: number | null }
 *   | { admitted: false, retryAfterSeconds: number, reason: 'address' | 'global' }} AttemptDecision
 * `attemptsLeft`: wrong passwords this address may still make before its lock, counting this
 * attempt as wrong; null without an address.
 */

/** @typedef {typeof loginLimits} LoginLimits */

/** @param {number} ms */
const wholeSeconds = (ms) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Replays the records in id order and decides the attempt with id `attemptId`.
 * @param {readonly AttemptRecord[]} records every record of the last `keepRecordsMs`, in any order
 * @param {number} attemptId the caller's own `try` record
 * @param {LoginLimits} [limits]
 * @returns {AttemptDecision}
 */
export function decideAttempt(records, attemptId, limits = loginLimits) {
  const sorted = [...records].sort((a, b) => a.id - b.id);
  /** @type {Map<string, { tries: number[], lockedUntil: number }>} */
  const addresses = new Map();
  /** Admitted tries and successes, oldest first, for the hour's count of wrong passwords. */
  /** @type {number[]} */
  const checked = [];
  /** @type {number[]} */
  const successes = [];
  let checkedHead = 0;
  let successHead = 0;
  let lastCheckedAt = -Infinity;

  /** @param {string} address */
  const stateOf = (address) => {
    let state = addresses.get(address);
    if (!state) {
      state = { tries: [], lockedUntil: -Infinity };
      addresses.set(address, state);
    }
    return state;
  };

  for (const record of sorted) {
    const address = record.address || null;
    const t = record.at;
    if (record.kind === 'success') {
      if (address) addresses.set(address, { tries: [], lockedUntil: -Infinity });
      successes.push(t);
      continue;
    }
    if (record.kind !== 'try') continue;

    /** @type {AttemptDecision | undefined} */
    let refusal;
    const state = address ? stateOf(address) : null;
    if (state) {
      state.tries = state.tries.filter((at) => at > t - limits.perAddressWindowMs);
      if (state.lockedUntil > t) {
        refusal = { admitted: false, retryAfterSeconds: wholeSeconds(state.lockedUntil - t), reason: 'address' };
      }
    }
    if (!refusal) {
      while (checkedHead < checked.length && checked[checkedHead] <= t - limits.globalWindowMs) checkedHead += 1;
      while (successHead < successes.length && successes[successHead] <= t - limits.globalWindowMs) successHead += 1;
      const wrongThisHour = checked.length - checkedHead - (successes.length - successHead);
      if (wrongThisHour >= limits.globalMaxPerHour && lastCheckedAt > t - limits.globalPauseMs) {
        refusal = {
          admitted: false,
          retryAfterSeconds: wholeSeconds(lastCheckedAt + limits.globalPauseMs - t),
          reason: 'global',
        };
      }
    }

    /** @type {AttemptDecision} */
    let decision;
    if (refusal) decision = refusal;
    else {
      checked.push(t);
      lastCheckedAt = t;
      if (state) {
        state.tries.push(t);
        const attemptsLeft = limits.perAddressMax - state.tries.length;
        if (attemptsLeft <= 0) {
          state.lockedUntil = t + limits.perAddressLockMs;
          state.tries = [];
        }
        decision = { admitted: true, attemptsLeft: Math.max(0, attemptsLeft) };
      } else decision = { admitted: true, attemptsLeft: null };
    }
    if (record.id === attemptId) return decision;
  }
  throw new Error(`attempt ${attemptId} is not among the records`);
}

/**
 * The records still needed at `now`; older ones may be deleted.
 * @param {readonly AttemptRecord[]} records
 * @param {number} now epoch milliseconds
 * @param {LoginLimits} [limits]
 */
export const recordsToKeep = (records, now, limits = loginLimits) =>
  records.filter((record) => record.at > now - limits.keepRecordsMs);

/**
 * The oldest `at` a record must have to be kept: the cut-off for deleting from the table (the n8n
 * workflow's, through ./workflow-login.mjs).
 * @param {number} now epoch milliseconds
 * @param {LoginLimits} [limits]
 */
export const keepRecordsSince = (now, limits = loginLimits) => now - limits.keepRecordsMs;

/**
 * The client address from the one header the deployer's proxy overwrites; null when it is missing
 * or does not look like an IPv4 or IPv6 address (only the global rule then applies).
 * @param {Record<string, unknown> | undefined} headers request headers, names in lower case
 * @param {string} headerName e.g. `x-real-ip`
 * @returns {string | null}
 */
export function clientAddress(headers, headerName) {
  const value = headers?.[headerName.toLowerCase()];
  if (typeof value !== 'string') return null;
  const address = value.trim();
  return /^[0-9A-Fa-f:.]{2,45}$/.test(address) && /[.:]/.test(address) ? address.toLowerCase() : null;
}
