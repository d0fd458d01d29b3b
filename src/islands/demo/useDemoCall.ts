import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { unavailableMessage } from '../../lib/demo/call-display';
import { initialCallState, next, pendingTimer, type CallState } from '../../lib/demo/call-machine';
import { useInterval, useTimeout } from '../shared/useInterval';
import { AVAILABILITY_WAIT_MS, type AvailabilitySource } from './availability';
import { speakDanish } from './speak-danish';
import { CONNECT_TIMEOUT_MS, type VoiceAdapter, type VoiceAdapterFactory, type VoiceConfig } from './voice-adapter';

export interface DemoCall {
  state: CallState;
  startCall: () => void;
  endCall: () => void;
  toggleMute: () => void;
}

/**
 * Wires the pure call machine to the voice adapter, the timers it asks for, the staff API's
 * answer on availability (an unavailable agent gets the staged call) and the page's lifecycle.
 */
export function useDemoCall(
  agentName: string,
  config: VoiceConfig,
  createAdapter: VoiceAdapterFactory,
  availability: AvailabilitySource = { staffApiUrl: '', defaultAvailable: true },
): DemoCall {
  const [state, dispatch] = useReducer(next, initialCallState);
  const [adapter] = useState<VoiceAdapter>(() => createAdapter(config));
  const { staffApiUrl, defaultAvailable } = availability;
  /** When the visitor pressed call: the staged call's 2 s and the connect time-out count from here. */
  const pressedAt = useRef(0);
  const current = useRef(state);
  useEffect(() => {
    current.current = state;
  }, [state]);

  useEffect(() => {
    const unsubscribe = adapter.on(dispatch);
    // A call must not outlive the page: leaving or unmounting hangs up. A page restored from the
    // back/forward cache then shows the call as ended instead of one that is still connecting.
    const hangUp = () => {
      adapter.stop();
      dispatch({ type: 'call-ended' });
    };
    window.addEventListener('pagehide', hangUp);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', hangUp);
      adapter.stop();
    };
  }, [adapter]);

  const timer = pendingTimer(state);
  // The staged call connects 2 s after the press, however long the question to the API took.
  const timerMs = useMemo(
    () =>
      timer && timer.event.type === 'unavailable-connected'
        ? Math.max(0, timer.ms - (Date.now() - pressedAt.current))
        : (timer?.ms ?? null),
    // Once per timer: a re-render must not push the deadline.
    [timer?.key],
  );
  useTimeout(() => timer && dispatch(timer.event), timerMs, timer !== null, timer?.key);
  useInterval(() => dispatch({ type: 'tick' }), 1000, state.status === 'connected');

  const stagedCallSpeaking = state.kind === 'unavailable' && state.status === 'connected';
  useEffect(() => {
    if (!stagedCallSpeaking) return;
    const message = unavailableMessage(agentName);
    // The message is always captioned too, so it reaches visitors where speech is missing or fails.
    dispatch({ type: 'transcript', speaker: 'agent', text: message });
    const speech = speakDanish(message);
    let current = true;
    speech.done.then(() => current && dispatch({ type: 'unavailable-message-done' }));
    return () => {
      current = false;
      speech.cancel();
    };
  }, [stagedCallSpeaking, state.callId, agentName]);

  const startCall = useCallback(() => {
    if (state.status !== 'idle') return;
    pressedAt.current = Date.now();
    if (!staffApiUrl) {
      // No staff API in this build: the configured default decides at once.
      dispatch({ type: 'start', kind: defaultAvailable ? 'live' : 'unavailable' });
      if (defaultAvailable) void adapter.start();
      return;
    }
    // Connecting from the press; the staff API is asked only now, never before the visitor acts.
    const callId = state.callId + 1;
    dispatch({ type: 'start', kind: 'live' });
    // The staff API's client is fetched with the question, so the phone's own JavaScript stays lean;
    // the 2 s count from the press and include that download.
    void import('../../lib/staff/api-client')
      .then(({ askAgentAvailable }) =>
        askAgentAvailable(staffApiUrl, agentName, AVAILABILITY_WAIT_MS - (Date.now() - pressedAt.current)),
      )
      .catch(() => null)
      .then((answer) => {
        const now = current.current;
        // The visitor left or the call ended meanwhile: nothing more to start.
        if (now.callId !== callId || now.status !== 'connecting') return;
        if (answer ?? defaultAvailable) void adapter.start(CONNECT_TIMEOUT_MS - (Date.now() - pressedAt.current));
        else dispatch({ type: 'agent-unavailable' });
      });
  }, [adapter, agentName, staffApiUrl, defaultAvailable, state.callId, state.status]);

  const endCall = useCallback(() => {
    if (state.kind === 'live') adapter.stop();
    dispatch({ type: 'hang-up' });
  }, [adapter, state.kind]);

  const toggleMute = useCallback(() => {
    dispatch({ type: 'mute-changed', muted: adapter.setMuted(!state.muted) });
  }, [adapter, state.muted]);

  return { state, startCall, endCall, toggleMute };
}
