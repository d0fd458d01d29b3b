import { SESSION_EXPIRATION_SECONDS } from '../lib/demo/chat-machine';
import { bookingRetentionDays } from './bookings.mjs';
import { env } from './env';

/**
 * What the company says about personal data, in one place: `/privatliv` (the policy) and `/about`'s
 * `Sådan passer vi på jeres data` (docs/product.md#about-page) both read it. Retention periods, the
 * processors' wording and the data-processing agreement are defaults the company must confirm
 * (docs/deploy.md, "The privacy policy"). A fact nobody has stated stays unset here and is then left out of both pages, never guessed.
 */

export interface Processor {
  /** What the processor does for us, as a visitor would name it. */
  role: string;
  /** The company behind it; unset when the deployer has not named one. */
  name?: string;
  /** Where it processes the data; unset when not stated. */
  location?: string;
  /** What it receives and why, in one sentence. */
  purpose: string;
}

/**
 * Where the company's own n8n (bookings and the staff API) runs, e.g. `EU (Tyskland)`. Unset: the
 * deployer has not said, so no page claims a region.
 */
const automationLocation: string | undefined = undefined;

/**
 * Where the voice provider processes the demo's conversations, read from its API host
 * (`PUBLIC_VAPI_API_URL`): its EU host keeps an organisation's data in the EU, its main host in the
 * USA. Any other host (the local stand-in) is not the provider's, so no region is claimed.
 */
export function voiceProviderLocation(apiUrl: string): string | undefined {
  const host = URL.canParse(apiUrl) ? new URL(apiUrl).hostname : '';
  if (host === 'api.eu.vapi.ai') return 'EU';
  if (host === 'api.vapi.ai') return 'USA';
  return undefined;
}

/**
 * Whether visitors can write with the demo agent: the provider's key and assistant id are set.
 * Only then do the pages say what becomes of a written conversation.
 */
export const demoChatSetUp = env.vapiPublicKey !== '' && env.vapiAssistantId !== '';

/** How long the provider lets a written conversation go on, in minutes (the session the chat asks for). */
export const demoChatSessionMinutes = SESSION_EXPIRATION_SECONDS / 60;

export const processors = {
  // The booking webhook and the staff API both run on n8n (docs/n8n.md);
  // a deployer who takes bookings through Make instead says so here.
  automation: {
    role: 'Automatiseringsplatform',
    name: 'n8n',
    location: automationLocation,
    purpose:
      'Modtager bookingformularen og sender den videre til vores e-mail og kundesystem. Når stemmedemoen ringer op, svarer den på, om agenten tager imod opkald; den gemmer ikke din IP-adresse, og spørgsmålet indeholder intet andet om dig.',
  },
  voice: {
    role: 'Stemmeleverandør',
    name: 'Vapi, Inc.',
    location: voiceProviderLocation(env.vapiApiUrl),
    purpose: demoChatSetUp
      ? 'Behandler lyd og tekst fra samtalen, så AI-assistenten kan høre og svare. Når du skriver med assistenten, modtager den det, du skriver, og gemmer samtalen – dine beskeder og svarene – efter sine vilkår.'
      : 'Behandler lyd og tekst fra samtalen, så AI-assistenten kan høre og svare.',
  },
  callInfrastructure: {
    role: 'Opkaldsinfrastruktur',
    name: 'Daily.co',
    location: 'USA',
    purpose: 'Bærer selve lydforbindelsen for stemmeleverandøren.',
  },
  hosting: {
    role: 'Hosting',
    purpose: 'Leverer hjemmesiden til din browser og registrerer IP-adresse og tidspunkt for at gøre det sikkert.',
  },
} as const satisfies Record<string, Processor>;

/** Every processor, in the order both pages list them. */
export const processorList: readonly Processor[] = Object.values(processors);

/** A processor as a list names it: its role, then its company where one is named. */
export const processorLabel = (processor: Processor) =>
  processor.name ? `${processor.role}: ${processor.name}` : processor.role;

/** The legal ground for a processor outside the EU/EEA. */
export const transferBasis =
  'Når en leverandør behandler oplysninger uden for EU/EØS, sker det på grundlag af EU-Kommissionens standardkontraktbestemmelser eller EU-US Data Privacy Framework, hvor leverandøren er certificeret under den.';

/** How long each kind of data is kept. */
export const retention = {
  // The period the booking workflow and the local backend delete by (src/config/bookings.mjs).
  bookings: `En booking gemmes i vores bookingsystem og slettes automatisk ${bookingRetentionDays} dage efter det ønskede mødetidspunkt (eller efter at vi modtog den, hvis det er senere). En kopi ligger som e-mail i virksomhedens indbakke. Beder du os slette dine oplysninger, sletter vi bookingen med det samme og mailen i indbakken.`,
  customers:
    'Bliver du kunde, gemmer vi oplysningerne, så længe samarbejdet varer, og regnskabsmateriale i 5 år som krævet af bogføringsloven.',
  demoCalls: demoChatSetUp
    ? 'Optagelser og udskrifter af demosamtaler, også de skrevne, sletter vi senest 30 dage efter samtalen.'
    : 'Optagelser og udskrifter af demosamtaler sletter vi senest 30 dage efter samtalen.',
  logs: 'Tekniske logfiler slettes senest 30 dage efter besøget.',
} as const;

/** The agreement a customer gets when our solution handles their customers' data. */
export const processingAgreement =
  'Når vores løsning behandler personoplysninger om jeres kunder, er I dataansvarlige og vi jeres databehandler. Vi indgår en databehandleraftale med jer, før løsningen tager imod rigtige data, og den nævner hver underleverandør.';

/**
 * What callers hear first. True only while the assistant's greeting (docs/deploy.md, "The voice demo") says it is an
 * AI assistant, as the EU AI Act's transparency duty for systems that talk with people requires from
 * 2 August 2026; set to `undefined` otherwise and the page says nothing about it.
 */
export const aiDisclosure: string | undefined =
  'Den, der ringer, får at vide i første sætning, at samtalen er med en AI-assistent.';

/**
 * What a customer's solution needs before it records calls or keeps transcripts of them. A default the
 * company must confirm, like the agreement above (docs/deploy.md, "The privacy policy").
 */
export const recordingConsent =
  'Skal jeres løsning optage samtaler eller gemme udskrifter af dem, får den, der ringer, det at vide i begyndelsen af samtalen, og hvor loven kræver samtykke, spørger løsningen først. Hvad der gemmes, og hvor længe, skriver vi ind i databehandleraftalen.';
