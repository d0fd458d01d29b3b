import { bookingRetentionDays } from '../../config/bookings.mjs';
import { processors, type Processor } from '../../config/data-protection';
import type { IconName } from '../../lib/icons';
import { destinations, type FlowSettings } from './data-flows';

/**
 * What holds on this site, in a buyer's words, as the trust section under the heroes of `/` and the four
 * product pages states it (docs/product.md#tillid). Made from the same settings as `/tillid`'s rows
 * (data-flows.ts), so a part that is not set up is left out instead of promised; how to check each point
 * with the browser stays on `/tillid#tjek`, where the hosts are named.
 */
export interface TrustPoint {
  icon: IconName;
  /** The fact, in a line. */
  title: string;
  /** What it means for the buyer, in a sentence. */
  detail: string;
}

/** A processor by its company and, where stated, its place: `Vapi, Inc. i EU`. */
const named = (processor: Processor, location = processor.location) =>
  `${processor.name ?? processor.role}${location ? ` i ${location}` : ''}`;

/**
 * @param aiDisclosure what callers hear first (src/config/data-protection.ts); unset, the demo's point says
 *   only where the conversation goes.
 */
export function trustPoints(settings: FlowSettings, agentName: string, aiDisclosure?: string): TrustPoint[] {
  const { booking, voice } = destinations(settings);
  const points: TrustPoint[] = [
    {
      icon: 'shield-check',
      title: 'Ingen cookies og ingen sporing',
      detail: 'Intet om jer sendes videre, før I selv booker, ringer eller skriver.',
    },
  ];
  if (booking) {
    // retention.bookings: kept by the automation platform and as an e-mail, both deleted at once on request.
    points.push({
      icon: 'calendar-check',
      title: `Bookinger slettes ${bookingRetentionDays} dage efter mødet`,
      detail: `Indtil da ligger de hos ${named(booking.processor, booking.location)} og i vores indbakke, hvis I ikke beder os slette dem før.`,
    });
  }
  if (voice) {
    // A call's sound also passes the provider's call infrastructure, so the point names both.
    const provider = named(voice.processor, voice.location);
    const via = named(processors.callInfrastructure);
    points.push(
      aiDisclosure
        ? {
            icon: 'mic',
            title: `${agentName} siger fra start, at I taler med en AI`,
            detail: `Samtalen går til ${provider}, lyden fra et opkald via ${via}.`,
          }
        : {
            icon: 'mic',
            title: `Samtaler med ${agentName} går til ${provider}`,
            detail: `Lyden fra et opkald går via ${via}.`,
          },
    );
  }
  // processingAgreement (src/config/data-protection.ts), as /tillid#ai and /about#data state it.
  points.push(
    {
      icon: 'file-text',
      title: 'Databehandleraftale, før rigtige data',
      detail: 'Vi indgår den, før en løsning får oplysninger om jeres kunder.',
    },
    {
      icon: 'users',
      title: 'Tilgængelig efter WCAG 2.2 AA',
      detail: 'Hver side testes automatisk; menu, formular og demo virker uden mus.',
    },
  );
  return points;
}
