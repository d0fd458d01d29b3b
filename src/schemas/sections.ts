import { z } from 'astro/zod';
import {
  band,
  block,
  button,
  figureHint,
  heading,
  illustration,
  line,
  lines,
  optionalLine,
  paragraph,
  titledHeading,
} from './section-fields.ts';
import { carouselPlayer } from './illustrations.ts';
import { figureBlocks } from './section-figures.ts';
import { listBlocks } from './section-lists.ts';

/**
 * The sections of a bespoke service page (`sections` in content/services/<slug>.md), in the order the page
 * shows them. Each block is one shape, told apart by `type`; one renderer maps each to its component
 * (src/components/sections/ServiceSections.astro). A block starts a band (a section with an h2) unless it
 * `continues` the one above. Copy may name a figure as `{key}` (src/config/figures.ts) and the demo agent as
 * `{agent}`; the build fills them in. The blocks that are a heading over a list are in ./section-lists.ts,
 * those that state figures and prices in ./section-figures.ts; these are the ones with a layout of their own.
 */
const ownLayoutBlocks = [
  block('assistant', 'Telefonassistenten præsenteret', {
    ...band,
    ...titledHeading,
    // Short lines beside the card.
    points: lines('Punkter'),
    // The button under the points; it leads to the demo.
    demoButton: line('Knap til demoen'),
    // The agent's role under the name on the card.
    role: line('Rolle på kortet'),
    // The badge on the card that says the agent answers.
    status: line('Status på kortet'),
    // The facts on the card, each a figure by its key and its label.
    facts: z
      .array(z.object({ value: line('Tal', figureHint), label: line('Tekst') }))
      .meta({ label: 'Fakta på kortet' }),
  }),
  block('showcase', 'Illustration med tekst', {
    ...band,
    ...titledHeading,
    // Short lines beside the illustration that say what it shows.
    points: lines('Punkter').optional(),
    // Side by side (split) or the illustration at full width under the text (stacked).
    layout: z.enum(['split', 'stacked']).default('split').meta({
      label: 'Opstilling',
      hint: 'split: tekst og illustration side om side. stacked: illustrationen i fuld bredde.',
    }),
    illustration,
    // A mark under the illustration that it is made up, e.g. "Eksempel – ikke en kundesag".
    exampleLabel: optionalLine('Mærke under illustrationen'),
  }),
  block('illustration', 'Illustration', { ...band, ...heading, illustration }),
  block('step-carousel', 'Trin for trin (bladres)', {
    ...band,
    ...heading,
    // Names the carousel for screen readers.
    label: line('Navn for skærmlæsere'),
    // The steps it turns through, one at a time.
    steps: z
      .array(
        z.object({
          // The step's name.
          title: line('Titel'),
          // What happens in it.
          description: paragraph('Tekst'),
        }),
      )
      .meta({ label: 'Trin' }),
    // The words the carousel fills in as it plays.
    player: carouselPlayer,
  }),
  block('try-chatbot', 'Prøv chatbotten', {
    // The row's heading.
    title: line('Overskrift'),
    // What the visitor can do here.
    text: paragraph('Tekst', 'Navnet {agent} kan indgå.'),
    // Short ticked lines under the text.
    points: lines('Punkter'),
    // Shown where JavaScript is off, with our e-mail and phone under it.
    noScriptMessage: line('Besked uden JavaScript'),
  }),
  block('text-link', 'Linje med link', {
    // The sentence before the link.
    text: line('Tekst'),
    // The link's words.
    linkLabel: line('Linkets tekst'),
    // Where the link leads: the page's part about data protection.
    link: z.enum(['data-protection']).meta({ label: 'Link til', hint: 'data-protection: Om os, afsnittet om data.' }),
  }),
  block('savings', 'Besparelse med beregner', {
    ...band,
    // The short line over the heading.
    eyebrow: line('Lille overskrift'),
    // The heading beside the calculator.
    title: line('Overskrift', figureHint),
    // The argument under it.
    lead: paragraph('Indledning'),
    // The comparison the calculator starts from: a key under `savings` in Tal.
    comparison: line('Regnestykke', 'Nøglen til regnestykket i Tal, fx savings.phoneAssistant.'),
    // Short arguments under the lead.
    points: lines('Punkter').optional(),
    // What is compared, under the calculator's heading.
    boxTitle: optionalLine('Beregnerens undertitel'),
    // A line under the calculation.
    note: optionalLine('Note under regnestykket'),
    ...button,
  }),
  block('savings-calculator', 'Beregner', {
    ...band,
    // The comparison the calculator starts from: a key under `savings` in Tal.
    comparison: line('Regnestykke', 'Nøglen til regnestykket i Tal, fx savings.automation.'),
    // What is compared, under the calculator's heading.
    boxTitle: optionalLine('Beregnerens undertitel'),
    // A line under the calculation.
    note: optionalLine('Note under regnestykket'),
    ...button,
  }),
  block('points', 'Punkter fra tjenesten', {
    ...band,
    ...heading,
    // Which of the entry's own lists to show.
    list: z
      .enum(['features', 'benefits', 'useCases'])
      .meta({ label: 'Liste', hint: 'features: Funktioner. benefits: Gevinster. useCases: Anvendelser.' }),
    // How many columns on wide screens.
    columns: z
      .union([z.literal(2), z.literal(3)])
      .default(3)
      .meta({ label: 'Kolonner' }),
    // Cards, a ticked list or ruled rows.
    variant: z
      .enum(['cards', 'list', 'rows'])
      .default('cards')
      .meta({ label: 'Form', hint: 'cards: kort. list: liste med flueben. rows: rækker med streger.' }),
  }),
  block('service-overview', 'Funktioner, gevinster og anvendelser', {
    ...band,
    // The headings over the entry's three lists: the features shown, the other two folded.
    featuresEyebrow: optionalLine('Funktioner: lille overskrift'),
    featuresTitle: line('Funktioner: overskrift'),
    benefitsEyebrow: line('Gevinster: lille overskrift'),
    benefitsTitle: line('Gevinster: overskrift'),
    useCasesEyebrow: line('Anvendelser: lille overskrift'),
    useCasesTitle: line('Anvendelser: overskrift'),
  }),
  block('closing', 'Afsluttende knap', {
    // The booking button's label (docs/product.md#contact-button-labels).
    label: line('Knap til booking'),
    // Adds the `Tilbage` link beside the button.
    back: z.boolean().default(false).meta({ label: 'Med Tilbage-link' }),
  }),
] as const;

export const serviceSection = z.discriminatedUnion('type', [...ownLayoutBlocks, ...listBlocks, ...figureBlocks]);

export type ServiceSection = z.infer<typeof serviceSection>;

// The page's blocks in order.
export const serviceSections = z
  .array(serviceSection)
  .meta({ label: 'Sektioner', hint: 'Sidens blokke i rækkefølge. Den sidste er som regel en afsluttende knap.' });
