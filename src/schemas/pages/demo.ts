import { z } from 'astro/zod';
import { pageEntry } from './shared';

/** The entry content/pages/demo.yaml. */
export const demoPage = z.object({
  ...pageEntry('demo'),
});
