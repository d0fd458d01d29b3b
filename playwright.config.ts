import { defineConfig, devices } from '@playwright/test';
import { testBrowserPath } from './scripts/ci/chromium-path.mjs';
import { browsersAtOnce } from './tests/e2e/fixtures/run-env';
import { buildEnv, E2E_BASE_URL, E2E_PORT, E2E_RUN_DIR } from './tests/e2e/fixtures/test-env';

const reportDir = process.env.CI_REPORT_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  // Screenshots, traces and .last-run.json: in this run's folder, not in one test-results/ for all runs.
  outputDir: `${E2E_RUN_DIR}/test-results`,
  globalSetup: './tests/e2e/fixtures/clear-ended-runs.ts',
  forbidOnly: !!process.env.CI,
  fullyParallel: true,
  // Chosen as the suite starts (fixtures/run-env.ts): four browsers on a quiet machine, shared among the runs side
  // by side, two beside other work; E2E_WORKERS sets it by hand.
  workers: await browsersAtOnce(),
  retries: 0,
  // Two suites side by side share the two cores (each run has its own ports and folder): tests of
  // 8-20 s alone then took 25-35 s, past the 30 s Playwright gives by default.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: reportDir ? [['list'], ['json', { outputFile: `${reportDir}/playwright.json` }]] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: testBrowserPath(),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--use-fake-ui-for-media-stream',
            '--use-fake-device-for-media-stream',
          ],
        },
      },
    },
  ],
  webServer: {
    // This run's build with the test environment (made once per run folder: the build tests of the same
    // `npm test` may have made it), served exactly as a static host would.
    command: `node tests/e2e/fixtures/build-and-serve.mjs ${JSON.stringify(E2E_RUN_DIR)} ${E2E_PORT}`,
    url: E2E_BASE_URL,
    env: { ...buildEnv, SHARED_BUILD_ENV: JSON.stringify(buildEnv) },
    timeout: 180_000,
    // Always this run's own build: a server already on the port (another run's, an old build) would
    // be tested silently. Each run takes a free port of its own; E2E_PORT sets one by hand.
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
