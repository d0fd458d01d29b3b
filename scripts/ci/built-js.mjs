// @ts-check
/**
 * What the built site's JavaScript weighs: a module and everything it imports, and the
 * illustration islands with their own modules. Shared by `npm run perf` (a report) and the build
 * test that holds each illustration to its budget.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** At most this much JavaScript of its own per illustration, gzip (docs/product.md#loading-and-performance-rules). */
export const ILLUSTRATION_OWN_JS_BUDGET = 6 * 1024;
/** At most this much JavaScript of its own for the written demo when the visitor reaches for it, gzip (8 KB until
 * the measured answer time and the text typed before hydration came in, docs/product.md#demo-chat). */
export const CHAT_OWN_JS_BUDGET = 8.5 * 1024;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The animated illustrations: every component in src/islands/animations. */
export const illustrationNames = new Set(
  readdirSync(join(root, 'src/islands/animations'))
    .filter((name) => name.endsWith('.tsx'))
    .map((name) => name.replace(/\.tsx$/, '')),
);

/** @param {string} text */
export const gz = (text) => gzipSync(text).length;

/** @type {Map<string, string>} */
const fileCache = new Map();
/** @param {string} path */
export const read = (path) => {
  if (!fileCache.has(path)) fileCache.set(path, readFileSync(path, 'utf8'));
  return /** @type {string} */ (fileCache.get(path));
};

/**
 * A module and everything it imports statically; dynamic imports are collected apart.
 * @param {string} path
 * @returns {{ seen: Set<string>, dynamic: Set<string> }}
 */
export function collect(path, seen = new Set(), dynamic = new Set()) {
  if (seen.has(path) || !existsSync(path)) return { seen, dynamic };
  seen.add(path);
  const code = read(path);
  for (const [, spec] of code.matchAll(/(?:from|import)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) {
    collect(resolve(dirname(path), spec), seen, dynamic);
  }
  for (const [, spec] of code.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)) {
    dynamic.add(resolve(dirname(path), spec));
  }
  return { seen, dynamic };
}

/**
 * Gzip bytes of an island's modules minus those of its renderer (React and the runtime every
 * island shares), each module compressed on its own, as it is sent.
 * @param {string} dist
 * @param {string} componentUrl
 * @param {string} rendererUrl
 */
export function ownJs(dist, componentUrl, rendererUrl) {
  const asset = (/** @type {string} */ url) => join(dist, url.replace(/^\//, ''));
  const shared = collect(asset(rendererUrl)).seen;
  return [...collect(asset(componentUrl)).seen]
    .filter((path) => !shared.has(path))
    .reduce((total, path) => total + gz(read(path)), 0);
}

/**
 * Every island of the given component names on every page: route, component name and its module URLs.
 * @param {{ route: string, html: string }[]} pages
 * @param {Set<string>} names
 */
export function findIslands(pages, names) {
  const found = [];
  for (const { route, html } of pages) {
    for (const [tag] of html.matchAll(/<astro-island[^>]*>/g)) {
      const name = tag.match(/&quot;name&quot;:&quot;([^&]+)&quot;/)?.[1];
      if (!name || !names.has(name)) continue;
      const attr = (/** @type {string} */ key) => tag.match(new RegExp(`${key}="([^"]+)"`))?.[1] ?? '';
      found.push({
        route,
        name,
        uid: attr('uid'),
        componentUrl: attr('component-url'),
        rendererUrl: attr('renderer-url'),
      });
    }
  }
  return found;
}

/** @param {{ route: string, html: string }[]} pages */
export const findIllustrations = (pages) => findIslands(pages, illustrationNames);
