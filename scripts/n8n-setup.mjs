#!/usr/bin/env node
// @ts-check
/**
 * Sets up both workflows on an n8n 2.x through its public API only (`/api/v1`, an API key from
 * Settings → n8n API), in the order that works: credentials (unique by name), the workflows generated
 * for your origin imported with those credentials, the Data Tables with their first rows (the three
 * agents, the password hash), both workflows published; then it waits for `/healthz/readiness`.
 *
 *   npm run n8n:setup -- --url https://n8n.example.dk --api-key <key> --origin https://www.example.dk \
 *     --password '<the staff password>' [--jwt-secret <32+ characters>] [--provider-key <private key>] \
 *     [--smtp-host … --smtp-port 587 --smtp-user … --smtp-password … --smtp-secure]
 *     [--address-header cf-connecting-ip] [--provider-url https://api.vapi.ai]
 *
 * Run it once on a fresh instance: it creates what is missing and leaves what exists (a credential or
 * table of that name, a workflow of that name) as it is, saying so. The mails carry the company's name,
 * e-mail and phone from content/company.yaml, as the site does.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { buildBookingWorkflow, smtpCredential } from './build-n8n-workflow.mjs';
import { buildStaffWorkflow, credentialNames, staffWorkflowDefaults, tables } from './build-n8n-staff-workflow.mjs';
import { siteMailOptions } from './n8n-booking-workflow/mail-settings.mjs';
import { staffTableColumns } from './n8n-staff-workflow/setup.mjs';
import { bookingColumns, bookingsTable } from '../src/lib/booking/workflow-rows.mjs';
import { missingAgentRows } from '../src/lib/staff/workflow-agents.mjs';
import { hashPassword } from '../src/lib/staff/password-hash.js';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    'api-key': { type: 'string' },
    origin: { type: 'string', default: staffWorkflowDefaults.origin },
    password: { type: 'string' },
    'jwt-secret': { type: 'string' },
    'provider-key': { type: 'string', default: '' },
    'provider-url': { type: 'string', default: staffWorkflowDefaults.providerUrl },
    'address-header': { type: 'string', default: staffWorkflowDefaults.addressHeader },
    'smtp-host': { type: 'string', default: '' },
    'smtp-port': { type: 'string', default: '587' },
    'smtp-user': { type: 'string', default: '' },
    'smtp-password': { type: 'string', default: '' },
    'smtp-secure': { type: 'boolean', default: false },
  },
});

/**
 * One call to n8n's public API; throws with n8n's answer when it is not 2xx.
 * @param {string} method @param {string} path @param {unknown} [body]
 */
async function api(method, path, body) {
  const answer = await fetch(`${String(args.url).replace(/\/+$/, '')}/api/v1${path}`, {
    method,
    headers: { 'X-N8N-API-KEY': String(args['api-key']), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${text.slice(0, 500)}`);
  return text ? JSON.parse(text) : null;
}

/** Every page of a list route. @param {string} path */
async function listAll(path) {
  /** @type {any[]} */
  const all = [];
  let cursor = '';
  do {
    const page = await api('GET', `${path}${path.includes('?') ? '&' : '?'}limit=250${cursor && `&cursor=${cursor}`}`);
    all.push(...(page.data ?? []));
    cursor = page.nextCursor ?? '';
  } while (cursor);
  return all;
}

/**
 * The credentials the workflows refer to, created unless one of the name exists; their ids by name.
 * @param {string} jwtSecret
 */
async function ensureCredentials(jwtSecret) {
  const wanted = [
    {
      name: credentialNames.jwt,
      type: 'jwtAuth',
      data: { keyType: 'passphrase', secret: jwtSecret, algorithm: 'HS256' },
    },
    {
      name: credentialNames.provider,
      type: 'httpHeaderAuth',
      data: { name: 'Authorization', value: `Bearer ${args['provider-key']}` },
    },
    {
      name: smtpCredential.name,
      type: 'smtp',
      data: {
        user: args['smtp-user'],
        password: args['smtp-password'],
        host: args['smtp-host'],
        port: Number(args['smtp-port']),
        secure: args['smtp-secure'],
        disableStartTls: false,
        hostName: '',
      },
    },
  ];
  const existing = await listAll('/credentials').catch(() => []);
  /** @type {Record<string, string>} */
  const ids = {};
  for (const credential of wanted) {
    const found = existing.find((one) => one.name === credential.name && one.type === credential.type);
    if (found) console.log(`credential "${credential.name}" exists: kept`);
    ids[credential.name] = found ? found.id : (await api('POST', '/credentials', credential)).id;
  }
  return ids;
}

/**
 * A generated workflow as the public API takes it, its credentials pointing at this instance's ids.
 * @param {any} workflow @param {Record<string, string>} credentialIds
 */
function forApi(workflow, credentialIds) {
  const nodes = workflow.nodes.map((/** @type {any} */ node) => ({
    ...node,
    ...(node.credentials && {
      credentials: Object.fromEntries(
        Object.entries(node.credentials).map(([type, ref]) => [type, { id: credentialIds[ref.name], name: ref.name }]),
      ),
    }),
  }));
  return { name: workflow.name, nodes, connections: workflow.connections, settings: workflow.settings };
}

/** @param {string} name @param {[string, string][]} columns @param {Record<string, unknown>[]} firstRows */
async function ensureTable(name, columns, firstRows) {
  const found = (await listAll(`/data-tables?filter=${encodeURIComponent(JSON.stringify({ name }))}`)).find(
    (table) => table.name === name,
  );
  if (found) {
    console.log(`Data Table ${name} exists: kept (add any missing column in its editor)`);
    return;
  }
  const table = await api('POST', '/data-tables', {
    name,
    columns: columns.map(([column, type]) => ({ name: column, type })),
  });
  if (firstRows.length > 0)
    await api('POST', `/data-tables/${table.id}/rows`, { data: firstRows, returnType: 'count' });
  console.log(`Data Table ${name} created${firstRows.length ? ` with ${firstRows.length} rows` : ''}`);
}

async function main() {
  if (!args.url || !args['api-key'] || !args.password) {
    console.error('Usage: npm run n8n:setup -- --url <n8n> --api-key <key> --password <staff password> [--origin …]');
    process.exit(2);
  }
  const jwtSecret = args['jwt-secret'] ?? randomBytes(32).toString('base64url');
  const credentialIds = await ensureCredentials(jwtSecret);
  // The company's own contact lines (content/company.yaml, as the site shows them), not the template's.
  const mail = siteMailOptions({ siteUrl: String(args.origin) });
  console.log(`Mails: the team's to ${mail.teamAddress}, From ${mail.sender}, Reply-To ${mail.company.email}`);
  const options = { origin: String(args.origin), mail };
  const workflows = [
    buildBookingWorkflow(options),
    buildStaffWorkflow({
      ...options,
      addressHeader: String(args['address-header']).toLowerCase(),
      providerUrl: String(args['provider-url']),
    }),
  ];
  await ensureTable(bookingsTable, bookingColumns, []);
  await ensureTable(tables.agents, staffTableColumns.agents, missingAgentRows([]));
  await ensureTable(tables.attempts, staffTableColumns.attempts, []);
  await ensureTable(tables.settings, staffTableColumns.settings, [
    { passwordHash: await hashPassword(String(args.password)) },
  ]);
  await ensureTable(tables.codes, staffTableColumns.codes, []);
  const existing = await listAll('/workflows');
  for (const workflow of workflows) {
    const found = existing.find((one) => one.name === workflow.name);
    const id = found ? found.id : (await api('POST', '/workflows', forApi(workflow, credentialIds))).id;
    if (found) console.log(`workflow "${workflow.name}" exists: kept, published again`);
    // `/publish` since n8n 2.0; `/activate` before it.
    await api('POST', `/workflows/${id}/publish`).catch(() => api('POST', `/workflows/${id}/activate`));
    console.log(`workflow "${workflow.name}" published (${id})`);
  }
  const readiness = `${String(args.url).replace(/\/+$/, '')}/healthz/readiness`;
  for (let i = 0; i < 120; i++) {
    if ((await fetch(readiness).catch(() => null))?.status === 200) {
      console.log(
        `n8n is ready. PUBLIC_BOOKING_WEBHOOK_URL=${args.url}/webhook/booking, PUBLIC_STAFF_API_URL=${args.url}/webhook/staff`,
      );
      if (!args['jwt-secret']) console.log('The JWT secret was made here and is stored only in n8n.');
      return;
    }
    await new Promise((done) => setTimeout(done, 1000));
  }
  throw new Error(`${readiness} did not answer 200 within 2 minutes`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
