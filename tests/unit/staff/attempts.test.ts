import { describe, expect, it } from 'vitest';
import { loginLimits } from '../../../src/lib/staff/api-contract.mjs';
import { clientAddress, decideAttempt, recordsToKeep, type AttemptRecord } from '../../../src/lib/staff/attempts.mjs';

const start = Date.parse('2026-11-25T08:00:00Z');
const minutes = (n: number) => n * 60_000;

/** A table of attempts that records before deciding, as the backend and the workflow do. */
function attemptTable() {
  const records: AttemptRecord[] = [];
  let nextId = 1;
  return {
    records,
    /** Records a try and decides it. */
    attempt(address: string | null, at: number) {
      const id = nextId++;
      records.push({ id, address, at, kind: 'try' });
      return decideAttempt(records, id);
    },
    succeed(address: string | null, at: number) {
      records.push({ id: nextId++, address, at, kind: 'success' });
    },
    /** Records several tries first, then decides each: requests that raced through the insert. */
    parallel(address: string | null, at: number, count: number) {
      const ids = Array.from({ length: count }, () => {
        const id = nextId++;
        records.push({ id, address, at, kind: 'try' as const });
        return id;
      });
      return ids.map((id) => decideAttempt(records, id));
    },
  };
}

describe('the lock per address', () => {
  it('admits 5 wrong passwords in 15 minutes, counting down, then refuses for 15 minutes even the right one', () => {
    const table = attemptTable();
    const left = [0, 1, 2, 3, 4].map((i) => table.attempt('10.0.0.1', start + minutes(i)));
    expect(left).toEqual([4, 3, 2, 1, 0].map((attemptsLeft) => ({ admitted: true, attemptsLeft })));
    // The fifth wrong one was at minute 4: locked until minute 19.
    expect(table.attempt('10.0.0.1', start + minutes(5))).toEqual({
      admitted: false,
      retryAfterSeconds: 14 * 60,
      reason: 'address',
    });
    expect(table.attempt('10.0.0.1', start + minutes(19) - 1000)).toMatchObject({
      admitted: false,
      retryAfterSeconds: 1,
    });
    expect(table.attempt('10.0.0.1', start + minutes(19))).toEqual({ admitted: true, attemptsLeft: 4 });
  });

  it('does not let refused attempts extend the lock', () => {
    const table = attemptTable();
    for (let i = 0; i < 5; i++) table.attempt('10.0.0.1', start);
    for (let s = 1; s < 900; s += 7) expect(table.attempt('10.0.0.1', start + s * 1000).admitted).toBe(false);
    expect(table.attempt('10.0.0.1', start + minutes(15)).admitted).toBe(true);
  });

  it('forgets wrong passwords older than 15 minutes', () => {
    const table = attemptTable();
    for (let i = 0; i < 4; i++) table.attempt('10.0.0.1', start + minutes(i));
    expect(table.attempt('10.0.0.1', start + minutes(16))).toEqual({ admitted: true, attemptsLeft: 2 });
  });

  it('is cleared by a right password', () => {
    const table = attemptTable();
    for (let i = 0; i < 4; i++) table.attempt('10.0.0.1', start);
    table.succeed('10.0.0.1', start + 1000);
    expect(table.attempt('10.0.0.1', start + 2000)).toEqual({ admitted: true, attemptsLeft: 4 });
  });

  it('keeps addresses apart', () => {
    const table = attemptTable();
    for (let i = 0; i < 5; i++) table.attempt('10.0.0.1', start);
    expect(table.attempt('10.0.0.1', start + 1).admitted).toBe(false);
    expect(table.attempt('10.0.0.2', start + 1)).toEqual({ admitted: true, attemptsLeft: 4 });
  });

  it('admits exactly 5 of 20 parallel guesses from one address', () => {
    const decisions = attemptTable().parallel('10.0.0.1', start, 20);
    expect(decisions.filter((decision) => decision.admitted)).toHaveLength(5);
    expect(decisions.slice(0, 5).every((decision) => decision.admitted)).toBe(true);
    expect(decisions.slice(5).every((decision) => !decision.admitted && decision.retryAfterSeconds === 900)).toBe(true);
  });

  it('gives every reader the same answer, whatever order the rows come in', () => {
    const table = attemptTable();
    table.parallel('10.0.0.1', start, 8);
    const shuffled = [...table.records].reverse();
    expect(table.records.map((r) => decideAttempt(shuffled, r.id).admitted)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('the global ceiling', () => {
  /** 50 wrong passwords from 50 addresses within the first 50 seconds. */
  function atCeiling() {
    const table = attemptTable();
    for (let i = 0; i < loginLimits.globalMaxPerHour; i++) {
      expect(table.attempt(`10.1.0.${i}`, start + i * 1000).admitted).toBe(true);
    }
    return table;
  }
  const lastAt = start + (loginLimits.globalMaxPerHour - 1) * 1000;

  it('checks one password a minute above 50 wrong per hour, and refuses the rest for at most a minute', () => {
    const table = atCeiling();
    expect(table.attempt('10.2.0.1', lastAt + 1000)).toEqual({
      admitted: false,
      retryAfterSeconds: 59,
      reason: 'global',
    });
    expect(table.attempt('10.2.0.2', lastAt + minutes(1))).toEqual({ admitted: true, attemptsLeft: 4 });
    expect(table.attempt('10.2.0.3', lastAt + minutes(1) + 1)).toMatchObject({
      admitted: false,
      retryAfterSeconds: 60,
    });
    expect(table.attempt('10.2.0.4', lastAt + minutes(2))).toMatchObject({ admitted: true });
  });

  it('never answers with more than a minute, however long a flood goes on', () => {
    const table = atCeiling();
    let admitted = 0;
    for (let s = 1; s <= 3600; s += 2) {
      const decision = table.attempt(`10.3.${s % 250}.${s % 7}`, lastAt + s * 1000);
      if (decision.admitted) admitted += 1;
      else expect(decision.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    // About one checked password a minute: a distributed guesser gets ~60 guesses an hour, not ~1800.
    expect(admitted).toBeGreaterThanOrEqual(55);
    expect(admitted).toBeLessThanOrEqual(61);
  });

  it('applies alone when the proxy sends no address', () => {
    const table = attemptTable();
    for (let i = 0; i < loginLimits.globalMaxPerHour; i++) {
      expect(table.attempt(null, start + i)).toEqual({ admitted: true, attemptsLeft: null });
    }
    expect(table.attempt(null, start + 100)).toMatchObject({ admitted: false, reason: 'global' });
  });

  it('counts right passwords out and forgets wrong ones after an hour', () => {
    const table = atCeiling();
    table.succeed('10.1.0.49', lastAt + 10);
    expect(table.attempt('10.2.0.1', lastAt + 1000).admitted).toBe(true);
    const fresh = atCeiling();
    expect(fresh.attempt('10.2.0.1', start + minutes(60) + 1000).admitted).toBe(true);
  });
});

describe('attempt records', () => {
  it('are kept for 2 hours', () => {
    const records: AttemptRecord[] = [
      { id: 1, address: null, at: start, kind: 'try' },
      { id: 2, address: null, at: start + minutes(30), kind: 'try' },
    ];
    expect(recordsToKeep(records, start + minutes(121)).map((r) => r.id)).toEqual([2]);
  });

  it('take the client address from the one configured header, if it looks like an address', () => {
    expect(clientAddress({ 'x-real-ip': '203.0.113.7' }, 'x-real-ip')).toBe('203.0.113.7');
    expect(clientAddress({ 'cf-connecting-ip': '2001:DB8::1' }, 'CF-Connecting-IP')).toBe('2001:db8::1');
    expect(clientAddress({ 'x-forwarded-for': '203.0.113.7' }, 'x-real-ip')).toBeNull();
    expect(clientAddress({ 'x-real-ip': 'evil; drop table' }, 'x-real-ip')).toBeNull();
    expect(clientAddress({ 'x-real-ip': ['1.2.3.4'] }, 'x-real-ip')).toBeNull();
    expect(clientAddress(undefined, 'x-real-ip')).toBeNull();
  });
});
