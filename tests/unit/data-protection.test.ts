import { describe, expect, it } from 'vitest';
import { bookingRetentionDays } from '../../src/config/bookings.mjs';
import { dataFlows } from '../../src/components/trust/data-flows';
import {
  dataProtection,
  processorSettings,
  voiceProviderLocation,
  type ProcessorId,
} from '../../src/config/data-protection';
import { readEnv } from '../../src/config/env';
import { readEntry } from '../../src/entries/read-entry';
import { fill, placeholdersIn } from '../../src/lib/placeholders';
import { privatlivPage } from '../../src/schemas/pages/privatliv';
import { tillidPage } from '../../src/schemas/pages/tillid';

/** A build without the booking webhook, the demo or the staff API (a plain `astro build` with no .env). */
const unset = readEnv({});
/** A build with all of them, as the end-to-end and the deployer's builds are. */
const configured = readEnv({
  PUBLIC_BOOKING_WEBHOOK_URL: 'https://n8n.example.dk/webhook/booking',
  PUBLIC_VAPI_PUBLIC_KEY: 'key',
  PUBLIC_VAPI_ASSISTANT_ID: 'assistant',
  PUBLIC_VAPI_API_URL: 'https://api.vapi.ai',
  PUBLIC_STAFF_API_URL: 'https://n8n.example.dk/webhook/staff',
});
/** A build with the demo but neither the booking webhook nor the staff API. */
const demoOnly = readEnv({ PUBLIC_VAPI_PUBLIC_KEY: 'key', PUBLIC_VAPI_ASSISTANT_ID: 'assistant' });

describe("the voice provider's location on /privatliv", () => {
  it('follows its API host: the EU host in the EU, the main host in the USA', () => {
    expect(voiceProviderLocation('https://api.eu.vapi.ai')).toBe('EU');
    expect(voiceProviderLocation('https://api.vapi.ai')).toBe('USA');
  });

  it('claims no region for any other host, such as the local stand-in', () => {
    expect(voiceProviderLocation('http://127.0.0.1:8787')).toBeUndefined();
    expect(voiceProviderLocation('https://vapi.example.com')).toBeUndefined();
    expect(voiceProviderLocation('not a url')).toBeUndefined();
  });
});

// The sentences are content (content/pages/privatliv.yaml, `statements`), the facts they name settings.
describe('what the company says about personal data, as a build says it', () => {
  const { statements } = readEntry('pages/privatliv.yaml', privatlivPage);

  it('fills in the booking retention from its setting and names each processor by its settings', () => {
    const data = dataProtection(statements, configured);
    expect(placeholdersIn(statements.retention.bookings)).toEqual(['dage']);
    expect(data.retention.bookings).toContain(`${bookingRetentionDays} dage`);
    expect(data.processorList.map((processor) => processor.name)).toEqual(
      Object.values(processorSettings).map((settings) => ('name' in settings ? settings.name : undefined)),
    );
    expect(data.processors.voice).toMatchObject({ role: statements.processors.voice.role, name: 'Vapi, Inc.' });
  });

  it('speaks of written conversations only where visitors can write to the demo', () => {
    const callOnly = dataProtection(statements, { ...configured, vapiAssistantId: '' });
    const withChat = dataProtection(statements, configured);
    expect(callOnly.retention.demoCalls).toBe(statements.retention.demoCalls);
    expect(withChat.retention.demoCalls).toBe(statements.retention.demoCallsWithChat);
    expect(callOnly.processors.voice.purpose).toBe(statements.processors.voice.purpose);
    expect(withChat.processors.voice.purpose).toBe(statements.processors.voice.purposeWithChat);
  });
});

// docs/product.md#privacy-policy-page: /about#data and /privatliv list what /tillid's rows say the build sends to.
describe('the processors and retention /about, /privatliv and /tillid state, in every configuration', () => {
  const { statements } = readEntry('pages/privatliv.yaml', privatlivPage);
  const { flows } = readEntry('pages/tillid.yaml', tillidPage);

  it.each([
    ['unset', unset],
    ['configured', configured],
    ['demo only', demoOnly],
  ])('lists a processor or a retention rule exactly when /tillid says data goes there (%s)', (_, settings) => {
    const data = dataProtection(statements, settings);
    const [, booking, demo] = dataFlows(settings, flows, data, 'Sofie');
    const rows = JSON.stringify(dataFlows(settings, flows, data, 'Sofie'));
    const listed = new Set(data.processorList);
    for (const id of ['automation', 'voice', 'callInfrastructure'] as ProcessorId[]) {
      const processor = data.processors[id];
      expect(processor.name, id).toBeDefined();
      expect(listed.has(processor), id).toBe(rows.includes(processor.name!));
    }
    // The host serves every page, so it is always listed; its row on /tillid is the visit.
    expect(listed.has(data.processors.hosting)).toBe(true);
    expect(data.retentionInUse.includes('bookings')).toBe(booking.kept !== undefined);
    expect(data.retentionInUse.includes('demoCalls')).toBe(demo.kept !== undefined);
    expect(data.retentionInUse).toEqual(expect.arrayContaining(['customers', 'logs']));
  });

  it('names a loopback host as this computer (npm start) and a real host as it is', () => {
    const local = readEnv({
      PUBLIC_BOOKING_WEBHOOK_URL: 'http://127.0.0.1:8787/webhook/booking',
      PUBLIC_STAFF_API_URL: 'http://127.0.0.1:8787/staff-api',
    });
    const localRows = dataFlows(local, flows, dataProtection(statements, local), 'Sofie');
    const [, booking, , staff] = localRows;
    for (const row of [booking, staff]) expect(row.to[0]).toContain(fill(flows.localHost, { vært: '127.0.0.1:8787' }));
    const realRows = JSON.stringify(dataFlows(configured, flows, dataProtection(statements, configured), 'Sofie'));
    expect(realRows).toContain('n8n.example.dk');
    expect(realRows).not.toContain(fill(flows.localHost, { vært: 'n8n.example.dk' }));
  });

  it('lists only the host and the always-kept rules when nothing is set up, and everything when all is', () => {
    const none = dataProtection(statements, unset);
    expect(none.processorList).toEqual([none.processors.hosting]);
    expect(none.retentionInUse).toEqual(['customers', 'logs']);
    expect(JSON.stringify(none.processorList)).not.toMatch(/n8n|Vapi|Daily/);
    const all = dataProtection(statements, configured);
    expect(all.processorList).toEqual(Object.values(all.processors));
    expect(all.retentionInUse).toEqual(Object.keys(all.retention));
  });
});
