/**
 * Runs the real adapter on the real @vapi-ai/web and @daily-co/daily-js with only the network edge
 * played by the test: `fetch` for the provider's API, Daily's call object for Daily's servers.
 * Use inside a jsdom test file; call `useRealSdk()` once at the top.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { createVapiAdapter, type VoiceAdapter, type VoiceEvent } from '../../../src/islands/demo/voice-adapter';
import { FakeDailyCall } from './fake-daily-call';

export { FakeDailyCall };

export const webCall = {
  id: 'call-1',
  webCallUrl: 'https://vapi.daily.co/room-1',
  artifactPlan: { videoRecordingEnabled: false },
  assistant: { voice: { provider: '11labs' } },
};

interface ProviderRequest {
  url: string;
  init: RequestInit;
  answer: (status?: number, body?: object) => void;
}

/** The provider's API: answers `POST /call/web` at once, or holds each request for the test to answer. */
export function stubProvider({ hold = false } = {}) {
  const requests: ProviderRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string | URL, init: RequestInit = {}) =>
        new Promise<Response>((resolve) => {
          const answer = (status = 201, body: object = webCall) =>
            resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
          requests.push({ url: String(url), init, answer });
          if (!hold) answer();
        }),
    ),
  );
  return requests;
}

const adapters: VoiceAdapter[] = [];

export function setUp() {
  const adapter = createVapiAdapter({ publicKey: 'pk', assistantId: 'assistant-1' });
  adapters.push(adapter);
  const events: VoiceEvent[] = [];
  adapter.on((event) => events.push(event));
  return { adapter, events };
}

/** A call Daily has joined and the agent has started speaking in: connected (docs/product.md#demo-call-states). */
export async function connectedCall() {
  const call = setUp();
  await call.adapter.start();
  const daily = FakeDailyCall.latest;
  daily.agentAudioLevel(0.3);
  return { ...call, daily };
}

export const failures = (events: VoiceEvent[]) => events.filter((event) => event.type === 'failed');

/** Installs the stand-ins before each test and removes them, and every adapter's call, after it. */
export function useRealSdk() {
  beforeEach(() => FakeDailyCall.install());
  afterEach(() => {
    adapters.splice(0).forEach((adapter) => adapter.stop());
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}
