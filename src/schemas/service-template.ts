import { z } from 'astro/zod';

/**
 * The words the generic service template sets around each generic page's own lists
 * (content/service-template.yaml): the same on all 15 pages, so they live once. `{tjeneste}` is the page's
 * service and `{kategori}` its menu category, as they read inside a sentence.
 */
const line = (label: string, hint?: string) => z.string().trim().min(1).meta({ label, hint });

export const serviceTemplateSchema = z.object({
  // The heading over the page's own text.
  introTitle: line('Overskrift over sidens tekst'),
  // The box beside the text: its heading (also its name for screen readers), a sentence and the button.
  contact: z
    .object({
      title: line('Overskrift', 'Fx "Tal med os om {tjeneste}".'),
      text: line('Tekst', 'Fx om mødets længde, "30–45 minutter".'),
      button: line('Knap til booking'),
    })
    .meta({ label: 'Boksen ved siden af teksten' }),
  // The heading over the features.
  featuresTitle: line('Overskrift over funktionerne'),
  // The heading over the gains, with its short line above.
  gains: z.object({ eyebrow: line('Lille overskrift'), title: line('Overskrift') }).meta({ label: 'Gevinsterne' }),
  // The heading over the situations.
  situationsTitle: line('Overskrift over situationerne'),
  // The heading over the category's other services.
  relatedTitle: line('Overskrift over kategoriens andre tjenester', 'Fx "Mere inden for {kategori}".'),
  // The page's close: a sentence with a link to the project's four steps on /about.
  course: z
    .object({
      text: line('Sætning om forløbet', 'Står foran linket til forløbet.'),
      link: line('Link til forløbet', 'Fører til afsnittet om forløbet på Om os.'),
    })
    .meta({ label: 'Afslutningen' }),
});
