/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getViteConfig } from 'astro/config';
// This run's folder and ports, chosen here once (or taken from `npm test`, tests/npm-test.mjs) so that every
// worker, and the browser suite after it, names the same shared build.
import './tests/e2e/fixtures/run-env.ts';

/**
 * The unit test files that need a module graph of their own: a DOM (`@vitest-environment jsdom`: React and the stores
 * live in it), or a module mocked (`vi.mock` takes effect only before the module is first imported, and a shared worker
 * has imported it already). Read from the files, so a new test that mocks or renders is isolated without a list to keep.
 */
const unitDir = fileURLToPath(new URL('tests/unit/', import.meta.url));
const ownModules = readdirSync(unitDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => /@vitest-environment jsdom|\bvi\.(mock|doMock)\(/.test(readFileSync(unitDir + file, 'utf8')))
  .map((file) => `tests/unit/${file}`);

export default getViteConfig({
  test: {
    environment: 'node',
    // A time-out catches a test that hangs, not a slow one: the form tests take about 1 s alone and passed 5 s with
    // two suites and a build beside them on two cores (a CI run failed so, all its assertions holding).
    testTimeout: 20_000,
    // A worker per core: vitest's default leaves one core to its main process (one worker on two cores), which
    // left a core idle once the type check and the linters beside it (tests/npm-test.mjs) had ended.
    maxWorkers: '100%',
    // Child processes (vitest's default), not worker threads: Node's BroadcastChannel reaches every thread of a
    // process, so one file's `Log ud` (src/stores/staff-storage.ts) ended another file's session (tried: 8 % less
    // CPU, one panel test failed).
    reporters: process.env.CI_REPORT_DIR
      ? ['default', ['json', { outputFile: `${process.env.CI_REPORT_DIR}/vitest.json` }]]
      : ['default'],
    projects: [
      // tests/unit: no build needed; what `npm run check:quick` runs (`vitest run --project 'unit*'`). The files that
      // need no module graph of their own share each worker's modules (`isolate: false`: 110 files, 45 s of CPU
      // isolated, 28 s shared); the rest (ownModules, 25 files) run isolated.
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: ownModules, isolate: false },
      },
      { extends: true, test: { name: 'unit-isolated', include: ownModules } },
      // tests/build: builds of the whole site, checked file by file; the run's shared build made first.
      {
        extends: true,
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          globalSetup: ['tests/build/shared-build.setup.ts'],
        },
      },
    ],
  },
});
