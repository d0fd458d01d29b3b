import { z } from 'astro/zod';

/**
 * What every page entry has: the id that tells the pages apart (the file's name, fixed in the CMS) and the
 * page's title and description for search engines and link previews.
 */
export const pageEntry = <Id extends string>(id: Id) => ({
  // Which page this entry is; equal to the file's name, never edited.
  page: z.literal(id).meta({ label: 'Side', widget: 'hidden' }),
  // The browser tab's title and the search result's headline (the company name is added after it).
  metaTitle: z
    .string()
    .trim()
    .min(2)
    .max(70)
    .meta({ label: 'Titel i søgeresultater', hint: 'Fanebladets titel; firmanavnet sættes efter den. Højst 70 tegn.' }),
  // The search result's and link preview's description.
  metaDescription: z.string().trim().min(50).max(220).meta({
    label: 'Beskrivelse i søgeresultater',
    hint: '50–220 tegn: hvad siden tilbyder den, der søger.',
    widget: 'text',
  }),
});
