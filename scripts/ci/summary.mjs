#!/usr/bin/env node
// Sums the JSON reports of vitest and Playwright into the one closing line CI reads:
// `N passed, N failed`. A failing step that wrote no report (type-check, lint, a crashed
// runner) counts as one failure, so a red run can never print "0 failed".
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [reportDir = 'reports', exitCode = '0'] = process.argv.slice(2);
const readJson = (name) => {
  const path = join(reportDir, name);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
};

let passed = 0;
let failed = 0;

const vitest = readJson('vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  console.log(`unit: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed`);
}

const playwright = readJson('playwright.json');
if (playwright) {
  const { expected = 0, unexpected = 0, flaky = 0 } = playwright.stats ?? {};
  passed += expected + flaky;
  failed += unexpected;
  console.log(`e2e: ${expected + flaky} passed, ${unexpected} failed`);
}

if (Number(exitCode) !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
