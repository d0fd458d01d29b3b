import { describe, expect, it } from 'vitest';
import { loginLimits } from '../../../src/lib/staff/api-contract.mjs';
import {
  addressKey,
  clientAddress,
  decideAttempt,
  recordsToKeep,
  type AttemptRecord,
} from '../../../src/lib/staff/attempts.mjs';

const start = Date.parse('2026-11-25T08:00:00Z');
const minutes = (n: number) => n * 60_000;

/**
 * A table of attempts that records before deciding, as the backend and the workflow do, and deletes
 * each refused attempt's record once it is decided.
 */
function attemptTable() {
  const records: AttemptRecord[] = [];
  let nextId = 1;
  const decideAndTidy = (id: number) => {
    const decision = decideAttempt(records, id);
    if (!decision.admitted)
      records.splice(
        records.findIndex((record) => record.id === id),
        1,
      );
    return decision;
  };
  return {
    records,
    /** Records a try and decides it; `device` is a known device's key. */
    attempt(address: string | null, at: number, device: string | null = null) {
      const id = nextId++;
      records.push({ id, address, device, at, kind: 'try' });
      return decideAndTidy(id);
    },
    succeed(address: string | null, at: number, device: string | null = null) {
      records.push({ id: nextId++, address, device, at, kind: 'success' });
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
    /**
     * As `parallel`, but the requests decide in the order given and each refused one deletes its
     * record at once, so later readers see fewer rows.
     */
    parallelTidy(address: string | null, at: number, order: number[]) {
      const ids = order.map(() => {
        const id = nextId++;
        records.push({ id, address, at, kind: 'try' as const });
        return id;
      });
      return order.map((index) => ({ index, decision: decideAndTidy(ids[index]!) }));
    },
  };
}

/** A shuffled 0 … n-1, from a seed, so a failure can be replayed. */
function shuffled(n: number, seed: number) {
  const order = Array.from({ length: n }, (_, i) => i);
  let state = seed;
  for (let i = n - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
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

  it('admits exactly the first 5 of 20 parallel guesses however they interleave, and keeps only their 5 rows', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const table = attemptTable();
      const decisions = table.parallelTidy('10.0.0.1', start, shuffled(20, seed));
      const admitted = decisions.filter(({ decision }) => decision.admitted).map(({ index }) => index);
      expect(
        admitted.sort((a, b) => a - b),
        `seed ${seed}`,
      ).toEqual([0, 1, 2, 3, 4]);
      expect(table.records).toHaveLength(5);
    }
  });

  it('counts an IPv6 address by its /64', () => {
    const table = attemptTable();
    for (let i = 1; i <= 5; i++) expect(table.attempt(`2001:db8:1:2::${i}`, start).admitted).toBe(true);
    expect(table.attempt('2001:db8:1:2:ffff:ffff:ffff:ffff', start + 1000)).toMatchObject({
      admitted: false,
      reason: 'address',
    });
    expect(table.attempt('2001:db8:1:3::1', start + 1000)).toEqual({ admitted: true, attemptsLeft: 4 });
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

describe('a known device', () => {
  const employee = 'device-of-the-employee-1';

  /** 50 wrong passwords from 50 addresses push the hour past the ceiling. */
  function pastCeiling() {
    const table = attemptTable();
    for (let i = 0; i < loginLimits.globalMaxPerHour; i++) table.attempt(`10.1.0.${i}`, start + i * 1000);
    return table;
  }

  it('logs in at the first try while four addresses guess every half second for three minutes', () => {
    const table = pastCeiling();
    const floodStart = start + minutes(1);
    const guessers = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '2001:db8::7'];
    let employeeTries = 0;
    let newDeviceAdmitted = 0;
    let guessesChecked = 0;
    for (let ms = 0; ms < minutes(3); ms += 500) {
      for (const guesser of guessers) if (table.attempt(guesser, floodStart + ms).admitted) guessesChecked += 1;
      if (ms % 10_000 === 0) {
        // The employee's own browser: in at once, every time.
        employeeTries += 1;
        expect(table.attempt('203.0.113.9', floodStart + ms + 1, employee)).toEqual({
          admitted: true,
          attemptsLeft: 4,
        });
        table.succeed('203.0.113.9', floodStart + ms + 2, employee);
        // A new device without a code is paused like the guessers.
        if (table.attempt('203.0.113.10', floodStart + ms + 3).admitted) newDeviceAdmitted += 1;
      }
    }
    expect(employeeTries).toBe(18);
    // The guessers and the new device share one check a minute.
    expect(guessesChecked + newDeviceAdmitted).toBeLessThanOrEqual(4);
    // A refused attempt leaves no row: the table holds the checked guesses and the device's rows.
    expect(table.records.length).toBeLessThanOrEqual(loginLimits.globalMaxPerHour + 4 + 2 * employeeTries + 1);
  });

  it('with a one-time code, a new device gets the same standing during the flood', () => {
    const table = pastCeiling();
    expect(table.attempt('198.51.100.1', start + minutes(2)).admitted).toBe(true);
    expect(table.attempt('198.51.100.1', start + minutes(2) + 500)).toMatchObject({ reason: 'global' });
    expect(table.attempt('203.0.113.10', start + minutes(2) + 600, 'code:abc')).toEqual({
      admitted: true,
      attemptsLeft: 4,
    });
  });

  it('is locked by its own 5 wrong passwords for 15 minutes, and no other device with it', () => {
    const table = attemptTable();
    for (let i = 0; i < 5; i++) table.attempt('10.0.0.1', start + i, employee);
    expect(table.attempt('10.0.0.1', start + 10, employee)).toEqual({
      admitted: false,
      retryAfterSeconds: 900,
      reason: 'device',
    });
    expect(table.attempt('10.0.0.1', start + 10, 'another-device-000001')).toEqual({ admitted: true, attemptsLeft: 4 });
    // Its wrong passwords were not its address's: an unknown device there is not locked.
    expect(table.attempt('10.0.0.1', start + 20)).toEqual({ admitted: true, attemptsLeft: 4 });
    expect(table.attempt('10.0.0.1', start + minutes(15) + 4, employee).admitted).toBe(true);
  });

  it('is cleared by its right password', () => {
    const table = attemptTable();
    for (let i = 0; i < 4; i++) table.attempt('10.0.0.1', start, employee);
    table.succeed('10.0.0.1', start + 1, employee);
    expect(table.attempt('10.0.0.1', start + 2, employee)).toEqual({ admitted: true, attemptsLeft: 4 });
  });

  it('does not count towards the global ceiling', () => {
    const table = attemptTable();
    for (let i = 0; i < 200; i++) table.attempt(null, start + i, `device-number-${String(i).padStart(8, '0')}`);
    expect(table.attempt(null, start + 1000)).toEqual({ admitted: true, attemptsLeft: null });
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

  it('count IPv4 by the address and IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:a:b:1:2:3:4')).toBe('2001:db8:a:b::/64');
    expect(addressKey('2001:0db8:000a:000b::1')).toBe('2001:db8:a:b::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9');
    expect(addressKey('1::2::3')).toBe('1::2::3');
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
