import { z } from 'astro/zod';
import { line, paragraph } from './copy-fields';
import { homeSolutions } from './home-solutions';
import { pageEntry } from './shared';

const agent = { hint: '{agent} skrives, hvor demo-agentens navn skal stå.', placeholders: ['agent'] } as const;
const booking = { label: 'Knap til booking', hint: 'Knappen fører til bookingsiden.' } as const;

/** The home page (content/pages/home.yaml), section by section as docs/product.md#home-page orders them. */
export const homePage = z.object({
  ...pageEntry('home'),
  // The page's one h1, in the hero.
  title: z.string().trim().min(10).max(120).meta({ label: 'Overskrift', hint: 'Forsidens store overskrift (h1).' }),
  hero: z
    .object({
      // The line over the headline.
      eyebrow: z.string().trim().max(60).meta({ label: 'Lille overskrift', hint: 'Linjen over overskriften.' }),
      // The paragraph under the headline.
      intro: z.string().trim().min(20).max(300).meta({ label: 'Indledning', widget: 'text' }),
      // The booking button's label, beside `Se demo`.
      contact: line(40, booking),
      // The heading of the trust claims under the buttons, read only by screen readers.
      claims: line(80, {
        label: 'Overskrift over tallene',
        hint: 'Læses kun op af skærmlæsere, før de fire tal under knapperne.',
      }),
    })
    .meta({ label: 'Toppen af siden' }),
  services: z
    .object({
      // The small line over the heading.
      eyebrow: line(40, { label: 'Lille overskrift' }),
      // The section's heading.
      title: line(100, { label: 'Overskrift' }),
      // The sentence under the heading.
      lead: paragraph(200, { label: 'Indledning' }),
      // The larger tile's link text (the other rows are links as a whole).
      more: line(30, { label: 'Linktekst på den store flise' }),
      // The four services, the first as the larger tile.
      items: z
        .array(
          z.object({
            // The service entry (content/services/<navn>.mdx) it links to; its icon comes from there.
            service: z
              .string()
              .regex(/^[a-z0-9-]+$/)
              .meta({ label: 'Tjeneste', hint: 'Tjenestens navn i adressen, fx ai-telefonassistent.' }),
            // The title.
            title: line(40, { label: 'Titel' }),
            // One line under the title (the larger tile's whole sentence from 640 px).
            text: line(200, { label: 'Tekst' }),
            // The larger tile's one line on phones.
            short: line(60, {
              label: 'Kort tekst på mobil',
              hint: 'Kun den første tjeneste: linjen på mobil i stedet for teksten.',
            }).optional(),
          }),
        )
        .length(4)
        .meta({ label: 'Tjenester', hint: 'Fire tjenester; den første vises som den store flise.' }),
    })
    .meta({ label: 'Kerneydelser' }),
  agent: z
    .object({
      // The small line over the heading.
      eyebrow: line(40, { label: 'Lille overskrift' }),
      // The section's heading, naming the demo agent.
      title: line(100, { label: 'Overskrift', ...agent }),
      // The paragraph under the heading.
      lead: paragraph(300, { label: 'Indledning', ...agent }),
      // The button to /demo.
      button: line(40, { label: 'Knap til demoen', ...agent }),
      // What she does, under her three figures.
      points: z
        .array(line(120, { label: 'Punkt' }))
        .min(1)
        .max(4)
        .meta({ label: 'Det kan hun' }),
    })
    .meta({ label: 'Demo-agenten' }),
  savings: z
    .object({
      // The small line over the heading.
      eyebrow: line(40, { label: 'Lille overskrift' }),
      // The section's heading.
      title: line(100, { label: 'Overskrift' }),
      // The sentence under the heading.
      lead: paragraph(300, { label: 'Indledning', ...agent }),
      // The calculator's subtitle: what it compares.
      box: line(80, { label: 'Beregnerens undertitel', hint: 'Hvad beregneren sammenligner.' }),
    })
    .meta({ label: 'Besparelse' }),
  // The section of three split rows: chatbot, websites, automation.
  solutions: homeSolutions,
  results: z
    .object({
      // The small line over the heading.
      eyebrow: line(40, { label: 'Lille overskrift' }),
      // The section's heading.
      title: line(100, { label: 'Overskrift' }),
      // The sentence under the heading.
      lead: paragraph(200, { label: 'Indledning' }),
      // The booking button under it.
      button: line(40, booking),
    })
    .meta({ label: 'Resultater' }),
  about: z
    .object({
      // The small line over the heading.
      eyebrow: line(40, { label: 'Lille overskrift' }),
      // The section's heading, naming the company.
      title: line(100, {
        label: 'Overskrift',
        hint: '{firma} skrives, hvor firmanavnet skal stå.',
        placeholders: ['firma'],
      }),
      // The paragraph under the heading.
      lead: paragraph(400, { label: 'Indledning' }),
      // The booking button under it.
      button: line(40, booking),
      // The heading over the company's values.
      values: line(60, { label: 'Overskrift over værdierne' }),
    })
    .meta({ label: 'Om os' }),
});

export type HomeCopy = z.infer<typeof homePage>;
