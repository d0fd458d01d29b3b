// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeChat, field, heardEntries, settle } from '../fixtures/chat-harness';
import {
  advanceAsync,
  callButton,
  factory,
  fake,
  renderPhone,
  status,
  usePhoneHarness,
} from '../fixtures/demo-phone-harness';
import { chatSuggestions, demoTexts } from '../fixtures/page-entries';

usePhoneHarness();

const tab = (name: string) => screen.getByRole('tab', { name });
const renderWithChat = (chat = fakeChat(), props: Parameters<typeof renderPhone>[0] = {}) => {
  renderPhone({ suggestions: chatSuggestions, createSender: chat.createSender, ...props });
  return chat;
};

describe('DemoPhone’s two ways', () => {
  it('offers Ring and Skriv, and on the idle call screen the suggestions that start a written conversation', async () => {
    const chat = renderWithChat();
    expect(tab(demoTexts.phone.callTab).getAttribute('aria-selected')).toBe('true');
    expect(tab(demoTexts.phone.chatTab).getAttribute('aria-selected')).toBe('false');
    expect(callButton().textContent).toBe(demoTexts.phone.start);
    expect(chat.sent).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: chatSuggestions[1]!.title }));
    await settle();
    expect(tab(demoTexts.phone.chatTab).getAttribute('aria-selected')).toBe('true');
    expect(chat.sent[0]!.request.input).toBe(chatSuggestions[1]!.message);
    expect(document.activeElement).toBe(field());
    // The call's view is kept, out of sight and out of reach, so the phone keeps its size.
    expect(screen.queryByRole('button', { name: demoTexts.phone.start })).toBeNull();

    chat.sent[0]!.answer('Vi hjælper med AI.');
    fireEvent.click(tab(demoTexts.phone.callTab));
    expect(callButton().textContent).toBe(demoTexts.phone.start);
    fireEvent.click(tab(demoTexts.phone.chatTab));
    expect(heardEntries()).toEqual([
      `${demoTexts.common.you}: ${chatSuggestions[1]!.message}`,
      'Sofie: Vi hjælper med AI.',
    ]);
  });

  it('moves between the ways with the arrow keys, showing the call’s captions only on Ring', () => {
    renderWithChat();
    const captions = () => screen.queryByRole('heading', { name: demoTexts.phone.captionsTitle });
    expect(captions()).not.toBeNull();
    tab(demoTexts.phone.callTab).focus();
    fireEvent.keyDown(tab(demoTexts.phone.callTab), { key: 'ArrowRight' });
    expect(tab(demoTexts.phone.chatTab).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab(demoTexts.phone.chatTab));
    expect(captions()).toBeNull();
    fireEvent.keyDown(tab(demoTexts.phone.chatTab), { key: 'ArrowLeft' });
    expect(tab(demoTexts.phone.callTab).getAttribute('aria-selected')).toBe('true');
    expect(captions()).not.toBeNull();
  });

  it('keeps the phone on Ring while a call is under way', () => {
    renderWithChat();
    fireEvent.click(callButton());
    expect(status().textContent).toBe('Forbinder til Sofie...');
    expect((tab(demoTexts.phone.chatTab) as HTMLButtonElement).disabled).toBe(true);
    fake.emit({ type: 'call-started' });
    fake.emit({ type: 'agent-speech-start' });
    expect((tab(demoTexts.phone.chatTab) as HTMLButtonElement).disabled).toBe(true);
  });

  it('with the local stand-in (chat only) opens on Skriv, and the call says from the first paint it is not set up', async () => {
    const chat = renderWithChat(fakeChat(), { chatOnly: true });
    expect(tab(demoTexts.phone.chatTab).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).not.toBe(field());
    fireEvent.click(tab(demoTexts.phone.callTab));
    expect(status().textContent).toBe('Live-demoen er ikke sat op');
    expect((callButton() as HTMLButtonElement).disabled).toBe(true);
    // Writing works here: the call's screen offers it besides the meeting.
    expect(screen.getByRole('list', { name: demoTexts.chat.suggestionsLabel })).toBeTruthy();
    fireEvent.click(callButton());
    await advanceAsync(0);
    expect(factory).not.toHaveBeenCalled();

    fireEvent.click(tab(demoTexts.phone.chatTab));
    fireEvent.change(field(), { target: { value: 'Hej' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    await settle();
    expect(chat.sent[0]!.request).toEqual({ input: 'Hej', sessionId: null });
    expect(chat.createSender).toHaveBeenCalledWith({
      apiUrl: 'https://api.vapi.ai',
      publicKey: 'pk',
      assistantId: 'assistant',
    });
  });

  it('without a key says on Skriv that writing is not set up, and offers a meeting', () => {
    const chat = renderWithChat(fakeChat(), { publicKey: '' });
    // Neither way works: the phone stays on Ring, which offers no suggestion that would lead here.
    expect(tab(demoTexts.phone.callTab).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('button', { name: chatSuggestions[0]!.title })).toBeNull();
    fireEvent.click(tab(demoTexts.phone.chatTab));
    expect(screen.getByRole('alert').textContent).toContain('Skrive-demoen er ikke sat op på denne side endnu.');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(chat.createSender).not.toHaveBeenCalled();
  });
});
