/**
 * The login gate's brake on guessing: after five wrong passwords in a row the field locks for
 * 30 seconds. Pure state and events; the caller passes the current time, so no timers live here.
 */

export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_DURATION_MS = 30_000;

export interface LoginLockState {
  /** Wrong passwords since the last lock or success. */
  failedAttempts: number;
  /** Epoch milliseconds until which the field is locked; null when it is open. */
  lockedUntil: number | null;
}

export type LoginLockEvent =
  | { type: 'failed'; now: number }
  | { type: 'succeeded' }
  /** A clock tick: opens the field again once the lock has run out. */
  | { type: 'tick'; now: number };

export const initialLoginLock: LoginLockState = { failedAttempts: 0, lockedUntil: null };

export function isLocked(state: LoginLockState, now: number): boolean {
  return state.lockedUntil !== null && now < state.lockedUntil;
}

/** Whole seconds left of the lock, rounded up so the countdown never shows 0 while still locked. */
export function lockSecondsLeft(state: LoginLockState, now: number): number {
  return isLocked(state, now) ? Math.ceil((state.lockedUntil! - now) / 1000) : 0;
}

/** Attempts left before the next wrong password locks the field. */
export function attemptsLeft(state: LoginLockState): number {
  return MAX_FAILED_ATTEMPTS - state.failedAttempts;
}

export function nextLoginLock(state: LoginLockState, event: LoginLockEvent): LoginLockState {
  switch (event.type) {
    case 'failed': {
      // A guess that arrives while locked (a second tab, a script) must not extend or reset anything.
      if (isLocked(state, event.now)) return state;
      const failedAttempts = state.failedAttempts + 1;
      return failedAttempts >= MAX_FAILED_ATTEMPTS
        ? { failedAttempts: 0, lockedUntil: event.now + LOCK_DURATION_MS }
        : { failedAttempts, lockedUntil: null };
    }
    case 'succeeded':
      return initialLoginLock;
    case 'tick':
      return state.lockedUntil !== null && !isLocked(state, event.now) ? { ...state, lockedUntil: null } : state;
  }
}

/** Reads a stored lock; anything unreadable counts as no lock. */
export function decodeLoginLock(raw: string | null): LoginLockState {
  if (!raw) return initialLoginLock;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return initialLoginLock;
    const { failedAttempts, lockedUntil } = value as Record<string, unknown>;
    const validAttempts =
      Number.isInteger(failedAttempts) &&
      (failedAttempts as number) >= 0 &&
      (failedAttempts as number) < MAX_FAILED_ATTEMPTS;
    const validUntil = lockedUntil === null || (typeof lockedUntil === 'number' && Number.isFinite(lockedUntil));
    return validAttempts && validUntil
      ? { failedAttempts: failedAttempts as number, lockedUntil: lockedUntil as number | null }
      : initialLoginLock;
  } catch {
    return initialLoginLock;
  }
}
