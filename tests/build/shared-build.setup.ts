/**
 * The build project's global setup: makes the run's one production build (tests/e2e/fixtures/shared-build.mjs)
 * before any build test reads it. Under `npm test` (tests/npm-test.mjs) the browser suite then serves the same
 * build; run alone, the build lands in a run folder of its own, which a later run removes once this one has
 * ended (clear-ended-runs.ts).
 */
import clearEndedRuns from '../e2e/fixtures/clear-ended-runs';
import { ensureSharedBuild } from '../e2e/fixtures/shared-build.mjs';
import { buildEnv, E2E_RUN_DIR } from '../e2e/fixtures/test-env';

export default async function sharedBuild() {
  clearEndedRuns();
  await ensureSharedBuild(E2E_RUN_DIR, buildEnv);
}
