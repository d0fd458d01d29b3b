import { describe, expect, it } from 'vitest';
import { summarizeAgents } from '../../../src/lib/staff/agent-summary';

describe('dashboard summary', () => {
  it('adds up three agents: 2 of 3 available, 4 active calls, 107 calls today', () => {
    const agents = [
      { name: 'Sofie', isAvailable: true, currentCalls: 3, totalCallsToday: 47 },
      { name: 'Magnus', isAvailable: true, currentCalls: 1, totalCallsToday: 32 },
      { name: 'Freja', isAvailable: false, currentCalls: 0, totalCallsToday: 28 },
    ];
    expect(summarizeAgents(agents)).toEqual({
      availableAgents: 2,
      totalAgents: 3,
      activeCalls: 4,
      callsToday: 107,
      leftOut: [],
    });
  });

  it('is all zeros for no agents', () => {
    expect(summarizeAgents([])).toEqual({
      availableAgents: 0,
      totalAgents: 0,
      activeCalls: 0,
      callsToday: 0,
      leftOut: [],
    });
  });

  it('adds up only the agents with figures, and names the ones it leaves out', () => {
    const agents = [
      { name: 'Sofie', isAvailable: true, currentCalls: 2, totalCallsToday: 5 },
      { name: 'Magnus', isAvailable: false, currentCalls: 1, totalCallsToday: 3 },
      { name: 'Freja', isAvailable: true, currentCalls: null, totalCallsToday: null },
    ];
    expect(summarizeAgents(agents)).toEqual({
      availableAgents: 2,
      totalAgents: 3,
      activeCalls: 3,
      callsToday: 8,
      leftOut: ['Freja'],
    });
  });

  it('gives no sums at all when no agent has figures (never a made-up 0)', () => {
    const agents = [{ name: 'Sofie', isAvailable: true, currentCalls: null, totalCallsToday: null }];
    expect(summarizeAgents(agents)).toMatchObject({ activeCalls: null, callsToday: null, leftOut: [] });
  });
});
