import { expect, test } from '@playwright/test';
import { fill } from '../../src/lib/placeholders';
import { chromeCopy as chrome, pageEntry } from '../unit/fixtures/page-entries';
import { expectNoAxeViolations, trackForeignRequests } from './fixtures/helpers';
import { expectNoScriptBeforeLoad, expectTextFitsPhones } from './fixtures/page-checks';
import { allRoutes, axeRoutes, genericServiceRoutes } from './fixtures/routes';

/**
 * One visit per route runs every check that needs the page laid out or its requests, so the sweep loads each
 * page once at 1280 px and once at 390 px, narrowed then to 360 and 320: no script file before load at 1280 and
 * 390 px.
 * What the HTML alone shows (language, h1, title, description, links, bands, figures once, the head, the
 * structured data, the sitemap, the CSP) is read from the same build's files by tests/build/pages.test.ts,
 * and axe scans one route per page template (fixtures/routes.ts).
 */
/** A page tells one story: on a phone it stays under this height and this many section headings (docs/product.md#service-pages). */
const MAX_HEIGHT_AT_360 = 9000;
const MAX_H2_AT_360 = 8;
/** A generic page on a phone, hero and footer included, fonts loaded (docs/product.md#generic-service-pages). */
const MAX_GENERIC_HEIGHT_AT_360 = 5600;
/** The long pages given one lead section (docs/product.md#service-pages). */
const ledRoutes = [...genericServiceRoutes, '/about', '/services/kunstig-intelligens'];

test.describe('every route', () => {
  // Still frames: an axe scan that lands mid-fade would measure half-transparent text. The animated
  // states are scanned, paused, by each page's own spec.
  test.use({ colorScheme: 'light', reducedMotion: 'reduce' });

  for (const route of allRoutes) {
    const scanned = axeRoutes.includes(route);
    const maxHeight = genericServiceRoutes.includes(route) ? MAX_GENERIC_HEIGHT_AT_360 : MAX_HEIGHT_AT_360;
    const led = ledRoutes.includes(route) ? ', has one lead section with quiet headings under it at 1280' : '';
    test(`${route} answers 200 with no foreign request, no script file before load${scanned ? ', no axe violation' : ''}${led}, fits 320-390 px and is at most ${maxHeight} px tall with at most ${MAX_H2_AT_360} h2 at 360`, async ({
      page,
    }) => {
      // Two loads of the page, an axe scan and a settled layout at four widths: up to 46 s with three
      // suites side by side on two cores.
      test.slow();
      const foreign = trackForeignRequests(page);
      const response = await page.goto(route, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      await expectNoScriptBeforeLoad(page, `${route} at 1280 px`);
      if (scanned) await expectNoAxeViolations(page);
      if (ledRoutes.includes(route)) {
        // At 1280 px: one lead section, and the quiet ones set their heading under it.
        await page.setViewportSize({ width: 1280, height: 900 });
        await expect(page.locator('main section[data-weight="lead"]')).toHaveCount(1);
        const headingSize = (selector: string) =>
          page
            .locator(`main section${selector} h2`)
            .first()
            .evaluate((heading) => parseFloat(getComputedStyle(heading).fontSize));
        expect(await headingSize('[data-weight="quiet"]'), 'quiet heading under the lead').toBeLessThan(
          await headingSize('[data-weight="lead"]'),
        );
      }

      // Loaded again at 390 px as a phone would, then narrowed to 360 and 320 (the sideways scroll is checked at
      // every width).
      const scriptsOnPhone = (width: number) => expectNoScriptBeforeLoad(page, `${route} at ${width} px`);
      await expectTextFitsPhones(
        page,
        route,
        async (width) => {
          if (width !== 360) return;
          // The whole page, the trust section on / included (issue #40).
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          expect(height, 'page height at 360 px').toBeLessThanOrEqual(maxHeight);
          // The section headings a reader meets at 360 px: those a screen reader finds too (a visually hidden one
          // counts), not those of a part the page leaves out at this width (the home hero's demo phone, display: none).
          const headings = await page
            .locator('main h2')
            .evaluateAll((all) => all.filter((heading) => heading.checkVisibility()).length);
          expect(headings, 'h2 at 360 px').toBeLessThanOrEqual(MAX_H2_AT_360);
        },
        scriptsOnPhone,
      );
      // Both loads' requests.
      expect(foreign).toEqual([]);
    });
  }
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
