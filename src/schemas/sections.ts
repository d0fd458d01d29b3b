import { z } from 'astro/zod';
import {
  band,
  button,
  figureHint,
  figureRef,
  heading,
  icon,
  illustration,
  level,
  line,
  lines,
  measure,
  paragraph,
  titledHeading,
} from './section-fields';

/**
 * The sections of a bespoke service page (`sections` in content/services/<slug>.md), in the order the page
 * shows them. Each block is one shape, told apart by `type`; one renderer maps each to its component
 * (src/components/sections/ServiceSections.astro). A block starts a band (a section with an h2) unless it
 * `continues` the one above. Copy may name a figure as `{key}` (src/config/figures.ts) and the demo agent as
 * `{agent}`; the build fills them in.
 */
const block = <Type extends string, Shape extends z.ZodRawShape>(type: Type, label: string, shape: Shape) =>
  z.object({ type: z.literal(type).meta({ label: 'Type', widget: 'hidden' }), ...shape }).meta({ label });

/** An item of an icon list: cards, disclosures or ruled rows. */
const iconItem = z.object({
  icon,
  // A short label over the title, e.g. a level or a time horizon.
  tag: z.string().trim().min(1).optional().meta({ label: 'Mærkat', hint: 'Kort linje over titlen.' }),
  title: line('Titel'),
  description: paragraph('Tekst'),
  // A short list under the text.
  points: lines('Punkter').optional(),
  // A result under the text, e.g. "Færre uplanlagte stop".
  metric: z.string().trim().min(1).optional().meta({ label: 'Resultat', hint: 'Fremhævet linje under teksten.' }),
});

/** A titled point rated by its weight. */
const ratedPoint = z.object({ title: line('Titel'), description: paragraph('Tekst'), level });

export const serviceSection = z.discriminatedUnion('type', [
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
    // The facts on the card.
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
    exampleLabel: z.string().trim().min(1).optional().meta({ label: 'Mærke under illustrationen' }),
  }),
  block('illustration', 'Illustration', { ...band, ...heading, illustration }),
  block('try-chatbot', 'Prøv chatbotten', {
    title: line('Overskrift'),
    text: paragraph('Tekst', 'Navnet {agent} kan indgå.'),
    points: lines('Punkter'),
    // Shown where JavaScript is off.
    noScriptMessage: line('Besked uden JavaScript'),
  }),
  block('benefit-cards', 'Kort med tal', {
    ...band,
    ...heading,
    cards: z
      .array(
        z.object({
          metric: line('Tal', figureHint),
          impact: z.string().trim().min(1).optional().meta({ label: 'Hvad tallet betyder' }),
          title: line('Titel'),
          description: paragraph('Tekst', 'Navnet {agent} kan indgå.'),
        }),
      )
      .meta({ label: 'Kort' }),
  }),
  block('numbered-steps', 'Nummererede trin', {
    ...band,
    ...heading,
    steps: z
      .array(
        z.object({
          title: line('Titel'),
          description: paragraph('Tekst', 'Navnet {agent} kan indgå.'),
          // How long the step takes, e.g. "2–3 uger".
          duration: z.string().trim().min(1).optional().meta({ label: 'Varighed', hint: 'Fx "2–3 uger".' }),
          points: lines('Mærkater').optional(),
        }),
      )
      .meta({ label: 'Trin' }),
    ...button,
  }),
  block('text-link', 'Linje med link', {
    text: line('Tekst'),
    linkLabel: line('Linkets tekst'),
    // Where the link leads: the page's part about data protection.
    link: z.enum(['data-protection']).meta({ label: 'Link til', hint: 'data-protection: Om os, afsnittet om data.' }),
  }),
  block('savings', 'Besparelse med beregner', {
    ...band,
    eyebrow: line('Lille overskrift'),
    title: line('Overskrift', figureHint),
    lead: paragraph('Indledning'),
    // The comparison the calculator starts from: a key under `savings` in Tal.
    comparison: line('Regnestykke', 'Nøglen til regnestykket i Tal, fx savings.phoneAssistant.'),
    points: lines('Punkter').optional(),
    boxTitle: z.string().trim().min(1).optional().meta({ label: 'Beregnerens undertitel' }),
    note: z.string().trim().min(1).optional().meta({ label: 'Note under regnestykket' }),
    ...button,
  }),
  block('savings-calculator', 'Beregner', {
    ...band,
    comparison: line('Regnestykke', 'Nøglen til regnestykket i Tal, fx savings.automation.'),
    boxTitle: z.string().trim().min(1).optional().meta({ label: 'Beregnerens undertitel' }),
    note: z.string().trim().min(1).optional().meta({ label: 'Note under regnestykket' }),
    ...button,
  }),
  block('points', 'Punkter fra tjenesten', {
    ...band,
    ...heading,
    // Which of the entry's own lists to show.
    list: z
      .enum(['features', 'benefits', 'useCases'])
      .meta({ label: 'Liste', hint: 'features: Funktioner. benefits: Gevinster. useCases: Anvendelser.' }),
    columns: z
      .union([z.literal(2), z.literal(3)])
      .default(3)
      .meta({ label: 'Kolonner' }),
    variant: z
      .enum(['cards', 'list', 'rows'])
      .default('cards')
      .meta({ label: 'Form', hint: 'cards: kort. list: liste med flueben. rows: rækker med streger.' }),
  }),
  block('service-overview', 'Funktioner, gevinster og anvendelser', {
    ...band,
    featuresEyebrow: z.string().trim().optional().meta({ label: 'Funktioner: lille overskrift' }),
    featuresTitle: line('Funktioner: overskrift'),
    benefitsEyebrow: line('Gevinster: lille overskrift'),
    benefitsTitle: line('Gevinster: overskrift'),
    useCasesEyebrow: line('Anvendelser: lille overskrift'),
    useCasesTitle: line('Anvendelser: overskrift'),
  }),
  block('icon-cards', 'Kort med ikoner', {
    ...band,
    ...heading,
    columns: z
      .union([z.literal(2), z.literal(3), z.literal(4)])
      .default(3)
      .meta({ label: 'Kolonner' }),
    variant: z
      .enum(['cards', 'list'])
      .default('cards')
      .meta({ label: 'Form', hint: 'cards: kort med kant. list: uden kant.' }),
    items: z.array(iconItem).meta({ label: 'Kort' }),
  }),
  block('details', 'Fold-ud-liste', {
    ...band,
    ...heading,
    items: z
      .array(iconItem.extend({ description: paragraph('Tekst').optional() }))
      .meta({ label: 'Punkter', hint: 'Titlerne vises altid; resten foldes ud, ét punkt ad gangen.' }),
  }),
  block('ruled-rows', 'Rækker med ikoner', {
    ...band,
    ...heading,
    columns: z
      .union([z.literal(2), z.literal(3)])
      .default(2)
      .meta({ label: 'Kolonner' }),
    items: z.array(iconItem.omit({ points: true })).meta({ label: 'Rækker' }),
  }),
  block('check-list', 'Liste med flueben', {
    ...band,
    ...heading,
    items: lines('Punkter'),
    // Flow a long list down two, then three columns.
    columns: z.boolean().default(false).meta({ label: 'I kolonner' }),
    // Smaller type and ticks.
    compact: z.boolean().default(false).meta({ label: 'Kompakt' }),
  }),
  block('tag-groups', 'Grupper af mærkater', {
    ...band,
    ...heading,
    groups: z.array(z.object({ title: line('Gruppe'), tags: lines('Mærkater') })).meta({ label: 'Grupper' }),
  }),
  block('ruled-figures', 'Tal på linjer', {
    ...band,
    ...heading,
    columns: z
      .union([z.literal(2), z.literal(4)])
      .default(4)
      .meta({ label: 'Kolonner' }),
    figures: z.array(figureRef).meta({ label: 'Tal' }),
  }),
  block('stat-grid', 'Tal i felter', { ...band, ...heading, figures: z.array(figureRef).meta({ label: 'Tal' }) }),
  block('comparison-table', 'Sammenligning i tabel', {
    ...band,
    ...heading,
    // Names the table for screen readers.
    caption: line('Tabellens navn', 'Læses op af skærmlæsere.'),
    columns: z
      .array(
        z.object({
          title: line('Titel'),
          description: z.string().trim().min(1).optional().meta({ label: 'Linje under titlen' }),
          points: lines('Rækker', 'Række for række: det n-te punkt i hver kolonne svarer på det samme.'),
        }),
      )
      .length(2)
      .meta({ label: 'De to kolonner' }),
  }),
  block('comparison-columns', 'Sammenligning i kolonner', {
    ...band,
    ...heading,
    columns: z
      .array(
        z.object({
          title: line('Titel'),
          description: z.string().trim().min(1).optional().meta({ label: 'Linje under titlen' }),
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
  block('figure-rows', 'Rækker med tal', {
    ...band,
    ...titledHeading,
    rows: z
      .array(
        z.object({
          figure: z.string().trim().min(1).optional().meta({ label: 'Tal', hint: figureHint }),
          impact: z.string().trim().min(1).optional().meta({ label: 'Hvad tallet betyder', hint: figureHint }),
          title: line('Titel'),
          description: paragraph('Tekst'),
        }),
      )
      .meta({ label: 'Rækker' }),
    ...button,
  }),
  block('example-projects', 'Eksempler på projekter', {
    ...band,
    ...heading,
    shape: z
      .enum(['cards', 'disclosures'])
      .default('cards')
      .meta({ label: 'Form', hint: 'cards: kort side om side. disclosures: en fold-ud-række hver.' }),
    // The mark every made-up project carries.
    exampleLabel: line('Mærke', 'Siger, at eksemplet ikke er en kundesag.'),
    elementsTitle: line('Overskrift over leverancerne'),
    effectLabel: line('Tekst før effekten', 'Fx "Typisk effekt:".'),
    projects: z
      .array(
        z.object({
          title: line('Titel'),
          sector: line('Branche'),
          description: paragraph('Tekst'),
          elements: lines('Det indgår'),
          impact: line('Typisk effekt', figureHint),
        }),
      )
      .meta({ label: 'Projekter' }),
  }),
  block('rated-points', 'Punkter med niveau', {
    ...band,
    ...heading,
    measure,
    points: z.array(ratedPoint).meta({ label: 'Punkter' }),
    ...button,
  }),
  block('investment-return', 'Investering og afkast', {
    ...band,
    ...heading,
    boxTitle: line('Overskrift i boksen'),
    includes: lines('Det er med i prisen'),
    priceLabel: line('Tekst under prisen'),
    price: line('Pris', 'Fx {investmentReturns.apps}.'),
    returnLabel: z.string().trim().min(1).optional().meta({ label: 'Tekst under afkastet', hint: figureHint }),
    returnValue: z.string().trim().min(1).optional().meta({ label: 'Afkast', hint: 'Tom: intet afkast vises.' }),
  }),
  block('pricing-factors', 'Pris og hvad den afhænger af', {
    ...band,
    ...heading,
    priceEyebrow: line('Linje over prisen'),
    price: line('Pris', 'Fx {typicalProjectPrice}.'),
    priceNote: line('Linje under prisen'),
    promise: line('Løfte i boksen'),
    ...button,
    measure,
    factors: z.array(ratedPoint).meta({ label: 'Faktorer' }),
  }),
  block('return-box', 'Afkast i boks', {
    ...band,
    ...titledHeading,
    ...button,
    boxTitle: line('Overskrift i boksen'),
    figure: line('Tal', figureHint),
    figureLabel: line('Tekst under tallet'),
    text: paragraph('Tekst'),
  }),
  block('contrast-columns', 'To slags side om side', {
    ...band,
    ...heading,
    columns: z
      .array(
        z.object({
          icon,
          title: line('Titel'),
          status: line('Mærkat', 'Kort linje ved titlen.'),
          description: paragraph('Tekst'),
          examples: lines('Eksempler'),
        }),
      )
      .length(2)
      .meta({ label: 'De to kolonner' }),
  }),
  block('step-carousel', 'Trin for trin (bladres)', {
    ...band,
    ...heading,
    // Names the carousel for screen readers.
    label: line('Navn for skærmlæsere'),
    steps: z.array(z.object({ title: line('Titel'), description: paragraph('Tekst') })).meta({ label: 'Trin' }),
  }),
  block('closing', 'Afsluttende knap', {
    // The booking button's label (docs/product.md#contact-button-labels).
    label: line('Knap til booking'),
    // Adds the `Tilbage` link beside the button.
    back: z.boolean().default(false).meta({ label: 'Med Tilbage-link' }),
  }),
]);

export type ServiceSection = z.infer<typeof serviceSection>;

// The page's blocks in order.
export const serviceSections = z
  .array(serviceSection)
  .meta({ label: 'Sektioner', hint: 'Sidens blokke i rækkefølge. Den sidste er som regel en afsluttende knap.' });
