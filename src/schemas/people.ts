import { z } from 'astro/zod';

/**
 * A person who works at the company (content/people/*.yaml): shown on /about and in /tillid's "Hvem I handler
 * med" only when there are entries, and only with the date they agreed to be shown.
 */
export const personSchema = z.object({
  // The person's name as they want it shown.
  name: z.string().trim().min(2).max(80).meta({ label: 'Navn' }),
  // Their role at the company.
  role: z.string().trim().min(2).max(80).meta({ label: 'Rolle', hint: 'Fx "Direktør" eller "Udvikler".' }),
  // One line in their own words about what they do for customers.
  line: z
    .string()
    .trim()
    .min(10)
    .max(160)
    .meta({ label: 'Én linje', hint: 'Hvad personen gør for kunderne, i én sætning.' }),
  // A portrait (JPEG, PNG or WebP, at most 500 KB); the build re-encodes it and strips its metadata.
  photo: z
    .string()
    .default('')
    .meta({
      label: 'Foto',
      hint: 'Valgfrit. JPEG, PNG eller WebP, højst 500 KB. Sitet fjerner billedets metadata (fx hvor det er taget).',
      widget: 'image',
      accept: ['image/jpeg', 'image/png', 'image/webp'],
      maxBytes: 500_000,
    }),
  // The day the person agreed in writing to be shown on the site.
  consentDate: z.coerce
    .date()
    .meta({ label: 'Samtykke givet', hint: 'Datoen, hvor personen skriftligt sagde ja til at blive vist på sitet.' }),
  // Place on the page, from 0 at the top.
  order: z.number().int().min(0).default(0).meta({ label: 'Rækkefølge', hint: '0 står øverst.' }),
});
