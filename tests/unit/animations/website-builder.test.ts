import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUILDER_TICK_MS,
  builderAnimation,
  builderBlocks,
  builderProgress,
  isBlockBuilt,
  shownBuilderStep,
} from '../../../src/lib/animations/website-builder';
import { createPlayer } from '../../../src/lib/animations/player';

const { initial, next, schedule } = builderAnimation;

/** Played from the still frame, whose tick is due 2 s in: from then on ticks come every 4 s. */
function playToFirstTick() {
  const player = createPlayer(builderAnimation);
  player.play();
  vi.advanceTimersByTime(BUILDER_TICK_MS - 2000);
  return player;
}

describe('website builder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has the five blocks with delays 0, 500, 1000, 1500 and 2000 ms', () => {
    expect(builderBlocks.map((b) => [b.type, b.delayMs])).toEqual([
      ['header', 0],
      ['navigation', 500],
      ['hero', 1000],
      ['content', 1500],
      ['footer', 2000],
    ]);
  });

  it('rests on the finished page in the launch step', () => {
    expect(builderProgress(initial)).toBe(100);
    expect(shownBuilderStep(initial)).toBe(2);
  });

  it('schedules each block at its delay after the one before, then the tick 4 s after the last tick', () => {
    expect(schedule({ stepValue: 0, builtCount: 1 })).toEqual({ ms: 500, event: { type: 'blockBuilt' } });
    expect(schedule({ stepValue: 0, builtCount: 4 })).toEqual({ ms: 500, event: { type: 'blockBuilt' } });
    expect(schedule({ stepValue: 0, builtCount: 5 })).toEqual({ ms: 2000, event: { type: 'tick' } });
  });

  it('a tick moves the step value on and tears every block down but the one due at once', () => {
    expect(next(initial, { type: 'tick' })).toEqual({ stepValue: 3, builtCount: 1 });
    expect(next({ stepValue: 3, builtCount: 5 }, { type: 'tick' })).toEqual({ stepValue: 0, builtCount: 1 });
    expect(next(initial, { type: 'blockBuilt' })).toEqual(initial);
  });

  it('played, builds each block at its own delay after a tick and reports the percentage', () => {
    const player = playToFirstTick();
    const seen: number[] = [builderProgress(player.state)];
    for (const [i, block] of builderBlocks.entries()) {
      if (i === 0) continue;
      const wait = block.delayMs - builderBlocks[i - 1]!.delayMs;
      vi.advanceTimersByTime(wait - 1);
      expect(isBlockBuilt(player.state, block)).toBe(false);
      vi.advanceTimersByTime(1);
      expect(isBlockBuilt(player.state, block)).toBe(true);
      seen.push(builderProgress(player.state));
    }
    expect(seen).toEqual([20, 40, 60, 80, 100]);
  });

  it('moves the step value through four values every 4 s and shows it mod 3', () => {
    const player = playToFirstTick();
    const values: number[] = [];
    const shown: number[] = [];
    for (let i = 0; i < 8; i++) {
      values.push(player.state.stepValue);
      shown.push(shownBuilderStep(player.state));
      vi.advanceTimersByTime(BUILDER_TICK_MS);
    }
    expect(values).toEqual([3, 0, 1, 2, 3, 0, 1, 2]);
    expect(shown).toEqual([0, 0, 1, 2, 0, 0, 1, 2]);
  });
});
