import { z } from 'astro/zod';
import { line, paragraph } from './pages/copy-fields.ts';

/**
 * The words of the animated illustrations (src/islands/animations/): an illustration is a block whose static
 * texts are fields too. Each illustration's words are one shape, told apart by `type`; the island takes them as
 * props and keeps only its timing and drawing in code. A text with placeholders (`{nr}`) is filled by the
 * island as it plays, with the values its hint names. Lists of a fixed length are the places the drawing has.
 */

/** A list of exactly `length` lines. */
const fixedLines = (length: number, label: string, hint?: string) =>
  z
    .array(line({ label }, { max: 40 }))
    .length(length)
    .meta({ label, hint });

/** What the pause button stops, read out after "Pause"/"Afspil". */
const subject = line({
  label: 'Hvad pauseknappen standser',
  hint: 'Skærmlæsere hører "Pause" eller "Afspil" efterfulgt af dette, fx "sprinttavlen".',
});

const title = line({ label: 'Overskrift i illustrationen' }, { max: 60 });

/** The words of a status badge, one per state. */
const badges = <Key extends string>(keys: Readonly<Record<Key, string>>) =>
  z
    .object(
      Object.fromEntries(
        Object.entries(keys).map(([key, label]) => [key, line({ label: String(label) }, { max: 20 })]),
      ) as {
        [K in Key]: ReturnType<typeof line>;
      },
    )
    .meta({ label: 'Statusord', hint: 'Ordet på mærket ved hver tilstand.' });

/** The drawing of a small company's website: on the home page, and what the website builder assembles. */
export const siteDrawing = z
  .object({
    // The made-up company's name in the header and the footer.
    company: line({ label: 'Firmanavn', hint: 'Et opdigtet navn; logoet viser dets første bogstav.' }, { max: 24 }),
    // The button in the header.
    contact: line({ label: 'Knap i sidehovedet' }, { max: 14 }),
    // The menu, the first item marked as the page shown.
    menu: z
      .array(line({ label: 'Menupunkt' }, { max: 12 }))
      .length(4)
      .meta({ label: 'Menu', hint: 'Fire punkter; det første er siden, der vises. Det fjerde skjules under 360 px.' }),
    // The banner's heading, line and button.
    heroTitle: line({ label: 'Bannerets overskrift' }, { max: 40 }),
    heroText: line({ label: 'Bannerets tekst' }, { max: 24 }),
    heroButton: line({ label: 'Bannerets knap' }, { max: 16 }),
    // The three offers, each with a short line under it.
    cards: z
      .array(
        z.object({
          title: line({ label: 'Titel' }, { max: 14 }),
          text: line({ label: 'Linje' }, { max: 22 }),
        }),
      )
      .length(3)
      .meta({ label: 'Kort', hint: 'Tre kort; teksten er kort, et kort er smalt.' }),
    // The footer's line.
    footer: line({ label: 'Linje i sidefoden' }, { max: 24 }),
  })
  .meta({ label: 'Tegningen af hjemmesiden', hint: 'Ordene på den opdigtede hjemmeside i tegningen.' });

export type SiteDrawingWords = z.infer<typeof siteDrawing>;

/** The words of the AI page's step carousel that it fills as it plays (a step-carousel block's `player`). */
export const carouselPlayer = z
  .object({
    subject,
    // Over the steps, beside the pause button.
    note: line(
      { label: 'Linje over trinene', hint: '{sekunder} bliver antal sekunder mellem trinene.' },
      { max: 140, required: ['sekunder'] },
    ),
    // Over a step's title in its panel.
    stepOf: line({ label: 'Over trinnets titel', hint: '{nr} af {alle}.' }, { max: 30, required: ['nr', 'alle'] }),
    // Before a step's name in the list, read out only.
    stepName: line(
      { label: 'Før trinnets navn (skærmlæsere)', hint: '{nr} bliver trinnets nummer.' },
      { max: 20, required: ['nr'] },
    ),
  })
  .meta({ label: 'Afspilning', hint: 'Ordene karrusellen udfylder, mens den kører.' });

export type CarouselPlayerWords = z.infer<typeof carouselPlayer>;

const illustrationTypes = [
  z
    .object({
      type: z.literal('agile-board'),
      title,
      subject,
      progress: line(
        { label: 'Linje under overskriften', hint: '{færdige} og {alle} bliver antallet af færdige og alle opgaver.' },
        { required: ['færdige', 'alle'] },
      ),
      columns: fixedLines(4, 'Kolonner', 'Fire kolonner fra venstre: opgaverne rykker én kolonne pr. trin.'),
      priorityLabel: line({ label: 'Før prioriteten (skærmlæsere)' }, { max: 20 }),
      priorities: badges({ high: 'Høj', medium: 'Medium', low: 'Lav' }),
      points: line({ label: 'Point', hint: '{antal} bliver opgavens point.' }, { max: 20, required: ['antal'] }),
      tasks: z
        .array(
          z.object({
            title: line({ label: 'Opgave' }, { max: 30 }),
            priority: z.enum(['high', 'medium', 'low']).meta({ label: 'Prioritet', hint: 'high, medium eller low.' }),
            assignee: line({ label: 'Ansvarlig', hint: 'En rolle, ikke et navn: fx Udvikler.' }, { max: 16 }),
            points: z.number().int().min(1).max(13).meta({ label: 'Point' }),
            column: z.number().int().min(0).max(3).meta({ label: 'Kolonne ved start', hint: '0 er den første.' }),
          }),
        )
        .min(1)
        .max(8)
        .meta({ label: 'Opgaver' }),
    })
    .meta({ label: 'Sprinttavle' }),
  z
    .object({
      type: z.literal('app-build'),
      subject,
      play: line({ label: 'Startknap' }, { max: 12 }),
      choosePlatform: line({ label: 'Overskrift over platformene' }, { max: 30 }),
      platforms: z
        .array(
          z.object({
            label: line({ label: 'Platform' }, { max: 12 }),
            technology: line({ label: 'Teknologi' }, { max: 60 }),
            store: line({ label: 'Butik' }, { max: 30 }),
          }),
        )
        .length(3)
        .meta({ label: 'Platforme', hint: 'Den første er valgt fra start.' }),
      app: line({ label: 'Over telefonen', hint: '{platform} bliver platformens navn.' }, { required: ['platform'] }),
      store: line({ label: 'Under telefonen', hint: '{butik} bliver platformens butik.' }, { required: ['butik'] }),
      components: z
        .array(line({ label: 'Del af appen' }, { max: 24 }))
        .length(4)
        .meta({ label: 'Appens dele' }),
      buildStatuses: badges({ planning: 'Planlægning', development: 'Udvikling', test: 'Test', done: 'Færdig' }),
      progress: line({ label: 'Samlet fremdrift' }, { max: 30 }),
      steps: fixedLines(4, 'Projektets trin'),
      stepStatuses: badges({ completed: 'Færdig', active: 'I gang', upcoming: 'Venter' }),
    })
    .meta({ label: 'Byggesimulering af en app' }),
  z
    .object({
      type: z.literal('automation-diagram'),
      title,
      subject,
      systems: fixedLines(6, 'Systemer', 'Seks systemer i arbejdsgangens rækkefølge. Korte ord: et felt er smalt.'),
      badges: badges({ completed: 'Fuldført', active: 'Aktiv', waiting: 'Inaktiv' }),
      statusTitle: line({ label: 'Statusboksens overskrift' }, { max: 30 }),
      statusLabel: line({ label: 'Status' }, { max: 20 }),
      statuses: badges({ running: 'Kører', paused: 'På pause', done: 'Gennemført', ready: 'Klar' }),
      activeLabel: line({ label: 'Aktivt system' }, { max: 24 }),
      none: line({ label: 'Intet aktivt system' }, { max: 12 }),
      completedLabel: line({ label: 'Fuldførte systemer' }, { max: 24 }),
      count: line({ label: 'Antal', hint: '{antal} af {alle}.' }, { max: 20, required: ['antal', 'alle'] }),
      packetsLabel: line({ label: 'Datapakker' }, { max: 24 }),
    })
    .meta({ label: 'Diagram over systemerne' }),
  z
    .object({
      type: z.literal('automation-workflow'),
      title,
      subject,
      reset: line({ label: 'Nulstil-knap' }, { max: 12 }),
      ready: line({ label: 'Status før start' }),
      done: line(
        { label: 'Status når alt er fuldført', hint: '{alle} bliver antallet af trin.' },
        { required: ['alle'] },
      ),
      current: line(
        { label: 'Status under et trin', hint: '{nr} af {alle}: {trin} – trinnets nummer, antal og titel.' },
        { required: ['nr', 'alle', 'trin'] },
      ),
      progress: line({ label: 'Fremdrift', hint: '{procent} bliver fremdriften.' }, { max: 30, required: ['procent'] }),
      step: line({ label: 'Trinnets nummer', hint: '{nr} bliver nummeret.' }, { max: 12, required: ['nr'] }),
      badges: badges({ completed: 'Fuldført', active: 'I gang', waiting: 'Venter' }),
      steps: z
        .array(z.object({ title: line({ label: 'Titel' }, { max: 30 }), text: line({ label: 'Tekst' }, { max: 60 }) }))
        .length(6)
        .meta({ label: 'Trin', hint: 'Seks trin.' }),
    })
    .meta({ label: 'Automatiseret arbejdsgang' }),
  z
    .object({
      type: z.literal('brand-metamorphosis'),
      subject,
      phase: line({ label: 'Før fasens navn' }, { max: 12 }),
      phasesLabel: line({ label: 'Faselistens navn (skærmlæsere)' }, { max: 20 }),
      stages: z
        .array(z.object({ title: line({ label: 'Titel' }, { max: 16 }), text: line({ label: 'Tekst' }, { max: 90 }) }))
        .length(3)
        .meta({ label: 'Faser', hint: 'Tre faser; efter hver lander én del af brandet.' }),
      complete: line({ label: 'Sidste fase', hint: 'Navnet, når brandet er færdigt.' }, { max: 16 }),
      completeText: line({ label: 'Tekst, når brandet er færdigt' }),
      transformation: line({ label: 'Fremdriftens navn' }, { max: 24 }),
      metrics: fixedLines(3, 'Målinger', 'Tre ord under tallene; et felt er smalt på mobil.'),
      slots: fixedLines(3, 'Pladser på tavlen', 'Logo, farver og skrift, før de lander.'),
      brand: line({ label: 'Brandets navn i logoet' }, { max: 16 }),
      headingSample: line({ label: 'Skriftprøve: overskrift' }, { max: 14 }),
      bodySample: line({ label: 'Skriftprøve: brødtekst' }, { max: 14 }),
      assembled: line({ label: 'Når alt er på plads' }, { max: 30 }),
    })
    .meta({ label: 'Brand-forvandling' }),
  z
    .object({
      type: z.literal('chatbot-conversation'),
      title,
      subtitle: line({ label: 'Undertitel' }),
      subject,
      avatar: line({ label: 'Bogstaver i avataren' }, { max: 3 }),
      senders: badges({ bot: 'Chatbot', user: 'Kunde' }).meta({ label: 'Afsendere' }),
      typing: line({ label: 'Mens chatbotten skriver' }, { max: 30 }),
      transcript: line({ label: 'Samtalens navn (skærmlæsere)' }, { max: 30 }),
      messages: z
        .array(
          z.object({
            sender: z.enum(['bot', 'user']).meta({ label: 'Afsender', hint: 'bot eller user.' }),
            text: paragraph({ label: 'Besked', hint: 'Ingen fornavne: sitet har intet team.' }, { max: 140 }),
            time: z
              .string()
              .regex(/^\d{2}:\d{2}$/, 'Skriv tiden som tt:mm')
              .meta({ label: 'Klokkeslæt', hint: 'tt:mm' }),
          }),
        )
        .min(2)
        .max(9)
        .meta({ label: 'Beskeder', hint: 'Samtalen i rækkefølge; den starter med chatbotten.' }),
    })
    .meta({ label: 'Chatsamtale' }),
  z
    .object({
      type: z.literal('data-platform'),
      title,
      subject,
      description: paragraph({ label: 'Beskrivelse for skærmlæsere' }),
      sourcesTitle: line({ label: 'Overskrift over kilderne' }, { max: 24 }),
      sources: z
        .array(
          z.object({
            name: line({ label: 'Kilde' }, { max: 20 }),
            kind: line({ label: 'Hvad den rummer' }, { max: 30 }),
            flow: line({ label: 'Datastrøm', hint: 'Vises, mens kilden er aktiv.' }, { max: 24 }),
          }),
        )
        .length(6)
        .meta({ label: 'Datakilder', hint: 'Seks kilder, der skiftes til at være aktive.' }),
      lanes: z
        .array(
          z.object({
            title: line({ label: 'Trin' }, { max: 16 }),
            nodes: fixedLines(2, 'Dele'),
          }),
        )
        .length(4)
        .meta({ label: 'Platformens trin', hint: 'Fire trin med to dele hver; de lyser op i rækkefølge.' }),
      sourceBadges: badges({ active: 'Aktiv', processing: 'Behandler', idle: 'Venter' }),
      nodeBadges: badges({ lit: 'Kører', ready: 'Klar' }),
    })
    .meta({ label: 'Dataplatform' }),
  z
    .object({
      type: z.literal('executive-dashboard'),
      title,
      subtitle: line({ label: 'Undertitel' }),
      subject,
      kpisLabel: line({ label: 'Nøgletallenes navn (skærmlæsere)' }, { max: 24 }),
      kpis: fixedLines(4, 'Nøgletal', 'Omsætning, nye kunder, ordrer og omkostninger: tallene følger i den orden.'),
      comparison: line({ label: 'Efter ændringen (skærmlæsere)' }, { max: 40 }),
      metricsLabel: line({ label: 'Målenes navn (skærmlæsere)' }, { max: 24 }),
      metrics: fixedLines(4, 'Mål'),
      trends: badges({ up: 'Stigende', down: 'Faldende', neutral: 'Uændret' }),
      ofTarget: line({ label: 'Under målet', hint: '{værdi} af målet på {mål}.' }, { required: ['værdi', 'mål'] }),
      chartTitle: line({ label: 'Diagrammets overskrift' }, { max: 50 }),
      chartDescription: line(
        { label: 'Diagrammet for skærmlæsere', hint: '{fra} og {til} bliver første og sidste måneds omsætning.' },
        { max: 160, required: ['fra', 'til'] },
      ),
      months: fixedLines(12, 'Måneder', 'Tolv forkortelser; januar, juni og december står under søjlerne.'),
    })
    .meta({ label: 'Ledelsesdashboard' }),
  z
    .object({
      type: z.literal('strategy-roadmap'),
      title,
      subject,
      progress: line({ label: 'Samlet fremdrift' }, { max: 30 }),
      phase: line({ label: 'Fasens nummer', hint: '{nr} bliver nummeret.' }, { max: 12, required: ['nr'] }),
      badges: badges({ completed: 'Gennemført', active: 'I gang', planned: 'Planlagt' }),
      phases: z
        .array(
          z.object({
            title: line({ label: 'Titel' }, { max: 30 }),
            duration: line({ label: 'Varighed' }, { max: 16 }),
            text: line({ label: 'Tekst' }, { max: 60 }),
          }),
        )
        .length(4)
        .meta({ label: 'Faser' }),
    })
    .meta({ label: 'Køreplan' }),
  z
    .object({
      type: z.literal('website-builder'),
      subject,
      stepsLabel: line({ label: 'Fasernes navn (skærmlæsere)' }, { max: 30 }),
      steps: fixedLines(3, 'Faser'),
      now: line({ label: 'Ved fasen i gang' }, { max: 12 }),
      description: paragraph({ label: 'Beskrivelse for skærmlæsere' }),
      tab: line({ label: 'Fanebladet i tegningen' }, { max: 60 }),
      blocks: badges({
        header: 'Sidehoved',
        navigation: 'Navigation',
        hero: 'Banner',
        content: 'Indhold',
        footer: 'Sidefod',
      }).meta({ label: 'Blokkenes navne', hint: 'Står i den stiplede ramme, før blokken er bygget.' }),
      progress: line({ label: 'Fremdriftens navn' }, { max: 30 }),
      site: siteDrawing,
    })
    .meta({ label: 'Hjemmeside der bygges' }),
] as const;

// One of the animated illustrations, with its words.
export const illustration = z.discriminatedUnion('type', [...illustrationTypes]).meta({
  label: 'Illustration',
  hint: 'Den animerede illustration, blokken viser, og ordene i den.',
});

export type IllustrationWords = z.infer<typeof illustration>;
export type IllustrationName = IllustrationWords['type'];
export type WordsOf<Name extends IllustrationName> = Omit<Extract<IllustrationWords, { type: Name }>, 'type'>;
