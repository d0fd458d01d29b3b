import { every, type Animation } from './animation';

/**
 * The process automation workflow (docs/product.md#automation-workflow): while playing, every 3 s the index
 * advances through 0..6 (one position more than the six steps, where all are completed) and
 * wraps. Reset puts the index back at 0 and clears every step flag until the next tick. Its still
 * frame is the finished run, index 6.
 */

export const WORKFLOW_TICK_MS = 3000;
/** How long each of the six steps takes in the simulated run (ms): timing data, never shown as content. */
export const WORKFLOW_STEP_DURATIONS_MS = [2000, 3000, 1500, 2500, 1800, 2000] as const;
export const WORKFLOW_STEP_COUNT = WORKFLOW_STEP_DURATIONS_MS.length;

export type StepStatus = 'waiting' | 'active' | 'completed';

export interface WorkflowState {
  /** 0..6; at 6 every step is completed. */
  index: number;
  /** False after a reset (and at the start): no step is active or completed yet. */
  flagsSet: boolean;
}

export type WorkflowEvent = { type: 'tick' } | { type: 'reset' };

/** After a reset: no step is active or completed yet. */
export const resetWorkflowState: WorkflowState = { index: 0, flagsSet: false };

export const workflowAnimation: Animation<WorkflowState, WorkflowEvent> = {
  initial: { index: WORKFLOW_STEP_COUNT, flagsSet: true },
  next: (state, event) => {
    switch (event.type) {
      case 'tick':
        return { index: (state.index + 1) % (WORKFLOW_STEP_COUNT + 1), flagsSet: true };
      case 'reset':
        return resetWorkflowState;
    }
  },
  schedule: every(WORKFLOW_TICK_MS, { type: 'tick' }),
};

export function stepStatus(state: WorkflowState, step: number): StepStatus {
  if (!state.flagsSet) return 'waiting';
  if (step < state.index) return 'completed';
  return step === state.index ? 'active' : 'waiting';
}

/** The link from step `link` to the next one carries data once the index has passed it. */
export const isLinkActive = (state: WorkflowState, link: number): boolean => state.flagsSet && link < state.index;

/** index / 6 as a whole percentage. */
export const workflowProgress = (state: WorkflowState): number => Math.round((state.index / WORKFLOW_STEP_COUNT) * 100);
