import { describe, expect, it } from 'vitest';
import { sessionExpiredAnswer, staffClaims } from '../../../src/lib/staff/api-contract.mjs';
import { dashboardAnswer, FIGURES_CACHE_MS, type FiguresReading } from '../../../src/lib/staff/call-figures.mjs';
import { countCalls, planFigures } from '../../../src/lib/staff/workflow-figures.mjs';

const now = new Date('2026-11-25T09:00:00Z');
const staff = staffClaims(now);
const rows = [
  { id: 1, agentId: 'sofie', name: 'Sofie', isAvailable: true, maxCalls: 10, assistantId: 'as-1' },
  { id: 2, agentId: 'magnus', name: 'Magnus', isAvailable: false, maxCalls: 8, assistantId: ' as-2 ' },
  { id: 3, agentId: 'freja', name: 'Freja', isAvailable: true, maxCalls: 12, assistantId: '' },
];
const agents = [
  { id: 'sofie', name: 'Sofie', isAvailable: true, maxCalls: 10, assistantId: 'as-1' },
  { id: 'magnus', name: 'Magnus', isAvailable: false, maxCalls: 8, assistantId: 'as-2' },
  { id: 'freja', name: 'Freja', isAvailable: true, maxCalls: 12, assistantId: '' },
];
const readingAt = (ms: number): FiguresReading => ({
  readAt: new Date(now.getTime() - ms).toISOString(),
  byAssistant: { 'as-1': { currentCalls: 1, totalCallsToday: 4 } },
});

describe('planFigures', () => {
  it('asks for one provider request per connected agent, since midnight in Copenhagen', () => {
    expect(planFigures(staff, rows, {}, now)).toEqual(
      ['as-1', 'as-2'].map((assistantId) => ({
        done: false,
        assistantId,
        createdAtGe: '2026-11-24T23:00:00.000Z',
        agents,
      })),
    );
    // Summer time: midnight in Copenhagen is 22:00 UTC.
    expect(
      planFigures(staffClaims(new Date('2026-06-01T12:00:00Z')), rows, {}, new Date('2026-06-01T12:00:00Z'))[0],
    ).toMatchObject({
      createdAtGe: '2026-05-31T22:00:00.000Z',
    });
  });

  it('answers from a reading younger than the cache time, and asks again once it is older', () => {
    const fresh = readingAt(FIGURES_CACHE_MS - 1000);
    expect(planFigures(staff, rows, { staffReading: fresh }, now)).toEqual([
      { done: true, status: 200, body: dashboardAnswer(agents, fresh) },
    ]);
    const old = readingAt(FIGURES_CACHE_MS);
    expect(planFigures(staff, rows, { staffReading: old }, now)).toHaveLength(2);
  });

  it('with no agent connected, answers at once without figures, whatever the cache holds', () => {
    const none = rows.map((row) => ({ ...row, assistantId: '' }));
    const [answer] = planFigures(staff, none, { staffReading: readingAt(0) }, now);
    expect(answer).toMatchObject({ done: true, status: 200, body: { live: false, readAt: null } });
  });

  it.each([[{ sub: 'someone' }], [{}], [undefined]])('claims %j are not a staff token: 401', (claims) => {
    expect(planFigures(claims, rows, {}, now)).toEqual([{ done: true, ...sessionExpiredAnswer }]);
  });
});

describe('countCalls', () => {
  const calls = [
    { id: 'c1', assistantId: 'as-1', status: 'in-progress', createdAt: '2026-11-25T08:55:00Z' },
    { id: 'c2', assistantId: 'as-1', status: 'ended', createdAt: '2026-11-25T07:00:00Z' },
    { id: 'c3', assistantId: 'as-2', status: 'forwarding', createdAt: '2026-11-25T08:59:00Z' },
    // The same call on two pages counts once.
    { id: 'c3', assistantId: 'as-2', status: 'forwarding', createdAt: '2026-11-25T08:59:00Z' },
  ];

  it('counts today’s calls per agent and keeps the reading for the next requests', () => {
    const cache: { staffReading?: FiguresReading } = {};
    const reading = {
      readAt: now.toISOString(),
      byAssistant: { 'as-1': { currentCalls: 1, totalCallsToday: 2 }, 'as-2': { currentCalls: 1, totalCallsToday: 1 } },
    };
    expect(
      countCalls(
        calls.map((json) => ({ json })),
        agents,
        cache,
        now,
      ),
    ).toEqual({ status: 200, body: dashboardAnswer(agents, reading) });
    expect(cache.staffReading).toEqual(reading);
  });

  it('a day without calls (the HTTP node’s one empty item) is a live reading of zeros', () => {
    const answer = countCalls([{ json: {} }], agents, {}, now);
    expect(answer).toEqual({
      status: 200,
      body: dashboardAnswer(agents, { readAt: now.toISOString(), byAssistant: {} }),
    });
    expect(answer.body).toMatchObject({ live: true });
  });

  it.each([
    ['an item with an error', [...calls.map((json) => ({ json })), { json: {}, error: { message: 'timeout' } }]],
    ['an error in the item’s json', [{ json: { error: 'Credentials not found' } }]],
  ])('%s means no figures at all, and no reading kept', (_, items) => {
    const cache: { staffReading?: FiguresReading } = {};
    expect(countCalls(items, agents, cache, now)).toEqual({ status: 200, body: dashboardAnswer(agents, null) });
    expect(cache).toEqual({});
  });
});
