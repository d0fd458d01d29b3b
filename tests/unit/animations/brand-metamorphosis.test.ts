import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BRAND_TICK_MS,
  brandMetricsAt,
  brandParticles,
  brandStageLabel,
  isBrandComplete,
  nextBrandStage,
} from '../../../src/lib/animations/brand-metamorphosis';

function runBrand() {
  let stage = 0;
  setInterval(() => {
    stage = nextBrandStage(stage);
  }, BRAND_TICK_MS);
  return () => stage;
}

describe('brand metamorphosis', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves the stage 0-3 every 4 s and wraps', () => {
    const stage = runBrand();
    const seen: number[] = [];
    for (let i = 0; i < 6; i++) {
      seen.push(stage());
      vi.advanceTimersByTime(BRAND_TICK_MS - 1);
      expect(stage()).toBe(seen[i]);
      vi.advanceTimersByTime(1);
    }
    expect(seen).toEqual([0, 1, 2, 3, 0, 1]);
  });

  it('labels the three stages and says Complete once they run out', () => {
    expect([0, 1, 2, 3].map(brandStageLabel)).toEqual(['Analyse', 'Strategi', 'Identitet', 'Complete']);
    expect([0, 1, 2, 3].map(isBrandComplete)).toEqual([false, false, false, true]);
  });

  it('grows the transformation and the three metrics with the stage', () => {
    expect(brandMetricsAt(0).transformation).toBe(0);
    expect(brandMetricsAt(3).transformation).toBe(100);
    for (const key of ['recognition', 'recall', 'preference'] as const) {
      const values = [0, 1, 2, 3].map((s) => brandMetricsAt(s)[key]);
      expect(values).toEqual([...values].sort((a, b) => a - b));
      expect(values[3]).toBeGreaterThan(values[0]!);
      expect(values[3]).toBeLessThanOrEqual(100);
    }
  });

  it('scatters 30 particles inside the stage, the same on every call', () => {
    const particles = brandParticles();
    expect(particles).toHaveLength(30);
    expect(brandParticles()).toEqual(particles);
    expect(particles.every((p) => p.x >= 0 && p.x < 100 && p.y >= 0 && p.y < 100)).toBe(true);
  });
});
