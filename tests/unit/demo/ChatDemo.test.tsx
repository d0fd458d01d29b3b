// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { conversation, fakeChat, field, heardEntries, renderChat, sendButton, settle } from '../fixtures/chat-harness';
import { demoLinks } from '../fixtures/demo-phone-harness';
import { chatSuggestions, demoTexts } from '../fixtures/page-entries';
import { fill } from '../../../src/lib/placeholders';

afterEach(cleanup);

async function write(text: string) {
  fireEvent.change(field(), { target: { value: text } });
  fireEvent.keyDown(field(), { key: 'Enter' });
  await settle();
}

describe('the chatbot island before the first message', () => {
  it('says plainly that an AI answers, where the text goes, that the site keeps nothing, and asks nothing', () => {
    const chat = fakeChat();
    renderChat(chat);
    // The notice's words around its link, as the chat's entry has them.
    const notice = screen.getByText(fill(demoTexts.chat.notice, { agent: 'Sofie', privatliv: '' }).trim());
    expect(notice.textContent).toContain('sendes til vores stemmeleverandør, som svarer og gemmer samtalen');
    expect(notice.textContent).toContain('Vi gemmer ikke selv samtalen');
    expect(within(notice).getByRole('link', { name: demoTexts.common.privacyLink }).getAttribute('href')).toBe(
      demoLinks.privacyHref,
    );
    for (const suggestion of chatSuggestions)
      expect(screen.getByRole('button', { name: suggestion.title })).toBeTruthy();
    expect(chat.sent).toHaveLength(0);
  });

  it('without a key says writing is not set up and offers a meeting, with no field', () => {
    const chat = fakeChat();
    renderChat(chat, { provider: { apiUrl: 'https://api.vapi.ai', publicKey: '', assistantId: 'assistant' } });
    expect(screen.getByRole('alert').textContent).toContain('Skrive-demoen er ikke sat op på denne side endnu.');
    expect(screen.getByRole('link', { name: demoTexts.common.bookMeeting }).getAttribute('href')).toBe(
      demoLinks.bookingHref,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('a written conversation', () => {
  it('streams the answer in, heard once whole, and keeps focus in the field', async () => {
    const chat = fakeChat();
    renderChat(chat);
    field().focus();
    await write('Hej Sofie');
    expect(chat.sent[0]!.request).toEqual({ input: 'Hej Sofie', sessionId: null });
    expect(field().value).toBe('');
    expect(document.activeElement).toBe(field());
    expect(screen.getByRole('status').textContent).toBe('Sofie skriver …');
    expect(sendButton().disabled).toBe(true);

    chat.sent[0]!.emit({ type: 'delta', text: '**Goddag**, ', sessionId: 'session-1' });
    expect(conversation().textContent).toContain('Goddag,');
    expect(conversation().textContent).not.toContain('**');
    expect(heardEntries()).toEqual([`${demoTexts.common.you}: Hej Sofie`]);

    chat.sent[0]!.emit({ type: 'delta', text: 'hvad kan jeg gøre?', sessionId: 'session-1' });
    chat.sent[0]!.emit({ type: 'done' });
    expect(heardEntries()).toEqual([`${demoTexts.common.you}: Hej Sofie`, 'Sofie: Goddag, hvad kan jeg gøre?']);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(document.activeElement).toBe(field());
  });

  it('continues the first answer’s session with the next message', async () => {
    const chat = fakeChat();
    renderChat(chat);
    await write('Hej');
    chat.sent[0]!.answer('Goddag', 'session-42');
    await write('Hvad koster det?');
    expect(chat.sent[1]!.request).toEqual({ input: 'Hvad koster det?', sessionId: 'session-42' });
  });

  it('starts with a suggestion’s message, and Shift+Enter breaks the line instead of sending', async () => {
    const chat = fakeChat();
    renderChat(chat);
    fireEvent.click(screen.getByRole('button', { name: chatSuggestions[0]!.title }));
    await settle();
    expect(chat.sent[0]!.request.input).toBe(chatSuggestions[0]!.message);
    chat.sent[0]!.answer('Tirsdag kl. 10?');

    fireEvent.change(field(), { target: { value: 'Ja tak' } });
    fireEvent.keyDown(field(), { key: 'Enter', shiftKey: true });
    await settle();
    expect(chat.sent).toHaveLength(1);
    expect(sendButton().disabled).toBe(false);
    fireEvent.click(sendButton());
    await settle();
    expect(chat.sent).toHaveLength(2);
  });

  it('counts the characters near the limit and takes no more than 500', () => {
    renderChat(fakeChat());
    expect(field().maxLength).toBe(500);
    fireEvent.change(field(), { target: { value: 'x'.repeat(399) } });
    expect(screen.queryByText(/af 500 tegn/)).toBeNull();
    fireEvent.change(field(), { target: { value: 'x'.repeat(450) } });
    expect(screen.getByText('450 af 500 tegn').id).toBe(field().getAttribute('aria-describedby'));
  });

  it('shows a failure with its text, the phone and a meeting, and may be sent again', async () => {
    const chat = fakeChat();
    renderChat(chat);
    await write('Hej');
    chat.sent[0]!.emit({ type: 'failed', failure: 'busy' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Der er mange, der skriver med Sofie lige nu.');
    expect(
      within(alert)
        .getByRole('link', { name: fill(demoTexts.common.callUs, { telefon: demoLinks.phone }) })
        .getAttribute('href'),
    ).toBe(demoLinks.phoneHref);
    expect(within(alert).getByRole('link', { name: demoTexts.common.bookMeeting }).getAttribute('href')).toBe(
      demoLinks.bookingHref,
    );
    await write('Hej igen');
    expect(chat.sent).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('after a lost thread offers Ny samtale, which starts over without the session', async () => {
    const chat = fakeChat();
    renderChat(chat);
    await write('Hej');
    chat.sent[0]!.answer('Goddag', 'session-1');
    await write('Husker du mig?');
    chat.sent[1]!.emit({ type: 'delta', text: 'Hvem er du?', sessionId: 'session-2' });
    expect(screen.getByRole('alert').textContent).toContain('Sofie mistede tråden i samtalen');
    expect(sendButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: demoTexts.chat.newConversation }));
    expect(chat.sent[1]!.signal.aborted).toBe(true);
    expect(heardEntries()).toEqual([]);
    expect(document.activeElement).toBe(field());
    await write('Hej igen');
    expect(chat.sent[2]!.request.sessionId).toBeNull();
  });

  it('says the agent is unavailable, without asking the provider, when the agent is switched off', async () => {
    const chat = fakeChat();
    renderChat(chat, { availability: { staffApiUrl: '', defaultAvailable: false } });
    await write('Hej');
    expect(screen.getByRole('alert').textContent).toContain('Sofie er desværre ikke tilgængelig lige nu.');
    expect(chat.sent).toHaveLength(0);
  });

  it('stops an answer under way when the page is left', async () => {
    const chat = fakeChat();
    renderChat(chat);
    await write('Hej');
    chat.sent[0]!.emit({ type: 'delta', text: 'Et øjeblik', sessionId: 'session-1' });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(chat.sent[0]!.signal.aborted).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain('Svaret stoppede');
    expect(heardEntries()).toEqual([`${demoTexts.common.you}: Hej`, 'Sofie: Et øjeblik …']);
  });

  // Forty renders of a growing log: slow on a busy machine, hence the longer time-out.
  it('ends a conversation after 20 messages with Ny samtale and the booking', async () => {
    const chat = fakeChat();
    renderChat(chat);
    for (let i = 0; i < 20; i++) {
      await write(`Besked ${i + 1}`);
      chat.sent[i]!.answer(`Svar ${i + 1}`);
    }
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Samtalen har nået 20 beskeder. Start en ny samtale, eller book et møde.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: demoTexts.chat.newConversation }));
    expect(field()).toBeTruthy();
  }, 20_000);
});
