#!/usr/bin/env node
// Prints, for every built page, the gzip bytes of its HTML, its CSS and the JavaScript it loads:
// at once (scripts, module preloads, client:load/idle islands) and on demand (client:visible and
// client:intent islands, which load when seen or reached for), each with the modules they import
// statically. Dynamic imports (the voice SDK after pressing call) are listed separately.
// Then, for every animated illustration, its own JavaScript and its main-thread cost on screen
// (scripts/ci/perf-illustrations.mjs; skip with --bytes-only, or name some with --only=AgileBoard,...).
// A report, not a test. Builds first when dist/ is missing (or with --build).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { collect, gz, read } from './built-js.mjs';
import { reportIllustrations } from './perf-illustrations.mjs';

const dist = resolve('dist');
if (process.argv.includes('--build') || !existsSync(join(dist, 'index.html'))) {
  execSync('npx astro build', { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
}

const asset = (url) => join(dist, url.replace(/^\//, ''));
const sum = (paths) => [...paths].reduce((total, p) => total + gz(read(p)), 0);

const routeOf = (htmlPath) =>
  '/' +
  relative(dist, htmlPath)
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '');

function measure(htmlPath) {
  const html = read(htmlPath);
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(([, href]) => asset(href));
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) => body).join('');
  const inlineJs = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)]
    .map(([, body]) => body)
    .join('');

  const now = new Set();
  const later = new Set();
  const dynamic = new Set();
  const add = (url, target) => {
    const result = collect(asset(url));
    for (const p of result.seen) target.add(p);
    for (const p of result.dynamic) dynamic.add(p);
  };
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) add(src, now);
  for (const [, href] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) add(href, now);
  for (const [tag] of html.matchAll(/<astro-island[^>]*>/g)) {
    const client = tag.match(/client="([^"]+)"/)?.[1];
    const target = client === 'load' || client === 'idle' || client === 'only' ? now : later;
    for (const attr of ['component-url', 'renderer-url']) {
      const url = tag.match(new RegExp(`${attr}="([^"]+)"`))?.[1];
      if (url) add(url, target);
    }
  }
  for (const p of now) later.delete(p);
  for (const p of [...dynamic]) for (const imported of collect(p).seen) dynamic.add(imported);
  for (const p of [...now, ...later]) dynamic.delete(p);

  return {
    route: routeOf(htmlPath),
    html: gz(html),
    css: sum(css) + (inlineCss ? gz(inlineCss) : 0),
    jsNow: sum(now) + (inlineJs ? gz(inlineJs) : 0),
    jsLater: sum(later),
    jsDynamic: sum(dynamic),
  };
}

const pages = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith('.html')) pages.push(path);
  }
})(dist);

const rows = pages.map(measure).sort((a, b) => a.route.localeCompare(b.route));
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const cols = ['html', 'css', 'jsNow', 'jsLater', 'jsDynamic'];
const width = Math.max(...rows.map((r) => r.route.length), 10);
console.log(
  `${'route'.padEnd(width)}  ${'HTML'.padStart(7)}  ${'CSS'.padStart(7)}  ${'JS load'.padStart(7)}  ${'JS later'.padStart(8)}  ${'JS call'.padStart(7)}  ${'total'.padStart(7)}   (KB gzip)`,
);
for (const row of rows) {
  const total = row.html + row.css + row.jsNow + row.jsLater;
  console.log(
    `${row.route.padEnd(width)}  ${kb(row.html)}  ${kb(row.css)}  ${kb(row.jsNow)}  ${kb(row.jsLater).padStart(8)}  ${kb(row.jsDynamic)}  ${kb(total)}`,
  );
}
const totals = Object.fromEntries(cols.map((c) => [c, rows.reduce((t, r) => t + r[c], 0)]));
console.log('-'.repeat(width + 60));
console.log(
  `${`all ${rows.length} pages`.padEnd(width)}  ${kb(totals.html)}  ${kb(totals.css)}  ${kb(totals.jsNow)}  ${kb(totals.jsLater).padStart(8)}  ${kb(totals.jsDynamic)}  ${kb(totals.html + totals.css + totals.jsNow + totals.jsLater)}`,
);
console.log(
  '\nJS load: scripts, module preloads and client:load/idle islands with their imports (the runtime inline too).\n' +
    'JS later: client:settled, client:visible and client:intent islands (loaded after load, when seen or reached for).\n' +
    'JS call: modules those load only through dynamic import (e.g. the voice SDK after pressing call).\n' +
    'total: HTML + CSS + JS load + JS later. The self-hosted font files are not counted.',
);

if (!process.argv.includes('--bytes-only')) {
  const htmlPages = pages.map((path) => ({ route: routeOf(path), html: read(path) }));
  const only = process.argv
    .find((arg) => arg.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',');
  await reportIllustrations({ dist, pages: htmlPages, only });
}
