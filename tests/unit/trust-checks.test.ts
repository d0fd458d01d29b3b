import { describe, expect, it } from 'vitest';
import { trustChecks } from '../../src/components/trust/checks';
import { bookingRetentionDays } from '../../src/config/bookings.mjs';
import { readEnv } from '../../src/config/env';

// docs/product.md#tillid: the trust section under the heroes promises only what this build's settings set up.
describe('the points a buyer can check, as the trust section states them', () => {
  const disclosure = 'Den, der ringer, får at vide i første sætning, at samtalen er med en AI-assistent.';

  it('leaves out the booking and the demo when they are not set up', () => {
    const checks = trustChecks(readEnv({}), 'Sofie', disclosure);
    expect(checks.map((check) => check.icon)).toEqual(['shield-check', 'users']);
    expect(checks[0]!.host).toBe('www.fynbo-ai.dk');
    expect(JSON.stringify(checks)).not.toMatch(/n8n|Vapi/);
  });

  it("names this build's hosts, the provider's region and the booking retention", () => {
    const checks = trustChecks(
      readEnv({
        PUBLIC_BOOKING_WEBHOOK_URL: 'https://n8n.example.dk/webhook/booking',
        PUBLIC_VAPI_PUBLIC_KEY: 'key',
        PUBLIC_VAPI_ASSISTANT_ID: 'assistant',
        PUBLIC_VAPI_API_URL: 'https://api.eu.vapi.ai',
      }),
      'Sofie',
      disclosure,
    );
    expect(checks).toHaveLength(4);
    const [, booking, voice] = checks;
    expect(booking!.claim).toBe(`Bookinger går til n8n og slettes ${bookingRetentionDays} dage efter mødet`);
    expect(booking!.host).toBe('n8n.example.dk');
    expect(voice!.claim).toBe(
      'Sofie præsenterer sig som AI. Samtalen går til Vapi, Inc. i EU, lyden fra et opkald via Daily.co i USA',
    );
    expect(voice!.host).toBe('api.eu.vapi.ai');
    expect(voice!.check).toContain('første sætning');
  });

  it('claims no AI introduction the greeting does not make', () => {
    const settings = readEnv({ PUBLIC_VAPI_PUBLIC_KEY: 'key', PUBLIC_VAPI_ASSISTANT_ID: 'assistant' });
    const voice = trustChecks(settings, 'Sofie').find((check) => check.icon === 'mic');
    expect(voice!.claim).toBe('Samtaler med Sofie går til Vapi, Inc. i USA, lyden fra et opkald via Daily.co i USA');
    expect(voice!.check).not.toContain('første sætning');
    expect(voice!.host).toBe('api.vapi.ai');
  });
});
