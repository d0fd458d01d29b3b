import type { Animation } from './animation';

/**
 * The scripted booking conversation of the chatbot page (docs/product.md#chatbot-conversation).
 * Each message appears `delayMs` after the one before it; a bot message is preceded by a
 * typing indicator during the last second of that wait. Five seconds after the last message
 * the chat clears and starts over. Its still frame is the whole conversation.
 */

export type ChatSender = 'bot' | 'user';

export interface ChatMessage {
  id: number;
  sender: ChatSender;
  message: string;
  /** Shown as the message's time stamp in the mock-up. */
  timestamp: string;
  /** Wait after the previous message (or the start) before this one appears: 1000-2500 ms. */
  delayMs: number;
}

export const CHAT_TYPING_MS = 1000;
export const CHAT_RESTART_MS = 5000;

export const chatScript: readonly ChatMessage[] = [
  {
    id: 1,
    sender: 'bot',
    message: 'Hej! Jeg er jeres digitale assistent. Hvordan kan jeg hjælpe i dag?',
    timestamp: '09:00',
    delayMs: 1000,
  },
  {
    id: 2,
    sender: 'user',
    message: 'Jeg vil gerne booke en tid til et møde om en ny hjemmeside.',
    timestamp: '09:00',
    delayMs: 2000,
  },
  {
    id: 3,
    sender: 'bot',
    message: 'Det hjælper jeg gerne med. Passer torsdag kl. 10.00 eller fredag kl. 13.30 bedst?',
    timestamp: '09:01',
    delayMs: 2500,
  },
  { id: 4, sender: 'user', message: 'Torsdag kl. 10.00 passer fint.', timestamp: '09:01', delayMs: 1500 },
  {
    id: 5,
    sender: 'bot',
    message: 'Perfekt. Må jeg bede om dit navn og din e-mail, så jeg kan sende en bekræftelse?',
    timestamp: '09:01',
    delayMs: 2000,
  },
  { id: 6, sender: 'user', message: 'Mette Hansen, mette@eksempel.dk', timestamp: '09:02', delayMs: 2500 },
  {
    id: 7,
    sender: 'bot',
    message: 'Tak, Mette! Dit møde torsdag kl. 10.00 er booket, og bekræftelsen er på vej til din indbakke.',
    timestamp: '09:02',
    delayMs: 2000,
  },
];

export interface ChatState {
  /** How many messages of the script are on screen. */
  visible: number;
  /** The bot is "typing" the next message. */
  typing: boolean;
}

export type ChatEvent = { type: 'advance' };

/** How long to wait in `state` before the next message, typing indicator or restart. */
function waitMs(state: ChatState): number {
  const upcoming = chatScript[state.visible];
  if (!upcoming) return CHAT_RESTART_MS;
  if (state.typing) return CHAT_TYPING_MS;
  return upcoming.sender === 'bot' ? Math.max(0, upcoming.delayMs - CHAT_TYPING_MS) : upcoming.delayMs;
}

function advance(state: ChatState): ChatState {
  const upcoming = chatScript[state.visible];
  if (!upcoming) return { visible: 0, typing: false };
  if (upcoming.sender === 'bot' && !state.typing) return { visible: state.visible, typing: true };
  return { visible: state.visible + 1, typing: false };
}

/** A state with nothing to wait for (a bot message due 1 s after the previous) moves on at once. */
const settle = (state: ChatState): ChatState => (waitMs(state) === 0 ? advance(state) : state);

export const chatAnimation: Animation<ChatState, ChatEvent> = {
  initial: { visible: chatScript.length, typing: false },
  next: (state, event) => {
    switch (event.type) {
      case 'advance':
        return settle(advance(state));
    }
  },
  schedule: (state) => ({ ms: waitMs(state), event: { type: 'advance' } }),
};
