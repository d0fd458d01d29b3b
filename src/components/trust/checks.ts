import { bookingRetentionDays } from '../../config/bookings.mjs';
import { processors, type Processor } from '../../config/data-protection';
import type { IconName } from '../../lib/icons';
import { destinations, hostOf, type FlowSettings } from './data-flows';

/**
 * What a buyer can check on this site without taking our word for it, as the trust section under the heroes of
 * `/` and the four product pages states it (docs/product.md#tillid). Made from the same settings as `/tillid`'s
 * rows (data-flows.ts), so a part that is not set up is left out instead of promised.
 */
export interface TrustCheck {
  icon: IconName;
  /** What holds, in a line. */
  claim: string;
  /** How to see for yourself that it holds: up to the host it ends in, or with its own full stop. */
  check: string;
  /** The host the browser's network list shows, as the check's last words. */
  host?: string;
}

/** A processor by its company and, where stated, its place: `Vapi, Inc. i EU`. */
const named = (processor: Processor, location = processor.location) =>
  `${processor.name ?? processor.role}${location ? ` i ${location}` : ''}`;

/**
 * @param aiDisclosure what callers hear first (src/config/data-protection.ts); unset, the demo's point says
 *   only where the conversation goes.
 */
export function trustChecks(settings: FlowSettings, agentName: string, aiDisclosure?: string): TrustCheck[] {
  const { booking, voice } = destinations(settings);
  const checks: TrustCheck[] = [
    {
      icon: 'shield-check',
      claim: 'Ingen cookies, ingen sporing og intet hentet fra andre, når siden åbner',
      check: 'Åbn fanen Netværk i udviklerværktøjerne (F12), og genindlæs: hver linje går til',
      host: hostOf(settings.siteUrl),
    },
  ];
  if (booking) {
    checks.push({
      icon: 'calendar-check',
      claim: `Bookinger går til ${named(booking.processor, booking.location)} og slettes ${bookingRetentionDays} dage efter mødet`,
      check: 'Fanen Netværk viser, at formularen sender til',
      host: booking.host,
    });
  }
  if (voice) {
    // A call's sound also passes the provider's call infrastructure, so the point names both.
    const to = `${named(voice.processor, voice.location)}, lyden fra et opkald via ${named(processors.callInfrastructure)}`;
    checks.push({
      icon: 'mic',
      claim: aiDisclosure
        ? `${agentName} præsenterer sig som AI. Samtalen går til ${to}`
        : `Samtaler med ${agentName} går til ${to}`,
      check: aiDisclosure
        ? 'Ring fra demosiden, og hør første sætning. Fanen Netværk viser'
        : 'Ring fra demosiden. Fanen Netværk viser',
      host: voice.host,
    });
  }
  checks.push({
    icon: 'users',
    claim: 'Bygget efter WCAG 2.2 AA og scannet med axe',
    check: 'Brug siden med Tab-tasten alene, eller kør Lighthouse i Chrome.',
  });
  return checks;
}
