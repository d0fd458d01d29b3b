import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHAT_RESTART_MS,
  CHAT_TYPING_MS,
  chatAnimation as animationOf,
  chatDelayMs,
} from '../../../src/lib/animations/chat-conversation';
import { createPlayer } from '../../../src/lib/animations/player';
import { illustrationWords } from '../fixtures/illustration-words';

const advance = { type: 'advance' } as const;
/** The conversation of the AI agent page's entry, each message with the wait before it. */
const chatScript = illustrationWords('chatbot-conversation').messages.map((message, i) => ({
  ...message,
  delayMs: chatDelayMs(i),
}));
const chatAnimation = animationOf(chatScript.map((message) => message.sender));
const total = chatScript.reduce((sum, m) => sum + m.delayMs, 0);

/** Plays the chat from the restart 5 s after the still frame, so time 0 is the empty chat. */
function playFromEmpty() {
  const player = createPlayer(chatAnimation);
  player.play();
  vi.advanceTimersByTime(CHAT_RESTART_MS);
  return player;
}

describe('chat conversation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has seven messages that alternate bot and user, starting with the bot, 1000-2500 ms apart', () => {
    expect(chatScript).toHaveLength(7);
    chatScript.forEach((message, i) => expect(message.sender).toBe(i % 2 === 0 ? 'bot' : 'user'));
    for (const message of chatScript) {
      expect(message.delayMs).toBeGreaterThanOrEqual(1000);
      expect(message.delayMs).toBeLessThanOrEqual(2500);
    }
  });

  it('rests on the whole conversation and schedules the restart 5 s later', () => {
    expect(chatAnimation.initial).toEqual({ visible: 7, typing: false });
    expect(chatAnimation.schedule(chatAnimation.initial)).toEqual({ ms: CHAT_RESTART_MS, event: advance });
  });

  it('clears on restart straight into the typing indicator, as the first bot message is due in 1 s', () => {
    expect(chatAnimation.next(chatAnimation.initial, advance)).toEqual({ visible: 0, typing: true });
    expect(chatAnimation.schedule({ visible: 0, typing: true })).toEqual({ ms: CHAT_TYPING_MS, event: advance });
  });

  it('waits a user message’s whole delay, and a bot message’s delay less the 1 s of typing', () => {
    expect(chatAnimation.schedule({ visible: 1, typing: false })).toEqual({ ms: 2000, event: advance });
    expect(chatAnimation.schedule({ visible: 2, typing: false })).toEqual({ ms: 1500, event: advance });
    expect(chatAnimation.next({ visible: 2, typing: false }, advance)).toEqual({ visible: 2, typing: true });
    expect(chatAnimation.next({ visible: 2, typing: true }, advance)).toEqual({ visible: 3, typing: false });
  });

  it('played, shows each message exactly its delay after the previous one', () => {
    const player = playFromEmpty();
    chatScript.forEach((message, i) => {
      vi.advanceTimersByTime(message.delayMs - 1);
      expect(player.state.visible).toBe(i);
      vi.advanceTimersByTime(1);
      expect(player.state.visible).toBe(i + 1);
    });
  });

  it('shows the typing indicator for exactly 1 s before every bot message and never before a user message', () => {
    const player = playFromEmpty();
    let now = 0;
    const at = (time: number) => {
      vi.advanceTimersByTime(time - now);
      now = time;
      return player.state;
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
    const player = playFromEmpty();
    vi.advanceTimersByTime(total);
    expect(player.state.visible).toBe(7);
    vi.advanceTimersByTime(CHAT_RESTART_MS - 1);
    expect(player.state.visible).toBe(7);
    vi.advanceTimersByTime(1);
    expect(player.state.visible).toBe(0);
    vi.advanceTimersByTime(total);
    expect(player.state.visible).toBe(7);
  });
});
