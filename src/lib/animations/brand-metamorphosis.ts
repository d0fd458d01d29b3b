import { every, type Animation } from './animation';

/**
 * The brand metamorphosis of the branding page (docs/product.md#brand-metamorphosis): while playing the
 * stage moves 0, 1, 2, 3 every 4 s and wraps. Stages 0-2 are the three steps of the work; at
 * stage 3 they have run out and the brand is complete.
 */

export const BRAND_TICK_MS = 4000;
export const BRAND_PARTICLE_COUNT = 30;
/** The three steps of the work (their words are the entry's); after them the brand is complete. */
export const BRAND_STEPS = 3;
export const BRAND_STAGE_COUNT = BRAND_STEPS + 1;

export type BrandEvent = { type: 'tick' };

/** The state is the stage, 0-3; the still frame is the complete brand. */
export const brandAnimation: Animation<number, BrandEvent> = {
  initial: BRAND_STAGE_COUNT - 1,
  next: (stage, event) => {
    switch (event.type) {
      case 'tick':
        return (stage + 1) % BRAND_STAGE_COUNT;
    }
  },
  schedule: every(BRAND_TICK_MS, { type: 'tick' }),
};

export const isBrandComplete = (stage: number): boolean => stage >= BRAND_STEPS;

export interface BrandMetrics {
  stage: number;
  /** How far the transformation has come, 0-100. */
  transformation: number;
  recognition: number;
  recall: number;
  preference: number;
}

/** The three brand metrics grow evenly from their starting level as the stages pass. */
export function brandMetricsAt(stage: number): BrandMetrics {
  const share = stage / BRAND_STEPS;
  const grow = (from: number, to: number) => Math.round(from + (to - from) * share);
  return {
    stage,
    transformation: Math.round(share * 100),
    recognition: grow(30, 90),
    recall: grow(25, 80),
    preference: grow(20, 75),
  };
}

export interface BrandParticle {
  id: number;
  /** Position in per cent of the stage. */
  x: number;
  y: number;
  size: number;
  delayS: number;
}

/** Evenly scattered particles; deterministic so server and browser render the same. */
export const brandParticles = (count: number = BRAND_PARTICLE_COUNT): BrandParticle[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i,
    x: (i * 37 + 11) % 100,
    y: (i * 61 + 7) % 100,
    size: 4 + (i % 4) * 2,
    delayS: (i % 6) * 0.4,
  }));
