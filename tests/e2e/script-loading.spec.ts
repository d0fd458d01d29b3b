import { expect, test, type Page } from '@playwright/test';
import { allRoutes as routes } from './fixtures/routes';
import { illustrationEntry } from '../unit/fixtures/illustration-words';

/** Script files the page has requested (Astro's inline loader is no file), with when they started. */
const scriptFiles = (page: Page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: entry.name, beforeLoad: entry.startTime < navigation!.loadEventStart }));
  });

/** Whether any illustration has a box in the first viewport. */
const illustrationInView = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('astro-island[client="settled"] > *')].some((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
    }),
  );

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const route of routes) {
      test(`${route}: no script file before load, and none at all without an illustration in view`, async ({
        page,
      }) => {
        await page.goto(route, { waitUntil: 'load' });
        const inView = await illustrationInView(page);
        await page.waitForLoadState('networkidle');
        const scripts = await scriptFiles(page);
        expect(scripts.filter((script) => script.beforeLoad)).toEqual([]);
        if (inView) {
          // The illustration in view starts after load, once the browser is idle.
          await expect(page.locator('astro-island[client="settled"][ssr]').first()).toHaveCount(0);
        } else {
          expect(scripts).toEqual([]);
        }
      });
    }
  });
}

test('an illustration below the fold loads its script only once the visitor scrolls to it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { slug, words } = illustrationEntry('automation-diagram');
  await page.goto(`/services/${slug}`, { waitUntil: 'networkidle' });
  const diagram = page.locator('astro-island[client="settled"]').filter({ hasText: words.statusTitle });
  expect(await scriptFiles(page)).toEqual([]);
  await expect(diagram).toHaveAttribute('ssr');
  await diagram.getByRole('region', { name: words.statusTitle }).scrollIntoViewIfNeeded();
  await expect(diagram).not.toHaveAttribute('ssr');
  expect((await scriptFiles(page)).length).toBeGreaterThan(0);
});
