// @ts-check
/**
 * `npm run test:n8n`: the two shipped n8n workflows (the booking webhook and the staff API) on a real
 * n8n, outside `npm test` (the first run installs about 3 GB and takes about 15 minutes).
 *
 * 1. Installs n8n into a cache folder (default ~/.cache/fynbo-n8n, `--n8n-dir` or FYNBO_N8N_DIR;
 *    reused when present): `npm install --ignore-scripts`, then `sqlite3` rebuilt for this Node.
 * 2. In a fresh temporary N8N_USER_FOLDER: imports the JWT and Header Auth credentials under the
 *    names and ids the staff workflow expects, generates both workflows for a test origin and a local
 *    stand-in of the voice provider's `GET /call` (scripts/staff-api.mjs), imports and publishes
 *    them, and starts n8n with NODE_FUNCTION_ALLOW_BUILTIN=crypto. Then, as a deployer does in the
 *    editor: an owner account, one manual run of the staff workflow's setup trigger (`n8n execute`
 *    starts without n8n's modules, so its Data Table nodes fail there), and the password hash and
 *    two assistant ids written into the Data Tables.
 * 3. Runs the scenario against it, printing each check as PASS or FAIL, and ends with
 *    `N passed, N failed` (exit code 1 on any failure).
 *
 * Ports: n8n 5690, its task broker 5691, the provider stand-in 5692 (`--port`, `--broker-port`,
 * `--provider-port`). `--keep` leaves the user folder (database and n8n's log) for inspection.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { randomBytes, randomUUID } from 'node:crypto';
import { bookingWorkflowJson } from './build-n8n-workflow.mjs';
import {
  credentialNames,
  staffNodeNames,
  staffWorkflowJson,
  tables,
  WEBHOOK_BASE,
} from './build-n8n-staff-workflow.mjs';
import { LOCAL_PROVIDER_KEY, startStaffApi } from './staff-api.mjs';
import { addDays } from '../src/lib/booking/dates.mjs';
import { openSlots, todayInCopenhagen } from '../src/lib/booking/calendar.mjs';
import { bookingCalendar } from '../src/config/booking-calendar.mjs';
import { staffMessages, staffRoutes, TOKEN_LIFETIME_SECONDS } from '../src/lib/staff/api-contract.mjs';
import { copenhagenMidnight } from '../src/lib/staff/call-figures.mjs';
import { signStaffToken, verifyStaffToken } from '../src/lib/staff/jwt.mjs';
import { hashPassword } from '../src/lib/staff/password-hash.js';

export const N8N_VERSION = '2.35.7';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const { values: args } = parseArgs({
  options: {
    'n8n-dir': { type: 'string', default: process.env.FYNBO_N8N_DIR ?? join(homedir(), '.cache', 'fynbo-n8n') },
    port: { type: 'string', default: '5690' },
    'broker-port': { type: 'string', default: '5691' },
    'provider-port': { type: 'string', default: '5692' },
    keep: { type: 'boolean', default: false },
  },
});
const n8nDir = resolve(String(args['n8n-dir']));
const port = Number(args.port);
const n8nBin = join(n8nDir, 'node_modules', 'n8n', 'bin', 'n8n');
/** Written once the install and the sqlite3 rebuild have both finished. */
const readyMarker = join(n8nDir, `.fynbo-n8n-${N8N_VERSION}-ready`);
/** The browser origin the staff routes are generated for (nothing is served there). */
const siteOrigin = 'http://127.0.0.1:5699';
const webhookBase = `http://127.0.0.1:${port}/webhook`;
const staffBase = `${webhookBase}/${WEBHOOK_BASE}`;
const workflowIds = { booking: 'BookingWebhook01', staff: 'StaffApiWorkflow' };

const log = (/** @type {string} */ line) => console.log(`[test:n8n] ${line}`);

/**
 * Runs a command to its end; rejects with its output when it fails.
 * @param {string} command
 * @param {string[]} commandArgs
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, quiet?: boolean }} [options]
 * @returns {Promise<string>} stdout and stderr together
 */
function run(command, commandArgs, { env = process.env, cwd = root, quiet = true } = {}) {
  return new Promise((resolveRun, rejectRun) => {
    const child = spawn(command, commandArgs, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', rejectRun);
    child.on('close', (code) =>
      code === 0
        ? resolveRun(output)
        : rejectRun(new Error(`${command} ${commandArgs.join(' ')} exited with ${code}\n${output.slice(-4000)}`)),
    );
  });
}

/** Installs n8n into the cache folder unless a finished install is there. */
async function ensureInstalled() {
  if (existsSync(readyMarker) && existsSync(n8nBin)) {
    log(`n8n ${N8N_VERSION} from the cache: ${n8nDir}`);
    return;
  }
  log(`installing n8n ${N8N_VERSION} into ${n8nDir} (about 3 GB and 15 minutes, once)`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // --ignore-scripts: a dependency downloads from the internet in its install script.
  await run(npm, ['install', '--prefix', n8nDir, '--ignore-scripts', '--no-audit', '--no-fund', `n8n@${N8N_VERSION}`], {
    quiet: false,
  });
  // sqlite3's native module, skipped by --ignore-scripts, built against this Node's own headers.
  const nodeDir = dirname(dirname(process.execPath));
  await run(npm, ['rebuild', 'sqlite3', '--prefix', n8nDir], {
    env: { ...process.env, npm_config_nodedir: nodeDir },
    quiet: false,
  });
  writeFileSync(readyMarker, `${new Date().toISOString()}\n`);
}

// The results, printed as they come.
let passed = 0;
let failed = 0;
/**
 * @param {string} name
 * @param {boolean} ok
 * @param {unknown} [detail] shown on failure
 */
function check(name, ok, detail) {
  if (ok) passed += 1;
  else failed += 1;
  const more = ok || detail === undefined ? '' : ` -- ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}${more}`);
}

/**
 * One HTTP request to n8n.
 * @param {string} method
 * @param {string} url
 * @param {{ headers?: Record<string, string>, body?: unknown, timeoutMs?: number }} [options]
 */
async function request(method, url, { headers = {}, body, timeoutMs = 30_000 } = {}) {
  const init = {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  };
  const response = await fetch(url, init);
  const text = await response.text();
  /** @type {any} */
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** @param {Headers} headers @param {string} name */
const headerList = (headers, name) =>
  (headers.get(name) ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);

/** @param {number} ms */
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Polls `test` every second until it holds, the time is up, or `alive` says to stop.
 * @param {() => Promise<boolean>} test
 * @param {number} timeoutMs
 * @param {() => boolean} [alive]
 */
async function waitFor(test, timeoutMs, alive = () => true) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && alive()) {
    try {
      if (await test()) return true;
    } catch {
      // Not ready yet.
    }
    await sleep(1000);
  }
  return false;
}

/**
 * Runs the staff workflow's setup trigger the way the editor's "Execute workflow" does: an owner
 * account, then a manual run from that trigger. Returns null, or what went wrong.
 */
async function runSetupTrigger() {
  const rest = `http://127.0.0.1:${port}/rest`;
  // n8n binds its session cookie to the browser's id header.
  const browser = { 'browser-id': 'fynbo-test-n8n', 'Content-Type': 'application/json' };
  const setUpOwner = () =>
    fetch(`${rest}/owner/setup`, {
      method: 'POST',
      headers: browser,
      body: JSON.stringify({
        email: 'owner@example.dk',
        firstName: 'Test',
        lastName: 'Ejer',
        password: 'Test-n8n-ejer-1',
      }),
    });
  // The REST routes come up a little after the health check answers.
  let owner = await setUpOwner();
  for (let i = 0; i < 60 && owner.status === 404; i++) {
    await sleep(1000);
    owner = await setUpOwner();
  }
  if (!owner.ok) return `owner setup answered ${owner.status}: ${await owner.text()}`;
  const cookie = (owner.headers.getSetCookie().find((line) => line.startsWith('n8n-auth=')) ?? '').split(';')[0];
  const run = await fetch(`${rest}/workflows/${workflowIds.staff}/run`, {
    method: 'POST',
    headers: { ...browser, Cookie: cookie },
    body: JSON.stringify({ triggerToStartFrom: { name: staffNodeNames.setup } }),
  });
  const text = await run.text();
  return run.ok ? null : `the manual run answered ${run.status}: ${text}`;
}

/**
 * Passes every warning on except node:sqlite's experimental notice.
 * @param {Error} warning
 * @param {(warning: Error) => void} [next]
 */
function quietSqliteWarning(warning, next) {
  if (warning.name === 'ExperimentalWarning' && /SQLite/.test(warning.message)) return;
  next?.(warning);
}

/**
 * The n8n database (SQLite), through Node's built-in module.
 * @param {string} file
 */
async function openDatabase(file) {
  // Node 22 calls node:sqlite experimental and says so once; that one warning is expected here.
  if (!process.listeners('warning').includes(quietSqliteWarning)) {
    const others = process.listeners('warning');
    process.removeAllListeners('warning');
    process.on('warning', quietSqliteWarning);
    for (const listener of others) process.on('warning', (warning) => quietSqliteWarning(warning, listener));
  }
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(file);
  // n8n writes to the same file meanwhile: wait for its locks rather than fail.
  db.exec('PRAGMA busy_timeout = 10000');
  return db;
}

/**
 * The SQL table behind a Data Table, by the Data Table's name.
 * @param {import('node:sqlite').DatabaseSync} db
 * @param {string} name
 */
function dataTableStorage(db, name) {
  const row = /** @type {{ id: string } | undefined} */ (
    db.prepare('SELECT id FROM data_table WHERE name = ?').get(name)
  );
  if (!row) throw new Error(`no Data Table named ${name}`);
  return `data_table_user_${row.id}`;
}

/** A booking the company calendar accepts: the first open slot from tomorrow on. */
function validBooking() {
  const now = new Date();
  let date = addDays(todayInCopenhagen(now), 1);
  for (let i = 0; i < 60 && openSlots(date, now, bookingCalendar).length === 0; i++) date = addDays(date, 1);
  return {
    name: 'Test Testesen',
    email: 'test@example.dk',
    phone: '+45 12 34 56 78',
    company: 'Testfirma ApS',
    preferredDate: date,
    preferredTime: openSlots(date, now, bookingCalendar)[0],
    message: 'Prøvebooking fra npm run test:n8n.',
  };
}

async function main() {
  await ensureInstalled();

  const userFolder = mkdtempSync(join(tmpdir(), 'fynbo-n8n-user-'));
  const work = join(userFolder, 'import');
  const n8nLog = join(userFolder, 'n8n.log');
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    N8N_USER_FOLDER: userFolder,
    N8N_PORT: String(port),
    N8N_LISTEN_ADDRESS: '127.0.0.1',
    N8N_HOST: '127.0.0.1',
    N8N_PROTOCOL: 'http',
    N8N_RUNNERS_BROKER_PORT: String(args['broker-port']),
    // The staff workflow's password check needs Node's crypto in its Code node.
    NODE_FUNCTION_ALLOW_BUILTIN: 'crypto',
    DB_TYPE: 'sqlite',
    // n8n writes every execution to its database while it runs, and at the end merely marks an unsaved
    // one deleted; the pruning sweep removes it (and the login's password in it) for good. Every
    // minute here, as the workflow's note asks of a production instance (n8n's default: 15 minutes).
    EXECUTIONS_DATA_PRUNE_HARD_DELETE_INTERVAL: '1',
    N8N_DIAGNOSTICS_ENABLED: 'false',
    N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
    N8N_TEMPLATES_ENABLED: 'false',
    N8N_PERSONALIZATION_ENABLED: 'false',
    N8N_COMMUNITY_PACKAGES_ENABLED: 'false',
    N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
    N8N_SECURE_COOKIE: 'false',
    N8N_LOG_LEVEL: 'warn',
  };
  const n8n = (/** @type {string[]} */ commandArgs) => run(process.execPath, [n8nBin, ...commandArgs], { env });

  /** @type {import('node:child_process').ChildProcess | undefined} */
  let server;
  /** @type {Awaited<ReturnType<typeof startStaffApi>> | undefined} */
  let provider;
  const cleanUp = async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((done) => {
        const force = setTimeout(() => {
          server?.kill('SIGKILL');
          done(undefined);
        }, 15_000);
        server?.once('exit', () => {
          clearTimeout(force);
          done(undefined);
        });
      });
    }
    await provider?.close();
    if (args.keep) log(`kept ${userFolder}`);
    else rmSync(userFolder, { recursive: true, force: true });
  };

  try {
    // The voice provider's stand-in: scripts/staff-api.mjs serves `GET <base>/provider/call`.
    provider = await startStaffApi({ port: Number(args['provider-port']), quiet: true });
    const providerUrl = `${provider.url}/provider`;

    const password = `test-${randomBytes(9).toString('base64url')}`;
    const jwtSecret = randomBytes(32).toString('base64url');
    const passwordHash = await hashPassword(password);

    // Credentials, under the names and ids the generated workflow refers to.
    mkdirSync(work, { recursive: true });
    writeFileSync(
      join(work, 'credentials.json'),
      JSON.stringify([
        {
          id: 'StaffApiJwt0001',
          name: credentialNames.jwt,
          type: 'jwtAuth',
          data: { keyType: 'passphrase', secret: jwtSecret, algorithm: 'HS256' },
        },
        {
          id: 'StaffApiVoice001',
          name: credentialNames.provider,
          type: 'httpHeaderAuth',
          data: { name: 'Authorization', value: `Bearer ${LOCAL_PROVIDER_KEY}` },
        },
      ]),
    );
    writeFileSync(join(work, 'booking.json'), bookingWorkflowJson({ origin: siteOrigin }));
    writeFileSync(
      join(work, 'staff.json'),
      staffWorkflowJson({ origin: siteOrigin, addressHeader: 'x-real-ip', providerUrl }),
    );

    log(`user folder ${userFolder}`);
    log('importing the credentials and both workflows');
    await n8n(['import:credentials', `--input=${join(work, 'credentials.json')}`]);
    await n8n(['import:workflow', `--input=${join(work, 'booking.json')}`]);
    await n8n(['import:workflow', `--input=${join(work, 'staff.json')}`]);
    log('publishing them');
    await n8n(['publish:workflow', `--id=${workflowIds.booking}`]);
    await n8n(['publish:workflow', `--id=${workflowIds.staff}`]);
    log('starting n8n');
    const logFd = openSync(n8nLog, 'a');
    server = spawn(process.execPath, [n8nBin, 'start'], { env, stdio: ['ignore', logFd, logFd] });
    const n8nRunning = () => server?.exitCode === null;
    const healthy = await waitFor(
      async () => (await request('GET', `http://127.0.0.1:${port}/healthz`, { timeoutMs: 5000 })).status === 200,
      180_000,
      n8nRunning,
    );
    check('n8n starts', healthy, readFileSync(n8nLog, 'utf8').slice(-3000));
    if (!healthy) return;

    // The setup trigger, run as the editor runs it: `n8n execute` cannot, since the CLI command
    // starts without n8n's modules and a Data Table node then fails with "the module is disabled".
    log('running the table setup as the editor does (owner account, manual run of the setup trigger)');
    const setupError = await runSetupTrigger();
    const db = await openDatabase(join(userFolder, '.n8n', 'database.sqlite'));
    let setupOk = false;
    try {
      const rowsOf = (/** @type {string} */ name) => db.prepare(`SELECT * FROM ${dataTableStorage(db, name)}`).all();
      const seeded = async () => {
        try {
          dataTableStorage(db, tables.attempts);
          return rowsOf(tables.agents).length === 3 && rowsOf(tables.settings).length === 1;
        } catch {
          return false;
        }
      };
      const done = setupError === null && (await waitFor(seeded, 60_000, n8nRunning));
      const settingRows = done ? rowsOf(tables.settings) : [];
      const agentRows = done ? rowsOf(tables.agents) : [];
      check(
        `setup: the trigger created ${tables.settings} with one empty row`,
        settingRows.length === 1 && settingRows[0].passwordHash === '',
        setupError ?? settingRows,
      );
      check(
        `setup: the trigger created ${tables.attempts} and seeded ${tables.agents} with the three agents`,
        agentRows.map((row) => `${row.agentId}:${row.isAvailable}:${row.maxCalls}`).join() ===
          'sofie:1:10,magnus:1:8,freja:0:12',
        setupError ?? agentRows,
      );
      if (done) {
        // What the deployer fills in by hand: the password hash and the agents' assistant ids.
        const settings = dataTableStorage(db, tables.settings);
        const agentsTable = dataTableStorage(db, tables.agents);
        db.prepare(`UPDATE ${settings} SET passwordHash = ?`).run(passwordHash);
        const setAssistant = db.prepare(`UPDATE ${agentsTable} SET assistantId = ? WHERE agentId = ?`);
        setAssistant.run('assistant-sofie', 'sofie');
        setAssistant.run('assistant-magnus', 'magnus');
        setupOk = true;
      }
    } finally {
      db.close();
    }
    if (!setupOk) return;

    const up = await waitFor(
      async () => (await request('GET', `${staffBase}/agents`, { timeoutMs: 10_000 })).status === 200,
      60_000,
      n8nRunning,
    );
    check('n8n serves the published staff webhooks', up, readFileSync(n8nLog, 'utf8').slice(-3000));
    if (!up) return;

    await scenario({ password, jwtSecret, provider, userFolder });
  } finally {
    if (failed > 0 && existsSync(n8nLog)) {
      console.log('--- the end of n8n.log ---');
      console.log(readFileSync(n8nLog, 'utf8').slice(-4000));
    }
    await cleanUp();
  }
}

/**
 * The checks against the running n8n.
 * @param {{ password: string, jwtSecret: string, provider: Awaited<ReturnType<typeof startStaffApi>>, userFolder: string }} context
 */
async function scenario({ password, jwtSecret, provider, userFolder }) {
  const origin = { Origin: siteOrigin };
  const from = (/** @type {string} */ address) => ({ ...origin, 'X-Real-IP': address });

  // A browser's preflight on every route.
  for (const [route, { method, path, staff, token }] of Object.entries(staffRoutes)) {
    const askedHeaders = token ? 'authorization,content-type' : 'content-type';
    const answer = await request('OPTIONS', `${staffBase}${path}`, {
      headers: {
        Origin: siteOrigin,
        'Access-Control-Request-Method': method,
        'Access-Control-Request-Headers': askedHeaders,
      },
    });
    const allowOrigin = answer.headers.get('access-control-allow-origin');
    const methods = headerList(answer.headers, 'access-control-allow-methods');
    const allowHeaders = headerList(answer.headers, 'access-control-allow-headers');
    check(
      `preflight ${method} ${path}: ${answer.status}, origin ${allowOrigin}, methods ${methods}, headers ${allowHeaders}`,
      answer.status >= 200 &&
        answer.status < 300 &&
        (allowOrigin === siteOrigin || (!staff && allowOrigin === '*')) &&
        methods.includes(method.toLowerCase()) &&
        askedHeaders.split(',').every((header) => allowHeaders.includes(header) || allowHeaders.includes('*')),
      { status: answer.status, headers: Object.fromEntries(answer.headers) },
    );
    if (staff) {
      const foreign = await request('OPTIONS', `${staffBase}${path}`, {
        headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': method },
      });
      const leaked = foreign.headers.get('access-control-allow-origin');
      check(
        `preflight ${method} ${path} from another origin is not allowed (${route})`,
        leaked !== 'https://elsewhere.example' && leaked !== '*',
        { status: foreign.status, headers: Object.fromEntries(foreign.headers) },
      );
    }
  }
  {
    const answer = await request('OPTIONS', `${webhookBase}/booking`, {
      headers: {
        Origin: siteOrigin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    check(
      'preflight POST /booking',
      answer.status < 300 && answer.headers.get('access-control-allow-origin') === siteOrigin,
      { status: answer.status, headers: Object.fromEntries(answer.headers) },
    );
  }

  // Booking: good, repeated, bad.
  const booking = validBooking();
  const bookingId = randomUUID();
  const good = await request('POST', `${webhookBase}/booking?bookingId=${bookingId}`, {
    headers: origin,
    body: booking,
  });
  check(
    `booking: a valid booking gets 200 {"ok":true} (${good.status})`,
    good.status === 200 && good.json?.ok === true && good.headers.get('access-control-allow-origin') === siteOrigin,
    good.text,
  );
  const repeated = await request('POST', `${webhookBase}/booking?bookingId=${bookingId}`, {
    headers: origin,
    body: booking,
  });
  check(`booking: the same booking again gets 200 too (${repeated.status})`, repeated.status === 200, repeated.text);
  const bad = await request('POST', `${webhookBase}/booking`, {
    headers: origin,
    body: { ...booking, email: 'ikke-en-adresse', extra: 1 },
  });
  check(
    `booking: a bad booking gets 400 with the field errors (${bad.status})`,
    bad.status === 400 && typeof bad.json?.fields?.email === 'string' && typeof bad.json?.fields?.extra === 'string',
    bad.text,
  );

  // Login: wrong, right.
  const wrong = await request('POST', `${staffBase}/login`, {
    headers: from('203.0.113.1'),
    body: { password: 'forkert' },
  });
  check(
    `login: a wrong password gets 401 "${staffMessages.wrongPassword}" with 4 attempts left (${wrong.status})`,
    wrong.status === 401 &&
      wrong.json?.error === staffMessages.wrongPassword &&
      wrong.json?.attemptsLeft === 4 &&
      wrong.headers.get('access-control-allow-origin') === siteOrigin,
    { status: wrong.status, body: wrong.text, allowOrigin: wrong.headers.get('access-control-allow-origin') },
  );
  const right = await request('POST', `${staffBase}/login`, { headers: from('203.0.113.1'), body: { password } });
  const token = typeof right.json?.token === 'string' ? right.json.token : '';
  const expiresIn = (Date.parse(right.json?.expiresAt) - Date.now()) / 1000;
  check(
    `login: the right password gets 200 with a token for 8 hours (${right.status})`,
    right.status === 200 && token.split('.').length === 3 && Math.abs(expiresIn - TOKEN_LIFETIME_SECONDS) < 120,
    right.text,
  );
  const tokenCheck = await verifyStaffToken(jwtSecret, token, new Date());
  check("login: n8n's token verifies with the shared secret and the site's own JWT module", tokenCheck.ok, tokenCheck);
  const badBody = await request('POST', `${staffBase}/login`, { headers: from('203.0.113.1'), body: { password: 7 } });
  check(
    `login: a bad body gets 400 with a Danish error (${badBody.status})`,
    badBody.status === 400 && typeof badBody.json?.fields?.password === 'string',
    badBody.text,
  );

  // The lock: five wrong passwords, then 429 even for the right one.
  const fiveWrong = [];
  for (let i = 0; i < 5; i++) {
    const answer = await request('POST', `${staffBase}/login`, {
      headers: from('203.0.113.2'),
      body: { password: `forkert-${i}` },
    });
    fiveWrong.push(`${answer.status}:${answer.json?.attemptsLeft}`);
  }
  check(
    `lock: five wrong passwords from one address count down (${fiveWrong.join(' ')})`,
    fiveWrong.join(' ') === '401:4 401:3 401:2 401:1 401:0',
  );
  const sixth = await request('POST', `${staffBase}/login`, {
    headers: from('203.0.113.2'),
    body: { password: 'forkert-6' },
  });
  check(
    `lock: the sixth wrong try gets 429 with retryAfterSeconds (${sixth.status}, ${sixth.json?.retryAfterSeconds} s)`,
    sixth.status === 429 && sixth.json?.retryAfterSeconds > 800 && sixth.json?.retryAfterSeconds <= 900,
    sixth.text,
  );
  const lockedRight = await request('POST', `${staffBase}/login`, { headers: from('203.0.113.2'), body: { password } });
  check(
    `lock: the right password from the locked address gets 429 too (${lockedRight.status})`,
    lockedRight.status === 429 && typeof lockedRight.json?.retryAfterSeconds === 'number',
    lockedRight.text,
  );
  const otherAddress = await request('POST', `${staffBase}/login`, {
    headers: from('203.0.113.9'),
    body: { password },
  });
  check(
    `lock: another address still logs in (${otherAddress.status})`,
    otherAddress.status === 200 && typeof otherAddress.json?.token === 'string',
    otherAddress.text,
  );

  // 20 parallel wrong logins from a third address: at most 5 reach the password check.
  const parallel = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      request('POST', `${staffBase}/login`, { headers: from('203.0.113.3'), body: { password: `parallel-${i}` } }),
    ),
  );
  const statuses = parallel.map((answer) => answer.status);
  const checked = statuses.filter((status) => status === 401).length;
  const refused = statuses.filter((status) => status === 429).length;
  check(
    `parallel: 20 wrong logins at once, ${checked} checked (401) and ${refused} refused (429)`,
    checked >= 1 && checked <= 5 && checked + refused === 20,
    statuses,
  );
  {
    const db = await openDatabase(join(userFolder, '.n8n', 'database.sqlite'));
    try {
      const attemptsTable = dataTableStorage(db, tables.attempts);
      const rows = /** @type {{ n: number }} */ (
        db.prepare(`SELECT COUNT(*) AS n FROM ${attemptsTable} WHERE address = ? AND kind = 'try'`).get('203.0.113.3')
      );
      check(`parallel: all 20 attempts were recorded in ${tables.attempts} (${rows.n})`, rows.n === 20);
    } finally {
      db.close();
    }
  }

  // Tokens: missing, forged, from another secret, expired.
  const [head = '', body = '', signature = ''] = token.split('.');
  const forged = `${head}.${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
  const otherSecret = (await signStaffToken(randomBytes(32).toString('base64url'), new Date())).token;
  const expired = (await signStaffToken(jwtSecret, new Date(Date.now() - (TOKEN_LIFETIME_SECONDS + 60) * 1000))).token;
  for (const [label, auth] of [
    ['no token', undefined],
    ['a forged token', forged],
    ['a token from another secret', otherSecret],
    ['an expired token', expired],
  ]) {
    for (const route of /** @type {const} */ (['dashboard', 'availability'])) {
      const { method, path } = staffRoutes[route];
      const answer = await request(method, `${staffBase}${path}`, {
        headers: { ...origin, ...(auth ? { Authorization: `Bearer ${auth}` } : {}) },
        body: method === 'POST' ? { id: 'sofie', isAvailable: false } : undefined,
      });
      check(
        `token: ${label} on ${method} ${path} gets the JSON 401 (${answer.status})`,
        answer.status === 401 && answer.json?.error === staffMessages.sessionExpired,
        answer.text,
      );
    }
  }

  // Availability: a toggle seen by GET /agents; an unknown id; a bad body.
  const auth = { ...origin, Authorization: `Bearer ${token}` };
  const sofieOf = async () => {
    const agents = await request('GET', `${staffBase}/agents`, { headers: { Origin: 'https://any.example' } });
    return {
      answer: agents,
      sofie: Array.isArray(agents.json) ? agents.json.find((agent) => agent.id === 'sofie') : undefined,
    };
  };
  const before = await sofieOf();
  check(
    `agents: GET /agents answers any origin with three public agents (${before.answer.status})`,
    before.answer.status === 200 &&
      Array.isArray(before.answer.json) &&
      before.answer.json.length === 3 &&
      before.answer.json.every((agent) => Object.keys(agent).sort().join() === 'id,isAvailable,name') &&
      before.sofie?.isAvailable === true,
    before.answer.text,
  );
  const off = await request('POST', `${staffBase}/availability`, {
    headers: auth,
    body: { id: 'sofie', isAvailable: false },
  });
  check(
    `availability: switching Sofie off answers the stored agent (${off.status})`,
    off.status === 200 &&
      JSON.stringify(off.json) === JSON.stringify({ id: 'sofie', name: 'Sofie', isAvailable: false }),
    off.text,
  );
  const afterOff = await sofieOf();
  check(
    'availability: GET /agents then shows Sofie unavailable',
    afterOff.sofie?.isAvailable === false,
    afterOff.answer.text,
  );
  const on = await request('POST', `${staffBase}/availability`, {
    headers: auth,
    body: { id: 'sofie', isAvailable: true },
  });
  const afterOn = await sofieOf();
  check(
    'availability: switching her on again shows in GET /agents',
    on.status === 200 && afterOn.sofie?.isAvailable === true,
    { on: on.text, agents: afterOn.answer.text },
  );
  const unknown = await request('POST', `${staffBase}/availability`, {
    headers: auth,
    body: { id: 'olga', isAvailable: true },
  });
  check(
    `availability: an unknown id gets 404 (${unknown.status})`,
    unknown.status === 404 && unknown.json?.error === staffMessages.unknownAgent,
    unknown.text,
  );
  const badToggle = await request('POST', `${staffBase}/availability`, {
    headers: auth,
    body: { id: 'sofie', isAvailable: 'nej' },
  });
  check(
    `availability: a bad body gets 400 with a Danish error (${badToggle.status})`,
    badToggle.status === 400 && typeof badToggle.json?.fields?.isAvailable === 'string',
    badToggle.text,
  );

  // The dashboard: no figures while the provider is too slow, then the stand-in's figures, cached.
  provider.setProviderDelay(6000);
  const slow = await request('GET', `${staffBase}/dashboard`, { headers: auth });
  check(
    `dashboard: a provider slower than 5 s gives no figures and says so (${slow.status})`,
    slow.status === 200 &&
      slow.json?.live === false &&
      slow.json?.message === staffMessages.notConnected &&
      Array.isArray(slow.json?.agents) &&
      slow.json.agents.every(
        (/** @type {any} */ agent) => agent.currentCalls === null && agent.totalCallsToday === null,
      ),
    slow.text,
  );
  provider.setProviderDelay(0);
  // Today's calls need some time since midnight in Copenhagen to be spread over.
  if (Date.now() - copenhagenMidnight(new Date()).getTime() < 5000) await sleep(5000);
  const now = Date.now();
  const midnight = copenhagenMidnight(new Date(now)).getTime();
  // Spread over the time since midnight (at least a few seconds), newest first.
  const step = Math.max(1, Math.floor((now - midnight - 1000) / 1100));
  const at = (/** @type {number} */ i) => new Date(now - 500 - i * step).toISOString();
  const calls = [
    { id: 's1', assistantId: 'assistant-sofie', status: 'in-progress', createdAt: at(1) },
    { id: 's2', assistantId: 'assistant-sofie', status: 'ringing', createdAt: at(2) },
    { id: 's3', assistantId: 'assistant-sofie', status: 'ended', createdAt: at(3) },
    {
      id: 's0',
      assistantId: 'assistant-sofie',
      status: 'ended',
      createdAt: new Date(midnight - 3_600_000).toISOString(),
    },
    // 1,003 calls today for Magnus: more than one page of the provider's 1,000.
    ...Array.from({ length: 1003 }, (_, i) => ({
      id: `m${i}`,
      assistantId: 'assistant-magnus',
      status: i < 2 ? 'forwarding' : 'ended',
      createdAt: at(i + 4),
    })),
  ];
  provider.setProviderCalls(calls);
  const requestsBefore = provider.providerRequests();
  const live = await request('GET', `${staffBase}/dashboard`, { headers: auth });
  const figures = Array.isArray(live.json?.agents)
    ? live.json.agents.map(
        (/** @type {any} */ a) => `${a.id}:${a.connected}:${a.currentCalls}/${a.totalCallsToday}/${a.maxCalls}`,
      )
    : [];
  check(
    `dashboard: the figures the stand-in holds (${figures.join(' ')})`,
    live.status === 200 &&
      live.json?.live === true &&
      live.json?.message === null &&
      figures.join(' ') === 'sofie:true:2/3/10 magnus:true:2/1003/8 freja:false:null/null/12',
    live.text.slice(0, 2000),
  );
  const pages = provider.providerRequests() - requestsBefore;
  check(
    `dashboard: Magnus's 1,003 calls were read in two pages (${pages} provider requests for two agents)`,
    pages === 3,
  );
  const cached = await request('GET', `${staffBase}/dashboard`, { headers: auth });
  check(
    'dashboard: asked again within 30 s it answers from the cache, without asking the provider',
    cached.status === 200 &&
      cached.json?.readAt === live.json?.readAt &&
      provider.providerRequests() - requestsBefore === pages,
    { readAt: [live.json?.readAt, cached.json?.readAt], requests: provider.providerRequests() - requestsBefore },
  );
  const foreignDashboard = await request('GET', `${staffBase}/dashboard`, {
    headers: { Origin: 'https://elsewhere.example', Authorization: `Bearer ${token}` },
  });
  check(
    `dashboard: a foreign origin gets no figures (${foreignDashboard.status})`,
    foreignDashboard.status !== 200 && !/currentCalls/.test(foreignDashboard.text),
    foreignDashboard.text,
  );

  // No execution data from the staff workflow; the booking workflow's show that saving works here.
  const dbFile = join(userFolder, '.n8n', 'database.sqlite');
  const db = await openDatabase(dbFile);
  try {
    /** @param {string} sql @param {...string} params */
    const count = (sql, ...params) => /** @type {{ n: number }} */ (db.prepare(sql).get(...params)).n;
    const kept = () =>
      count('SELECT COUNT(*) AS n FROM execution_entity WHERE workflowId = ? AND deletedAt IS NULL', workflowIds.staff);
    const listed = await waitFor(async () => kept() === 0, 10_000);
    const bookingExecutions = count(
      'SELECT COUNT(*) AS n FROM execution_entity WHERE workflowId = ? AND deletedAt IS NULL',
      workflowIds.booking,
    );
    check(
      `executions: none of the staff workflow's is kept in n8n's history (${kept()}; the booking workflow's: ${bookingExecutions})`,
      listed && bookingExecutions >= 3,
    );
    const secrets = () =>
      count(
        'SELECT COUNT(*) AS n FROM execution_data WHERE data LIKE ? OR data LIKE ? OR data LIKE ?',
        `%${password}%`,
        `%${token}%`,
        '%parallel-%',
      );
    // The setup's manual run is soft-deleted with an hour's grace; it holds no secret.
    const webhookExecutions = "SELECT COUNT(*) AS n FROM execution_entity WHERE workflowId = ? AND mode = 'webhook'";
    log(
      `waiting for n8n's pruning sweep (every minute here) to remove the in-flight records (${secrets()} hold a secret now)`,
    );
    const swept = await waitFor(
      async () => secrets() === 0 && count(webhookExecutions, workflowIds.staff) === 0,
      150_000,
    );
    check(
      "executions: after the pruning sweep no password, token or header of the staff API is left in n8n's database",
      swept,
      { executions: count(webhookExecutions, workflowIds.staff), secrets: secrets() },
    );
    // The booking workflow saves its executions: the repeated bookingId stopped at the de-duplication.
    const { parse } = createRequire(join(n8nDir, 'node_modules', 'n8n', 'package.json'))('flatted');
    const passedOn = /** @type {{ data: string }[]} */ (
      db
        .prepare(
          'SELECT d.data FROM execution_data d JOIN execution_entity e ON e.id = d.executionId WHERE e.workflowId = ? ORDER BY e.id',
        )
        .all(workflowIds.booking)
    ).map((row) => {
      const runs = parse(row.data).resultData.runData['Skip repeated bookingId'];
      return runs ? runs[0].data.main[0].length : null;
    });
    check(
      `booking: n8n passed the first booking on and dropped the repeated one (items after de-duplication: ${passedOn.join(', ')})`,
      passedOn.join() === '1,0,',
      passedOn,
    );
  } finally {
    db.close();
  }
}

main()
  .catch((error) => {
    failed += 1;
    console.log(`FAIL the run stopped: ${error instanceof Error ? error.stack : error}`);
  })
  .finally(() => {
    console.log(`${passed} passed, ${failed} failed`);
    process.exit(failed > 0 ? 1 : 0);
  });
