import { describe, expect, it, vi } from 'vitest';
import type { AstroIntegrationLogger } from 'astro';
import { staffHashCheck } from '../../../astro.config.mjs';
import { STAFF_TEST_PASSWORD_HASH } from '../../e2e/fixtures/test-env';

/** The warnings the build prints before the pages render, for a given STAFF_PASSWORD_HASH. */
async function buildWarnings(passwordHash: string) {
  const warn = vi.fn();
  const start = staffHashCheck(passwordHash).hooks['astro:build:start']!;
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
});
