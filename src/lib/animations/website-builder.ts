import type { Animation } from './animation';

/**
 * The site-building mock-up of the websites page (docs/product.md#website-builder).
 * Every 4 s the step value moves through four values and the highlighted step is that value
 * mod 3; at the same moment every block is torn down and built again, one after another,
 * each at its own delay after the tick.
 */

export type BuilderBlockType = 'header' | 'navigation' | 'hero' | 'content' | 'footer';

export interface BuilderBlock {
  id: number;
  /** The block's kind: the entry names it in the mock-up, by this key. */
  type: BuilderBlockType;
  /** Time after the tick at which the block counts as built. */
  delayMs: number;
}

export const BUILDER_TICK_MS = 4000;
export const BUILDER_STEP_VALUES = 4;
export const BUILDER_SHOWN_STEPS = 3;

export const builderBlocks: readonly BuilderBlock[] = [
  { id: 1, type: 'header', delayMs: 0 },
  { id: 2, type: 'navigation', delayMs: 500 },
  { id: 3, type: 'hero', delayMs: 1000 },
  { id: 4, type: 'content', delayMs: 1500 },
  { id: 5, type: 'footer', delayMs: 2000 },
];

export interface BuilderState {
  /** 0-3; the highlighted step is this value mod 3. */
  stepValue: number;
  /** How many blocks, in order, are built since the last tick. */
  builtCount: number;
}

export type BuilderEvent = { type: 'tick' } | { type: 'blockBuilt' };

/** Blocks due at the moment of the tick are built with it, so no zero-length wait is scheduled. */
const blocksDueAtTick = builderBlocks.filter((block) => block.delayMs === 0).length;
const lastBlockDelayMs = builderBlocks.at(-1)!.delayMs;

export const builderAnimation: Animation<BuilderState, BuilderEvent> = {
  /** The finished page in its launch step: the still frame, 2 s after a tick. */
  initial: { stepValue: BUILDER_SHOWN_STEPS - 1, builtCount: builderBlocks.length },
  next: (state, event) => {
    switch (event.type) {
      case 'tick':
        return { stepValue: (state.stepValue + 1) % BUILDER_STEP_VALUES, builtCount: blocksDueAtTick };
      case 'blockBuilt':
        return { ...state, builtCount: Math.min(builderBlocks.length, state.builtCount + 1) };
    }
  },
  /** The next block at its delay after the previous one; once all are built, the tick 4 s after the last. */
  schedule: (state) => {
    const next = builderBlocks[state.builtCount];
    if (!next) return { ms: BUILDER_TICK_MS - lastBlockDelayMs, event: { type: 'tick' } };
    const previous = builderBlocks[state.builtCount - 1];
    return { ms: next.delayMs - (previous?.delayMs ?? 0), event: { type: 'blockBuilt' } };
  },
};

export const shownBuilderStep = (state: BuilderState): number => state.stepValue % BUILDER_SHOWN_STEPS;

export const isBlockBuilt = (state: BuilderState, block: BuilderBlock): boolean =>
  builderBlocks.indexOf(block) < state.builtCount;

/** Share of built blocks as a whole percentage. */
export const builderProgress = (state: BuilderState): number =>
  Math.round((state.builtCount / builderBlocks.length) * 100);
