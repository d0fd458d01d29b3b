import { describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import * as nodeCrypto from 'node:crypto';
import {
  hashPassword,
  MIN_ITERATIONS,
  parsePasswordHash,
  verifyPassword,
} from '../../../src/lib/staff/password-hash.js';
import { STAFF_TEST_PASSWORD, STAFF_TEST_PASSWORD_HASH } from '../../e2e/fixtures/test-env';

const ENCODED = /^pbkdf2-sha256:600000:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]{43}$/;

/** Replaces one colon-separated part of an encoded hash. */
function withPart(encoded: string, index: number, value: string): string {
  const parts = encoded.split(':');
  parts[index] = value;
  return parts.join(':');
}

// Every hash costs 600 000 PBKDF2 rounds (a few tenths of a second), hence the longer timeout.
describe('staff password hash', { timeout: 30_000 }, () => {
  it('creates an encoded PBKDF2-SHA-256 hash with its parameters and a fresh 16-byte salt', async () => {
    const first = await hashPassword('korrekt hest batteri hæfteklamme');
    const second = await hashPassword('korrekt hest batteri hæfteklamme');
    expect(first).toMatch(ENCODED);
    expect(second).toMatch(ENCODED);
    expect(first.split(':')[2]).not.toBe(second.split(':')[2]);
    const parsed = parsePasswordHash(first);
    expect(parsed.ok && parsed.value.salt.length).toBe(16);
    expect(parsed.ok && parsed.value.iterations).toBe(MIN_ITERATIONS);
  });

  it('accepts the right password and rejects a wrong or empty one', async () => {
    const encoded = await hashPassword('Rødgrød med fløde 2026');
    expect(await verifyPassword('Rødgrød med fløde 2026', encoded, nodeCrypto)).toBe(true);
    expect(await verifyPassword('rødgrød med fløde 2026', encoded, nodeCrypto)).toBe(false);
    expect(await verifyPassword('Rødgrød med fløde 2026 ', encoded, nodeCrypto)).toBe(false);
    expect(await verifyPassword('', encoded, nodeCrypto)).toBe(false);
  });

  it('computes the same hash as node:crypto, so a hash made anywhere checks in the browser', async () => {
    const salt = new Uint8Array(Buffer.from('sixteen byte salt'.slice(0, 16)));
    const expected = nodeCrypto.pbkdf2Sync('hemmelig', salt, MIN_ITERATIONS, 32, 'sha256').toString('base64url');
    const encoded = await hashPassword('hemmelig', { salt });
    expect(encoded.split(':')[3]).toBe(expected);
  });

  it('matches the hash the end-to-end build uses with its test password', async () => {
    expect(await verifyPassword(STAFF_TEST_PASSWORD, STAFF_TEST_PASSWORD_HASH, nodeCrypto)).toBe(true);
  });

  it('answers false when the iteration count in the string was changed', async () => {
    const encoded = await hashPassword('hemmelig');
    expect(await verifyPassword('hemmelig', withPart(encoded, 1, '700000'), nodeCrypto)).toBe(false);
  });

  it('rejects iteration counts below 600 000, both when reading and when creating', async () => {
    const weak = `pbkdf2-sha256:599999:${Buffer.alloc(16, 1).toString('base64url')}:${Buffer.alloc(32, 2).toString('base64url')}`;
    expect(parsePasswordHash(weak)).toEqual({
      ok: false,
      problem: expect.stringContaining('below the minimum of 600000'),
    });
    await expect(verifyPassword('hemmelig', weak, nodeCrypto)).rejects.toThrow(/below the minimum/);
    await expect(hashPassword('hemmelig', { iterations: 100_000 })).rejects.toThrow(RangeError);
  });

  it.each([
    ['nothing', ''],
    ['blank', '   '],
    ['a plain password', 'hemmelig'],
    ['the $-separated form', 'pbkdf2-sha256$600000$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['another scheme', 'pbkdf2-sha1:600000:AAAAAAAAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['an extra part', 'pbkdf2-sha256:600000:AAAAAAAAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA:x'],
    ['a non-numeric count', 'pbkdf2-sha256:6e5:AAAAAAAAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    [
      'a count with a leading zero',
      'pbkdf2-sha256:0600000:AAAAAAAAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ],
    ['an absurd count', 'pbkdf2-sha256:600000000:AAAAAAAAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a short salt', 'pbkdf2-sha256:600000:AAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    [
      'a salt that is not base64url',
      'pbkdf2-sha256:600000:AAAAAAAAAAAAAAAAAAAA+/:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ],
    ['a truncated hash', 'pbkdf2-sha256:600000:AAAAAAAAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAA'],
  ])('rejects a malformed hash string: %s', async (_what, encoded) => {
    const parsed = parsePasswordHash(encoded);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problem.length).toBeGreaterThan(5);
    await expect(verifyPassword('hemmelig', encoded, nodeCrypto)).rejects.toThrow(/Unusable password hash/);
  });

  it('npm run staff:hash prints only the encoded hash, which then checks', async () => {
    const stdout = execFileSync(process.execPath, ['scripts/staff/hash.mjs', 'lang nok adgangskode'], {
      encoding: 'utf8',
    });
    expect(stdout).toMatch(new RegExp(`${ENCODED.source.slice(0, -1)}\\n$`));
    expect(await verifyPassword('lang nok adgangskode', stdout.trim(), nodeCrypto)).toBe(true);
  });

  it('npm run staff:hash without a password prints usage to stderr and fails', () => {
    const result = spawnSync(process.execPath, ['scripts/staff/hash.mjs'], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Usage');
  });
});
