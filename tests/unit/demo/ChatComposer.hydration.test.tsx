// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import ChatDemo from '../../../src/islands/demo/ChatDemo';
import { fakeChat, field, sendButton, settle } from '../fixtures/chat-harness';
import { demoLinks } from '../fixtures/demo-phone-harness';
import { chatSuggestions, demoTexts } from '../fixtures/page-entries';

afterEach(cleanup);

describe('a message typed before the chat hydrates', () => {
  it('stays in the field, counts for Send, and is sent as typed', async () => {
    const chat = fakeChat();
    const ui = (
      <ChatDemo
        agentName="Sofie"
        provider={{ apiUrl: 'https://api.vapi.ai', publicKey: 'pk', assistantId: 'assistant' }}
        links={demoLinks}
        availability={{ staffApiUrl: '', defaultAvailable: true }}
        suggestions={chatSuggestions}
        createSender={chat.createSender}
        texts={demoTexts}
      />
    );
    // The server's HTML, typed into before React takes it over, as a visitor does while the island loads.
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const early = container.querySelector('textarea')!;
    early.value = 'Har I ledige tider i morgen?';
    render(ui, { container, hydrate: true });
    await settle();
    expect(field().value).toBe('Har I ledige tider i morgen?');
    expect(sendButton().disabled).toBe(false);
    fireEvent.click(sendButton());
    await settle();
    expect(chat.sent.map((message) => message.request.input)).toEqual(['Har I ledige tider i morgen?']);
  });
});
