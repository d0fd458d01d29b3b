import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { fill } from '../../src/lib/placeholders';
import { chromeCopy as chrome, pageEntry } from '../unit/fixtures/page-entries';
import { expectNoAxeViolations, trackForeignRequests } from './fixtures/helpers';
import { expectBandsAlternate, expectTextFitsPhones } from './fixtures/page-checks';
import { allRoutes } from './fixtures/routes';
import { watchLayout } from './fixtures/settled-layout';

/** Paths of the site's own links on the page, without query or fragment. */
const internalLinks = (page: Page) =>
  page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));

test('the route list holds every page of the built sitemap, and /staff besides', async ({ request }) => {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const listed: string[] = [];
  for (const sitemap of sitemaps) {
    const xml = await (await request.get(sitemap)).text();
    listed.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname));
  }
  expect(listed.length).toBeGreaterThan(0);
  // /staff is built but kept out of the sitemap (noindex).
  expect([...listed, '/staff'].sort()).toEqual([...allRoutes].sort());
});

/**
 * One visit per route runs every check that reads a whole page, so the sweep loads each page once:
 * these checks used to load every route again each (titles, bands, fit at three widths).
 */
/** A page tells one story: on a phone it stays under this height and this many section headings (docs/product.md#service-pages). */
const MAX_HEIGHT_AT_360 = 9000;
const MAX_H2_AT_360 = 8;

test.describe('every route', () => {
  // Still frames: an axe scan that lands mid-fade would measure half-transparent text. The animated
  // states are scanned, paused, by each page's own spec.
  test.use({ colorScheme: 'light', reducedMotion: 'reduce' });

  for (const route of allRoutes) {
    test(`${route} answers 200 in Danish with one h1, no foreign request, no axe violation, no broken link, no two dark bands in a row, fits 320-390 px and is at most ${MAX_HEIGHT_AT_360} px tall with at most ${MAX_H2_AT_360} h2 at 360`, async ({
      page,
    }) => {
      // Four loads of the page, an axe scan and a settled layout at four widths: up to 46 s with three
      // suites side by side on two cores.
      test.slow();
      const foreign = trackForeignRequests(page);
      const layoutSettled = watchLayout(page);
      const response = await page.goto(route, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'da');
      await expect(page.locator('h1')).toHaveCount(1);
      expect(await page.title()).not.toBe('');
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/\S/);
      await expectNoAxeViolations(page);
      expect(foreign).toEqual([]);
      for (const path of await internalLinks(page)) expect(allRoutes, `link to ${path}`).toContain(path);
      await expectBandsAlternate(page, route);

      await page.setViewportSize({ width: 360, height: 800 });
      await layoutSettled();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'horizontal overflow at 360 px').toBe(0);
      // The whole page, the trust section on / included (issue #40).
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height, 'page height at 360 px').toBeLessThanOrEqual(MAX_HEIGHT_AT_360);
      // The section headings a reader meets at 360 px: those a screen reader finds too (a visually hidden one
      // counts), not those of a part the page leaves out at this width (the home hero's demo phone, display: none).
      const headings = await page
        .locator('main h2')
        .evaluateAll((all) => all.filter((heading) => heading.checkVisibility()).length);
      expect(headings, 'h2 at 360 px').toBeLessThanOrEqual(MAX_H2_AT_360);
      await expectTextFitsPhones(page, route);
    });
  }

  test('titles and descriptions are unique', async ({ request }) => {
    // The served HTML is enough: no page needs to load in the browser for its head.
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of allRoutes) {
      const html = await (await request.get(route)).text();
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

test('an unknown path shows the Danish 404 page with links onward', async ({ page }) => {
  const response = await page.goto('/findes-ikke');
  expect(response?.status()).toBe(404);
  const notFound = pageEntry('not-found');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.title);
  await expect(page.getByRole('main').getByRole('link', { name: notFound.home })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);
  await expectTextFitsPhones(page, '/findes-ikke');
});

test('the head carries canonical, Open Graph, favicon and sitemap links', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.fynbo-ai.dk/about');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Om os/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', 'https://www.fynbo-ai.dk/about');
  // The favicon is public/favicon.svg inlined, so it costs no request before the largest paint.
  const favicon = await page.locator('link[rel="icon"]').first().getAttribute('href');
  expect(decodeURIComponent(favicon ?? '')).toBe(
    `data:image/svg+xml,${readFileSync('public/favicon.svg', 'utf8').trim().replace(/\s+/g, ' ')}`,
  );
  await expect(page.locator('link[rel="sitemap"]')).toHaveAttribute('href', '/sitemap-index.xml');
  const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  expect(csp).toMatch(/script-src 'self'/);
  expect(csp?.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
});

test('the footer has contact lines, link lists, the call to action and this year', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'kontakt@fynbo-ai.dk' })).toBeVisible();
  // The end-to-end build states no registration: no example address or CVR number (docs/product.md#tillid).
  await expect(footer).not.toContainText(fill(chrome.footer.cvr, { cvr: '' }).trim());
  await expect(footer.getByRole('link', { name: chrome.footer.companyLinks.trust })).toHaveAttribute('href', '/tillid');
  await expect(footer.getByRole('link', { name: chrome.footer.companyLinks.prices })).toHaveAttribute(
    'href',
    '/priser',
  );
  await expect(footer.getByRole('heading', { name: chrome.footer.closingTitle })).toBeVisible();
  await expect(footer.getByRole('link', { name: chrome.footer.closingButton })).toHaveAttribute('href', '/booking');
  await expect(footer.getByRole('link', { name: chrome.products['ai-agent'] })).toHaveAttribute(
    'href',
    '/services/ai-agent',
  );
  await expect(footer.getByRole('link', { name: chrome.products.procesudvikling })).toHaveAttribute(
    'href',
    '/services/procesudvikling',
  );
  await expect(footer).toContainText(
    fill(chrome.footer.copyright, { år: new Date().getFullYear(), firma: 'Fynbo AI' }),
  );
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
test('the footer closes with Klar til at komme i gang? except on /booking, /staff and the 404 page', async ({
  page,
}) => {
  for (const [route, shown] of Object.entries(closingBandShown)) {
    await page.goto(route);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: chrome.footer.closingTitle }), route).toHaveCount(shown ? 1 : 0);
    await expect(footer.getByRole('link', { name: chrome.footer.closingButton }), route).toHaveCount(shown ? 1 : 0);
  }
});

test('structured data: Organization and WebSite on every page, Service and BreadcrumbList on service pages', async ({
  page,
}) => {
  type Node = { '@type': string; '@id'?: string; publisher?: { '@id': string }; provider?: { '@id': string } };
  const nodes = async () => {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    return blocks.flatMap((text) => [JSON.parse(text) as Node | Node[]].flat());
  };
  const organization = 'https://www.fynbo-ai.dk/#organization';
  await page.goto('/about');
  const about = await nodes();
  expect(about.map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
  expect(about[0]!['@id']).toBe(organization);
  expect(about[1]!.publisher).toEqual({ '@id': organization });
  await page.goto('/services/erp');
  const service = await nodes();
  expect(service.map((node) => node['@type'])).toEqual(['Organization', 'WebSite', 'Service', 'BreadcrumbList']);
  expect(service[2]!.provider).toEqual({ '@id': organization });
});
