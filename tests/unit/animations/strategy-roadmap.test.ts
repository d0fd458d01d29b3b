import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  phaseCounts,
  phaseStatus,
  ROADMAP_COUNT_MS,
  ROADMAP_PHASE_MS,
  roadmapAnimation,
  type RoadmapState,
} from '../../../src/lib/animations/strategy-roadmap';
import { createPlayer } from '../../../src/lib/animations/player';

const phases = (state: RoadmapState) => [0, 1, 2, 3].map((phase) => phaseStatus(state, phase));

describe('data strategy roadmap', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rests on the last, ongoing phase with every earlier one completed', () => {
    expect(phases(roadmapAnimation.initial)).toEqual(['completed', 'completed', 'completed', 'active']);
  });

  it('schedules the next phase 4 s after each one and wraps after the fourth', () => {
    expect(roadmapAnimation.schedule({ phase: 1 })).toEqual({ ms: 4000, event: { type: 'tick' } });
    const seen = [0, 1, 2, 3].map((phase) => roadmapAnimation.next({ phase }, { type: 'tick' }).phase);
    expect(seen).toEqual([1, 2, 3, 0]);
  });

  it('marks the current phase active, earlier ones completed and later ones planned', () => {
    expect(phases({ phase: 1 })).toEqual(['completed', 'active', 'planned', 'planned']);
  });

  it('counts 25 steps of 160 ms a phase, so the counter cycles 0-99 with the phases', () => {
    expect(ROADMAP_COUNT_MS).toBe(160);
    expect(phaseCounts({ phase: 0 })).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect([0, 1, 2, 3].flatMap((phase) => phaseCounts({ phase }))).toEqual(Array.from({ length: 100 }, (_, i) => i));
  });

  it('played, moves to the first phase 4 s after the still frame; pause holds it', () => {
    const player = createPlayer(roadmapAnimation);
    player.play();
    vi.advanceTimersByTime(ROADMAP_PHASE_MS - 1);
    expect(player.state.phase).toBe(3);
    vi.advanceTimersByTime(1);
    expect(phases(player.state)).toEqual(['active', 'planned', 'planned', 'planned']);
    player.pause();
    vi.advanceTimersByTime(60_000);
    expect(player.state.phase).toBe(0);
  });
});
