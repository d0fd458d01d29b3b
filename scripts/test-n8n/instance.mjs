// @ts-check
/**
 * The n8n that `npm run test:n8n` runs: installed once into a cache folder, started and stopped
 * with a fresh user folder, its owner account and the editor's manual run (for the setup triggers),
 * and its SQLite database read directly.
 */
import { spawn } from 'node:child_process';
import { existsSync, openSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { log, request, run, sleep, waitFor } from './harness.mjs';

export const N8N_VERSION = '2.35.7';

/** @param {string} n8nDir */
export const n8nBinary = (n8nDir) => join(n8nDir, 'node_modules', 'n8n', 'bin', 'n8n');

/** Installs n8n into the cache folder unless a finished install is there. @param {string} n8nDir */
export async function ensureInstalled(n8nDir) {
  // Written once the install and the sqlite3 rebuild have both finished.
  const readyMarker = join(n8nDir, `.fynbo-n8n-${N8N_VERSION}-ready`);
  if (existsSync(readyMarker) && existsSync(n8nBinary(n8nDir))) {
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

/**
 * n8n's environment for the test.
 * @param {{ userFolder: string, port: number, brokerPort: number }} where
 * @returns {NodeJS.ProcessEnv}
 */
export const n8nEnvironment = ({ userFolder, port, brokerPort }) => ({
  ...process.env,
  N8N_USER_FOLDER: userFolder,
  N8N_PORT: String(port),
  N8N_LISTEN_ADDRESS: '127.0.0.1',
  N8N_HOST: '127.0.0.1',
  N8N_PROTOCOL: 'http',
  N8N_RUNNERS_BROKER_PORT: String(brokerPort),
  // The staff workflow's password check needs Node's crypto in its Code node.
  NODE_FUNCTION_ALLOW_BUILTIN: 'crypto',
  DB_TYPE: 'sqlite',
  // n8n writes every execution to its database while it runs, and at the end merely marks an unsaved
  // one deleted; the pruning sweep removes it (and a login's password or a booking in it) for good.
  // Every minute here, as the workflows' notes ask of a production instance (n8n's default: 15 minutes).
  EXECUTIONS_DATA_PRUNE_HARD_DELETE_INTERVAL: '1',
  N8N_DIAGNOSTICS_ENABLED: 'false',
  N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
  N8N_TEMPLATES_ENABLED: 'false',
  N8N_PERSONALIZATION_ENABLED: 'false',
  N8N_COMMUNITY_PACKAGES_ENABLED: 'false',
  N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
  N8N_SECURE_COOKIE: 'false',
  N8N_LOG_LEVEL: 'warn',
  // On a busy machine the task runner can take longer than n8n's default 30 s to connect.
  N8N_RUNNERS_GRANT_TOKEN_TTL: '120',
  // n8n pings its database every 2 s and answers every request `503 Database is not ready!` while a ping takes
  // longer than this (default 5,000): on SQLite too, at a load average of 30 (docs/n8n.md "Queue mode: the recipe").
  DB_PING_TIMEOUT_MS: '15000',
});

/**
 * Starts `n8n start` (or `n8n worker`, `port` then its health server's `QUEUE_HEALTH_CHECK_PORT`) and waits for
 * its readiness (`/healthz` is ok already while every webhook still answers "n8n is starting up"; a worker's
 * readiness says its database and Redis are connected).
 * @param {{ n8nDir: string, env: NodeJS.ProcessEnv, port: number, logFile: string, command?: 'start' | 'worker' }} options
 */
export async function startN8n({ n8nDir, env, port, logFile, command = 'start' }) {
  const logFd = openSync(logFile, 'a');
  const child = spawn(process.execPath, [n8nBinary(n8nDir), command], { env, stdio: ['ignore', logFd, logFd] });
  const running = () => child.exitCode === null && child.signalCode === null;
  // A first start migrates a fresh database: on Postgres on a busy 2-core host that took over 180 s.
  const healthy = await waitFor(
    async () =>
      (await request('GET', `http://127.0.0.1:${port}/healthz/readiness`, { timeoutMs: 5000 })).status === 200,
    300_000,
    running,
  );
  const stop = async () => {
    if (!running()) return;
    child.kill('SIGTERM');
    await new Promise((done) => {
      const force = setTimeout(() => {
        child.kill('SIGKILL');
        done(undefined);
      }, 15_000);
      child.once('exit', () => {
        clearTimeout(force);
        done(undefined);
      });
    });
  };
  /** Ends the process at once (SIGKILL), as a crash or the OOM killer would. */
  const kill = async () => {
    if (!running()) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGKILL');
    await exited;
  };
  return { healthy, running, stop, kill, pid: child.pid };
}

/**
 * The editor's session: the owner account, set up on a fresh instance or logged into afterwards.
 * Returns the session cookie, or throws with what went wrong.
 * @param {number} port
 */
export async function editorSession(port) {
  const rest = `http://127.0.0.1:${port}/rest`;
  const owner = { email: 'owner@example.dk', password: 'Test-n8n-ejer-1' };
  const ask = (/** @type {string} */ path, /** @type {object} */ body) =>
    fetch(`${rest}/${path}`, {
      method: 'POST',
      // n8n binds its session cookie to the browser's id header.
      headers: { 'browser-id': 'fynbo-test-n8n', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const attempt = () =>
    ask('owner/setup', { ...owner, firstName: 'Test', lastName: 'Ejer' })
      .then((answer) =>
        answer.status === 400 ? ask('login', { emailOrLdapLoginId: owner.email, password: owner.password }) : answer,
      )
      // A busy machine can leave n8n briefly unable to answer at all.
      .catch(() => new Response(null, { status: 503 }));
  // The REST routes come up a little after the health check answers, and the database a little later.
  let answer = await attempt();
  for (let i = 0; i < 180 && (answer.status === 404 || answer.status === 503); i++) {
    await sleep(1000);
    answer = await attempt();
  }
  if (!answer.ok) throw new Error(`the owner's login answered ${answer.status}: ${await answer.text()}`);
  return (answer.headers.getSetCookie().find((line) => line.startsWith('n8n-auth=')) ?? '').split(';')[0];
}

/**
 * Runs a workflow from one of its manual triggers, as the editor's "Execute workflow" does.
 * @param {number} port @param {string} cookie @param {string} workflowId @param {string} trigger
 */
export async function runManualTrigger(port, cookie, workflowId, trigger) {
  const answer = await fetch(`http://127.0.0.1:${port}/rest/workflows/${workflowId}/run`, {
    method: 'POST',
    headers: { 'browser-id': 'fynbo-test-n8n', 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ triggerToStartFrom: { name: trigger } }),
  });
  if (!answer.ok) throw new Error(`the manual run of ${trigger} answered ${answer.status}: ${await answer.text()}`);
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
export async function openDatabase(file) {
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
export function dataTableStorage(db, name) {
  const row = /** @type {{ id: string } | undefined} */ (
    db.prepare('SELECT id FROM data_table WHERE name = ?').get(name)
  );
  if (!row) throw new Error(`no Data Table named ${name}`);
  return `data_table_user_${row.id}`;
}
