// @ts-check
/**
 * `npm run check:quick`: what to run before each commit, in about a minute on a 2-core machine. The type
 * check (`astro check`: .ts, .tsx and .astro), ESLint and Prettier (both with a cache under
 * node_modules/.cache, so a second run reads only changed files; `npm run lint` uses the same caches, since
 * Prettier run without `--cache` deletes its cache) and the unit tests that need no build
 * (vitest's `unit` and `unit-isolated` projects, tests/unit/). The type check runs on one core beside the linters and the
 * unit tests, which get a worker per core. Each step's time is printed; the first failure's output is shown
 * and the exit code is non-zero. The builds (tests/build/), knip, markdownlint and the browser suite stay
 * in `npm test`.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/** @typedef {{ name: string, command: string[] }} Step */

/** @type {Step[][]} each inner list runs one step after another; the lists run side by side */
const lanes = [
  [{ name: 'astro check', command: ['astro', 'check'] }],
  [
    {
      name: 'eslint',
      command: ['eslint', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '.'],
    },
    { name: 'prettier', command: ['prettier', '--check', '--cache', '--log-level', 'warn', '.'] },
    // A worker per core (vitest.config.ts), the type check beside them.
    { name: 'vitest (unit)', command: ['vitest', 'run', '--project', 'unit*'] },
  ],
];

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** @param {Step} step @returns {Promise<{ step: Step, ok: boolean, output: string, ms: number }>} */
function run(step) {
  const start = performance.now();
  return new Promise((done) => {
    const child = spawn('npx', ['--no-install', ...step.command], {
      env: { ...process.env, FORCE_COLOR: '0', ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const ms = performance.now() - start;
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${step.name} (${seconds(ms)})`);
      done({ step, ok: code === 0, output, ms });
    });
  });
}

/** @param {Step[]} lane */
async function runLane(lane) {
  const results = [];
  for (const step of lane) {
    const result = await run(step);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

const start = performance.now();
const results = (await Promise.all(lanes.map(runLane))).flat();
const failed = results.filter((result) => !result.ok);
for (const result of failed) console.log(`\n--- ${result.step.name} ---\n${result.output.trimEnd()}`);
console.log(`\ncheck:quick ${failed.length === 0 ? 'passed' : 'FAILED'} in ${seconds(performance.now() - start)}`);
process.exitCode = failed.length === 0 ? 0 : 1;
