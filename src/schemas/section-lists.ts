import { z } from 'astro/zod';
import {
  band,
  block,
  button,
  figureHint,
  heading,
  icon,
  line,
  lines,
  optionalLine,
  paragraph,
} from './section-fields.ts';

/**
 * The blocks of a bespoke service page that are a heading over a list of one shape: cards, steps, rows,
 * disclosures, ticks, tags and comparisons (src/schemas/sections.ts holds the union of all blocks).
 */

/** An item of an icon list: cards, disclosures or ruled rows. */
const iconItem = z.object({
  // The item's sign.
  icon,
  // A short label over the title, e.g. a level or a time horizon.
  tag: optionalLine('Mærkat', 'Kort linje over titlen.'),
  // The item's name.
  title: line('Titel'),
  // One or two sentences about it.
  description: paragraph('Tekst'),
  // A short list under the text.
  points: lines('Punkter').optional(),
  // A result under the text, e.g. "Færre uplanlagte stop".
  metric: optionalLine('Resultat', 'Fremhævet linje under teksten.'),
});

/** Two to three columns' words: a title, a line under it and their points. */
const column = {
  // The column's name.
  title: line('Titel'),
  // One line under the title: what the side is.
  description: optionalLine('Linje under titlen'),
};

/** How many columns on wide screens. */
const columnsMeta = { label: 'Kolonner', hint: 'Antal kolonner på en bred skærm.' };

export const listBlocks = [
  block('benefit-cards', 'Kort med tal', {
    ...band,
    ...heading,
    // Three or four cards, each led by a figure.
    cards: z
      .array(
        z.object({
          // The figure the card leads with, by its key.
          metric: line('Tal', figureHint),
          // What the figure means, e.g. "flere bookinger".
          impact: optionalLine('Hvad tallet betyder'),
          // The card's heading.
          title: line('Titel'),
          // One or two sentences.
          description: paragraph('Tekst', 'Navnet {agent} kan indgå.'),
        }),
      )
      .meta({ label: 'Kort' }),
  }),
  block('numbered-steps', 'Nummererede trin', {
    ...band,
    ...heading,
    // The steps in order; the page numbers them.
    steps: z
      .array(
        z.object({
          // The step's name.
          title: line('Titel'),
          // What happens in it.
          description: paragraph('Tekst', 'Navnet {agent} kan indgå.'),
          // How long the step takes, e.g. "2–3 uger".
          duration: optionalLine('Varighed', 'Fx "2–3 uger".'),
          // Short tags under the text (platforms, deliverables).
          points: lines('Mærkater').optional(),
        }),
      )
      .meta({ label: 'Trin' }),
    ...button,
  }),
  block('icon-cards', 'Kort med ikoner', {
    ...band,
    ...heading,
    // How many columns on wide screens.
    columns: z
      .union([z.literal(2), z.literal(3), z.literal(4)])
      .default(3)
      .meta(columnsMeta),
    // Boxed cards, or the same items unboxed.
    variant: z
      .enum(['cards', 'list'])
      .default('cards')
      .meta({ label: 'Form', hint: 'cards: kort med kant. list: uden kant.' }),
    // The cards.
    items: z.array(iconItem).meta({ label: 'Kort' }),
  }),
  block('details', 'Fold-ud-liste', {
    ...band,
    ...heading,
    // The items; each title shows, the rest folds out, one item open at a time.
    items: z
      .array(iconItem.extend({ description: paragraph('Tekst').optional() }))
      .meta({ label: 'Punkter', hint: 'Titlerne vises altid; resten foldes ud, ét punkt ad gangen.' }),
  }),
  block('ruled-rows', 'Rækker med ikoner', {
    ...band,
    ...heading,
    // How many columns on wide screens.
    columns: z
      .union([z.literal(2), z.literal(3)])
      .default(2)
      .meta(columnsMeta),
    // The rows, each under a hairline.
    items: z.array(iconItem.omit({ points: true })).meta({ label: 'Rækker' }),
  }),
  block('check-list', 'Liste med flueben', {
    ...band,
    ...heading,
    // The ticked lines.
    items: lines('Punkter'),
    // Flow a long list down two, then three columns.
    columns: z.boolean().default(false).meta({ label: 'I kolonner' }),
    // Smaller type and ticks.
    compact: z.boolean().default(false).meta({ label: 'Kompakt' }),
  }),
  block('tag-groups', 'Grupper af mærkater', {
    ...band,
    ...heading,
    // One ruled row per group: its name beside its tags.
    groups: z.array(z.object({ title: line('Gruppe'), tags: lines('Mærkater') })).meta({ label: 'Grupper' }),
  }),
  block('comparison-table', 'Sammenligning i tabel', {
    ...band,
    ...heading,
    // Names the table for screen readers.
    caption: line('Tabellens navn', 'Læses op af skærmlæsere.'),
    // The two sides, row by row.
    columns: z
      .array(
        z.object({
          ...column,
          // The side's answers, row by row.
          points: lines('Rækker', 'Række for række: det n-te punkt i hver kolonne svarer på det samme.'),
        }),
      )
      .length(2)
      .meta({ label: 'De to kolonner' }),
  }),
  block('comparison-columns', 'Sammenligning i kolonner', {
    ...band,
    ...heading,
    // Two or three options side by side.
    columns: z
      .array(
        z.object({
          ...column,
          // The option's points.
          points: lines('Punkter'),
          // The side the page recommends.
          highlight: z.boolean().default(false).meta({ label: 'Fremhævet' }),
          // Marks the points as drawbacks (a cross instead of a tick).
          drawbacks: z.boolean().default(false).meta({ label: 'Ulemper (kryds)' }),
        }),
      )
      .min(2)
      .max(3)
      .meta({ label: 'Kolonner' }),
  }),
  block('contrast-columns', 'To slags side om side', {
    ...band,
    ...heading,
    // The two kinds, in ruled columns.
    columns: z
      .array(
        z.object({
          // The kind's sign.
          icon,
          // Its name.
          title: line('Titel'),
          // A short mark beside the name, e.g. "Findes i dag".
          status: line('Mærkat', 'Kort linje ved titlen.'),
          // What it is.
          description: paragraph('Tekst'),
          // Examples of it, ticked.
          examples: lines('Eksempler'),
        }),
      )
      .length(2)
      .meta({ label: 'De to kolonner' }),
  }),
] as const;
