// @ts-check
/**
 * The staff workflow's deployer-facing part: the note on what to do before publishing, and the
 * setup trigger that creates and seeds the Data Tables (run by hand once after import, and again at
 * any time: it only adds what is missing).
 */
import { smtpCredential } from '../booking-workflow/names.mjs';
import { missingAgentsCode, missingSettingsCode } from './code.mjs';
import { credentialNames, nodeNames as names, tables, WEBHOOK_BASE } from './names.mjs';
import { codeNode, createTable, dataTable, getAllRows, insertItems, link, node } from './nodes.mjs';

/** @typedef {import('./nodes.mjs').NodeGroup} NodeGroup */
/** @typedef {import('./nodes.mjs').ColumnType} ColumnType */

/** Each staff Data Table's columns (besides n8n's own id, createdAt, updatedAt), by its key in `tables`. */
/** @type {Readonly<Record<'agents' | 'attempts' | 'settings' | 'codes', [string, ColumnType][]>>} */
export const staffTableColumns = Object.freeze({
  agents: [
    ['agentId', 'string'],
    ['name', 'string'],
    ['isAvailable', 'boolean'],
    ['maxCalls', 'number'],
    ['assistantId', 'string'],
  ],
  attempts: [
    ['address', 'string'],
    ['device', 'string'],
    ['at', 'number'],
    ['kind', 'string'],
  ],
  settings: [['passwordHash', 'string']],
  codes: [
    ['codeDigest', 'string'],
    ['expiresAt', 'number'],
  ],
});

/** @param {{ origin: string, addressHeader: string, providerUrl: string }} settings */
const noteText = ({ origin, addressHeader, providerUrl }) => `## Before you publish
1. n8n must run with \`NODE_ENV=production\`, \`N8N_RUNNERS_TASK_TIMEOUT=30\` and \`NODE_FUNCTION_ALLOW_BUILTIN=crypto\` (the password check) and be reachable **only through your proxy**, which must overwrite the \`${addressHeader}\` header with the client's address. Also set \`EXECUTIONS_DATA_PRUNE_HARD_DELETE_INTERVAL=1\`: n8n stores each execution (a login's password included) while it runs and, with this workflow's settings, only marks it deleted at the end; its pruning sweep then erases it within that many minutes (default 15).
2. Credentials, under these exact names: **${credentialNames.jwt}** (JWT, passphrase, HS256, a random secret of 32+ characters) and **${credentialNames.provider}** (Header Auth: name \`Authorization\`, value \`Bearer <the provider's private key>\`). Without the second, the dashboard says live figures are not connected. \`bekræftet\` mails the visitor through the booking workflow's **${smtpCredential.name}**.
3. In the editor, run **${names.setup}** once (Execute workflow from that trigger; \`n8n execute\` cannot run Data Table nodes): it creates the Data Tables \`${tables.agents}\`, \`${tables.attempts}\`, \`${tables.settings}\` and \`${tables.codes}\` if missing and seeds the agents (an existing \`${tables.attempts}\` from before device logins needs the string column \`device\` added by hand). The booking routes read \`${tables.bookings}\`, which the booking workflow's setup creates.
4. In the Data Table \`${tables.settings}\`, put the output of \`npm run staff:hash\` into the one row's \`passwordHash\`; in \`${tables.agents}\`, each agent's voice assistant id into \`assistantId\` (empty: shown as not connected).
5. The staff webhooks answer only \`${origin}\`; the provider is \`${providerUrl}\`. Other values: regenerate with \`npm run n8n:workflow -- --origin … --address-header … --provider-url …\`.
6. Publish the workflow and wait for \`/healthz/readiness\` (docs/n8n.md, Production); set \`PUBLIC_STAFF_API_URL\` to \`<production webhook URL>/${WEBHOOK_BASE}\` and rebuild the site.`;

/** @param {{ origin: string, addressHeader: string, providerUrl: string }} settings @returns {NodeGroup} */
export const noteGroup = (settings) => ({
  nodes: [
    node(names.note, 'stickyNote', 1, [-80, -720], { content: noteText(settings), height: 500, width: 760, color: 3 }),
  ],
  connections: {},
});

/** @returns {NodeGroup} */
export function setupGroup() {
  return {
    nodes: [
      node(names.setup, 'manualTrigger', 1, [0, -1200], {}),
      createTable(names.createAgents, tables.agents, staffTableColumns.agents, [220, -1200]),
      createTable(names.createAttempts, tables.attempts, staffTableColumns.attempts, [440, -1200]),
      createTable(names.createSettings, tables.settings, staffTableColumns.settings, [660, -1200]),
      createTable(names.createCodes, tables.codes, staffTableColumns.codes, [770, -1300]),
      dataTable(names.readAgentsSetup, tables.agents, getAllRows, [880, -1300], { alwaysOutputData: true }),
      codeNode(names.missingAgents, missingAgentsCode(), [1100, -1300]),
      dataTable(names.seedAgents, tables.agents, insertItems, [1320, -1300]),
      dataTable(names.readSettingsSetup, tables.settings, getAllRows, [880, -1100], { alwaysOutputData: true }),
      codeNode(names.missingSettings, missingSettingsCode(), [1100, -1100]),
      dataTable(names.seedSettings, tables.settings, insertItems, [1320, -1100]),
    ],
    connections: {
      [names.setup]: { main: [link(names.createAgents)] },
      [names.createAgents]: { main: [link(names.createAttempts)] },
      [names.createAttempts]: { main: [link(names.createSettings)] },
      [names.createSettings]: { main: [link(names.createCodes)] },
      [names.createCodes]: { main: [[...link(names.readAgentsSetup), ...link(names.readSettingsSetup)]] },
      [names.readAgentsSetup]: { main: [link(names.missingAgents)] },
      [names.missingAgents]: { main: [link(names.seedAgents)] },
      [names.readSettingsSetup]: { main: [link(names.missingSettings)] },
      [names.missingSettings]: { main: [link(names.seedSettings)] },
    },
  };
}
