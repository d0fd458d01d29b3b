/**
 * What every built page says in its HTML, read once from the run's one production build (the browser suite
 * serves the same files; tests/e2e/fixtures/shared-build.mjs): the route list against the sitemap, each page's
 * language, h1, title and description, its links, its bands, each marketing figure once, the head, the
 * structured data, the footer's closing band, the CSP and the headers file. None of these needs a layout, so
 * no browser loads a page for them; what needs one (fit at phone widths, heights, axe, contrast) stays in
 * tests/e2e/site.spec.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error jsdom (a dev dependency, the unit tests' DOM) ships no types; parse() types what it gives.
import { JSDOM } from 'jsdom';
import * as figures from '../../src/config/figures';
import { formatKr, formatKrRange } from '../../src/lib/format';
import { builtPages } from '../unit/fixtures/html-validation';
import { readableText } from './built-html';
import { calculatorTexts, chromeCopy as chrome, pageEntry } from '../unit/fixtures/page-entries';
import { allRoutes } from '../e2e/fixtures/routes';
import { E2E_OUT_DIR, STAFF_API_URL, WEBHOOK_URL } from '../e2e/fixtures/test-env';

const out = E2E_OUT_DIR;
const siteOrigin = 'https://www.fynbo-ai.dk';

/** The built file a route is served from (`build.format: 'file'`); the 404 page answers unknown paths. */
const fileOf = (route: string) => join(out, route === '/' ? 'index.html' : `${route.slice(1)}.html`);

const parse = (file: string): Document => new JSDOM(readFileSync(file, 'utf8')).window.document as Document;

beforeAll(() => {
  expect(existsSync(out), `the shared build at ${out}`).toBe(true);
});

/** A route's page, parsed once, when a test first reads it (parsing all in one hook outlasts its time-out on a busy machine). */
const pages = new Map<string, Document>();
const page = (route: string) => {
  if (!pages.has(route)) pages.set(route, parse(route === '/findes-ikke' ? join(out, '404.html') : fileOf(route)));
  return pages.get(route)!;
};

/** The sources of each directive in a page's CSP <meta> tag. */
function cspOf(html: string): Map<string, string[]> {
  const content = html.match(/<meta http-equiv="content-security-policy" content="([^"]*)"/)?.[1] ?? '';
  return new Map(
    content
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The locations of a sitemap file. */
const locations = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);

it('the route list holds every page of the built sitemap, and /staff besides', () => {
  const listed = locations(readFileSync(join(out, 'sitemap-index.xml'), 'utf8')).flatMap((sitemap) =>
    locations(readFileSync(join(out, sitemap), 'utf8')),
  );
  expect(listed.length).toBeGreaterThan(0);
  // /staff is built but kept out of the sitemap (noindex).
  expect([...listed, '/staff'].sort()).toEqual([...allRoutes].sort());
});

/** The page's full-width blocks top to bottom: the outermost sections of main, then the footer. */
const bandTones = (document: Document) =>
  [
    ...[...document.querySelectorAll('main section')].filter((section) => !section.parentElement?.closest('section')),
    ...document.querySelectorAll('body > footer'),
  ].map((block) => ({
    dark: block.getAttribute('data-band') === 'dark',
    label: block.querySelector('h1, h2')?.textContent?.trim() ?? block.tagName,
  }));

describe('every route', () => {
  for (const route of allRoutes) {
    it(`${route} is in Danish with one h1, a title and a description, links only to routes and never sets two dark bands in a row`, () => {
      const document = page(route);
      expect(document.documentElement.getAttribute('lang')).toBe('da');
      expect(document.querySelectorAll('h1')).toHaveLength(1);
      expect(document.title).not.toBe('');
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/\S/);
      const links = [...document.querySelectorAll('a[href^="/"]')].map(
        (link) => new URL(link.getAttribute('href')!, siteOrigin).pathname,
      );
      for (const path of links) expect(allRoutes, `link to ${path}`).toContain(path);

      const bands = bandTones(document);
      expect(bands.filter((band) => band.dark).length, route).toBeGreaterThan(0);
      const pairs = bands
        .slice(1)
        .flatMap((band, i) => (band.dark && bands[i]!.dark ? [`${bands[i]!.label} → ${band.label}`] : []));
      expect(pairs, route).toEqual([]);
    });
  }

  it('no page names a script file in its HTML, and every island waits for the load event or the visitor', () => {
    // What the browser then fetches, at 1280 and 390 px: tests/e2e/site.spec.ts (expectNoScriptBeforeLoad).
    for (const route of allRoutes) {
      const document = page(route);
      expect(
        [...document.querySelectorAll('script[src], link[rel="modulepreload"], link[as="script"]')].map(
          (element) => element.outerHTML,
        ),
        route,
      ).toEqual([]);
      const directives = [...document.querySelectorAll('astro-island')].map((island) => island.getAttribute('client'));
      expect(
        directives.filter((directive) => directive !== 'settled' && directive !== 'intent'),
        `${route}: islands that hydrate before load`,
      ).toEqual([]);
    }
  });

  it('titles and descriptions are unique', () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of allRoutes) {
      const html = readFileSync(fileOf(route), 'utf8');
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
      expect(title, `${route}: title`).toMatch(/\S/);
      expect(description, `${route}: description`).toMatch(/\S/);
      titles.add(title!);
      descriptions.add(description!);
    }
    expect(titles.size).toBe(allRoutes.length);
    expect(descriptions.size).toBe(allRoutes.length);
  });
});

it('the 404 page is in Danish with its heading and a link home', () => {
  const document = page('/findes-ikke');
  const notFound = pageEntry('not-found');
  expect(document.documentElement.getAttribute('lang')).toBe('da');
  expect([...document.querySelectorAll('h1')].map((h1) => h1.textContent?.trim())).toEqual([notFound.title]);
  const home = [...document.querySelectorAll('main a')].filter((link) => link.textContent?.trim() === notFound.home);
  expect(home.map((link) => link.getAttribute('href'))).toContain('/');
});

it('the head carries canonical, Open Graph, favicon and sitemap links', () => {
  const document = page('/about');
  const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name);
  expect(attribute('link[rel="canonical"]', 'href')).toBe(`${siteOrigin}/about`);
  expect(attribute('meta[property="og:title"]', 'content')).toMatch(/Om os/);
  expect(attribute('meta[property="og:url"]', 'content')).toBe(`${siteOrigin}/about`);
  // The favicon is public/favicon.svg inlined, so it costs no request before the largest paint.
  expect(decodeURIComponent(attribute('link[rel="icon"]', 'href') ?? '')).toBe(
    `data:image/svg+xml,${readFileSync('public/favicon.svg', 'utf8').trim().replace(/\s+/g, ' ')}`,
  );
  expect(attribute('link[rel="sitemap"]', 'href')).toBe('/sitemap-index.xml');
  const csp = attribute('meta[http-equiv="content-security-policy"]', 'content');
  expect(csp).toMatch(/script-src 'self'/);
  expect(csp?.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
});

// The closing band only where booking is a step onward: not on the form itself, the staff panel or the
// not-found page (docs/product.md#shared-footer).
const closingBandShown: Record<string, boolean> = {
  '/': true,
  '/services/ai-telefonassistent': true,
  '/booking': false,
  '/staff': false,
  '/findes-ikke': false,
};
it('the footer closes with its call to action except on /booking, /staff and the 404 page', () => {
  for (const [route, shown] of Object.entries(closingBandShown)) {
    const footer = page(route).querySelector('body > footer')!;
    const headings = [...footer.querySelectorAll('h2, h3')].filter(
      (heading) => heading.textContent?.trim() === chrome.footer.closingTitle,
    );
    const buttons = [...footer.querySelectorAll('a')].filter(
      (link) => link.textContent?.trim() === chrome.footer.closingButton,
    );
    expect(headings, route).toHaveLength(shown ? 1 : 0);
    expect(buttons, route).toHaveLength(shown ? 1 : 0);
  }
});

it('structured data: Organization and WebSite on every page, Service and BreadcrumbList on service pages', () => {
  type Node = { '@type': string; '@id'?: string; publisher?: { '@id': string }; provider?: { '@id': string } };
  const nodes = (route: string) =>
    [...page(route).querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => [
      ...[JSON.parse(script.textContent ?? '') as Node | Node[]].flat(),
    ]);
  const organization = `${siteOrigin}/#organization`;
  const about = nodes('/about');
  expect(about.map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
  expect(about[0]!['@id']).toBe(organization);
  expect(about[1]!.publisher).toEqual({ '@id': organization });
  const service = nodes('/services/erp');
  expect(service.map((node) => node['@type'])).toEqual(['Organization', 'WebSite', 'Service', 'BreadcrumbList']);
  expect(service[2]!.provider).toEqual({ '@id': organization });
});

describe('each marketing figure stands once on a page', () => {
  /**
   * docs/product.md#marketing-figures: each figure stands once on a page. A figure is written with its unit
   * (`17 %`, `25+`, `35.101 kr.`, `3x`, `10.000–25.000 kr.`, `<1 sek.`, `24/7`), so a bare number (a date, a
   * step, a duration) is not one. A range is one figure: the home page's `25.000 kr.` salary does not repeat its
   * `10.000–25.000 kr.` project price.
   */
  const FIGURE =
    /(?<![\p{L}\d.,])(?:<\s?)?\d+(?:[.,]\d+)*(?:\s?–\s?\d+(?:[.,]\d+)*)?(?:\s?%\+?|\+|\s?kr\.|x(?!\p{L})|\s?sek\.|\s?sekund\b)|24\/7/gu;

  /** One spelling for the no-break spaces and word joiners the formatters bind figures with, and no soft hyphens. */
  const plain = (text: string) =>
    text
      .replace(/[\u00a0\u202f]/g, ' ')
      .replace(/[\u2060\u00ad]/g, '')
      .replace(/\s+/g, ' ');

  const figuresIn = (text: string): string[] => [...plain(text).matchAll(FIGURE)].map((match) => match[0]);

  /** Every text the config holds, however deep: the claims' values and the ones a page writes from parts. */
  const textsIn = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(textsIn)
        : [];

  const amounts = [
    ...Object.values(figures.savings).flatMap((comparison) => [comparison.before, comparison.after, comparison.saved]),
    ...[...Object.values(figures.investmentReturns), figures.typicalProjectPrice].flatMap((range) => [
      range.minKr,
      range.maxKr,
    ]),
  ];
  const ranges = [...Object.values(figures.investmentReturns), figures.typicalProjectPrice].map((range) =>
    formatKrRange(range.minKr, range.maxKr),
  );
  const multiples = Object.values(figures.investmentReturns).map((investment) => `${investment.returnMultiple}x`);
  const marketingFigures = new Set(
    figuresIn([...textsIn(figures), ...amounts.map(formatKr), ...ranges, ...multiples].join('\n')),
  );

  /**
   * The animated illustrations' islands: a drawing's readouts (a build's progress, an example dashboard's
   * numbers) are example content, not claims (docs/product.md#service-pages).
   */
  const illustrationNames = readdirSync(new URL('../../src/islands/animations/', import.meta.url))
    .filter((name) => name.endsWith('.tsx'))
    .map((name) => name.slice(0, -'.tsx'.length));

  /**
   * The text a reader can meet in `element`, closed disclosures' included (shown on a click): a ledger's saving,
   * the sum of the two figures above it, is no figure of its own (SavingsExample).
   */
  const figureText = (element: Element) => readableText(element, (child) => child.hasAttribute('data-figure-sum'));

  it('the config holds the figures this check looks for', () => {
    for (const figure of ['35.101 kr.', '10.000–25.000 kr.', '99,9 %', '25+', '45+', '3x', '<1 sek.', '24/7']) {
      expect(marketingFigures).toContain(figure);
    }
  });

  for (const route of allRoutes) {
    it(route, () => {
      const main = parse(fileOf(route)).querySelector('main')!;
      const drawings = [...main.querySelectorAll('astro-island')].filter((island) =>
        illustrationNames.some((name) => island.getAttribute('component-url')?.includes(`/${name}.`)),
      );
      // A savings calculator states one comparison: its rows and formula restate its own figures.
      const calculatorCards = [...main.querySelectorAll('h3')]
        .filter((heading) => heading.textContent?.trim() === calculatorTexts.title)
        .map((heading) => heading.parentElement!);
      const calculators = calculatorCards.map(figureText);
      for (const element of [...drawings, ...calculatorCards]) element.remove();

      const counts = new Map<string, number>();
      for (const figure of [
        ...figuresIn(figureText(main)),
        ...calculators.flatMap((card) => [...new Set(figuresIn(card))]),
      ]) {
        if (marketingFigures.has(figure)) counts.set(figure, (counts.get(figure) ?? 0) + 1);
      }
      const repeated = [...counts].filter(([, count]) => count > 1).map(([figure, count]) => `${figure} (${count}×)`);
      expect(repeated, `figures shown more than once on ${route}`).toEqual([]);
    });
  }
});

describe('the policy and headers of the build', () => {
  it('the CSP of every page names the hosts it allows', () => {
    const built = builtPages(out);
    expect(built.length).toBeGreaterThanOrEqual(34);
    for (const file of built) {
      const csp = cspOf(readFileSync(file, 'utf8'));
      // Daily's call client runs its audio worklets from blob: URLs and loads its call machine from c.daily.co.
      expect(csp.get('script-src'), file).toEqual(
        expect.arrayContaining(["'self'", 'https://c.daily.co', 'blob:', "'wasm-unsafe-eval'"]),
      );
      expect(csp.get('script-src'), file).not.toContain("'unsafe-inline'");
      expect(csp.get('connect-src'), file).toEqual([
        "'self'",
        'https://api.vapi.ai',
        'https://*.daily.co',
        'wss://*.daily.co',
        'https://*.pluot.blue',
        new URL(WEBHOOK_URL).origin,
        new URL(STAFF_API_URL).origin,
      ]);
      expect(csp.has('frame-src'), file).toBe(false);
    }
  });

  it("the booking page's inline script (the date's minimum) is listed by hash in its CSP", () => {
    const html = readFileSync(join(out, 'booking.html'), 'utf8');
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body!);
    const dateScript = scripts.find((body) => body.includes('booking-date'));
    expect(dateScript).toBeDefined();
    const hash = `'sha256-${createHash('sha256').update(dateScript!).digest('base64')}'`;
    expect(cspOf(html).get('script-src')).toContain(hash);
  });

  it('the headers file sets isolation headers and keeps /staff out of search results', () => {
    const headers = readFileSync(join(out, '_headers'), 'utf8');
    expect(headers).toContain('Cross-Origin-Opener-Policy: same-origin');
    expect(headers).toContain('Cross-Origin-Resource-Policy: same-origin');
    expect(headers).toContain('X-Permitted-Cross-Domain-Policies: none');
    expect(headers).not.toContain('interest-cohort');
    expect(headers).toMatch(/^\/staff\n\s+X-Robots-Tag: noindex/m);
  });
});
