// @ts-check
/**
 * `npm test`: the type check and the linters, the unit and build tests, and the browser suite, side by
 * side in three lanes. Each lane alone leaves much of the machine idle: the type check and the linters use
 * about one core; the build tests start with the run's one production build (about one core); the browser
 * suite mostly waits (page loads, the network going idle, layouts settling). The browser suite's web server
 * waits for that build (the vitest build project's global setup makes it; whichever comes first builds and
 * the other reuses it: tests/e2e/fixtures/shared-build.mjs), so its tests start once the build is there.
 *
 * The unit and build tests print as they go; the other two lanes' output is printed when all have ended,
 * each under its name, and every step's time is printed as it ends. A failure in one lane does not stop the
 * others: the run reports every failing step and exits non-zero.
 *
 * The run's folder and ports are chosen here once (tests/e2e/fixtures/run-env.ts) and inherited by every
 * step, so the build tests and the browser suite name the same folder. Two runs side by side each choose
 * their own.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import './e2e/fixtures/run-env.ts';

const seconds = (/** @type {number} */ since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Runs `npm run <script>`; its output is shown as it comes, or kept and returned when `quiet`.
 * @param {string} script @param {{ quiet?: boolean }} [options]
 * @returns {Promise<{ script: string, ok: boolean, output: string }>}
 */
function runScript(script, { quiet = false } = {}) {
  const start = performance.now();
  return new Promise((done) => {
    const child = spawn('npm', ['run', script], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const ok = code === 0;
      console.log(`npm test: ${script} ${ok ? 'passed' : 'FAILED'} in ${seconds(start)}`);
      done({ script, ok, output });
    });
  });
}

/** @param {string[]} scripts @param {{ quiet?: boolean }} [options] one after another, up to the first failure */
async function lane(scripts, options) {
  const results = [];
  for (const script of scripts) {
    const result = await runScript(script, options);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

const start = performance.now();
const results = (
  await Promise.all([
    lane(['check', 'lint'], { quiet: true }),
    lane(['test:unit']),
    lane(['test:e2e'], { quiet: true }),
  ])
).flat();
for (const result of results.filter((step) => step.output)) {
  console.log(`\n--- npm run ${result.script} ---\n${result.output.trimEnd()}`);
}
const failed = results.filter((result) => !result.ok).map((result) => result.script);
console.log(`\nnpm test: ${failed.length === 0 ? 'passed' : `FAILED (${failed.join(', ')})`} in ${seconds(start)}`);
process.exitCode = failed.length === 0 ? 0 : 1;
