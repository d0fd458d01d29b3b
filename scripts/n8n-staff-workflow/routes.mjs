// @ts-check
/**
 * The staff workflow's other routes (`GET /agents`, `GET /dashboard`, `POST /availability`) and the
 * two nodes every route ends in: the contract's JSON 401 for a token n8n's JWT node refused, and
 * the one Respond to Webhook node, so n8n's own plain-text 401/403 never reaches the panel.
 */
import { PROVIDER_MAX_PAGES, PROVIDER_PAGE_LIMIT, PROVIDER_TIMEOUT_MS } from '../../src/lib/staff/call-figures.mjs';
import {
  agentsAnswerCode,
  availabilityAnswerCode,
  checkAvailabilityCode,
  countCallsCode,
  planFiguresCode,
  readTokenCode,
  sessionExpiredCode,
} from './code.mjs';
import { credentialNames, nodeNames as names, tables } from './names.mjs';
import { codeNode, dataTable, getAllRows, ifTrue, jwtVerify, link, node, updateRows, webhook } from './nodes.mjs';

/** @typedef {import('./nodes.mjs').NodeGroup} NodeGroup */
/** @typedef {import('./nodes.mjs').Position} Position */

const respond = link(names.respond);

/** `GET /agents` is public: any origin. @returns {NodeGroup} */
export const agentsGroup = () => ({
  nodes: [
    webhook(names.agents, 'agents', 'GET', '*', [0, 500]),
    dataTable(names.readAgents, tables.agents, getAllRows, [220, 500], { alwaysOutputData: true }),
    codeNode(names.agentsAnswer, agentsAnswerCode(), [440, 500]),
  ],
  connections: {
    [names.agents]: { main: [link(names.readAgents)] },
    [names.readAgents]: { main: [link(names.agentsAnswer)] },
    [names.agentsAnswer]: { main: [respond] },
  },
});

/**
 * The provider's `GET /call` for one assistant, paged by `createdAtLt` as src/lib/staff/call-figures.mjs
 * describes. @param {string} providerUrl @param {Position} position
 */
const providerCalls = (providerUrl, position) =>
  node(
    names.providerCalls,
    'httpRequest',
    4.2,
    position,
    {
      url: `${providerUrl.replace(/\/+$/, '')}/call`,
      authentication: 'genericCredentialType',
      genericAuthType: 'httpHeaderAuth',
      sendQuery: true,
      queryParameters: {
        parameters: [
          { name: 'assistantId', value: '={{ $json.assistantId }}' },
          { name: 'createdAtGe', value: '={{ $json.createdAtGe }}' },
          { name: 'limit', value: String(PROVIDER_PAGE_LIMIT) },
        ],
      },
      options: {
        timeout: PROVIDER_TIMEOUT_MS,
        pagination: {
          pagination: {
            paginationMode: 'updateAParameterInEachRequest',
            parameters: {
              parameters: [
                // The oldest call of the page just read: the next page holds the calls before it.
                {
                  type: 'qs',
                  name: 'createdAtLt',
                  value: '={{ $response.body.map(call => call.createdAt).sort()[0] }}',
                },
              ],
            },
            paginationCompleteWhen: 'other',
            completeExpression: `={{ !Array.isArray($response.body) || $response.body.length < ${PROVIDER_PAGE_LIMIT} }}`,
            limitPagesFetched: true,
            maxRequests: PROVIDER_MAX_PAGES,
          },
        },
      },
    },
    {
      credentials: { httpHeaderAuth: { id: 'StaffApiVoice001', name: credentialNames.provider } },
      // A failure (no credential, an error status, a time-out) comes out as an item with `error`.
      onError: 'continueRegularOutput',
      alwaysOutputData: true,
    },
  );

/** @param {{ origin: string, providerUrl: string }} settings @returns {NodeGroup} */
export const dashboardGroup = ({ origin, providerUrl }) => ({
  nodes: [
    webhook(names.dashboard, 'dashboard', 'GET', origin, [0, 800]),
    codeNode(names.readDashboard, readTokenCode('dashboard', origin), [220, 800]),
    ifTrue(names.dashboardOk, 4, 'ok', [440, 800]),
    jwtVerify(names.verifyDashboard, [660, 700]),
    dataTable(names.readAgentsDashboard, tables.agents, getAllRows, [880, 700], { alwaysOutputData: true }),
    codeNode(names.planFigures, planFiguresCode(), [1100, 700]),
    ifTrue(names.figuresDone, 5, 'done', [1320, 700]),
    providerCalls(providerUrl, [1540, 800]),
    codeNode(names.countCalls, countCallsCode(), [1760, 800]),
  ],
  connections: {
    [names.dashboard]: { main: [link(names.readDashboard)] },
    [names.readDashboard]: { main: [link(names.dashboardOk)] },
    [names.dashboardOk]: { main: [link(names.verifyDashboard), respond] },
    [names.verifyDashboard]: { main: [link(names.readAgentsDashboard), link(names.sessionExpired)] },
    [names.readAgentsDashboard]: { main: [link(names.planFigures)] },
    [names.planFigures]: { main: [link(names.figuresDone)] },
    [names.figuresDone]: { main: [respond, link(names.providerCalls)] },
    [names.providerCalls]: { main: [link(names.countCalls)] },
    [names.countCalls]: { main: [respond] },
  },
});

/** @param {{ origin: string }} settings @returns {NodeGroup} */
export const availabilityGroup = ({ origin }) => ({
  nodes: [
    webhook(names.availability, 'availability', 'POST', origin, [0, 1200]),
    codeNode(names.readAvailability, readTokenCode('availability', origin), [220, 1200]),
    ifTrue(names.availabilityOk, 6, 'ok', [440, 1200]),
    jwtVerify(names.verifyAvailability, [660, 1100]),
    codeNode(names.checkAvailabilityBody, checkAvailabilityCode(), [880, 1100]),
    ifTrue(names.availabilityBodyOk, 7, 'ok', [1100, 1100]),
    dataTable(
      names.updateAgent,
      tables.agents,
      updateRows([{ keyName: 'agentId', condition: 'eq', keyValue: '={{ $json.agentId }}' }], {
        isAvailable: ['={{ $json.isAvailable }}', 'boolean'],
      }),
      [1320, 1000],
      // An unknown id updates no row; the answer node then says 404.
      { alwaysOutputData: true },
    ),
    codeNode(names.availabilityAnswer, availabilityAnswerCode(), [1540, 1000]),
  ],
  connections: {
    [names.availability]: { main: [link(names.readAvailability)] },
    [names.readAvailability]: { main: [link(names.availabilityOk)] },
    [names.availabilityOk]: { main: [link(names.verifyAvailability), respond] },
    [names.verifyAvailability]: { main: [link(names.checkAvailabilityBody), link(names.sessionExpired)] },
    [names.checkAvailabilityBody]: { main: [link(names.availabilityBodyOk)] },
    [names.availabilityBodyOk]: { main: [link(names.updateAgent), respond] },
    [names.updateAgent]: { main: [link(names.availabilityAnswer)] },
    [names.availabilityAnswer]: { main: [respond] },
  },
});

/** @returns {NodeGroup} */
export const answerGroup = () => ({
  nodes: [
    codeNode(names.sessionExpired, sessionExpiredCode(), [880, 1400]),
    node(names.respond, 'respondToWebhook', 1.4, [2860, 500], {
      respondWith: 'json',
      responseBody: '={{ JSON.stringify($json.body) }}',
      options: {
        responseCode: '={{ $json.status }}',
        responseHeaders: { entries: [{ name: 'Cache-Control', value: 'no-store' }] },
      },
    }),
  ],
  connections: { [names.sessionExpired]: { main: [respond] } },
});
