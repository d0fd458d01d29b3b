// @ts-check
/**
 * The `voice_agents` Data Table in the n8n workflow (scripts/n8n/build-staff-workflow.mjs inlines
 * this file into its Code nodes): its rows read as the staff API's agents, and the rows the setup
 * adds. Who the agents are, their order and capacity come from ../voice-agents.mjs; the table holds
 * only what changes while the site runs (availability) and the provider's assistant ids.
 */
import { agentsAnswer, publicAgent, staffBodyLimit, unknownAgentAnswer } from './api-contract.mjs';
import { checkRequestHeaders } from '../request-limits.mjs';
import { defaultAvailability, voiceAgents } from '../voice-agents.mjs';

/** @typedef {import('./api-contract.mjs').StaffAnswer} StaffAnswer */
/** @typedef {import('./api-contract.mjs').StoredAgent} StoredAgent */

/**
 * A row of `voice_agents`, or the empty item n8n passes for an empty read.
 * @typedef {{ agentId?: unknown, name?: unknown, isAvailable?: unknown, maxCalls?: unknown, assistantId?: unknown }} AgentRow
 */

/** @param {unknown} agentId */
const siteIndex = (agentId) => voiceAgents.findIndex((agent) => agent.id === agentId);

/**
 * The site's agents among the rows, in the site's order, with their capacity from the site's list.
 * Rows of agents the site no longer has are left out.
 * @param {readonly AgentRow[]} rows
 * @returns {StoredAgent[]}
 */
export function storedAgents(rows) {
  return rows
    .filter((row) => siteIndex(row.agentId) >= 0)
    .sort((a, b) => siteIndex(a.agentId) - siteIndex(b.agentId))
    .map((row) => {
      const agent = voiceAgents[siteIndex(row.agentId)];
      return {
        id: agent.id,
        name: String(row.name),
        isAvailable: row.isAvailable === true,
        maxCalls: agent.maxCalls,
        assistantId: String(row.assistantId || '').trim(),
      };
    });
}

/**
 * `GET /agents`'s answer from the table's rows.
 * @param {readonly AgentRow[]} rows
 * @returns {StaffAnswer}
 */
export const agentsAnswerFromRows = (rows) => agentsAnswer(storedAgents(rows));

/**
 * `GET /agents`'s answer: the request's headers first (a GET takes no body), then the table's rows.
 * One Code node does both, as this route is asked on every demo call: the headers come from a node
 * that left the body out, and the table is read before them, as reading it is harmless.
 * @param {Record<string, unknown> | undefined} headers
 * @param {readonly AgentRow[]} rows
 * @returns {StaffAnswer}
 */
export function agentsAnswerFor(headers, rows) {
  const checked = checkRequestHeaders(headers, staffBodyLimit('agents'));
  return checked.ok ? agentsAnswerFromRows(rows) : { status: checked.status, body: checked.body };
}

/**
 * `POST /availability`'s answer from the rows the update returned: the agent as now stored, or 404
 * when no row had the id.
 * @param {readonly AgentRow[]} rows
 * @param {string} agentId
 * @returns {StaffAnswer}
 */
export function availabilityAnswerFromRows(rows, agentId) {
  const row = rows.find((candidate) => candidate.agentId === agentId);
  if (!row) return { ...unknownAgentAnswer };
  return {
    status: 200,
    body: publicAgent({ id: agentId, name: String(row.name), isAvailable: row.isAvailable === true }),
  };
}

/**
 * The rows the setup adds: each of the site's agents the table lacks, at its default availability
 * and not yet connected to the provider (the deployer fills in `assistantId`).
 * @param {readonly AgentRow[]} rows
 * @returns {(Omit<StoredAgent, 'id'> & { agentId: string })[]}
 */
export function missingAgentRows(rows) {
  const present = new Set(rows.map((row) => row.agentId).filter(Boolean));
  return voiceAgents
    .filter((agent) => !present.has(agent.id))
    .map((agent) => ({
      agentId: agent.id,
      name: agent.name,
      isAvailable: defaultAvailability[agent.id],
      maxCalls: agent.maxCalls,
      assistantId: '',
    }));
}
