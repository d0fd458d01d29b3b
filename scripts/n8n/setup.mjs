#!/usr/bin/env node
// @ts-check
/**
 * Sets up both workflows on an n8n 2.x through its public API only (`/api/v1`, an API key from
 * Settings → n8n API), in the order that works: credentials (unique by name), the workflows generated
 * for your settings imported with those credentials, the Data Tables with their first rows (the three
 * agents, the password hash), both workflows published; then it waits for `/healthz/readiness`.
 *
 *   N8N_API_KEY=… STAFF_PASSWORD=… npm run n8n:setup -- --url https://n8n.example.dk \
 *     [--origin https://www.example.dk --team-email … --mail-from … --receipts-per-hour 50
 *      --retry-every-minutes 5 --address-header cf-connecting-ip --provider-url https://api.vapi.ai
 *      --store datatable --allow-template-address]
 *     [--smtp-host … --smtp-port 587 --smtp-user … --smtp-secure] [--update]
 *
 *   With --store postgres (n8n on Postgres, docs/n8n.md "The bookings store"): BOOKING_PG_HOST, BOOKING_PG_PORT
 *   (5432), BOOKING_PG_DATABASE, BOOKING_PG_USER, BOOKING_PG_PASSWORD (else asked for) and BOOKING_PG_SSL
 *   (disable, allow or require; require unless the host is this machine) make the credential
 *   "Booking store (Postgres)"; the table is created (or given its missing columns) through n8n itself, by a
 *   one-off workflow it publishes, calls once and deletes. It prints the SQL a DBA runs once beforehand (the role
 *   and its schema) and refuses n8n's own database user (DB_POSTGRESDB_USER) or a superuser's name.
 *
 * The workflow options are `npm run n8n:workflow`'s (scripts/n8n/options.mjs): the company's name, e-mail and
 * phone from content/company.yaml, the team mail to --team-email, else BOOKING_TEAM_EMAIL, else the
 * company's e-mail, the origin from --origin, else SITE_URL. It prints what it will use first, and refuses
 * the template's address as To, From or Reply-To unless --allow-template-address.
 *
 * Secrets never only on the command line: from the environment, else asked for at the terminal (not echoed):
 * N8N_API_KEY (required), STAFF_PASSWORD or STAFF_PASSWORD_HASH (the staff password; required when the
 * settings table is made), SMTP_PASSWORD (asked for when --smtp-user is given), STAFF_JWT_SECRET (made here
 * when missing) and VAPI_PRIVATE_KEY (the voice provider's private key; empty when missing).
 *
 * A first run creates what is missing and leaves what exists (a credential or table of that name, a workflow
 * of that name) as it is, saying so. With --update it replaces each existing workflow in place (same id, same
 * webhook paths) and publishes it again, adds a table's missing columns, and replaces a credential or the staff
 * password only when its option or variable is given; everything else is kept.
 */
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import { buildBookingWorkflow, smtpCredential } from './build-booking-workflow.mjs';
import { buildStaffWorkflow, credentialNames, tables } from './build-staff-workflow.mjs';
import { deployerOptions, describeOptions, workflowCliOptions, workflowOptionsProblem } from './options.mjs';
import { staffTableColumns } from './staff-workflow/setup.mjs';
import { bookingColumns, bookingsTable } from '../../src/lib/booking/workflow-rows.mjs';
import { bookingNodeNames } from './booking-workflow/names.mjs';
import { bookingStoreRoleSql, onPostgres, postgresCredential } from './booking-workflow/postgres-store.mjs';
import { createTable, link, node } from './staff-workflow/nodes.mjs';
import { missingAgentRows } from '../../src/lib/staff/workflow-agents.mjs';
import { hashPassword } from '../../src/lib/staff/password-hash.js';

/** The command's own options beside the workflow options. */
const setupCliOptions = /** @type {const} */ ({
  url: { type: 'string' },
  'smtp-host': { type: 'string' },
  'smtp-port': { type: 'string' },
  'smtp-user': { type: 'string' },
  'smtp-secure': { type: 'boolean' },
  update: { type: 'boolean', default: false },
});

/** Secrets the command takes from the environment or a prompt, never from its arguments. */
export const setupSecretVariables = /** @type {const} */ ({
  apiKey: 'N8N_API_KEY',
  password: 'STAFF_PASSWORD',
  passwordHash: 'STAFF_PASSWORD_HASH',
  smtpPassword: 'SMTP_PASSWORD',
  jwtSecret: 'STAFF_JWT_SECRET',
  providerKey: 'VAPI_PRIVATE_KEY',
  bookingStorePassword: 'BOOKING_PG_PASSWORD',
});

/** The Postgres store's connection (`--store postgres`), from these variables; the password is a secret above. */
export const bookingStoreVariables = /** @type {const} */ ({
  host: 'BOOKING_PG_HOST',
  port: 'BOOKING_PG_PORT',
  database: 'BOOKING_PG_DATABASE',
  user: 'BOOKING_PG_USER',
  ssl: 'BOOKING_PG_SSL',
});

/**
 * The Postgres store's connection from the environment, or a problem in words.
 * @param {Record<string, string | undefined>} env
 * @returns {{ host: string, port: number, database: string, user: string, ssl: string } | { problem: string }}
 */
export function bookingStoreConnection(env) {
  const value = (/** @type {keyof typeof bookingStoreVariables} */ key) =>
    env[bookingStoreVariables[key]]?.trim() ?? '';
  const missing = /** @type {const} */ (['host', 'database', 'user']).filter((key) => !value(key));
  if (missing.length > 0) {
    return { problem: `--store postgres needs ${missing.map((key) => bookingStoreVariables[key]).join(', ')}.` };
  }
  const user = value('user');
  if (user === 'postgres' || (env.DB_POSTGRESDB_USER && user === env.DB_POSTGRESDB_USER.trim())) {
    return {
      problem: `${bookingStoreVariables.user}=${user} is n8n's own database user or a superuser: give the store a role of its own (the SQL above).`,
    };
  }
  const port = Number(value('port') || 5432);
  const host = value('host');
  const ssl = value('ssl') || (/^(localhost|127\.0\.0\.1|::1)$/.test(host) ? 'disable' : 'require');
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    return { problem: `${bookingStoreVariables.port} is no port` };
  if (!['disable', 'allow', 'require'].includes(ssl))
    return { problem: `${bookingStoreVariables.ssl} is disable, allow or require` };
  return { host, port, database: value('database'), user, ssl };
}

/**
 * The command's settings: the workflows it would import (built from scripts/n8n/options.mjs, as
 * `npm run n8n:workflow -- --out` builds them) and its own options.
 * @param {string[]} argv @param {Record<string, string | undefined>} env
 */
export function setupCommand(argv, env) {
  const { values } = parseArgs({ args: argv, options: { ...workflowCliOptions, ...setupCliOptions } });
  const options = deployerOptions(values, env);
  const problem =
    (values.url ? null : '--url <your n8n> is required') ??
    workflowOptionsProblem(options, { allowTemplateAddress: values['allow-template-address'] });
  return {
    problem,
    options,
    values,
    workflows: [buildBookingWorkflow(options), buildStaffWorkflow(options)],
  };
}

/** @type {ReturnType<typeof setupCommand>['values']} */
let args;
/** @type {Record<string, string | undefined>} */
let secrets = {};
/** The Postgres store's connection with --store postgres, else null. @type {Exclude<ReturnType<typeof bookingStoreConnection>, { problem: string }> | null} */
let bookingStore = null;

/**
 * One call to n8n's public API; throws with n8n's answer when it is not 2xx.
 * @param {string} method @param {string} path @param {unknown} [body]
 */
async function api(method, path, body) {
  const answer = await fetch(`${String(args.url).replace(/\/+$/, '')}/api/v1${path}`, {
    method,
    headers: { 'X-N8N-API-KEY': String(secrets.apiKey), 'Content-Type': 'application/json' },
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
 * A secret from its variable, else asked for at the terminal without echo; undefined when neither.
 * @param {string} variable @param {string} question
 * @returns {Promise<string | undefined>}
 */
async function secret(variable, question) {
  const value = process.env[variable]?.trim();
  if (value) return value;
  if (!process.stdin.isTTY) return undefined;
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  process.stdout.write(`${question} (${variable}): `);
  // Nothing typed is echoed.
  /** @type {any} */ (terminal)._writeToOutput = () => {};
  const answer = await new Promise((done) => terminal.question('', done));
  terminal.close();
  process.stdout.write('\n');
  return String(answer).trim() || undefined;
}

/**
 * The credentials the workflows refer to: each created unless one of the name exists; an existing one replaced
 * with --update when its option or variable was given, else kept. Their ids by name.
 */
async function ensureCredentials() {
  const smtpGiven = ['smtp-host', 'smtp-port', 'smtp-user', 'smtp-secure'].some(
    (name) => args[/** @type {keyof typeof args} */ (name)] !== undefined,
  );
  /** @type {{ given: boolean, name: string, type: string, data: Record<string, unknown> }[]} */
  const wanted = [
    {
      given: Boolean(secrets.jwtSecret),
      name: credentialNames.jwt,
      type: 'jwtAuth',
      data: {
        keyType: 'passphrase',
        secret: secrets.jwtSecret ?? randomBytes(32).toString('base64url'),
        algorithm: 'HS256',
      },
    },
    {
      given: Boolean(secrets.providerKey),
      name: credentialNames.provider,
      type: 'httpHeaderAuth',
      data: { name: 'Authorization', value: `Bearer ${secrets.providerKey ?? ''}` },
    },
    {
      given: smtpGiven || Boolean(secrets.smtpPassword),
      name: smtpCredential.name,
      type: 'smtp',
      data: {
        user: args['smtp-user'] ?? '',
        password: secrets.smtpPassword ?? '',
        host: args['smtp-host'] ?? '',
        port: Number(args['smtp-port'] ?? 587),
        secure: args['smtp-secure'] ?? false,
        disableStartTls: false,
        hostName: '',
      },
    },
  ];
  if (bookingStore) {
    const { host, port, database, user, ssl } = bookingStore;
    wanted.push({
      given: Boolean(secrets.bookingStorePassword),
      name: postgresCredential.name,
      type: 'postgres',
      data: {
        host,
        port,
        database,
        user,
        password: secrets.bookingStorePassword ?? '',
        ssl,
        allowUnauthorizedCerts: false,
        maxConnections: 20,
        sshTunnel: false,
      },
    });
  }
  const existing = await listAll('/credentials').catch(() => []);
  /** @type {Record<string, string>} */
  const ids = {};
  for (const { given, ...credential } of wanted) {
    const found = existing.find((one) => one.name === credential.name && one.type === credential.type);
    if (!found) {
      ids[credential.name] = (await api('POST', '/credentials', credential)).id;
      console.log(`credential "${credential.name}" created`);
    } else if (args.update && given) {
      await api('PATCH', `/credentials/${found.id}`, credential);
      ids[credential.name] = found.id;
      console.log(`credential "${credential.name}" replaced`);
    } else {
      ids[credential.name] = found.id;
      console.log(`credential "${credential.name}" exists: kept`);
    }
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

/**
 * A Data Table created with its first rows unless one of the name exists; an existing one gets its missing
 * columns with --update. Returns the table's id and whether it was created.
 * @param {string} name @param {[string, string][]} columns @param {() => Promise<Record<string, unknown>[]>} firstRows
 */
async function ensureTable(name, columns, firstRows) {
  const found = (await listAll(`/data-tables?filter=${encodeURIComponent(JSON.stringify({ name }))}`)).find(
    (table) => table.name === name,
  );
  if (found) {
    if (!args.update) {
      console.log(`Data Table ${name} exists: kept`);
      return { id: String(found.id), created: false };
    }
    const have = new Set(
      (await api('GET', `/data-tables/${found.id}/columns`)).map((/** @type {any} */ column) => column.name),
    );
    const missing = columns.filter(([column]) => !have.has(column));
    for (const [column, type] of missing) await api('POST', `/data-tables/${found.id}/columns`, { name: column, type });
    console.log(
      `Data Table ${name} exists: kept${missing.length ? `, columns added: ${missing.map(([column]) => column).join(', ')}` : ''}`,
    );
    return { id: String(found.id), created: false };
  }
  const table = await api('POST', '/data-tables', {
    name,
    columns: columns.map(([column, type]) => ({ name: column, type })),
  });
  const rows = await firstRows();
  if (rows.length > 0) await api('POST', `/data-tables/${table.id}/rows`, { data: rows, returnType: 'count' });
  console.log(`Data Table ${name} created${rows.length ? ` with ${rows.length} rows` : ''}`);
  return { id: String(table.id), created: true };
}

/**
 * The bookings table on the Postgres store, made (or given its missing columns) by n8n itself: a one-off workflow
 * (a webhook on a random path → the setup trigger's DDL) published, called once and deleted.
 * @param {Record<string, string>} credentialIds
 */
async function createBookingTable(credentialIds) {
  const path = `booking-store-setup-${randomBytes(12).toString('hex')}`;
  const webhook = 'Set up the bookings store';
  const ddl = onPostgres(createTable(bookingNodeNames.createBookings, bookingsTable, bookingColumns, [220, 0]));
  const workflow = {
    name: `Booking store set-up (one-off, ${path})`,
    nodes: [
      node(webhook, 'webhook', 2.1, [0, 0], { httpMethod: 'POST', path, responseMode: 'lastNode', options: {} }),
      ddl,
    ].map((one, index) => ({ ...one, id: `0b5e7d40-1c2a-4b3e-8f90-${String(index + 1).padStart(12, '0')}` })),
    connections: { [webhook]: { main: [link(ddl.name)] } },
    settings: { executionOrder: 'v1', saveDataSuccessExecution: 'none', saveDataErrorExecution: 'all' },
  };
  const { id } = await api('POST', '/workflows', forApi(workflow, credentialIds));
  try {
    await api('POST', `/workflows/${id}/publish`).catch(() => api('POST', `/workflows/${id}/activate`));
    const url = `${String(args.url).replace(/\/+$/, '')}/webhook/${path}`;
    let answer;
    // A published webhook may take a moment to answer (on queue mode, the main process registers it).
    for (let i = 0; i < 20; i++) {
      answer = await fetch(url, { method: 'POST' });
      if (answer.status !== 404) break;
      await new Promise((done) => setTimeout(done, 500));
    }
    const text = await answer?.text();
    if (answer?.status !== 200)
      throw new Error(`the bookings store's DDL answered ${answer?.status}: ${text?.slice(0, 500)}`);
    console.log(
      `Postgres table ${bookingsTable} in fynbo_booking: created or kept, missing columns added, unique index on bookingId`,
    );
  } finally {
    await api('DELETE', `/workflows/${id}`);
  }
}

/** The staff password's hash: STAFF_PASSWORD_HASH as it is, or STAFF_PASSWORD hashed here. */
async function passwordHash() {
  if (secrets.passwordHash) return secrets.passwordHash;
  if (secrets.password) return hashPassword(secrets.password);
  throw new Error('The staff password is needed: set STAFF_PASSWORD (or STAFF_PASSWORD_HASH) or type it when asked.');
}

async function main() {
  const command = setupCommand(process.argv.slice(2), { ...loadEnv('production', root, ''), ...process.env });
  args = command.values;
  console.log(describeOptions(command.options));
  if (command.problem) {
    console.error(command.problem);
    process.exit(2);
  }
  if (command.options.store === 'postgres') {
    const connection = bookingStoreConnection(process.env);
    const role = 'problem' in connection ? undefined : connection.user;
    const database = 'problem' in connection ? undefined : connection.database;
    console.log(`\nThe bookings store on Postgres: a DBA runs this once, as a superuser, in the store's database:\n`);
    console.log(`${bookingStoreRoleSql({ role, database })}\n`);
    if ('problem' in connection) {
      console.error(connection.problem);
      process.exit(2);
    }
    bookingStore = connection;
  }
  secrets = {
    apiKey: await secret(setupSecretVariables.apiKey, 'n8n API key'),
    passwordHash: process.env[setupSecretVariables.passwordHash]?.trim() || undefined,
  };
  if (!secrets.apiKey) {
    console.error(`The n8n API key is needed: set ${setupSecretVariables.apiKey} or run this at a terminal.`);
    process.exit(2);
  }
  if (!secrets.passwordHash) {
    secrets.password = await secret(
      setupSecretVariables.password,
      args.update ? 'New staff password (Enter keeps the present one)' : 'Staff password',
    );
  }
  if (args['smtp-user']) secrets.smtpPassword = await secret(setupSecretVariables.smtpPassword, 'SMTP password');
  secrets.jwtSecret = process.env[setupSecretVariables.jwtSecret]?.trim() || undefined;
  secrets.providerKey = process.env[setupSecretVariables.providerKey]?.trim() || undefined;
  if (bookingStore) {
    secrets.bookingStorePassword = await secret(setupSecretVariables.bookingStorePassword, 'Booking store password');
  }
  const credentialIds = await ensureCredentials();
  if (bookingStore) await createBookingTable(credentialIds);
  else await ensureTable(bookingsTable, bookingColumns, async () => []);
  await ensureTable(tables.agents, staffTableColumns.agents, async () => missingAgentRows([]));
  await ensureTable(tables.attempts, staffTableColumns.attempts, async () => []);
  const settings = await ensureTable(tables.settings, staffTableColumns.settings, async () => [
    { passwordHash: await passwordHash() },
  ]);
  if (!settings.created && args.update && (secrets.password || secrets.passwordHash)) {
    await api('PATCH', `/data-tables/${settings.id}/rows/update`, {
      filter: { type: 'and', filters: [{ columnName: 'id', condition: 'gte', value: 1 }] },
      data: { passwordHash: await passwordHash() },
    });
    console.log('the staff password replaced');
  }
  await ensureTable(tables.codes, staffTableColumns.codes, async () => []);
  const existing = await listAll('/workflows');
  for (const workflow of command.workflows) {
    const found = existing.find((one) => one.name === workflow.name);
    const body = forApi(workflow, credentialIds);
    let id;
    if (!found) {
      id = (await api('POST', '/workflows', body)).id;
      console.log(`workflow "${workflow.name}" created`);
    } else if (args.update) {
      id = found.id;
      await api('PUT', `/workflows/${id}`, body);
      console.log(`workflow "${workflow.name}" replaced in place (${id})`);
    } else {
      id = found.id;
      console.log(`workflow "${workflow.name}" exists: kept (--update replaces it)`);
    }
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
      return;
    }
    await new Promise((done) => setTimeout(done, 1000));
  }
  throw new Error(`${readiness} did not answer 200 within 2 minutes`);
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (runDirectly) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
