import { z } from 'astro/zod';
import { pageEntry } from './shared';

/** The entry content/pages/privatliv.yaml. */
export const privatlivPage = z.object({
  ...pageEntry('privatliv'),
});
