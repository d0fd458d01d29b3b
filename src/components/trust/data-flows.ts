import { bookingRetentionDays } from '../../config/bookings.mjs';
import {
  partsSetUp,
  processorLabel,
  voiceProviderLocation,
  type DataProtection,
  type FlowSettings,
  type Processor,
} from '../../config/data-protection';
import type { IconName } from '../../lib/icons';
import { isLoopbackUrl } from '../../lib/build-warnings.mjs';
import { fill } from '../../lib/placeholders';
import type { TillidPage } from '../../schemas/pages/tillid';

/**
 * Where a visitor's data goes from this site, row by row, as `/tillid` shows it (docs/product.md#tillid).
 * Made from the build's own settings, so the page names the hosts this build really sends to, and a part
 * that is not set up says that nothing is sent. The rows' words are content/pages/tillid.yaml's (`flows`); the
 * processors' names, places and retention come from the privacy policy's statements as
 * src/config/data-protection.ts resolves them, which `/privatliv` and `/about#data` read too.
 */
export interface DataFlow {
  icon: IconName;
  /** What the visitor (or an employee) does. */
  when: string;
  /** What leaves the browser. */
  what: string;
  /** Who receives it, with their place and the host this build sends to; or why nothing is sent. */
  to: readonly string[];
  /** How long it is kept; unset when nothing is sent. */
  kept?: string;
}

export type { FlowSettings };

/** The host part of a configured URL (`n8n.example.dk`, `127.0.0.1:8787`): what a buyer sees in the browser's network list. */
export const hostOf = (url: string) => (URL.canParse(url) ? new URL(url).host : url);

/**
 * A host as the page names it. A loopback host (`npm start`, the whole product on one computer) is true there
 * and means nothing to a reader, so it says what it is in `local`'s words (`{vært}`); a production build warns
 * about such a URL before it renders (src/lib/build-warnings.mjs).
 */
export const hostLabel = (url: string, local: string) =>
  isLoopbackUrl(url) ? fill(local, { vært: hostOf(url) }) : hostOf(url);

/** Who receives a part's data in this build: the processor, its place where stated, and the host the browser sends to. */
interface Destination {
  processor: Processor;
  location?: string;
  host: string;
  /** The URL the host is from. */
  url: string;
}

/**
 * Where the booking form and the demo send to in this build; unset for a part that is not set up. `/tillid`'s
 * rows and the home page's trust section (TrustChecks.astro) both name them from here.
 */
export function destinations(
  settings: FlowSettings,
  { processors }: Pick<DataProtection, 'processors'>,
): { booking?: Destination; voice?: Destination } {
  const { automation, voice } = processors;
  // Which parts are set up is the one answer /about#data and /privatliv list their processors by too.
  const setUp = partsSetUp(settings);
  return {
    booking: setUp.booking
      ? {
          processor: automation,
          location: automation.location,
          host: hostOf(settings.bookingWebhookUrl),
          url: settings.bookingWebhookUrl,
        }
      : undefined,
    voice: setUp.demo
      ? {
          processor: voice,
          location: voiceProviderLocation(settings.vapiApiUrl),
          host: hostOf(settings.vapiApiUrl),
          url: settings.vapiApiUrl,
        }
      : undefined,
  };
}

/** A processor as the rows name it: role, company and, where stated, the place it processes the data. */
const recipient = (processor: Processor, location = processor.location) =>
  `${processorLabel(processor)}${location ? ` (${location})` : ''}`;

/**
 * @param copy the rows' words (content/pages/tillid.yaml, `flows`)
 * @param data the privacy policy's statements as this build says them (`dataProtection()`)
 */
export function dataFlows(
  settings: FlowSettings,
  copy: TillidPage['flows'],
  data: Pick<DataProtection, 'processors' | 'retention'>,
  agentName: string,
): DataFlow[] {
  const { automation, callInfrastructure, hosting } = data.processors;
  const { booking: bookingTo, voice: voiceTo } = destinations(settings, data);
  const shown = (url: string) => hostLabel(url, copy.localHost);
  const sentTo = ({ processor, location, url }: Destination) =>
    fill(copy.sentTo, { modtager: recipient(processor, location), vært: shown(url) });
  const siteHost = shown(settings.siteUrl);
  const agent = { agent: agentName };

  const visit: DataFlow = {
    icon: 'globe',
    when: copy.visit.when,
    what: copy.visit.what,
    // Its company is named once the deployer states it (src/config/data-protection.ts).
    to: [
      hosting.name
        ? fill(copy.visit.toNamed, { modtager: recipient(hosting), vært: siteHost })
        : fill(copy.visit.toUnnamed, { vært: siteHost }),
    ],
    kept: data.retention.logs,
  };
  const booking: DataFlow = bookingTo
    ? {
        icon: 'calendar-check',
        when: copy.booking.when,
        what: copy.booking.what,
        to: [sentTo(bookingTo), copy.booking.copy],
        kept: fill(copy.booking.kept, { dage: bookingRetentionDays }),
      }
    : { icon: 'calendar-check', when: copy.booking.when, what: copy.booking.off, to: [] };
  // One row for the call and the chat: the same provider and the same retention.
  const demo: DataFlow = voiceTo
    ? {
        icon: 'mic',
        when: fill(copy.demo.when, agent),
        what: copy.demo.what,
        to: [
          sentTo(voiceTo),
          fill(copy.demo.carrier, { modtager: recipient(callInfrastructure) }),
          ...(partsSetUp(settings).staff
            ? [
                fill(copy.demo.availability, {
                  ...agent,
                  navn: automation.name ?? automation.role,
                  vært: shown(settings.staffApiUrl),
                }),
              ]
            : []),
        ],
        kept: fill(copy.demo.kept, { opbevaring: data.retention.demoCalls }),
      }
    : { icon: 'mic', when: fill(copy.demo.when, agent), what: copy.demo.off, to: [] };
  const staff: DataFlow = partsSetUp(settings).staff
    ? {
        icon: 'lock',
        when: copy.staff.when,
        what: copy.staff.what,
        to: [fill(copy.staff.to, { modtager: recipient(automation), vært: shown(settings.staffApiUrl) })],
        kept: copy.staff.kept,
      }
    : { icon: 'lock', when: copy.staff.when, what: copy.staff.off, to: [] };
  return [visit, booking, demo, staff];
}
