import { z } from 'astro/zod';
import { pageEntry } from './shared.ts';
import { icon, line, paragraph } from './copy-fields.ts';

const firma = ['firma'] as const;
const firmaHint = '{firma} bliver til firmaets navn.';

/** A project's step (the course on /about#forloeb and /priser; the generic service pages link to it). */
const projectStep = z.object({
  // The step's name, as its heading.
  title: line({ label: 'Trin' }, { max: 60 }),
  // How long it takes; only where it is the same for every project (the first meeting).
  duration: z
    .string()
    .trim()
    .max(40)
    .default('')
    .meta({ label: 'Varighed', hint: 'Valgfri. Kun hvor den er den samme i hvert projekt, fx mødets 30–45 minutter.' }),
  // What happens in the step, in a sentence or two.
  description: paragraph({ label: 'Beskrivelse' }, { max: 240 }),
  // What the customer has in hand after it.
  points: z
    .array(line({ label: 'Punkt' }, { max: 40 }))
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
      title: line({ label: 'Overskrift' }, { max: 60 }),
      // The paragraph under it.
      intro: paragraph({ label: 'Indledning', hint: firmaHint }, { max: 300, names: firma }),
      // The booking button's label (docs/product.md#contact-button-labels).
      action: line({ label: 'Knap' }, { max: 30 }),
      // The card beside the intro.
      card: z
        .object({
          // Its title when the company's registration is given.
          titleWithFacts: line(
            {
              label: 'Titel med registrering',
              hint: 'Når juridisk navn, CVR eller adresse er udfyldt.',
            },
            { max: 40 },
          ),
          // Its title when none of them is given: then it only leads on.
          titleWithoutFacts: line(
            {
              label: 'Titel uden registrering',
              hint: 'Når hverken juridisk navn, CVR eller adresse er udfyldt.',
            },
            { max: 40 },
          ),
          // The name of the registered name's line.
          legalName: line({ label: 'Betegnelse: juridisk navn' }, { max: 30 }),
          // The name of the CVR number's line.
          cvr: line({ label: 'Betegnelse: CVR' }, { max: 30 }),
          // The name of the address's line.
          address: line({ label: 'Betegnelse: adresse' }, { max: 30 }),
          // The link to the project's course below.
          courseLink: line({ label: 'Link til projektforløbet' }, { max: 60 }),
          // The link to the data section below.
          dataLink: line({ label: 'Link til databeskyttelse' }, { max: 60 }),
          // The link to /privatliv.
          privacyLink: line({ label: 'Link til privatlivspolitikken' }, { max: 60 }),
          // The link to /tillid.
          trustLink: line({ label: 'Link til Tillid og data' }, { max: 60 }),
        })
        .meta({ label: 'Kortet ved siden af' }),
    })
    .meta({ label: 'Toppen af siden' }),
  // How a project runs (#forloeb), linked from every generic service page.
  course: z
    .object({
      // The line over the heading.
      eyebrow: line({ label: 'Lille overskrift' }, { max: 60 }),
      // The section's heading (h2).
      title: line({ label: 'Overskrift' }, { max: 80 }),
      // The sentence under the heading.
      lead: paragraph({ label: 'Indledning' }, { max: 240 }),
      // Read by screen readers before each step's name.
      stepLabel: line(
        {
          label: 'Trin-nummer (skærmlæser)',
          hint: 'Læses op før hvert trins navn. {nummer} bliver til trinnets nummer.',
        },
        { max: 20, required: ['nummer'] },
      ),
      // The name screen readers give each step's list of what the customer has afterwards.
      pointsLabel: line({ label: 'Navn på listen (skærmlæser)' }, { max: 40 }),
      // The steps, in order.
      steps: z
        .array(projectStep)
        .min(2)
        .max(6)
        .meta({ label: 'Trin', hint: 'Vises også på de generelle tjenestesider.' }),
      // The line under the steps, with the link to the data section at {link}.
      dataNote: line(
        {
          label: 'Linje under trinene',
          hint: '{link} er linket til databeskyttelse.',
        },
        { max: 120, required: ['link'] },
      ),
      // The link's words.
      dataLink: line({ label: 'Linkets tekst' }, { max: 60 }),
    })
    .meta({ label: 'Sådan forløber et projekt' }),
  // Who the company is and why, with its figures beside it.
  mission: z
    .object({
      // The line over the heading.
      eyebrow: line({ label: 'Lille overskrift' }, { max: 60 }),
      // The section's heading (h2).
      title: line({ label: 'Overskrift' }, { max: 100 }),
      // The mission, a paragraph each.
      paragraphs: z
        .array(paragraph({ label: 'Afsnit', hint: firmaHint }, { max: 600, names: firma }))
        .min(1)
        .max(4)
        .meta({ label: 'Tekst' }),
      // The figures' heading, read only by screen readers.
      figuresTitle: line({ label: 'Overskrift over tallene (skærmlæser)', hint: firmaHint }, { max: 60, names: firma }),
    })
    .meta({ label: 'Vores mission' }),
  // The people (content/people/), shown only when there are entries.
  people: z
    .object({
      // The line over the heading.
      eyebrow: line({ label: 'Lille overskrift' }, { max: 60 }),
      // The section's heading (h2).
      title: line({ label: 'Overskrift' }, { max: 80 }),
      // The sentence under the heading.
      lead: paragraph({ label: 'Indledning' }, { max: 240 }),
    })
    .meta({ label: 'Medarbejdere', hint: 'Vises kun, når der er mindst én medarbejder.' }),
  // The customers' references (content/references/), here and on the home page and the products' pages.
  references: z
    .object({
      // The line over the heading.
      eyebrow: line({ label: 'Lille overskrift' }, { max: 60 }),
      // The section's heading (h2).
      title: line({ label: 'Overskrift' }, { max: 80 }),
      // The names of a reference's three facts under its quote.
      result: line({ label: 'Betegnelse: resultat' }, { max: 30 }),
      source: line({ label: 'Betegnelse: kilde' }, { max: 30 }),
      permission: line({ label: 'Betegnelse: godkendelsesdato' }, { max: 40 }),
    })
    .meta({
      label: 'Referencer',
      hint: 'Overskriften og betegnelserne ved kundernes referencer, her, på forsiden og på produkternes sider. Vises kun, når der er mindst én reference.',
    }),
  // The technology the solutions are built on.
  technology: z
    .object({
      // The section's heading (h2).
      title: line({ label: 'Overskrift' }, { max: 80 }),
      // The sentence under the heading.
      lead: paragraph({ label: 'Indledning' }, { max: 240 }),
      // One ruled row per technology.
      items: z
        .array(
          z.object({
            // The icon beside it.
            icon: icon(),
            // Its name (h3).
            title: line({ label: 'Titel' }, { max: 60 }),
            // What it does for the customer.
            description: paragraph({ label: 'Tekst' }, { max: 240 }),
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
      eyebrow: line({ label: 'Lille overskrift' }, { max: 60 }),
      // The section's heading (h2).
      title: line({ label: 'Overskrift' }, { max: 80 }),
      // The sentence under the heading.
      lead: paragraph({ label: 'Indledning' }, { max: 240 }),
      // The processors' row: its name in the margin.
      processorsTitle: line({ label: 'Overskrift: leverandører' }, { max: 60 }),
      // The sentence over the processors.
      processorsLead: paragraph({ label: 'Indledning til leverandørerne' }, { max: 200 }),
      // The agreement's row: its name in the margin.
      agreementTitle: line({ label: 'Overskrift: databehandleraftale' }, { max: 60 }),
      // The row that says callers hear first that it is an AI: its name in the margin.
      disclosureTitle: line(
        {
          label: 'Overskrift: AI-oplysning',
          hint: 'Vises kun, mens assistentens første sætning siger, at den er en AI.',
        },
        { max: 60 },
      ),
      // The retention's row: its name in the margin.
      retentionTitle: line({ label: 'Overskrift: opbevaring' }, { max: 60 }),
      // The line that leads to the privacy policy, the link at {link}.
      privacyNote: line(
        { label: 'Linje om privatlivspolitikken', hint: '{link} er linket.' },
        { max: 120, required: ['link'] },
      ),
      // The link's words.
      privacyLink: line({ label: 'Linkets tekst' }, { max: 60 }),
    })
    .meta({
      label: 'Sådan passer vi på jeres data',
      hint: 'Leverandørerne, opbevaringen og aftalen står under Privatlivspolitik → Fælles sætninger om databeskyttelse.',
    }),
  // The values, ending in the page's closing button.
  values: z
    .object({
      // The line over the heading.
      eyebrow: line({ label: 'Lille overskrift' }, { max: 60 }),
      // The section's heading (h2).
      title: line({ label: 'Overskrift' }, { max: 80 }),
      // The sentence under the heading.
      lead: paragraph({ label: 'Indledning' }, { max: 240 }),
      // The page's closing booking button (docs/product.md#contact-button-labels).
      action: line({ label: 'Knap' }, { max: 30 }),
      // The four values, here and on the home page.
      items: z
        .array(
          z
            .object({
              // The value's name.
              title: line({ label: 'Værdi' }, { max: 40 }),
              // What it means for a customer, in a sentence.
              description: paragraph({ label: 'Forklaring' }, { max: 200 }),
              // The icon beside it on the home page.
              icon: icon(),
            })
            .meta({ label: 'Værdi' }),
        )
        .length(4)
        .meta({ label: 'Værdierne', hint: 'Fire værdier: forsiden viser dem fire på række.' }),
    })
    .meta({ label: 'Vores værdier' }),
});

export type AboutPage = z.infer<typeof aboutPage>;
