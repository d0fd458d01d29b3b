import { z } from 'astro/zod';
import { line, paragraph } from './copy-fields.ts';
import { homeSolutions } from './home-solutions.ts';
import { pageEntry } from './shared.ts';

const agent = { hint: '{agent} skrives, hvor demo-agentens navn skal stå.', names: ['agent'] } as const;
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
      contact: line(booking, { max: 40 }),
      // The heading of the trust claims under the buttons, read only by screen readers.
      claims: line(
        {
          label: 'Overskrift over tallene',
          hint: 'Læses kun op af skærmlæsere, før de fire tal under knapperne.',
        },
        { max: 80 },
      ),
      // Under 1024 px, where the phone does not fit beside the headline: a compact way to the demo.
      demo: z
        .object({
          call: line(
            { label: 'Når man kan ringe og skrive', hint: `Under 1024 px, fører til demoen. ${agent.hint}` },
            { max: 50, names: agent.names, required: ['agent'] },
          ),
          write: line(
            { label: 'Når man kun kan skrive', hint: `Hvor opkald ikke er sat op. ${agent.hint}` },
            { max: 50, names: agent.names, required: ['agent'] },
          ),
          text: line({ label: 'Linjen under', hint: 'Fx at demoen kører i browseren.' }, { max: 60 }),
        })
        .meta({
          label: 'Demoen på små skærme',
          hint: 'Vises under 1024 px i stedet for telefonen, kun hvor demoen er sat op.',
        }),
    })
    .meta({ label: 'Toppen af siden' }),
  services: z
    .object({
      // The small line over the heading.
      eyebrow: line({ label: 'Lille overskrift' }, { max: 40 }),
      // The section's heading.
      title: line({ label: 'Overskrift' }, { max: 100 }),
      // The sentence under the heading.
      lead: paragraph({ label: 'Indledning' }, { max: 200 }),
      // The larger tile's link text (the other rows are links as a whole).
      more: line({ label: 'Linktekst på den store flise' }, { max: 30 }),
      // The four services, the first as the larger tile.
      items: z
        .array(
          z.object({
            // The service entry (content/services/<navn>.md) it links to; its icon comes from there.
            service: z
              .string()
              .regex(/^[a-z0-9-]+$/)
              .meta({ label: 'Tjeneste', hint: 'Tjenestens navn i adressen, fx ai-telefonassistent.' }),
            // The title.
            title: line({ label: 'Titel' }, { max: 40 }),
            // One line under the title (the larger tile's whole sentence from 640 px).
            text: line({ label: 'Tekst' }, { max: 200 }),
            // The larger tile's one line on phones.
            short: line(
              {
                label: 'Kort tekst på mobil',
                hint: 'Kun den første tjeneste: linjen på mobil i stedet for teksten.',
              },
              { max: 60 },
            ).optional(),
          }),
        )
        .length(4)
        .meta({ label: 'Tjenester', hint: 'Fire tjenester; den første vises som den store flise.' }),
    })
    .meta({ label: 'Kerneydelser' }),
  agent: z
    .object({
      // The small line over the heading.
      eyebrow: line({ label: 'Lille overskrift' }, { max: 40 }),
      // The section's heading, naming the demo agent.
      title: line({ label: 'Overskrift', hint: agent.hint }, { max: 100, names: agent.names }),
      // The paragraph under the heading.
      lead: paragraph({ label: 'Indledning', hint: agent.hint }, { max: 300, names: agent.names }),
      // The button to /demo.
      button: line({ label: 'Knap til demoen', hint: agent.hint }, { max: 40, names: agent.names }),
      // What she does, under her three figures.
      points: z
        .array(line({ label: 'Punkt' }, { max: 120 }))
        .min(1)
        .max(4)
        .meta({ label: 'Det kan hun' }),
    })
    .meta({ label: 'Demo-agenten' }),
  savings: z
    .object({
      // The small line over the heading.
      eyebrow: line({ label: 'Lille overskrift' }, { max: 40 }),
      // The section's heading.
      title: line({ label: 'Overskrift' }, { max: 100 }),
      // The sentence under the heading.
      lead: paragraph({ label: 'Indledning', hint: agent.hint }, { max: 300, names: agent.names }),
      // The calculator's subtitle: what it compares.
      box: line({ label: 'Beregnerens undertitel', hint: 'Hvad beregneren sammenligner.' }, { max: 80 }),
    })
    .meta({ label: 'Besparelse' }),
  // The section of three split rows: chatbot, websites, automation.
  solutions: homeSolutions,
  results: z
    .object({
      // The small line over the heading.
      eyebrow: line({ label: 'Lille overskrift' }, { max: 40 }),
      // The section's heading.
      title: line({ label: 'Overskrift' }, { max: 100 }),
      // The sentence under the heading.
      lead: paragraph({ label: 'Indledning' }, { max: 200 }),
      // The booking button under it.
      button: line(booking, { max: 40 }),
    })
    .meta({ label: 'Resultater' }),
  about: z
    .object({
      // The small line over the heading.
      eyebrow: line({ label: 'Lille overskrift' }, { max: 40 }),
      // The section's heading, naming the company.
      title: line(
        {
          label: 'Overskrift',
          hint: '{firma} skrives, hvor firmanavnet skal stå.',
        },
        { max: 100, names: ['firma'] },
      ),
      // The paragraph under the heading.
      lead: paragraph({ label: 'Indledning' }, { max: 400 }),
      // The booking button under it.
      button: line(booking, { max: 40 }),
      // The heading over the company's values.
      values: line({ label: 'Overskrift over værdierne' }, { max: 60 }),
    })
    .meta({ label: 'Om os' }),
});

export type HomeCopy = z.infer<typeof homePage>;
