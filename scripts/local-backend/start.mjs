#!/usr/bin/env node
// @ts-check
/**
 * `npm start`: the whole product on one machine. Starts the local backend (the booking receiver
 * and the staff API, scripts/local-backend/webhook-receiver.mjs), builds the site against it into the git-ignored
 * `.local/site/` (never `dist/`, the folder a deployer uploads) and serves it on
 * http://localhost:4321. Where `.env` (or the environment) names PUBLIC_BOOKING_WEBHOOK_URL or
 * PUBLIC_STAFF_API_URL, the site uses those instead, and the backend is started only for what is
 * still missing.
 *
 * The backend's data lives in the git-ignored `.local/`: the bookings (`bookings.json`), the mails
 * they sent (`.eml` files in `outbox/`, or to the SMTP server BOOKING_SMTP names), the agents'
 * availability, the token secret and a development staff password, made once and printed at every
 * start, so a second `npm start` finds everything again. One Ctrl+C stops the server and the backend.
 *
 * The CMS's admin is served too, at /admin, editing this checkout's files (./local-cms.mjs), and the
 * site is built again whenever a file under content/ changes, so a save shows after a reload.
 */
import { spawn } from 'node:child_process';
import * as nodeCrypto from 'node:crypto';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { hashPassword, verifyPassword } from '../../src/lib/staff/password-hash.js';
import { contentFolder, localCmsEnv, rebuildOnChange } from './cms.mjs';
import { STAFF_API_BASE } from './staff-api.mjs';
import { startReceiver } from './webhook-receiver.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const localDir = join(root, '.local');
const siteDir = join(localDir, 'site');
const SITE_PORT = 4321;
const BACKEND_PORT = Number(process.env.LOCAL_BACKEND_PORT ?? 8787);
/** The browser origin the staff API answers: the address printed below. */
const siteOrigin = `http://localhost:${SITE_PORT}`;

const say = (/** @type {string} */ line) => console.log(`[start] ${line}`);

/**
 * A value kept in `.local/<name>`, made by `make` the first time.
 * @param {string} name
 * @param {() => string | Promise<string>} make
 */
async function kept(name, make) {
  const file = join(localDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const value = await make();
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return value;
}

/** Four short Danish words and a number: easy to type, never used outside this machine. */
function developmentPassword() {
  const words = ['fjord', 'birk', 'lyng', 'klit', 'hav', 'mose', 'eng', 'skov', 'bakke', 'strand', 'sol', 'vind'];
  const pick = () => words[randomBytes(1)[0] % words.length];
  return `${pick()}-${pick()}-${pick()}-${pick()}-${100 + (randomBytes(2).readUInt16BE() % 900)}`;
}

/** The staff password and its hash; a hand-edited password file makes a new hash. */
async function staffPassword() {
  const password = await kept('staff-password.txt', developmentPassword);
  const hashFile = join(localDir, 'staff-password-hash.txt');
  const stored = existsSync(hashFile) ? readFileSync(hashFile, 'utf8').trim() : '';
  if (stored && (await verifyPassword(password, stored, nodeCrypto))) return { password, hash: stored };
  const hash = await hashPassword(password);
  writeFileSync(hashFile, `${hash}\n`, { mode: 0o600 });
  return { password, hash };
}

/**
 * Starts a command in the project, its output on this terminal.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
const run = (command, args, env) => spawn(command, args, { cwd: root, env, stdio: 'inherit' });

const exitCode = (/** @type {import('node:child_process').ChildProcess} */ child) =>
  new Promise((resolveExit) => child.on('exit', (code, signal) => resolveExit(code ?? (signal ? 1 : 0))));

mkdirSync(localDir, { recursive: true });
const configured = loadEnv('production', root, '');
const startedAt = Date.now();

// Without a provider key and assistant (and no provider host), the local backend answers the chat; the
// call, its provider on a loopback address, answers that the live demo is not set up.
const needsChatStandIn =
  !configured.PUBLIC_VAPI_API_URL?.trim() &&
  (!configured.PUBLIC_VAPI_PUBLIC_KEY?.trim() || !configured.PUBLIC_VAPI_ASSISTANT_ID?.trim());
const needsBackend =
  !configured.PUBLIC_BOOKING_WEBHOOK_URL?.trim() || !configured.PUBLIC_STAFF_API_URL?.trim() || needsChatStandIn;
/** @type {import('./webhook-receiver.mjs').Receiver | null} */
let backend = null;
/** @type {Record<string, string>} */
const siteEnv = {};
if (needsBackend) {
  const { password, hash } = await staffPassword();
  backend = await startReceiver({
    port: BACKEND_PORT,
    file: join(localDir, 'bookings.json'),
    outbox: join(localDir, 'outbox'),
    smtp: configured.BOOKING_SMTP?.trim() || undefined,
    env: configured,
    staffApi: {
      passwordHash: hash,
      siteOrigin,
      stateFile: join(localDir, 'staff-availability.json'),
      tokenSecret: await kept('token-secret.txt', () => randomBytes(32).toString('base64url')),
    },
  });
  const staffApiUrl = `http://127.0.0.1:${backend.port}${STAFF_API_BASE}`;
  if (!configured.PUBLIC_BOOKING_WEBHOOK_URL?.trim()) siteEnv.PUBLIC_BOOKING_WEBHOOK_URL = backend.url;
  if (!configured.PUBLIC_STAFF_API_URL?.trim()) siteEnv.PUBLIC_STAFF_API_URL = staffApiUrl;
  if (needsChatStandIn) {
    // Labelled stand-ins: the chat streams scripted answers marked as a local test version.
    siteEnv.PUBLIC_VAPI_API_URL = `http://127.0.0.1:${backend.port}`;
    siteEnv.PUBLIC_VAPI_PUBLIC_KEY = 'local-test-key';
    siteEnv.PUBLIC_VAPI_ASSISTANT_ID = 'local-test-assistant';
  }
  say(`Lokal backend på http://127.0.0.1:${backend.port}: bookinger i ${backend.file}`);
  say(`Bookingernes mails (til teamet og til den besøgende) går til ${backend.mailTo}`);
  say(`Medarbejderpanelet (/staff): adgangskoden er ${password}  (gemt i .local/staff-password.txt)`);
}
for (const [name, value] of Object.entries(siteEnv)) say(`${name}=${value}`);
const cmsEnv = localCmsEnv(configured, root);
Object.assign(siteEnv, cmsEnv);
if (cmsEnv.CMS_REPO) say(`CMS'et (/admin) arbejder med de lokale filer; repository: ${cmsEnv.CMS_REPO}`);

const env = { ...process.env, ...siteEnv, ASTRO_TELEMETRY_DISABLED: '1' };
const astro = join(root, 'node_modules', '.bin', 'astro');
/** @type {import('node:child_process').ChildProcess | null} */
let child = null;
let stopping = false;

async function stop(/** @type {number} */ code) {
  if (stopping) return;
  stopping = true;
  child?.kill('SIGTERM');
  await backend?.close();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

say('bygger sitet i .local/site/ …');
child = run(astro, ['build', '--outDir', siteDir], env);
const built = await exitCode(child);
if (built !== 0) {
  say(`byggeriet fejlede (kode ${built})`);
  await stop(built);
}
child = run(astro, ['preview', '--outDir', siteDir, '--port', String(SITE_PORT)], env);
say(`sitet er bygget på ${Math.round((Date.now() - startedAt) / 1000)} s: åbn ${siteOrigin} (Ctrl+C stopper alt)`);
say(
  `redigér indholdet på ${siteOrigin}/admin med "Arbejd med lokalt repository" (Chrome eller Edge): vælg mappen ${resolve(root)}`,
);

/**
 * A save in the CMS (or an editor) changed content/: the site is built beside the one being served and then put in
 * its place, so the server never shows a half-written site; a failed build leaves the served one as it was.
 */
const nextDir = join(localDir, 'site-next');
const stopWatching = rebuildOnChange(contentFolder(root), async () => {
  say('content/ er ændret: bygger sitet igen …');
  const build = run(astro, ['build', '--outDir', nextDir], env);
  const code = await exitCode(build);
  if (code !== 0) {
    say(`byggeriet fejlede (kode ${code}); sitet viser stadig den forrige udgave`);
    return;
  }
  rmSync(`${siteDir}-old`, { recursive: true, force: true });
  renameSync(siteDir, `${siteDir}-old`);
  renameSync(nextDir, siteDir);
  rmSync(`${siteDir}-old`, { recursive: true, force: true });
  say(`sitet er bygget igen: genindlæs siden i browseren`);
});
process.on('exit', stopWatching);
const served = await exitCode(child);
if (!stopping) await stop(served);
