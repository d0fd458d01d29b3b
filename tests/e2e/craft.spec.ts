import { expect, test } from '@playwright/test';
import { chromeCopy as chrome } from '../unit/fixtures/page-entries';

// The lead section of each long page and the generic pages' height at 360 px: the every-route sweep
// (site.spec.ts), on the loads it makes anyway.

test('disclosures and long tick lists start at the section edge and span it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const [route, heading, list] of [
    ['/services/sikkerhed', 'Typiske situationer, hvor vi hjælper', '[data-layout="disclosures"]'],
    ['/services/dataplatforme', 'Tekniske egenskaber, der gør platformen robust', 'ul'],
  ]) {
    await page.goto(route);
    const section = page.locator('main section').filter({ has: page.getByRole('heading', { name: heading }) });
    const box = await section.locator(list).first().boundingBox();
    const column = await section.locator('> div').boundingBox();
    const padding = 32;
    expect(box?.x, `${route}: ${list} starts at the column's edge`).toBeCloseTo(column!.x + padding, 0);
    expect(box?.width, `${route}: ${list} spans the column`).toBeCloseTo(column!.width - 2 * padding, 0);
  }
});

test.describe('the open mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows Book et møde once, and the current page pill on the edge the button keeps', async ({ page }) => {
    await page.goto('/');
    await page.locator('[data-mobile-nav] > summary').click();
    // The header holds the menu; the page under it may have a booking button of its own.
    const booking = page.locator('header').getByRole('link', { name: chrome.header.booking });
    await expect(booking.filter({ visible: true })).toHaveCount(1);
    const menu = page.getByRole('navigation', { name: chrome.mobileMenu.label });
    const button = await menu.getByRole('link', { name: chrome.header.booking }).boundingBox();
    const pill = await menu.getByRole('link', { name: chrome.nav.home, exact: true }).boundingBox();
    expect(pill?.x).toBeCloseTo(button!.x, 0);
    // Closed again, the header's own button is back.
    await page.locator('[data-mobile-nav] > summary').click();
    await expect(page.locator('[data-header-cta]')).toBeVisible();
  });
});
