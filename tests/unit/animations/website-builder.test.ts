import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUILDER_TICK_MS,
  builderBlockBuilt,
  builderBlocks,
  builderProgress,
  builderTick,
  completeBuilderState,
  initialBuilderState,
  isBlockBuilt,
  msUntilNextBlock,
  shownBuilderStep,
  type BuilderState,
} from '../../../src/lib/animations/website-builder';

/** The island's wiring: a 4 s interval for the tick and one chained timeout for the blocks. */
function runBuilder() {
  let state: BuilderState = initialBuilderState;
  let blockTimer: ReturnType<typeof setTimeout> | undefined;
  const scheduleBlock = () => {
    const wait = msUntilNextBlock(state);
    if (wait === null) return;
    blockTimer = setTimeout(() => {
      state = builderBlockBuilt(state);
      scheduleBlock();
    }, wait);
  };
  setInterval(() => {
    clearTimeout(blockTimer);
    state = builderTick(state);
    scheduleBlock();
  }, BUILDER_TICK_MS);
  scheduleBlock();
  return () => state;
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

  it('builds each block at its own delay after a tick and reports the percentage', () => {
    const state = runBuilder();
    vi.advanceTimersByTime(BUILDER_TICK_MS);
    const seen: number[] = [];
    for (const block of builderBlocks) {
      const before = state();
      const wait = block.delayMs - (builderBlocks[builderBlocks.indexOf(block) - 1]?.delayMs ?? 0);
      if (wait > 0) {
        vi.advanceTimersByTime(wait - 1);
        expect(isBlockBuilt(state(), block)).toBe(false);
        expect(state()).toEqual(before);
        vi.advanceTimersByTime(1);
      }
      expect(isBlockBuilt(state(), block)).toBe(true);
      seen.push(builderProgress(state()));
    }
    expect(seen).toEqual([20, 40, 60, 80, 100]);
  });

  it('resets every block to not built on each tick', () => {
    const state = runBuilder();
    vi.advanceTimersByTime(BUILDER_TICK_MS - 1);
    expect(builderProgress(state())).toBe(100);
    vi.advanceTimersByTime(1);
    expect(isBlockBuilt(state(), builderBlocks[0]!)).toBe(true);
    expect(builderBlocks.slice(1).some((b) => isBlockBuilt(state(), b))).toBe(false);
  });

  it('moves the step value through four values every 4 s and shows it mod 3', () => {
    const state = runBuilder();
    const values: number[] = [];
    const shown: number[] = [];
    for (let i = 0; i < 8; i++) {
      values.push(state().stepValue);
      shown.push(shownBuilderStep(state()));
      vi.advanceTimersByTime(BUILDER_TICK_MS);
    }
    expect(values).toEqual([0, 1, 2, 3, 0, 1, 2, 3]);
    expect(shown).toEqual([0, 1, 2, 0, 0, 1, 2, 0]);
  });

  it('stops scheduling once all blocks are built', () => {
    expect(msUntilNextBlock(completeBuilderState)).toBeNull();
    expect(builderProgress(completeBuilderState)).toBe(100);
  });
});
