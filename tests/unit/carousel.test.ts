import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carouselTiming, initialCarousel, nextCarousel, type CarouselState } from '../../src/lib/animations/carousel';

describe('carousel reducer', () => {
  it('starts at the first step', () => {
    expect(initialCarousel(4)).toEqual({ index: 0, count: 4 });
  });

  it('refuses a carousel without steps', () => {
    expect(() => initialCarousel(0)).toThrow(RangeError);
  });

  it('advances one step per tick and wraps after the last', () => {
    let state = initialCarousel(4);
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) {
      state = nextCarousel(state, { type: 'tick' });
      seen.push(state.index);
    }
    expect(seen).toEqual([1, 2, 3, 0, 1]);
  });

  it('jumps to a chosen step and ignores choices out of range', () => {
    const state = initialCarousel(4);
    expect(nextCarousel(state, { type: 'select', index: 2 }).index).toBe(2);
    expect(nextCarousel(state, { type: 'select', index: 4 })).toBe(state);
    expect(nextCarousel(state, { type: 'select', index: -1 })).toBe(state);
    expect(nextCarousel(state, { type: 'select', index: 0 })).toBe(state);
  });

  it('uses the timing of SPEC: 3 s per step and a 0.5 s fade', () => {
    expect(carouselTiming).toEqual({ stepMs: 3000, fadeMs: 500 });
  });
});

describe('carousel timing under fake timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Drives the reducer the way the island does: one tick per `stepMs` while running. */
  function run() {
    let state: CarouselState = initialCarousel(4);
    const id = setInterval(() => {
      state = nextCarousel(state, { type: 'tick' });
    }, carouselTiming.stepMs);
    return { index: () => state.index, stop: () => clearInterval(id) };
  }

  it('holds each step for exactly 3 s', () => {
    const carousel = run();
    vi.advanceTimersByTime(2999);
    expect(carousel.index()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(carousel.index()).toBe(1);
    vi.advanceTimersByTime(3000 * 3);
    expect(carousel.index()).toBe(0);
    carousel.stop();
  });

  it('stays put once stopped', () => {
    const carousel = run();
    vi.advanceTimersByTime(3000);
    carousel.stop();
    vi.advanceTimersByTime(30_000);
    expect(carousel.index()).toBe(1);
  });
});
