import { z } from 'astro/zod';
import { iconNames } from '../lib/icon-names.ts';

/**
 * The words of a service page's hero drawing (content/service-heroes/<slug>.yaml, one per service page): a
 * picture of that service's own work in its family's composition (src/components/service-hero/), told apart
 * by `family`. Times and numbers are an example day's, never a claim about customers or results. The demo
 * agent is written `{agent}`.
 */
const line = (label: string, hint?: string) => z.string().trim().min(1).meta({ label, hint });

// A status word in a pill, and how it stands (its colour).
const status = z
  .object({
    // The word in the pill, e.g. "Sendt".
    label: line('Status'),
    // done: green, busy: blue, wait: yellow, stop: red.
    tone: z
      .enum(['done', 'busy', 'wait', 'stop'])
      .meta({ label: 'Farve', hint: 'done: grøn. busy: blå. wait: gul. stop: rød.' }),
  })
  .meta({ label: 'Status' });

// The drawing's heading, on its first line beside the service's icon.
const title = line('Overskrift');

const family = <Family extends string, Shape extends z.ZodRawShape>(name: Family, label: string, shape: Shape) =>
  z.object({ family: z.literal(name).meta({ label: 'Komposition', widget: 'hidden' }), ...shape }).meta({ label });

export const serviceHeroSchema = z.discriminatedUnion('family', [
  // No drawing: the working demo phone itself (Ring and Skriv), for the product the phone sells.
  family('live-phone', 'Demotelefonen (prøv selv)', {}),
  family('transcript', 'Samtale (produkter)', {
    // The conversation's channel under the agent's name, e.g. "Opkald".
    channel: line('Kanal'),
    // Its running time so far, in seconds.
    seconds: z.number().int().min(0).meta({ label: 'Varighed i sekunder' }),
    // A call shows the agent's voice; a chat shows the agent typing.
    voice: z.boolean().meta({ label: 'Opkald (ikke chat)' }),
    // The conversation, line by line.
    lines: z
      .array(
        z.object({
          // Who speaks: "Kunde" or {agent}.
          speaker: line('Hvem taler', 'Fx "Kunde" eller {agent}.'),
          // What is said.
          text: line('Replik'),
          // The agent's own lines are drawn as the agent's.
          agent: z.boolean().default(false).meta({ label: 'Agentens replik' }),
        }),
      )
      .meta({ label: 'Replikker' }),
    // What the conversation settled.
    result: line('Resultat'),
  }),
  family('knowledge', 'Viden (chatbotten)', {
    title,
    status,
    // The sources it answers from, each with where it stands.
    sources: z
      .array(
        z.object({
          // The source's sign.
          icon: z.enum(iconNames).meta({ label: 'Ikon' }),
          // Its name.
          name: line('Kilde'),
          // What it covers.
          covers: line('Dækker'),
          status,
        }),
      )
      .meta({ label: 'Kilder' }),
    // Who takes what the sources do not cover.
    handover: line('Viderestilling'),
  }),
  family('analysis', 'Spørgsmål til data (data og AI)', {
    title,
    tag: status,
    // The label over the question.
    questionLabel: line('Tekst over spørgsmålet'),
    // The question put to the data.
    question: line('Spørgsmål'),
    // The answer as labelled bars, the lead one standing out; or, left empty, the answer in words below.
    bars: z
      .array(
        z.object({
          // The bar's label.
          label: line('Tekst'),
          // Its length, 0 to 1.
          share: z.number().min(0).max(1).meta({ label: 'Længde (0–1)' }),
          // The one that stands out.
          lead: z.boolean().default(false).meta({ label: 'Fremhævet' }),
        }),
      )
      .optional()
      .meta({ label: 'Søjler', hint: 'Tom: svaret står i ord i feltet nedenfor.' }),
    // The answer in words, where there are no bars.
    answerText: z.string().trim().min(1).optional().meta({ label: 'Svar i ord' }),
    // The mark before the finding, e.g. "AI".
    insightLabel: line('Mærke før konklusionen'),
    // The one thing to do about it.
    insight: line('Konklusion'),
  }),
  family('pipeline', 'Ændring på vej i drift (software)', {
    // The label over the change's name.
    changeLabel: line('Tekst over ændringen'),
    // The change's name.
    change: line('Ændring'),
    // A few lines of its code, indented with spaces.
    code: z.array(z.string().meta({ label: 'Linje' })).meta({ label: 'Kode' }),
    // Its way to production, step by step.
    steps: z
      .array(z.object({ label: line('Trin'), done: z.boolean().meta({ label: 'Færdigt' }) }))
      .meta({ label: 'Trin' }),
  }),
  family('screen', 'Skærm (digitale oplevelser)', {
    // The page's address or name in the window's bar.
    page: line('Side'),
    // The short line over the headline.
    eyebrow: line('Lille overskrift'),
    // The screen's headline.
    headline: line('Overskrift'),
    // One sentence under it.
    text: line('Tekst'),
    // The button on the screen.
    button: line('Knap'),
    // A note of what makes the screen work.
    note: z
      .object({ title: line('Overskrift'), items: z.array(line('Punkt')).meta({ label: 'Punkter' }) })
      .meta({ label: 'Note' }),
  }),
  family('log', 'Dagens log (forretning)', {
    title,
    // A call under way on top of the log, if any.
    live: z
      .object({
        speaker: line('Hvem taler'),
        text: line('Replik'),
        seconds: z.number().int().min(0).meta({ label: 'Varighed i sekunder' }),
      })
      .optional()
      .meta({ label: 'Opkald i gang' }),
    // The work done, row by row.
    rows: z.array(z.object({ time: line('Tidspunkt'), text: line('Tekst'), status })).meta({ label: 'Rækker' }),
  }),
  family('shield', 'Sikkerhedstjek (sikkerhed)', {
    title,
    // The pill beside the heading, e.g. "Ugentligt".
    status,
    // The share of controls in place, e.g. "Kontroller på plads" and "7 af 8".
    score: z.object({ label: line('Tekst'), value: line('Tal') }).meta({ label: 'Resultat' }),
    // The controls, each ticked (done) or stopped (stop).
    checks: z
      .array(z.object({ label: line('Kontrol'), status }))
      .min(2)
      .meta({ label: 'Kontroller' }),
  }),
  family('watch', 'Overvågning (cloud)', {
    title,
    // The pill beside the heading, e.g. "Døgnet rundt".
    status,
    // The watched systems, each with its state.
    tiles: z.array(z.object({ label: line('System'), status })).meta({ label: 'Systemer' }),
    // The latest event.
    event: z.object({ time: line('Tidspunkt'), text: line('Hændelse'), status }).meta({ label: 'Seneste hændelse' }),
  }),
]);

export type ServiceHero = z.infer<typeof serviceHeroSchema>;

/** A hero that is a drawing of the service's work: every family but the live demo phone. */
export type ServiceDrawing = Exclude<ServiceHero, { family: 'live-phone' }>;
