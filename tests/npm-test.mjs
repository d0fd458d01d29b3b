// @ts-check
/**
 * `npm test`: the type check and the linters beside the unit and build tests, then the browser suite,
 * stopping at the first step that fails. The type check and the linters use about one core; the build
 * tests start with the run's one production build, which uses about one core too, so the two lanes share
 * the machine's two cores instead of waiting on each other. The browser suite comes last: it needs both.
 * The side lane's output is printed when it ends, so the unit tests' output stays readable.
 *
 * The run's folder and ports are chosen here once (tests/e2e/fixtures/run-env.ts) and inherited by every
 * step, so the build tests and the browser suite name the same folder, and the site is built once for
 * both (tests/e2e/fixtures/shared-build.mjs). Two runs side by side each choose their own.
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
const [side, main] = await Promise.all([lane(['check', 'lint'], { quiet: true }), lane(['test:unit'])]);
for (const result of side) console.log(`\n--- npm run ${result.script} ---\n${result.output.trimEnd()}`);
const failed = [...side, ...main].filter((result) => !result.ok);
if (failed.length === 0) failed.push(...(await lane(['test:e2e'])).filter((result) => !result.ok));
console.log(`npm test: ${failed.length === 0 ? 'passed' : 'FAILED'} in ${seconds(start)}`);
process.exitCode = failed.length === 0 ? 0 : 1;
