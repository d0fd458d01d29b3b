// @vitest-environment jsdom
/** The adapter against the real voice SDK and Daily (see real-sdk-harness.ts): the call itself. */
import { describe, expect, it, vi } from 'vitest';
import {
  connectedCall,
  FakeDailyCall,
  failures,
  setUp,
  stubProvider,
  useRealSdk,
  webCall,
} from '../fixtures/real-sdk-harness';

useRealSdk();

describe('the adapter with the real voice SDK', () => {
  it('creates the web call at the configured API host with the public key and joins Daily without eval and without a camera', async () => {
    const requests = stubProvider();
    const { adapter, events } = setUp();
    await adapter.start();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('https://api.eu.vapi.ai/call/web');
    expect(requests[0]!.init).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer pk' } });
    expect(JSON.parse(String(requests[0]!.init.body))).toMatchObject({ assistantId: 'assistant-1' });
    const daily = FakeDailyCall.latest;
    expect(daily.options).toMatchObject({ audioSource: true, videoSource: false, dailyConfig: { avoidEval: true } });
    expect(daily.join).toHaveBeenCalledWith(expect.objectContaining({ url: webCall.webCallUrl }));
    expect(events).toEqual([{ type: 'call-started' }]);
  });

  it('reports the mute asked for at once, although Daily applies it later, and corrects it from Daily', async () => {
    stubProvider();
    const { adapter, events } = setUp();
    expect(adapter.setMuted(true)).toBe(false);
    // Joined, without the server's `listening` message: mute must work all the same.
    await adapter.start();
    const daily = FakeDailyCall.latest;
    expect(adapter.setMuted(true)).toBe(true);
    expect(daily.setLocalAudio).toHaveBeenLastCalledWith(false);
    expect(daily.localAudio()).toBe(true);
    await vi.waitFor(() => expect(daily.localAudio()).toBe(false));
    expect(events.filter((event) => event.type === 'mute-changed')).toEqual([]);

    // The microphone comes back on without the visitor's press (a device change, say).
    daily.updateLocalAudio('playable');
    expect(events.at(-1)).toEqual({ type: 'mute-changed', muted: false });
    expect(adapter.setMuted(true)).toBe(true);
    expect(adapter.setMuted(false)).toBe(false);
  });

  it('ends a call the server ends (status update, then ejected, then call-end) as ended, not as an error', async () => {
    stubProvider();
    const { events, daily } = await connectedCall();
    daily.serverMessage({ type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' });
    daily.fatalError('ejected', 'Meeting has ended');
    daily.leftMeeting();
    expect(events.filter((event) => event.type === 'call-ended')).toHaveLength(1);
    expect(events.at(-1)).toEqual({ type: 'call-ended' });
    expect(failures(events)).toEqual([]);
    await vi.waitFor(() => expect(daily.destroyed).toBe(true));
  });

  it('ends as ended when Daily ejects the visitor without the status update', async () => {
    stubProvider();
    const { events, daily } = await connectedCall();
    daily.fatalError('ejected', 'Meeting has ended');
    daily.leftMeeting();
    expect(events.at(-1)).toEqual({ type: 'call-ended' });
    expect(failures(events)).toEqual([]);
  });

  it('fails when the server ends the call before the agent ever spoke', async () => {
    stubProvider();
    const { adapter, events } = setUp();
    await adapter.start();
    FakeDailyCall.latest.serverMessage({ type: 'status-update', status: 'ended', endedReason: 'pipeline-error' });
    expect(events.at(-1)).toEqual({ type: 'failed', problem: 'connection' });
  });

  it('keeps the call when the browser blocks the agent audio from playing', async () => {
    stubProvider();
    vi.stubGlobal('MediaStream', class {});
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(
      new DOMException("play() failed because the user didn't interact with the document first.", 'NotAllowedError'),
    );
    const loggedError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { events, daily } = await connectedCall();
    daily.agentTrackStarted();
    await vi.waitFor(() =>
      expect(loggedError).toHaveBeenCalledWith('[vapi] could not start assistant audio', expect.anything()),
    );
    daily.agentAudioLevel(0.5);
    expect(failures(events)).toEqual([]);
    expect(events.at(-1)).toEqual({ type: 'volume', level: 1 });
    expect(daily.destroyed).toBe(false);
  });

  it.each([
    'mic-in-use',
    'cam-mic-in-use',
    'permissions',
    'not-found',
    'constraints',
    'undefined-mediadevices',
    'unknown',
  ])('ends the call with the microphone message on Daily media error %s', async (type) => {
    stubProvider();
    const { events, daily } = await connectedCall();
    daily.cameraError(type);
    expect(failures(events)).toEqual([{ type: 'failed', problem: 'microphone' }]);
    await vi.waitFor(() => expect(daily.destroyed).toBe(true));
  });

  it('lets the call go on when only the camera is in use', async () => {
    stubProvider();
    const { events, daily } = await connectedCall();
    daily.cameraError('cam-in-use');
    expect(failures(events)).toEqual([]);
  });
});
