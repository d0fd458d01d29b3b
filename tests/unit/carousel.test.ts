import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carouselAnimation, carouselTiming, nextCarousel } from '../../src/lib/animations/carousel';
import { createPlayer } from '../../src/lib/animations/player';

describe('carousel reducer', () => {
  it('starts at the first step', () => {
    expect(carouselAnimation(4).initial).toEqual({ index: 0, count: 4 });
  });

  it('refuses a carousel without steps', () => {
    expect(() => carouselAnimation(0)).toThrow(RangeError);
  });

  it('advances one step per tick and wraps after the last', () => {
    let state = carouselAnimation(4).initial;
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) {
      state = nextCarousel(state, { type: 'tick' });
      seen.push(state.index);
    }
    expect(seen).toEqual([1, 2, 3, 0, 1]);
  });

  it('jumps to a chosen step and ignores choices out of range', () => {
    const state = carouselAnimation(4).initial;
    expect(nextCarousel(state, { type: 'select', index: 2 }).index).toBe(2);
    expect(nextCarousel(state, { type: 'select', index: 4 })).toBe(state);
    expect(nextCarousel(state, { type: 'select', index: -1 })).toBe(state);
    expect(nextCarousel(state, { type: 'select', index: 0 })).toBe(state);
  });

  it('schedules a tick 3 s after every step, with a 0.5 s fade', () => {
    expect(carouselTiming).toEqual({ stepMs: 3000, fadeMs: 500 });
    expect(carouselAnimation(4).schedule({ index: 2, count: 4 })).toEqual({ ms: 3000, event: { type: 'tick' } });
  });
});

describe('carousel played on timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds each step for exactly 3 s and wraps after the fourth', () => {
    const carousel = createPlayer(carouselAnimation(4));
    carousel.play();
    vi.advanceTimersByTime(2999);
    expect(carousel.state.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(carousel.state.index).toBe(1);
    vi.advanceTimersByTime(3000 * 3);
    expect(carousel.state.index).toBe(0);
  });

  it('stays put once paused', () => {
    const carousel = createPlayer(carouselAnimation(4));
    carousel.play();
    vi.advanceTimersByTime(3000);
    carousel.pause();
    vi.advanceTimersByTime(30_000);
    expect(carousel.state.index).toBe(1);
  });

  it('a chosen step gets its full 3 s before the next', () => {
    const carousel = createPlayer(carouselAnimation(4));
    carousel.play();
    vi.advanceTimersByTime(2000);
    carousel.dispatch({ type: 'select', index: 3 });
    vi.advanceTimersByTime(2999);
    expect(carousel.state.index).toBe(3);
    vi.advanceTimersByTime(1);
    expect(carousel.state.index).toBe(0);
  });
});
