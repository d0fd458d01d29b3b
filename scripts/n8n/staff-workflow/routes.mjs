// @ts-check
/**
 * The staff workflow's other routes (`GET /agents`, `GET /dashboard`, `POST /availability`,
 * `POST /device-code`) and the nodes the routes end in: the contract's JSON 401 for a token n8n's
 * JWT node refused, and the Respond to Webhook nodes, so n8n's own plain-text 401/403 never reaches
 * the panel. Every route starts with a Set node that keeps only the headers, and the first Code node
 * checks them (size, type, encoding) before anything reads the body.
 */
import { AGENTS_CACHE_CONTROL, NO_STORE } from '../../../src/lib/staff/api-contract.mjs';
import { PROVIDER_MAX_PAGES, PROVIDER_PAGE_LIMIT, PROVIDER_TIMEOUT_MS } from '../../../src/lib/staff/call-figures.mjs';
import {
  agentsAnswerCode,
  availabilityAnswerCode,
  checkAvailabilityCode,
  countCallsCode,
  deviceCodeAnswerCode,
  makeDeviceCodeCode,
  planFiguresCode,
  readTokenCode,
  sessionExpiredCode,
} from './code.mjs';
import { credentialNames, nodeNames as names, tables } from './names.mjs';
import { routeConnections } from './program.mjs';
import {
  codeNode,
  columnsParameter,
  dataTable,
  getAllRows,
  headersOnly,
  ifTrue,
  jwtVerify,
  link,
  node,
  updateRows,
  webhook,
} from './nodes.mjs';

/** @typedef {import('./nodes.mjs').NodeGroup} NodeGroup */
/** @typedef {import('./nodes.mjs').Position} Position */

const respond = link(names.respond);

/**
 * A Respond to Webhook node: the item's `body` as JSON with its `status`.
 * @param {string} name @param {Position} position @param {{ name: string, value: string }[]} headers
 */
const respondNode = (name, position, headers) =>
  node(name, 'respondToWebhook', 1.4, position, {
    respondWith: 'json',
    responseBody: '={{ JSON.stringify($json.body) }}',
    options: { responseCode: '={{ $json.status }}', responseHeaders: { entries: headers } },
  });

/**
 * `GET /agents` is public (any origin) and asked on every demo call: one Code node checks the headers
 * and answers from the table, and its own Respond node lets a browser or shared cache keep the 200
 * briefly, with `*` as the origin (n8n would echo the caller's, which a shared cache then serves to all).
 * @returns {NodeGroup}
 */
export const agentsGroup = () => ({
  nodes: [
    webhook(names.agents, 'agents', 'GET', '*', [0, 500]),
    headersOnly(names.agentsHeaders, 2, [220, 500]),
    dataTable(names.readAgents, tables.agents, getAllRows, [440, 500], { alwaysOutputData: true }),
    codeNode(names.agentsAnswer, agentsAnswerCode(), [660, 500]),
    respondNode(
      names.agentsRespond,
      [880, 500],
      [
        { name: 'Access-Control-Allow-Origin', value: '*' },
        { name: 'Cache-Control', value: `={{ $json.status === 200 ? '${AGENTS_CACHE_CONTROL}' : '${NO_STORE}' }}` },
      ],
    ),
  ],
  connections: routeConnections('agents'),
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
    headersOnly(names.dashboardHeaders, 3, [110, 900]),
    codeNode(names.readDashboard, readTokenCode('dashboard', origin), [220, 800]),
    ifTrue(names.dashboardOk, 4, 'ok', [440, 800]),
    jwtVerify(names.verifyDashboard, [660, 700]),
    dataTable(names.readAgentsDashboard, tables.agents, getAllRows, [880, 700], { alwaysOutputData: true }),
    codeNode(names.planFigures, planFiguresCode(), [1100, 700]),
    ifTrue(names.figuresDone, 5, 'done', [1320, 700]),
    providerCalls(providerUrl, [1540, 800]),
    codeNode(names.countCalls, countCallsCode(), [1760, 800]),
  ],
  connections: routeConnections('dashboard'),
});

/** @param {{ origin: string }} settings @returns {NodeGroup} */
export const availabilityGroup = ({ origin }) => ({
  nodes: [
    webhook(names.availability, 'availability', 'POST', origin, [0, 1200]),
    headersOnly(names.availabilityHeaders, 4, [110, 1300]),
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
  connections: routeConnections('availability'),
});

/** @returns {NodeGroup} */
export const answerGroup = () => ({
  nodes: [
    codeNode(names.sessionExpired, sessionExpiredCode(), [880, 1400]),
    respondNode(names.respond, [2860, 500], [{ name: 'Cache-Control', value: NO_STORE }]),
  ],
  connections: { [names.sessionExpired]: { main: [respond] } },
});

/**
 * `POST /device-code`: a logged-in employee's one-time code for a new device. Only the code's digest
 * is stored; expired rows go whenever a new code is made.
 * @param {{ origin: string }} settings @returns {NodeGroup}
 */
export const deviceCodeGroup = ({ origin }) => ({
  nodes: [
    webhook(names.deviceCode, 'device-code', 'POST', origin, [0, 2400]),
    headersOnly(names.deviceCodeHeaders, 5, [110, 2500]),
    codeNode(names.readDeviceCode, readTokenCode('deviceCode', origin), [220, 2400]),
    ifTrue(names.deviceCodeOk, 16, 'ok', [440, 2400]),
    jwtVerify(names.verifyDeviceCode, [660, 2300]),
    codeNode(names.makeCode, makeDeviceCodeCode(), [880, 2300]),
    ifTrue(names.codeMade, 17, 'ok', [1100, 2300]),
    dataTable(
      names.insertCode,
      tables.codes,
      {
        operation: 'insert',
        columns: columnsParameter({
          codeDigest: ['={{ $json.row.codeDigest }}', 'string'],
          expiresAt: ['={{ $json.row.expiresAt }}', 'number'],
        }),
        options: {},
      },
      [1320, 2200],
    ),
    dataTable(
      names.deleteExpiredCodes,
      tables.codes,
      {
        operation: 'deleteRows',
        matchType: 'allConditions',
        filters: { conditions: [{ keyName: 'expiresAt', condition: 'lte', keyValue: '={{ $now.toMillis() }}' }] },
        options: {},
      },
      [1540, 2200],
      { alwaysOutputData: true },
    ),
    codeNode(names.deviceCodeAnswer, deviceCodeAnswerCode(), [1760, 2200]),
  ],
  connections: routeConnections('deviceCode'),
});
