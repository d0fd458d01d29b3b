import type { VoiceAgent } from '../../stores/agents';

export interface AgentSummary {
  availableAgents: number;
  totalAgents: number;
  /** Sum of the agents' current calls. */
  activeCalls: number;
  /** Sum of the agents' calls today. */
  callsToday: number;
}

/** The dashboard's tiles, worked out from the agent list. */
export function summarizeAgents(agents: readonly VoiceAgent[]): AgentSummary {
  return {
    availableAgents: agents.filter((agent) => agent.isAvailable).length,
    totalAgents: agents.length,
    activeCalls: agents.reduce((sum, agent) => sum + agent.currentCalls, 0),
    callsToday: agents.reduce((sum, agent) => sum + agent.totalCallsToday, 0),
  };
}
