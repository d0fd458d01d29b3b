// For every animated illustration in the built site: its own JavaScript (gzip, beyond the React
// runtime every island shares) and the main-thread time it costs while on screen, read from a
// Chrome trace over a few seconds after it has started.
// A report, not a test: the figures depend on the machine.
import { chromium } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { findIllustrations, ownJs } from './built-js.mjs';
import { chromiumPath } from './chromium-path.mjs';

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** Serves dist/ the way a static host does (`/about` is `about.html`), on a free port. */
function serve(dist) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    const candidates = path.endsWith('/') ? [`${path}index.html`] : [path, `${path}.html`];
    const file = candidates.map((c) => join(dist, c)).find((f) => f.startsWith(dist) && existsSync(f) && extname(f));
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

const warmUpSeconds = 5;
/** The window is cut into slices of this length to show the dearest part of a long cycle. */
const sliceSeconds = 5;

/**
 * Main-thread task time in a Chrome trace of the `toplevel` category, in ms: wall-clock and on-CPU
 * (the thread's own time), in all and per `bucketMs` slice from the first task (a task counts in the
 * slice it starts in). Only the scheduler's top-level tasks on the renderer's main thread are summed; the
 * DevTools timeline categories would add their own cost to every task they record.
 */
function mainThreadTime(trace, bucketMs) {
  const events = JSON.parse(trace).traceEvents;
  const mainThreads = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events
    .filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.ts - b.ts);
  let wall = 0;
  let cpu = 0;
  let end = 0;
  const buckets = [];
  const startUs = tasks[0]?.ts ?? 0;
  for (const task of tasks) {
    if (task.ts < end) continue; // nested in the task before
    end = task.ts + task.dur;
    wall += task.dur;
    cpu += task.tdur ?? task.dur;
    const bucket = Math.max(0, Math.floor((task.ts - startUs) / 1000 / bucketMs));
    buckets[bucket] = (buckets[bucket] ?? 0) + (task.tdur ?? task.dur);
  }
  return { wall: wall / 1000, cpu: cpu / 1000, buckets: [...buckets].map((us = 0) => us / 1000) };
}

/**
 * Main-thread ms per second while the island is on screen and running, at a desktop width: the
 * mean over the window, and the dearest `sliceSeconds` slice of it (an illustration whose cycle is
 * longer than a slice is dearer in some parts of it). On a busy machine the wall-clock figure
 * counts time the thread waited for a core; the CPU figure does not.
 */
async function mainThreadCost(browser, origin, { route, uid }, seconds) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(origin + route, { waitUntil: 'load' });
  if (uid) {
    const island = `astro-island[uid="${uid}"]`;
    // The island itself is `display: contents`: scroll its first element into view.
    await page
      .locator(`${island} > *`)
      .first()
      .evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.locator(`${island}:not([ssr])`).waitFor({ state: 'attached', timeout: 15_000 });
  }
  // Measure the steady state: let hydration, the scroll and a first round of the animation (whose
  // code runs cold the first time) pass before the window opens.
  await page.waitForTimeout(warmUpSeconds * 1000);
  await browser.startTracing(page, { categories: ['toplevel'] });
  await page.waitForTimeout(seconds * 1000);
  const trace = await browser.stopTracing();
  await page.close();
  const { wall, cpu, buckets } = mainThreadTime(trace, sliceSeconds * 1000);
  const slices = buckets.slice(0, Math.floor(seconds / sliceSeconds));
  return { wall: wall / seconds, cpu: cpu / seconds, maxSlice: Math.max(0, ...slices) / sliceSeconds };
}

export async function reportIllustrations({ dist, pages, only, seconds = 20 }) {
  const illustrations = findIllustrations(pages).filter(({ name }) => !only || only.includes(name));
  const server = await serve(dist);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  console.log(
    `\n${'illustration'.padEnd(22)} ${'route'.padEnd(32)} ${'own JS KB'.padStart(9)} ${'CPU ms/s'.padStart(9)} ${'dearest 5 s'.padStart(11)} ${'wall ms/s'.padStart(9)}`,
  );
  try {
    const row = (name, route, ownBytes, { cpu, maxSlice, wall }) =>
      console.log(
        `${name.padEnd(22)} ${route.padEnd(32)} ${(ownBytes / 1024).toFixed(1).padStart(9)} ${cpu.toFixed(1).padStart(9)} ${maxSlice.toFixed(1).padStart(11)} ${wall.toFixed(1).padStart(9)}`,
      );
    // What the machine charges a page that does nothing, to read the rest against.
    row('(none: a static page)', '/about', 0, await mainThreadCost(browser, origin, { route: '/about' }, seconds));
    for (const illustration of illustrations) {
      const cost = await mainThreadCost(browser, origin, illustration, seconds);
      row(
        illustration.name,
        illustration.route,
        ownJs(dist, illustration.componentUrl, illustration.rendererUrl),
        cost,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(
    `\nown JS: the island's modules minus the React runtime every island shares (gzip).\n` +
      `ms/s: the renderer's main-thread task time per second while the illustration is on screen at 1280 px,\n` +
      `from a Chrome trace over ${seconds} s, ${warmUpSeconds} s after it has hydrated and started (mean, and the dearest\n` +
      `${sliceSeconds} s slice of it, as an illustration's cycle can be longer than a slice): the sum of the\n` +
      `top-level tasks (ThreadControllerImpl::RunTask) on CrRendererMain, traced with only the light \`toplevel\`\n` +
      `category (the DevTools timeline categories inflate every task). CPU counts the thread's own time; wall\n` +
      `also counts waits for a busy core, so on a loaded machine trust CPU.`,
  );
}
