import { expect, test } from '@playwright/test';
import { prices } from '../../src/config/figures';
import { demoAgentName, serviceHref } from '../../src/config/site';
import { priceAmount } from '../../src/lib/price-cards';
import { fill } from '../../src/lib/placeholders';
import { chromeCopy as chrome, pageEntry } from '../unit/fixtures/page-entries';
import { expectNoAxeViolations } from './fixtures/helpers';

// docs/product.md#prices-page. Every amount is content/prices.yaml's, every word content/pages/priser.yaml's; the
// project's course is /about's. The end-to-end build states no trial terms, so the page promises no trial.
const copy = pageEntry('priser');
const { course } = pageEntry('about');
const spaced = (text: string) => text.replace(/\s/g, ' ');

test('/priser states every price with what it includes, the course and both ways to act', async ({ page }) => {
  await page.goto('/priser');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
  await expect(main.getByRole('link', { name: copy.hero.action }).first()).toHaveAttribute('href', '/booking');
  await expect(main.getByRole('link', { name: chrome.actions.demo })).toHaveAttribute('href', '/demo');
  for (const price of prices) {
    const card = main.locator(`article#${price.id}`);
    const words = copy.cards.find((entry) => entry.price === price.id)!;
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(words.title);
    await expect(card).toContainText(fill(words.text, { agent: demoAgentName }));
    expect(spaced(await card.innerText())).toContain(spaced(priceAmount(price)));
    for (const item of price.includes)
      await expect(card.getByRole('listitem').filter({ hasText: item })).toHaveCount(1);
    await expect(card).toContainText(price.period === 'md.' ? copy.labels.monthly : copy.labels.once);
    if (price.exVat) await expect(card).toContainText(copy.labels.exVat);
    else await expect(card).not.toContainText(copy.labels.exVat);
    for (const slug of words.services) await expect(card.locator(`a[href="${serviceHref(slug)}"]`)).toHaveCount(1);
  }
  await expect(main.locator('article[id]')).toHaveCount(prices.length);
  // How a project is priced, then /about's course, ending in the booking button.
  for (const point of copy.pricing.points) await expect(main).toContainText(point);
  await expect(main.getByRole('heading', { level: 2, name: course.title })).toBeVisible();
  for (const step of course.steps)
    await expect(main.getByRole('heading', { level: 3, name: step.title })).toBeVisible();
  await expect(main.locator('[data-closing-action]').getByRole('link', { name: copy.action })).toHaveAttribute(
    'href',
    '/booking',
  );
  // No terms written: no terms, and no trial claim anywhere on the page.
  await expect(page.locator('#proevevilkaar')).toHaveCount(0);
  await expect(main).not.toContainText(copy.trial.title);
  await expectNoAxeViolations(page);
});

test("each product page's price leads to its card on /priser", async ({ page }) => {
  const pricedPages = [
    ['/services/ai-telefonassistent', 'phone-assistant'],
    ['/services/ai-agent', 'chatbot'],
    ['/services/hjemmesider', 'typical-project'],
    ['/services/procesudvikling', 'typical-project'],
    ['/services/apps', 'app'],
    ['/services/branding', 'branding'],
  ] as const;
  for (const [path, price] of pricedPages) {
    await page.goto(path);
    // Once by the price in the page's body; the phone assistant's also under its hero's buttons, beside the phone.
    const links = page.getByRole('main').getByRole('link', { name: chrome.actions.prices });
    await expect(links, path).toHaveCount(path === '/services/ai-telefonassistent' ? 2 : 1);
    for (const link of await links.all()) await expect(link, path).toHaveAttribute('href', `/priser#${price}`);
  }
  await page.getByRole('main').getByRole('link', { name: chrome.actions.prices }).click();
  await expect(page).toHaveURL(/\/priser#branding$/);
  await expect(page.locator('article#branding')).toBeInViewport();
});

test('/priser fits a phone: no card wider than the screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await page.goto('/priser');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const price of prices) {
    const box = await page.locator(`article#${price.id}`).boundingBox();
    expect(box!.x + box!.width, price.id).toBeLessThanOrEqual(360);
  }
  await context.close();
});

// Side by side, a card whose text runs a line longer set its amount lower (App's 37 px below its neighbours'):
// the cards' parts share the grid's rows from 768 px.
for (const width of [768, 1280])
  test(`/priser at ${width} px sets the amounts of cards side by side on one line`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/priser');
    const rows = new Map<number, number[]>();
    for (const price of prices) {
      const card = (await page.locator(`article#${price.id}`).boundingBox())!;
      const amount = (await page.locator(`article#${price.id}`).getByText(priceAmount(price)).boundingBox())!;
      rows.set(Math.round(card.y), [...(rows.get(Math.round(card.y)) ?? []), Math.round(amount.y)]);
    }
    const sideBySide = [...rows.values()].filter((tops) => tops.length > 1);
    expect(sideBySide.length).toBeGreaterThan(0);
    for (const tops of sideBySide) expect(new Set(tops).size, tops.join(', ')).toBe(1);
  });
