/**
 * The data strategy roadmap (SPEC sections 4 and 9). One counter drives it: the progress
 * counter cycles 0-99, and every 25 steps (4 s) the phase advances, so the counter and the
 * four phases always agree and wrap together.
 */

export const ROADMAP_PHASE_MS = 4000;
export const ROADMAP_PHASE_COUNT = 4;
const stepsPerPhase = 25;
export const ROADMAP_PROGRESS_STEPS = ROADMAP_PHASE_COUNT * stepsPerPhase;
/** 4000 ms / 25 steps: the counter moves every 160 ms. */
export const ROADMAP_PROGRESS_MS = ROADMAP_PHASE_MS / stepsPerPhase;

export type PhaseStatus = 'planned' | 'active' | 'completed';

export interface RoadmapState {
  /** The progress counter, 0-99. */
  progress: number;
}

export type RoadmapEvent = { type: 'tick' };

export const initialRoadmapState: RoadmapState = { progress: 0 };

/** What reduced motion shows: the last, ongoing phase active and every earlier one completed. */
export const completeRoadmapState: RoadmapState = { progress: ROADMAP_PROGRESS_STEPS - 1 };

export function nextRoadmap(state: RoadmapState, event: RoadmapEvent): RoadmapState {
  switch (event.type) {
    case 'tick':
      return { progress: (state.progress + 1) % ROADMAP_PROGRESS_STEPS };
  }
}

export const currentPhase = (state: RoadmapState): number => Math.floor(state.progress / stepsPerPhase);

export function phaseStatus(state: RoadmapState, phase: number): PhaseStatus {
  const current = currentPhase(state);
  if (phase < current) return 'completed';
  return phase === current ? 'active' : 'planned';
}
