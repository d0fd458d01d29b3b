/**
 * Daily's call object with its network side played by the test. The real daily-js object cannot
 * run offline: every call needs its call-machine bundle from Daily's CDN and a room on Daily's
 * servers. This stand-in has the methods @vapi-ai/web 2.7.1 calls and emits Daily's documented
 * events with their documented payloads; where the adapter depends on a behaviour, it copies
 * daily-js 0.87.0:
 * - `setLocalAudio()` only posts a message to the call machine; `localAudio()` reads the local
 *   participant's audio track state, which changes when the call machine's `participant-updated`
 *   comes back (a later task).
 * - one live instance per page: a second `createCallObject()` throws "Duplicate DailyIframe
 *   instances are not allowed" until the first is destroyed.
 * - `destroy()` leaves first; leaving a joined room ends in `left-meeting`.
 */
import DailyIframe, { type DailyCall, type DailyCallOptions } from '@daily-co/daily-js';
import { EventEmitter } from 'node:events';
import { vi } from 'vitest';

type TrackState = 'playable' | 'off' | 'blocked';

const AGENT_SESSION = 'agent-session';

const participant = (local: boolean, audio: TrackState) => ({
  local,
  session_id: local ? 'visitor-session' : AGENT_SESSION,
  user_name: local ? '' : 'Vapi Speaker',
  tracks: { audio: { state: audio }, video: { state: 'off' } },
});

export class FakeDailyCall extends EventEmitter {
  static created: FakeDailyCall[] = [];
  /** Set to keep `join()` pending, as when Daily's bundle or room never answers. */
  static holdJoin = false;

  state = 'new';
  destroyed = false;
  private local = participant(true, 'playable');

  constructor(readonly options: DailyCallOptions) {
    super();
  }

  /** Replaces `DailyIframe.createCallObject` for the test; `vi.restoreAllMocks()` undoes it. */
  static install() {
    FakeDailyCall.created = [];
    FakeDailyCall.holdJoin = false;
    vi.spyOn(DailyIframe, 'createCallObject').mockImplementation((options = {}) => {
      if (FakeDailyCall.created.some((call) => !call.destroyed)) {
        throw new Error('Duplicate DailyIframe instances are not allowed');
      }
      const call = new FakeDailyCall(options);
      FakeDailyCall.created.push(call);
      return call as unknown as DailyCall;
    });
  }

  static get latest(): FakeDailyCall {
    const call = FakeDailyCall.created.at(-1);
    if (!call) throw new Error('No call object was created');
    return call;
  }

  // The methods the SDK calls.
  iframe = () => null;
  meetingState = () => this.state;
  participants = () => ({ local: this.local });
  updateParticipant = vi.fn(() => this);
  startRemoteParticipantsAudioLevelObserver = vi.fn(async () => undefined);
  updateInputSettings = vi.fn(async () => ({}));
  sendAppMessage = vi.fn(() => this);
  stopRecording = vi.fn();

  join = vi.fn(async (_properties: unknown) => {
    this.state = 'joining-meeting';
    if (FakeDailyCall.holdJoin) return new Promise<never>(() => undefined);
    await Promise.resolve();
    this.state = 'joined-meeting';
    this.daily('joined-meeting', { participants: this.participants() });
    this.daily('participant-joined', { participant: participant(false, 'playable') });
    return this.participants();
  });

  leave = vi.fn(async () => {
    if (this.state !== 'joined-meeting') return;
    await Promise.resolve();
    this.state = 'left-meeting';
    this.daily('left-meeting', {});
  });

  destroy = vi.fn(async () => {
    await this.leave();
    this.destroyed = true;
  });

  localAudio = () => !['blocked', 'off'].includes(this.local.tracks.audio.state);

  setLocalAudio = vi.fn((enabled: boolean) => {
    setTimeout(() => this.updateLocalAudio(enabled ? 'playable' : 'off'));
    return this;
  });

  // What Daily's servers and the browser do, driven by the test.

  /** The call machine reports the visitor's microphone state. */
  updateLocalAudio(state: TrackState) {
    this.local = { ...this.local, tracks: { ...this.local.tracks, audio: { state } } };
    this.daily('participant-updated', { participant: this.local });
  }

  /** The assistant's server sends an in-call message (JSON, as Vapi's server does). */
  serverMessage(message: object | 'listening') {
    this.daily('app-message', {
      data: message === 'listening' ? message : JSON.stringify(message),
      fromId: AGENT_SESSION,
    });
  }

  /** The agent's volume from the remote audio-level observer (Daily reports every 100 ms). */
  agentAudioLevel(level: number) {
    this.daily('remote-participants-audio-level', { participantsAudioLevel: { [AGENT_SESSION]: level } });
  }

  /** The agent's audio track arrives; the SDK then builds an <audio> player for it. */
  agentTrackStarted() {
    this.daily('track-started', {
      participant: participant(false, 'playable'),
      track: { kind: 'audio', id: 'agent-audio' },
    });
  }

  /** A fatal error (one of Daily's call error types): the meeting state becomes `error`. */
  fatalError(type: string, message: string) {
    this.state = 'error';
    this.daily('error', { errorMsg: message, error: { type, msg: message } });
  }

  /** getUserMedia failed: Daily's `camera-error` with one of its media error types. */
  cameraError(type: string) {
    this.daily('camera-error', { errorMsg: { errorMsg: type, audioOk: false }, error: { type, msg: type } });
  }

  /** The room closed under the visitor. */
  leftMeeting() {
    this.state = 'left-meeting';
    this.daily('left-meeting', {});
  }

  /** Daily's own emit: a destroyed instance hears nothing more from its call machine. */
  private daily(action: string, payload: object) {
    if (!this.destroyed) this.emit(action, { action, callClientId: 'fake', ...payload });
  }
}
