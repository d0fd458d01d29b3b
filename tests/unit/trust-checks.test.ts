import { describe, expect, it } from 'vitest';
import { trustPoints } from '../../src/components/trust/checks';
import { bookingRetentionDays } from '../../src/config/bookings.mjs';
import { readEnv } from '../../src/config/env';

// docs/product.md#tillid: the trust section under the heroes promises only what this build's settings set up,
// in a buyer's words; the browser steps and hosts stay on /tillid#tjek.
describe('the points the trust section states', () => {
  const disclosure = 'Den, der ringer, får at vide i første sætning, at samtalen er med en AI-assistent.';

  it('leaves out the booking and the demo when they are not set up', () => {
    const points = trustPoints(readEnv({}), 'Sofie', disclosure);
    expect(points.map((point) => point.title)).toEqual([
      'Ingen cookies og ingen sporing',
      'Databehandleraftale, før rigtige data',
      'Tilgængelig efter WCAG 2.2 AA',
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
      'Sofie',
      disclosure,
    );
    expect(points).toHaveLength(5);
    const [, booking, voice] = points;
    expect(booking!.title).toBe(`Bookinger slettes ${bookingRetentionDays} dage efter mødet`);
    expect(booking!.detail).toContain('hos n8n og i vores indbakke');
    expect(voice!.title).toBe('Sofie siger fra start, at I taler med en AI');
    expect(voice!.detail).toBe('Samtalen går til Vapi, Inc. i EU, lyden fra et opkald via Daily.co i USA.');
    expect(JSON.stringify(points)).not.toMatch(/example\.dk|api\.eu|F12|Netværk|udviklerværktøj/);
  });

  it('claims no AI introduction the greeting does not make', () => {
    const settings = readEnv({ PUBLIC_VAPI_PUBLIC_KEY: 'key', PUBLIC_VAPI_ASSISTANT_ID: 'assistant' });
    const voice = trustPoints(settings, 'Sofie').find((point) => point.icon === 'mic');
    expect(voice!.title).toBe('Samtaler med Sofie går til Vapi, Inc. i USA');
    expect(voice!.detail).toBe('Lyden fra et opkald går via Daily.co i USA.');
  });
});
