import { z } from 'astro/zod';
import { pageEntry } from './shared.ts';
import { line, paragraph } from './copy-fields.ts';

/** A paragraph of the policy under its own heading, with a link at {link} where it has one. */
const topic = (label: string, hint?: string, placeholders: readonly string[] = []) =>
  z
    .object({
      // Its heading (h3).
      title: line({ label: 'Overskrift' }, { max: 80 }),
      // The paragraph.
      text: paragraph(
        {
          label: 'Tekst',
          hint: ['{link} er linket.', hint].filter(Boolean).join(' '),
        },
        { max: 1200, names: placeholders, required: ['link'] },
      ),
      // The link's words.
      link: line({ label: 'Linkets tekst' }, { max: 60 }),
    })
    .meta({ label });

/** A processor as the policy, /about#data and /tillid name it; its company and place are settings. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no fields beyond the two by default
const processor = <Shape extends z.ZodRawShape = {}>(label: string, shape: Shape = {} as Shape) =>
  z
    .object({
      // What it does for the company, as a visitor would name it.
      role: line(
        { label: 'Rolle', hint: 'Fx "Stemmeleverandør". Firmaets navn og sted er indstillinger.' },
        { max: 60 },
      ),
      // What it receives and why.
      purpose: paragraph({ label: 'Hvad den modtager og hvorfor' }, { max: 400 }),
      ...shape,
    })
    .meta({ label });

/**
 * What the company says about personal data, once: the policy states it and `/about#data` and `/tillid` quote it
 * (the processors, the transfer ground, retention, the agreement, the AI disclosure and recordings). The settings
 * these sentences name (the processors' companies and places, the booking retention's days, whether the greeting
 * says it is an AI) stay in src/config/.
 */
const statements = z
  .object({
    // The processors, in the order the pages list them.
    processors: z
      .object({
        // The automation platform (bookings and the staff API).
        automation: processor('Automatiseringsplatform'),
        // The voice provider (the demo's call and chat).
        voice: processor('Stemmeleverandør', {
          // What it receives when visitors can also write to the demo agent.
          purposeWithChat: paragraph(
            {
              label: 'Hvad den modtager og hvorfor (når chatten er sat op)',
              hint: 'Bruges i stedet for teksten ovenfor, når man også kan skrive med demo-agenten.',
            },
            { max: 500 },
          ),
        }),
        // The voice provider's call infrastructure.
        callInfrastructure: processor('Opkaldsinfrastruktur'),
        // The host that serves the site.
        hosting: processor('Hosting'),
      })
      .meta({ label: 'Databehandlere' }),
    // The legal ground for a processor outside the EU/EEA.
    transferBasis: paragraph({ label: 'Overførsel uden for EU/EØS' }, { max: 400 }),
    // How long each kind of data is kept.
    retention: z
      .object({
        // Bookings; {dage} is the period the booking workflow deletes by.
        bookings: paragraph(
          {
            label: 'Bookinger',
            hint: '{dage} bliver til det antal dage, bookingsystemet sletter efter (en indstilling).',
          },
          { max: 500, names: ['dage'] },
        ),
        // Customers' data and accounts.
        customers: paragraph({ label: 'Kunder' }, { max: 300 }),
        // The demo's recordings and transcripts.
        demoCalls: paragraph({ label: 'Demosamtaler' }, { max: 300 }),
        // The same, when visitors can also write to the demo agent.
        demoCallsWithChat: paragraph(
          {
            label: 'Demosamtaler (når chatten er sat op)',
            hint: 'Bruges i stedet, når man også kan skrive med demo-agenten.',
          },
          { max: 300 },
        ),
        // Technical logs.
        logs: paragraph({ label: 'Logfiler' }, { max: 300 }),
      })
      .meta({ label: 'Opbevaring' }),
    // The agreement a customer gets when the solution handles their customers' data.
    processingAgreement: paragraph({ label: 'Databehandleraftale' }, { max: 400 }),
    // What callers hear first; shown only while the assistant's greeting says it is an AI (a setting).
    aiDisclosure: paragraph(
      {
        label: 'AI-oplysning',
        hint: 'Vises kun, mens assistentens første sætning siger, at den er en AI (aiDisclosed i src/config/data-protection.ts).',
      },
      { max: 300 },
    ),
    // What a customer's solution needs before it records calls or keeps transcripts.
    recordingConsent: paragraph({ label: 'Optagelser og samtykke' }, { max: 500 }),
  })
  .meta({
    label: 'Fælles sætninger om databeskyttelse',
    hint: 'Står i privatlivspolitikken og på Om os (Sådan passer vi på jeres data) og Tillid og data. Standardtekster, som virksomheden skal bekræfte.',
  });

/** The entry content/pages/privatliv.yaml: every word of the privacy policy, and the statements other pages quote. */
export const privatlivPage = z.object({
  ...pageEntry('privatliv'),
  // The hero.
  hero: z
    .object({
      // The page's one h1.
      title: line({ label: 'Overskrift' }, { max: 60 }),
      // The paragraph under it.
      intro: paragraph({ label: 'Indledning' }, { max: 400 }),
    })
    .meta({ label: 'Toppen af siden' }),
  // Who the controller is.
  controller: z
    .object({
      // The heading (h2).
      title: line({ label: 'Overskrift' }, { max: 60 }),
      // The sentence before the company's name and address.
      lead: paragraph({ label: 'Indledning' }, { max: 200 }),
      // The CVR number's line, once it is given.
      cvr: line({ label: 'CVR-linje', hint: '{cvr} bliver til CVR-nummeret.' }, { max: 40, required: ['cvr'] }),
      // The word before the e-mail address.
      email: line({ label: 'Før e-mailadressen' }, { max: 20 }),
      // The word before the phone number.
      phone: line({ label: 'Før telefonnummeret' }, { max: 20 }),
      // Where to ask.
      questions: paragraph({ label: 'Spørgsmål' }, { max: 240 }),
    })
    .meta({ label: 'Dataansvarlig' }),
  // What is processed and why.
  purposes: z
    .object({
      // The heading (h2).
      title: line({ label: 'Overskrift' }, { max: 80 }),
      // The booking form, {link} to /booking.
      booking: topic('Når du booker et møde'),
      // The voice demo, {link} to /demo.
      demo: topic('Når du prøver stemmedemoen'),
      // Writing with the demo agent, shown when the chat is set up.
      chat: topic(
        'Når du skriver med demoassistenten (når chatten er sat op)',
        '{agent} bliver til demo-agentens navn, {leverandør} til stemmeleverandøren og dens sted, {minutter} til hvor længe en samtale kan fortsætte.',
        ['agent', 'leverandør', 'minutter'],
      ),
      // Visiting the site.
      visit: z
        .object({
          // Its heading (h3).
          title: line({ label: 'Overskrift' }, { max: 80 }),
          // The paragraph; {markør} is the name the browser keeps for the font.
          text: paragraph(
            {
              label: 'Tekst',
              hint: '{markør} bliver til navnet på browserens markør for skrifttypen.',
            },
            { max: 1200, names: ['markør'] },
          ),
        })
        .meta({ label: 'Når du besøger hjemmesiden' }),
    })
    .meta({ label: 'Hvilke oplysninger og hvorfor' }),
  // The legal ground of each processing.
  legalBasis: z
    .object({
      // The heading (h2).
      title: line({ label: 'Overskrift' }, { max: 60 }),
      // Bookings.
      booking: paragraph({ label: 'Booking' }, { max: 500 }),
      // The voice demo.
      demo: paragraph({ label: 'Stemmedemoen' }, { max: 300 }),
      // The voice demo and the chat, when the chat is set up.
      demoWithChat: paragraph({ label: 'Stemmedemoen og chatten (når chatten er sat op)' }, { max: 300 }),
      // Technical logs.
      logs: paragraph({ label: 'Logfiler' }, { max: 300 }),
    })
    .meta({ label: 'Retsgrundlag' }),
  // Who the data is shared with: the processors from the statements below.
  sharing: z
    .object({
      // The heading (h2).
      title: line({ label: 'Overskrift' }, { max: 80 }),
      // The sentence before the processors.
      lead: paragraph({ label: 'Indledning' }, { max: 300 }),
    })
    .meta({ label: 'Hvem vi deler med' }),
  // The heading over the retention periods from the statements below.
  retentionTitle: line({ label: 'Overskrift: opbevaring' }, { max: 80 }),
  // The visitor's rights.
  rights: z
    .object({
      // The heading (h2).
      title: line({ label: 'Overskrift' }, { max: 60 }),
      // The sentence before the list.
      lead: paragraph({ label: 'Indledning' }, { max: 200 }),
      // The rights, a line each.
      items: z
        .array(paragraph({ label: 'Rettighed' }, { max: 300 }))
        .min(1)
        .max(10)
        .meta({ label: 'Rettigheder' }),
      // How to use them, {e-mail} the address as a link.
      contact: paragraph(
        {
          label: 'Sådan bruger du dem',
          hint: '{e-mail} bliver til e-mailadressen som link.',
        },
        { max: 300, required: ['e-mail'] },
      ),
      // Where to complain, {link} the authority's site.
      complaint: paragraph(
        { label: 'Klage', hint: '{link} er linket til Datatilsynet.' },
        { max: 400, required: ['link'] },
      ),
      // The authority's site: the link's words.
      authorityLink: line({ label: 'Datatilsynets link: tekst' }, { max: 60 }),
      // The authority's site: its address.
      authorityHref: z.url().meta({ label: 'Datatilsynets link: adresse' }),
    })
    .meta({ label: 'Dine rettigheder' }),
  // The statements /about#data and /tillid quote.
  statements,
});

export type DataStatements = z.infer<typeof statements>;
