import { z } from 'astro/zod';
import { pageEntry } from './shared';

/** The entry content/pages/staff.yaml. */
export const staffPage = z.object({
  ...pageEntry('staff'),
});
