import { describe, expect, it } from 'vitest';
import { trustPoints } from '../../src/components/trust/checks';
import { bookingRetentionDays } from '../../src/config/bookings.mjs';
import { dataProtection } from '../../src/config/data-protection';
import { readEnv } from '../../src/config/env';
import { readEntry } from '../../src/entries/read-entry';
import { fill } from '../../src/lib/placeholders';
import { privatlivPage } from '../../src/schemas/pages/privatliv';
import { tillidPage } from '../../src/schemas/pages/tillid';

// docs/product.md#tillid: the home page's trust section promises only what this build's settings set up,
// in a buyer's words (content/pages/tillid.yaml, `checks`); the browser steps and hosts stay on /tillid#tjek.
describe('the points the trust section states', () => {
  const { checks } = readEntry('pages/tillid.yaml', tillidPage);
  const data = dataProtection(readEntry('pages/privatliv.yaml', privatlivPage).statements);
  const undisclosed = { ...data, aiDisclosure: undefined };

  it('leaves out the booking and the demo when they are not set up', () => {
    const points = trustPoints(readEnv({}), checks, data, 'Sofie');
    expect(points).toEqual([
      { icon: 'shield-check', ...checks.noTracking },
      { icon: 'file-text', ...checks.agreement },
      { icon: 'users', ...checks.accessibility },
    ]);
    expect(JSON.stringify(points)).not.toMatch(/n8n|Vapi/);
  });

  it('says where bookings and calls go and how long bookings are kept, without a host or developer tool', () => {
    const points = trustPoints(
      readEnv({
        PUBLIC_BOOKING_WEBHOOK_URL: 'https://n8n.example.dk/webhook/booking',
        PUBLIC_VAPI_PUBLIC_KEY: 'key',
        PUBLIC_VAPI_ASSISTANT_ID: 'assistant',
        PUBLIC_VAPI_API_URL: 'https://api.eu.vapi.ai',
      }),
      checks,
      data,
      'Sofie',
    );
    // The checkable facts lead (issue #40): no cookies, the agreement, the AI that says so, where bookings go.
    expect(points.map((point) => point.icon)).toEqual(['shield-check', 'file-text', 'mic', 'calendar-check', 'users']);
    const [, , voice, booking] = points;
    expect(booking!.title).toBe(fill(checks.booking.title, { dage: bookingRetentionDays }));
    expect(booking!.title).toContain(`${bookingRetentionDays} dage`);
    expect(booking!.detail).toBe(fill(checks.booking.detail, { modtager: 'n8n' }));
    expect(voice!.title).toBe(fill(checks.voiceDisclosed.title, { agent: 'Sofie' }));
    const inPlace = (navn: string, sted: string) => fill(checks.inPlace, { navn, sted });
    expect(voice!.detail).toBe(
      fill(checks.voiceDisclosed.detail, { leverandør: inPlace('Vapi, Inc.', 'EU'), via: inPlace('Daily.co', 'USA') }),
    );
    expect(voice!.detail).toContain('Vapi, Inc.');
    expect(points.map((point) => `${point.title} ${point.detail}`).join(' ')).not.toMatch(
      /[{}]|example\.dk|api\.eu|F12|Netværk|udviklerværktøj/,
    );
  });

  it('claims no AI introduction the greeting does not make', () => {
    const settings = readEnv({ PUBLIC_VAPI_PUBLIC_KEY: 'key', PUBLIC_VAPI_ASSISTANT_ID: 'assistant' });
    const voice = trustPoints(settings, checks, undisclosed, 'Sofie').find((point) => point.icon === 'mic');
    const via = fill(checks.inPlace, { navn: 'Daily.co', sted: 'USA' });
    expect(voice!.title).toBe(
      fill(checks.voice.title, {
        agent: 'Sofie',
        leverandør: fill(checks.inPlace, { navn: 'Vapi, Inc.', sted: 'USA' }),
      }),
    );
    expect(voice!.detail).toBe(fill(checks.voice.detail, { via }));
    expect(voice!.title).not.toBe(fill(checks.voiceDisclosed.title, { agent: 'Sofie' }));
  });
});
