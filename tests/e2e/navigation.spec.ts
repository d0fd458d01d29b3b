import { expect, test, type Locator, type Page } from '@playwright/test';
import { mainNav as headerNav, serviceCategories } from '../../src/config/site';
import { expectNoAxeViolations } from './fixtures/helpers';
import { serviceRoutes } from './fixtures/routes';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hovedmenu' });
const megaPanel = (page: Page) => page.locator('[data-mega-panel]');

/** The service pages a menu links to, sorted: each must be an entry of the services collection. */
const servicePathsIn = (menu: Locator) =>
  menu.locator('a[href^="/services/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!).sort());
/** The header links with a route of their own (`Vi tilbyder` is a button). */
const headerLinks = Object.values(headerNav).filter((link) => 'href' in link);

test.describe('header on wide screens', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('links go to their routes and mark the current one', async ({ page }) => {
    await page.goto('/about');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Hjem' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Om Os' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/booking');
    await expect(nav.getByRole('link', { name: 'Kontakt' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Staff' })).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.height).toBe(64);

    await nav.getByRole('link', { name: 'Kontakt' }).click();
    await expect(page).toHaveURL(/\/booking$/);
    await expect(mainNav(page).getByRole('link', { name: 'Kontakt' })).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('every menu link is in the HTML before any JavaScript runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    // Hidden until opened, but present: one link per service entry, a `Kontakt os` link per
    // category and the call to Sofie.
    await expect(megaPanel(page).locator('a')).toHaveCount(serviceRoutes.length + serviceCategories.length + 1);
    expect(await servicePathsIn(megaPanel(page))).toEqual([...serviceRoutes].sort());
    // Without JavaScript, hover alone (CSS) opens the menu.
    await mainNav(page).getByRole('button', { name: 'Vi tilbyder' }).hover();
    await expect(megaPanel(page)).toBeVisible();
    await context.close();
  });

  test('the mega menu costs no JavaScript until the visitor reaches for the header', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(scripts.filter((url) => url.includes('MegaMenu'))).toEqual([]);
    await mainNav(page).getByRole('button', { name: 'Vi tilbyder' }).hover();
    await expect.poll(() => scripts.some((url) => url.includes('MegaMenu'))).toBe(true);
  });

  test('hover opens the menu; it stays 50 ms after the pointer leaves and is closed by 400 ms', async ({ page }) => {
    // The page's own timers run on Playwright's clock, so the timing does not depend on machine load.
    await page.clock.install();
    await page.goto('/');
    const trigger = mainNav(page).getByRole('button', { name: 'Vi tilbyder' });
    await trigger.hover();
    await expect(page.locator('[data-mega-menu][data-hydrated]')).toHaveCount(1);
    await expect(megaPanel(page)).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(megaPanel(page).getByRole('heading', { name: 'Cloud-platforme og sikkerhed' })).toBeVisible();
    await expect(megaPanel(page).getByRole('link', { name: /^Kontakt os/ })).toHaveCount(serviceCategories.length);

    // Stop the page's clock before the pointer leaves: from here only runFor moves it.
    await page.clock.pauseAt(Date.now() + 1_000);
    // To the logo: the open panel reaches the bottom of the window, the logo is outside the menu.
    await page.mouse.move(60, 30);
    await page.clock.runFor(50);
    await expect(megaPanel(page)).toBeVisible();
    await page.clock.runFor(350);
    await expect(megaPanel(page)).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard opens the menu with Enter, Space and ArrowDown, and Escape closes it', async ({ page }) => {
    await page.goto('/');
    const trigger = mainNav(page).getByRole('button', { name: 'Vi tilbyder' });
    await trigger.focus();
    await expect(page.locator('[data-mega-menu][data-hydrated]')).toHaveCount(1);

    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(megaPanel(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(megaPanel(page)).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Space');
    await expect(megaPanel(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(megaPanel(page)).toBeHidden();

    await page.keyboard.press('ArrowDown');
    await expect(megaPanel(page).getByRole('link', { name: 'Kunstig intelligens' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(megaPanel(page).getByRole('link', { name: 'Forretningsintelligens' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(megaPanel(page)).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('a service link in the menu lands at the top of the service page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 600));
    await mainNav(page).getByRole('button', { name: 'Vi tilbyder' }).hover();
    await megaPanel(page).getByRole('link', { name: 'Dataplatforme' }).click();
    await expect(page).toHaveURL(/\/services\/dataplatforme$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(mainNav(page).getByRole('button', { name: 'Vi tilbyder' })).toBeVisible();
  });
});

test.describe('mobile navigation at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button reveals every link', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(mainNav(page)).toBeHidden();
    const mobileNav = page.getByRole('navigation', { name: 'Mobilmenu' });
    await expect(mobileNav).toBeHidden();
    // Below 400 px the word `Menu` is for screen readers only; the icon shows.
    await page.locator('summary', { hasText: 'Menu' }).click();
    await expect(mobileNav).toBeVisible();
    await expect(mobileNav.getByRole('link')).toHaveCount(headerLinks.length + serviceRoutes.length);
    expect(await servicePathsIn(mobileNav)).toEqual([...serviceRoutes].sort());
    await expect(mobileNav.getByRole('link', { name: 'Hjem', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(mobileNav.getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/staff');
    await mobileNav.getByRole('link', { name: 'Chatbot' }).click();
    await expect(page).toHaveURL(/\/services\/ai-agent$/);
    expect(scripts.filter((url) => url.includes('MegaMenu'))).toEqual([]);
  });
});
