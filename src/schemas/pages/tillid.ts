import { z } from 'astro/zod';
import { pageEntry } from './shared';

/** The entry content/pages/tillid.yaml. */
export const tillidPage = z.object({
  ...pageEntry('tillid'),
});
