import { describe, expect, it } from 'vitest';
import { summarizeAgents } from '../../../src/lib/staff/agent-summary';
import { defaultAgents } from '../../../src/stores/agents';

describe('dashboard summary', () => {
  it('adds up the initial agents: 2 of 3 available, 4 active calls, 107 calls today', () => {
    expect(summarizeAgents(defaultAgents)).toEqual({
      availableAgents: 2,
      totalAgents: 3,
      activeCalls: 4,
      callsToday: 107,
    });
  });

  it('is all zeros for no agents', () => {
    expect(summarizeAgents([])).toEqual({ availableAgents: 0, totalAgents: 0, activeCalls: 0, callsToday: 0 });
  });
});
