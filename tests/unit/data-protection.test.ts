import { describe, expect, it } from 'vitest';
import { bookingRetentionDays } from '../../src/config/bookings.mjs';
import { dataProtection, processorSettings, voiceProviderLocation } from '../../src/config/data-protection';
import { readEntry } from '../../src/entries/read-entry';
import { placeholdersIn } from '../../src/lib/placeholders';
import { privatlivPage } from '../../src/schemas/pages/privatliv';

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
    const data = dataProtection(statements, false);
    expect(placeholdersIn(statements.retention.bookings)).toEqual(['dage']);
    expect(data.retention.bookings).toContain(`${bookingRetentionDays} dage`);
    expect(data.processorList.map((processor) => processor.name)).toEqual(
      Object.values(processorSettings).map((settings) => ('name' in settings ? settings.name : undefined)),
    );
    expect(data.processors.voice).toMatchObject({ role: statements.processors.voice.role, name: 'Vapi, Inc.' });
  });

  it('speaks of written conversations only where visitors can write to the demo', () => {
    const callOnly = dataProtection(statements, false);
    const withChat = dataProtection(statements, true);
    expect(callOnly.retention.demoCalls).toBe(statements.retention.demoCalls);
    expect(withChat.retention.demoCalls).toBe(statements.retention.demoCallsWithChat);
    expect(callOnly.processors.voice.purpose).toBe(statements.processors.voice.purpose);
    expect(withChat.processors.voice.purpose).toBe(statements.processors.voice.purposeWithChat);
  });
});
