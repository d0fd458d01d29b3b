// @ts-check
/**
 * Which Chromium the tests, the performance reports and CI launch.
 *
 * - `chromiumPath()`: the whole browser, for what measures a visitor's browser (`npm run perf`, the
 *   illustrations' main-thread budget): the one CHROMIUM_PATH names, else Debian's /usr/bin/chromium, else
 *   Playwright's own browser (where Playwright can download it).
 * - `testBrowserPath()`: the end-to-end and build tests' browser: the one CHROMIUM_PATH names, else Debian's
 *   chromium-headless-shell, else the whole browser. The headless shell is the same Blink without the
 *   browser's window layer, and what Playwright itself runs headless tests in; on this suite it cost a third of
 *   the whole browser's CPU (64 page loads: 3.9 s against 11.7 s in the renderers), and the browser suite ran
 *   in 178 s against 361 s (docs/architecture.md#tests).
 *
 * Run as a script, it prints the test browser's path and fails when there is none, so `.ci/run` knows whether
 * to install Debian's packages; `--whole` prints the whole browser's.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The whole browser to pass as `executablePath`; undefined means Playwright's own. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);
}

/** The tests' browser to pass as `executablePath`; undefined means Playwright's own. */
export function testBrowserPath() {
  return process.env.CHROMIUM_PATH || (existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : chromiumPath());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const whole = process.argv.includes('--whole');
  let path = whole ? chromiumPath() : testBrowserPath();
  if (!path) {
    // Playwright's own browser, if it has been downloaded (needs node_modules).
    const { chromium } = await import('@playwright/test').catch(() => ({ chromium: undefined }));
    const ownPath = chromium?.executablePath();
    if (ownPath && existsSync(ownPath)) path = ownPath;
  }
  if (path) console.log(path);
  process.exit(path ? 0 : 1);
}
