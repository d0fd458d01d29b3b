import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatStreamEvent } from '../../../src/islands/demo/chat-adapter';

const adapter = vi.hoisted(() => ({
  fails: false,
  send: vi.fn(async (_request: unknown, _onEvent: unknown, _signal: unknown) => undefined),
  made: 0,
}));
vi.mock('../../../src/islands/demo/chat-adapter', () => ({
  createChatSender: () => {
    adapter.made += 1;
    if (adapter.fails) throw new Error('chunk failed to load');
    return adapter.send;
  },
}));

const { lazyChatSender } = await import('../../../src/islands/demo/lazy-chat-sender');
const provider = { apiUrl: 'https://api.vapi.ai', publicKey: 'pk', assistantId: 'a' };

beforeEach(() => {
  adapter.fails = false;
  adapter.made = 0;
  adapter.send.mockClear();
});

describe('the chat sender fetched with the first message', () => {
  it('loads the adapter once, on the first message, and hands every message to it', async () => {
    const sender = lazyChatSender(provider);
    expect(adapter.made).toBe(0);
    const signal = new AbortController().signal;
    await sender({ input: 'Hej', sessionId: null }, () => undefined, signal);
    await sender({ input: 'Igen', sessionId: 's' }, () => undefined, signal);
    expect(adapter.made).toBe(1);
    expect(adapter.send.mock.calls.map(([request]) => request)).toEqual([
      { input: 'Hej', sessionId: null },
      { input: 'Igen', sessionId: 's' },
    ]);
  });

  it('says offline when the adapter cannot be fetched, and tries again with the next message', async () => {
    adapter.fails = true;
    const sender = lazyChatSender(provider);
    const events: ChatStreamEvent[] = [];
    await sender({ input: 'Hej', sessionId: null }, (event) => events.push(event), new AbortController().signal);
    expect(events).toEqual([{ type: 'failed', failure: 'offline' }]);
    adapter.fails = false;
    await sender({ input: 'Igen', sessionId: null }, (event) => events.push(event), new AbortController().signal);
    expect(adapter.made).toBe(2);
    expect(adapter.send).toHaveBeenCalledTimes(1);
  });
});
