/**
 * The run's one production build (tests/e2e/fixtures/shared-build.mjs) read as HTML, for the build tests that check
 * what a page states without a browser: a route's parsed page, its main, its text as a reader meets it, and the
 * headings, links and texts the HTML itself shows (not hidden by a `hidden` attribute or class, `sr-only`, a
 * `<template>` or `<noscript>`), as a browser's `toBeVisible()` would find them before any layout.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error jsdom (a dev dependency, the unit tests' DOM) ships no types; parse() types what it gives.
import { JSDOM } from 'jsdom';
import { E2E_OUT_DIR } from '../e2e/fixtures/test-env';

/** The built file a route is served from (`build.format: 'file'`). */
const builtFile = (route: string) => join(E2E_OUT_DIR, route === '/' ? 'index.html' : `${route.slice(1)}.html`);

const pages = new Map<string, Document>();

/** A route's built page, parsed once, when a test first reads it. */
export const builtPage = (route: string): Document => {
  if (!pages.has(route))
    pages.set(route, new JSDOM(readFileSync(builtFile(route), 'utf8')).window.document as Document);
  return pages.get(route)!;
};

export const mainOf = (route: string): Element => builtPage(route).querySelector('main')!;

/** Text as a reader meets it: one space for any run of white space, no soft hyphens (break hints only). */
export const plain = (text: string | null | undefined) =>
  (text ?? '')
    .replaceAll('\u00ad', '')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();

/**
 * The text a reader can meet in `element`: without scripts, styles, templates, what the HTML hides and the
 * elements `leaveOut` names (pages.test.ts: a ledger's sum, no figure of its own).
 */
export const readableText = (element: Element, leaveOut: (element: Element) => boolean = () => false): string =>
  [...element.childNodes]
    .map((node) =>
      node.nodeType === 3
        ? (node.textContent ?? '')
        : node.nodeType === 1 &&
            !['SCRIPT', 'STYLE', 'TEMPLATE'].includes((node as Element).tagName) &&
            !(node as Element).hasAttribute('hidden') &&
            !leaveOut(node as Element)
          ? ` ${readableText(node as Element, leaveOut)} `
          : '',
    )
    .join('');

/** A class list that sets `display: none` at some width leaves the element shown at another (`hidden lg:flex`). */
const shownAtSomeWidth = (element: Element) =>
  [...element.classList].some((name) =>
    /:(block|flex|inline-flex|inline-block|inline|grid|contents|table)$/.test(name),
  );

/**
 * Whether the HTML alone hides `element` or an ancestor from a sighted reader. A browser with JavaScript on hides
 * what `<noscript>` holds; one without shows it.
 */
export const hiddenByHtml = (element: Element, { javaScript = true } = {}): boolean => {
  const hiding = ['SCRIPT', 'STYLE', 'TEMPLATE', ...(javaScript ? ['NOSCRIPT'] : [])];
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (hiding.includes(node.tagName) || node.hasAttribute('hidden')) return true;
    if (node.classList.contains('sr-only')) return true;
    if (node.classList.contains('hidden') && !shownAtSomeWidth(node)) return true;
  }
  return false;
};

/** Whether assistive technology meets `element`: not hidden by the HTML for everyone, nor `aria-hidden`. */
const inAccessibilityTree = (element: Element): boolean => {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(node.tagName) || node.hasAttribute('hidden')) return false;
    if (node.getAttribute('aria-hidden') === 'true') return false;
    if (node.classList.contains('hidden') && !shownAtSomeWidth(node)) return false;
  }
  return true;
};

/** The text a sighted reader meets in `element`: `readableText` without what `hiddenByHtml` hides. */
export const shownText = (element: Element): string => readableText(element, hiddenByHtml);

/** An element's accessible name as the HTML gives it: its label, else its text. */
export const nameOf = (element: Element) => plain(element.getAttribute('aria-label') ?? element.textContent);

/** As Playwright matches a name: a string in full (`exact`) or as a part, any case; a pattern anywhere. */
const matches = (name: string, wanted: string | RegExp, exact: boolean) =>
  typeof wanted === 'string'
    ? exact
      ? name === plain(wanted)
      : name.toLowerCase().includes(plain(wanted).toLowerCase())
    : wanted.test(name);

/** The headings in `root` that assistive technology meets, by name and level. */
export const headingsIn = (
  root: Element,
  { name, level, exact = false }: { name?: string | RegExp; level?: number; exact?: boolean } = {},
): Element[] =>
  [...root.querySelectorAll(level ? `h${level}` : 'h1, h2, h3, h4, h5, h6')].filter(
    (heading) => inAccessibilityTree(heading) && (name === undefined || matches(nameOf(heading), name, exact)),
  );

/** The links in `root` that assistive technology meets, by name. */
export const linksIn = (root: Element, name?: string | RegExp, exact = false): Element[] =>
  [...root.querySelectorAll('a[href]')].filter(
    (link) => inAccessibilityTree(link) && (name === undefined || matches(nameOf(link), name, exact)),
  );

/** The innermost elements in `root` whose whole text is `text` (as Playwright's exact `getByText` finds them). */
export const elementsWithText = (root: Element, text: string): Element[] =>
  [...root.querySelectorAll('*')].filter(
    (element) =>
      plain(element.textContent) === plain(text) &&
      ![...element.children].some((child) => plain(child.textContent) === plain(text)),
  );

/** The elements of `root` that match `selector` and hold what `inner` finds (Playwright's `filter({ has })`). */
export const having = (root: Element, selector: string, inner: (element: Element) => Element[]): Element[] =>
  [...root.querySelectorAll(selector)].filter((element) => inner(element).length > 0);

/** The outermost sections of main: the page's full-width blocks, the hero first. */
export const topLevelSections = (main: Element): Element[] =>
  [...main.querySelectorAll('section')].filter((section) => !section.parentElement?.closest('main section'));
