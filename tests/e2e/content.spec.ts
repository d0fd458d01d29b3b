/**
 * What the pages say, as their built HTML states it, is read without a browser in tests/build/content.test.ts. Here
 * stays what needs the page running: the back link, which goes one step back in the visitor's history.
 */
import { expect, test, type Page } from '@playwright/test';
import { chromeCopy as chrome } from '../unit/fixtures/page-entries';

const aiPage = '/services/kunstig-intelligens';

/** The page's own content, without the header's mega menu and the footer's repeated links. */
const main = (page: Page) => page.locator('main');

test.describe('back button', () => {
  test('goes one step back when the visitor came from this site', async ({ page }) => {
    await page.goto('/about');
    await page.locator('footer').getByRole('link', { name: chrome.products['ai-telefonassistent'] }).click();
    await expect(page).toHaveURL(/\/services\/ai-telefonassistent$/);
    await main(page).getByRole('link', { name: chrome.actions.back }).first().click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('goes to the home page when the page was opened directly', async ({ page }) => {
    await page.goto(aiPage);
    await main(page).getByRole('link', { name: chrome.actions.back }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});
