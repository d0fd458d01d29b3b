import { z } from 'astro/zod';
import { line, paragraph } from './copy-fields';

/** What each split row of the home page's `Tre løsninger` section starts with. */
const heading = {
  // The small line over the row's heading: the service's name.
  eyebrow: line(40, { label: 'Lille overskrift' }),
  // The row's heading (h3).
  title: line(100, { label: 'Overskrift' }),
};

/** The link each row's copy ends in. */
const link = line(40, { label: 'Linktekst', hint: 'Linket til tjenestens side.' });

/** The chatbot's row: copy beside a sample conversation. */
const chat = z
  .object({
    ...heading,
    // The paragraph under the heading, with the chatbot's price and an employee's pay.
    lead: paragraph(300, {
      label: 'Indledning',
      hint: '{pris} er chatbottens pris om måneden, {løn} en medarbejders løn.',
      placeholders: ['pris', 'løn'],
    }),
    // The link to the chatbot's page.
    link,
    // The conversation's caption, over it.
    caption: line(80, { label: 'Billedtekst' }),
    // The names screen readers say before each line of the conversation.
    speakers: z
      .object({
        // Before the customer's lines.
        customer: line(30, { label: 'Kunden' }),
        // Before the chatbot's lines.
        bot: line(30, { label: 'Chatbotten' }),
      })
      .meta({ label: 'Hvem taler', hint: 'Læses kun op af skærmlæsere, før hver replik.' }),
    // The sample conversation, line by line.
    conversation: z
      .array(
        z.object({
          // Who says the line: the customer (right) or the chatbot (left).
          from: z.enum(['customer', 'bot']).meta({ label: 'Hvem taler' }),
          // What is said.
          text: line(160, { label: 'Replik' }),
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
    lead: paragraph(300, { label: 'Indledning' }),
    // The ticked points; one may name the typical project price.
    points: z
      .array(line(120, { label: 'Punkt', hint: '{pris} er et typisk projekts prisspænd.', placeholders: ['pris'] }))
      .min(1)
      .max(4)
      .meta({ label: 'Punkter' }),
    // The heading of the platforms, read only by screen readers.
    platformsTitle: line(60, { label: 'Overskrift over platformene', hint: 'Læses kun op af skærmlæsere.' }),
    // The three platforms under the points.
    platforms: z
      .array(
        z.object({
          // The platform's name.
          name: line(30, { label: 'Platform' }),
          // What it is for, under the name.
          text: line(60, { label: 'Tekst' }),
        }),
      )
      .length(3)
      .meta({ label: 'Platforme' }),
    // The link to the websites page.
    link,
    // The drawing's browser tab.
    tab: line(60, { label: 'Fanebladet i tegningen' }),
  })
  .meta({ label: 'Hjemmesider' });

/** The automation row: copy beside an order handled step by step. */
const automation = z
  .object({
    ...heading,
    // The paragraph under the heading, with a month's cost before and after.
    lead: paragraph(300, {
      label: 'Indledning',
      hint: '{før} og {efter} er omkostningen om måneden før og efter automatiseringen.',
      placeholders: ['før', 'efter'],
    }),
    // The ticked points; one may name the time saving.
    points: z
      .array(
        line(120, { label: 'Punkt', hint: '{besparelse} er tidsbesparelsen i procent.', placeholders: ['besparelse'] }),
      )
      .min(1)
      .max(4)
      .meta({ label: 'Punkter' }),
    // The link to the automation page.
    link,
    // The heading of the example beside the copy.
    example: line(80, { label: 'Eksemplets overskrift' }),
    // The example's steps, numbered.
    steps: z
      .array(
        z.object({
          // What happens.
          title: line(60, { label: 'Trin' }),
          // How, under it.
          text: line(80, { label: 'Forklaring' }),
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
    title: line(120, { label: 'Overskrift' }),
    // The chatbot's row.
    chat,
    // The websites row.
    website,
    // The automation row.
    automation,
  })
  .meta({ label: 'Tre løsninger' });
