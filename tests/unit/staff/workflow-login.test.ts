import * as nodeCrypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  loginLimits,
  staffMessages,
  TOKEN_LIFETIME_SECONDS,
  tooManyAttemptsAnswer,
  wrongPasswordAnswer,
} from '../../../src/lib/staff/api-contract.mjs';
import { decideAttempt } from '../../../src/lib/staff/attempts.mjs';
import { hashPassword, MIN_ITERATIONS } from '../../../src/lib/staff/password-hash.js';
import { checkLoginPassword, decideLoginAttempt, missingSettingsRows } from '../../../src/lib/staff/workflow-login.mjs';

const now = new Date('2026-11-25T09:00:00Z');
const at = now.getTime();
const deleteBefore = at - loginLimits.keepRecordsMs;

/** Data Table rows as n8n returns them: with its own columns beside ours. */
const rows = (count: number, address = '203.0.113.9') =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    address,
    at: at + i,
    kind: 'try',
    createdAt: '',
    updatedAt: '',
  }));

describe('decideLoginAttempt', () => {
  it.each([1, 4, 5, 6, 9])('with %i tries from one address: the same decision as attempts.mjs', (count) => {
    const table = rows(count);
    const own = table[count - 1];
    const decision = decideAttempt(
      table.map(({ id, address, at: time }) => ({ id, address, at: time, kind: 'try' as const })),
      own.id,
    );
    expect(decideLoginAttempt(table, own, now)).toEqual(
      decision.admitted
        ? { admitted: true, attemptId: own.id, deleteBefore, attemptsLeft: decision.attemptsLeft }
        : { admitted: false, attemptId: own.id, deleteBefore, ...tooManyAttemptsAnswer(decision.retryAfterSeconds) },
    );
  });

  it('reads stored numbers as numbers and an empty address as none', () => {
    const [row] = rows(1, '');
    expect(decideLoginAttempt([{ ...row, at: String(row.at) }], row, now)).toEqual({
      admitted: true,
      attemptId: row.id,
      deleteBefore,
      attemptsLeft: null,
    });
  });

  it('decides its own attempt when the read did not return it, and skips the empty item of an empty read', () => {
    const table = rows(5);
    const own = { id: 6, address: '203.0.113.9', at: at + 5 };
    expect(decideLoginAttempt([...table, {}], own, now)).toMatchObject({ admitted: false, status: 429 });
    expect(decideLoginAttempt([{}], own, now)).toMatchObject({ admitted: true, attemptsLeft: 4 });
  });

  it('lets a success row clear its address', () => {
    const table = [...rows(5), { id: 6, address: '203.0.113.9', at: at + 5, kind: 'success' }];
    const own = { id: 7, address: '203.0.113.9', at: at + 6, kind: 'try' };
    expect(decideLoginAttempt([...table, own], own, now)).toMatchObject({ admitted: true, attemptsLeft: 4 });
  });
});

describe('checkLoginPassword', { timeout: 60_000 }, () => {
  const password = 'den rigtige adgangskode';
  const hashed = hashPassword(password);
  const check = async (typed: string, storedHash: unknown, attemptsLeft: number | null = 2) =>
    checkLoginPassword({ storedHash, password: typed, attemptsLeft, now }, nodeCrypto);

  it('a right password gets the staff claims for the token lifetime', async () => {
    const iat = Math.floor(at / 1000);
    expect(await check(password, await hashed)).toEqual({
      right: true,
      claims: { sub: 'staff', iat, exp: iat + TOKEN_LIFETIME_SECONDS },
    });
  });

  it('a wrong password is the 401 with the attempts left; without an address, the per-address count', async () => {
    expect(await check('den rigtige adgangskodE', await hashed)).toEqual({ right: false, ...wrongPasswordAnswer(2) });
    expect(await check('x', await hashed, null)).toEqual({
      right: false,
      ...wrongPasswordAnswer(loginLimits.perAddressMax),
    });
  });

  it('a missing or unusable hash is the 503 that says the password is not set up', async () => {
    const [scheme, iterations, salt, hash] = (await hashed).split(':');
    const notSetUp = { right: false, status: 503, body: { error: staffMessages.notSetUp } };
    for (const stored of [
      undefined,
      '',
      42,
      `${scheme}:${MIN_ITERATIONS - 1}:${salt}:${hash}`,
      [scheme, iterations, salt.slice(0, 8), hash].join(':'),
      [scheme, iterations, salt, hash.slice(0, 20)].join(':'),
      (await hashed).replace(scheme, 'md5'),
    ]) {
      expect(await check(password, stored)).toEqual(notSetUp);
    }
  });

  it('accepts the hash with the whitespace a pasted value brings', async () => {
    expect(await check(password, ` ${await hashed}\n`)).toMatchObject({ right: true });
  });
});

describe('missingSettingsRows', () => {
  it('adds one empty row only while the table has none', () => {
    expect(missingSettingsRows([{}])).toEqual([{ passwordHash: '' }]);
    expect(missingSettingsRows([])).toEqual([{ passwordHash: '' }]);
    expect(missingSettingsRows([{ id: 1 }])).toEqual([]);
  });
});
