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
 * and the global pause a minute after the last checked one. For the same reason a refused attempt
 * changes no later decision, so its record is deleted as soon as it is decided: the table then holds
 * only checked passwords (at most about 110 an hour from unknown devices) and successes, and reading
 * it costs the same however long a flood goes on.
 *
 * A record with a `device` (a known device's id, or a one-time code's key, ./device-login.mjs) is
 * judged by that device's own wrong passwords only, and is left out of its address's count and the
 * global ceiling.
 */
import { loginLimits } from './api-contract.mjs';

/**
 * One row of the attempts table.
 * @typedef {object} AttemptRecord
 * @property {number} id increases with every insert (the Data Table's row id)
 * @property {string | null} address the client address, '' or null when the proxy sent none
 * @property {string | null} [device] the known device's key; '', null or missing for an unknown device
 * @property {number} at epoch milliseconds when the record was made
 * @property {'try' | 'success'} kind
 */

/**
 * @typedef {{ admitted: true, attemptsLeft: number | null }
 *   | { admitted: false, retryAfterSeconds: number, reason: 'device' | 'address' | 'global' }} AttemptDecision
 * `attemptsLeft`: wrong passwords this device or address may still make before its lock, counting
 * this attempt as wrong; null for an unknown device without an address.
 */

/** The lock's numbers: the contract's, or a test's. @typedef {{ [K in keyof typeof loginLimits]: number }} LoginLimits */

/** @param {number} ms */
const wholeSeconds = (ms) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The eight 16-bit groups of an IPv6 address, or null when it is not one.
 * @param {string} address
 * @returns {number[] | null}
 */
function ipv6Groups(address) {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const [head, tail] = halves.map((half) => (half === '' ? [] : half.split(':')));
  const written = tail === undefined ? head : [...head, ...tail];
  if (written.some((group) => !/^[0-9a-f]{1,4}$/i.test(group))) return null;
  /** @param {string} group */
  const value = (group) => parseInt(group, 16);
  if (tail === undefined) return written.length === 8 ? written.map(value) : null;
  if (written.length > 7) return null;
  return [...head, ...Array(8 - written.length).fill('0'), ...tail].map(value);
}

/**
 * The key an address is counted by: an IPv4 address itself (also written IPv4-mapped, `::ffff:…`);
 * an IPv6 address by its /64, the block one connection is usually given, so a guesser cannot take a
 * fresh address from it for every five guesses.
 * @param {string} address as `clientAddress` gives it
 */
export function addressKey(address) {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const groups = ipv6Groups(address);
  return groups
    ? `${groups
        .slice(0, 4)
        .map((group) => group.toString(16))
        .join(':')}::/64`
    : address;
}

/**
 * The lock a record is judged by: its device's, else its address's, else none (the global ceiling alone).
 * @param {AttemptRecord} record
 * @param {LoginLimits} limits
 * @returns {{ key: string, max: number, windowMs: number, lockMs: number } | null}
 */
function lockOf(record, limits) {
  if (record.device) {
    const { perDeviceMax: max, perDeviceWindowMs: windowMs, perDeviceLockMs: lockMs } = limits;
    return { key: `device ${record.device}`, max, windowMs, lockMs };
  }
  if (record.address) {
    const { perAddressMax: max, perAddressWindowMs: windowMs, perAddressLockMs: lockMs } = limits;
    return { key: `address ${addressKey(record.address)}`, max, windowMs, lockMs };
  }
  return null;
}

/**
 * Replays the records in id order and decides the attempt with id `attemptId`.
 * @param {readonly AttemptRecord[]} records every record of the last `keepRecordsMs`, in any order
 * @param {number} attemptId the caller's own `try` record
 * @param {LoginLimits} [limits]
 * @returns {AttemptDecision}
 */
export function decideAttempt(records, attemptId, limits = loginLimits) {
  const sorted = [...records].sort((a, b) => a.id - b.id);
  /** Each device's and address's recent wrong passwords and lock. */
  /** @type {Map<string, { tries: number[], lockedUntil: number }>} */
  const locks = new Map();
  /** Unknown devices' admitted tries and successes, oldest first, for the hour's count of wrong passwords. */
  /** @type {number[]} */
  const checked = [];
  /** @type {number[]} */
  const successes = [];
  let checkedHead = 0;
  let successHead = 0;
  let lastCheckedAt = -Infinity;

  /** @param {string} key */
  const stateOf = (key) => {
    let state = locks.get(key);
    if (!state) {
      state = { tries: [], lockedUntil: -Infinity };
      locks.set(key, state);
    }
    return state;
  };

  for (const record of sorted) {
    const lock = lockOf(record, limits);
    const known = Boolean(record.device);
    const t = record.at;
    if (record.kind === 'success') {
      if (lock) locks.delete(lock.key);
      if (!known) successes.push(t);
      continue;
    }
    if (record.kind !== 'try') continue;

    /** @type {AttemptDecision | undefined} */
    let refusal;
    const state = lock ? stateOf(lock.key) : null;
    if (lock && state) {
      state.tries = state.tries.filter((at) => at > t - lock.windowMs);
      if (state.lockedUntil > t) {
        const reason = known ? 'device' : 'address';
        refusal = { admitted: false, retryAfterSeconds: wholeSeconds(state.lockedUntil - t), reason };
      }
    }
    if (!refusal && !known) {
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
      if (!known) {
        checked.push(t);
        lastCheckedAt = t;
      }
      if (lock && state) {
        state.tries.push(t);
        const attemptsLeft = lock.max - state.tries.length;
        if (attemptsLeft <= 0) {
          state.lockedUntil = t + lock.lockMs;
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
