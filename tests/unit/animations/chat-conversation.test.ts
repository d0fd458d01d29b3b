import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHAT_RESTART_MS,
  chatScript,
  chatWaitMs,
  completeChatState,
  initialChatState,
  nextChatState,
  type ChatState,
} from '../../../src/lib/animations/chat-conversation';

/** Drives the reducer with real timers the way the island does, one timeout per state. */
function runChat() {
  let state: ChatState = initialChatState;
  const schedule = () => {
    setTimeout(() => {
      state = nextChatState(state);
      schedule();
    }, chatWaitMs(state));
  };
  schedule();
  return () => state;
}

describe('chat conversation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has seven messages that alternate bot and user, starting with the bot', () => {
    expect(chatScript).toHaveLength(7);
    chatScript.forEach((message, i) => expect(message.sender).toBe(i % 2 === 0 ? 'bot' : 'user'));
  });

  it('waits between 1000 and 2500 ms before each message', () => {
    for (const message of chatScript) {
      expect(message.delayMs).toBeGreaterThanOrEqual(1000);
      expect(message.delayMs).toBeLessThanOrEqual(2500);
    }
  });

  it('shows each message exactly its delay after the previous one', () => {
    const state = runChat();
    let elapsed = 0;
    chatScript.forEach((message, i) => {
      vi.advanceTimersByTime(message.delayMs - 1);
      expect(state().visible).toBe(i);
      vi.advanceTimersByTime(1);
      expect(state().visible).toBe(i + 1);
      elapsed += message.delayMs;
    });
    expect(elapsed).toBe(chatScript.reduce((sum, m) => sum + m.delayMs, 0));
  });

  it('shows the typing indicator for exactly 1 s before every bot message and never before a user message', () => {
    const state = runChat();
    let now = 0;
    const at = (time: number) => {
      vi.advanceTimersByTime(time - now);
      now = time;
      return state();
    };
    let due = 0;
    for (const [i, message] of chatScript.entries()) {
      const typingFrom = due + message.delayMs - 1000;
      due += message.delayMs;
      if (typingFrom - 1 >= now) expect(at(typingFrom - 1)).toEqual({ visible: i, typing: false });
      expect(at(typingFrom)).toEqual({ visible: i, typing: message.sender === 'bot' });
      expect(at(due - 1)).toEqual({ visible: i, typing: message.sender === 'bot' });
      expect(at(due)).toEqual({ visible: i + 1, typing: false });
    }
  });

  it('clears the chat 5 s after the last message and plays it again', () => {
    const state = runChat();
    const total = chatScript.reduce((sum, m) => sum + m.delayMs, 0);
    vi.advanceTimersByTime(total);
    expect(state().visible).toBe(7);
    vi.advanceTimersByTime(CHAT_RESTART_MS - 1);
    expect(state().visible).toBe(7);
    vi.advanceTimersByTime(1);
    expect(state()).toEqual(initialChatState);
    expect(state().visible).toBe(0);
    vi.advanceTimersByTime(total);
    expect(state().visible).toBe(7);
  });

  it('offers the whole conversation as the still state', () => {
    expect(completeChatState()).toEqual({ visible: 7, typing: false });
  });
});
