import { describe, expect, it } from 'vitest';
import { staffMessages } from '../../../src/lib/staff/api-contract.mjs';
import {
  FIGURES_CACHE_MS,
  PROVIDER_PAGE_LIMIT,
  callListUrl,
  copenhagenMidnight,
  countCallsByAssistant,
  dashboardAnswer,
  isReadingFresh,
  nextPageBefore,
  readCallsSince,
} from '../../../src/lib/staff/call-figures.mjs';

describe('midnight in Copenhagen', () => {
  it.each([
    // Winter time (UTC+1) and summer time (UTC+2).
    ['a winter afternoon', '2026-11-25T14:00:00Z', '2026-11-24T23:00:00.000Z'],
    ['a summer morning', '2026-07-01T05:00:00Z', '2026-06-30T22:00:00.000Z'],
    // Spring forward on Sunday 29 March 2026 at 02:00: that day began in winter time.
    ['the spring change day, after 03:00', '2026-03-29T10:00:00Z', '2026-03-28T23:00:00.000Z'],
    ['the spring change day, before 02:00', '2026-03-29T00:30:00Z', '2026-03-28T23:00:00.000Z'],
    ['the day after spring forward', '2026-03-30T06:00:00Z', '2026-03-29T22:00:00.000Z'],
    // Fall back on Sunday 25 October 2026 at 03:00: that day began in summer time.
    ['the autumn change day, before 03:00', '2026-10-25T00:30:00Z', '2026-10-24T22:00:00.000Z'],
    ['the autumn change day, in the repeated hour', '2026-10-25T01:30:00Z', '2026-10-24T22:00:00.000Z'],
    ['the autumn change day, evening', '2026-10-25T21:00:00Z', '2026-10-24T22:00:00.000Z'],
    ['the day after fall back', '2026-10-26T08:00:00Z', '2026-10-25T23:00:00.000Z'],
    ['one second before Copenhagen midnight', '2026-10-24T21:59:59Z', '2026-10-23T22:00:00.000Z'],
    ['Copenhagen midnight itself', '2026-11-24T23:00:00Z', '2026-11-24T23:00:00.000Z'],
  ])('%s', (_, now, midnight) => {
    expect(copenhagenMidnight(new Date(now)).toISOString()).toBe(midnight);
  });
});

describe('the provider request', () => {
  it('asks for one assistant’s calls since midnight, 1,000 at a time', () => {
    const since = new Date('2026-11-24T23:00:00Z');
    expect(callListUrl('https://api.vapi.ai/', 'a b&c', since)).toBe(
      'https://api.vapi.ai/call?assistantId=a+b%26c&createdAtGe=2026-11-24T23%3A00%3A00.000Z&limit=1000',
    );
    expect(callListUrl('https://api.vapi.ai', 'x', since, '2026-11-25T09:00:00.000Z')).toContain(
      '&createdAtLt=2026-11-25T09%3A00%3A00.000Z',
    );
  });
});

/** A provider holding `calls`, answering as the real one: newest first, at most `limit`. */
function fakeProvider(calls: { id: string; assistantId: string; status: string; createdAt: string }[]) {
  const requests: URL[] = [];
  const fetchPage = async (href: string) => {
    const url = new URL(href);
    requests.push(url);
    const q = url.searchParams;
    return calls
      .filter((call) => call.assistantId === q.get('assistantId'))
      .filter((call) => call.createdAt >= String(q.get('createdAtGe')))
      .filter((call) => !q.get('createdAtLt') || call.createdAt < String(q.get('createdAtLt')))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, Number(q.get('limit')));
  };
  return { fetchPage, requests };
}

const midnight = new Date('2026-11-24T23:00:00Z');
/** `count` calls one second apart from 00:00:01 Copenhagen time, every tenth one in progress. */
const callsOfTheDay = (count: number, assistantId = 'assistant-sofie') =>
  Array.from({ length: count }, (_, i) => ({
    id: `${assistantId}-${i}`,
    assistantId,
    status: i % 10 === 0 ? 'in-progress' : 'ended',
    createdAt: new Date(midnight.getTime() + (i + 1) * 1000).toISOString(),
  }));

describe('paging past the provider’s 1,000 limit', () => {
  it('reads 2,500 calls in three requests, each after the oldest call of the page before', async () => {
    const provider = fakeProvider(callsOfTheDay(2500));
    const calls = await readCallsSince(provider.fetchPage, 'https://p.test', 'assistant-sofie', midnight);
    expect(calls).toHaveLength(2500);
    expect(new Set(calls.map((call) => call.id)).size).toBe(2500);
    expect(provider.requests.map((url) => url.searchParams.get('createdAtLt'))).toEqual([
      null,
      new Date(midnight.getTime() + 1501 * 1000).toISOString(),
      new Date(midnight.getTime() + 501 * 1000).toISOString(),
    ]);
    expect(countCallsByAssistant(calls)).toEqual({ 'assistant-sofie': { currentCalls: 250, totalCallsToday: 2500 } });
  });

  it('asks once more after a page of exactly 1,000, and stops at an empty one', async () => {
    const provider = fakeProvider(callsOfTheDay(PROVIDER_PAGE_LIMIT));
    expect(await readCallsSince(provider.fetchPage, 'https://p.test', 'assistant-sofie', midnight)).toHaveLength(1000);
    expect(provider.requests).toHaveLength(2);
  });

  it('fails rather than counting a page that is not a list', async () => {
    await expect(
      readCallsSince(async () => ({ message: 'Unauthorized' }), 'https://p.test', 'a', midnight),
    ).rejects.toThrow();
  });

  it('names the next page only after a full one', () => {
    expect(nextPageBefore([])).toBeNull();
    expect(nextPageBefore(callsOfTheDay(999))).toBeNull();
    expect(nextPageBefore(callsOfTheDay(1000).reverse())).toBe(new Date(midnight.getTime() + 1000).toISOString());
  });
});

describe('counting calls', () => {
  it('counts ringing, in-progress and forwarding as current, everything as today’s total, each call once', () => {
    const call = (id: string, status: string, assistantId = 'a') => ({ id, assistantId, status, createdAt: '' });
    expect(
      countCallsByAssistant([
        call('1', 'ringing'),
        call('2', 'in-progress'),
        call('3', 'forwarding'),
        call('4', 'queued'),
        call('5', 'scheduled'),
        call('6', 'ended'),
        call('6', 'ended'),
        call('7', 'in-progress', 'b'),
        { id: '8', status: 'ended' },
      ]),
    ).toEqual({ a: { currentCalls: 3, totalCallsToday: 6 }, b: { currentCalls: 1, totalCallsToday: 1 } });
  });
});

describe('the dashboard answer', () => {
  const agents = [
    { id: 'sofie', name: 'Sofie', isAvailable: true, maxCalls: 10, assistantId: 'as-1' },
    { id: 'magnus', name: 'Magnus', isAvailable: false, maxCalls: 8, assistantId: 'as-2' },
    { id: 'freja', name: 'Freja', isAvailable: true, maxCalls: 12, assistantId: '' },
  ];
  const readAt = '2026-11-25T09:00:00.000Z';

  it('holds the provider’s figures, 0 for a connected agent without calls, none for one not connected', () => {
    const answer = dashboardAnswer(agents, {
      readAt,
      byAssistant: { 'as-1': { currentCalls: 2, totalCallsToday: 31 } },
    });
    expect(answer).toEqual({
      agents: [
        {
          id: 'sofie',
          name: 'Sofie',
          isAvailable: true,
          maxCalls: 10,
          connected: true,
          currentCalls: 2,
          totalCallsToday: 31,
        },
        {
          id: 'magnus',
          name: 'Magnus',
          isAvailable: false,
          maxCalls: 8,
          connected: true,
          currentCalls: 0,
          totalCallsToday: 0,
        },
        {
          id: 'freja',
          name: 'Freja',
          isAvailable: true,
          maxCalls: 12,
          connected: false,
          currentCalls: null,
          totalCallsToday: null,
        },
      ],
      live: true,
      readAt,
      message: null,
    });
  });

  it('holds no number at all without a reading, and says so in Danish', () => {
    const answer = dashboardAnswer(agents, null);
    expect(answer.live).toBe(false);
    expect(answer.readAt).toBeNull();
    expect(answer.message).toBe(staffMessages.notConnected);
    expect(answer.agents.every((agent) => agent.currentCalls === null && agent.totalCallsToday === null)).toBe(true);
  });

  it('is not live when no agent has an assistant id', () => {
    const unconnected = agents.map((agent) => ({ ...agent, assistantId: '' }));
    expect(dashboardAnswer(unconnected, { readAt, byAssistant: {} }).live).toBe(false);
  });

  it('reuses a reading for 30 seconds', () => {
    const reading = { readAt, byAssistant: {} };
    expect(isReadingFresh(reading, new Date(Date.parse(readAt) + FIGURES_CACHE_MS - 1))).toBe(true);
    expect(isReadingFresh(reading, new Date(Date.parse(readAt) + FIGURES_CACHE_MS))).toBe(false);
    expect(isReadingFresh(reading, new Date(Date.parse(readAt) - 1000))).toBe(false);
    expect(isReadingFresh(null, new Date(readAt))).toBe(false);
  });
});
