// @ts-check
/**
 * A local stand-in for the voice provider's web chat (docs/product.md#chat-provider), so `npm start`,
 * the end-to-end tests and reviewers see the whole written conversation without the provider.
 * `POST /chat/web` answers the provider's way: Server-Sent Events whose data are
 * `{ id, sessionId, path, delta }`, then `[DONE]`; without `stream: true`, one JSON answer
 * `{ id, sessionId, output }`. A few scripted Danish answers, chosen by words in the message, come a
 * few words at a time with a pause between; every answer says it is the local test version. The
 * session is the one sent, or a new one: nothing is kept between requests.
 *
 * Served by the local backend on its own port (PUBLIC_VAPI_API_URL=http://127.0.0.1:8787).
 */
import { randomUUID } from 'node:crypto';

export const LOCAL_CHAT_PATH = '/chat/web';
/** Every answer starts so, and nobody mistakes the stand-in for the agent. */
export const LOCAL_LABEL = '(Lokal testversion) ';
const MAX_BODY_BYTES = 16 * 1024;
const CONTENT_PATH = 'chat.output[0].content';

/** @type {{ words: RegExp, answer: string }[]} */
const scripts = [
  {
    words: /(?<!\p{L})(flyt|aflys|bekræft|ændr)/iu,
    answer: 'Selvfølgelig. Hvad er navnet på bookingen, og hvilken dag vil du hellere have?',
  },
  {
    words: /(?<!\p{L})(book|tid|aftale|ledig)/iu,
    answer:
      'Det vil jeg gerne hjælpe med. Jeg har **tirsdag kl. 10.00** eller **onsdag kl. 14.30** ledigt. Hvilken tid passer dig bedst?',
  },
  {
    words: /(?<!\p{L})(pris|koste|hjælpe|tilbyder|åbent|åbningstid)/iu,
    answer:
      'Vi hjælper virksomheder med AI-telefonassistenter, chatbots og automatisering. Prisen afhænger af opgaven, så det bedste er et kort, uforpligtende møde.',
  },
];
const fallback =
  'Tak for din besked. Jeg kan hjælpe med at booke, flytte eller aflyse en aftale og svare på spørgsmål.';

/** @param {string} input */
export const scriptedAnswer = (input) =>
  LOCAL_LABEL + (scripts.find((script) => script.words.test(input))?.answer ?? fallback);

/** The answer in pieces of a few words, as a model streams it. @param {string} text */
export const fragments = (text) => text.match(/(?:\S+\s*){1,3}/g) ?? [];

/**
 * @typedef {object} LocalChatOptions
 * @property {number} [delayMs] the pause before each fragment
 * @property {(request: { input: string, sessionId: string }) => Promise<void> | void} [beforeLast]
 *   awaited before the last fragment (tests hold an answer there)
 */

/**
 * A request handler for the chat's path: true when it took the request (and answers it), false
 * for any other path, which the caller serves.
 * @param {LocalChatOptions} [options]
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => boolean}
 */
export function createLocalChat({ delayMs = 250, beforeLast } = {}) {
  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== LOCAL_CHAT_PATH) return false;
    // The site calls from its own origin with the key in a header: the browser asks first (CORS).
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader('Vary', 'Origin');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type',
        'Access-Control-Max-Age': '600',
      });
      response.end();
      return true;
    }
    if (request.method !== 'POST') {
      request.resume();
      response.writeHead(405, { Allow: 'POST, OPTIONS', 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ message: 'Only POST.' }));
      return true;
    }
    void answer(request, response, { delayMs, beforeLast });
    return true;
  };
}

/** The stand-in with its default pauses, for the local backend. */
export const handleLocalChat = createLocalChat();

/**
 * @param {import('node:http').IncomingMessage} request
 * @returns {Promise<Record<string, unknown> | null>}
 */
async function readBody(request) {
  let size = 0;
  const chunks = [];
  for await (const chunk of request) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  try {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return typeof body === 'object' && body !== null ? body : null;
  } catch {
    return null;
  }
}

const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {Required<Pick<LocalChatOptions, 'delayMs'>> & Pick<LocalChatOptions, 'beforeLast'>} options
 */
async function answer(request, response, { delayMs, beforeLast }) {
  const body = await readBody(request);
  const input = typeof body?.input === 'string' ? body.input.trim() : '';
  if (!body || !input) {
    response.writeHead(400, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ message: 'input must be a non-empty string.' }));
    return;
  }
  const sessionId = typeof body.sessionId === 'string' && body.sessionId ? body.sessionId : `lokal-${randomUUID()}`;
  const id = `lokal-chat-${randomUUID()}`;
  const text = scriptedAnswer(input);
  if (body.stream !== true) {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ id, sessionId, output: [{ role: 'assistant', content: text }] }));
    return;
  }
  response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
  const pieces = fragments(text);
  for (const [index, delta] of pieces.entries()) {
    if (index === pieces.length - 1) await beforeLast?.({ input, sessionId });
    await pause(delayMs);
    if (response.destroyed) return;
    response.write(`data: ${JSON.stringify({ id, sessionId, path: CONTENT_PATH, delta })}\n\n`);
  }
  response.end('data: [DONE]\n\n');
}
