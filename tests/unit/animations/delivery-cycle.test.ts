import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DELIVERY_CYCLE_MS,
  DELIVERY_STEP_MS,
  appComponentStarts,
  appProgressAt,
  buildStatusOf,
  componentProgressAt,
  deliveryAnimation,
  processStepStateAt,
  taskColumnAt,
} from '../../../src/lib/animations/delivery-cycle';
import { createPlayer } from '../../../src/lib/animations/player';
import { illustrationWords } from '../fixtures/illustration-words';

const board = illustrationWords('agile-board');

/** The shared animation played from its first step, as after one round from the still frame. */
function runCycle() {
  const player = createPlayer({ ...deliveryAnimation, initial: 0 });
  player.play();
  return () => player.state;
}

describe('delivery cycle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rests on the last step and schedules a step every 2 s', () => {
    expect(deliveryAnimation.initial).toBe(3);
    expect(deliveryAnimation.schedule(1)).toEqual({ ms: 2000, event: { type: 'step' } });
    expect([0, 1, 2, 3].map((step) => deliveryAnimation.next(step, { type: 'step' }))).toEqual([1, 2, 3, 0]);
  });

  it('takes a step every 2 s and repeats every 8 s', () => {
    const step = runCycle();
    const seen: number[] = [];
    for (let t = 0; t <= DELIVERY_CYCLE_MS; t += DELIVERY_STEP_MS) {
      seen.push(step());
      vi.advanceTimersByTime(DELIVERY_STEP_MS);
    }
    expect(DELIVERY_CYCLE_MS).toBe(8000);
    expect(seen).toEqual([0, 1, 2, 3, 0]);
  });

  it('does not step between ticks', () => {
    const step = runCycle();
    vi.advanceTimersByTime(DELIVERY_STEP_MS - 1);
    expect(step()).toBe(0);
  });

  it('moves a task through the four columns and back over one cycle', () => {
    const step = runCycle();
    const task = board.tasks.find((t) => t.column === 0)!;
    const columns: string[] = [];
    for (let i = 0; i < 5; i++) {
      columns.push(board.columns[taskColumnAt(task, step())]!);
      vi.advanceTimersByTime(DELIVERY_STEP_MS);
    }
    expect(columns).toEqual([...board.columns, board.columns[0]]);
  });

  it('moves app components planning, developing, testing, complete with progress capped at 100', () => {
    expect(buildStatusOf(0)).toBe('planning');
    expect(buildStatusOf(30)).toBe('development');
    expect(buildStatusOf(60)).toBe('test');
    expect(buildStatusOf(100)).toBe('done');
    expect(appComponentStarts).toHaveLength(illustrationWords('app-build').components.length);
    const component = appComponentStarts[0]!;
    const progress = [0, 1, 2, 3].map((s) => componentProgressAt(component, s));
    expect(progress.every((p, i) => i === 0 || p >= progress[i - 1]!)).toBe(true);
    expect(Math.max(...appComponentStarts.map((c) => componentProgressAt(c, 3)))).toBe(100);
    expect(componentProgressAt(component, 10)).toBe(100);
    expect(appProgressAt(10)).toBe(100);
    expect(appProgressAt(0)).toBeLessThan(appProgressAt(3));
  });

  it('cycles the four process steps: earlier completed, current active', () => {
    expect([0, 1, 2, 3].map((i) => processStepStateAt(i, 0))).toEqual(['active', 'upcoming', 'upcoming', 'upcoming']);
    expect([0, 1, 2, 3].map((i) => processStepStateAt(i, 2))).toEqual(['completed', 'completed', 'active', 'upcoming']);
    expect([0, 1, 2, 3].map((i) => processStepStateAt(i, deliveryAnimation.next(3, { type: 'step' })))).toEqual([
      'active',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });
});
