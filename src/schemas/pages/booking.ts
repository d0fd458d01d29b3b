import { z } from 'astro/zod';
import { pageEntry } from './shared';

/** The entry content/pages/booking.yaml. */
export const bookingPage = z.object({
  ...pageEntry('booking'),
});
