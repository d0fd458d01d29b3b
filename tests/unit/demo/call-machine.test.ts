import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callButtonAction,
  canMute,
  initialCallState,
  isCallButtonDisabled,
  MAX_TRANSCRIPT_LINES,
  next,
  pendingTimer,
  type CallEvent,
  type CallState,
} from '../../../src/lib/demo/call-machine';

/** Drives the machine the way the island does: every state's pending timer is scheduled with setTimeout. */
function createRunner(start: CallState = initialCallState) {
  let state = start;
  let scheduled: { key: string; id: ReturnType<typeof setTimeout> } | null = null;
  const reschedule = () => {
    const timer = pendingTimer(state);
    if (scheduled && scheduled.key === timer?.key) return;
    if (scheduled) clearTimeout(scheduled.id);
    scheduled = timer ? { key: timer.key, id: setTimeout(() => send(timer.event), timer.ms) } : null;
  };
  const send = (event: CallEvent) => {
    state = next(state, event);
    reschedule();
  };
  return {
    send,
    get state() {
      return state;
    },
  };
}

const connected = (): CallState =>
  [{ type: 'start', kind: 'live' } as const, { type: 'agent-speech-start' } as const].reduce(next, initialCallState);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('live call', () => {
  it('goes idle → connecting on start, with the start button disabled while connecting', () => {
    const state = next(initialCallState, { type: 'start', kind: 'live' });
    expect(state.status).toBe('connecting');
    expect(state.callId).toBe(1);
    expect(isCallButtonDisabled(initialCallState)).toBe(false);
    expect(isCallButtonDisabled(state)).toBe(true);
    expect(callButtonAction(state)).toBe('start');
  });

  it('turns a connecting call into the staged one when the staff API says the agent is away, never a live call under way', () => {
    const connecting = next(initialCallState, { type: 'start', kind: 'live' });
    const staged = next(connecting, { type: 'agent-unavailable' });
    expect(staged).toMatchObject({ status: 'connecting', kind: 'unavailable', callId: 1 });
    expect(pendingTimer(staged)?.event).toEqual({ type: 'unavailable-connected' });
    const providerReached = next(connecting, { type: 'call-started' });
    expect(next(providerReached, { type: 'agent-unavailable' })).toBe(providerReached);
    expect(next(connected(), { type: 'agent-unavailable' }).kind).toBe('live');
    expect(next(initialCallState, { type: 'agent-unavailable' })).toBe(initialCallState);
  });

  it("keeps a live call's measured wait for its answer past its end, and never takes one in the staged call", () => {
    const measured = next(connected(), { type: 'answer-time', ms: 1_350 });
    expect(measured.answerMs).toBe(1_350);
    const ended = next(measured, { type: 'call-ended' });
    expect(ended.answerMs).toBe(1_350);
    expect(next(ended, { type: 'answer-time', ms: 99 }).answerMs).toBe(1_350);
    const idleAgain = next(ended, { type: 'reset' });
    expect(idleAgain.answerMs).toBe(1_350);
    expect(next(idleAgain, { type: 'start', kind: 'live' }).answerMs).toBeNull();
    const staged = [
      { type: 'start', kind: 'unavailable' } as const,
      { type: 'unavailable-connected' } as const,
      { type: 'answer-time', ms: 400 } as const,
    ].reduce(next, initialCallState);
    expect(staged).toMatchObject({ status: 'connected', kind: 'unavailable', answerMs: null });
  });

  it('ignores a second start while a call is under way', () => {
    const connecting = next(initialCallState, { type: 'start', kind: 'live' });
    expect(next(connecting, { type: 'start', kind: 'live' })).toBe(connecting);
    expect(next(connected(), { type: 'start', kind: 'live' }).status).toBe('connected');
  });

  it('stays connecting when the provider call starts and connects when the agent starts speaking', () => {
    const started = next(next(initialCallState, { type: 'start', kind: 'live' }), { type: 'call-started' });
    expect(started.status).toBe('connecting');
    expect(started.callActive).toBe(true);
    const talking = next(started, { type: 'agent-speech-start' });
    expect(talking.status).toBe('connected');
    expect(callButtonAction(talking)).toBe('end');
    expect(isCallButtonDisabled(talking)).toBe(false);
  });

  it('connected → ended when the call ends, then idle after exactly 3 s', () => {
    const runner = createRunner(connected());
    runner.send({ type: 'call-ended' });
    expect(runner.state.status).toBe('ended');
    expect(runner.state.callActive).toBe(false);
    vi.advanceTimersByTime(2999);
    expect(runner.state.status).toBe('ended');
    vi.advanceTimersByTime(1);
    expect(runner.state.status).toBe('idle');
  });

  it('hanging up ends a connected call the same way', () => {
    const runner = createRunner(connected());
    runner.send({ type: 'hang-up' });
    expect(runner.state.status).toBe('ended');
    vi.advanceTimersByTime(3000);
    expect(runner.state.status).toBe('idle');
  });

  it('any error marks the call inactive and returns to idle after 3 s, keeping the first problem', () => {
    const runner = createRunner(connected());
    runner.send({ type: 'mute-changed', muted: true });
    runner.send({ type: 'failed', problem: 'microphone' });
    runner.send({ type: 'failed', problem: 'connection' });
    expect(runner.state).toMatchObject({ status: 'error', problem: 'microphone', callActive: false, muted: false });
    vi.advanceTimersByTime(2000);
    // A repeated report must not restart the 3 s.
    runner.send({ type: 'failed', problem: 'connection' });
    vi.advanceTimersByTime(1000);
    expect(runner.state).toMatchObject({ status: 'idle', problem: null });
  });

  it('a failure while connecting is an error too', () => {
    const runner = createRunner();
    runner.send({ type: 'start', kind: 'live' });
    runner.send({ type: 'failed', problem: 'connection' });
    expect(runner.state.status).toBe('error');
    expect(isCallButtonDisabled(runner.state)).toBe(true);
    vi.advanceTimersByTime(3000);
    expect(runner.state.status).toBe('idle');
    expect(isCallButtonDisabled(runner.state)).toBe(false);
  });

  it('offers other ways to reach the company after a failure, through idle, until the next call starts', () => {
    const runner = createRunner();
    runner.send({ type: 'start', kind: 'live' });
    expect(runner.state.offerOtherWays).toBe(false);
    runner.send({ type: 'failed', problem: 'connection' });
    expect(runner.state.offerOtherWays).toBe(true);
    vi.advanceTimersByTime(3000);
    expect(runner.state).toMatchObject({ status: 'idle', offerOtherWays: true });
    runner.send({ type: 'start', kind: 'live' });
    expect(runner.state.offerOtherWays).toBe(false);
    expect(next(connected(), { type: 'call-ended' }).offerOtherWays).toBe(false);
  });

  it('ignores late events of a call that is over', () => {
    const ended = next(connected(), { type: 'call-ended' });
    for (const event of [
      { type: 'failed', problem: 'connection' },
      { type: 'agent-speech-start' },
      { type: 'volume', level: 0.5 },
      { type: 'transcript', speaker: 'agent', text: 'Hej' },
      { type: 'tick' },
      { type: 'call-ended' },
    ] satisfies CallEvent[]) {
      expect(next(ended, event)).toBe(ended);
    }
    expect(next(initialCallState, { type: 'reset' })).toBe(initialCallState);
  });

  it('counts seconds and tracks the volume only while connected', () => {
    let state = connected();
    state = next(next(state, { type: 'tick' }), { type: 'tick' });
    expect(state.elapsedSeconds).toBe(2);
    expect(next(state, { type: 'volume', level: 0.4 }).volume).toBe(0.4);
    expect(next(state, { type: 'volume', level: 3 }).volume).toBe(1);
    expect(next(state, { type: 'volume', level: -1 }).volume).toBe(0);
    expect(next(next(state, { type: 'volume', level: 0.4 }), { type: 'agent-speech-end' }).volume).toBe(0);
    const connecting = next(initialCallState, { type: 'start', kind: 'live' });
    expect(next(connecting, { type: 'tick' }).elapsedSeconds).toBe(0);
  });

  it('allows muting only while a provider call exists', () => {
    expect(canMute(initialCallState)).toBe(false);
    expect(next(initialCallState, { type: 'mute-changed', muted: true }).muted).toBe(false);
    const state = connected();
    expect(canMute(state)).toBe(true);
    expect(next(state, { type: 'mute-changed', muted: true }).muted).toBe(true);
    expect(canMute(next(state, { type: 'call-ended' }))).toBe(false);
  });

  it('collects final transcript lines and clears them when a new call starts', () => {
    let state = next(connected(), { type: 'transcript', speaker: 'agent', text: ' Hej, det er Sofie. ' });
    state = next(state, { type: 'transcript', speaker: 'visitor', text: 'Jeg vil gerne booke en tid.' });
    state = next(state, { type: 'transcript', speaker: 'visitor', text: '   ' });
    expect(state.transcript).toEqual([
      { id: 1, speaker: 'agent', text: 'Hej, det er Sofie.' },
      { id: 2, speaker: 'visitor', text: 'Jeg vil gerne booke en tid.' },
    ]);
    const idle = next(next(state, { type: 'call-ended' }), { type: 'reset' });
    expect(idle.transcript).toHaveLength(2);
    expect(next(idle, { type: 'start', kind: 'live' }).transcript).toEqual([]);
  });

  it('keeps only the latest transcript lines', () => {
    let state = connected();
    for (let i = 0; i < MAX_TRANSCRIPT_LINES + 5; i += 1)
      state = next(state, { type: 'transcript', speaker: 'agent', text: `Linje ${i}` });
    expect(state.transcript).toHaveLength(MAX_TRANSCRIPT_LINES);
    expect(state.transcript.at(-1)?.text).toBe(`Linje ${MAX_TRANSCRIPT_LINES + 4}`);
  });
});

describe('staged call when the agent is unavailable', () => {
  it('connects after 2 s, hangs up 1 s after the message and is idle 3 s later', () => {
    const runner = createRunner();
    runner.send({ type: 'start', kind: 'unavailable' });
    vi.advanceTimersByTime(1999);
    expect(runner.state.status).toBe('connecting');
    vi.advanceTimersByTime(1);
    expect(runner.state.status).toBe('connected');
    expect(canMute(runner.state)).toBe(false);
    // The message takes as long as it takes; nothing ends the call meanwhile.
    vi.advanceTimersByTime(10_000);
    expect(runner.state.status).toBe('connected');
    runner.send({ type: 'unavailable-message-done' });
    vi.advanceTimersByTime(999);
    expect(runner.state.status).toBe('connected');
    vi.advanceTimersByTime(1);
    expect(runner.state.status).toBe('ended');
    vi.advanceTimersByTime(3000);
    expect(runner.state.status).toBe('idle');
  });

  it('ignores provider speech, since no provider call exists', () => {
    const connecting = next(initialCallState, { type: 'start', kind: 'unavailable' });
    expect(next(connecting, { type: 'agent-speech-start' })).toBe(connecting);
    expect(next(connecting, { type: 'call-started' })).toBe(connecting);
    expect(next(connected(), { type: 'unavailable-connected' }).status).toBe('connected');
    expect(next(connected(), { type: 'unavailable-message-done' }).unavailableMessageDone).toBe(false);
  });

  it('can be hung up while the message plays', () => {
    const runner = createRunner();
    runner.send({ type: 'start', kind: 'unavailable' });
    vi.advanceTimersByTime(2000);
    runner.send({ type: 'hang-up' });
    expect(runner.state.status).toBe('ended');
    vi.advanceTimersByTime(3000);
    expect(runner.state.status).toBe('idle');
  });

  it('live calls wait for no timer until they end', () => {
    expect(pendingTimer(initialCallState)).toBeNull();
    expect(pendingTimer(next(initialCallState, { type: 'start', kind: 'live' }))).toBeNull();
    expect(pendingTimer(connected())).toBeNull();
  });
});
