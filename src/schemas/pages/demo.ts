import { z } from 'astro/zod';
import { line, paragraph, placeholderHint } from './copy-fields.ts';
import { pageEntry } from './shared.ts';

const agent = { agent: 'demoagentens navn' };
const privacyLink = { privatliv: 'linket "Læs om privatliv"' };

/** A line with `{agent}`, and the hint that says so. */
const agentLine = (label: string, hint = '') =>
  line({ label, hint: placeholderHint(hint, agent) }, { names: ['agent'] });

/** One suggestion of `Det kan du prøve`: its button, the first message it sends, and what `/demo` says of it. */
const suggestion = (label: string) =>
  z
    .object({
      // The button's words, and the heading on /demo.
      title: line({ label: 'Knap og overskrift' }),
      // The first message it sends to the agent.
      message: paragraph(
        { label: 'Første besked', hint: 'Sendes til demoagenten, når knappen trykkes.' },
        { max: 200 },
      ),
      // The line under the heading on /demo.
      text: paragraph({ label: 'Tekst på /demo', hint: placeholderHint('', agent) }, { max: 200, names: ['agent'] }),
    })
    .meta({ label });

/** The entry content/pages/demo.yaml: `/demo`, and the demo phone and chat wherever they stand (docs/product.md#demo-page). */
export const demoPage = z.object({
  ...pageEntry('demo'),
  // The page's one h1.
  title: agentLine('Overskrift', 'Sidens store overskrift (h1).'),
  // Under the heading.
  intro: paragraph({ label: 'Indledning', hint: placeholderHint('', agent) }, { max: 300, names: ['agent'] }),
  // In its place where this build takes no calls but can write, and where it can do neither.
  introWrite: paragraph(
    { label: 'Indledning, kun skrive', hint: placeholderHint('Hvor opkald ikke er sat op, men chatten er.', agent) },
    { max: 300, names: ['agent'] },
  ),
  introNotSetUp: paragraph(
    { label: 'Indledning, ikke sat op', hint: placeholderHint('Hvor hverken opkald eller chat er sat op.', agent) },
    { max: 300, names: ['agent'] },
  ),
  // The hero's button to /booking.
  booking: line({ label: 'Bookingknap' }),
  // The badge beside it.
  badge: line({ label: 'Mærke' }),
  // Above the phone where the browser has JavaScript turned off.
  noScript: paragraph({ label: 'Uden JavaScript', hint: placeholderHint('', agent) }, { max: 200, names: ['agent'] }),
  suggestions: z
    .object({
      // The heading over the three, beside the phone.
      title: line({ label: 'Overskrift' }),
      booking: suggestion('Book en aftale'),
      question: suggestion('Stil spørgsmål'),
      change: suggestion('Aflys, flyt eller bekræft'),
    })
    .meta({
      label: 'Det kan du prøve',
      hint: 'Tre forslag: på /demo, som knapper på telefonen og i chatten (også på siden om chatbots).',
    }),
  features: z
    .object({
      // The card's heading.
      title: line({ label: 'Overskrift' }),
      // One line each, with a tick.
      items: z
        .array(line({ label: 'Punkt' }))
        .min(3)
        .max(8)
        .meta({ label: 'Punkter' }),
    })
    .meta({ label: 'Demoens funktioner' }),
  own: z
    .object({
      // The card's heading.
      title: agentLine('Overskrift'),
      text: paragraph({ label: 'Tekst' }, { max: 300 }),
      // Its button to /booking.
      button: line({ label: 'Knap' }),
    })
    .meta({ label: 'Jeres egen assistent' }),
  phone: z
    .object({
      // Under the agent's name on the phone.
      role: line({ label: 'Under navnet' }),
      // The two tabs, and their name for screen readers.
      waysLabel: agentLine('Fanernes navn', 'Læses op af skærmlæsere.'),
      callTab: line({ label: 'Fanen Ring' }),
      chatTab: line({ label: 'Fanen Skriv' }),
      // The idle screen.
      idle: agentLine('Før opkaldet'),
      orWrite: agentLine('Over forslagene'),
      // The round button, before and during a call.
      start: line({ label: 'Start opkald' }),
      end: line({ label: 'Afslut opkald' }),
      mute: line({ label: 'Slå mikrofon fra' }),
      // While the call connects, while it runs, and once it has ended.
      connecting: line({ label: 'Forbinder' }),
      durationLabel: line({ label: 'Varighed (skærmlæser)', hint: 'Læses op foran opkaldets tid.' }),
      ended: line(
        { label: 'Efter opkaldet', hint: placeholderHint('', { varighed: 'opkaldets varighed (mm:ss)' }) },
        { names: ['varighed'] },
      ),
      // Under the button: where the sound goes, with the link to the privacy policy.
      privacy: paragraph(
        { label: 'Note om privatliv', hint: placeholderHint('', privacyLink) },
        { names: ['privatliv'], max: 250 },
      ),
      // Where the site has no voice provider.
      notSetUp: paragraph({ label: 'Ikke sat op', hint: placeholderHint('', agent) }, { names: ['agent'] }),
      // After a failed call, over the phone number and the booking.
      failed: line({ label: 'Efter et mislykket opkald' }),
      // The captions card under the phone.
      captionsTitle: line({ label: 'Undertekster: overskrift' }),
      captionsEmpty: line({ label: 'Undertekster: før opkaldet' }),
      captionsLabel: line({ label: 'Undertekster: navn', hint: 'Læses op af skærmlæsere.' }),
    })
    .meta({
      label: 'Telefonen',
      hint: 'Demotelefonen på /demo, forsiden og siden om AI-telefonassistenten. Status- og fejlbeskederne står i koden med reglerne, de følger.',
    }),
  chat: z
    .object({
      // Under the agent's name on the chatbot page's chat.
      role: line({ label: 'Under navnet', hint: 'På siden om chatbots.' }),
      // The suggestions' name for screen readers.
      suggestionsLabel: line({ label: 'Forslagenes navn', hint: 'Læses op af skærmlæsere.' }),
      // Before the first message: who the visitor writes with and where the text goes.
      notice: paragraph(
        { label: 'Note før første besked', hint: placeholderHint('', { ...agent, ...privacyLink }) },
        { names: ['agent', 'privatliv'], max: 500 },
      ),
      pick: line({ label: 'Over forslagene' }),
      // The conversation's name for screen readers.
      logLabel: agentLine('Samtalens navn', 'Læses op af skærmlæsere.'),
      newConversation: line({ label: 'Ny samtale' }),
      // The field, its name for screen readers and the words inside it.
      fieldLabel: agentLine('Feltets navn', 'Læses op af skærmlæsere.'),
      placeholder: agentLine('I feltet'),
      // The send button, and its name for screen readers.
      send: line({ label: 'Send-knap' }),
      sendLabel: line({ label: 'Send-knappens navn', hint: 'Læses op af skærmlæsere.' }),
    })
    .meta({
      label: 'Chatten',
      hint: 'Skriv på telefonen og chatten på siden om chatbots. Fejlbeskederne står i koden med reglerne, de følger.',
    }),
  sampleCall: z
    .object({
      // The heading over the player.
      title: line({ label: 'Overskrift' }),
      // Under the heading: what the recording is, with the day it was made.
      text: paragraph(
        {
          label: 'Tekst',
          hint: placeholderHint('', { ...agent, dato: 'dagen, samtalen blev optaget (fra Eksempelsamtalen)' }),
        },
        { max: 250, names: ['agent', 'dato'] },
      ),
      // The player's name for screen readers.
      playerLabel: agentLine('Afspillerens navn', 'Læses op af skærmlæsere.'),
      // The player's round button, named for screen readers by what it does now.
      play: line({ label: 'Afspil-knappens navn', hint: 'Læses op af skærmlæsere.' }, { max: 40 }),
      pause: line({ label: 'Pause-knappens navn', hint: 'Læses op af skærmlæsere.' }, { max: 40 }),
      // The bar that shows and moves how far the recording has played.
      seek: line({ label: 'Tidslinjens navn', hint: 'Læses op af skærmlæsere.' }, { max: 40 }),
      // What a screen reader hears as the place on that bar.
      position: line(
        {
          label: 'Tidslinjens position',
          hint: placeholderHint('Læses op af skærmlæsere.', {
            tid: 'hvor langt samtalen er spillet, fx 0:05',
            varighed: 'samtalens længde, fx 0:22',
          }),
        },
        { max: 40, required: ['tid', 'varighed'] },
      ),
      // Beside the player, before it is played: how long the call is.
      duration: line(
        { label: 'Varighed', hint: placeholderHint('', { varighed: 'samtalens længde, fx 0:22 (fra lydfilen)' }) },
        { required: ['varighed'] },
      ),
      // The fold that opens the transcript.
      transcript: line({ label: 'Udskrift: knap' }),
      // Who the caller is in the transcript.
      caller: line({ label: 'Den der ringer' }),
    })
    .meta({
      label: 'Lyt til en samtale',
      hint: 'Ved telefonen på /demo og siden om AI-telefonassistenten, kun når Eksempelsamtalen er udfyldt med samtykke.',
    }),
  common: z
    .object({
      // Who the visitor is in the captions and the conversation.
      you: line({ label: 'Den besøgende', hint: 'Foran det, den besøgende siger eller skriver.' }),
      // The button to the company's phone, after a failure.
      callUs: line(
        { label: 'Ring-knap', hint: placeholderHint('', { telefon: 'firmaets telefonnummer' }) },
        { names: ['telefon'] },
      ),
      // The button to /booking, after a failure and at the conversation's end.
      bookMeeting: line({ label: 'Bookingknap' }),
      // The link to the privacy policy.
      privacyLink: line({ label: 'Link til privatliv' }),
      // After an answer: how long this visitor waited for it, measured in their own conversation (the first
      // character of a written answer; in a call, the agent's first sound after the visitor stopped speaking).
      measured: line(
        {
          label: 'Målt svartid',
          hint: placeholderHint('Vises efter et svar fra den rigtige agent, i chatten og i et opkald.', {
            sekunder: 'sekunderne, til svaret begyndte, fx 0,8',
          }),
        },
        { names: ['sekunder'] },
      ),
    })
    .meta({ label: 'Fælles for telefon og chat' }),
});
