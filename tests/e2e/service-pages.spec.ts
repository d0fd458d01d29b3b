import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/helpers';
import { servicePages } from './fixtures/service-pages';
import { pageEntry } from '../unit/fixtures/page-entries';

/**
 * The bespoke service pages: their sections in order, the figures they state and where their
 * calls to action lead; then axe over each page with its illustrations played a while and paused.
 */
const main = (page: Page) => page.getByRole('main');

for (const entry of servicePages) {
  test(`${entry.slug}: sections in order, figures, where the calls to action lead, and no axe violations with the illustrations played and paused`, async ({
    page,
  }) => {
    // The page's timers run on Playwright's clock, so the illustrations can be played ahead at once.
    await page.clock.install();
    await page.goto(`/services/${entry.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.h1);
    // Merged sections keep the merged section's heading as a sub-heading (h3); soft hyphens are only break hints.
    const shown = (await main(page).locator('h2, h3').allInnerTexts()).map((text) =>
      text.replaceAll('\u00ad', '').replaceAll('\u00a0', ' '),
    );
    const order = entry.headings.map((heading) => shown.indexOf(heading));
    expect(
      order.every((index) => index >= 0),
      `missing among ${shown.join(' | ')}`,
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const figure of entry.figures) await expect(main(page)).toContainText(figure);
    for (const [label, href] of entry.links) {
      const links = main(page).getByRole('link', { name: label, exact: true });
      expect(await links.count(), label).toBeGreaterThan(0);
      for (const link of await links.all()) await expect(link).toHaveAttribute('href', href);
    }

    // Then, in the same visit: no axe violations with the illustrations played a while and paused.
    for (const island of await page.locator('astro-island[client="settled"]').all()) {
      await island.locator('> *').first().scrollIntoViewIfNeeded();
      await expect(island).not.toHaveAttribute('ssr');
    }
    // Mid-cycle, not the still frame the every-route sweep already scans.
    await page.clock.runFor(5_000);
    // Each press renames its button to play, so the first one left is always the next to press.
    const pauseButtons = main(page).getByRole('button', {
      name: new RegExp(`^${pageEntry('chrome').illustrations.pause} `),
    });
    while ((await pauseButtons.count()) > 0) await pauseButtons.first().click();
    await expect(page.locator('[data-running]')).toHaveCount(0);
    // Scan at rest, not halfway through a fade.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await expectNoAxeViolations(page);
  });
}
