import { expect, test, type Locator, type Page } from '@playwright/test';
import { mainNav as headerNav, coreProducts, serviceCategories } from '../../src/config/site';
import { chromeCopy as chrome } from '../unit/fixtures/page-entries';
import { expectNoAxeViolations } from './fixtures/helpers';
import { serviceRoutes } from './fixtures/routes';

const mainNav = (page: Page) => page.getByRole('navigation', { name: chrome.nav.label });
const megaButton = (page: Page) => mainNav(page).getByRole('button', { name: headerNav.offer.label });
/** The start of each category's `Kontakt os …` link (the category's name is read after it). */
const contactLink = new RegExp(`^${chrome.megaMenu.contact}`);
const megaPanel = (page: Page) => page.locator('[data-mega-panel]');
/** A link per service, a `Kontakt os` per category, the call to Sofie and `Book et uforpligtende møde`. */
const megaMenuLinkCount = serviceRoutes.length + serviceCategories.length + 2;

/** The service pages a menu links to, sorted: each must be an entry of the services collection. */
const servicePathsIn = (menu: Locator) =>
  menu.locator('a[href^="/services/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!).sort());

test.describe('header on wide screens', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('links go to their routes and mark the current one', async ({ page }) => {
    await page.goto('/about');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: headerNav.home.label })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: headerNav.prices.label })).toHaveAttribute('href', '/priser');
    await expect(nav.getByRole('link', { name: headerNav.about.label })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: headerNav.contact.label })).toHaveAttribute('href', '/booking');
    await expect(nav.getByRole('link', { name: headerNav.contact.label })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner').getByRole('link', { name: headerNav.staff.label })).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.height).toBe(64);

    await nav.getByRole('link', { name: headerNav.contact.label }).click();
    await expect(page).toHaveURL(/\/booking$/);
    await expect(mainNav(page).getByRole('link', { name: headerNav.contact.label })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the quiet Staff link is marked and highlighted on /staff like the other links', async ({ page }) => {
    const staffLink = page.getByRole('banner').getByRole('link', { name: headerNav.staff.label });
    const background = (link: Locator) => link.evaluate((element) => getComputedStyle(element).backgroundColor);
    await page.goto('/about');
    await expect(staffLink).not.toHaveAttribute('aria-current', 'page');
    const quiet = await background(staffLink);
    const highlighted = await background(mainNav(page).getByRole('link', { name: headerNav.about.label }));
    expect(highlighted).not.toBe(quiet);
    await page.goto('/staff');
    await expect(staffLink).toHaveAttribute('aria-current', 'page');
    expect(await background(staffLink)).toBe(highlighted);
  });

  test('every menu link is in the HTML before any JavaScript runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    // Hidden until opened, but present: one link per service entry, a `Kontakt os` link per
    // category, the call to Sofie and the sixth cell's booking link.
    await expect(megaPanel(page).locator('a')).toHaveCount(megaMenuLinkCount);
    expect(await servicePathsIn(megaPanel(page))).toEqual([...serviceRoutes].sort());
    // Without JavaScript, hover alone (CSS) opens the menu.
    await megaButton(page).hover();
    await expect(megaPanel(page)).toBeVisible();
    await context.close();
  });

  test('the mega menu costs no JavaScript until the visitor reaches for the header', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(scripts.filter((url) => url.includes('MegaMenu'))).toEqual([]);
    await megaButton(page).hover();
    await expect.poll(() => scripts.some((url) => url.includes('MegaMenu'))).toBe(true);
  });

  test('hover opens the menu; it stays 50 ms after the pointer leaves and is closed by 400 ms', async ({ page }) => {
    // The page's own timers run on Playwright's clock, so the timing does not depend on machine load.
    await page.clock.install();
    await page.goto('/');
    const trigger = megaButton(page);
    await trigger.hover();
    await expect(page.locator('[data-mega-menu][data-hydrated]')).toHaveCount(1);
    await expect(megaPanel(page)).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(megaPanel(page).getByRole('heading', { name: chrome.categories['cloud-security'] })).toBeVisible();
    await expect(megaPanel(page).getByRole('link', { name: contactLink })).toHaveCount(serviceCategories.length);

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
    const trigger = megaButton(page);
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
    await megaButton(page).hover();
    await megaPanel(page).getByRole('link', { name: 'Dataplatforme' }).click();
    await expect(page).toHaveURL(/\/services\/dataplatforme$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(megaButton(page)).toBeVisible();
  });
});

// A laptop screen shows the whole open mega menu: every link inside the window, nothing to scroll.
for (const viewport of [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
]) {
  test(`the open mega menu fits ${viewport.width}×${viewport.height} without scrolling`, async ({ browser }) => {
    // Without JavaScript (the CSS fallback) and after hydration: the same panel.
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ viewport, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/services/erp');
      await megaButton(page).hover();
      if (javaScriptEnabled) await expect(page.locator('[data-mega-menu][data-hydrated]')).toHaveCount(1);
      await expect(megaPanel(page)).toBeVisible();
      const sections = megaPanel(page).getByRole('region');
      await expect(sections).toHaveCount(serviceCategories.length);
      for (const section of await sections.all()) {
        await expect(section.getByRole('link', { name: contactLink })).toBeVisible();
      }
      const links = await megaPanel(page)
        .locator('a')
        .evaluateAll((anchors) =>
          anchors.map((anchor) => ({ text: anchor.textContent!.trim(), rect: anchor.getBoundingClientRect() })),
        );
      expect(links.length).toBe(megaMenuLinkCount);
      for (const { text, rect } of links) {
        expect(rect.height, text).toBeGreaterThan(0);
        expect(rect.bottom, `${text} ends below the window`).toBeLessThanOrEqual(viewport.height);
        expect(rect.right, `${text} ends right of the window`).toBeLessThanOrEqual(viewport.width);
      }
      const scrollable = await megaPanel(page)
        .locator('div')
        .first()
        .evaluate((box) => box.scrollHeight - box.clientHeight);
      expect(scrollable).toBe(0);
      await context.close();
    }
  });
}

test.describe('mobile navigation at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const mobileNavOf = (page: Page) => page.getByRole('navigation', { name: chrome.mobileMenu.label });

  test('the menu leads with the booking button, the page links and the products, then the categories, Staff last', async ({
    browser,
  }) => {
    // All of it works without JavaScript.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(mainNav(page)).toBeHidden();
    const mobileNav = mobileNavOf(page);
    await expect(mobileNav).toBeHidden();
    // Below 400 px the word `Menu` is for screen readers only; the icon shows.
    await page.locator('summary', { hasText: chrome.mobileMenu.toggle }).click();
    await expect(mobileNav).toBeVisible();

    // In order, the links shown before any group is opened (a closed group's links are hidden).
    const visibleLinks = mobileNav.getByRole('link');
    const pageLinks = [headerNav.home, headerNav.prices, headerNav.about, headerNav.contact];
    await expect(visibleLinks).toHaveText([
      chrome.header.booking,
      ...pageLinks.map((link) => link.label),
      ...coreProducts.map((product) => product.label),
      headerNav.staff.label,
    ]);
    await expect(visibleLinks.first()).toHaveAttribute('href', '/booking');
    for (const [index, product] of coreProducts.entries()) {
      await expect(visibleLinks.nth(index + 1 + pageLinks.length)).toHaveAttribute('href', product.href);
    }
    // The six categories, closed: their services are in the HTML but not shown.
    await expect(mobileNav.locator('summary')).toHaveText(serviceCategories.map((category) => category.title));
    await expect(mobileNav.locator('details[open]')).toHaveCount(0);
    await expect(mobileNav.getByRole('link', { name: 'Dataplatforme' })).toBeHidden();
    // Staff is the last link, smaller than the page links above it.
    await expect(visibleLinks.last()).toHaveText(headerNav.staff.label);
    await expect(visibleLinks.last()).toHaveAttribute('href', '/staff');
    const fontSize = (link: Locator) => link.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(await fontSize(visibleLinks.last())).toBeLessThan(
      await fontSize(mobileNav.getByRole('link', { name: headerNav.about.label })),
    );
    await expect(mobileNav.getByRole('link', { name: headerNav.home.label, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Every service page is linked once in the groups (the lead products repeat four of them).
    expect(await servicePathsIn(mobileNav.locator('details'))).toEqual([...serviceRoutes].sort());

    // One group at a time: opening a second closes the first.
    await mobileNav.locator('summary', { hasText: chrome.categories['data-ai'] }).click();
    await expect(mobileNav.getByRole('link', { name: 'Dataplatforme' })).toBeVisible();
    await mobileNav.locator('summary', { hasText: chrome.categories.business }).click();
    await expect(mobileNav.getByRole('link', { name: 'ERP', exact: true })).toBeVisible();
    await expect(mobileNav.getByRole('link', { name: 'Dataplatforme' })).toBeHidden();
    await mobileNav.getByRole('link', { name: 'ERP', exact: true }).click();
    await expect(page).toHaveURL(/\/services\/erp$/);
    await context.close();
  });

  test('on a service page its category starts open and the page is marked', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/services/erp', { waitUntil: 'networkidle' });
    await page.locator('summary', { hasText: chrome.mobileMenu.toggle }).click();
    const mobileNav = mobileNavOf(page);
    await expect(mobileNav.locator('details[open] summary')).toHaveText([chrome.categories.business]);
    await expect(mobileNav.getByRole('link', { name: 'ERP', exact: true })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
    await mobileNav.locator('[data-mobile-products]').getByRole('link', { name: chrome.products['ai-agent'] }).click();
    await expect(page).toHaveURL(/\/services\/ai-agent$/);
    expect(scripts.filter((url) => url.includes('MegaMenu'))).toEqual([]);
  });
});
