// @ts-check
/**
 * `GET /dashboard` in the n8n workflow (scripts/n8n/build-staff-workflow.mjs inlines this file into
 * its Code nodes). The plan step answers from the last reading while it is fresh (or when no agent
 * is connected); otherwise it asks for one provider request per connected agent, which n8n's HTTP
 * Request node makes (paging and time-out there), and the count step turns their calls into the
 * answer. The last reading lives in the workflow's static data, passed in as `cache`.
 */
import { sessionExpiredAnswer } from './api-contract.mjs';
import { checkSessionClaims } from './token-claims.mjs';
import { copenhagenMidnight, countCallsByAssistant, dashboardAnswer, isReadingFresh } from './call-figures.mjs';
import { storedAgents } from './workflow-agents.mjs';

/** @typedef {import('./api-contract.mjs').StaffAnswer} StaffAnswer */
/** @typedef {import('./api-contract.mjs').StoredAgent} StoredAgent */
/** @typedef {import('./call-figures.mjs').FiguresReading} FiguresReading */
/** @typedef {import('./call-figures.mjs').ProviderCall} ProviderCall */
/** @typedef {import('./workflow-agents.mjs').AgentRow} AgentRow */

/** The workflow's static data: the last reading of the provider, kept between executions. */
/** @typedef {{ staffReading?: FiguresReading }} FiguresCache */

/**
 * `done: true` items go to the Respond node; `done: false` items are the provider requests.
 * @typedef {({ done: true } & StaffAnswer)
 *   | { done: false, assistantId: string, createdAtGe: string, agents: StoredAgent[] }} FiguresPlan
 */

/**
 * @param {unknown} claims the JWT node's verified payload
 * @param {readonly AgentRow[]} rows the `voice_agents` rows
 * @param {FiguresCache} cache
 * @param {Date} now
 * @returns {FiguresPlan[]}
 */
export function planFigures(claims, rows, cache, now) {
  if (!checkSessionClaims(claims, now).ok) return [{ done: true, ...sessionExpiredAnswer }];
  const agents = storedAgents(rows);
  const connected = agents.filter((agent) => agent.assistantId);
  if (connected.length === 0) return [{ done: true, status: 200, body: dashboardAnswer(agents, null) }];
  if (isReadingFresh(cache.staffReading, now)) {
    return [{ done: true, status: 200, body: dashboardAnswer(agents, cache.staffReading ?? null) }];
  }
  const since = copenhagenMidnight(now).toISOString();
  return connected.map((agent) => ({ done: false, assistantId: agent.assistantId, createdAtGe: since, agents }));
}

/**
 * One output item of the HTTP Request node: a call, its one empty item when the provider listed
 * none, or an item with `error` (no credential, an error status, no answer in time).
 * @typedef {{ json?: unknown, error?: unknown }} ProviderItem
 */

/** @param {ProviderItem} item */
const failed = (item) => !!item.error || !!(/** @type {{ error?: unknown } | undefined} */ (item.json)?.error);

/**
 * The answer from the provider's calls, stored in `cache` as the new reading. Any failed request
 * means no figures at all, never a partial count.
 * @param {readonly ProviderItem[]} items
 * @param {StoredAgent[]} agents the plan's agents
 * @param {FiguresCache} cache
 * @param {Date} now
 * @returns {StaffAnswer}
 */
export function countCalls(items, agents, cache, now) {
  if (items.some(failed)) return { status: 200, body: dashboardAnswer(agents, null) };
  // countCallsByAssistant skips what is not a call, such as the empty item of a day without calls.
  const calls = items.map((item) => /** @type {ProviderCall} */ (item.json));
  const reading = { readAt: now.toISOString(), byAssistant: countCallsByAssistant(calls) };
  cache.staffReading = reading;
  return { status: 200, body: dashboardAnswer(agents, reading) };
}
