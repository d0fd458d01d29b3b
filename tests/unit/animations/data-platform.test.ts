import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  completePlatformState,
  initialPlatformState,
  isNodeLit,
  nextPlatform,
  PLATFORM_STAGE_COUNT,
  PLATFORM_STAGE_MS,
  PLATFORM_TICK_MS,
  tileStatus,
  type PlatformEvent,
  type PlatformState,
} from '../../../src/lib/animations/data-platform';
import { createPlayer } from './player';

const nodeIds = [1, 2, 3, 4, 5, 6, 7, 8];
const litNodes = (state: PlatformState) => nodeIds.filter((id) => isNodeLit(state, id));
const tiles = (state: PlatformState) => [0, 1, 2, 3, 4, 5].map((tile) => tileStatus(state, tile));

/** The island's wiring: the 4 s tick always runs; the stage timer runs until all four stages are lit. */
function platformPlayer() {
  let tick: ReturnType<typeof setInterval> | undefined;
  const stages = createPlayer<PlatformState, PlatformEvent>(nextPlatform, initialPlatformState, (state) =>
    state.stage < PLATFORM_STAGE_COUNT ? { ms: PLATFORM_STAGE_MS, event: { type: 'stage' } } : null,
  );
  return {
    get state() {
      return stages.state;
    },
    play() {
      stages.play();
      tick = setInterval(() => stages.dispatch({ type: 'tick' }), PLATFORM_TICK_MS);
    },
    pause() {
      stages.pause();
      clearInterval(tick);
    },
  };
}

describe('data platform diagram', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('marks the tile at the index active, the previous one processing and the rest idle', () => {
    expect(tiles({ index: 2, stage: 0 })).toEqual(['idle', 'processing', 'active', 'idle', 'idle', 'idle']);
    expect(tiles({ index: 0, stage: 0 })).toEqual(['active', 'idle', 'idle', 'idle', 'idle', 'processing']);
  });

  it('advances the index every 4 s and wraps after 5', () => {
    const player = platformPlayer();
    player.play();
    vi.advanceTimersByTime(3999);
    expect(player.state.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(player.state.index).toBe(1);
    vi.advanceTimersByTime(4 * PLATFORM_TICK_MS);
    expect(player.state.index).toBe(5);
    vi.advanceTimersByTime(PLATFORM_TICK_MS);
    expect(player.state.index).toBe(0);
    expect(tileStatus(player.state, 5)).toBe('processing');
  });

  it('lights the pipeline 0.5, 1, 1.5 and 2 s after each tick: ids up to 2, 4, 6, then all', () => {
    const player = platformPlayer();
    player.play();
    vi.advanceTimersByTime(PLATFORM_TICK_MS);
    expect(litNodes(player.state)).toEqual([]);
    vi.advanceTimersByTime(499);
    expect(litNodes(player.state)).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(litNodes(player.state)).toEqual([1, 2]);
    vi.advanceTimersByTime(500);
    expect(litNodes(player.state)).toEqual([1, 2, 3, 4]);
    vi.advanceTimersByTime(500);
    expect(litNodes(player.state)).toEqual([1, 2, 3, 4, 5, 6]);
    vi.advanceTimersByTime(500);
    expect(litNodes(player.state)).toEqual(nodeIds);
    vi.advanceTimersByTime(1999);
    expect(litNodes(player.state)).toEqual(nodeIds);
    vi.advanceTimersByTime(1);
    expect(litNodes(player.state)).toEqual([]);
  });

  it('never lights beyond the last stage', () => {
    expect(nextPlatform(completePlatformState, { type: 'stage' })).toBe(completePlatformState);
  });

  it('pause holds tiles and lit nodes; resume continues', () => {
    const player = platformPlayer();
    player.play();
    vi.advanceTimersByTime(PLATFORM_TICK_MS + 1200);
    player.pause();
    const held = player.state;
    vi.advanceTimersByTime(20_000);
    expect(player.state).toEqual(held);
    expect(held).toEqual({ index: 1, stage: 2 });
    player.play();
    vi.advanceTimersByTime(PLATFORM_STAGE_MS);
    expect(player.state.stage).toBe(3);
    vi.advanceTimersByTime(PLATFORM_TICK_MS - PLATFORM_STAGE_MS);
    expect(player.state).toEqual({ index: 2, stage: 0 });
  });

  it('shows the whole pipeline lit in the still state for reduced motion', () => {
    expect(litNodes(completePlatformState)).toEqual(nodeIds);
  });
});
