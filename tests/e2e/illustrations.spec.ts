import { expect, test, type Page } from '@playwright/test';
import { illustrations, shown, type Illustration } from './fixtures/illustrations';
import { pageEntry } from '../unit/fixtures/page-entries';

/**
 * Every illustration on the page's own (paused) clock: its still frame, then each timed state in
 * order, each no earlier and no later than its wait; pause holds it and play goes on; without
 * JavaScript and under reduced motion the still frame stands.
 */
/** The clock steps this much at a time until the illustration plays: its start is known to within it. */
const STEP_MS = 10;
/** So each state is checked to arrive no earlier than this before its time, and no later than on time. */
const MARGIN_MS = 2 * STEP_MS;

/** Steps the paused clock until `check` holds. */
async function runUntil(page: Page, check: () => Promise<boolean>) {
  await expect
    .poll(async () => (await check()) || page.clock.runFor(STEP_MS).then(check), { intervals: [10], timeout: 20_000 })
    .toBe(true);
}

/** Found by its pause control, whichever way that is switched. */
const islandOf = (page: Page, { pause, play }: Illustration) =>
  page.locator('astro-island').filter({ has: page.locator(`[aria-label="${pause}"], [aria-label="${play}"]`) });

/**
 * Opens the page on a paused clock, brings the illustration on screen and steps the clock until
 * it hydrates (on an idle callback) and plays. Its clock then started no more than STEP_MS ago.
 */
async function startOnPausedClock(page: Page, illustration: Illustration) {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00') });
  await page.clock.pauseAt(new Date('2026-03-02T09:00:01'));
  await page.goto(`/services/${illustration.slug}`);
  const island = islandOf(page, illustration);
  await island.locator('> *').first().scrollIntoViewIfNeeded();
  await runUntil(page, async () => (await island.locator('[data-running]').count()) > 0);
  return island;
}

for (const [name, illustration] of Object.entries(illustrations)) {
  test(`${name}: each timed state in order and on time; pause holds it, play goes on`, async ({ page }) => {
    test.setTimeout(60_000);
    const island = await startOnPausedClock(page, illustration);
    const seen = () => illustration.read(island);
    const [[, still], ...states] = illustration.states;
    await expect.poll(seen).toBe(still);
    for (const [ms, expected] of states) {
      const before = await seen();
      await page.clock.runFor(ms - MARGIN_MS);
      expect(await seen(), `not before ${ms} ms`).toBe(before);
      await page.clock.runFor(MARGIN_MS);
      await expect.poll(seen, { message: `after ${ms} ms` }).toBe(expected);
    }

    const held = await seen();
    await island.getByRole('button', { name: illustration.pause }).click();
    await page.clock.runFor(30_000);
    expect(await seen()).toBe(held);
    await island.getByRole('button', { name: illustration.play }).click();
    await page.clock.runFor(states[0]![0]);
    await expect.poll(seen).not.toBe(held);
  });
}

test.describe('the still frame', () => {
  for (const [name, illustration] of Object.entries(illustrations)) {
    test(`${name}: the server renders it, and under reduced motion it stays, without controls`, async ({ browser }) => {
      const still = illustration.states[0]![1];
      const withoutScript = await browser.newContext({ javaScriptEnabled: false });
      const plain = await withoutScript.newPage();
      await plain.goto(`/services/${illustration.slug}`);
      expect(await illustration.read(islandOf(plain, illustration))).toBe(still);
      await withoutScript.close();

      const reduced = await browser.newContext({ reducedMotion: 'reduce' });
      const page = await reduced.newPage();
      await page.clock.install();
      await page.goto(`/services/${illustration.slug}`);
      const island = islandOf(page, illustration);
      await island.locator('> *').first().scrollIntoViewIfNeeded();
      await expect(island).not.toHaveAttribute('ssr');
      await expect(island.getByRole('button', { name: illustration.pause })).toHaveCount(0);
      await page.clock.runFor(20_000);
      expect(await illustration.read(island)).toBe(still);
      await reduced.close();
    });
  }
});

test('the workflow resets to no step and starts its 3 s wait over', async ({ page }) => {
  const island = await startOnPausedClock(page, illustrations['automation workflow']!);
  const status = island.getByTestId('workflow-status');
  await page.clock.runFor(4500);
  await expect(status).toHaveText('Trin 1 af 6: Modtag henvendelse');
  await island.getByRole('button', { name: 'Nulstil' }).click();
  await expect(status).toHaveText('Klar til start: ingen trin er i gang.');
  await expect(island.getByText('Fremdrift 0 %')).toBeVisible();
  await expect(shown(island, 'Venter')).toHaveCount(6);
  await page.clock.runFor(3000 - MARGIN_MS);
  await expect(status).toHaveText('Klar til start: ingen trin er i gang.');
  await page.clock.runFor(MARGIN_MS);
  await expect(status).toHaveText('Trin 2 af 6: Læs og udtræk data');
});

test('a step the visitor chooses in the AI carousel stays on screen, paused', async ({ page }) => {
  const island = await startOnPausedClock(page, illustrations['AI carousel']!);
  await island.getByRole('button', { name: /^Trin 4:/ }).click();
  await expect(island.getByRole('heading', { level: 3, name: 'Løbende forbedring' })).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(island.getByRole('button', { name: /^Trin 4:/ })).toHaveAttribute('aria-current', 'step');
  await expect(island.getByRole('button', { name: 'Afspil karrusellen om, hvordan AI virker' })).toBeVisible();
});

test('the app platform switch changes the view and nothing else', async ({ page }) => {
  const island = await startOnPausedClock(page, illustrations['app build simulation']!);
  const progress = await island.locator('[data-app-progress]').textContent();
  await expect(island.getByRole('radio', { name: 'Hybrid' })).toBeChecked();
  const phone = island.locator('[data-app-platform]');
  await expect(phone).toContainText('React Native');
  await island.getByRole('group', { name: 'Vælg platform' }).getByText('iOS', { exact: true }).click();
  await expect(island.getByRole('radio', { name: 'iOS' })).toBeChecked();
  await expect(phone).toContainText('Swift og SwiftUI');
  await expect(phone).toContainText('App Store');
  await island.getByRole('radio', { name: 'iOS' }).press('ArrowRight');
  await expect(island.getByRole('radio', { name: 'Android' })).toBeChecked();
  await expect(phone).toContainText('Kotlin');
  await expect(phone).toContainText('Google Play');
  await expect(island.locator('[data-app-progress]')).toHaveText(progress!);
});

test('the website mock-up is a real page built part by part, each part an outline until built', async ({ page }) => {
  const island = await startOnPausedClock(page, illustrations['website builder']!);
  const headline = island.getByText('Vi gør det nemt at vælge jer');
  await expect(headline).toBeVisible();
  await expect(island.getByText('Book et møde')).toBeVisible();
  await expect(island.getByText('Åbent hverdage 8–16')).toBeVisible();
  await expect(shown(island, 'Forsidebanner')).toHaveCount(0);

  // The tick tears the page down and builds the header with it; the hero follows 1 s later.
  await page.clock.runFor(2000);
  await expect(shown(island, 'Forsidebanner')).toHaveCount(1);
  await expect(headline).toBeHidden();
  await expect(island.getByText('Kontakt', { exact: true }).first()).toBeVisible();
  await page.clock.runFor(1000);
  await expect(headline).toBeVisible();
  await expect(shown(island, 'Forsidebanner')).toHaveCount(0);
  await expect(shown(island, 'Indhold')).toHaveCount(1);
});

test('the brand board gains logo, palette and type one stage at a time', async ({ page }) => {
  const island = await startOnPausedClock(page, illustrations['brand metamorphosis']!);
  const slots = ['Logo', 'Farver', 'Skrift'];
  const logo = island.getByText('Jeres brand', { exact: true });
  await expect(logo).toBeVisible();
  await expect(island.getByText('Overskrift', { exact: true })).toBeVisible();
  for (const slot of slots) await expect(shown(island, slot)).toHaveCount(0);

  await page.clock.runFor(4000);
  for (const slot of slots) await expect(shown(island, slot)).toHaveCount(1);
  await expect(logo).toBeHidden();
  await page.clock.runFor(4000);
  await expect(logo).toBeVisible();
  await expect(shown(island, 'Logo')).toHaveCount(0);
  await expect(shown(island, 'Farver')).toHaveCount(1);
});

test('the integration diagram joins each system to the next by a line, the one into the active system lit', async ({
  page,
}) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const island = await startOnPausedClock(page, illustrations['automation diagram']!);
    const links = island.locator('svg[data-link]').filter({ visible: true });
    await expect(links).toHaveCount(5);
    await expect(island.locator('svg[data-link="completed"]').filter({ visible: true })).toHaveCount(5);

    await page.clock.runFor(6000);
    await expect(shown(island, 'Aktiv')).toHaveCount(1);
    const lit = island.locator('svg[data-link="active"]').filter({ visible: true });
    await expect(lit).toHaveCount(1);
    await expect(island.locator('svg[data-link="waiting"]').filter({ visible: true })).toHaveCount(4);
    // The lit line lies in the gap between the first system and the second, which is now active.
    const box = (await lit.boundingBox())!;
    const from = (await island.getByRole('listitem').filter({ hasText: 'Indbakke' }).boundingBox())!;
    const to = (await island.getByRole('listitem').filter({ hasText: 'AI-analyse' }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(from.x + from.width - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(to.x + 1);
    expect(box.y).toBeGreaterThan(from.y);
    expect(box.y + box.height).toBeLessThan(from.y + from.height);
  }
});

test('the home page shows the website drawing finished, without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const section = page.locator('section').filter({ hasText: pageEntry('home').solutions.website.title });
  for (const text of ['Vi gør det nemt at vælge jer', 'Book et møde', 'Åbent hverdage 8–16', 'Rådgivning'])
    await expect(section.getByText(text, { exact: true })).toBeVisible();
  await context.close();
});

test('the website drawings on / and the builder speak in words at 11 px or more on a 360 px phone, with no example domain', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const route of ['/', '/services/hjemmesider']) {
    await page.goto(route);
    const drawing = page.locator('[data-site-drawing]');
    const { sizes, words } = await drawing.evaluate((root) => ({
      sizes: [...root.querySelectorAll('*')]
        .filter((el) => [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()))
        .map((el) => [el.textContent!.trim(), parseFloat(getComputedStyle(el).fontSize)] as const),
      words: root.textContent!.replace(/\s+/g, ' '),
    }));
    expect(sizes.length, route).toBeGreaterThan(5);
    for (const [text, size] of sizes) expect(size, `${route}: "${text}"`).toBeGreaterThanOrEqual(11);
    expect(words, route).not.toMatch(/example\.|@/);
  }
});

test.describe('service heroes', () => {
  /** One service page of each family: each must show its family's own composition. */
  // The products' family is the chatbot's: the phone assistant's hero is the live demo phone (phone-assistant.spec.ts).
  const pages = ['ai-agent', 'kunstig-intelligens', 'softwareudvikling', 'hjemmesider', 'erp', 'sikkerhed'];

  test('each family has a composition of its own, in words at 11 px or more on a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const families = new Set<string | null>();
    for (const slug of pages) {
      await page.goto(`/services/${slug}`);
      const drawing = page.locator('[data-hero-drawing]');
      families.add(await drawing.getAttribute('data-hero-family'));
      const { sizes, words, right } = await drawing.evaluate((root) => {
        const texts = [...root.querySelectorAll('*')].filter((el) =>
          [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()),
        );
        return {
          sizes: texts.map((el) => [el.textContent!.trim(), parseFloat(getComputedStyle(el).fontSize)] as const),
          words: (root as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
          // A wave's bars past its box are cut off by the box (preserveAspectRatio slice): the boxes count.
          right: Math.max(...[...root.querySelectorAll(':not(svg *)')].map((el) => el.getBoundingClientRect().right)),
        };
      });
      for (const [text, size] of sizes) expect(size, `${slug}: "${text}"`).toBeGreaterThanOrEqual(11);
      expect(words.split(' ').length, slug).toBeGreaterThanOrEqual(15);
      expect(words, slug).not.toMatch(/example\./);
      expect(right, `${slug}'s drawing stays on screen`).toBeLessThanOrEqual(360);
    }
    expect(families.size).toBe(pages.length);
  });

  test('the chatbot shows the sources it answers from, not a third chat beside the example and the live one', async ({
    page,
  }) => {
    await page.goto('/services/ai-agent');
    const drawing = page.locator('[data-hero-drawing]');
    await expect(drawing).toHaveAttribute('data-hero-family', 'knowledge');
    await expect(drawing).toContainText('Chatbottens viden');
    await expect(drawing.locator('li')).toHaveText([/Jeres hjemmeside/, /Prisliste/, /Vilkår/, /Kalender/]);
    await expect(drawing).not.toContainText('Kunde');
  });
});
