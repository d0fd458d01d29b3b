import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isNodeLit,
  PLATFORM_STAGE_COUNT,
  PLATFORM_STAGE_MS,
  PLATFORM_TICK_MS,
  platformAnimation,
  tileStatus,
  type PlatformState,
} from '../../../src/lib/animations/data-platform';
import { createPlayer } from '../../../src/lib/animations/player';

const nodeIds = [1, 2, 3, 4, 5, 6, 7, 8];
const litNodes = (state: PlatformState) => nodeIds.filter((id) => isNodeLit(state, id));
const tiles = (state: PlatformState) => [0, 1, 2, 3, 4, 5].map((tile) => tileStatus(state, tile));
const { initial, next, schedule } = platformAnimation;

describe('data platform diagram', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses its timings: a 4 s tick and four stages 0.5 s apart', () => {
    expect([PLATFORM_TICK_MS, PLATFORM_STAGE_MS, PLATFORM_STAGE_COUNT]).toEqual([4000, 500, 4]);
  });

  it('starts from a still frame with the first tile active and the whole pipeline lit', () => {
    expect(initial).toEqual({ index: 0, stage: 4 });
    expect(litNodes(initial)).toEqual(nodeIds);
    expect(tiles(initial)).toEqual(['active', 'idle', 'idle', 'idle', 'idle', 'processing']);
  });

  it('marks the tile at the index active, the previous one processing and the rest idle', () => {
    expect(tiles({ index: 2, stage: 0 })).toEqual(['idle', 'processing', 'active', 'idle', 'idle', 'idle']);
  });

  it('schedules a stage every 0.5 s until all four are lit, then the tick 4 s after the last', () => {
    for (const stage of [0, 1, 2, 3])
      expect(schedule({ index: 1, stage })).toEqual({ ms: 500, event: { type: 'stage' } });
    expect(schedule({ index: 1, stage: 4 })).toEqual({ ms: 2000, event: { type: 'tick' } });
  });

  it('ticks to the next tile with nothing lit, wraps after the sixth, and never lights past the last stage', () => {
    expect(next({ index: 3, stage: 4 }, { type: 'tick' })).toEqual({ index: 4, stage: 0 });
    expect(next({ index: 5, stage: 4 }, { type: 'tick' })).toEqual({ index: 0, stage: 0 });
    expect(next({ index: 3, stage: 1 }, { type: 'stage' })).toEqual({ index: 3, stage: 2 });
    expect(next(initial, { type: 'stage' })).toBe(initial);
  });

  it('played, advances the tile every 4 s and lights ids up to 2, 4, 6, then all, 0.5 s apart', () => {
    const player = createPlayer(platformAnimation);
    player.play();
    vi.advanceTimersByTime(1999);
    expect(player.state).toEqual(initial);
    vi.advanceTimersByTime(1);
    expect(player.state).toEqual({ index: 1, stage: 0 });
    const lit: number[][] = [];
    for (let i = 0; i < 4; i++) {
      vi.advanceTimersByTime(PLATFORM_STAGE_MS - 1);
      expect(player.state.stage).toBe(i);
      vi.advanceTimersByTime(1);
      lit.push(litNodes(player.state));
    }
    expect(lit).toEqual([[1, 2], [1, 2, 3, 4], [1, 2, 3, 4, 5, 6], nodeIds]);
    vi.advanceTimersByTime(1999);
    expect(player.state.index).toBe(1);
    vi.advanceTimersByTime(1);
    expect(player.state).toEqual({ index: 2, stage: 0 });
    vi.advanceTimersByTime(4 * PLATFORM_TICK_MS);
    expect(player.state).toEqual({ index: 0, stage: 0 });
  });

  it('pause holds tiles and lit nodes; play goes on with the time that was left', () => {
    const player = createPlayer(platformAnimation);
    player.play();
    vi.advanceTimersByTime(2000 + 1200);
    player.pause();
    vi.advanceTimersByTime(20_000);
    expect(player.state).toEqual({ index: 1, stage: 2 });
    player.play();
    vi.advanceTimersByTime(299);
    expect(player.state.stage).toBe(2);
    vi.advanceTimersByTime(1);
    expect(player.state.stage).toBe(3);
  });
});
