// @ts-check
/**
 * `npm test`: the type check, the linters, the unit and build tests, then the browser suite, one after
 * another, stopping at the first that fails. The run's folder and ports are chosen here once
 * (tests/e2e/fixtures/run-env.ts) and inherited by every step, so the build tests and the browser suite
 * name the same folder, and the site is built once for both (tests/e2e/fixtures/shared-build.mjs). Two
 * runs side by side each choose their own.
 */
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import './e2e/fixtures/run-env.ts';

const start = performance.now();
for (const script of ['check', 'lint', 'test:unit', 'test:e2e']) {
  const stepStart = performance.now();
  const result = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  console.log(
    `npm test: ${script} ${result.status === 0 ? 'passed' : 'FAILED'} in ${((performance.now() - stepStart) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
console.log(`npm test: passed in ${((performance.now() - start) / 1000).toFixed(1)} s`);
