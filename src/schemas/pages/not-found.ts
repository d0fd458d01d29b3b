import { z } from 'astro/zod';
import { pageEntry } from './shared';

/** The entry content/pages/not-found.yaml. */
export const notFoundPage = z.object({
  ...pageEntry('not-found'),
});
