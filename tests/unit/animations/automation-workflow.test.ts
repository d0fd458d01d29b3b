import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isLinkActive,
  resetWorkflowState,
  stepStatus,
  WORKFLOW_STEP_DURATIONS_MS,
  WORKFLOW_TICK_MS,
  workflowAnimation,
  workflowProgress,
  type WorkflowState,
} from '../../../src/lib/animations/automation-workflow';
import { createPlayer } from '../../../src/lib/animations/player';

const statuses = (state: WorkflowState) => [0, 1, 2, 3, 4, 5].map((step) => stepStatus(state, step));
const { initial, next, schedule } = workflowAnimation;

describe('automation workflow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has the six step durations and the 3 s tick of docs/product.md#automation-workflow', () => {
    expect(WORKFLOW_STEP_DURATIONS_MS).toEqual([2000, 3000, 1500, 2500, 1800, 2000]);
    expect(schedule(initial)).toEqual({ ms: 3000, event: { type: 'tick' } });
    expect(schedule(resetWorkflowState)).toEqual({ ms: WORKFLOW_TICK_MS, event: { type: 'tick' } });
  });

  it('rests on the finished run: index 6, every step completed, 100 %', () => {
    expect(initial.index).toBe(6);
    expect(statuses(initial)).toEqual(Array(6).fill('completed'));
    expect(workflowProgress(initial)).toBe(100);
  });

  it('ticks through 0..6 and wraps: earlier steps completed, the current active, links before the index active', () => {
    expect(next(initial, { type: 'tick' })).toEqual({ index: 0, flagsSet: true });
    const third = next(next(next({ index: 0, flagsSet: true }, { type: 'tick' }), { type: 'tick' }), { type: 'tick' });
    expect(third.index).toBe(3);
    expect(statuses(third)).toEqual(['completed', 'completed', 'completed', 'active', 'waiting', 'waiting']);
    expect([0, 1, 2, 3, 4].map((link) => isLinkActive(third, link))).toEqual([true, true, true, false, false]);
    expect(workflowProgress(third)).toBe(50);
  });

  it('reset sets index and progress to 0 and clears every flag', () => {
    const reset = next({ index: 4, flagsSet: true }, { type: 'reset' });
    expect(reset).toEqual({ index: 0, flagsSet: false });
    expect(statuses(reset)).toEqual(Array(6).fill('waiting'));
    expect(isLinkActive(reset, 0)).toBe(false);
    expect(workflowProgress(reset)).toBe(0);
  });

  it('played, advances every 3 s from the finished run, round and back', () => {
    const player = createPlayer(workflowAnimation);
    player.play();
    vi.advanceTimersByTime(2999);
    expect(player.state).toBe(initial);
    vi.advanceTimersByTime(1);
    expect(statuses(player.state)).toEqual(['active', 'waiting', 'waiting', 'waiting', 'waiting', 'waiting']);
    vi.advanceTimersByTime(6 * WORKFLOW_TICK_MS);
    expect(player.state.index).toBe(6);
    expect(workflowProgress(player.state)).toBe(100);
  });

  it('a reset mid-cycle restarts the 3 s wait', () => {
    const player = createPlayer(workflowAnimation);
    player.play();
    vi.advanceTimersByTime(4 * WORKFLOW_TICK_MS + 1500);
    expect(player.state.index).toBe(3);
    player.dispatch({ type: 'reset' });
    vi.advanceTimersByTime(2999);
    expect(player.state).toEqual(resetWorkflowState);
    vi.advanceTimersByTime(1);
    expect(player.state).toEqual({ index: 1, flagsSet: true });
  });

  it('pause holds the current step; play goes on with the time that was left', () => {
    const player = createPlayer(workflowAnimation);
    player.play();
    vi.advanceTimersByTime(2 * WORKFLOW_TICK_MS + 1000);
    player.pause();
    vi.advanceTimersByTime(10 * WORKFLOW_TICK_MS);
    expect(player.state.index).toBe(1);
    player.play();
    vi.advanceTimersByTime(1999);
    expect(player.state.index).toBe(1);
    vi.advanceTimersByTime(1);
    expect(player.state.index).toBe(2);
  });
});
