import { test, expect } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/helpers';
import { servicePages } from './fixtures/service-pages';
import { pageEntry } from '../unit/fixtures/page-entries';
import { illustratedSlugs } from '../unit/fixtures/illustration-words';

/**
 * The bespoke service pages with their illustrations running: axe over each page's illustrations played a
 * while and paused (the every-route sweep scans the whole page, their still frames under reduced motion). What the HTML
 * states (sections in order, figures, where the calls to action lead) is read from the build by
 * tests/build/service-pages.test.ts.
 */
for (const entry of servicePages.filter(({ slug }) => illustratedSlugs.has(slug))) {
  test(`${entry.slug}: no axe violations in the illustrations played and paused`, async ({ page }) => {
    // The page's timers run on Playwright's clock, so the illustrations can be played ahead at once.
    await page.clock.install();
    await page.goto(`/services/${entry.slug}`);
    const islands = await page.locator('astro-island[client="settled"]').all();
    expect(islands.length, 'illustrations on the page').toBeGreaterThan(0);
    for (const island of islands) {
      await island.locator('> *').first().scrollIntoViewIfNeeded();
      await expect(island).not.toHaveAttribute('ssr');
    }
    // Mid-cycle, not the still frame the every-route sweep already scans.
    await page.clock.runFor(5_000);
    // Each press renames its button to play, so the first one left is always the next to press.
    const pauseButtons = page.getByRole('main').getByRole('button', {
      name: new RegExp(`^${pageEntry('chrome').illustrations.pause} `),
    });
    while ((await pauseButtons.count()) > 0) await pauseButtons.first().click();
    await expect(page.locator('[data-running]')).toHaveCount(0);
    // Scan at rest, not halfway through a fade.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await expectNoAxeViolations(page, 'astro-island[client="settled"]');
  });
}
