// @ts-check
/**
 * Builds integrations/n8n/staff-api.json, the n8n 2.x workflow that is the staff API in production:
 * the routes of src/lib/staff/api-program.mjs (the one program the local backend runs too), each
 * route's nodes wired in its program's order (./n8n-staff-workflow/program.mjs).
 * Webhook nodes for the seven routes of src/lib/staff/api-contract.mjs, each followed by a Set node
 * that keeps only the headers for the first check (so no hostile body reaches a Code node), Code nodes that run the
 * site's own modules (src/lib/staff/workflow-*.mjs on the contract the local backend,
 * scripts/staff-api.mjs, also runs), Data Tables for availability
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
 *                            --provider-url https://api.vapi.ai]   (scripts/build-n8n-workflow.mjs)
 *
 * Node types, versions and parameter names follow n8n's own node definitions (packages/nodes-base).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { envVariables } from '../src/config/env.ts';
import { clientAddressHeaders } from '../src/lib/staff/api-contract.mjs';
import { cleanupGroup, loginAttemptGroup, passwordGroup } from './n8n-staff-workflow/login.mjs';
import { nodeNames } from './n8n-staff-workflow/names.mjs';
import { numberNodes } from './n8n-staff-workflow/nodes.mjs';
import { checkProgramNodes } from './n8n-staff-workflow/program.mjs';
import { onPostgres } from './n8n-booking-workflow/postgres-store.mjs';
import { mailDefaults } from './n8n-booking-workflow/mail-settings.mjs';
import { bookingsGroup, bookingStatusGroup } from './n8n-staff-workflow/bookings.mjs';
import {
  agentsGroup,
  answerGroup,
  availabilityGroup,
  dashboardGroup,
  deviceCodeGroup,
} from './n8n-staff-workflow/routes.mjs';
import { noteGroup, setupGroup } from './n8n-staff-workflow/setup.mjs';
import { workflowExecutionSeconds } from '../src/lib/booking/workflow-mails.mjs';

export { credentialNames, tables, WEBHOOK_BASE } from './n8n-staff-workflow/names.mjs';
/** The node names, for tools that address a node (scripts/test-n8n.mjs runs the setup trigger). */
export { nodeNames as staffNodeNames };

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const staffWorkflowPath = resolve(root, 'integrations/n8n/staff-api.json');
/** The staff API with its booking routes on the Postgres store (`--store postgres`). */
export const postgresStaffWorkflowPath = resolve(root, 'integrations/n8n/staff-api.postgres.json');

/** @typedef {import('./n8n-booking-workflow/mail-settings.mjs').MailOptions} MailOptions */
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

/** @param {StaffWorkflowOptions} [options] */
export function buildStaffWorkflow(options = {}) {
  const settings = { ...staffWorkflowDefaults, ...options };
  // In this order the nodes get their ids, so a regenerated workflow keeps them.
  const groups = [
    noteGroup(settings),
    setupGroup(),
    loginAttemptGroup(settings),
    passwordGroup(),
    cleanupGroup(),
    agentsGroup(),
    dashboardGroup(settings),
    availabilityGroup(settings),
    answerGroup(),
    bookingsGroup(settings),
    bookingStatusGroup(settings),
    deviceCodeGroup(settings),
  ];
  const nodes = groups.flatMap((group) => group.nodes);
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
