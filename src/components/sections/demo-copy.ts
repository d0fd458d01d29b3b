import { pageCopy } from '../../entries/pages';
import type { ChatSuggestion } from '../../lib/demo/chat-suggestions';

/**
 * The demo's words (content/pages/demo.yaml), read once per build: `/demo` and the demo phone and the chat
 * wherever they stand (the home hero, the chatbot page) take them from here.
 */
export const demoCopy = await pageCopy('demo');

/** `Det kan du prøve` in its order, as the phone and the chat offer them: each title with its first message. */
export const chatSuggestions: ChatSuggestion[] = (['booking', 'question', 'change'] as const).map((key) => ({
  title: demoCopy.suggestions[key].title,
  message: demoCopy.suggestions[key].message,
}));

/** The chat's words, for the chat on its own (ChatDemo). */
export const chatTexts = { chat: demoCopy.chat, common: demoCopy.common };

/** The phone's words: the chat's and its own (DemoPhone). */
export const phoneTexts = { ...chatTexts, phone: demoCopy.phone };
