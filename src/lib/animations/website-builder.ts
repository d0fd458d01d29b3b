/**
 * The site-building mock-up of the websites page (SPEC section 4 "Website builder").
 * Every 4 s the step value moves through four values and the highlighted step is that value
 * mod 3; at the same moment every block is torn down and built again, one after another,
 * each at its own delay after the tick.
 */

export type BuilderBlockType = 'header' | 'navigation' | 'hero' | 'content' | 'footer';

export interface BuilderBlock {
  id: number;
  type: BuilderBlockType;
  /** Danish name shown in the mock-up and read by screen readers. */
  label: string;
  /** Time after the tick at which the block counts as built. */
  delayMs: number;
}

export const BUILDER_TICK_MS = 4000;
export const BUILDER_STEP_VALUES = 4;
export const BUILDER_SHOWN_STEPS = 3;

export const builderBlocks: readonly BuilderBlock[] = [
  { id: 1, type: 'header', label: 'Sidehoved', delayMs: 0 },
  { id: 2, type: 'navigation', label: 'Navigation', delayMs: 500 },
  { id: 3, type: 'hero', label: 'Forsidebanner', delayMs: 1000 },
  { id: 4, type: 'content', label: 'Indhold', delayMs: 1500 },
  { id: 5, type: 'footer', label: 'Sidefod', delayMs: 2000 },
];

export interface BuilderState {
  /** 0-3; the highlighted step is this value mod 3. */
  stepValue: number;
  /** How many blocks, in order, are built since the last tick. */
  builtCount: number;
  /** Counts ticks so a timer set for an old cycle is never reused. */
  cycle: number;
}

/** Blocks due at the moment of the tick are built with it, so no zero-length timer is needed. */
const blocksDueAtTick = builderBlocks.filter((block) => block.delayMs === 0).length;

export const initialBuilderState: BuilderState = { stepValue: 0, builtCount: blocksDueAtTick, cycle: 0 };

/** The finished page, shown still when motion is reduced. */
export const completeBuilderState: BuilderState = { stepValue: 0, builtCount: builderBlocks.length, cycle: 0 };

/** The 4-s tick: next step value, and every block back to not built (bar those due at once). */
export const builderTick = (state: BuilderState): BuilderState => ({
  stepValue: (state.stepValue + 1) % BUILDER_STEP_VALUES,
  builtCount: blocksDueAtTick,
  cycle: state.cycle + 1,
});

/** The next block in order becomes built. */
export const builderBlockBuilt = (state: BuilderState): BuilderState => ({
  ...state,
  builtCount: Math.min(builderBlocks.length, state.builtCount + 1),
});

/** Wait from the previous block (or the tick) to the next one; `null` once all are built. */
export function msUntilNextBlock(state: BuilderState): number | null {
  const next = builderBlocks[state.builtCount];
  if (!next) return null;
  const previous = builderBlocks[state.builtCount - 1];
  return next.delayMs - (previous?.delayMs ?? 0);
}

export const shownBuilderStep = (state: BuilderState): number => state.stepValue % BUILDER_SHOWN_STEPS;

export const isBlockBuilt = (state: BuilderState, block: BuilderBlock): boolean =>
  builderBlocks.indexOf(block) < state.builtCount;

/** Share of built blocks as a whole percentage. */
export const builderProgress = (state: BuilderState): number =>
  Math.round((state.builtCount / builderBlocks.length) * 100);
