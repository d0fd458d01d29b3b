import { z } from 'astro/zod';
import { line, paragraph, placeholderHint } from './copy-fields.ts';
import { pageEntry } from './shared.ts';

/** A section's heading: the line over it, the heading and the sentence under it. */
const heading = (label: string) =>
  z
    .object({
      // The line over the heading.
      eyebrow: line({ label: 'Lille overskrift' }, { max: 60 }),
      // The section's heading (h2).
      title: line({ label: 'Overskrift' }, { max: 80 }),
      // The sentence under the heading.
      lead: paragraph({ label: 'Indledning' }, { max: 240 }),
    })
    .meta({ label });

/** The words /priser puts around one price of content/prices.yaml; the amount and what it includes are the price's. */
const priceCard = z.object({
  // Which price the card shows.
  price: z
    .string()
    .trim()
    .min(1)
    .meta({ label: 'Pris (id)', hint: 'Id på en pris under Priser, fx "phone-assistant". Hver pris har ét kort.' }),
  // The card's heading (h3).
  title: line({ label: 'Overskrift' }, { max: 60 }),
  // What the price buys, in a sentence.
  text: paragraph(
    { label: 'Tekst', hint: placeholderHint('', { agent: 'demoagentens navn' }) },
    { max: 200, names: ['agent'] },
  ),
  // The service pages the card links to, by their file names in content/services/.
  services: z
    .array(z.string().trim().min(1).meta({ label: 'Tjeneste (filnavn)', hint: 'Fx "ai-telefonassistent".' }))
    .min(1)
    .max(2)
    .meta({ label: 'Links til tjenester' }),
});

/** The entry content/pages/priser.yaml: every word of /priser (docs/product.md#prices-page). */
export const priserPage = z.object({
  ...pageEntry('priser'),
  // The hero: the page's h1, its intro and the two buttons.
  hero: z
    .object({
      // The page's one h1.
      title: line({ label: 'Overskrift' }, { max: 60 }),
      // The paragraph under it.
      intro: paragraph({ label: 'Indledning' }, { max: 300 }),
      // The booking button's label (docs/product.md#contact-button-labels).
      action: line({ label: 'Knap' }, { max: 30 }),
    })
    .meta({ label: 'Toppen af siden' }),
  // The fixed monthly prices.
  monthly: heading('Faste priser pr. måned'),
  // The project prices: typical ranges.
  projects: heading('Projektpriser'),
  // The words around each price.
  cards: z.array(priceCard).min(1).meta({ label: 'Priserne', hint: 'Ét kort pr. pris under Priser.' }),
  // The words every card repeats.
  labels: z
    .object({
      // After a monthly price.
      monthly: line({ label: 'Efter en månedspris', hint: 'Fx "pr. md.".' }, { max: 20 }),
      // Over a range.
      typical: line({ label: 'Over et prisspænd', hint: 'Fx "Typisk pris".' }, { max: 30 }),
      // After a range.
      once: line({ label: 'Efter et prisspænd', hint: 'Fx "pr. projekt".' }, { max: 30 }),
      // After a price stated without VAT.
      exVat: line({ label: 'Uden moms', hint: 'Vises kun ved priser, hvor "Ekskl. moms" er slået til.' }, { max: 20 }),
      // A product page's hero, under its buttons, for a monthly price: a sentence on its own, without the amount.
      heroMonthly: line(
        {
          label: 'Månedspris på en produktside',
          hint: 'Står under knapperne øverst på produktsiden, før linket til alle priser, uden beløbet (det står længere nede).',
        },
        { max: 80 },
      ),
      // Over what the price includes.
      includes: line({ label: 'Over det, der er med' }, { max: 40 }),
      // The link to a service page.
      serviceLink: line(
        { label: 'Link til tjenesten', hint: placeholderHint('', { tjeneste: 'tjenestens navn' }) },
        { max: 60, required: ['tjeneste'] },
      ),
    })
    .meta({ label: 'Faste ord på kortene' }),
  // How a project is priced.
  pricing: z
    .object({
      // The line over the heading.
      eyebrow: line({ label: 'Lille overskrift' }, { max: 60 }),
      // The section's heading (h2).
      title: line({ label: 'Overskrift' }, { max: 80 }),
      // The rules, one short paragraph each.
      points: z
        .array(paragraph({ label: 'Punkt' }, { max: 240 }))
        .min(1)
        .max(5)
        .meta({ label: 'Sådan sættes prisen' }),
    })
    .meta({ label: 'Sådan prissætter vi' }),
  // The trial's terms (#proevevilkaar): shown only when the company has written them.
  trial: z
    .object({
      // The heading over the terms.
      title: line({ label: 'Overskrift' }, { max: 60 }),
    })
    .meta({ label: 'Prøveperiode', hint: 'Vilkårene står under Virksomheden; tomme vises afsnittet ikke.' }),
  // The page's closing booking button (docs/product.md#contact-button-labels).
  action: line({ label: 'Knap til sidst' }, { max: 30 }),
});

export type PriserPage = z.infer<typeof priserPage>;
