import { z } from 'astro/zod';
import { aboutPage } from './about.ts';
import { bookingPage } from './booking.ts';
import { chromePage } from './chrome.ts';
import { demoPage } from './demo.ts';
import { homePage } from './home.ts';
import { notFoundPage } from './not-found.ts';
import { priserPage } from './priser.ts';
import { privatlivPage } from './privatliv.ts';
import { staffPage } from './staff.ts';
import { tillidPage } from './tillid.ts';

/**
 * The pages collection (content/pages/*.yaml): one entry per page with the copy only it has, told apart by
 * `page` (the file's name). Each page's schema lives in its own file here.
 */
export const pageSchemas = {
  home: homePage,
  about: aboutPage,
  tillid: tillidPage,
  priser: priserPage,
  privatliv: privatlivPage,
  booking: bookingPage,
  demo: demoPage,
  staff: staffPage,
  'not-found': notFoundPage,
  chrome: chromePage,
} as const;

export type PageId = keyof typeof pageSchemas;
export type PageData<Id extends PageId> = z.infer<(typeof pageSchemas)[Id]>;

export const pageSchema = z.discriminatedUnion('page', [
  homePage,
  aboutPage,
  tillidPage,
  priserPage,
  privatlivPage,
  bookingPage,
  demoPage,
  staffPage,
  notFoundPage,
  chromePage,
]);
