// @ts-check
/**
 * The small tools of `npm run test:n8n`: its log, its PASS/FAIL checks and their tally, HTTP requests
 * to n8n, waiting, and running a command.
 */
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const log = (/** @type {string} */ line) => console.log(`[test:n8n] ${line}`);

/**
 * Prints a mail as it arrived, for the run's record.
 * @param {string} label @param {{ from: string, to: string[], replyTo: string, subject: string, text: string, attachments: { fileName: string }[] } | undefined} mail
 */
export function logMail(label, mail) {
  if (!mail) return;
  log(`${label}, as received:`);
  const lines = [
    `From: ${mail.from}`,
    `To: ${mail.to.join(', ')}`,
    `Reply-To: ${mail.replyTo}`,
    `Subject: ${mail.subject}`,
    `Attached: ${mail.attachments.map((file) => file.fileName).join(', ')}`,
    '',
    ...mail.text.split('\n'),
  ];
  console.log(lines.map((line) => `    | ${line}`).join('\n'));
}

/** The results, printed as they come. */
export const tally = { passed: 0, failed: 0 };

/**
 * @param {string} name
 * @param {boolean} ok
 * @param {unknown} [detail] shown on failure
 */
export function check(name, ok, detail) {
  if (ok) tally.passed += 1;
  else tally.failed += 1;
  const more = ok || detail === undefined ? '' : ` -- ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}${more}`);
}

/**
 * Runs a command to its end; rejects with its output when it fails.
 * @param {string} command
 * @param {string[]} commandArgs
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, quiet?: boolean }} [options]
 * @returns {Promise<string>} stdout and stderr together
 */
export function run(command, commandArgs, { env = process.env, cwd = root, quiet = true } = {}) {
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

/**
 * One HTTP request to n8n.
 * @param {string} method
 * @param {string} url
 * @param {{ headers?: Record<string, string>, body?: unknown, timeoutMs?: number }} [options]
 */
export async function request(method, url, { headers = {}, body, timeoutMs = 30_000 } = {}) {
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
export const headerList = (headers, name) =>
  (headers.get(name) ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);

/** @param {number} ms */
export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Polls `test` every second until it holds, the time is up, or `alive` says to stop.
 * @param {() => Promise<boolean> | boolean} test
 * @param {number} timeoutMs
 * @param {() => boolean} [alive]
 */
export async function waitFor(test, timeoutMs, alive = () => true) {
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
