import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Animation } from '../../../src/lib/animations/animation';
import { createPlayer } from '../../../src/lib/animations/player';

type Event = { type: 'step' } | { type: 'jump'; to: number };

/** Counts 0, 1, 2 … and rests at 3: one step every 1 s, the visitor may jump anywhere. */
const counter: Animation<number, Event> = {
  initial: 0,
  next: (n, event) => (event.type === 'step' ? n + 1 : event.to),
  schedule: (n) => (n < 3 ? { ms: 1000, event: { type: 'step' } } : null),
};

describe('animation player', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('does nothing until played and reports every change', () => {
    const seen: number[] = [];
    const player = createPlayer(counter, (n) => seen.push(n));
    vi.advanceTimersByTime(5000);
    expect(player.state).toBe(0);
    player.play();
    vi.advanceTimersByTime(5000);
    expect(seen).toEqual([1, 2, 3]);
  });

  it('stops where the schedule says nothing is due, until the visitor acts', () => {
    const player = createPlayer(counter);
    player.play();
    vi.advanceTimersByTime(10_000);
    expect(player.state).toBe(3);
    player.dispatch({ type: 'jump', to: 1 });
    vi.advanceTimersByTime(999);
    expect(player.state).toBe(1);
    vi.advanceTimersByTime(1);
    expect(player.state).toBe(2);
  });

  it('counts each wait from when the event was due, so a late timer does not shift the rhythm', () => {
    const player = createPlayer(counter);
    player.play();
    // The page is busy for 300 ms just when the first step is due: the timer fires late.
    vi.advanceTimersByTime(999);
    const busyUntil = performance.now() + 301;
    vi.spyOn(performance, 'now').mockImplementationOnce(() => busyUntil);
    vi.advanceTimersByTime(1);
    expect(player.state).toBe(1);
    vi.restoreAllMocks();
    vi.advanceTimersByTime(999);
    expect(player.state).toBe(2);
  });

  it('a pause freezes the wait; play resumes with what was left', () => {
    const player = createPlayer(counter);
    player.play();
    vi.advanceTimersByTime(400);
    player.pause();
    vi.advanceTimersByTime(10_000);
    expect(player.state).toBe(0);
    player.play();
    vi.advanceTimersByTime(599);
    expect(player.state).toBe(0);
    vi.advanceTimersByTime(1);
    expect(player.state).toBe(1);
  });

  it('a visitor’s event while paused takes effect, and the new state’s wait starts whole on play', () => {
    const player = createPlayer(counter);
    player.play();
    vi.advanceTimersByTime(400);
    player.pause();
    player.dispatch({ type: 'jump', to: 2 });
    expect(player.state).toBe(2);
    vi.advanceTimersByTime(5000);
    player.play();
    vi.advanceTimersByTime(999);
    expect(player.state).toBe(2);
    vi.advanceTimersByTime(1);
    expect(player.state).toBe(3);
  });

  it('ignores an event that changes nothing and keeps its timer', () => {
    const player = createPlayer(counter);
    player.play();
    vi.advanceTimersByTime(600);
    player.dispatch({ type: 'jump', to: 0 });
    vi.advanceTimersByTime(400);
    expect(player.state).toBe(1);
  });
});
