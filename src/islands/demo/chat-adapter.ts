/**
 * The only module that knows the voice provider's web chat: `POST {api}/chat/web` with the public
 * key, answered as Server-Sent Events (docs/product.md#chat-provider). It turns the stream into
 * chat-machine events, so the island and its tests never depend on the provider's wire format.
 */
import type { CreateChatStreamResponse, CreateWebChatDTO, WebChat } from '@vapi-ai/web/dist/api';
import { createParser } from 'eventsource-parser';
import { SESSION_EXPIRATION_SECONDS, type ChatFailure } from '../../lib/demo/chat-machine';

/** No byte of an answer for this long: the answer counts as lost (docs/product.md#chat-timings). */
export const ANSWER_SILENCE_MS = 20_000;
/** The stream's end marker, as the provider's own widget reads it. */
const END_MARKER = '[DONE]';
/** The answer's text content: `chat.output[0].content`, and the next output's for a second message. */
const CONTENT_PATH = /^chat\.output\[\d+\]\.content$/;

export interface ChatProvider {
  /** `PUBLIC_VAPI_API_URL`, without a trailing slash. */
  apiUrl: string;
  publicKey: string;
  assistantId: string;
}

export type ChatStreamEvent =
  { type: 'delta'; text: string; sessionId?: string } | { type: 'done' } | { type: 'failed'; failure: ChatFailure };

export interface ChatRequest {
  input: string;
  /** The session of the conversation's earlier answers; null for its first message. */
  sessionId: string | null;
}

/** Sends one message and reports its answer as events; ends quietly when `signal` aborts. */
export type ChatSender = (
  request: ChatRequest,
  onEvent: (event: ChatStreamEvent) => void,
  signal: AbortSignal,
) => Promise<void>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const failureOfStatus = (status: number): ChatFailure =>
  status === 401 || status === 403 ? 'key' : status === 402 ? 'billing' : status === 429 ? 'busy' : 'provider';

/** A stream chunk with text of the answer (`CreateChatStreamResponse`); anything else is skipped. */
function contentChunk(data: string): CreateChatStreamResponse | null {
  try {
    const chunk: unknown = JSON.parse(data);
    if (!isObject(chunk) || typeof chunk.delta !== 'string' || typeof chunk.path !== 'string') return null;
    if (!CONTENT_PATH.test(chunk.path)) return null;
    return chunk as unknown as CreateChatStreamResponse;
  } catch {
    return null;
  }
}

/** The assistant's text of an answer that came whole (`WebChat`), for a provider that does not stream. */
function wholeAnswer(answer: unknown): { text: string; sessionId?: string } {
  const chat = isObject(answer) ? (answer as Partial<WebChat>) : {};
  const text = (Array.isArray(chat.output) ? chat.output : [])
    .map((message) => (isObject(message) && message.role === 'assistant' ? message.content : null))
    .filter((content): content is string => typeof content === 'string' && content !== '')
    .join('\n\n');
  return { text, sessionId: typeof chat.sessionId === 'string' ? chat.sessionId : undefined };
}

/**
 * The provider's chat. Each message is one request: the body names the assistant, the text and the
 * session to continue; the answer streams in and ends with `[DONE]`.
 */
export function createChatSender(
  { apiUrl, publicKey, assistantId }: ChatProvider,
  fetcher: typeof fetch = (...args) => fetch(...args),
  silenceMs = ANSWER_SILENCE_MS,
): ChatSender {
  return async ({ input, sessionId }, onEvent, signal) => {
    const request = new AbortController();
    const cancel = () => request.abort();
    signal.addEventListener('abort', cancel);
    let silent = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        silent = true;
        request.abort();
      }, silenceMs);
    };
    let ended = false;
    let answered = false;
    const report = (event: ChatStreamEvent) => {
      if (ended || signal.aborted) return;
      if (event.type === 'delta') answered = true;
      else ended = true;
      onEvent(event);
    };

    watch();
    try {
      const body: CreateWebChatDTO = {
        assistantId,
        input,
        ...(sessionId ? { sessionId } : {}),
        sessionExpirationSeconds: SESSION_EXPIRATION_SECONDS,
        stream: true,
      };
      const response = await fetcher(`${apiUrl}/chat/web`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${publicKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        // The key is the only credential: no cookies go along, and none come back.
        credentials: 'omit',
        cache: 'no-store',
        signal: request.signal,
      });
      if (!response.ok || !response.body) {
        void response.body?.cancel();
        return report({ type: 'failed', failure: failureOfStatus(response.status) });
      }
      if (!response.headers.get('content-type')?.includes('text/event-stream')) {
        const whole = wholeAnswer(await response.json());
        if (whole.text) report({ type: 'delta', text: whole.text, sessionId: whole.sessionId });
        return report(whole.text ? { type: 'done' } : { type: 'failed', failure: 'provider' });
      }

      let lastPath = '';
      const parser = createParser({
        onEvent: ({ data }) => {
          if (data === END_MARKER) return report({ type: 'done' });
          const chunk = contentChunk(data);
          if (!chunk) return;
          // A second output message of the same answer starts a paragraph of its own.
          const text = lastPath && chunk.path !== lastPath ? `\n\n${chunk.delta}` : chunk.delta;
          lastPath = chunk.path;
          report({ type: 'delta', text, sessionId: chunk.sessionId });
        },
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      // A read waiting for the next byte ends with the request, whoever aborts it.
      request.signal.addEventListener('abort', () => void reader.cancel());
      while (!ended) {
        const { value, done } = await reader.read();
        if (done) break;
        watch();
        parser.feed(value);
      }
      if (ended) void reader.cancel();
      // The stream closed (or fell silent) before its end marker: what arrived stays, marked as stopped.
      report({ type: 'failed', failure: silent && !answered ? 'timeout' : 'cut-off' });
    } catch {
      report({ type: 'failed', failure: answered ? 'cut-off' : silent ? 'timeout' : 'offline' });
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', cancel);
    }
  };
}
