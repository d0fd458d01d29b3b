/**
 * The written conversation with the demo agent as a pure state machine
 * (docs/product.md#chat-states). The island feeds it the visitor's messages, the chat adapter's
 * stream events and the page's lifecycle; it keeps the provider's session between messages.
 */

export type ChatStatus = 'idle' | 'sending' | 'streaming' | 'answered' | 'failed';

/**
 * Why a message got no (whole) answer. `not-set-up` and `unavailable` are decided before any request
 * to the provider; `lost-thread` is an answer from another session than the one sent.
 */
export type ChatFailure =
  | 'not-set-up'
  | 'unavailable'
  | 'key'
  | 'billing'
  | 'busy'
  | 'provider'
  | 'offline'
  | 'timeout'
  | 'cut-off'
  | 'lost-thread';

export type ChatAuthor = 'visitor' | 'agent';

export interface ChatMessage {
  id: number;
  from: ChatAuthor;
  /** As written or received: an answer may carry Markdown, which is shown as plain text (chat-text.ts). */
  text: string;
  /** `streaming` while an answer arrives; `stopped` when its stream ended before the end marker. */
  end: 'streaming' | 'complete' | 'stopped';
}

export interface ChatState {
  status: ChatStatus;
  messages: ChatMessage[];
  /** The provider's session, from the first answer; every later message continues it. */
  sessionId: string | null;
  failure: ChatFailure | null;
  /** Counts the messages sent, so events of an earlier request never reach a later one. */
  turn: number;
}

export type ChatEvent =
  | { type: 'send'; text: string }
  | { type: 'delta'; turn: number; text: string; sessionId?: string }
  | { type: 'done'; turn: number; sessionId?: string }
  | { type: 'failed'; turn: number; failure: ChatFailure }
  /** The visitor left the page: an answer under way stops where it is. */
  | { type: 'left-page' }
  | { type: 'new-conversation' };

/** At most this many characters a message, and this many messages from the visitor a conversation. */
export const MAX_MESSAGE_LENGTH = 500;
export const MAX_MESSAGES = 20;
/** The provider ends a conversation's session after this (the adapter asks for it; /privatliv says it). */
export const SESSION_EXPIRATION_SECONDS = 1800;

export const initialChatState: ChatState = {
  status: 'idle',
  messages: [],
  sessionId: null,
  failure: null,
  turn: 0,
};

/** Failures after which the same conversation may go on: sending again is worth a try. */
const retryable: ReadonlySet<ChatFailure> = new Set([
  'unavailable',
  'busy',
  'provider',
  'offline',
  'timeout',
  'cut-off',
]);

export const visitorMessageCount = (state: ChatState): number =>
  state.messages.filter((message) => message.from === 'visitor').length;

/** The conversation has had its 20 messages: only `Ny samtale` or the booking go on from here. */
export const limitReached = (state: ChatState): boolean =>
  visitorMessageCount(state) >= MAX_MESSAGES && (state.status === 'answered' || state.status === 'failed');

export const isAnswering = (state: ChatState): boolean => state.status === 'sending' || state.status === 'streaming';

/** Whether a message may be sent now (the text aside). */
export function canSend(state: ChatState): boolean {
  if (visitorMessageCount(state) >= MAX_MESSAGES) return false;
  if (state.status === 'failed') return state.failure !== null && retryable.has(state.failure);
  return state.status === 'idle' || state.status === 'answered';
}

/** The text as it would be sent: trimmed, or null when it may not be sent (empty or too long). */
export function sendableText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed && trimmed.length <= MAX_MESSAGE_LENGTH ? trimmed : null;
}

const nextId = (state: ChatState) => (state.messages.at(-1)?.id ?? 0) + 1;

/** Ends the answer under way with `failure`, keeping what arrived of it as stopped. */
function fail(state: ChatState, failure: ChatFailure): ChatState {
  const messages = state.messages.map((message) =>
    message.end === 'streaming' ? { ...message, end: 'stopped' as const } : message,
  );
  return { ...state, status: 'failed', failure, messages };
}

/** An answer from another session than the one sent: the agent has lost the conversation so far. */
const fromAnotherSession = (state: ChatState, sessionId: string | undefined) =>
  state.sessionId !== null && sessionId !== undefined && sessionId !== state.sessionId;

function receive(state: ChatState, text: string, sessionId: string | undefined): ChatState {
  if (fromAnotherSession(state, sessionId)) {
    return fail({ ...state, messages: state.messages.filter((message) => message.end !== 'streaming') }, 'lost-thread');
  }
  const session = state.sessionId ?? sessionId ?? null;
  if (state.status === 'sending') {
    const answer: ChatMessage = { id: nextId(state), from: 'agent', text, end: 'streaming' };
    return { ...state, status: 'streaming', sessionId: session, messages: [...state.messages, answer] };
  }
  const messages = state.messages.map((message) =>
    message.end === 'streaming' ? { ...message, text: message.text + text } : message,
  );
  return { ...state, sessionId: session, messages };
}

function finish(state: ChatState, sessionId: string | undefined): ChatState {
  // An end marker without a word: nothing to show, so it counts as the provider's failure.
  if (state.status === 'sending') return fail(state, 'provider');
  const received = receive(state, '', sessionId);
  if (received.status === 'failed') return received;
  const messages = received.messages.map((message) =>
    message.end === 'streaming' ? { ...message, end: 'complete' as const } : message,
  );
  return { ...received, status: 'answered', messages };
}

export function next(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'send': {
      const text = sendableText(event.text);
      if (!text || !canSend(state)) return state;
      const message: ChatMessage = { id: nextId(state), from: 'visitor', text, end: 'complete' };
      return {
        ...state,
        status: 'sending',
        failure: null,
        turn: state.turn + 1,
        messages: [...state.messages, message],
      };
    }
    case 'delta':
      if (event.turn !== state.turn || !isAnswering(state) || !event.text) return state;
      return receive(state, event.text, event.sessionId);
    case 'done':
      return event.turn === state.turn && isAnswering(state) ? finish(state, event.sessionId) : state;
    case 'failed':
      return event.turn === state.turn && isAnswering(state) ? fail(state, event.failure) : state;
    case 'left-page':
      return isAnswering(state) ? fail(state, 'cut-off') : state;
    case 'new-conversation':
      // The turn goes on counting, so a late event of the last request cannot reach the next one.
      return { ...initialChatState, turn: state.turn };
  }
}
