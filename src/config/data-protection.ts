import { SESSION_EXPIRATION_SECONDS } from '../lib/demo/chat-machine';
import { fill } from '../lib/placeholders';
import type { DataStatements } from '../schemas/pages/privatliv';
import { bookingRetentionDays } from './bookings.mjs';
import { env, type EnvValues } from './env';

/**
 * The settings behind what the company says about personal data: the processors' companies and places, whether
 * the demo can be written to, whether the greeting says it is an AI. The sentences themselves are content, in
 * content/pages/privatliv.yaml (`statements`): `/privatliv` states them, and `/about`'s `Sådan passer vi på jeres
 * data` and `/tillid` quote them (docs/product.md#about-page). Retention periods, the processors' wording and the
 * data-processing agreement are defaults the company must confirm (docs/deploy.md, "The privacy policy"). A fact
 * nobody has stated stays unset here and is then left out of every page, never guessed.
 */

export interface Processor {
  /** What the processor does for us, as a visitor would name it (content). */
  role: string;
  /** The company behind it; unset when the deployer has not named one. */
  name?: string;
  /** Where it processes the data; unset when not stated. */
  location?: string;
  /** What it receives and why, in one sentence (content). */
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

/** The build settings that decide which parts send data anywhere, and where. */
export type FlowSettings = Pick<
  EnvValues,
  'siteUrl' | 'bookingWebhookUrl' | 'vapiPublicKey' | 'vapiAssistantId' | 'vapiApiUrl' | 'staffApiUrl'
>;

/**
 * Which parts of the site send data in a build: the booking form (its webhook), the demo (the provider's key and
 * assistant id; the call and the chat alike) and the staff API. The one answer every page that says where data
 * goes reads: `/tillid`'s rows (data-flows.ts), the home page's trust section, `/about#data` and `/privatliv`
 * (`dataProtection()`), so no page lists a processor the build does not use (docs/product.md#tillid).
 */
export function partsSetUp(settings: FlowSettings) {
  return {
    booking: settings.bookingWebhookUrl !== '',
    demo: settings.vapiPublicKey !== '' && settings.vapiAssistantId !== '',
    staff: settings.staffApiUrl !== '',
  };
}

/**
 * Whether visitors can write with the demo agent: the provider's key and assistant id are set.
 * Only then do the pages say what becomes of a written conversation.
 */
export const demoChatSetUp = partsSetUp(env).demo;

/** How long the provider lets a written conversation go on, in minutes (the session the chat asks for). */
export const demoChatSessionMinutes = SESSION_EXPIRATION_SECONDS / 60;

/** The processors' companies and places: settings, where the sentences about each are content. */
export const processorSettings = {
  // The booking webhook and the staff API both run on n8n (docs/n8n.md);
  // a deployer who takes bookings through Make instead says so here.
  automation: { name: 'n8n', location: automationLocation },
  voice: { name: 'Vapi, Inc.', location: voiceProviderLocation(env.vapiApiUrl) },
  callInfrastructure: { name: 'Daily.co', location: 'USA' },
  // Its company is named once the deployer states it.
  hosting: {},
} as const satisfies Record<keyof DataStatements['processors'], Pick<Processor, 'name' | 'location'>>;

export type ProcessorId = keyof typeof processorSettings;

/**
 * Whether the assistant's greeting (docs/deploy.md, "The voice demo") says it is an AI assistant, as the EU AI Act's
 * transparency duty for systems that talk with people requires from 2 August 2026. Set it to `false` otherwise, and
 * no page says that callers hear it first.
 */
export const aiDisclosed: boolean = true;

/** A processor as a list names it: its role, then its company where one is named. */
export const processorLabel = (processor: Processor) =>
  processor.name ? `${processor.role}: ${processor.name}` : processor.role;

/**
 * The statements of content/pages/privatliv.yaml as this build says them: each processor with its company and
 * place, the sentence for the demo as it is set up (written conversations only where the chat is), the booking
 * retention's days filled in, and the AI disclosure only while the greeting makes it. `processorList` and
 * `retentionInUse` hold only what the build uses (`partsSetUp()`): without the booking webhook, the staff API and
 * the demo, the automation platform, the voice provider, its call infrastructure and their retention are not listed.
 */
export function dataProtection(statements: DataStatements, settings: FlowSettings = env) {
  const { processors: copy, retention } = statements;
  const setUp = partsSetUp(settings);
  const chatSetUp = setUp.demo;
  const processors: Record<ProcessorId, Processor> = {
    automation: { ...processorSettings.automation, role: copy.automation.role, purpose: copy.automation.purpose },
    voice: {
      ...processorSettings.voice,
      location: voiceProviderLocation(settings.vapiApiUrl),
      role: copy.voice.role,
      purpose: chatSetUp ? copy.voice.purposeWithChat : copy.voice.purpose,
    },
    callInfrastructure: { ...processorSettings.callInfrastructure, ...copy.callInfrastructure },
    hosting: { ...processorSettings.hosting, ...copy.hosting },
  };
  // The booking webhook and the staff API both run on the automation platform; the call passes the provider's
  // call infrastructure; the host serves every page.
  const processorInUse: Record<ProcessorId, boolean> = {
    automation: setUp.booking || setUp.staff,
    voice: setUp.demo,
    callInfrastructure: setUp.demo,
    hosting: true,
  };
  const retentionRules = {
    // The period the booking workflow and the local backend delete by (src/config/bookings.mjs).
    bookings: fill(retention.bookings, { dage: bookingRetentionDays }),
    customers: retention.customers,
    demoCalls: chatSetUp ? retention.demoCallsWithChat : retention.demoCalls,
    logs: retention.logs,
  };
  const ruleInUse: Record<keyof typeof retentionRules, boolean> = {
    bookings: setUp.booking,
    customers: true,
    demoCalls: setUp.demo,
    logs: true,
  };
  return {
    /** Which parts send data in this build. */
    setUp,
    processors,
    /** Every processor this build uses, in the order the pages list them. */
    processorList: (Object.keys(processors) as ProcessorId[])
      .filter((id) => processorInUse[id])
      .map((id) => processors[id]) as readonly Processor[],
    /** The legal ground for a processor outside the EU/EEA. */
    transferBasis: statements.transferBasis,
    /** How long each kind of data is kept, in the order the policy lists them. */
    retention: retentionRules,
    /** The kinds of data this build keeps, in the policy's order. */
    retentionInUse: (Object.keys(retentionRules) as (keyof typeof retentionRules)[]).filter((id) => ruleInUse[id]),
    /** The agreement a customer gets when our solution handles their customers' data. */
    processingAgreement: statements.processingAgreement,
    /** What callers hear first; unset while the greeting does not say it is an AI. */
    aiDisclosure: aiDisclosed ? statements.aiDisclosure : undefined,
    /** What a customer's solution needs before it records calls or keeps transcripts of them. */
    recordingConsent: statements.recordingConsent,
  };
}

export type DataProtection = ReturnType<typeof dataProtection>;
