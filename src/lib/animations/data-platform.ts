import type { Animation } from './animation';

/**
 * The data platform diagram (docs/product.md#data-platform-diagram): every 4 s the highlighted source tile
 * advances through six positions and wraps; after each tick the pipeline lights up in four
 * stages, 0.5 s apart. Its still frame is the first tile active with the whole pipeline lit, the
 * moment 2 s after a tick, so playing on from it keeps the 4 s rhythm.
 */

export const PLATFORM_TICK_MS = 4000;
export const PLATFORM_TILE_COUNT = 6;
/** The pipeline stages light 0.5, 1, 1.5 and 2 s after a tick: one stage every 500 ms. */
export const PLATFORM_STAGE_MS = 500;
export const PLATFORM_STAGE_COUNT = 4;
/** Stage n lights every node whose id is at most this; the last stage lights them all. */
const stageLimits = [0, 2, 4, 6, Number.POSITIVE_INFINITY] as const;

export type TileStatus = 'idle' | 'processing' | 'active';

export interface PlatformState {
  /** The active tile, 0-5. */
  index: number;
  /** How many pipeline stages have lit since the last tick, 0-4. */
  stage: number;
}

export type PlatformEvent = { type: 'tick' } | { type: 'stage' };

/** After the last stage the tick is due: 4 s after the previous tick, not 4 s after the stage. */
const msFromLastStageToTick = PLATFORM_TICK_MS - PLATFORM_STAGE_COUNT * PLATFORM_STAGE_MS;

export const platformAnimation: Animation<PlatformState, PlatformEvent> = {
  initial: { index: 0, stage: PLATFORM_STAGE_COUNT },
  next: (state, event) => {
    switch (event.type) {
      case 'tick':
        return { index: (state.index + 1) % PLATFORM_TILE_COUNT, stage: 0 };
      case 'stage':
        return state.stage >= PLATFORM_STAGE_COUNT ? state : { ...state, stage: state.stage + 1 };
    }
  },
  schedule: (state) =>
    state.stage < PLATFORM_STAGE_COUNT
      ? { ms: PLATFORM_STAGE_MS, event: { type: 'stage' } }
      : { ms: msFromLastStageToTick, event: { type: 'tick' } },
};

/** The tile at the index is active, the one before it (wrapping) processing, the rest idle. */
export function tileStatus(state: PlatformState, tile: number): TileStatus {
  if (tile === state.index) return 'active';
  if (tile === (state.index + PLATFORM_TILE_COUNT - 1) % PLATFORM_TILE_COUNT) return 'processing';
  return 'idle';
}

/** Pipeline node ids start at 1. */
export const isNodeLit = (state: PlatformState, nodeId: number): boolean => nodeId <= stageLimits[state.stage]!;
