import { expect, test } from '@playwright/test';
import { illustrationEntry } from '../unit/fixtures/illustration-words';
import { scriptFiles } from './fixtures/page-checks';

// No script file before load, and none at all without an illustration in view: on every route at 1280 and
// 390 px, on the loads the every-route sweep makes anyway (site.spec.ts, expectNoScriptBeforeLoad). The
// script tags themselves are read from the HTML (tests/build/pages.test.ts).

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
