/** What the tiles need of one agent; figures are null where nobody read them (docs/product.md#staff-panel). */
export interface SummarizedAgent {
  name: string;
  isAvailable: boolean;
  currentCalls: number | null;
  totalCallsToday: number | null;
}

export interface AgentSummary {
  availableAgents: number;
  totalAgents: number;
  /** Sum of the agents' current calls; null when no agent has figures. */
  activeCalls: number | null;
  /** Sum of the agents' calls today; null when no agent has figures. */
  callsToday: number | null;
  /** The agents whose figures are missing from the sums, by name. */
  leftOut: string[];
}

/** The dashboard's tiles, worked out from the agent list. */
export function summarizeAgents(agents: readonly SummarizedAgent[]): AgentSummary {
  const counted = agents.filter((agent) => agent.currentCalls !== null && agent.totalCallsToday !== null);
  const anyFigures = counted.length > 0 || agents.length === 0;
  return {
    availableAgents: agents.filter((agent) => agent.isAvailable).length,
    totalAgents: agents.length,
    activeCalls: anyFigures ? counted.reduce((sum, agent) => sum + (agent.currentCalls ?? 0), 0) : null,
    callsToday: anyFigures ? counted.reduce((sum, agent) => sum + (agent.totalCallsToday ?? 0), 0) : null,
    leftOut: anyFigures ? agents.filter((agent) => !counted.includes(agent)).map((agent) => agent.name) : [],
  };
}
