import { z } from 'astro/zod';
import {
  band,
  block,
  button,
  figureHint,
  figureRef,
  heading,
  level,
  line,
  lines,
  measure,
  optionalLine,
  paragraph,
  titledHeading,
} from './section-fields.ts';

/**
 * The blocks of a bespoke service page that state figures or prices: ruled figures and tiles, rows led by a
 * figure, made-up example projects with their typical effect, rated points and the price and return boxes
 * (src/schemas/sections.ts holds the union of all blocks). Each figure is named by its key.
 */

/** A titled point rated by its weight. */
const ratedPoint = z.object({
  // The point's name.
  title: line('Titel'),
  // Why it weighs as it does.
  description: paragraph('Tekst'),
  // How much it weighs.
  level,
});

/** How many columns on wide screens. */
const columnsMeta = { label: 'Kolonner', hint: 'Antal kolonner på en bred skærm.' };

export const figureBlocks = [
  block('ruled-figures', 'Tal på linjer', {
    ...band,
    ...heading,
    // How many columns on wide screens.
    columns: z
      .union([z.literal(2), z.literal(4)])
      .default(4)
      .meta(columnsMeta),
    // The figures, each by its key.
    figures: z.array(figureRef).meta({ label: 'Tal' }),
  }),
  block('stat-grid', 'Tal i felter', {
    ...band,
    ...heading,
    // The figures, each by its key.
    figures: z.array(figureRef).meta({ label: 'Tal' }),
  }),
  block('figure-rows', 'Rækker med tal', {
    ...band,
    ...titledHeading,
    // Ruled rows, the figure beside the text.
    rows: z
      .array(
        z.object({
          // The figure the row leads with, by its key; a row may have none.
          figure: optionalLine('Tal', figureHint),
          // What the figure measures, e.g. "øget genkendelse".
          impact: optionalLine('Hvad tallet betyder', figureHint),
          // The row's heading.
          title: line('Titel'),
          // One sentence.
          description: paragraph('Tekst'),
        }),
      )
      .meta({ label: 'Rækker' }),
    ...button,
  }),
  block('example-projects', 'Eksempler på projekter', {
    ...band,
    ...heading,
    // Cards side by side, or one disclosure each on a long page.
    shape: z
      .enum(['cards', 'disclosures'])
      .default('cards')
      .meta({ label: 'Form', hint: 'cards: kort side om side. disclosures: en fold-ud-række hver.' }),
    // The mark every made-up project carries.
    exampleLabel: line('Mærke', 'Siger, at eksemplet ikke er en kundesag.'),
    // The heading over what we delivered.
    elementsTitle: line('Overskrift over leverancerne'),
    // The words before each project's effect.
    effectLabel: line('Tekst før effekten', 'Fx "Typisk effekt:".'),
    // The made-up projects.
    projects: z
      .array(
        z.object({
          // The project's name.
          title: line('Titel'),
          // Its line of business.
          sector: line('Branche'),
          // What was wrong and what we did.
          description: paragraph('Tekst'),
          // What we delivered.
          elements: lines('Det indgår'),
          // The effect such a project typically has.
          impact: line('Typisk effekt', figureHint),
        }),
      )
      .meta({ label: 'Projekter' }),
  }),
  block('rated-points', 'Punkter med niveau', {
    ...band,
    ...heading,
    measure,
    // The rated points.
    points: z.array(ratedPoint).meta({ label: 'Punkter' }),
    ...button,
  }),
  block('investment-return', 'Investering og afkast', {
    ...band,
    ...heading,
    // The investment by its key: its price range and what it covers come from Priser.
    investment: line('Investering', 'Nøglen til investeringen i Tal, fx investmentReturns.apps.'),
    // The heading in the box, over what the price covers.
    boxTitle: line('Overskrift i boksen'),
    // The words under the price.
    priceLabel: line('Tekst under prisen'),
    // The words under the return; left out with it.
    returnLabel: optionalLine('Tekst under afkastet', figureHint),
    // The expected return; left out where the page states it elsewhere.
    returnValue: optionalLine('Afkast', 'Tom: intet afkast vises.'),
  }),
  block('pricing-factors', 'Pris og hvad den afhænger af', {
    ...band,
    ...heading,
    // The line over the price in the box.
    priceEyebrow: line('Linje over prisen'),
    // The typical price, by its key.
    price: line('Pris', 'Fx {typicalProjectPrice}.'),
    // The line under the price.
    priceNote: line('Linje under prisen'),
    // The promise under it.
    promise: line('Løfte i boksen'),
    ...button,
    measure,
    // What the price depends on, each rated.
    factors: z.array(ratedPoint).meta({ label: 'Faktorer' }),
  }),
  block('return-box', 'Afkast i boks', {
    ...band,
    ...titledHeading,
    ...button,
    // The heading in the box.
    boxTitle: line('Overskrift i boksen'),
    // The return, by its key.
    figure: line('Tal', figureHint),
    // The words under the figure.
    figureLabel: line('Tekst under tallet'),
    // One sentence under it.
    text: paragraph('Tekst'),
  }),
] as const;
