// Shared by the DemoPhone component tests: a fake voice adapter and the phone rendered with it.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, vi } from 'vitest';
import DemoPhone from '../../../src/islands/demo/DemoPhone';
import type { VoiceAdapter, VoiceEvent } from '../../../src/islands/demo/voice-adapter';
import { $agents, defaultAgents, replaceAgents } from '../../../src/stores/agents';

/** Stands in for the voice provider: records what the island asks and lets the test speak for the SDK. */
function createFakeAdapter() {
  let listener: ((event: VoiceEvent) => void) | null = null;
  const adapter: VoiceAdapter & { emit: (event: VoiceEvent) => void } = {
    start: vi.fn(async () => undefined),
    stop: vi.fn(),
    setMuted: vi.fn((muted: boolean) => muted),
    on: (l) => {
      listener = l;
      return () => (listener = null);
    },
    emit: (event) => act(() => listener?.(event)),
  };
  return adapter;
}

export let fake: ReturnType<typeof createFakeAdapter>;
export const factory = vi.fn(() => fake);

export function renderPhone(props: Partial<Parameters<typeof DemoPhone>[0]> = {}) {
  return render(
    <DemoPhone agentName="Sofie" publicKey="pk" assistantId="assistant" createAdapter={factory} {...props} />,
  );
}

export const otherWaysName = 'Du kan også ringe til os eller booke et møde.';
export const callButton = () => screen.getByRole('button', { name: /opkald$/ });
export const status = () => screen.getByRole('status');
export const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** Also settles promises, such as the end of the spoken message. */
export const advanceAsync = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

export function startConnectedCall() {
  fireEvent.click(screen.getByRole('button', { name: 'Start opkald' }));
  fake.emit({ type: 'call-started' });
  fake.emit({ type: 'agent-speech-start' });
}

/** Registers the fresh fake, fake timers and default agents for every test of the calling file. */
export function usePhoneHarness() {
  beforeEach(() => {
    vi.useFakeTimers();
    fake = createFakeAdapter();
    factory.mockClear();
    replaceAgents(defaultAgents);
  });

  afterEach(() => {
    cleanup();
    // Unmount the store while jsdom is still here (nanostores would do it a second later).
    cleanStores($agents);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
