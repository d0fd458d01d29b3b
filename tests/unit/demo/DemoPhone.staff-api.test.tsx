// @vitest-environment jsdom
/**
 * The demo with the staff API: asked `GET /agents` only once the visitor presses call, inside the
 * connecting state, waiting at most 2 s; the staged call's 2 s and the connect time-out count from
 * the press; without an answer the configured default decides and the call goes on.
 */
import { fireEvent } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECT_TIMEOUT_MS } from '../../../src/islands/demo/voice-adapter';
// The phone imports the staff API's client on the press; loaded here first, that import takes no time.
import '../../../src/lib/staff/api-client';
import { advanceAsync, callButton, fake, renderPhone, status, usePhoneHarness } from '../fixtures/demo-phone-harness';

usePhoneHarness();

const staffApiUrl = 'http://staff.test/staff-api';
let fetchMock: ReturnType<typeof vi.fn>;

/** A staff API that answers `GET /agents` after `delayMs` with Sofie's availability; null: never. */
function staffApiAnswering(sofieAvailable: boolean, delayMs: number | null) {
  fetchMock = vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise((resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        if (delayMs === null) return;
        setTimeout(
          () =>
            resolve({
              status: 200,
              json: async () => [
                { id: 'sofie', name: 'Sofie', isAvailable: sofieAvailable },
                { id: 'magnus', name: 'Magnus', isAvailable: true },
              ],
            }),
          delayMs,
        );
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
}

describe('DemoPhone with the staff API', () => {
  beforeEach(() => staffApiAnswering(true, 300));

  it('asks nothing before the press, then asks GET /agents without credentials', async () => {
    renderPhone({ staffApiUrl, defaultAvailable: true });
    await advanceAsync(5000);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(callButton());
    expect(status().textContent).toBe('Forbinder til Sofie...');
    await advanceAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${staffApiUrl}/agents`);
    expect(init).toMatchObject({ method: 'GET', credentials: 'omit' });
    expect(init.headers).toEqual({});
  });

  it('starts the live call once the API says the agent is available, with the time-out counted from the press', async () => {
    renderPhone({ staffApiUrl, defaultAvailable: false });
    fireEvent.click(callButton());
    expect(fake.start).not.toHaveBeenCalled();
    await advanceAsync(300);
    expect(fake.start).toHaveBeenCalledTimes(1);
    expect(fake.start).toHaveBeenCalledWith(CONNECT_TIMEOUT_MS - 300);
  });

  it('stages the unavailable call, connected 2 s after the press however long the answer took', async () => {
    staffApiAnswering(false, 1500);
    renderPhone({ staffApiUrl, defaultAvailable: true });
    fireEvent.click(callButton());
    await advanceAsync(1999);
    expect(status().textContent).toBe('Forbinder til Sofie...');
    await advanceAsync(1);
    expect(status().textContent).toBe('Forbundet med Sofie');
    expect(fake.start).not.toHaveBeenCalled();
  });

  it.each([
    ['available', true],
    ['unavailable', false],
  ])('without an answer within 2 s uses the configured default (%s) and the call goes on', async (_what, available) => {
    staffApiAnswering(true, null);
    renderPhone({ staffApiUrl, defaultAvailable: available });
    fireEvent.click(callButton());
    await advanceAsync(1999);
    expect(fake.start).not.toHaveBeenCalled();
    await advanceAsync(1);
    if (available) {
      expect(fake.start).toHaveBeenCalledWith(CONNECT_TIMEOUT_MS - 2000);
      expect(status().textContent).toBe('Forbinder til Sofie...');
    } else {
      // The wait ends at 2 s, and the staged call connects on the same tick's timer.
      await advanceAsync(1);
      expect(fake.start).not.toHaveBeenCalled();
      expect(status().textContent).toBe('Forbundet med Sofie');
    }
  });

  it('without a staff API asks nothing and lets this browser decide (the preview)', async () => {
    renderPhone();
    fireEvent.click(callButton());
    expect(fake.start).toHaveBeenCalledWith();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('DemoPhone with the staff API and no provider key', () => {
  it('asks the staff API nothing: no call is offered to press, whether the agent is switched on or off', async () => {
    for (const available of [false, true]) {
      staffApiAnswering(available, 300);
      const { unmount } = renderPhone({ staffApiUrl, defaultAvailable: !available, publicKey: '' });
      expect((callButton() as HTMLButtonElement).disabled).toBe(true);
      fireEvent.click(callButton());
      await advanceAsync(2000);
      expect(fetchMock).not.toHaveBeenCalled();
      expect(status().textContent).toBe('Live-demoen er ikke sat op');
      unmount();
    }
  });
});
