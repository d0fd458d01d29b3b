import { carouselTiming } from '../../lib/animations/carousel';
import { fill } from '../../lib/placeholders';
import type { CarouselPlayerWords } from '../../schemas/illustrations';
import type { CarouselTexts } from '../../islands/animations/AiStepsCarousel';

/**
 * The block's `player` filled in on the server for a carousel of `count` steps, so the island ships no filling
 * of its own: the seconds between steps are the carousel's timing, the numbers the steps' places.
 */
export function carouselTexts(player: CarouselPlayerWords, count: number): CarouselTexts {
  const places = Array.from({ length: count }, (_, index) => index + 1);
  return {
    subject: player.subject,
    note: fill(player.note, { sekunder: carouselTiming.stepMs / 1000 }),
    stepNames: places.map((nr) => fill(player.stepName, { nr })),
    stepsOf: places.map((nr) => fill(player.stepOf, { nr, alle: count })),
  };
}
