import { describe, expect, it } from 'vitest';
import { voiceProviderLocation } from '../../src/config/data-protection';

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
