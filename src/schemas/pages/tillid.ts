import { z } from 'astro/zod';
import { pageEntry } from './shared.ts';
import { icon, line, paragraph } from './copy-fields.ts';

/** A section's heading: the line over it, the heading and the sentence under it. */
const heading = () => ({
  // The line over the heading.
  eyebrow: line({ label: 'Lille overskrift' }, { max: 60 }),
  // The section's heading (h2).
  title: line({ label: 'Overskrift' }, { max: 80 }),
  // The sentence under the heading.
  lead: paragraph({ label: 'Indledning' }, { max: 240 }),
});

/** A point of the trust section: a fact in a line and what it means in a sentence. */
const point = (label: string, title: readonly string[] = [], detail: readonly string[] = []) =>
  z
    .object({
      // The fact, in a line.
      title: line(
        { label: 'Punkt', ...(title.length > 0 && { hint: placeholderHint(title) }) },
        { max: 80, names: title },
      ),
      // What it means for the buyer, in a sentence.
      detail: paragraph(
        { label: 'Forklaring', ...(detail.length > 0 && { hint: placeholderHint(detail) }) },
        { max: 200, names: detail },
      ),
    })
    .meta({ label });

/** What each value the page fills in stands for, as the CMS's hint under a field says it. */
const meanings: Record<string, string> = {
  firma: 'firmaets navn',
  dage: 'antal dage, en booking gemmes',
  modtager: 'den, der modtager (rolle, firma og sted)',
  vært: 'den adresse, browseren sender til',
  agent: 'demo-agentens navn',
  agenter: 'stemmeagenternes navne',
  navn: 'firmaets navn',
  sted: 'stedet',
  leverandør: 'stemmeleverandøren og dens sted',
  via: 'opkaldsinfrastrukturen og dens sted',
  opbevaring: 'hvor længe demosamtaler gemmes (fra privatlivspolitikken)',
  overførsel: 'grundlaget for overførsel uden for EU/EØS (fra privatlivspolitikken)',
  cvr: 'CVR-nummeret',
  link: 'linket',
  'e-mail': 'e-mailadressen som link',
  telefon: 'telefonnummeret som link',
};
const placeholderHint = (names: readonly string[]) =>
  names.map((name) => `{${name}} bliver til ${meanings[name] ?? name}.`).join(' ');

/** A text that names values the page fills in, with the CMS's hint saying what each stands for. */
const filled = (
  kind: typeof line,
  max: number,
  label: string,
  placeholders: readonly string[],
  required: readonly string[] = [],
) => kind({ label, hint: placeholderHint([...placeholders, ...required]) }, { max, names: placeholders, required });

/** One row of where the data goes: what the visitor does, what leaves the browser, and what says nothing is sent. */
const flowRow = <Shape extends z.ZodRawShape>(label: string, shape: Shape, agent = false) =>
  z
    .object({
      // What the visitor (or an employee) does: the row's heading.
      when: agent ? filled(line, 80, 'Når', ['agent']) : line({ label: 'Når' }, { max: 80 }),
      // What leaves the browser when the part is set up.
      what: paragraph({ label: 'Hvad' }, { max: 200 }),
      ...shape,
      // What the row says when the part is not set up on this site.
      off: paragraph(
        { label: 'Hvad, når det ikke er sat op', hint: 'Fx "Intet: demoen er ikke sat op her".' },
        { max: 160 },
      ),
    })
    .meta({ label });

/** The trust section under the home page's hero; its heading also names /tillid's card (docs/product.md#tillid). */
export const trustChecksCopy = z
  .object({
    // The line over the heading.
    eyebrow: line({ label: 'Lille overskrift' }, { max: 60 }),
    // The section's heading (h2), also its name for screen readers.
    title: line({ label: 'Overskrift' }, { max: 80 }),
    // The sentence beside the heading (from 640 px).
    lead: paragraph({ label: 'Indledning' }, { max: 240 }),
    // Always shown.
    noTracking: point('Ingen sporing'),
    // Shown when the booking webhook is set up.
    booking: point('Bookinger (når online booking er slået til)', ['dage'], ['modtager']),
    // Shown when the demo is set up and the assistant says first that it is an AI.
    voiceDisclosed: point(
      'Demoen (når den er sat op, og assistenten siger, at den er en AI)',
      ['agent'],
      ['leverandør', 'via'],
    ),
    // Shown when the demo is set up and the greeting does not say so.
    voice: point('Demoen (når den er sat op, uden AI-oplysning)', ['agent', 'leverandør'], ['via']),
    // Always shown: the agreement before real data.
    agreement: point('Databehandleraftale'),
    // Always shown: accessibility.
    accessibility: point('Tilgængelighed'),
    // How a company and its place are named in the points ("Vapi, Inc. i EU").
    inPlace: filled(line, 40, 'Leverandør med sted', [], ['navn', 'sted']),
    // The link to the company's page in the public register, once a CVR number is given.
    registerLink: filled(line, 60, 'Link til CVR-registret', [], ['cvr']),
    // The link to /tillid#tjek.
    howToCheckLink: line({ label: 'Link til tjek-afsnittet' }, { max: 60 }),
    // The link to /tillid.
    moreLink: line({ label: 'Link til Tillid og data' }, { max: 60 }),
  })
  .meta({
    label: 'Det kan I selv tjekke (forsiden)',
    hint: 'Afsnittet under toppen af forsiden. Overskriften står også over kortet øverst på Tillid og data. Et punkt vises kun, når den del er sat op.',
  });

/** The entry content/pages/tillid.yaml: every word of /tillid and of the home page's trust section. */
export const tillidPage = z.object({
  ...pageEntry('tillid'),
  // The hero and the card in short.
  hero: z
    .object({
      // The page's one h1.
      title: line({ label: 'Overskrift' }, { max: 60 }),
      // The paragraph under it.
      intro: paragraph({ label: 'Indledning' }, { max: 300 }),
      // The card's lines, under the trust section's heading (`checks.title`): a topic and its answer.
      summary: z
        .array(
          z.object({
            // The topic.
            term: line({ label: 'Emne' }, { max: 60 }),
            // The answer, in a word or two.
            detail: line({ label: 'Svar' }, { max: 40 }),
          }),
        )
        .min(1)
        .max(8)
        .meta({
          label: 'Det kan I selv tjekke (kortet)',
          hint: 'Kortet øverst på siden, under overskriften fra forsidens afsnit Det kan I selv tjekke. De tjekbare fakta først.',
        }),
      // The card's link to the data list.
      dataLink: line({ label: 'Link til dataafsnittet' }, { max: 60 }),
      // The card's link to the browser check.
      checkLink: line({ label: 'Link til tjek-afsnittet' }, { max: 60 }),
    })
    .meta({ label: 'Toppen af siden' }),
  // Who the buyer deals with (#virksomhed): the registration, the contact lines and the people.
  company: z
    .object({
      ...heading(),
      // The lead in place of `lead` while no CVR is given: nothing here can be looked up yet, only written and rung to.
      leadWithoutRegister: paragraph(
        { label: 'Indledning uden CVR-nr.', hint: 'Vises i stedet for indledningen, indtil CVR-nummeret er udfyldt.' },
        { max: 240 },
      ),
      // The registration card's title, on /tillid and /about alike.
      factsTitle: line({ label: 'Kortets titel: virksomhedsoplysninger' }, { max: 40 }),
      // The name of the company's line when no registered name is given.
      nameTerm: line({ label: 'Betegnelse: navn', hint: 'Når det juridiske navn ikke er udfyldt.' }, { max: 30 }),
      // The name of the registered name's line.
      legalNameTerm: line({ label: 'Betegnelse: juridisk navn' }, { max: 30 }),
      // The name of the CVR number's line.
      cvrTerm: line({ label: 'Betegnelse: CVR' }, { max: 30 }),
      // The name of the address's line.
      addressTerm: line({ label: 'Betegnelse: adresse' }, { max: 30 }),
      // The name of the opening hours' line (shown when content/company.yaml states them).
      hoursTerm: line({ label: 'Betegnelse: åbningstider' }, { max: 30 }),
      // The name of the e-mail's line.
      emailTerm: line({ label: 'Betegnelse: e-mail' }, { max: 30 }),
      // The name of the phone's line.
      phoneTerm: line({ label: 'Betegnelse: telefon' }, { max: 30 }),
      // The note beside the registration, once a CVR number is given.
      registerNote: z
        .object({
          // Its title.
          title: line({ label: 'Titel' }, { max: 40 }),
          // What the register shows.
          text: paragraph({ label: 'Tekst' }, { max: 300 }),
        })
        .meta({ label: 'Tjek det selv (når CVR er udfyldt)' }),
      // The people's part (content/people/), shown only when there are entries.
      people: z
        .object({
          // Its heading (h3).
          title: line({ label: 'Overskrift' }, { max: 80 }),
          // The sentence under it.
          lead: paragraph({ label: 'Indledning' }, { max: 240 }),
        })
        .meta({ label: 'Medarbejdere', hint: 'Vises kun, når der er mindst én medarbejder.' }),
    })
    .meta({ label: 'Hvem I handler med', hint: 'Virksomhedsoplysningerne her står også på Om os.' }),
  // Where a visitor's data goes (#data), a row per part, made from this site's settings.
  flows: z
    .object({
      ...heading(),
      // The name of each row's column: what leaves the browser.
      whatLabel: line({ label: 'Kolonne: hvad' }, { max: 30 }),
      // The name of each row's column: who receives it.
      toLabel: line({ label: 'Kolonne: hvortil' }, { max: 30 }),
      // The name of each row's column: how long it is kept.
      keptLabel: line({ label: 'Kolonne: hvor længe' }, { max: 30 }),
      // A recipient and the host the browser sends to.
      sentTo: filled(line, 80, 'Modtager på adresse', [], ['modtager', 'vært']),
      // A loopback host, when the whole site runs on one computer for a try-out (`npm start`).
      localHost: filled(line, 100, 'Adresse på denne computer', [], ['vært']),
      // Opening a page.
      visit: z
        .object({
          // The row's heading.
          when: line({ label: 'Når' }, { max: 80 }),
          // What every site receives.
          what: paragraph({ label: 'Hvad' }, { max: 200 }),
          // The host, once its company is named.
          toNamed: filled(line, 120, 'Hvortil (hosting med navn)', [], ['modtager', 'vært']),
          // The host, while its company is not named.
          toUnnamed: filled(line, 120, 'Hvortil (hosting uden navn)', [], ['vært']),
        })
        .meta({ label: 'I åbner en side' }),
      // Booking a meeting.
      booking: flowRow('I booker et møde', {
        // The copy the company receives.
        copy: line({ label: 'Hvortil: kopi' }, { max: 80 }),
        // How long a booking is kept.
        kept: filled(paragraph, 300, 'Hvor længe', ['dage']),
      }),
      // Calling or writing to the demo agent.
      demo: flowRow(
        'I ringer eller skriver til demoen',
        {
          // The call infrastructure that carries a call's sound.
          carrier: filled(line, 120, 'Hvortil: opkaldsinfrastruktur', [], ['modtager']),
          // The question before a call whether the agent is free (when the staff API is set up).
          availability: filled(line, 160, 'Hvortil: spørgsmålet før opkaldet', ['agent'], ['navn', 'vært']),
          // How long conversations are kept.
          kept: filled(paragraph, 300, 'Hvor længe', ['opbevaring']),
        },
        true,
      ),
      // The staff panel.
      staff: flowRow('Medarbejderpanelet', {
        // The staff API that checks the password and sends the bookings.
        to: filled(line, 160, 'Hvortil', [], ['modtager', 'vært']),
        // What the employee's browser keeps.
        kept: paragraph({ label: 'Hvor længe' }, { max: 200 }),
      }),
      // The line under the rows: the transfer ground and the link to the policy at {link}.
      privacyNote: filled(line, 200, 'Linje under rækkerne', ['overførsel'], ['link']),
      // The link's words.
      privacyLink: line({ label: 'Linkets tekst' }, { max: 60 }),
    })
    .meta({ label: 'Hvor jeres oplysninger går hen' }),
  // What the site leaves out, and how to check it in the browser (#tjek).
  noTracking: z
    .object({
      ...heading(),
      // What the site does not do, a ticked line each.
      absent: z
        .array(paragraph({ label: 'Punkt' }, { max: 200 }))
        .min(1)
        .max(6)
        .meta({ label: 'Det gør siden ikke' }),
      // The browser check's heading.
      checkTitle: line({ label: 'Overskrift: tjek i browseren' }, { max: 60 }),
      // Step: open the developer tools.
      devtoolsStep: paragraph({ label: 'Trin: udviklerværktøjer' }, { max: 200 }),
      // Step: the network list, every line to the site's own host.
      networkStep: filled(paragraph, 200, 'Trin: netværk', [], ['vært']),
      // Step: no cookies in the storage.
      storageStep: paragraph({ label: 'Trin: lager' }, { max: 200 }),
      // Step, when the booking webhook is set up: where the form sends.
      bookingStep: filled(paragraph, 200, 'Trin: bookingformularen (når online booking er slået til)', [], ['vært']),
      // Step, when the demo is set up: its addresses on a call.
      demoStep: paragraph({ label: 'Trin: demoen (når den er sat op)' }, { max: 200 }),
      // The line under the steps: the automatic test does the same.
      note: paragraph({ label: 'Linje under trinene' }, { max: 240 }),
    })
    .meta({ label: 'Ingen cookies, ingen sporing' }),
  // How the agents introduce themselves, recordings and the agreement (#ai).
  ai: z
    .object({
      ...heading(),
      // The introduction's row: its name in the margin.
      introductionTitle: line({ label: 'Overskrift: præsentation' }, { max: 60 }),
      // The chat's notice, when the demo is set up.
      chatNotice: filled(paragraph, 200, 'Chattens besked (når demoen er sat op)', ['agent']),
      // That the agents' names are not employees'.
      agentNames: filled(paragraph, 200, 'Agenternes navne', [], ['agenter']),
      // The recordings' row: its name in the margin.
      recordingsTitle: line({ label: 'Overskrift: optagelser' }, { max: 60 }),
      // The agreement's row: its name in the margin.
      agreementTitle: line({ label: 'Overskrift: databehandleraftale' }, { max: 60 }),
      // The link to the project's course after the agreement.
      courseLink: line({ label: 'Link til projektforløbet' }, { max: 60 }),
    })
    .meta({
      label: 'AI og aftaler',
      hint: 'Sætningerne om AI-oplysning, optagelser og aftalen står under Privatlivspolitik → Fælles sætninger om databeskyttelse.',
    }),
  // The figures with a basis and where each comes from (#tal); shown only when a figure has one.
  figures: z
    .object({
      ...heading(),
      // The heading over the figures with a published source.
      sourcedTitle: line({ label: 'Overskrift: tal med kilde' }, { max: 60 }),
      // The heading over the figures of the company's own count.
      countedTitle: line({ label: 'Overskrift: egne opgørelser' }, { max: 60 }),
      // Before the source's name.
      source: line({ label: 'Betegnelse: kilde' }, { max: 30 }),
      // Before the date.
      date: line({ label: 'Betegnelse: dato' }, { max: 30 }),
      // The link to the source.
      sourceLink: line({ label: 'Link til kilden' }, { max: 40 }),
      // Before how the company counted.
      counted: line({ label: 'Betegnelse: egen opgørelse' }, { max: 30 }),
    })
    .meta({
      label: 'Tal og deres grundlag',
      hint: 'Vises kun, når et tal under Tal har grundlaget kilde eller egen opgørelse.',
    }),
  // How the site is tested for accessibility, and how to report a barrier (#tilgaengelighed).
  accessibility: z
    .object({
      ...heading(),
      // How it is tested, a ruled row each.
      checks: z
        .array(
          z.object({
            // The icon beside it.
            icon: icon(),
            // The test, in a line (h3).
            title: line({ label: 'Titel' }, { max: 60 }),
            // What it checks.
            description: paragraph({ label: 'Tekst' }, { max: 300 }),
          }),
        )
        .min(1)
        .max(6)
        .meta({ label: 'Sådan tester vi' }),
      // The barrier's heading.
      barrierTitle: line({ label: 'Overskrift: barriere' }, { max: 60 }),
      // How to report one, the e-mail and the phone as links.
      barrierText: filled(paragraph, 300, 'Sådan melder I en barriere', [], ['e-mail', 'telefon']),
    })
    .meta({ label: 'Tilgængelighed' }),
  // The trust section under the home page's hero.
  checks: trustChecksCopy,
});

export type TillidPage = z.infer<typeof tillidPage>;
export type TrustChecksCopy = z.infer<typeof trustChecksCopy>;
