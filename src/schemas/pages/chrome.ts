import { z } from 'astro/zod';

/** The words every page shares (content/pages/chrome.yaml): the header, the menus and the footer. */
export const chromePage = z.object({
  // Which entry this is; equal to the file's name, never edited.
  page: z.literal('chrome').meta({ label: 'Side', widget: 'hidden' }),
});
