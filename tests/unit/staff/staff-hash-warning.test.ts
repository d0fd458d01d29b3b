import { describe, expect, it, vi } from 'vitest';
import type { AstroIntegrationLogger } from 'astro';
import { staffHashCheck } from '../../../astro.config.mjs';
import { STAFF_TEST_PASSWORD_HASH } from '../../e2e/fixtures/test-env';

/** The warnings the build prints before the pages render, for a given STAFF_PASSWORD_HASH. */
async function buildWarnings(passwordHash: string, staffApiUrl = '') {
  const warn = vi.fn();
  const start = staffHashCheck(passwordHash, staffApiUrl).hooks['astro:build:start']!;
  await start({ logger: { warn } as unknown as AstroIntegrationLogger } as Parameters<typeof start>[0]);
  return warn.mock.calls.map(([message]) => message as string);
}

describe('the build warns about the staff panel', () => {
  it('once, naming the variable, when no hash is given', async () => {
    expect(await buildWarnings('')).toEqual([
      'STAFF_PASSWORD_HASH is not usable (no hash given); /staff will say it is not set up.',
    ]);
  });

  it('when the hash cannot be used', async () => {
    expect(await buildWarnings('the-password-itself')).toHaveLength(1);
  });

  it('not at all when the hash is usable', async () => {
    expect(await buildWarnings(STAFF_TEST_PASSWORD_HASH)).toEqual([]);
  });

  it('once, saying the hash is ignored, when the staff API is set as well', async () => {
    expect(await buildWarnings(STAFF_TEST_PASSWORD_HASH, 'http://127.0.0.1:8787/staff-api')).toEqual([
      'STAFF_PASSWORD_HASH is ignored: PUBLIC_STAFF_API_URL is set, so the staff API checks the password and the build holds no hash.',
    ]);
  });

  it('not at all with the staff API and no hash', async () => {
    expect(await buildWarnings('', 'http://127.0.0.1:8787/staff-api')).toEqual([]);
  });
});
