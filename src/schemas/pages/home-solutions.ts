import { z } from 'astro/zod';
import { line, paragraph } from './copy-fields.ts';
import { siteDrawing } from '../illustrations.ts';

/** What each split row of the home page's `Tre løsninger` section starts with. */
const heading = {
  // The small line over the row's heading: the service's name.
  eyebrow: line({ label: 'Lille overskrift' }, { max: 40 }),
  // The row's heading (h3).
  title: line({ label: 'Overskrift' }, { max: 100 }),
};

/** The link each row's copy ends in. */
const link = line({ label: 'Linktekst', hint: 'Linket til tjenestens side.' }, { max: 40 });

/** The chatbot's row: copy beside a sample conversation. */
const chat = z
  .object({
    ...heading,
    // The paragraph under the heading, with the chatbot's price and an employee's pay.
    lead: paragraph(
      {
        label: 'Indledning',
        hint: '{pris} er chatbottens pris om måneden, {løn} en medarbejders løn.',
      },
      { max: 300, names: ['pris', 'løn'] },
    ),
    // The link to the chatbot's page.
    link,
    // The conversation's caption, over it.
    caption: line({ label: 'Billedtekst' }, { max: 80 }),
    // The names screen readers say before each line of the conversation.
    speakers: z
      .object({
        // Before the customer's lines.
        customer: line({ label: 'Kunden' }, { max: 30 }),
        // Before the chatbot's lines.
        bot: line({ label: 'Chatbotten' }, { max: 30 }),
      })
      .meta({ label: 'Hvem taler', hint: 'Læses kun op af skærmlæsere, før hver replik.' }),
    // The sample conversation, line by line.
    conversation: z
      .array(
        z.object({
          // Who says the line: the customer (right) or the chatbot (left).
          from: z.enum(['customer', 'bot']).meta({ label: 'Hvem taler' }),
          // What is said.
          text: line({ label: 'Replik' }, { max: 160 }),
        }),
      )
      .min(2)
      .max(6)
      .meta({ label: 'Samtalen' }),
  })
  .meta({ label: 'Chatbot' });

/** The websites row: copy beside the drawing of a finished site. */
const website = z
  .object({
    ...heading,
    // The paragraph under the heading.
    lead: paragraph({ label: 'Indledning' }, { max: 300 }),
    // The ticked points; one may name the typical project price.
    points: z
      .array(line({ label: 'Punkt', hint: '{pris} er et typisk projekts prisspænd.' }, { max: 120, names: ['pris'] }))
      .min(1)
      .max(4)
      .meta({ label: 'Punkter' }),
    // The heading of the platforms, read only by screen readers.
    platformsTitle: line({ label: 'Overskrift over platformene', hint: 'Læses kun op af skærmlæsere.' }, { max: 60 }),
    // The three platforms under the points.
    platforms: z
      .array(
        z.object({
          // The platform's name.
          name: line({ label: 'Platform' }, { max: 30 }),
          // What it is for, under the name.
          text: line({ label: 'Tekst' }, { max: 60 }),
        }),
      )
      .length(3)
      .meta({ label: 'Platforme' }),
    // The link to the websites page.
    link,
    // The drawing's browser tab.
    tab: line({ label: 'Fanebladet i tegningen' }, { max: 60 }),
    // The words on the made-up site in the drawing.
    site: siteDrawing,
  })
  .meta({ label: 'Hjemmesider' });

/** The automation row: copy beside an order handled step by step. */
const automation = z
  .object({
    ...heading,
    // The paragraph under the heading, with a month's cost before and after.
    lead: paragraph(
      {
        label: 'Indledning',
        hint: '{før} og {efter} er omkostningen om måneden før og efter automatiseringen.',
      },
      { max: 300, names: ['før', 'efter'] },
    ),
    // The ticked points; one may name the time saving.
    points: z
      .array(
        line(
          { label: 'Punkt', hint: '{besparelse} er tidsbesparelsen i procent.' },
          { max: 120, names: ['besparelse'] },
        ),
      )
      .min(1)
      .max(4)
      .meta({ label: 'Punkter' }),
    // The link to the automation page.
    link,
    // The heading of the example beside the copy.
    example: line({ label: 'Eksemplets overskrift' }, { max: 80 }),
    // The example's steps, numbered.
    steps: z
      .array(
        z.object({
          // What happens.
          title: line({ label: 'Trin' }, { max: 60 }),
          // How, under it.
          text: line({ label: 'Forklaring' }, { max: 80 }),
        }),
      )
      .min(2)
      .max(6)
      .meta({ label: 'Trin' }),
  })
  .meta({ label: 'Automatisering' });

/** The home page's section of three split rows (docs/product.md#home-page, item 5). */
export const homeSolutions = z
  .object({
    // The heading over the three rows.
    title: line({ label: 'Overskrift' }, { max: 120 }),
    // The chatbot's row.
    chat,
    // The websites row.
    website,
    // The automation row.
    automation,
  })
  .meta({ label: 'Tre løsninger' });
