// @ts-check
/**
 * How many of the words a visitor reads come from content/: `npm run content:share [-- <site folder>]`, by default
 * dist/, prints a table per page and per page family; `--json` prints the numbers as JSON instead, and
 * `--explain /about` prints that page's words with the runs from content in [[ ]].
 *
 * What a page's words are: the text of `<title>` and the text of `<body>`, as the HTML holds it. Left out: the
 * contents of `<script>`, `<style>`, `<template>` (Astro's copies of island slots), `<noscript>`, SVG `<title>`
 * and `<desc>`, and of elements with the `hidden` attribute. Kept: text that CSS hides at one width only (the
 * desktop and the mobile menu), `sr-only` text and text under `aria-hidden` (drawings' words are seen). Not
 * counted: attributes (`alt`, `aria-label`, `title`) and `<meta>` descriptions.
 *
 * What content's words are: every string value of the YAML files under content/, and of the frontmatter of its
 * Markdown/MDX files, and the strings of their bodies: prose, and the quoted strings in JSX props (imports,
 * tags and `{…}` expressions left out). README.md files are notes to developers, not entries.
 *
 * A word is a run of letters or digits (Unicode, so æ, ø, å and é too), lower-cased; soft hyphens and
 * zero-width characters are dropped first. A page word counts as from content when it lies in a run of at
 * least 3 consecutive page words (the title and the body are separate runs) that occurs contiguously in one
 * content string, at least 2 of them matched word for word: a placeholder in braces (`{firma}`) matches any
 * 1–3 words at its spot, inside the run (or at its edge where the placeholder starts or ends the string). A text of one or two words (a button, a menu item) counts when the whole text node,
 * or the whole text of its element, equals a whole content string.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
// @ts-expect-error jsdom (a dev dependency, the unit tests' DOM) ships no types; pageText() types what it uses.
import { JSDOM } from 'jsdom';
import { parse } from 'yaml';

/** At least this many consecutive page words make a run, and at least MIN_LITERAL of them match as written. */
export const MIN_RUN = 3;
const MIN_LITERAL = 2;
/** How many page words a placeholder stands for. */
const PLACEHOLDER_WORDS = [1, 2, 3];
const PLACEHOLDER = /^\{[^{}\s]+\}$/u;

/**
 * The words of a text, lower-cased.
 * @param {string} text
 * @returns {string[]}
 */
export function words(text) {
  const plain = text.normalize('NFC').replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/gu, '');
  return (plain.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).map((word) => word.toLowerCase());
}

/**
 * A content string as a pattern: its words, a placeholder (`{firma}`) kept as one `{}` token.
 * @param {string} text
 * @returns {string[]}
 */
export function pattern(text) {
  return text.split(/(\{[^{}\s]+\})/u).flatMap((part) => (PLACEHOLDER.test(part) ? ['{}'] : words(part)));
}

/** @param {unknown} value @returns {string[]} */
function stringsIn(value) {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object' && !(value instanceof Date)) return Object.values(value).flatMap(stringsIn);
  return [];
}

/**
 * The strings of an MDX or Markdown body: the quoted strings in its JSX, then its prose, paragraph by paragraph,
 * without imports, exports, tags, `{…}` expressions and link targets.
 * @param {string} body
 * @returns {string[]}
 */
export function bodyStrings(body) {
  const code = body.replace(/^(import|export)\s[^\n]*$/gmu, '');
  /** @type {string[]} */
  const quoted = [];
  const quote = /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`([^`]*)`/gu;
  /** @param {string} jsx */
  const collect = (jsx) => {
    for (const match of jsx.matchAll(quote)) quoted.push(match[1] ?? match[2] ?? match[3] ?? '');
    return ' \n\n ';
  };
  let prose = code;
  // Innermost `{…}` first, so an expression holding a tag or another expression goes whole.
  for (let before = ''; before !== prose;) {
    before = prose;
    prose = prose.replace(/\{[^{}]*\}/gu, collect);
  }
  prose = prose.replace(/<\/?[A-Za-z][^<>]*>/gu, collect).replace(/\]\([^)]*\)/gu, ' ');
  const paragraphs = prose.split(/\n\s*\n/u).map((paragraph) => paragraph.replace(/\s+/gu, ' ').trim());
  return [...quoted, ...paragraphs].filter((text) => words(text).length > 0);
}

/** @param {string} folder @returns {string[]} */
function filesUnder(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Every string a visitor could read from content/ (see the head of this file).
 * @param {string} folder the content folder
 * @returns {string[]}
 */
export function contentStrings(folder) {
  return filesUnder(folder).flatMap((path) => {
    const name = path.slice(path.lastIndexOf(sep) + 1);
    const text = readFileSync(path, 'utf8');
    if (/\.ya?ml$/u.test(name)) return stringsIn(parse(text));
    if (!/\.mdx?$/u.test(name) || name === 'README.md') return [];
    const front = /^---\n([\s\S]*?)\n---\n?/u.exec(text);
    return [
      ...stringsIn(front ? parse(front[1] ?? '') : {}),
      ...bodyStrings(front ? text.slice(front[0].length) : text),
    ];
  });
}

/**
 * The content strings, indexed for matching.
 * @typedef {{ patterns: string[][], at: Map<string, [number, number][]>, whole: Set<string> }} ContentIndex
 * @param {string[]} strings
 * @returns {ContentIndex}
 */
export function indexContent(strings) {
  const patterns = strings.map(pattern).filter((tokens) => tokens.length > 0);
  /** @type {Map<string, [number, number][]>} */
  const at = new Map();
  patterns.forEach((tokens, s) =>
    tokens.forEach((token, p) => {
      if (token === '{}') return;
      const list = at.get(token);
      if (list) list.push([s, p]);
      else at.set(token, [[s, p]]);
    }),
  );
  const whole = new Set(patterns.filter((tokens) => !tokens.includes('{}')).map((tokens) => tokens.join(' ')));
  return { patterns, at, whole };
}

/**
 * The longest match of `page` from `i` on against `tokens` from `p` on, stepping by `step` (1 forward, -1
 * backward): how many page words, and how many of them matched a word as written. A placeholder's words join
 * the match only where content follows them in the run, or where the placeholder ends the content string.
 * @param {string[]} page @param {number} i @param {string[]} tokens @param {number} p @param {1 | -1} step
 * @returns {{ length: number, literal: number }}
 */
function extend(page, i, tokens, p, step) {
  const token = tokens[p];
  if (token === undefined || page[i] === undefined) return { length: 0, literal: 0 };
  if (token !== '{}') {
    if (token !== page[i]) return { length: 0, literal: 0 };
    const rest = extend(page, i + step, tokens, p + step, step);
    return { length: rest.length + 1, literal: rest.literal + 1 };
  }
  let best = { length: 0, literal: 0 };
  const endsString = tokens[p + step] === undefined;
  for (const width of PLACEHOLDER_WORDS) {
    if (page[i + step * (width - 1)] === undefined) break;
    const rest = extend(page, i + step * width, tokens, p + step, step);
    if ((rest.length > 0 || endsString) && width + rest.length > best.length)
      best = { length: width + rest.length, literal: rest.literal };
  }
  return best;
}

/**
 * Which words of a run of page words (one stream: the title, or the body) lie in a run from content.
 * @param {string[]} page
 * @param {ContentIndex} index
 * @returns {boolean[]}
 */
export function coveredWords(page, index) {
  const covered = page.map(() => false);
  page.forEach((word, i) => {
    for (const [s, p] of index.at.get(word) ?? []) {
      const tokens = /** @type {string[]} */ (index.patterns[s]);
      const forward = extend(page, i, tokens, p, 1);
      const backward = extend(page, i - 1, tokens, p - 1, -1);
      const length = forward.length + backward.length;
      if (length < MIN_RUN || forward.literal + backward.literal < MIN_LITERAL) continue;
      for (let j = i - backward.length; j < i + forward.length; j += 1) covered[j] = true;
    }
  });
  return covered;
}

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);
const SKIPPED_SVG = new Set(['title', 'desc']);

/**
 * A page's readable text: the title, and the body's text nodes in document order, each with the whole text of
 * the element it stands in.
 * @param {string} html
 * @returns {{ title: string, nodes: { text: string, element: string }[] }}
 */
export function pageText(html) {
  const { document, Node } = /** @type {{ window: Window & typeof globalThis }} */ (new JSDOM(html)).window;
  /** @type {{ text: string, parent: Element }[]} */
  const nodes = [];
  /** @type {Map<Element, string>} */
  const elementText = new Map();
  /** @param {Element} element @returns {string} */
  const visibleText = (element) => {
    let text = '';
    for (const child of element.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        nodes.push({ text: child.textContent ?? '', parent: element });
        text += child.textContent ?? '';
      } else if (child.nodeType === Node.ELEMENT_NODE) {
        const el = /** @type {Element} */ (child);
        if (SKIPPED.has(el.tagName) || SKIPPED_SVG.has(el.tagName) || el.hasAttribute('hidden')) continue;
        text += visibleText(el);
      }
    }
    elementText.set(element, text);
    return text;
  };
  visibleText(document.body);
  return {
    title: document.title,
    nodes: nodes.map(({ text, parent }) => ({ text, element: elementText.get(parent) ?? '' })),
  };
}

/**
 * A page measured: its words and how many come from content.
 * @param {string} html
 * @param {ContentIndex} index
 * @returns {{ words: number, fromContent: number, marked: string }}
 */
export function measurePage(html, index) {
  const { title, nodes } = pageText(html);
  const titleWords = words(title);
  /** @type {string[]} */
  const body = [];
  /** @type {boolean[]} */
  const wholeText = [];
  for (const node of nodes) {
    const own = words(node.text);
    const isWhole = (/** @type {string[]} */ tokens) =>
      tokens.length > 0 && tokens.length < MIN_RUN && index.whole.has(tokens.join(' '));
    const counts = isWhole(own) || isWhole(words(node.element));
    for (const word of own) {
      body.push(word);
      wholeText.push(counts);
    }
  }
  const titleCovered = coveredWords(titleWords, index);
  const bodyCovered = coveredWords(body, index).map((covered, i) => covered || Boolean(wholeText[i]));
  const all = [...titleWords, ...body];
  const covered = [...titleCovered, ...bodyCovered];
  // The page's words with the runs from content in [[ ]], for --explain; the title ends at `|`.
  const marked = all
    .map(
      (word, i) => `${covered[i] && !covered[i - 1] ? '[[ ' : ''}${word}${covered[i] && !covered[i + 1] ? ' ]]' : ''}`,
    )
    .map((word, i) => (i === titleWords.length - 1 ? `${word} |` : word))
    .join(' ');
  return { words: all.length, fromContent: covered.filter(Boolean).length, marked };
}

/**
 * The family a built page belongs to (the groups); a service page's by its entry's `template`.
 * @param {string} route e.g. `/services/erp`
 * @param {(slug: string) => string | undefined} templateOf
 */
export function familyOf(route, templateOf) {
  const named = { '/': 'home', '/about': 'about', '/tillid': 'tillid', '/privatliv': 'privatliv' };
  if (route in named) return named[/** @type {keyof typeof named} */ (route)];
  if (['/booking', '/demo', '/staff', '/404'].includes(route)) return route.slice(1);
  if (route === '/services/kunstig-intelligens') return 'ai-page';
  const slug = /^\/services\/([^/]+)$/u.exec(route)?.[1];
  if (slug) return templateOf(slug) === 'bespoke' ? 'services-bespoke' : 'services-generic';
  return 'other';
}

/** @param {string} folder @param {string} slug */
function serviceTemplate(folder, slug) {
  const path = join(folder, 'services', `${slug}.md`);
  if (!existsSync(path)) return undefined;
  return /^template:\s*(\S+)/mu.exec(readFileSync(path, 'utf8'))?.[1];
}

/**
 * Measures every HTML page of a built site.
 * @param {string} site the built site's folder
 * @param {string} content the content folder
 */
export function measureSite(site, content) {
  const index = indexContent(contentStrings(content));
  const pages = filesUnder(site)
    .filter((path) => path.endsWith('.html'))
    .map((path) => {
      const route = `/${relative(site, path).split(sep).join('/')}`.replace(/\.html$/u, '').replace(/^\/index$/u, '/');
      const measured = measurePage(readFileSync(path, 'utf8'), index);
      return {
        route,
        family: familyOf(route, (slug) => serviceTemplate(content, slug)),
        words: measured.words,
        fromContent: measured.fromContent,
        marked: measured.marked,
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  /** @param {typeof pages} group */
  const sum = (group) => {
    const total = group.reduce((n, page) => n + page.words, 0);
    const fromContent = group.reduce((n, page) => n + page.fromContent, 0);
    return { pages: group.length, words: total, fromContent, share: total ? fromContent / total : 0 };
  };
  const familyNames = [...new Set(pages.map((page) => page.family))];
  const families = Object.fromEntries(familyNames.map((name) => [name, sum(pages.filter((p) => p.family === name))]));
  const services = sum(pages.filter((page) => page.route.startsWith('/services/')));
  return {
    pages: pages.map(({ marked: _, ...page }) => ({ ...page, share: page.words ? page.fromContent / page.words : 0 })),
    marked: Object.fromEntries(pages.map((page) => [page.route, page.marked])),
    families,
    services,
    total: sum(pages),
  };
}

/** @param {number} share */
const percent = (share) => `${(share * 100).toFixed(1).replace('.', ',')} %`;

/** @param {string[][]} rows */
function table(rows) {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
        .join('  '),
    )
    .join('\n');
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      content: { type: 'string', default: 'content' },
      explain: { type: 'string' },
    },
  });
  const site = resolve(positionals[0] ?? 'dist');
  if (!existsSync(site)) throw new Error(`${site} does not exist: build the site first (npm run build).`);
  const result = measureSite(site, resolve(values.content));
  if (values.explain !== undefined) {
    const marked = result.marked[values.explain];
    if (marked === undefined) throw new Error(`No page ${values.explain} in ${site} (try /, /about, /services/erp).`);
    console.log(marked);
    return;
  }
  const { marked: _, ...numbers } = result;
  if (values.json) {
    console.log(JSON.stringify(numbers, null, 2));
    return;
  }
  const header = ['', 'words', 'from content', 'share'];
  /** @param {{ words: number, fromContent: number, share: number }} row */
  const cells = (row) => [String(row.words), String(row.fromContent), percent(row.share)];
  console.log(table([['page', ...header.slice(1)], ...result.pages.map((page) => [page.route, ...cells(page)])]));
  console.log();
  const familyRows = Object.entries(result.families)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, family]) => [`${name} (${family.pages})`, ...cells(family)]);
  console.log(
    table([
      ['family (pages)', ...header.slice(1)],
      ...familyRows,
      [`all services (${result.services.pages})`, ...cells(result.services)],
      [`total (${result.total.pages})`, ...cells(result.total)],
    ]),
  );
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (runDirectly) main();
