import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VoiceEvent } from '../../../src/islands/demo/voice-adapter';

type Listener = (...args: unknown[]) => void;

/** A stand-in for the SDK class with its event names and the methods the adapter uses (see also voice-adapter.real-sdk.test.ts). */
class FakeVapi {
  static instances: FakeVapi[] = [];
  /** What the next instance's start() resolves to. */
  static nextStartResult: unknown = { id: 'call-1' };
  listeners = new Map<string, Listener[]>();
  requestedMute = false;
  hasCall = false;
  private readonly startResult = FakeVapi.nextStartResult;
  start = vi.fn(async (_assistantId: string) => this.startResult);
  stop = vi.fn(async () => {
    this.hasCall = false;
  });
  constructor(
    public publicKey: string,
    public baseUrl?: string,
    public dailyConfig?: unknown,
  ) {
    FakeVapi.instances.push(this);
  }
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    this.listeners.get(event)?.forEach((listener) => listener(...args));
  }
  setMuted(mute: boolean) {
    if (!this.hasCall) throw new Error('Call object is not available.');
    this.requestedMute = mute;
  }
  /** Like the real SDK: the call client has not applied the request yet. */
  isMuted() {
    return false;
  }
}

// The package is CommonJS with `exports.default`: bundlers hand it over one `default` deeper.
vi.mock('@vapi-ai/web', () => ({ default: { default: FakeVapi } }));

const { createVapiAdapter } = await import('../../../src/islands/demo/voice-adapter');

function setUp() {
  const adapter = createVapiAdapter({ publicKey: 'pk', assistantId: 'assistant-1', apiUrl: 'https://api.eu.vapi.ai' });
  const events: VoiceEvent[] = [];
  adapter.on((event) => events.push(event));
  return { adapter, events };
}

beforeEach(() => {
  FakeVapi.instances = [];
  FakeVapi.nextStartResult = { id: 'call-1' };
});

describe('createVapiAdapter', () => {
  it('loads the SDK only on a start, then starts the assistant with the public key', async () => {
    const { adapter } = setUp();
    expect(FakeVapi.instances).toHaveLength(0);
    await adapter.start();
    const [vapi] = FakeVapi.instances;
    expect(vapi).toMatchObject({
      publicKey: 'pk',
      baseUrl: 'https://api.eu.vapi.ai',
      dailyConfig: { avoidEval: true },
    });
    expect(vapi!.start).toHaveBeenCalledWith('assistant-1');
  });

  it("measures the wait from the visitor's last speech to the agent's first audio, where the SDK reports it", async () => {
    vi.useFakeTimers();
    try {
      const { adapter, events } = setUp();
      await adapter.start();
      const vapi = FakeVapi.instances[0]!;
      vapi.emit('call-start');
      // The greeting answers nobody: no time.
      vapi.emit('speech-start');
      vapi.emit('speech-end');
      vapi.emit('message', { type: 'speech-update', role: 'user', status: 'started' });
      vi.advanceTimersByTime(2_000);
      vapi.emit('message', { type: 'speech-update', role: 'user', status: 'stopped' });
      vi.advanceTimersByTime(1_350);
      vapi.emit('message', { type: 'speech-update', role: 'assistant', status: 'started' });
      vapi.emit('speech-start');
      // A second sound of the same answer is not a new wait.
      vapi.emit('speech-end');
      vi.advanceTimersByTime(500);
      vapi.emit('speech-start');
      expect(events.filter((event) => event.type === 'answer-time')).toEqual([{ type: 'answer-time', ms: 1_350 }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives every call an SDK instance of its own and ends the previous one', async () => {
    const { adapter } = setUp();
    await adapter.start();
    await adapter.start();
    expect(FakeVapi.instances).toHaveLength(2);
    expect(FakeVapi.instances[0]!.stop).toHaveBeenCalled();
    expect(FakeVapi.instances[1]!.stop).not.toHaveBeenCalled();
  });

  it('maps the SDK events to call-machine events', async () => {
    const { adapter, events } = setUp();
    await adapter.start();
    const vapi = FakeVapi.instances[0]!;
    vapi.emit('call-start');
    vapi.emit('speech-start');
    vapi.emit('volume-level', 0.42);
    vapi.emit('message', { type: 'transcript', role: 'assistant', transcriptType: 'partial', transcript: 'Hej' });
    vapi.emit('message', {
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'final',
      transcript: 'Hej, det er Sofie.',
    });
    vapi.emit('message', { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'Hej Sofie.' });
    vapi.emit('speech-end');
    vapi.emit('call-end');
    expect(events).toEqual([
      { type: 'call-started' },
      { type: 'agent-speech-start' },
      { type: 'volume', level: 0.42 },
      { type: 'transcript', speaker: 'agent', text: 'Hej, det er Sofie.' },
      { type: 'transcript', speaker: 'visitor', text: 'Hej Sofie.' },
      { type: 'agent-speech-end' },
      { type: 'call-ended' },
    ]);
  });

  it('reports a failed start once and stops', async () => {
    const { adapter, events } = setUp();
    await adapter.start();
    const vapi = FakeVapi.instances[0]!;
    vapi.emit('call-start-failed', { stage: 'unknown', error: 'Failed to fetch' });
    vapi.emit('error', { type: 'start-method-error', error: { message: 'Failed to fetch' } });
    expect(events).toEqual([{ type: 'failed', problem: 'connection' }]);
    expect(vapi.stop).toHaveBeenCalled();
  });

  it('fails when the SDK returns no call', async () => {
    const { adapter, events } = setUp();
    FakeVapi.nextStartResult = null;
    await adapter.start();
    expect(events).toEqual([{ type: 'failed', problem: 'connection' }]);
  });

  it('tells a refused microphone apart and ignores non-critical SDK errors', async () => {
    const { adapter, events } = setUp();
    await adapter.start();
    const vapi = FakeVapi.instances[0]!;
    vapi.emit('error', { type: 'audio-processing-setup-error', error: { message: 'KrispInitError' } });
    vapi.emit('camera-error', { type: 'camera-error', error: { error: { type: 'cam-in-use' } } });
    expect(events).toEqual([]);
    vapi.emit('camera-error', { type: 'camera-error', error: { error: { type: 'permissions', blockedBy: 'user' } } });
    expect(events).toEqual([{ type: 'failed', problem: 'microphone' }]);
  });

  it('mutes once the call client has joined, and reports the state asked for', async () => {
    const { adapter, events } = setUp();
    expect(adapter.setMuted(true)).toBe(false);
    await adapter.start();
    const vapi = FakeVapi.instances[0]!;
    expect(adapter.setMuted(true)).toBe(false);
    vapi.hasCall = true;
    vapi.emit('call-start-success', { totalDuration: 1, timestamp: '' });
    expect(events).toEqual([{ type: 'call-started' }]);
    expect(adapter.setMuted(true)).toBe(true);
    expect(vapi.requestedMute).toBe(true);
    expect(adapter.setMuted(false)).toBe(false);
  });

  it('follows the microphone state the call client reports for the visitor', async () => {
    const { adapter, events } = setUp();
    await adapter.start();
    const vapi = FakeVapi.instances[0]!;
    vapi.emit('call-start-success', { totalDuration: 1, timestamp: '' });
    vapi.emit('daily-participant-updated', { local: false, tracks: { audio: { state: 'off' } } });
    vapi.emit('daily-participant-updated', { local: true, tracks: { audio: { state: 'off' } } });
    vapi.emit('daily-participant-updated', { local: true, tracks: { audio: { state: 'off' } } });
    expect(events.slice(1)).toEqual([{ type: 'mute-changed', muted: true }]);
  });

  it('drops the events of a stopped call and ends a call that joined after the visitor left', async () => {
    const { adapter, events } = setUp();
    let finishStart: (call: unknown) => void = () => undefined;
    FakeVapi.nextStartResult = new Promise((resolve) => (finishStart = resolve));
    const pending = adapter.start();
    await vi.waitFor(() => expect(FakeVapi.instances[0]?.start).toHaveBeenCalled());
    const vapi = FakeVapi.instances[0]!;
    adapter.stop();
    vapi.emit('call-start');
    finishStart({ id: 'late-call' });
    await pending;
    expect(events).toEqual([]);
    expect(vapi.stop).toHaveBeenCalledTimes(2);
  });
});
