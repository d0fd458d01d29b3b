import { every, type Animation } from './animation';

/**
 * The data strategy roadmap (docs/product.md#strategy-roadmap): every 4 s the phase advances through four
 * phases and wraps, the current one active and earlier ones completed, while a progress counter
 * cycles 0-99: 25 counts a phase, one every 160 ms. Only the phase is state; the counts within a
 * phase are a CSS loop restarted with each phase, so they cost no render.
 */

export const ROADMAP_PHASE_MS = 4000;
export const ROADMAP_PHASE_COUNT = 4;
export const ROADMAP_COUNTS_PER_PHASE = 25;
/** 4000 ms / 25 counts: the counter moves every 160 ms. */
export const ROADMAP_COUNT_MS = ROADMAP_PHASE_MS / ROADMAP_COUNTS_PER_PHASE;

export type PhaseStatus = 'planned' | 'active' | 'completed';

export interface RoadmapState {
  /** The current phase, 0-3. */
  phase: number;
}

export type RoadmapEvent = { type: 'tick' };

export const roadmapAnimation: Animation<RoadmapState, RoadmapEvent> = {
  /** The last, ongoing phase active and every earlier one completed. */
  initial: { phase: ROADMAP_PHASE_COUNT - 1 },
  next: (state, event) => {
    switch (event.type) {
      case 'tick':
        return { phase: (state.phase + 1) % ROADMAP_PHASE_COUNT };
    }
  },
  schedule: every(ROADMAP_PHASE_MS, { type: 'tick' }),
};

export function phaseStatus(state: RoadmapState, phase: number): PhaseStatus {
  if (phase < state.phase) return 'completed';
  return phase === state.phase ? 'active' : 'planned';
}

/** The counter's values during a phase, one per 160 ms: 0-24, 25-49, 50-74, 75-99. */
export const phaseCounts = (state: RoadmapState): number[] =>
  Array.from({ length: ROADMAP_COUNTS_PER_PHASE }, (_, i) => state.phase * ROADMAP_COUNTS_PER_PHASE + i);
