// @ts-check
/**
 * Builds integrations/n8n/staff-api.json, the n8n 2.x workflow that is the staff API in production:
 * the routes of src/lib/staff/api-program.mjs (the one program the local backend runs too), each
 * route's nodes wired in its program's order (./n8n-staff-workflow/program.mjs).
 * Webhook nodes for the seven routes of src/lib/staff/api-contract.mjs, each followed by a Set node
 * that keeps only the headers for the first check (so no hostile body reaches a Code node), Code nodes that run the
 * site's own modules (src/lib/staff/workflow-*.mjs on the contract the local backend,
 * scripts/local-backend/staff-api.mjs, also runs), Data Tables for availability
 * (`voice_agents`), login attempts (`staff_login_attempts`), the password hash (`staff_settings`) and
 * one-time codes for new devices (`staff_device_codes`), referred to by name, and the booking workflow's `bookings` for the booking
 * routes (a `bekræftet` sends the confirmation through that workflow's mail step and SMTP
 * credential); n8n's JWT node with one credential to sign the session and device tokens at login
 * and verify them (each verified token's claims then checked by src/lib/staff/token-claims.mjs); the
 * voice provider's `GET /call` through HTTP Request with a Header Auth credential. Every answer is
 * JSON through a Respond to Webhook node (`no-store`; `GET /agents` its own, briefly cacheable), so
 * n8n's own plain-text 401/403 never reaches the panel. Run it after changing those modules (a unit test
 * fails while the shipped file is stale):
 *
 *   npm run n8n:workflow [-- --out <folder> --origin https://www.example.dk --address-header cf-connecting-ip
 *                            --provider-url https://api.vapi.ai]   (scripts/n8n/build-booking-workflow.mjs)
 *
 * Node types, versions and parameter names follow n8n's own node definitions (packages/nodes-base).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { envVariables } from '../../src/config/env.ts';
import { clientAddressHeaders } from '../../src/lib/staff/api-contract.mjs';
import { cleanupGroup, loginAttemptGroup, passwordGroup } from './staff-workflow/login.mjs';
import { nodeNames } from './staff-workflow/names.mjs';
import { numberNodes } from './staff-workflow/nodes.mjs';
import { checkProgramNodes } from './staff-workflow/program.mjs';
import { onPostgres } from './booking-workflow/postgres-store.mjs';
import { mailDefaults } from './booking-workflow/mail-settings.mjs';
import { bookingsGroup, bookingStatusGroup } from './staff-workflow/bookings.mjs';
import {
  agentsGroup,
  answerGroup,
  availabilityGroup,
  dashboardGroup,
  deviceCodeGroup,
} from './staff-workflow/routes.mjs';
import { noteGroup, setupGroup } from './staff-workflow/setup.mjs';
import { workflowExecutionSeconds } from '../../src/lib/booking/workflow-mails.mjs';
import { withRouteNotes } from './route-notes.mjs';

/** @typedef {import('./staff-workflow/nodes.mjs').NodeGroup} NodeGroup */

export { credentialNames, tables, WEBHOOK_BASE } from './staff-workflow/names.mjs';
/** The node names, for tools that address a node (scripts/test-n8n/run.mjs runs the setup trigger). */
export { nodeNames as staffNodeNames };

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const staffWorkflowPath = resolve(root, 'integrations/n8n/staff-api.json');
/** The staff API with its booking routes on the Postgres store (`--store postgres`). */
export const postgresStaffWorkflowPath = resolve(root, 'integrations/n8n/staff-api.postgres.json');

/** @typedef {import('./booking-workflow/mail-settings.mjs').MailOptions} MailOptions */
/** @typedef {{ origin?: string, addressHeader?: string, providerUrl?: string, mail?: MailOptions, store?: string }} StaffWorkflowOptions */
export const staffWorkflowDefaults = Object.freeze({
  /** The site's default origin (SITE_URL): the staff routes answer only this browser origin. */
  origin: envVariables.siteUrl.default,
  /** The header the deployer's proxy overwrites with the client's address. */
  addressHeader: 'x-real-ip',
  /** The voice provider's API: PUBLIC_VAPI_API_URL's default, the SDK's own host. */
  providerUrl: envVariables.vapiApiUrl.default,
  /** The confirmation mail's sender and contact lines (the booking workflow's). */
  mail: mailDefaults,
});

const apiContract = '`src/lib/staff/api-contract.mjs`';
const sessionNote =
  'Session token: the JWT node checks its signature, `src/lib/staff/token-claims.mjs` its claims; a bad one gets the shared 401.';

/**
 * What each route of the staff API does and which contract it answers: one sticky note each.
 * @param {Record<'login' | 'agents' | 'dashboard' | 'availability' | 'answers' | 'bookings' | 'bookingStatus' | 'deviceCode', NodeGroup | NodeGroup[]>} parts
 * @returns {import('./route-notes.mjs').Route[]}
 */
const staffRoutes = (parts) =>
  [
    {
      title: 'POST /login',
      does: 'The staff password (or a known device, or a one-time code) in exchange for an 8-hour session token and a 90-day device token. Every attempt is recorded before the password is checked; the lock and the global ceiling refuse with 429 before any hashing.',
      contract: `${apiContract} (login, the lock's numbers) and \`src/lib/staff/device-contract.mjs\` (devices, codes); docs/n8n.md "The staff API".`,
      groups: parts.login,
    },
    {
      title: 'GET /agents',
      does: "Each agent's id, name and availability from `voice_agents`, for the demo on the site: any origin, cacheable for 15 s.",
      contract: `${apiContract} (the agents' answer); docs/n8n.md "The staff API".`,
      groups: parts.agents,
    },
    {
      title: 'GET /dashboard',
      does: `Each agent's availability, capacity, current calls and calls today, read from the voice provider with its private key and cached 30 s. ${sessionNote}`,
      contract: `${apiContract} (the dashboard's answer); docs/n8n.md "The staff API".`,
      groups: parts.dashboard,
    },
    {
      title: 'POST /availability',
      does: `Switches an agent on or off in \`voice_agents\` and answers the agent as stored; 404 for an unknown id. ${sessionNote}`,
      contract: `${apiContract} (the availability body and answer); docs/n8n.md "The staff API".`,
      groups: parts.availability,
    },
    {
      title: 'Answers every route shares',
      does: "The one Respond node that answers every staff route but GET /agents (JSON, `no-store`, the site's origin), and the session routes' 401.",
      contract: `${apiContract} (every answer is JSON; the session's 401).`,
      groups: parts.answers,
      oneRow: true,
    },
    {
      title: 'GET /bookings',
      does: `The kept bookings from the booking workflow's \`bookings\`, newest first, 50 a page, with each mail's state. ${sessionNote}`,
      contract:
        '`src/lib/staff/bookings-contract.mjs` (the page and its answer); docs/n8n.md "The staff list\'s pages".',
      groups: parts.bookings,
    },
    {
      title: 'POST /booking-status',
      does: `Moves a booking along; \`bekræftet\` sends the confirmation (the booking workflow's mail step and SMTP credential), \`slettet\` erases the row. ${sessionNote}`,
      contract:
        '`src/lib/staff/bookings-contract.mjs` (the body and answer) and `src/lib/booking/mails.mjs` (the confirmation).',
      groups: parts.bookingStatus,
    },
    {
      title: 'POST /device-code',
      does: `A one-time code (10 minutes, used once) that lets a new device log in; only its digest is stored in \`staff_device_codes\`. ${sessionNote}`,
      contract: '`src/lib/staff/device-contract.mjs` (the code and its answer); docs/n8n.md "Devices".',
      groups: parts.deviceCode,
    },
  ].map((route) => ({ ...route, groups: [route.groups].flat() }));

/** @param {StaffWorkflowOptions} [options] */
export function buildStaffWorkflow(options = {}) {
  const settings = { ...staffWorkflowDefaults, ...options };
  const login = [loginAttemptGroup(settings), passwordGroup(), cleanupGroup()];
  const agents = agentsGroup();
  const dashboard = dashboardGroup(settings);
  const availability = availabilityGroup(settings);
  const answers = answerGroup();
  const bookings = bookingsGroup(settings);
  const bookingStatus = bookingStatusGroup(settings);
  const deviceCode = deviceCodeGroup(settings);
  // In this order the nodes get their ids, so a regenerated workflow keeps them; the route notes come last.
  const groups = withRouteNotes(
    [
      noteGroup(settings),
      setupGroup(),
      ...login,
      agents,
      dashboard,
      availability,
      answers,
      bookings,
      bookingStatus,
      deviceCode,
    ],
    staffRoutes({ login, agents, dashboard, availability, answers, bookings, bookingStatus, deviceCode }),
  );
  const nodes = groups.flatMap((group) => group.nodes);
  // Every node the one program (src/lib/staff/api-program.mjs) names is here, with its type.
  checkProgramNodes(nodes);
  return {
    // `n8n import:workflow` needs an id (the editor's import makes its own); importing again updates it.
    id: 'StaffApiWorkflow',
    name: 'Staff API: login, agents, dashboard, availability, bookings',
    // The booking routes on the store the booking workflow keeps its rows in.
    nodes: numberNodes(nodes.map((node) => (settings.store === 'postgres' ? onPostgres(node) : node))),
    connections: Object.assign({}, ...groups.map((group) => group.connections)),
    pinData: {},
    settings: {
      executionOrder: 'v1',
      // No execution is stored, so no password, token or header lands in n8n's history.
      saveDataSuccessExecution: 'none',
      saveDataErrorExecution: 'none',
      saveManualExecutions: false,
      saveExecutionProgress: false,
      // n8n stops an execution after this (seconds): a claim is then let go after staleClaimMinutes (20).
      executionTimeout: workflowExecutionSeconds,
    },
  };
}

/** @param {StaffWorkflowOptions} [options] */
export const staffWorkflowJson = (options) => `${JSON.stringify(buildStaffWorkflow(options), null, 2)}\n`;

/**
 * Checks the options; returns a problem in words, or null.
 * @param {Required<Omit<StaffWorkflowOptions, 'mail' | 'store'>>} options
 */
export function staffWorkflowOptionsProblem({ origin, addressHeader, providerUrl }) {
  if (!/^https?:\/\/[^/\s,]+$/.test(origin)) return '--origin must be an origin such as https://www.example.dk';
  if (!(/** @type {readonly string[]} */ (clientAddressHeaders).includes(addressHeader.toLowerCase()))) {
    return `--address-header must be one of ${clientAddressHeaders.join(', ')}`;
  }
  if (!/^https?:\/\/\S+$/.test(providerUrl)) return '--provider-url must be a URL such as https://api.vapi.ai';
  return null;
}
