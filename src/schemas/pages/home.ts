import { z } from 'astro/zod';
import { pageEntry } from './shared';

/** The home page (content/pages/home.yaml). */
export const homePage = z.object({
  ...pageEntry('home'),
  // The page's one h1, in the hero.
  title: z.string().trim().min(10).max(120).meta({ label: 'Overskrift', hint: 'Forsidens store overskrift (h1).' }),
  hero: z
    .object({
      eyebrow: z.string().trim().max(60).meta({ label: 'Lille overskrift', hint: 'Linjen over overskriften.' }),
      intro: z.string().trim().min(20).max(300).meta({ label: 'Indledning', widget: 'text' }),
    })
    .meta({ label: 'Toppen af siden' }),
});
