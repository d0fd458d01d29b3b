import { describe, expect, it } from 'vitest';
import {
  canSend,
  initialChatState,
  limitReached,
  MAX_MESSAGE_LENGTH,
  MAX_MESSAGES,
  next,
  sendableText,
  type ChatEvent,
  type ChatState,
} from '../../../src/lib/demo/chat-machine';

const run = (events: ChatEvent[], from: ChatState = initialChatState) => events.reduce(next, from);
const texts = (state: ChatState) => state.messages.map((message) => [message.from, message.text, message.end]);

/** One whole exchange: the visitor's message, its answer in two pieces from `sessionId`, the end marker. */
const exchange = (state: ChatState, text: string, answer: string, sessionId = 's-1'): ChatState => {
  const sent = next(state, { type: 'send', text });
  const turn = sent.turn;
  return run(
    [
      { type: 'delta', turn, text: answer.slice(0, 3), sessionId },
      { type: 'delta', turn, text: answer.slice(3), sessionId },
      { type: 'done', turn },
    ],
    sent,
  );
};

describe('the chat machine', () => {
  it('goes idle → sending → streaming → answered, and keeps the first answer’s session', () => {
    const sending = next(initialChatState, { type: 'send', text: '  Hej Sofie  ' });
    expect(sending).toMatchObject({ status: 'sending', turn: 1, sessionId: null });
    expect(texts(sending)).toEqual([['visitor', 'Hej Sofie', 'complete']]);

    const streaming = next(sending, { type: 'delta', turn: 1, text: 'Hej', sessionId: 's-1' });
    expect(streaming).toMatchObject({ status: 'streaming', sessionId: 's-1' });
    expect(texts(streaming).at(-1)).toEqual(['agent', 'Hej', 'streaming']);

    const answered = run(
      [
        { type: 'delta', turn: 1, text: ', hvad kan jeg gøre?', sessionId: 's-1' },
        { type: 'done', turn: 1 },
      ],
      streaming,
    );
    expect(answered).toMatchObject({ status: 'answered', sessionId: 's-1', failure: null });
    expect(texts(answered).at(-1)).toEqual(['agent', 'Hej, hvad kan jeg gøre?', 'complete']);
  });

  it('sends nothing empty, too long, or while an answer is under way', () => {
    expect(next(initialChatState, { type: 'send', text: '   ' })).toBe(initialChatState);
    expect(next(initialChatState, { type: 'send', text: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) })).toBe(initialChatState);
    expect(next(initialChatState, { type: 'send', text: 'x'.repeat(MAX_MESSAGE_LENGTH) }).status).toBe('sending');
    const sending = next(initialChatState, { type: 'send', text: 'Hej' });
    expect(canSend(sending)).toBe(false);
    expect(next(sending, { type: 'send', text: 'Igen' })).toBe(sending);
    expect(sendableText(' a ')).toBe('a');
  });

  it('ignores events of an earlier request and of an answer already ended', () => {
    const first = exchange(initialChatState, 'Hej', 'Goddag');
    const second = next(first, { type: 'send', text: 'Og så?' });
    expect(next(second, { type: 'delta', turn: 1, text: 'gammelt', sessionId: 's-1' })).toBe(second);
    expect(next(first, { type: 'delta', turn: 1, text: 'efter slut' })).toBe(first);
    expect(next(first, { type: 'failed', turn: 1, failure: 'cut-off' })).toBe(first);
  });

  it('fails with the failure’s kind, and may send again only after failures worth a retry', () => {
    for (const failure of ['busy', 'provider', 'offline', 'timeout', 'cut-off', 'unavailable'] as const) {
      const failed = run([
        { type: 'send', text: 'Hej' },
        { type: 'failed', turn: 1, failure },
      ]);
      expect(failed).toMatchObject({ status: 'failed', failure });
      expect(canSend(failed), failure).toBe(true);
      expect(next(failed, { type: 'send', text: 'Igen' })).toMatchObject({ status: 'sending', failure: null, turn: 2 });
    }
    for (const failure of ['key', 'billing', 'not-set-up', 'lost-thread'] as const) {
      const failed = run([
        { type: 'send', text: 'Hej' },
        { type: 'failed', turn: 1, failure },
      ]);
      expect(canSend(failed), failure).toBe(false);
    }
  });

  it('keeps what arrived of an answer cut off, marked as stopped', () => {
    const cut = run([
      { type: 'send', text: 'Hej' },
      { type: 'delta', turn: 1, text: 'Det var', sessionId: 's-1' },
      { type: 'failed', turn: 1, failure: 'cut-off' },
    ]);
    expect(cut).toMatchObject({ status: 'failed', failure: 'cut-off', sessionId: 's-1' });
    expect(texts(cut).at(-1)).toEqual(['agent', 'Det var', 'stopped']);
  });

  it('counts an end marker without a word as the provider’s failure', () => {
    const empty = run([
      { type: 'send', text: 'Hej' },
      { type: 'done', turn: 1 },
    ]);
    expect(empty).toMatchObject({ status: 'failed', failure: 'provider' });
  });

  it('says the thread is lost when an answer comes from another session than the one sent, and drops it', () => {
    const first = exchange(initialChatState, 'Hej', 'Goddag', 's-1');
    const lost = run(
      [
        { type: 'send', text: 'Husker du mig?' },
        { type: 'delta', turn: 2, text: 'Hvem er du?', sessionId: 's-2' },
      ],
      first,
    );
    expect(lost).toMatchObject({ status: 'failed', failure: 'lost-thread', sessionId: 's-1' });
    expect(texts(lost).map(([, text]) => text)).toEqual(['Hej', 'Goddag', 'Husker du mig?']);
    // Also when the other session shows only once the answer has started.
    const late = run(
      [
        { type: 'send', text: 'Og så?' },
        { type: 'delta', turn: 2, text: 'Jo', sessionId: 's-1' },
        { type: 'done', turn: 2, sessionId: 's-3' },
      ],
      first,
    );
    expect(late).toMatchObject({ status: 'failed', failure: 'lost-thread' });
  });

  it('stops an answer under way when the visitor leaves the page', () => {
    const left = run([
      { type: 'send', text: 'Hej' },
      { type: 'delta', turn: 1, text: 'Et øjeblik' },
      { type: 'left-page' },
    ]);
    expect(left).toMatchObject({ status: 'failed', failure: 'cut-off' });
    expect(next(initialChatState, { type: 'left-page' })).toBe(initialChatState);
  });

  it('starts over with Ny samtale: no messages, no session, and late events of the last request go nowhere', () => {
    const first = exchange(initialChatState, 'Hej', 'Goddag');
    const asking = next(first, { type: 'send', text: 'Mere?' });
    const fresh = next(asking, { type: 'new-conversation' });
    expect(fresh).toEqual({ ...initialChatState, turn: 2 });
    expect(next(fresh, { type: 'delta', turn: 2, text: 'for sent' })).toBe(fresh);
    expect(next(fresh, { type: 'send', text: 'Ny' }).turn).toBe(3);
  });

  it('takes at most 20 messages from the visitor a conversation', () => {
    let state = initialChatState;
    for (let i = 1; i <= MAX_MESSAGES; i++) {
      expect(limitReached(state)).toBe(false);
      state = exchange(state, `Besked ${i}`, `Svar ${i}`);
    }
    expect(limitReached(state)).toBe(true);
    expect(canSend(state)).toBe(false);
    expect(next(state, { type: 'send', text: 'En til' })).toBe(state);
    expect(canSend(next(state, { type: 'new-conversation' }))).toBe(true);
  });
});
