import { z } from 'astro/zod';
import { pageEntry } from './shared';
import { icon, line, paragraph } from './text-fields';

/** A section's heading: the line over it, the heading and the sentence under it. */
const heading = () => ({
  // The line over the heading.
  eyebrow: line(60, { label: 'Lille overskrift' }),
  // The section's heading (h2).
  title: line(80, { label: 'Overskrift' }),
  // The sentence under the heading.
  lead: paragraph(240, { label: 'Indledning' }),
});

/** A point of the trust section: a fact in a line and what it means in a sentence. */
const point = (label: string, title: readonly string[] = [], detail: readonly string[] = []) =>
  z
    .object({
      // The fact, in a line.
      title: line(80, {
        label: 'Punkt',
        ...(title.length > 0 && { placeholders: title, hint: placeholderHint(title) }),
      }),
      // What it means for the buyer, in a sentence.
      detail: paragraph(200, {
        label: 'Forklaring',
        ...(detail.length > 0 && { placeholders: detail, hint: placeholderHint(detail) }),
      }),
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
) =>
  kind(max, {
    label,
    hint: placeholderHint([...placeholders, ...required]),
    placeholders,
    required,
  });

/** One row of where the data goes: what the visitor does, what leaves the browser, and what says nothing is sent. */
const flowRow = <Shape extends z.ZodRawShape>(label: string, shape: Shape, agent = false) =>
  z
    .object({
      // What the visitor (or an employee) does: the row's heading.
      when: agent ? filled(line, 80, 'Når', ['agent']) : line(80, { label: 'Når' }),
      // What leaves the browser when the part is set up.
      what: paragraph(200, { label: 'Hvad' }),
      ...shape,
      // What the row says when the part is not set up on this site.
      off: paragraph(160, { label: 'Hvad, når det ikke er sat op', hint: 'Fx "Intet: demoen er ikke sat op her".' }),
    })
    .meta({ label });

/** The trust section under the heroes of `/` and the four product pages (docs/product.md#tillid). */
export const trustChecksCopy = z
  .object({
    // The line over the heading.
    eyebrow: line(60, { label: 'Lille overskrift' }),
    // The section's heading (h2), also its name for screen readers.
    title: line(80, { label: 'Overskrift' }),
    // The sentence beside the heading (from 640 px).
    lead: paragraph(240, { label: 'Indledning' }),
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
    howToCheckLink: line(60, { label: 'Link til tjek-afsnittet' }),
    // The link to /tillid.
    moreLink: line(60, { label: 'Link til Tillid og data' }),
  })
  .meta({
    label: 'Det kan I selv tjekke (forsiden og produktsiderne)',
    hint: 'Afsnittet under toppen af forsiden og de fire produktsider. Et punkt vises kun, når den del er sat op.',
  });

/** The entry content/pages/tillid.yaml: every word of /tillid and of the trust section under the heroes. */
export const tillidPage = z.object({
  ...pageEntry('tillid'),
  // The hero and the card in short.
  hero: z
    .object({
      // The page's one h1.
      title: line(60, { label: 'Overskrift' }),
      // The paragraph under it.
      intro: paragraph(300, { label: 'Indledning' }),
      // The card's title (shown from 640 px).
      cardTitle: line(40, { label: 'Kortets titel' }),
      // The card's lines: a topic and its answer.
      summary: z
        .array(
          z.object({
            // The topic.
            term: line(60, { label: 'Emne' }),
            // The answer, in a word or two.
            detail: line(40, { label: 'Svar' }),
          }),
        )
        .min(1)
        .max(8)
        .meta({ label: 'Kort fortalt' }),
      // The card's link to the data list.
      dataLink: line(60, { label: 'Link til dataafsnittet' }),
      // The card's link to the browser check.
      checkLink: line(60, { label: 'Link til tjek-afsnittet' }),
    })
    .meta({ label: 'Toppen af siden' }),
  // Who the buyer deals with (#virksomhed): the registration, the contact lines and the people.
  company: z
    .object({
      ...heading(),
      // The name of the company's line when no registered name is given.
      nameTerm: line(30, { label: 'Betegnelse: navn', hint: 'Når det juridiske navn ikke er udfyldt.' }),
      // The name of the registered name's line.
      legalNameTerm: line(30, { label: 'Betegnelse: juridisk navn' }),
      // The name of the CVR number's line.
      cvrTerm: line(30, { label: 'Betegnelse: CVR' }),
      // The name of the address's line.
      addressTerm: line(30, { label: 'Betegnelse: adresse' }),
      // The name of the e-mail's line.
      emailTerm: line(30, { label: 'Betegnelse: e-mail' }),
      // The name of the phone's line.
      phoneTerm: line(30, { label: 'Betegnelse: telefon' }),
      // The note beside the registration, once a CVR number is given.
      registerNote: z
        .object({
          // Its title.
          title: line(40, { label: 'Titel' }),
          // What the register shows.
          text: paragraph(300, { label: 'Tekst' }),
        })
        .meta({ label: 'Tjek det selv (når CVR er udfyldt)' }),
      // The people's part (content/people/), shown only when there are entries.
      people: z
        .object({
          // Its heading (h3).
          title: line(80, { label: 'Overskrift' }),
          // The sentence under it.
          lead: paragraph(240, { label: 'Indledning' }),
        })
        .meta({ label: 'Medarbejdere', hint: 'Vises kun, når der er mindst én medarbejder.' }),
    })
    .meta({ label: 'Hvem I handler med' }),
  // Where a visitor's data goes (#data), a row per part, made from this site's settings.
  flows: z
    .object({
      ...heading(),
      // The name of each row's column: what leaves the browser.
      whatLabel: line(30, { label: 'Kolonne: hvad' }),
      // The name of each row's column: who receives it.
      toLabel: line(30, { label: 'Kolonne: hvortil' }),
      // The name of each row's column: how long it is kept.
      keptLabel: line(30, { label: 'Kolonne: hvor længe' }),
      // A recipient and the host the browser sends to.
      sentTo: filled(line, 80, 'Modtager på adresse', [], ['modtager', 'vært']),
      // Opening a page.
      visit: z
        .object({
          // The row's heading.
          when: line(80, { label: 'Når' }),
          // What every site receives.
          what: paragraph(200, { label: 'Hvad' }),
          // The host, once its company is named.
          toNamed: filled(line, 120, 'Hvortil (hosting med navn)', [], ['modtager', 'vært']),
          // The host, while its company is not named.
          toUnnamed: filled(line, 120, 'Hvortil (hosting uden navn)', [], ['vært']),
        })
        .meta({ label: 'I åbner en side' }),
      // Booking a meeting.
      booking: flowRow('I booker et møde', {
        // The copy the company receives.
        copy: line(80, { label: 'Hvortil: kopi' }),
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
        kept: paragraph(200, { label: 'Hvor længe' }),
      }),
      // The line under the rows: the transfer ground and the link to the policy at {link}.
      privacyNote: filled(line, 200, 'Linje under rækkerne', ['overførsel'], ['link']),
      // The link's words.
      privacyLink: line(60, { label: 'Linkets tekst' }),
    })
    .meta({ label: 'Hvor jeres oplysninger går hen' }),
  // What the site leaves out, and how to check it in the browser (#tjek).
  noTracking: z
    .object({
      ...heading(),
      // What the site does not do, a ticked line each.
      absent: z
        .array(paragraph(200, { label: 'Punkt' }))
        .min(1)
        .max(6)
        .meta({ label: 'Det gør siden ikke' }),
      // The browser check's heading.
      checkTitle: line(60, { label: 'Overskrift: tjek i browseren' }),
      // Step: open the developer tools.
      devtoolsStep: paragraph(200, { label: 'Trin: udviklerværktøjer' }),
      // Step: the network list, every line to the site's own host.
      networkStep: filled(paragraph, 200, 'Trin: netværk', [], ['vært']),
      // Step: no cookies in the storage.
      storageStep: paragraph(200, { label: 'Trin: lager' }),
      // Step, when the booking webhook is set up: where the form sends.
      bookingStep: filled(paragraph, 200, 'Trin: bookingformularen (når online booking er slået til)', [], ['vært']),
      // Step, when the demo is set up: its addresses on a call.
      demoStep: paragraph(200, { label: 'Trin: demoen (når den er sat op)' }),
      // The line under the steps: the automatic test does the same.
      note: paragraph(240, { label: 'Linje under trinene' }),
    })
    .meta({ label: 'Ingen cookies, ingen sporing' }),
  // How the agents introduce themselves, recordings and the agreement (#ai).
  ai: z
    .object({
      ...heading(),
      // The introduction's row: its name in the margin.
      introductionTitle: line(60, { label: 'Overskrift: præsentation' }),
      // The chat's notice, when the demo is set up.
      chatNotice: filled(paragraph, 200, 'Chattens besked (når demoen er sat op)', ['agent']),
      // That the agents' names are not employees'.
      agentNames: filled(paragraph, 200, 'Agenternes navne', [], ['agenter']),
      // The recordings' row: its name in the margin.
      recordingsTitle: line(60, { label: 'Overskrift: optagelser' }),
      // The agreement's row: its name in the margin.
      agreementTitle: line(60, { label: 'Overskrift: databehandleraftale' }),
      // The link to the project's course after the agreement.
      courseLink: line(60, { label: 'Link til projektforløbet' }),
    })
    .meta({
      label: 'AI og aftaler',
      hint: 'Sætningerne om AI-oplysning, optagelser og aftalen står under Privatlivspolitik → Fælles sætninger om databeskyttelse.',
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
            title: line(60, { label: 'Titel' }),
            // What it checks.
            description: paragraph(300, { label: 'Tekst' }),
          }),
        )
        .min(1)
        .max(6)
        .meta({ label: 'Sådan tester vi' }),
      // The barrier's heading.
      barrierTitle: line(60, { label: 'Overskrift: barriere' }),
      // How to report one, the e-mail and the phone as links.
      barrierText: filled(paragraph, 300, 'Sådan melder I en barriere', [], ['e-mail', 'telefon']),
      // The page's closing booking button (docs/product.md#contact-button-labels).
      action: line(30, { label: 'Knap' }),
    })
    .meta({ label: 'Tilgængelighed' }),
  // The trust section under the heroes of / and the four product pages.
  checks: trustChecksCopy,
});

export type TillidPage = z.infer<typeof tillidPage>;
export type TrustChecksCopy = z.infer<typeof trustChecksCopy>;
