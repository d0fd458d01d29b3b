import { bookingRetentionDays } from '../../config/bookings.mjs';
import {
  processorLabel,
  processors,
  retention,
  voiceProviderLocation,
  type Processor,
} from '../../config/data-protection';
import type { EnvValues } from '../../config/env';
import type { IconName } from '../../lib/icons';

/**
 * Where a visitor's data goes from this site, row by row, as `/tillid` shows it (docs/product.md#tillid).
 * Made from the build's own settings, so the page names the hosts this build really sends to, and a part
 * that is not set up says that nothing is sent. The processors' names, places and retention come from
 * src/config/data-protection.ts, which `/privatliv` and `/about#data` read too.
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

export type FlowSettings = Pick<
  EnvValues,
  'siteUrl' | 'bookingWebhookUrl' | 'vapiPublicKey' | 'vapiAssistantId' | 'vapiApiUrl' | 'staffApiUrl'
>;

/** The host part of a configured URL (`n8n.example.dk`, `127.0.0.1:8787`): what a buyer sees in the browser's network list. */
export const hostOf = (url: string) => (URL.canParse(url) ? new URL(url).host : url);

/** Who receives a part's data in this build: the processor, its place where stated, and the host the browser sends to. */
interface Destination {
  processor: Processor;
  location?: string;
  host: string;
}

/**
 * Where the booking form and the demo send to in this build; unset for a part that is not set up. `/tillid`'s
 * rows and the trust section under the heroes (TrustChecks.astro) both name them from here.
 */
export function destinations(settings: FlowSettings): { booking?: Destination; voice?: Destination } {
  const { automation, voice } = processors;
  const demoSetUp = settings.vapiPublicKey !== '' && settings.vapiAssistantId !== '';
  return {
    booking: settings.bookingWebhookUrl
      ? { processor: automation, location: automation.location, host: hostOf(settings.bookingWebhookUrl) }
      : undefined,
    voice: demoSetUp
      ? { processor: voice, location: voiceProviderLocation(settings.vapiApiUrl), host: hostOf(settings.vapiApiUrl) }
      : undefined,
  };
}

/** A processor as the rows name it: role, company and, where stated, the place it processes the data. */
const recipient = (processor: Processor, location = processor.location) =>
  `${processorLabel(processor)}${location ? ` (${location})` : ''}`;

const sentTo = ({ processor, location, host }: Destination) => `${recipient(processor, location)}, på ${host}`;

export function dataFlows(settings: FlowSettings, agentName: string): DataFlow[] {
  const { automation, callInfrastructure } = processors;
  // Its company is named once the deployer states it (src/config/data-protection.ts).
  const hosting: Processor = processors.hosting;
  const { booking: bookingTo, voice: voiceTo } = destinations(settings);

  const visit: DataFlow = {
    icon: 'globe',
    when: 'I åbner en side',
    what: 'Jeres IP-adresse og tidspunktet, som enhver hjemmeside modtager',
    to: [
      hosting.name
        ? `${recipient(hosting)}, som leverer ${hostOf(settings.siteUrl)}`
        : `Hostingudbyderen, som leverer ${hostOf(settings.siteUrl)}`,
    ],
    kept: retention.logs,
  };
  const booking: DataFlow = bookingTo
    ? {
        icon: 'calendar-check',
        when: 'I booker et møde',
        what: 'Navn, e-mail, telefon, eventuelt virksomhed, det ønskede tidspunkt og jeres besked',
        to: [sentTo(bookingTo), 'En kopi som e-mail til os'],
        kept: `Bookingen slettes automatisk ${bookingRetentionDays} dage efter det ønskede mødetidspunkt. Beder I om det, sletter vi den og e-mailen med det samme.`,
      }
    : {
        icon: 'calendar-check',
        when: 'I booker et møde',
        what: 'Intet: online booking er ikke slået til her, så I skriver eller ringer direkte',
        to: [],
      };
  // One row for the call and the chat: the same provider and the same retention.
  const demo: DataFlow = voiceTo
    ? {
        icon: 'mic',
        when: `I ringer eller skriver til ${agentName}`,
        what: 'Lyden fra jeres mikrofon, mens opkaldet står på, og samtalen som tekst; eller det, I skriver',
        to: [
          sentTo(voiceTo),
          `${recipient(callInfrastructure)}, som bærer lyden, når I ringer`,
          ...(settings.staffApiUrl
            ? [`Før opkaldet: ${automation.name}, på ${hostOf(settings.staffApiUrl)}, om ${agentName} er ledig`]
            : []),
        ],
        kept: `${retention.demoCalls} Leverandøren gemmer skrevne samtaler efter sine vilkår; hjemmesiden gemmer dem ikke.`,
      }
    : {
        icon: 'mic',
        when: `I ringer eller skriver til ${agentName}`,
        what: 'Intet: demoen er ikke sat op her',
        to: [],
      };
  const staff: DataFlow = settings.staffApiUrl
    ? {
        icon: 'lock',
        when: 'Vores medarbejdere åbner medarbejderpanelet',
        what: 'Panelet viser bookingerne for dem, der er logget ind',
        to: [
          `${recipient(automation)}, på ${hostOf(settings.staffApiUrl)}, tjekker adgangskoden og sender bookingerne`,
        ],
        kept: 'Bookingerne gemmes ikke i medarbejderens browser, kun adgangen.',
      }
    : {
        icon: 'lock',
        when: 'Vores medarbejdere åbner medarbejderpanelet',
        what: 'Intet: panelet er ikke sat op her, og ingen kan logge ind',
        to: [],
      };
  return [visit, booking, demo, staff];
}
