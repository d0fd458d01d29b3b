// @ts-check
/**
 * Which Chromium the end-to-end tests, the performance report and CI launch: the one CHROMIUM_PATH
 * names, else Debian's /usr/bin/chromium, else Playwright's own browser (where Playwright can
 * download it). Run as a script, it prints the path it found and fails when there is none, so
 * `.ci/run` knows whether to install Debian's Chromium.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The browser to pass as `executablePath`; undefined means Playwright's own. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let path = chromiumPath();
  if (!path) {
    // Playwright's own browser, if it has been downloaded (needs node_modules).
    const { chromium } = await import('@playwright/test').catch(() => ({ chromium: undefined }));
    const ownPath = chromium?.executablePath();
    if (ownPath && existsSync(ownPath)) path = ownPath;
  }
  if (path) console.log(path);
  process.exit(path ? 0 : 1);
}
