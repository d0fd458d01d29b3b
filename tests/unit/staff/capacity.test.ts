import { describe, expect, it } from 'vitest';
import { capacity, capacityLevel } from '../../../src/lib/staff/capacity';

describe('agent capacity', () => {
  it.each([
    [60, 'low'],
    [61, 'medium'],
    [80, 'medium'],
    [81, 'high'],
  ] as const)('colours %i %% as %s', (percent, level) => {
    expect(capacityLevel(percent)).toBe(level);
    expect(capacity(percent, 100)).toMatchObject({ percent, level });
  });

  it('reaches the same colours from real call counts', () => {
    expect(capacity(6, 10).level).toBe('low');
    expect(capacity(5, 8).level).toBe('medium');
    expect(capacity(8, 10).level).toBe('medium');
    expect(capacity(9, 10).level).toBe('high');
  });

  it('judges the exact share, so just above 80 % is red even when it rounds to 80 %', () => {
    expect(capacity(2413, 3000)).toMatchObject({ percent: 80, level: 'high' });
  });

  it('shows the initial agents as 30 %, 13 % and 0 %, with the level in words', () => {
    expect(capacity(3, 10)).toEqual({ percent: 30, level: 'low', label: 'Lav belastning' });
    expect(capacity(1, 8)).toMatchObject({ percent: 13 });
    expect(capacity(0, 12)).toMatchObject({ percent: 0 });
    expect(capacity(10, 10).label).toBe('Høj belastning');
    expect(capacity(7, 10).label).toBe('Middel belastning');
  });
});
