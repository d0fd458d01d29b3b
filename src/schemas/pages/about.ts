import { z } from 'astro/zod';
import { pageEntry } from './shared';
import { icon, line, paragraph } from './text-fields';

const firma = { placeholders: ['firma'] } as const;
const firmaHint = '{firma} bliver til firmaets navn.';

/** A project's step (the course on /about#forloeb; the generic service pages list the same steps). */
const projectStep = z.object({
  // The step's name, as its heading.
  title: line(60, { label: 'Trin' }),
  // How long it takes; only where it is the same for every project (the first meeting).
  duration: z
    .string()
    .trim()
    .max(40)
    .default('')
    .meta({ label: 'Varighed', hint: 'Valgfri. Kun hvor den er den samme i hvert projekt, fx mødets 30–45 minutter.' }),
  // What happens in the step, in a sentence or two.
  description: paragraph(240, { label: 'Beskrivelse' }),
  // What the customer has in hand after it.
  points: z
    .array(line(40, { label: 'Punkt' }))
    .min(1)
    .max(4)
    .meta({ label: 'Det har I bagefter', hint: 'Det, kunden står med efter trinnet; hvert punkt får et flueben.' }),
});

/** The entry content/pages/about.yaml: every word of /about (docs/product.md#about-page). */
export const aboutPage = z.object({
  ...pageEntry('about'),
  // The hero: the page's h1, its intro, the button and the card of what a buyer can check.
  hero: z
    .object({
      // The page's one h1.
      title: line(60, { label: 'Overskrift' }),
      // The paragraph under it.
      intro: paragraph(300, { label: 'Indledning', hint: firmaHint, ...firma }),
      // The booking button's label (docs/product.md#contact-button-labels).
      action: line(30, { label: 'Knap' }),
      // The card beside the intro.
      card: z
        .object({
          // Its title when the company's registration is given.
          titleWithFacts: line(40, {
            label: 'Titel med registrering',
            hint: 'Når juridisk navn, CVR eller adresse er udfyldt.',
          }),
          // Its title when none of them is given: then it only leads on.
          titleWithoutFacts: line(40, {
            label: 'Titel uden registrering',
            hint: 'Når hverken juridisk navn, CVR eller adresse er udfyldt.',
          }),
          // The name of the registered name's line.
          legalName: line(30, { label: 'Betegnelse: juridisk navn' }),
          // The name of the CVR number's line.
          cvr: line(30, { label: 'Betegnelse: CVR' }),
          // The name of the address's line.
          address: line(30, { label: 'Betegnelse: adresse' }),
          // The link to the project's course below.
          courseLink: line(60, { label: 'Link til projektforløbet' }),
          // The link to the data section below.
          dataLink: line(60, { label: 'Link til databeskyttelse' }),
          // The link to /privatliv.
          privacyLink: line(60, { label: 'Link til privatlivspolitikken' }),
          // The link to /tillid.
          trustLink: line(60, { label: 'Link til Tillid og data' }),
        })
        .meta({ label: 'Kortet ved siden af' }),
    })
    .meta({ label: 'Toppen af siden' }),
  // How a project runs (#forloeb), linked from every generic service page.
  course: z
    .object({
      // The line over the heading.
      eyebrow: line(60, { label: 'Lille overskrift' }),
      // The section's heading (h2).
      title: line(80, { label: 'Overskrift' }),
      // The sentence under the heading.
      lead: paragraph(240, { label: 'Indledning' }),
      // Read by screen readers before each step's name.
      stepLabel: line(20, {
        label: 'Trin-nummer (skærmlæser)',
        hint: 'Læses op før hvert trins navn. {nummer} bliver til trinnets nummer.',
        required: ['nummer'],
      }),
      // The name screen readers give each step's list of what the customer has afterwards.
      pointsLabel: line(40, { label: 'Navn på listen (skærmlæser)' }),
      // The steps, in order.
      steps: z
        .array(projectStep)
        .min(2)
        .max(6)
        .meta({ label: 'Trin', hint: 'Vises også på de generelle tjenestesider.' }),
      // The line under the steps, with the link to the data section at {link}.
      dataNote: line(120, {
        label: 'Linje under trinene',
        hint: '{link} er linket til databeskyttelse.',
        required: ['link'],
      }),
      // The link's words.
      dataLink: line(60, { label: 'Linkets tekst' }),
    })
    .meta({ label: 'Sådan forløber et projekt' }),
  // Who the company is and why, with its figures beside it.
  mission: z
    .object({
      // The line over the heading.
      eyebrow: line(60, { label: 'Lille overskrift' }),
      // The section's heading (h2).
      title: line(100, { label: 'Overskrift' }),
      // The mission, a paragraph each.
      paragraphs: z
        .array(paragraph(600, { label: 'Afsnit', hint: firmaHint, ...firma }))
        .min(1)
        .max(4)
        .meta({ label: 'Tekst' }),
      // The figures' heading, read only by screen readers.
      figuresTitle: line(60, { label: 'Overskrift over tallene (skærmlæser)', hint: firmaHint, ...firma }),
    })
    .meta({ label: 'Vores mission' }),
  // The people (content/people/), shown only when there are entries.
  people: z
    .object({
      // The line over the heading.
      eyebrow: line(60, { label: 'Lille overskrift' }),
      // The section's heading (h2).
      title: line(80, { label: 'Overskrift' }),
      // The sentence under the heading.
      lead: paragraph(240, { label: 'Indledning' }),
    })
    .meta({ label: 'Medarbejdere', hint: 'Vises kun, når der er mindst én medarbejder.' }),
  // The technology the solutions are built on.
  technology: z
    .object({
      // The section's heading (h2).
      title: line(80, { label: 'Overskrift' }),
      // The sentence under the heading.
      lead: paragraph(240, { label: 'Indledning' }),
      // One ruled row per technology.
      items: z
        .array(
          z.object({
            // The icon beside it.
            icon: icon(),
            // Its name (h3).
            title: line(60, { label: 'Titel' }),
            // What it does for the customer.
            description: paragraph(240, { label: 'Tekst' }),
          }),
        )
        .min(1)
        .max(6)
        .meta({ label: 'Teknologier' }),
    })
    .meta({ label: 'Teknologien' }),
  // How the company looks after data (#data); its sentences come from the privacy policy's shared statements.
  dataProtection: z
    .object({
      // The line over the heading.
      eyebrow: line(60, { label: 'Lille overskrift' }),
      // The section's heading (h2).
      title: line(80, { label: 'Overskrift' }),
      // The sentence under the heading.
      lead: paragraph(240, { label: 'Indledning' }),
      // The processors' row: its name in the margin.
      processorsTitle: line(60, { label: 'Overskrift: leverandører' }),
      // The sentence over the processors.
      processorsLead: paragraph(200, { label: 'Indledning til leverandørerne' }),
      // The agreement's row: its name in the margin.
      agreementTitle: line(60, { label: 'Overskrift: databehandleraftale' }),
      // The row that says callers hear first that it is an AI: its name in the margin.
      disclosureTitle: line(60, {
        label: 'Overskrift: AI-oplysning',
        hint: 'Vises kun, mens assistentens første sætning siger, at den er en AI.',
      }),
      // The retention's row: its name in the margin.
      retentionTitle: line(60, { label: 'Overskrift: opbevaring' }),
      // The line that leads to the privacy policy, the link at {link}.
      privacyNote: line(120, { label: 'Linje om privatlivspolitikken', hint: '{link} er linket.', required: ['link'] }),
      // The link's words.
      privacyLink: line(60, { label: 'Linkets tekst' }),
    })
    .meta({
      label: 'Sådan passer vi på jeres data',
      hint: 'Leverandørerne, opbevaringen og aftalen står under Privatlivspolitik → Fælles sætninger om databeskyttelse.',
    }),
  // The values, ending in the page's closing button.
  values: z
    .object({
      // The line over the heading.
      eyebrow: line(60, { label: 'Lille overskrift' }),
      // The section's heading (h2).
      title: line(80, { label: 'Overskrift' }),
      // The sentence under the heading.
      lead: paragraph(240, { label: 'Indledning' }),
      // The page's closing booking button (docs/product.md#contact-button-labels).
      action: line(30, { label: 'Knap' }),
    })
    .meta({ label: 'Vores værdier' }),
});

export type AboutPage = z.infer<typeof aboutPage>;
export type ProjectStep = z.infer<typeof projectStep>;
