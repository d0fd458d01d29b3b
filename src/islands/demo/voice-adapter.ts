/**
 * The only module that knows the voice provider's SDK (@vapi-ai/web). It turns the SDK's events
 * into call-machine events, so the island and its tests never depend on the SDK itself.
 */
import type Vapi from '@vapi-ai/web';
import type { CallEvent } from '../../lib/demo/call-machine';
import { problemFromError, problemFromMediaError, transcriptFromMessage } from '../../lib/demo/sdk-events';

export type VoiceEvent = Extract<
  CallEvent,
  {
    type:
      'call-started' | 'agent-speech-start' | 'agent-speech-end' | 'volume' | 'transcript' | 'call-ended' | 'failed';
  }
>;

export interface VoiceAdapter {
  /** Starts a web call; every outcome, failures included, arrives as events. */
  start(): Promise<void>;
  /** Ends the call, or cancels one still starting. Safe to call at any time. */
  stop(): void;
  /** Mutes the visitor's microphone; returns the state that holds afterwards (false without a call). */
  setMuted(muted: boolean): boolean;
  /** Subscribes to the call's events; returns the unsubscribe function. */
  on(listener: (event: VoiceEvent) => void): () => void;
}

export interface VoiceConfig {
  publicKey: string;
  assistantId: string;
}

export type VoiceAdapterFactory = (config: VoiceConfig) => VoiceAdapter;

type VapiConstructor = typeof Vapi;

/** The package is CommonJS: depending on the bundler the class sits one or two `default`s deep. */
function unwrapDefault(module: unknown): VapiConstructor {
  let candidate = module as { default?: unknown } | VapiConstructor;
  while (typeof candidate !== 'function' && candidate && 'default' in candidate) {
    candidate = candidate.default as { default?: unknown } | VapiConstructor;
  }
  if (typeof candidate !== 'function') throw new Error('Voice SDK did not load');
  return candidate;
}

/** The real adapter. The SDK (~80 KB gzip) is downloaded on the first start, never before. */
export const createVapiAdapter: VoiceAdapterFactory = ({ publicKey, assistantId }) => {
  const listeners = new Set<(event: VoiceEvent) => void>();
  let vapi: Vapi | null = null;
  let loading: Promise<Vapi> | null = null;
  /** Events are passed on only while a call is wanted: a stopped call's late events are dropped. */
  let wanted = false;
  let callExists = false;

  const emit = (event: VoiceEvent) => {
    if (wanted) listeners.forEach((listener) => listener(event));
  };

  const fail = (problem: 'connection' | 'microphone') => {
    emit({ type: 'failed', problem });
    stop();
  };

  function wire(client: Vapi): Vapi {
    client.on('call-start', () => {
      callExists = true;
      emit({ type: 'call-started' });
    });
    client.on('speech-start', () => emit({ type: 'agent-speech-start' }));
    client.on('speech-end', () => emit({ type: 'agent-speech-end' }));
    client.on('volume-level', (level) => emit({ type: 'volume', level }));
    client.on('call-end', () => {
      callExists = false;
      emit({ type: 'call-ended' });
    });
    client.on('message', (message) => {
      const line = transcriptFromMessage(message);
      if (line) emit({ type: 'transcript', ...line });
    });
    client.on('call-start-failed', (failure) => fail(problemFromError(failure) ?? 'connection'));
    client.on('error', (error) => {
      const problem = problemFromError(error);
      if (problem) fail(problem);
    });
    client.on('camera-error', (error) => {
      const problem = problemFromMediaError(error);
      if (problem) fail(problem);
    });
    return client;
  }

  function load(): Promise<Vapi> {
    loading ??= import('@vapi-ai/web').then((module) => {
      const VapiClass = unwrapDefault(module);
      // avoidEval: the call client loads its bundle as a script file, which a strict CSP can allow.
      vapi = wire(new VapiClass(publicKey, undefined, { avoidEval: true }));
      return vapi;
    });
    loading.catch(() => {
      loading = null;
    });
    return loading;
  }

  function stop() {
    wanted = false;
    callExists = false;
    vapi?.stop().catch(() => undefined);
  }

  return {
    async start() {
      wanted = true;
      try {
        const client = await load();
        if (!wanted) return;
        const call = await client.start(assistantId);
        // The visitor left while the call was being set up: end what the SDK just joined.
        if (!wanted) await client.stop();
        else if (call === null) fail('connection');
      } catch (error) {
        fail(problemFromError(error) ?? 'connection');
      }
    },
    stop,
    setMuted(muted) {
      if (!vapi || !callExists) return false;
      try {
        vapi.setMuted(muted);
        return vapi.isMuted();
      } catch {
        return false;
      }
    },
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
