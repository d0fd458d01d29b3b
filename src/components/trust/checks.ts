import { bookingRetentionDays } from '../../config/bookings.mjs';
import type { DataProtection, Processor } from '../../config/data-protection';
import type { IconName } from '../../lib/icons';
import { fill } from '../../lib/placeholders';
import type { TrustChecksCopy } from '../../schemas/pages/tillid';
import { destinations, type FlowSettings } from './data-flows';

/**
 * What holds on this site, in a buyer's words, as the trust section under the home page's hero states it
 * (docs/product.md#tillid). The words are content/pages/tillid.yaml's (`checks`); which
 * points show and what fills them is made from the same settings as `/tillid`'s rows (data-flows.ts), so a part
 * that is not set up is left out instead of promised; how to check each point with the browser stays on
 * `/tillid#tjek`, where the hosts are named.
 */
export interface TrustPoint {
  icon: IconName;
  /** The fact, in a line. */
  title: string;
  /** What it means for the buyer, in a sentence. */
  detail: string;
}

/**
 * @param copy the section's words (content/pages/tillid.yaml, `checks`)
 * @param data the privacy policy's statements as this build says them (`dataProtection()`): the processors,
 *   and whether callers hear first that it is an AI (unset, the demo's point says only where the conversation goes)
 */
export function trustPoints(
  settings: FlowSettings,
  copy: TrustChecksCopy,
  data: Pick<DataProtection, 'processors' | 'aiDisclosure'>,
  agentName: string,
): TrustPoint[] {
  const { booking, voice } = destinations(settings, data);
  /** A processor by its company and, where stated, its place: `Vapi, Inc. i EU`. */
  const named = (processor: Processor, location = processor.location) => {
    const name = processor.name ?? processor.role;
    return location ? fill(copy.inPlace, { navn: name, sted: location }) : name;
  };
  // The facts a buyer checks first lead: no cookies, the agreement, the AI that says it is one, where data goes
  // (issue #40); accessibility closes the row.
  // processingAgreement (the privacy policy's statements), as /tillid#ai and /about#data state it.
  const points: TrustPoint[] = [
    { icon: 'shield-check', ...copy.noTracking },
    { icon: 'file-text', ...copy.agreement },
  ];
  if (voice) {
    // A call's sound also passes the provider's call infrastructure, so the point names both.
    const values = {
      agent: agentName,
      leverandør: named(voice.processor, voice.location),
      via: named(data.processors.callInfrastructure),
    };
    const point = data.aiDisclosure ? copy.voiceDisclosed : copy.voice;
    points.push({ icon: 'mic', title: fill(point.title, values), detail: fill(point.detail, values) });
  }
  if (booking) {
    // retention.bookings: kept by the automation platform and as an e-mail, both deleted at once on request.
    points.push({
      icon: 'calendar-check',
      title: fill(copy.booking.title, { dage: bookingRetentionDays }),
      detail: fill(copy.booking.detail, { modtager: named(booking.processor, booking.location) }),
    });
  }
  points.push({ icon: 'users', ...copy.accessibility });
  return points;
}
