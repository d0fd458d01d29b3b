import { describe, expect, it } from 'vitest';
import { savings } from '../../src/config/figures';
import { formatKr } from '../../src/lib/format';

describe('savings comparisons', () => {
  it.each(Object.entries(savings))('%s: saved equals before minus after', (_name, comparison) => {
    expect(comparison.saved).toBe(comparison.before - comparison.after);
  });

  it('keep the stated figures for the phone assistant and the AI information page', () => {
    expect(savings.phoneAssistant).toMatchObject({ before: 36_000, after: 899, saved: 35_101 });
    expect(savings.aiInformation).toMatchObject({ before: 45_000, after: 15_000, saved: 30_000 });
  });
});

describe('formatKr', () => {
  it('writes Danish amounts with a thousands dot', () => {
    expect(formatKr(savings.phoneAssistant.saved)).toBe('35.101\u00a0kr.');
    expect(formatKr(45_000)).toBe('45.000\u00a0kr.');
    expect(formatKr(899)).toBe('899\u00a0kr.');
  });
});
