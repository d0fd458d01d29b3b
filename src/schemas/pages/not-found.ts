import { z } from 'astro/zod';
import { line, paragraph } from './copy-fields.ts';
import { pageEntry } from './shared.ts';

/** The entry content/pages/not-found.yaml: the page any unknown address shows (docs/product.md#not-found-page). */
export const notFoundPage = z.object({
  ...pageEntry('not-found'),
  // The small line over the heading.
  eyebrow: line({ label: 'Lille overskrift' }),
  // The page's one h1.
  title: line({ label: 'Overskrift', hint: 'Sidens store overskrift (h1).' }),
  // Under the heading: what happened and that the ways on follow.
  intro: paragraph({ label: 'Indledning' }, { max: 300 }),
  // The three buttons: to the home page, /demo and /booking.
  home: line({ label: 'Knap til forsiden' }),
  demo: line({ label: 'Knap til demoen' }),
  contact: line({ label: 'Knap til booking' }),
  // The heading over the four products (their names are the shared ones).
  popularTitle: line({ label: 'Overskrift over produkterne' }),
});
