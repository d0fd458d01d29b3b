import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  completeRoadmapState,
  currentPhase,
  initialRoadmapState,
  nextRoadmap,
  phaseStatus,
  ROADMAP_PHASE_MS,
  ROADMAP_PROGRESS_MS,
  type RoadmapEvent,
  type RoadmapState,
} from '../../../src/lib/animations/strategy-roadmap';
import { createPlayer } from './player';

const phases = (state: RoadmapState) => [0, 1, 2, 3].map((phase) => phaseStatus(state, phase));
const roadmapPlayer = () =>
  createPlayer<RoadmapState, RoadmapEvent>(nextRoadmap, initialRoadmapState, () => ({
    ms: ROADMAP_PROGRESS_MS,
    event: { type: 'tick' },
  }));

describe('data strategy roadmap', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts in the first phase at 0', () => {
    expect(initialRoadmapState.progress).toBe(0);
    expect(phases(initialRoadmapState)).toEqual(['active', 'planned', 'planned', 'planned']);
  });

  it('advances the phase every 4 s: earlier phases completed, the current active', () => {
    const player = roadmapPlayer();
    player.play();
    vi.advanceTimersByTime(ROADMAP_PHASE_MS - 1);
    expect(currentPhase(player.state)).toBe(0);
    vi.advanceTimersByTime(1);
    expect(currentPhase(player.state)).toBe(1);
    vi.advanceTimersByTime(ROADMAP_PHASE_MS);
    expect(phases(player.state)).toEqual(['completed', 'completed', 'active', 'planned']);
  });

  it('cycles the progress counter 0-99 and wraps the phase with it after 16 s', () => {
    const player = roadmapPlayer();
    player.play();
    vi.advanceTimersByTime(4 * ROADMAP_PHASE_MS - ROADMAP_PROGRESS_MS);
    expect(player.state.progress).toBe(99);
    expect(currentPhase(player.state)).toBe(3);
    vi.advanceTimersByTime(ROADMAP_PROGRESS_MS);
    expect(player.state.progress).toBe(0);
    expect(phases(player.state)).toEqual(['active', 'planned', 'planned', 'planned']);
  });

  it('pause holds the counter; resume continues from it', () => {
    const player = roadmapPlayer();
    player.play();
    vi.advanceTimersByTime(ROADMAP_PHASE_MS + 10 * ROADMAP_PROGRESS_MS);
    player.pause();
    vi.advanceTimersByTime(60_000);
    expect(player.state.progress).toBe(35);
    player.play();
    vi.advanceTimersByTime(15 * ROADMAP_PROGRESS_MS);
    expect(player.state.progress).toBe(50);
    expect(currentPhase(player.state)).toBe(2);
  });

  it('shows the ongoing phase active after three completed ones for reduced motion', () => {
    expect(phases(completeRoadmapState)).toEqual(['completed', 'completed', 'completed', 'active']);
  });
});
