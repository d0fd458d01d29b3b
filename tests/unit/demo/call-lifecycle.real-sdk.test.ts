// @vitest-environment jsdom
/** The adapter against the real voice SDK and Daily (see real-sdk-harness.ts): starts that hang or go stale. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECT_TIMEOUT_MS } from '../../../src/islands/demo/voice-adapter';
import { connectedCall, FakeDailyCall, failures, setUp, stubProvider, useRealSdk } from '../fixtures/real-sdk-harness';

useRealSdk();

describe('the connection watchdog', () => {
  beforeEach(() => vi.useFakeTimers());

  it('fails a start whose web call never answers and never joins Daily afterwards', async () => {
    const requests = stubProvider({ hold: true });
    const { adapter, events } = setUp();
    void adapter.start();
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS - 1);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual([{ type: 'failed', problem: 'connection' }]);

    requests[0]!.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toHaveLength(1);
    expect(FakeDailyCall.created.every((call) => call.destroyed)).toBe(true);
  });

  it('fails a joined call whose agent never speaks, and leaves the room', async () => {
    stubProvider();
    const { adapter, events } = setUp();
    await adapter.start();
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS);
    expect(events.at(-1)).toEqual({ type: 'failed', problem: 'connection' });
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeDailyCall.latest.destroyed).toBe(true);
  });

  it('fails a start stuck in joining Daily', async () => {
    FakeDailyCall.holdJoin = true;
    stubProvider();
    const { adapter, events } = setUp();
    void adapter.start();
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS);
    expect(events).toEqual([{ type: 'failed', problem: 'connection' }]);
  });

  it('is disarmed once the agent speaks', async () => {
    stubProvider();
    const { events, daily } = await connectedCall();
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS * 2);
    expect(failures(events)).toEqual([]);
    expect(daily.destroyed).toBe(false);
  });
});

describe('a stopped start', () => {
  it('cannot touch the next call when it fails late', async () => {
    const requests = stubProvider({ hold: true });
    const { adapter, events } = setUp();
    const stale = adapter.start();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    adapter.stop();
    const next = adapter.start();
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    requests[1]!.answer();
    await next;
    const daily = FakeDailyCall.latest;
    daily.agentAudioLevel(0.3);

    requests[0]!.answer(401, { message: 'Invalid Key' });
    await stale;
    expect(daily.destroyed).toBe(false);
    daily.agentAudioLevel(0.6);
    expect(failures(events)).toEqual([]);
    expect(events.at(-1)).toEqual({ type: 'volume', level: 1 });
  });

  it('gives up the Daily call object it creates late, so the next call can create its own', async () => {
    const requests = stubProvider({ hold: true });
    const { adapter, events } = setUp();
    void adapter.start();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    adapter.stop();
    const next = adapter.start();
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    requests[0]!.answer();
    await vi.waitFor(() => expect(FakeDailyCall.created[0]?.destroyed).toBe(true));
    requests[1]!.answer();
    await next;
    expect(FakeDailyCall.created).toHaveLength(2);
    expect(FakeDailyCall.latest.destroyed).toBe(false);
    expect(events).toEqual([{ type: 'call-started' }]);
  });
});
