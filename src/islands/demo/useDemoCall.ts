import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { unavailableMessage } from '../../lib/demo/call-display';
import { initialCallState, next, pendingTimer, type CallState } from '../../lib/demo/call-machine';
import { $agents, isAgentAvailable } from '../../stores/agents';
import { useInterval, useTimeout } from '../shared/useInterval';
import { speakDanish } from './speak-danish';
import type { VoiceAdapter, VoiceAdapterFactory, VoiceConfig } from './voice-adapter';

export interface DemoCall {
  state: CallState;
  startCall: () => void;
  endCall: () => void;
  toggleMute: () => void;
}

/**
 * Wires the pure call machine to the voice adapter, the timers it asks for, the agents store
 * (an unavailable agent gets the staged call) and the page's lifecycle.
 */
export function useDemoCall(agentName: string, config: VoiceConfig, createAdapter: VoiceAdapterFactory): DemoCall {
  const [state, dispatch] = useReducer(next, initialCallState);
  const [adapter] = useState<VoiceAdapter>(() => createAdapter(config));
  const agents = useStore($agents);

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
  useTimeout(() => timer && dispatch(timer.event), timer?.ms ?? null, timer !== null, timer?.key);
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
    const available = isAgentAvailable(agentName, agents);
    dispatch({ type: 'start', kind: available ? 'live' : 'unavailable' });
    if (available) void adapter.start();
  }, [adapter, agentName, agents, state.status]);

  const endCall = useCallback(() => {
    if (state.kind === 'live') adapter.stop();
    dispatch({ type: 'hang-up' });
  }, [adapter, state.kind]);

  const toggleMute = useCallback(() => {
    dispatch({ type: 'mute-changed', muted: adapter.setMuted(!state.muted) });
  }, [adapter, state.muted]);

  return { state, startCall, endCall, toggleMute };
}
