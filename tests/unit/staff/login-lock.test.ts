import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  attemptsLeft,
  decodeLoginLock,
  initialLoginLock,
  isLocked,
  lockSecondsLeft,
  nextLoginLock,
  type LoginLockState,
} from '../../../src/lib/staff/login-lock';

function failTimes(state: LoginLockState, times: number): LoginLockState {
  let next = state;
  for (let i = 0; i < times; i++) next = nextLoginLock(next, { type: 'failed', now: Date.now() });
  return next;
}

describe('login lock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-02T09:00:00+01:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts wrong passwords without locking for the first four', () => {
    const state = failTimes(initialLoginLock, 4);
    expect(state.failedAttempts).toBe(4);
    expect(attemptsLeft(state)).toBe(1);
    expect(isLocked(state, Date.now())).toBe(false);
  });

  it('locks for 30 seconds on the fifth wrong password, counting down in whole seconds', () => {
    const state = failTimes(initialLoginLock, 5);
    expect(isLocked(state, Date.now())).toBe(true);
    expect(lockSecondsLeft(state, Date.now())).toBe(30);
    vi.advanceTimersByTime(400);
    expect(lockSecondsLeft(state, Date.now())).toBe(30);
    vi.advanceTimersByTime(600);
    expect(lockSecondsLeft(state, Date.now())).toBe(29);
    vi.advanceTimersByTime(28_999);
    expect(lockSecondsLeft(state, Date.now())).toBe(1);
    expect(nextLoginLock(state, { type: 'tick', now: Date.now() })).toBe(state);
    vi.advanceTimersByTime(1);
    expect(isLocked(state, Date.now())).toBe(false);
    expect(lockSecondsLeft(state, Date.now())).toBe(0);
  });

  it('opens again on the tick after the lock runs out, with five fresh attempts', () => {
    const locked = failTimes(initialLoginLock, 5);
    vi.advanceTimersByTime(30_000);
    const open = nextLoginLock(locked, { type: 'tick', now: Date.now() });
    expect(open).toEqual(initialLoginLock);
    expect(attemptsLeft(open)).toBe(5);
    expect(isLocked(failTimes(open, 4), Date.now())).toBe(false);
    expect(isLocked(failTimes(open, 5), Date.now())).toBe(true);
  });

  it('ignores guesses made while locked, so they cannot extend or reset the lock', () => {
    const locked = failTimes(initialLoginLock, 5);
    vi.advanceTimersByTime(10_000);
    expect(failTimes(locked, 3)).toBe(locked);
  });

  it('forgets earlier wrong passwords after a right one', () => {
    const state = nextLoginLock(failTimes(initialLoginLock, 3), { type: 'succeeded' });
    expect(state).toEqual(initialLoginLock);
  });

  it('reads a stored lock back, and treats anything unreadable as no lock', () => {
    const locked = failTimes(initialLoginLock, 5);
    expect(decodeLoginLock(JSON.stringify(locked))).toEqual(locked);
    expect(decodeLoginLock(null)).toEqual(initialLoginLock);
    expect(decodeLoginLock('{not json')).toEqual(initialLoginLock);
    expect(decodeLoginLock('{"failedAttempts":-1,"lockedUntil":null}')).toEqual(initialLoginLock);
    expect(decodeLoginLock('{"failedAttempts":2,"lockedUntil":"soon"}')).toEqual(initialLoginLock);
  });
});
