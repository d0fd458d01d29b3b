import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BRAND_TICK_MS,
  brandAnimation,
  brandMetricsAt,
  brandParticles,
  isBrandComplete,
} from '../../../src/lib/animations/brand-metamorphosis';
import { createPlayer } from '../../../src/lib/animations/player';

describe('brand metamorphosis', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rests on the complete brand and schedules the next stage every 4 s', () => {
    expect(brandAnimation.initial).toBe(3);
    expect(brandAnimation.schedule(0)).toEqual({ ms: 4000, event: { type: 'tick' } });
  });

  it('played, moves the stage 0-3 every 4 s from the still frame and wraps', () => {
    const player = createPlayer(brandAnimation);
    player.play();
    const seen: number[] = [];
    for (let i = 0; i < 6; i++) {
      seen.push(player.state);
      vi.advanceTimersByTime(BRAND_TICK_MS - 1);
      expect(player.state).toBe(seen[i]);
      vi.advanceTimersByTime(1);
    }
    expect(seen).toEqual([3, 0, 1, 2, 3, 0]);
  });

  it('is complete once the three stages run out', () => {
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
