import { z } from 'astro/zod';
import { pageEntry } from './shared';
import { line, paragraph } from './text-fields';

/** A paragraph of the policy under its own heading, with a link at {link} where it has one. */
const topic = (label: string, hint?: string, placeholders: readonly string[] = []) =>
  z
    .object({
      // Its heading (h3).
      title: line(80, { label: 'Overskrift' }),
      // The paragraph.
      text: paragraph(1200, {
        label: 'Tekst',
        hint: ['{link} er linket.', hint].filter(Boolean).join(' '),
        placeholders,
        required: ['link'],
      }),
      // The link's words.
      link: line(60, { label: 'Linkets tekst' }),
    })
    .meta({ label });

/** A processor as the policy, /about#data and /tillid name it; its company and place are settings. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no fields beyond the two by default
const processor = <Shape extends z.ZodRawShape = {}>(label: string, shape: Shape = {} as Shape) =>
  z
    .object({
      // What it does for the company, as a visitor would name it.
      role: line(60, { label: 'Rolle', hint: 'Fx "Stemmeleverandør". Firmaets navn og sted er indstillinger.' }),
      // What it receives and why.
      purpose: paragraph(400, { label: 'Hvad den modtager og hvorfor' }),
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
          purposeWithChat: paragraph(500, {
            label: 'Hvad den modtager og hvorfor (når chatten er sat op)',
            hint: 'Bruges i stedet for teksten ovenfor, når man også kan skrive med demo-agenten.',
          }),
        }),
        // The voice provider's call infrastructure.
        callInfrastructure: processor('Opkaldsinfrastruktur'),
        // The host that serves the site.
        hosting: processor('Hosting'),
      })
      .meta({ label: 'Databehandlere' }),
    // The legal ground for a processor outside the EU/EEA.
    transferBasis: paragraph(400, { label: 'Overførsel uden for EU/EØS' }),
    // How long each kind of data is kept.
    retention: z
      .object({
        // Bookings; {dage} is the period the booking workflow deletes by.
        bookings: paragraph(500, {
          label: 'Bookinger',
          hint: '{dage} bliver til det antal dage, bookingsystemet sletter efter (en indstilling).',
          placeholders: ['dage'],
        }),
        // Customers' data and accounts.
        customers: paragraph(300, { label: 'Kunder' }),
        // The demo's recordings and transcripts.
        demoCalls: paragraph(300, { label: 'Demosamtaler' }),
        // The same, when visitors can also write to the demo agent.
        demoCallsWithChat: paragraph(300, {
          label: 'Demosamtaler (når chatten er sat op)',
          hint: 'Bruges i stedet, når man også kan skrive med demo-agenten.',
        }),
        // Technical logs.
        logs: paragraph(300, { label: 'Logfiler' }),
      })
      .meta({ label: 'Opbevaring' }),
    // The agreement a customer gets when the solution handles their customers' data.
    processingAgreement: paragraph(400, { label: 'Databehandleraftale' }),
    // What callers hear first; shown only while the assistant's greeting says it is an AI (a setting).
    aiDisclosure: paragraph(300, {
      label: 'AI-oplysning',
      hint: 'Vises kun, mens assistentens første sætning siger, at den er en AI (aiDisclosed i src/config/data-protection.ts).',
    }),
    // What a customer's solution needs before it records calls or keeps transcripts.
    recordingConsent: paragraph(500, { label: 'Optagelser og samtykke' }),
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
      title: line(60, { label: 'Overskrift' }),
      // The paragraph under it.
      intro: paragraph(400, { label: 'Indledning' }),
    })
    .meta({ label: 'Toppen af siden' }),
  // Who the controller is.
  controller: z
    .object({
      // The heading (h2).
      title: line(60, { label: 'Overskrift' }),
      // The sentence before the company's name and address.
      lead: paragraph(200, { label: 'Indledning' }),
      // The CVR number's line, once it is given.
      cvr: line(40, { label: 'CVR-linje', hint: '{cvr} bliver til CVR-nummeret.', required: ['cvr'] }),
      // The word before the e-mail address.
      email: line(20, { label: 'Før e-mailadressen' }),
      // The word before the phone number.
      phone: line(20, { label: 'Før telefonnummeret' }),
      // Where to ask.
      questions: paragraph(240, { label: 'Spørgsmål' }),
    })
    .meta({ label: 'Dataansvarlig' }),
  // What is processed and why.
  purposes: z
    .object({
      // The heading (h2).
      title: line(80, { label: 'Overskrift' }),
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
          title: line(80, { label: 'Overskrift' }),
          // The paragraph; {markør} is the name the browser keeps for the font.
          text: paragraph(1200, {
            label: 'Tekst',
            hint: '{markør} bliver til navnet på browserens markør for skrifttypen.',
            placeholders: ['markør'],
          }),
        })
        .meta({ label: 'Når du besøger hjemmesiden' }),
    })
    .meta({ label: 'Hvilke oplysninger og hvorfor' }),
  // The legal ground of each processing.
  legalBasis: z
    .object({
      // The heading (h2).
      title: line(60, { label: 'Overskrift' }),
      // Bookings.
      booking: paragraph(500, { label: 'Booking' }),
      // The voice demo.
      demo: paragraph(300, { label: 'Stemmedemoen' }),
      // The voice demo and the chat, when the chat is set up.
      demoWithChat: paragraph(300, { label: 'Stemmedemoen og chatten (når chatten er sat op)' }),
      // Technical logs.
      logs: paragraph(300, { label: 'Logfiler' }),
    })
    .meta({ label: 'Retsgrundlag' }),
  // Who the data is shared with: the processors from the statements below.
  sharing: z
    .object({
      // The heading (h2).
      title: line(80, { label: 'Overskrift' }),
      // The sentence before the processors.
      lead: paragraph(300, { label: 'Indledning' }),
    })
    .meta({ label: 'Hvem vi deler med' }),
  // The heading over the retention periods from the statements below.
  retentionTitle: line(80, { label: 'Overskrift: opbevaring' }),
  // The visitor's rights.
  rights: z
    .object({
      // The heading (h2).
      title: line(60, { label: 'Overskrift' }),
      // The sentence before the list.
      lead: paragraph(200, { label: 'Indledning' }),
      // The rights, a line each.
      items: z
        .array(paragraph(300, { label: 'Rettighed' }))
        .min(1)
        .max(10)
        .meta({ label: 'Rettigheder' }),
      // How to use them, {e-mail} the address as a link.
      contact: paragraph(300, {
        label: 'Sådan bruger du dem',
        hint: '{e-mail} bliver til e-mailadressen som link.',
        required: ['e-mail'],
      }),
      // Where to complain, {link} the authority's site.
      complaint: paragraph(400, { label: 'Klage', hint: '{link} er linket til Datatilsynet.', required: ['link'] }),
      // The authority's site: the link's words.
      authorityLink: line(60, { label: 'Datatilsynets link: tekst' }),
      // The authority's site: its address.
      authorityHref: z.url().meta({ label: 'Datatilsynets link: adresse' }),
    })
    .meta({ label: 'Dine rettigheder' }),
  // The statements /about#data and /tillid quote.
  statements,
});

export type DataStatements = z.infer<typeof statements>;
