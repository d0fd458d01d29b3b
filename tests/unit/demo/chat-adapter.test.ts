import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_SILENCE_MS, createChatSender, type ChatStreamEvent } from '../../../src/islands/demo/chat-adapter';
import { SESSION_EXPIRATION_SECONDS } from '../../../src/lib/demo/chat-machine';

const provider = { apiUrl: 'https://api.eu.vapi.ai', publicKey: 'pk-public', assistantId: 'assistant-1' };
const chunk = (delta: string, sessionId = 'session-1', path = 'chat.output[0].content') =>
  `data: ${JSON.stringify({ id: 'chat-1', sessionId, path, delta })}\n\n`;

/** A response whose body the test writes piece by piece, as a server streams it. */
function streamedResponse(init: ResponseInit = {}) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' }, ...init }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
    fail: () => controller.error(new TypeError('network error')),
  };
}

function send(
  fetcher: typeof fetch,
  { sessionId = null as string | null, signal = new AbortController().signal } = {},
) {
  const events: ChatStreamEvent[] = [];
  const sender = createChatSender(provider, fetcher);
  const done = sender({ input: 'Hej Sofie', sessionId }, (event) => events.push(event), signal);
  return { events, done };
}

const answering = (response: Response) => vi.fn<typeof fetch>(async () => response);

afterEach(() => vi.useRealTimers());

describe('the chat adapter', () => {
  it('posts the message to {api}/chat/web with the public key and asks for a stream', async () => {
    const stream = streamedResponse();
    const fetcher = answering(stream.response);
    const { done } = send(fetcher, { sessionId: 'session-1' });
    stream.write('data: [DONE]\n\n');
    await done;
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe('https://api.eu.vapi.ai/chat/web');
    expect(init).toMatchObject({
      method: 'POST',
      headers: { Authorization: 'Bearer pk-public', 'Content-Type': 'application/json' },
      credentials: 'omit',
    });
    expect(JSON.parse(String(init!.body))).toEqual({
      assistantId: 'assistant-1',
      input: 'Hej Sofie',
      sessionId: 'session-1',
      sessionExpirationSeconds: SESSION_EXPIRATION_SECONDS,
      stream: true,
    });
  });

  it('sends no session with a conversation’s first message', async () => {
    const stream = streamedResponse();
    const fetcher = answering(stream.response);
    const { done } = send(fetcher);
    stream.write('data: [DONE]\n\n');
    await done;
    expect(JSON.parse(String(fetcher.mock.calls[0]![1]!.body))).not.toHaveProperty('sessionId');
  });

  it('reports each fragment as it arrives, even split across chunks, and ends at [DONE]', async () => {
    const stream = streamedResponse();
    const { events, done } = send(answering(stream.response));
    const first = chunk('Hej, ');
    stream.write(first.slice(0, 20));
    await vi.waitFor(() => expect(events).toEqual([]));
    stream.write(first.slice(20));
    await vi.waitFor(() => expect(events).toEqual([{ type: 'delta', text: 'Hej, ', sessionId: 'session-1' }]));
    stream.write(`: keep-alive\n\n${chunk('hvad kan jeg gøre?')}data: {"path":"chat.output[0].role","delta":"x"}\n\n`);
    stream.write('data: [DONE]\n\n');
    await done;
    expect(events).toEqual([
      { type: 'delta', text: 'Hej, ', sessionId: 'session-1' },
      { type: 'delta', text: 'hvad kan jeg gøre?', sessionId: 'session-1' },
      { type: 'done' },
    ]);
  });

  it('starts a second output message of one answer on a paragraph of its own', async () => {
    const stream = streamedResponse();
    const { events, done } = send(answering(stream.response));
    stream.write(chunk('Et øjeblik.') + chunk('Jeg fandt en tid.', 'session-1', 'chat.output[1].content'));
    stream.write('data: [DONE]\n\n');
    await done;
    expect(events.map((event) => (event.type === 'delta' ? event.text : event.type))).toEqual([
      'Et øjeblik.',
      '\n\nJeg fandt en tid.',
      'done',
    ]);
  });

  it('maps the provider’s refusals to their failures', async () => {
    for (const [status, failure] of [
      [401, 'key'],
      [403, 'key'],
      [402, 'billing'],
      [429, 'busy'],
      [500, 'provider'],
      [503, 'provider'],
      [400, 'provider'],
    ] as const) {
      const { events, done } = send(answering(new Response('{"message":"no"}', { status })));
      await done;
      expect(events, String(status)).toEqual([{ type: 'failed', failure }]);
    }
  });

  it('says offline when the request never reaches the provider', async () => {
    const { events, done } = send(vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await done;
    expect(events).toEqual([{ type: 'failed', failure: 'offline' }]);
  });

  it('gives up after 20 s without a first byte', async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const { events, done } = send(fetcher);
    await vi.advanceTimersByTimeAsync(ANSWER_SILENCE_MS - 1);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(events).toEqual([{ type: 'failed', failure: 'timeout' }]);
  });

  it('says it stopped when an answer falls silent for 20 s after its first words', async () => {
    vi.useFakeTimers();
    const stream = streamedResponse();
    const { events, done } = send(answering(stream.response));
    stream.write(chunk('Det var'));
    await vi.advanceTimersByTimeAsync(ANSWER_SILENCE_MS - 1);
    expect(events).toEqual([{ type: 'delta', text: 'Det var', sessionId: 'session-1' }]);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(events.at(-1)).toEqual({ type: 'failed', failure: 'cut-off' });
  });

  it('keeps what arrived and says it stopped when the stream ends or breaks before [DONE]', async () => {
    const ended = streamedResponse();
    const first = send(answering(ended.response));
    ended.write(chunk('Det var'));
    ended.close();
    await first.done;
    expect(first.events.at(-1)).toEqual({ type: 'failed', failure: 'cut-off' });

    const broken = streamedResponse();
    const second = send(answering(broken.response));
    broken.write(chunk('Det var'));
    await vi.waitFor(() => expect(second.events).toHaveLength(1));
    broken.fail();
    await second.done;
    expect(second.events.at(-1)).toEqual({ type: 'failed', failure: 'cut-off' });
  });

  it('stops quietly when the island aborts (Ny samtale, leaving the page)', async () => {
    const stream = streamedResponse();
    const abort = new AbortController();
    const { events, done } = send(answering(stream.response), { signal: abort.signal });
    stream.write(chunk('Det var'));
    await vi.waitFor(() => expect(events).toHaveLength(1));
    abort.abort();
    stream.write(chunk(' mere'));
    await done;
    expect(events).toEqual([{ type: 'delta', text: 'Det var', sessionId: 'session-1' }]);
  });

  it('reads a whole answer (`WebChat`) from a provider that does not stream', async () => {
    const whole = {
      id: 'chat-1',
      sessionId: 'session-9',
      output: [
        { role: 'assistant', content: 'Hej!' },
        { role: 'tool', content: 'ignored' },
      ],
    };
    const { events, done } = send(answering(Response.json(whole)));
    await done;
    expect(events).toEqual([{ type: 'delta', text: 'Hej!', sessionId: 'session-9' }, { type: 'done' }]);
  });
});
