import { z } from 'astro/zod';
import { pageEntry } from './shared';

/** The entry content/pages/about.yaml. */
export const aboutPage = z.object({
  ...pageEntry('about'),
});
