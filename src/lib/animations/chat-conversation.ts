import type { Animation } from './animation';

/**
 * The scripted booking conversation of the chatbot page (docs/product.md#chatbot-conversation).
 * Each message appears `delayMs` after the one before it; a bot message is preceded by a
 * typing indicator during the last second of that wait. Five seconds after the last message
 * the chat clears and starts over. Its still frame is the whole conversation.
 */

export type ChatSender = 'bot' | 'user';

export const CHAT_TYPING_MS = 1000;
export const CHAT_RESTART_MS = 5000;

/**
 * The wait before each message of the conversation (the entry's words) appears, after the previous one or the
 * start: timing, so it is the code's. A message past the last of these waits the default.
 */
export const chatDelaysMs: readonly number[] = [1000, 2000, 2500, 1500, 2000, 2500, 2000];
const CHAT_DEFAULT_DELAY_MS = 2000;
export const chatDelayMs = (index: number): number => chatDelaysMs[index] ?? CHAT_DEFAULT_DELAY_MS;

export interface ChatState {
  /** How many messages of the script are on screen. */
  visible: number;
  /** The bot is "typing" the next message. */
  typing: boolean;
}

export type ChatEvent = { type: 'advance' };

/**
 * The conversation's animation, from who sends each message: a bot message is preceded by the typing
 * indicator, a visitor's is not.
 */
export function chatAnimation(senders: readonly ChatSender[]): Animation<ChatState, ChatEvent> {
  /** How long to wait in `state` before the next message, typing indicator or restart. */
  const waitMs = (state: ChatState): number => {
    const upcoming = senders[state.visible];
    if (!upcoming) return CHAT_RESTART_MS;
    if (state.typing) return CHAT_TYPING_MS;
    const delay = chatDelayMs(state.visible);
    return upcoming === 'bot' ? Math.max(0, delay - CHAT_TYPING_MS) : delay;
  };

  const advance = (state: ChatState): ChatState => {
    const upcoming = senders[state.visible];
    if (!upcoming) return { visible: 0, typing: false };
    if (upcoming === 'bot' && !state.typing) return { visible: state.visible, typing: true };
    return { visible: state.visible + 1, typing: false };
  };

  /** A state with nothing to wait for (a bot message due 1 s after the previous) moves on at once. */
  const settle = (state: ChatState): ChatState => (waitMs(state) === 0 ? advance(state) : state);

  return {
    initial: { visible: senders.length, typing: false },
    next: (state, event) => {
      switch (event.type) {
        case 'advance':
          return settle(advance(state));
      }
    },
    schedule: (state) => ({ ms: waitMs(state), event: { type: 'advance' } }),
  };
}
