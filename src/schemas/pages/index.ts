import { z } from 'astro/zod';
import { aboutPage } from './about';
import { bookingPage } from './booking';
import { chromePage } from './chrome';
import { demoPage } from './demo';
import { homePage } from './home';
import { notFoundPage } from './not-found';
import { privatlivPage } from './privatliv';
import { staffPage } from './staff';
import { tillidPage } from './tillid';

/**
 * The pages collection (content/pages/*.yaml): one entry per page with the copy only it has, told apart by
 * `page` (the file's name). Each page's schema lives in its own file here.
 */
export const pageSchemas = {
  home: homePage,
  about: aboutPage,
  tillid: tillidPage,
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
  privatlivPage,
  bookingPage,
  demoPage,
  staffPage,
  notFoundPage,
  chromePage,
]);
