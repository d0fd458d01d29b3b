import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createChatSender, type ChatStreamEvent } from '../../../src/islands/demo/chat-adapter';
import {
  createLocalChat,
  fragments,
  LOCAL_LABEL,
  scriptedAnswer,
  type LocalChatOptions,
} from '../../../scripts/local-backend/chat.mjs';

let server: Server | null = null;

/** The stand-in on a free port, behind a server that answers 404 for every path it does not take. */
async function standIn(options: LocalChatOptions = { delayMs: 1 }) {
  const handle = createLocalChat(options);
  server = createServer((request, response) => {
    if (handle(request, response)) return;
    request.resume();
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

afterEach(async () => {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server!.close(resolve));
  server = null;
});

/** One message through the site's own adapter, as the island sends it. */
async function ask(apiUrl: string, input: string, sessionId: string | null = null) {
  const events: ChatStreamEvent[] = [];
  const sender = createChatSender({ apiUrl, publicKey: 'local-test-key', assistantId: 'local-test-assistant' });
  await sender({ input, sessionId }, (event) => events.push(event), new AbortController().signal);
  return events;
}

const answerOf = (events: ChatStreamEvent[]) =>
  events.map((event) => (event.type === 'delta' ? event.text : '')).join('');

describe('the local chat stand-in', () => {
  it('streams a scripted Danish answer, marked as the local test version, that the adapter reads whole', async () => {
    const apiUrl = await standIn();
    const events = await ask(apiUrl, 'Jeg vil gerne booke en tid');
    expect(events.filter((event) => event.type === 'delta').length).toBeGreaterThan(3);
    expect(events.at(-1)).toEqual({ type: 'done' });
    expect(answerOf(events)).toBe(scriptedAnswer('Jeg vil gerne booke en tid'));
    expect(answerOf(events).startsWith(LOCAL_LABEL)).toBe(true);
  });

  it('marks every scripted answer, and picks one by the words of the message', () => {
    const answers = ['Kan jeg booke?', 'Jeg vil flytte min aftale', 'Hvad koster det?', 'Goddag'].map(scriptedAnswer);
    expect(new Set(answers).size).toBe(4);
    expect(scriptedAnswer('Hvornår har I åbent?')).toBe(scriptedAnswer('Hvad koster det?'));
    expect(scriptedAnswer('Er det altid sådan?')).toBe(scriptedAnswer('Goddag'));
    for (const answer of answers) expect(answer.startsWith(LOCAL_LABEL)).toBe(true);
    expect(fragments('en to tre fire fem').join('')).toBe('en to tre fire fem');
  });

  it('continues the session it is sent, and starts a new one otherwise', async () => {
    const apiUrl = await standIn();
    const first = await ask(apiUrl, 'Hej');
    const session = first.find((event) => event.type === 'delta')?.sessionId;
    expect(session).toMatch(/^lokal-/);
    const second = await ask(apiUrl, 'Og så?', session!);
    expect(second.filter((event) => event.type === 'delta').every((event) => event.sessionId === session)).toBe(true);
  });

  it('holds the last fragment as long as a test asks', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const apiUrl = await standIn({ delayMs: 1, beforeLast: () => held });
    const events: ChatStreamEvent[] = [];
    const sender = createChatSender({ apiUrl, publicKey: 'k', assistantId: 'a' });
    const done = sender({ input: 'Hej', sessionId: null }, (event) => events.push(event), new AbortController().signal);
    await expect.poll(() => answerOf(events).length).toBeGreaterThan(LOCAL_LABEL.length);
    expect(events.some((event) => event.type === 'done')).toBe(false);
    release();
    await done;
    expect(answerOf(events)).toBe(scriptedAnswer('Hej'));
  });

  it('answers the browser’s CORS question, refuses an empty message, and leaves other paths to the server', async () => {
    const apiUrl = await standIn();
    const preflight = await fetch(`${apiUrl}/chat/web`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4321', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);

    const empty = await fetch(`${apiUrl}/chat/web`, { method: 'POST', body: JSON.stringify({ input: ' ' }) });
    expect(empty.status).toBe(400);
    expect((await fetch(`${apiUrl}/call/web`, { method: 'POST' })).status).toBe(404);
  });

  it('answers whole without `stream: true`, as the provider does', async () => {
    const apiUrl = await standIn();
    const response = await fetch(`${apiUrl}/chat/web`, {
      method: 'POST',
      body: JSON.stringify({ input: 'Hej', sessionId: 'lokal-1' }),
    });
    expect(await response.json()).toMatchObject({
      sessionId: 'lokal-1',
      output: [{ role: 'assistant', content: scriptedAnswer('Hej') }],
    });
  });
});
