/**
 * The only module that knows the voice provider's SDK (@vapi-ai/web). It turns the SDK's events
 * into call-machine events, so the island and its tests never depend on the SDK itself.
 */
import type Vapi from '@vapi-ai/web';
import { problemFromError } from '../../lib/demo/sdk-events';
import { CallAttempt, CONNECT_TIMEOUT_MS, type VoiceEvent } from './call-attempt';

export { CONNECT_TIMEOUT_MS, type VoiceEvent } from './call-attempt';

export interface VoiceAdapter {
  /**
   * Starts a web call; every outcome, failures included, arrives as events. `connectTimeoutMs` is
   * what is left of the connect time-out (it counts from the press; default all of it).
   */
  start(connectTimeoutMs?: number): Promise<void>;
  /** Ends the call, or cancels one still starting. Safe to call at any time. */
  stop(): void;
  /**
   * Mutes the visitor's microphone and returns the state asked for (false without a call); a
   * `mute-changed` event follows if the call client ends up in another state.
   */
  setMuted(muted: boolean): boolean;
  /** Subscribes to the call's events; returns the unsubscribe function. */
  on(listener: (event: VoiceEvent) => void): () => void;
}

export interface VoiceConfig {
  publicKey: string;
  assistantId: string;
  /** `PUBLIC_VAPI_API_URL`: the provider's API host (its EU host for an organisation in the EU region). */
  apiUrl: string;
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

/**
 * The adapter of a build without the provider's key: once the staff API has said the agent takes
 * calls, its start answers that the live demo is not set up (docs/product.md#demo-not-set-up).
 */
export const createNotSetUpAdapter: VoiceAdapterFactory = () => {
  const listeners = new Set<(event: VoiceEvent) => void>();
  return {
    async start() {
      listeners.forEach((listener) => listener({ type: 'failed', problem: 'not-set-up' }));
    },
    stop: () => undefined,
    setMuted: () => false,
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

/** The real adapter. The SDK (~80 KB gzip) is downloaded on the first start, never before. */
export const createVapiAdapter: VoiceAdapterFactory = ({ publicKey, assistantId, apiUrl }) => {
  const listeners = new Set<(event: VoiceEvent) => void>();
  let loading: Promise<VapiConstructor> | null = null;
  let current: CallAttempt | null = null;

  function loadSdk(): Promise<VapiConstructor> {
    loading ??= import('@vapi-ai/web').then(unwrapDefault);
    loading.catch(() => {
      loading = null;
    });
    return loading;
  }

  function stop() {
    current?.end();
    current = null;
  }

  return {
    async start(connectTimeoutMs = CONNECT_TIMEOUT_MS) {
      stop();
      // Created before the download, so the connection watchdog covers a slow SDK too.
      const attempt = new CallAttempt((event) => listeners.forEach((listener) => listener(event)), connectTimeoutMs);
      current = attempt;
      try {
        const VapiClass = await loadSdk();
        // avoidEval: the call client loads its bundle as a script file, which a strict CSP can allow.
        await attempt.run(new VapiClass(publicKey, apiUrl, { avoidEval: true }), assistantId);
      } catch (error) {
        attempt.fail(problemFromError(error));
      }
    },
    stop,
    setMuted: (muted) => current?.setMuted(muted) ?? false,
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
