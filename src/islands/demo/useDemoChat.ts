import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { canSend, initialChatState, next, sendableText, type ChatState } from '../../lib/demo/chat-machine';
import type { ChatSender } from './chat-adapter';
import { AVAILABILITY_WAIT_MS, type AvailabilitySource } from './availability';

export interface DemoChat {
  state: ChatState;
  /** Sends the text if it may be sent now; false when it was not (empty, too long, an answer under way). */
  send: (text: string) => boolean;
  newConversation: () => void;
  /**
   * Milliseconds from the visitor's last sent message to the first character of its answer; null before an
   * answer, and always where the conversation is not measured (the local stand-in, docs/product.md#measured-answer).
   */
  answerMs: number | null;
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
export function useDemoChat(
  agentName: string,
  sender: ChatSender,
  availability: AvailabilitySource,
  measured = false,
): DemoChat {
  const [state, dispatch] = useReducer(next, initialChatState);
  const request = useRef<AbortController | null>(null);
  const [answerMs, setAnswerMs] = useState<number | null>(null);

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
      // The clock starts as the message is sent; the answer's first character stops it, once per message.
      const sentAt = Date.now();
      let waiting = measured;
      void (async () => {
        // Asked before each conversation's first message only; no request goes out before the visitor writes.
        if (sessionId === null && !(await agentAvailable(agentName, availability))) {
          if (!controller.signal.aborted) dispatch({ type: 'failed', turn, failure: 'unavailable' });
          return;
        }
        if (controller.signal.aborted) return;
        await sender(
          { input, sessionId },
          (event) => {
            if (waiting && event.type === 'delta' && event.text !== '') {
              waiting = false;
              setAnswerMs(Date.now() - sentAt);
            }
            dispatch({ ...event, turn });
          },
          controller.signal,
        );
      })();
      return true;
    },
    [agentName, availability, measured, sender, state],
  );

  const newConversation = useCallback(() => {
    stop();
    setAnswerMs(null);
    dispatch({ type: 'new-conversation' });
  }, [stop]);

  return { state, send, newConversation, answerMs };
}
