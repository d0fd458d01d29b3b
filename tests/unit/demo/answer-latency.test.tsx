// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatSeconds, providerMode } from '../../../src/lib/demo/answer-latency';
import { fill } from '../../../src/lib/placeholders';
import { fakeChat, field, renderChat, settle } from '../fixtures/chat-harness';
import { demoTexts } from '../fixtures/page-entries';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The measured line as the chat's entry words it, for `seconds` as shown. */
const measured = (seconds: string) => fill(demoTexts.common.measured, { sekunder: seconds });
const measuredLine = () => document.querySelector('[data-measured-answer]');

async function write(text: string) {
  fireEvent.change(field(), { target: { value: text } });
  fireEvent.keyDown(field(), { key: 'Enter' });
  await settle();
}

describe('the answer time in words', () => {
  it('tells the provider from the local stand-in by its host', () => {
    expect(providerMode('https://api.vapi.ai')).toBe('provider');
    expect(providerMode('https://api.eu.vapi.ai')).toBe('provider');
    expect(providerMode('http://127.0.0.1:8787')).toBe('stand-in');
    expect(providerMode('http://localhost:8787')).toBe('stand-in');
  });

  it('writes seconds the Danish way with one decimal, above a second too', () => {
    expect(formatSeconds(840)).toBe('0,8');
    expect(formatSeconds(2350)).toBe('2,4');
    expect(formatSeconds(12_000)).toBe('12,0');
    expect(formatSeconds(-5)).toBe('0,0');
  });
});

describe('the time measured in the visitor’s own conversation', () => {
  beforeEach(() => vi.useFakeTimers());

  it('shows nothing before an answer, then the wait from the sent message to the answer’s first character', async () => {
    const chat = fakeChat();
    renderChat(chat);
    await write('Hej Sofie');
    expect(measuredLine()).toBeNull();
    await vi.advanceTimersByTimeAsync(1_250);
    expect(measuredLine()).toBeNull();
    chat.sent[0]!.emit({ type: 'delta', text: 'Go', sessionId: 'session-1' });
    expect(measuredLine()?.textContent).toBe(measured('1,3'));
    // The rest of the same answer does not move the clock.
    await vi.advanceTimersByTimeAsync(3_000);
    chat.sent[0]!.emit({ type: 'delta', text: 'ddag', sessionId: 'session-1' });
    chat.sent[0]!.emit({ type: 'done' });
    expect(measuredLine()?.textContent).toBe(measured('1,3'));
  });

  it('measures each message anew, a slow answer as slow as it was', async () => {
    const chat = fakeChat();
    renderChat(chat);
    await write('Hej');
    await vi.advanceTimersByTimeAsync(400);
    chat.sent[0]!.answer('Hej med dig');
    expect(measuredLine()?.textContent).toBe(measured('0,4'));
    await write('Og så?');
    await vi.advanceTimersByTimeAsync(2_600);
    chat.sent[1]!.answer('Så er vi her');
    expect(measuredLine()?.textContent).toBe(measured('2,6'));
  });

  it('never measures the local stand-in, nor a failed answer', async () => {
    const standIn = fakeChat();
    renderChat(standIn, {
      provider: { apiUrl: 'http://127.0.0.1:8787', publicKey: 'local', assistantId: 'local' },
    });
    await write('Hej');
    await vi.advanceTimersByTimeAsync(500);
    standIn.sent[0]!.answer('Hej fra stand-in');
    expect(screen.getByText(/Hej fra stand-in/)).toBeTruthy();
    expect(measuredLine()).toBeNull();
    cleanup();

    const failing = fakeChat();
    renderChat(failing);
    await write('Hej');
    await vi.advanceTimersByTimeAsync(500);
    failing.sent[0]!.emit({ type: 'failed', failure: 'provider' });
    expect(measuredLine()).toBeNull();
  });
});
