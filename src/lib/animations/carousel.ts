import { every, type Animation } from './animation';

/**
 * The "how AI works" carousel on the AI information page (docs/product.md#ai-steps-carousel): four
 * steps, one every 3 s, crossfading over 0.5 s. Pure: the island owns the timer.
 */

export const carouselTiming = {
  /** How long each step stays on screen before the next one. */
  stepMs: 3000,
  /** Crossfade between two steps. */
  fadeMs: 500,
} as const;

export interface CarouselState {
  /** The step on screen, 0-based. */
  index: number;
  /** How many steps there are; the carousel wraps after the last. */
  count: number;
}

export type CarouselEvent =
  /** The step timer fired. */
  | { type: 'tick' }
  /** The visitor chose a step. */
  | { type: 'select'; index: number };

export function nextCarousel(state: CarouselState, event: CarouselEvent): CarouselState {
  switch (event.type) {
    case 'tick':
      return { ...state, index: (state.index + 1) % state.count };
    case 'select':
      // Out-of-range choices are ignored rather than clamped: they can only come from a bug.
      if (!Number.isInteger(event.index) || event.index < 0 || event.index >= state.count) return state;
      return event.index === state.index ? state : { ...state, index: event.index };
  }
}

/** A carousel of `count` steps, starting at the first. */
export function carouselAnimation(count: number): Animation<CarouselState, CarouselEvent> {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('A carousel needs at least one step');
  return { initial: { index: 0, count }, next: nextCarousel, schedule: every(carouselTiming.stepMs, { type: 'tick' }) };
}
