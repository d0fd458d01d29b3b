import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, holdIslandScript, islandOf } from './fixtures/helpers';
import { fill } from '../../src/lib/placeholders';
import { calculatorTexts as texts } from '../unit/fixtures/page-entries';

/** docs/product.md#savings-calculator: one product page per formula. */
const calculatorPages = [
  { path: '/services/procesudvikling', start: '28.000 kr./md.', typed: '10000', saving: '7.000 kr./md.' },
  { path: '/services/ai-telefonassistent', start: '35.101 kr./md.', typed: '20.000', saving: '19.101 kr./md.' },
];
/** Pages that show a savings example without the calculator, with the example's saving. */
const examplePages = [
  { path: '/', saved: '35.101 kr./md.' },
  { path: '/services/kunstig-intelligens', saved: '30.000 kr./md.' },
  { path: '/services/forretningsintelligens', saved: '40.000 kr./md.' },
];

const calculator = (page: Page) =>
  page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: texts.title }) })
    .last();
const costField = (page: Page) => page.getByLabel(texts.field);

/** Every JavaScript file the page asks for, from its very first request on. */
function trackScripts(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) scripts.push(request.url());
  });
  return scripts;
}

const widths = [
  { width: 320, height: 720, touch: true },
  { width: 1280, height: 800, touch: false },
];

for (const { width, height, touch } of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height }, hasTouch: touch });

    for (const { path, start, typed, saving } of calculatorPages) {
      test(`${path}: the example without JavaScript until reached for, then the visitor's own saving`, async ({
        page,
      }) => {
        const scripts = trackScripts(page);
        await page.goto(path, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle');
        expect(scripts.filter((url) => url.includes('SavingsCalculator'))).toEqual([]);
        await expect(calculator(page)).toContainText(start);
        await expect(costField(page)).toBeVisible();

        const field = costField(page);
        await field.scrollIntoViewIfNeeded();
        if (touch) await field.tap();
        else await field.hover();
        await expect(islandOf(page, 'SavingsCalculator').locator('[data-island-ready]')).toHaveCount(1);
        expect(scripts.some((url) => url.includes('/_astro/SavingsCalculator.'))).toBe(true);

        await field.fill(typed);
        await expect(calculator(page).locator('[aria-live="polite"]')).toContainText(saving);
        // Nothing sticks out sideways, even at 320 px.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expectNoAxeViolations(page);
      });
    }
  });
}

// Only the products' pages carry the calculator; / and the other service pages show its example's three figures,
// no field and no calculator script (look review 3: the same calculator on most pages read as one template).
for (const { path, saved } of examplePages) {
  test(`${path}: the savings example's figures, no calculator`, async ({ page }) => {
    const scripts = trackScripts(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    const example = page.locator('[data-savings-example]');
    await expect(example).toHaveCount(1);
    await expect(example).toContainText(texts.saving);
    await expect(example).toContainText(saved);
    await expect(costField(page)).toHaveCount(0);
    await page.mouse.move(10, 10);
    await page.mouse.wheel(0, 4000);
    expect(scripts.filter((url) => url.includes('SavingsCalculator'))).toEqual([]);
  });
}

test.describe('by keyboard', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('an amount typed while the calculator loads is kept and counted', async ({ page }) => {
    const script = await holdIslandScript(page, 'SavingsCalculator');
    await page.goto('/services/ai-telefonassistent');
    const field = costField(page);
    await field.focus();
    await script.requested;
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('20.000');
    script.release();
    await expect(islandOf(page, 'SavingsCalculator').locator('[data-island-ready]')).toHaveCount(1);
    await expect(field).toHaveValue('20.000');
    await expect(calculator(page)).toContainText('20.000 kr. − 899 kr. = 19.101 kr.');
  });

  test('a share page states its formula; a cost it cannot read and one under the price say so', async ({ page }) => {
    await page.goto('/services/procesudvikling');
    const field = costField(page);
    await field.focus();
    await expect(islandOf(page, 'SavingsCalculator').locator('[data-island-ready]')).toHaveCount(1);
    await expect(calculator(page)).toContainText('40.000 kr. × 70 % = 28.000 kr.');
    await field.fill('mange penge');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(calculator(page)).toContainText(texts.unreadable);

    await page.goto('/services/ai-agent');
    await costField(page).focus();
    await expect(islandOf(page, 'SavingsCalculator').locator('[data-island-ready]')).toHaveCount(1);
    await costField(page).fill('300');
    await expect(calculator(page)).toContainText(texts.noSaving);
    await expect(calculator(page)).toContainText(
      fill(texts.belowPrice, { udgift: '300\u00a0kr./md.', pris: '499\u00a0kr./md.' }),
    );
    await expect(calculator(page)).not.toContainText('−199');
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the calculator shows the example and its formula', async ({ page }) => {
    await page.goto('/services/procesudvikling');
    await expect(calculator(page)).toContainText('28.000 kr./md.');
    await expect(calculator(page)).toContainText('40.000 kr. × 70 % = 28.000 kr.');
  });
});

test('no references section while content/references/ is empty', async ({ page }) => {
  for (const path of ['/', '/about', '/services/ai-telefonassistent']) {
    await page.goto(path);
    await expect(page.locator('[data-references]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Det siger vores kunder' })).toHaveCount(0);
  }
});
