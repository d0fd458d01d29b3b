import { beforeEach, describe, expect, it, vi } from 'vitest';

// The build's environment as src/config/env.ts reads it, set by each test before demo-setup.ts is loaded.
const env = vi.hoisted(() => ({ vapiPublicKey: '', vapiAssistantId: '', vapiApiUrl: 'https://api.vapi.ai' }));
vi.mock('../../src/config/env', () => ({ env }));

async function setupWith(values: Partial<typeof env>) {
  Object.assign(env, { vapiPublicKey: '', vapiAssistantId: '', vapiApiUrl: 'https://api.vapi.ai' }, values);
  return (await import('../../src/config/demo-setup')).demoSetup;
}

// docs/product.md#demo-not-set-up: what cannot work is said from the first paint, so it must be known at build time.
describe('what the demo can do in a build', () => {
  beforeEach(() => vi.resetModules());

  it('calls and writes with a key and an assistant at the provider', async () => {
    expect(await setupWith({ vapiPublicKey: 'pk', vapiAssistantId: 'a' })).toEqual({ chat: true, call: true });
    expect(
      await setupWith({ vapiPublicKey: 'pk', vapiAssistantId: 'a', vapiApiUrl: 'https://api.eu.vapi.ai' }),
    ).toEqual({ chat: true, call: true });
  });

  it('only writes against the local stand-in (`npm start`), which takes no calls', async () => {
    for (const vapiApiUrl of ['http://127.0.0.1:8787', 'http://localhost:8787'])
      expect(await setupWith({ vapiPublicKey: 'pk', vapiAssistantId: 'a', vapiApiUrl })).toEqual({
        chat: true,
        call: false,
      });
  });

  it('does neither without the key or the assistant', async () => {
    expect(await setupWith({})).toEqual({ chat: false, call: false });
    expect(await setupWith({ vapiPublicKey: 'pk' })).toEqual({ chat: false, call: false });
    expect(await setupWith({ vapiAssistantId: 'a' })).toEqual({ chat: false, call: false });
  });
});
