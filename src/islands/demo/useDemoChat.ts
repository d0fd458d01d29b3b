import { useCallback, useEffect, useReducer, useRef } from 'react';
import { canSend, initialChatState, next, sendableText, type ChatState } from '../../lib/demo/chat-machine';
import type { ChatSender } from './chat-adapter';
import { AVAILABILITY_WAIT_MS, type AvailabilitySource } from './availability';

export interface DemoChat {
  state: ChatState;
  /** Sends the text if it may be sent now; false when it was not (empty, too long, an answer under way). */
  send: (text: string) => boolean;
  newConversation: () => void;
}

/** Whether the agent takes conversations: the staff API's answer, or the configured default. */
async function agentAvailable(agentName: string, { staffApiUrl, defaultAvailable }: AvailabilitySource) {
  if (!staffApiUrl) return defaultAvailable;
  // Fetched with the question, as the call does, so the island's own JavaScript stays lean.
  const answer = await import('../../lib/staff/api-client')
    .then(({ askAgentAvailable }) => askAgentAvailable(staffApiUrl, agentName, AVAILABILITY_WAIT_MS))
    .catch(() => null);
  return answer ?? defaultAvailable;
}

/**
 * Wires the pure chat machine to the provider's chat (`sender`), the staff API's word on whether the
 * agent is available (asked before a conversation's first message) and the page's lifecycle: leaving
 * the page stops an answer under way, and nothing of the conversation is stored anywhere in the browser.
 */
export function useDemoChat(agentName: string, sender: ChatSender, availability: AvailabilitySource): DemoChat {
  const [state, dispatch] = useReducer(next, initialChatState);
  const request = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    request.current?.abort();
    request.current = null;
  }, []);

  useEffect(() => {
    const leave = () => {
      stop();
      dispatch({ type: 'left-page' });
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      stop();
    };
  }, [stop]);

  const send = useCallback(
    (text: string) => {
      const input = sendableText(text);
      if (!input || !canSend(state)) return false;
      const turn = state.turn + 1;
      const { sessionId } = state;
      dispatch({ type: 'send', text: input });
      const controller = new AbortController();
      request.current = controller;
      void (async () => {
        // Asked before each conversation's first message only; no request goes out before the visitor writes.
        if (sessionId === null && !(await agentAvailable(agentName, availability))) {
          if (!controller.signal.aborted) dispatch({ type: 'failed', turn, failure: 'unavailable' });
          return;
        }
        if (controller.signal.aborted) return;
        await sender({ input, sessionId }, (event) => dispatch({ ...event, turn }), controller.signal);
      })();
      return true;
    },
    [agentName, availability, sender, state],
  );

  const newConversation = useCallback(() => {
    stop();
    dispatch({ type: 'new-conversation' });
  }, [stop]);

  return { state, send, newConversation };
}
