import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  completeWorkflowState,
  initialWorkflowState,
  isLinkActive,
  nextWorkflow,
  stepStatus,
  WORKFLOW_STEP_DURATIONS_MS,
  WORKFLOW_TICK_MS,
  workflowProgress,
  type WorkflowEvent,
  type WorkflowState,
} from '../../../src/lib/animations/automation-workflow';
import { createPlayer } from './player';

const statuses = (state: WorkflowState) => [0, 1, 2, 3, 4, 5].map((step) => stepStatus(state, step));
const workflowPlayer = () =>
  createPlayer<WorkflowState, WorkflowEvent>(nextWorkflow, initialWorkflowState, () => ({
    ms: WORKFLOW_TICK_MS,
    event: { type: 'tick' },
  }));

describe('automation workflow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has the six step durations and the 3 s tick of the spec', () => {
    expect(WORKFLOW_STEP_DURATIONS_MS).toEqual([2000, 3000, 1500, 2500, 1800, 2000]);
    expect(WORKFLOW_TICK_MS).toBe(3000);
  });

  it('starts with no step flagged and 0 % progress', () => {
    expect(statuses(initialWorkflowState)).toEqual(Array(6).fill('waiting'));
    expect(workflowProgress(initialWorkflowState)).toBe(0);
  });

  it('advances every 3 s: earlier steps completed, the current active, links before the index active', () => {
    const player = workflowPlayer();
    player.play();
    vi.advanceTimersByTime(2999);
    expect(player.state.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(player.state.index).toBe(1);
    vi.advanceTimersByTime(2 * WORKFLOW_TICK_MS);
    expect(player.state.index).toBe(3);
    expect(statuses(player.state)).toEqual(['completed', 'completed', 'completed', 'active', 'waiting', 'waiting']);
    expect([0, 1, 2, 3, 4].map((link) => isLinkActive(player.state, link))).toEqual([true, true, true, false, false]);
    expect(workflowProgress(player.state)).toBe(50);
  });

  it('reaches index 6 with every step completed and 100 %, then wraps to 0', () => {
    const player = workflowPlayer();
    player.play();
    vi.advanceTimersByTime(6 * WORKFLOW_TICK_MS);
    expect(player.state.index).toBe(6);
    expect(statuses(player.state)).toEqual(Array(6).fill('completed'));
    expect(workflowProgress(player.state)).toBe(100);
    vi.advanceTimersByTime(WORKFLOW_TICK_MS);
    expect(player.state.index).toBe(0);
    expect(statuses(player.state)).toEqual(['active', 'waiting', 'waiting', 'waiting', 'waiting', 'waiting']);
    expect(workflowProgress(player.state)).toBe(0);
  });

  it('reset mid-cycle sets index and progress to 0, clears every flag and restarts the 3 s wait', () => {
    const player = workflowPlayer();
    player.play();
    vi.advanceTimersByTime(4 * WORKFLOW_TICK_MS + 1500);
    expect(player.state.index).toBe(4);
    player.dispatch({ type: 'reset' });
    expect(player.state.index).toBe(0);
    expect(workflowProgress(player.state)).toBe(0);
    expect(statuses(player.state)).toEqual(Array(6).fill('waiting'));
    expect(isLinkActive(player.state, 0)).toBe(false);
    vi.advanceTimersByTime(2999);
    expect(player.state.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(player.state.index).toBe(1);
  });

  it('pause holds the current step; resume continues from it', () => {
    const player = workflowPlayer();
    player.play();
    vi.advanceTimersByTime(2 * WORKFLOW_TICK_MS);
    player.pause();
    vi.advanceTimersByTime(10 * WORKFLOW_TICK_MS);
    expect(player.state.index).toBe(2);
    player.play();
    vi.advanceTimersByTime(WORKFLOW_TICK_MS);
    expect(player.state.index).toBe(3);
  });

  it('shows every step completed in the still state for reduced motion', () => {
    expect(statuses(completeWorkflowState)).toEqual(Array(6).fill('completed'));
    expect(workflowProgress(completeWorkflowState)).toBe(100);
  });
});
