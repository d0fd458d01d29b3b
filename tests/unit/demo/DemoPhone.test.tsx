// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  advance,
  advanceAsync,
  callButton,
  connectedScreen,
  demoLinks,
  factory,
  fake,
  renderPhone,
  startConnectedCall,
  status,
  usePhoneHarness,
} from '../fixtures/demo-phone-harness';
import { demoTexts } from '../fixtures/page-entries';
import { fill } from '../../../src/lib/placeholders';

usePhoneHarness();

describe('DemoPhone with a live agent', () => {
  it('starts idle with the start button and no mute toggle', () => {
    renderPhone();
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('Sofie');
    expect(heading.nextElementSibling?.textContent).toBe(demoTexts.phone.role);
    expect(status().textContent).toBe('Klar til opkald');
    expect((callButton() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: demoTexts.phone.mute })).toBeNull();
    expect(factory).toHaveBeenCalledWith({ publicKey: 'pk', assistantId: 'assistant', apiUrl: 'https://api.vapi.ai' });
    expect(screen.getByRole('link', { name: demoTexts.common.privacyLink }).getAttribute('href')).toBe(
      demoLinks.privacyHref,
    );
  });

  it('starts the call and disables the button while connecting', () => {
    renderPhone();
    fireEvent.click(callButton());
    expect(fake.start).toHaveBeenCalledTimes(1);
    expect(status().textContent).toBe('Forbinder til Sofie...');
    expect((screen.getByRole('button', { name: demoTexts.phone.start }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(callButton());
    expect(fake.start).toHaveBeenCalledTimes(1);
  });

  it('connects when the agent speaks, then shows timer, meter and who is talking', () => {
    const { container } = renderPhone();
    startConnectedCall();
    expect(status().textContent).toBe('Forbundet med Sofie');
    expect(callButton().textContent).toBe(demoTexts.phone.end);
    expect(callButton()).toHaveProperty('disabled', false);
    expect(connectedScreen()).toEqual({ time: `${demoTexts.phone.durationLabel} 00:00`, speaking: 'Lytter...' });

    fake.emit({ type: 'volume', level: 0.45 });
    expect(connectedScreen().speaking).toBe('Sofie taler');
    expect(container.querySelectorAll('[data-lit="true"]')).toHaveLength(5);
    fake.emit({ type: 'volume', level: 0 });
    expect(connectedScreen().speaking).toBe('Lytter...');

    advance(2000);
    expect(connectedScreen().time).toBe(`${demoTexts.phone.durationLabel} 00:02`);
  });

  it('mutes and unmutes the microphone through the adapter', () => {
    renderPhone();
    startConnectedCall();
    const mute = screen.getByRole('button', { name: demoTexts.phone.mute });
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(mute);
    expect(fake.setMuted).toHaveBeenLastCalledWith(true);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(mute);
    expect(fake.setMuted).toHaveBeenLastCalledWith(false);
    expect(mute.getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the microphone state the call client reports, also when it differs from the last press', () => {
    renderPhone();
    startConnectedCall();
    const mute = screen.getByRole('button', { name: demoTexts.phone.mute });
    fake.emit({ type: 'mute-changed', muted: true });
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(mute);
    expect(fake.setMuted).toHaveBeenLastCalledWith(false);
    fake.emit({ type: 'mute-changed', muted: true });
    expect(mute.getAttribute('aria-pressed')).toBe('true');
  });

  it('captions final lines of both sides and clears them on the next call', () => {
    renderPhone();
    startConnectedCall();
    fake.emit({ type: 'transcript', speaker: 'agent', text: 'Hej, det er Sofie. Hvad kan jeg hjælpe med?' });
    fake.emit({ type: 'transcript', speaker: 'visitor', text: 'Jeg vil gerne booke en tid.' });
    const log = screen.getByRole('log', { name: demoTexts.phone.captionsLabel });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Sofie: Hej, det er Sofie. Hvad kan jeg hjælpe med?',
      `${demoTexts.common.you}: Jeg vil gerne booke en tid.`,
    ]);

    fake.emit({ type: 'call-ended' });
    advance(3000);
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: demoTexts.phone.start }));
    expect(within(log).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('in the home hero, shows the captions card only once a call has started, and keeps it after the call', () => {
    renderPhone({ captions: 'once-called' });
    expect(screen.queryByRole('heading', { name: demoTexts.phone.captionsTitle })).toBeNull();
    startConnectedCall();
    expect(screen.getByRole('heading', { name: demoTexts.phone.captionsTitle })).toBeTruthy();
    fake.emit({ type: 'transcript', speaker: 'agent', text: 'Hej, det er Sofie.' });
    fake.emit({ type: 'call-ended' });
    advance(3000);
    expect(status().textContent).toBe('Klar til opkald');
    expect(
      within(screen.getByRole('log', { name: demoTexts.phone.captionsLabel })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });

  it('shows the wait the call measured for its answer under the captions, above a second as it was', () => {
    renderPhone({ captions: 'once-called' });
    startConnectedCall();
    const measuredLine = () => document.querySelector('[data-measured-answer]');
    expect(measuredLine()).toBeNull();
    fake.emit({ type: 'answer-time', ms: 1_460 });
    expect(measuredLine()?.textContent).toBe(fill(demoTexts.common.measured, { sekunder: '1,5' }));
  });

  it('on /demo, shows the empty captions card before any call', () => {
    renderPhone();
    expect(screen.getByRole('heading', { name: demoTexts.phone.captionsTitle })).toBeTruthy();
  });

  it('ends when the provider ends the call and is idle 3 s later', () => {
    renderPhone();
    startConnectedCall();
    fake.emit({ type: 'call-ended' });
    expect(status().textContent).toBe('Opkaldet er afsluttet');
    expect(screen.queryByRole('button', { name: demoTexts.phone.mute })).toBeNull();
    expect((callButton() as HTMLButtonElement).disabled).toBe(true);
    advance(2999);
    expect(status().textContent).toBe('Opkaldet er afsluttet');
    advance(1);
    expect(status().textContent).toBe('Klar til opkald');
    expect((callButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('hangs up when the visitor presses end', () => {
    renderPhone();
    startConnectedCall();
    fireEvent.click(screen.getByRole('button', { name: demoTexts.phone.end }));
    expect(fake.stop).toHaveBeenCalled();
    expect(status().textContent).toBe('Opkaldet er afsluttet');
  });

  it('hangs up when the page is left or the island unmounts', () => {
    const { unmount } = renderPhone();
    startConnectedCall();
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(fake.stop).toHaveBeenCalledTimes(1);
    expect(status().textContent).toBe('Opkaldet er afsluttet');
    unmount();
    expect(fake.stop).toHaveBeenCalledTimes(2);
  });
});

describe('DemoPhone leaving while connecting', () => {
  it('does not stay connecting when the page comes back from the back/forward cache', () => {
    renderPhone();
    fireEvent.click(callButton());
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(fake.stop).toHaveBeenCalledTimes(1);
    expect(status().textContent).toBe('Opkaldet er afsluttet');
    advance(3000);
    expect((callButton() as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('DemoPhone with the agent unavailable', () => {
  // No staff API in these builds: the configured default decides, and here it says unavailable.
  const renderPhoneUnavailable = () => renderPhone({ defaultAvailable: false });

  it('stages the call without the provider and shows the message where speech is missing', async () => {
    renderPhoneUnavailable();
    fireEvent.click(callButton());
    expect(fake.start).not.toHaveBeenCalled();
    await advanceAsync(1999);
    expect(status().textContent).toBe('Forbinder til Sofie...');
    await advanceAsync(1);
    expect(status().textContent).toBe('Forbundet med Sofie');
    expect(screen.getByRole('log').textContent).toMatch(/Sofie: Hej, det er Sofie\. Jeg er desværre ikke tilgængelig/);
    expect(screen.queryByRole('button', { name: demoTexts.phone.mute })).toBeNull();
    await advanceAsync(1000);
    expect(status().textContent).toBe('Opkaldet er afsluttet');
    await advanceAsync(3000);
    expect(status().textContent).toBe('Klar til opkald');
  });

  it('speaks the message in Danish and hangs up 1 s after it finishes', async () => {
    const spoken: SpeechSynthesisUtterance[] = [];
    class FakeUtterance {
      lang = '';
      rate = 1;
      pitch = 1;
      voice = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(public text: string) {}
    }
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    vi.stubGlobal('speechSynthesis', {
      getVoices: () => [],
      cancel: vi.fn(),
      speak: (u: SpeechSynthesisUtterance) => spoken.push(u),
    });

    renderPhoneUnavailable();
    fireEvent.click(callButton());
    await advanceAsync(2000);
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatchObject({ lang: 'da-DK', rate: 0.9, pitch: 1.1 });
    expect(spoken[0]!.text).toMatch(/ikke tilgængelig/);
    await advanceAsync(5000);
    expect(status().textContent).toBe('Forbundet med Sofie');
    await act(async () => spoken[0]!.onend?.(new Event('end') as SpeechSynthesisEvent));
    await advanceAsync(999);
    expect(status().textContent).toBe('Forbundet med Sofie');
    await advanceAsync(1);
    expect(status().textContent).toBe('Opkaldet er afsluttet');
  });
});

describe('DemoPhone without a provider key', () => {
  it('says from the first paint that the live demo is not set up, offers a meeting, and has no call to press', async () => {
    renderPhone({ publicKey: '' });
    // Never a ready status over a call that would only fail.
    expect(status().textContent).toBe('Live-demoen er ikke sat op');
    expect(screen.queryByText('Klar til opkald')).toBeNull();
    expect(screen.getByText(fill(demoTexts.phone.notSetUp, { agent: 'Sofie' })).textContent).toBe(
      fill(demoTexts.phone.notSetUp, { agent: 'Sofie' }),
    );
    expect(screen.getByRole('link', { name: demoTexts.common.bookMeeting }).getAttribute('href')).toBe(
      demoLinks.bookingHref,
    );
    // The button keeps its name, switched off; a press does nothing, and no provider is made.
    expect(callButton().textContent).toBe(demoTexts.phone.start);
    expect((callButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(callButton());
    await advanceAsync(10_000);
    expect(status().textContent).toBe('Live-demoen er ikke sat op');
    expect(factory).not.toHaveBeenCalled();
    // Writing is not set up either: no suggestions that would only lead to its not-set-up answer.
    expect(screen.queryByRole('list', { name: demoTexts.chat.suggestionsLabel })).toBeNull();
    // Nor a captions card waiting for a call that cannot come.
    expect(screen.queryByRole('heading', { name: demoTexts.phone.captionsTitle })).toBeNull();
  });

  it('offers no call to press without a key, so an agent switched off gets no staged call either', async () => {
    renderPhone({ publicKey: '', defaultAvailable: false });
    expect((callButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(callButton());
    await advanceAsync(5000);
    expect(status().textContent).toBe('Live-demoen er ikke sat op');
    expect(screen.queryByText(/ikke tilgængelig/)).toBeNull();
  });
});
