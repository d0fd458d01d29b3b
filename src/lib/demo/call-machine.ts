/**
 * The demo call as a pure state machine (docs/product.md#demo-call-states). The island feeds it
 * events from the voice adapter, the visitor and the timers that `pendingTimer` asks for.
 */

export type CallStatus = 'idle' | 'connecting' | 'connected' | 'ended' | 'error';

/** `live` talks to the voice provider; `unavailable` is the staged call when the agent is away. */
export type CallKind = 'live' | 'unavailable';

/**
 * `not-set-up`: the build has no voice provider key, and the agent takes calls, so there is nothing
 * to call (docs/product.md#demo-not-set-up). It stays on screen until the next press.
 */
export type CallProblem = 'connection' | 'microphone' | 'not-set-up';

export type Speaker = 'agent' | 'visitor';

export interface TranscriptLine {
  id: number;
  speaker: Speaker;
  text: string;
}

export interface CallState {
  status: CallStatus;
  kind: CallKind;
  /** Counts calls, so timers of one call never fire into the next. */
  callId: number;
  /** A provider call exists: only then may the microphone be muted. */
  callActive: boolean;
  problem: CallProblem | null;
  muted: boolean;
  /** The agent's volume, 0 to 1. */
  volume: number;
  elapsedSeconds: number;
  transcript: TranscriptLine[];
  /** The staged call has said (or shown) its message and may hang up. */
  unavailableMessageDone: boolean;
  /** The last call failed: the phone offers the company's number and a meeting until the next call starts. */
  offerOtherWays: boolean;
  /**
   * Milliseconds from the end of the visitor's last speech to the agent's first audio after it, where the voice
   * SDK reports when the visitor stopped speaking; null until then, and always in the staged call.
   */
  answerMs: number | null;
}

export type CallEvent =
  | { type: 'start'; kind: CallKind }
  | { type: 'call-started' }
  | { type: 'agent-speech-start' }
  | { type: 'agent-speech-end' }
  | { type: 'volume'; level: number }
  | { type: 'transcript'; speaker: Speaker; text: string }
  /** The agent answered the visitor this long after they stopped speaking (a live call only). */
  | { type: 'answer-time'; ms: number }
  | { type: 'mute-changed'; muted: boolean }
  | { type: 'tick' }
  /** The staff API said, while the call was connecting, that the agent takes no calls. */
  | { type: 'agent-unavailable' }
  | { type: 'unavailable-connected' }
  | { type: 'unavailable-message-done' }
  | { type: 'hang-up' }
  | { type: 'call-ended' }
  | { type: 'failed'; problem: CallProblem }
  | { type: 'reset' };

/** Ended and error return to idle after 3 s (docs/product.md#demo-timings). */
export const RESET_DELAY_MS = 3000;
/** The staged call connects after 2 s and hangs up 1 s after its message (docs/product.md#unavailable-agent). */
export const UNAVAILABLE_CONNECT_MS = 2000;
export const UNAVAILABLE_HANG_UP_MS = 1000;
/** Keeps a very long call from growing the captions without bound. */
export const MAX_TRANSCRIPT_LINES = 50;

export const initialCallState: CallState = {
  status: 'idle',
  kind: 'live',
  callId: 0,
  callActive: false,
  problem: null,
  muted: false,
  volume: 0,
  elapsedSeconds: 0,
  transcript: [],
  unavailableMessageDone: false,
  offerOtherWays: false,
  answerMs: null,
};

const inCall = (state: CallState) => state.status === 'connecting' || state.status === 'connected';

/** A call may start from idle, and again after the not-set-up answer (which has no reset timer). */
const canStart = (state: CallState) =>
  state.status === 'idle' || (state.status === 'error' && state.problem === 'not-set-up');

function appendLine(state: CallState, speaker: Speaker, text: string): TranscriptLine[] {
  const last = state.transcript.at(-1);
  const line = { id: (last?.id ?? 0) + 1, speaker, text };
  return [...state.transcript, line].slice(-MAX_TRANSCRIPT_LINES);
}

/** Leaves the call: nothing is live, muted or loud any more. */
const hungUp = (state: CallState, status: 'ended' | 'error', problem: CallProblem | null): CallState => ({
  ...state,
  status,
  problem,
  callActive: false,
  muted: false,
  volume: 0,
});

export function next(state: CallState, event: CallEvent): CallState {
  switch (event.type) {
    case 'start':
      if (!canStart(state)) return state;
      return { ...initialCallState, status: 'connecting', kind: event.kind, callId: state.callId + 1 };
    case 'call-started':
      return inCall(state) && state.kind === 'live' ? { ...state, callActive: true } : state;
    case 'agent-speech-start':
      if (state.status !== 'connecting' || state.kind !== 'live') return state;
      return { ...state, status: 'connected', callActive: true, elapsedSeconds: 0 };
    case 'agent-speech-end':
      return state.status === 'connected' ? { ...state, volume: 0 } : state;
    case 'volume':
      return state.status === 'connected' ? { ...state, volume: Math.min(1, Math.max(0, event.level)) } : state;
    case 'transcript':
      return inCall(state) && event.text.trim()
        ? { ...state, transcript: appendLine(state, event.speaker, event.text.trim()) }
        : state;
    case 'answer-time':
      return state.status === 'connected' && state.kind === 'live' ? { ...state, answerMs: event.ms } : state;
    case 'mute-changed':
      return state.callActive ? { ...state, muted: event.muted } : state;
    case 'tick':
      return state.status === 'connected' ? { ...state, elapsedSeconds: state.elapsedSeconds + 1 } : state;
    case 'agent-unavailable':
      // Only before the provider was reached: a live call under way stays live.
      if (state.status !== 'connecting' || state.kind !== 'live' || state.callActive) return state;
      return { ...state, kind: 'unavailable' };
    case 'unavailable-connected':
      if (state.status !== 'connecting' || state.kind !== 'unavailable') return state;
      return { ...state, status: 'connected', elapsedSeconds: 0 };
    case 'unavailable-message-done':
      return state.status === 'connected' && state.kind === 'unavailable'
        ? { ...state, unavailableMessageDone: true }
        : state;
    case 'hang-up':
      return state.status === 'connected' ? hungUp(state, 'ended', null) : state;
    case 'call-ended':
      return inCall(state) ? hungUp(state, 'ended', null) : state;
    case 'failed':
      // A failing start reports twice (call-start-failed, then error): the first report wins.
      if (!inCall(state)) return state;
      // The not-set-up answer offers the booking itself.
      return { ...hungUp(state, 'error', event.problem), offerOtherWays: event.problem !== 'not-set-up' };
    case 'reset':
      return state.status === 'ended' || state.status === 'error' ? { ...state, status: 'idle', problem: null } : state;
  }
}

export interface PendingTimer {
  event: CallEvent;
  ms: number;
  /** Changes whenever the timer must start afresh. */
  key: string;
}

/** The one timer the current state waits for, if any; the island schedules it. */
export function pendingTimer(state: CallState): PendingTimer | null {
  const key = (name: string) => `${state.callId}:${name}`;
  if (state.status === 'error' && state.problem === 'not-set-up') return null;
  if (state.status === 'ended' || state.status === 'error') {
    return { event: { type: 'reset' }, ms: RESET_DELAY_MS, key: key(state.status) };
  }
  if (state.kind !== 'unavailable') return null;
  if (state.status === 'connecting') {
    return { event: { type: 'unavailable-connected' }, ms: UNAVAILABLE_CONNECT_MS, key: key('connecting') };
  }
  if (state.status === 'connected' && state.unavailableMessageDone) {
    return { event: { type: 'call-ended' }, ms: UNAVAILABLE_HANG_UP_MS, key: key('hang-up') };
  }
  return null;
}

/** The call button starts from idle, ends a connected call, and rests otherwise. */
export const callButtonAction = (state: CallState): 'start' | 'end' => (state.status === 'connected' ? 'end' : 'start');
export const isCallButtonDisabled = (state: CallState): boolean => !canStart(state) && state.status !== 'connected';
/** The mute toggle exists only while a provider call does. */
export const canMute = (state: CallState): boolean => state.callActive && state.kind === 'live';
