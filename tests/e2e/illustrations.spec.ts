import { expect, test, type Page } from '@playwright/test';
import { illustrations, shown, type Illustration } from './fixtures/illustrations';
import { fill } from '../../src/lib/placeholders';
import { carouselWords, illustrationEntry } from '../unit/fixtures/illustration-words';
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
  const { words } = illustrationEntry('automation-workflow');
  const step = (nr: number) => fill(words.current, { nr, alle: 6, trin: words.steps[nr - 1]!.title });
  await expect(status).toHaveText(step(1));
  await island.getByRole('button', { name: words.reset }).click();
  await expect(status).toHaveText(words.ready);
  await expect(island.getByText(fill(words.progress, { procent: '0\u00a0%' }))).toBeVisible();
  await expect(shown(island, words.badges.waiting)).toHaveCount(6);
  await page.clock.runFor(3000 - MARGIN_MS);
  await expect(status).toHaveText(words.ready);
  await page.clock.runFor(MARGIN_MS);
  await expect(status).toHaveText(step(2));
});

test('a step the visitor chooses in the AI carousel stays on screen, paused', async ({ page }) => {
  const island = await startOnPausedClock(page, illustrations['AI carousel']!);
  const player = carouselWords();
  const fourth = island.getByRole('button', { name: fill(player.stepName, { nr: 4 }) });
  await fourth.click();
  await expect(
    island.getByRole('heading', {
      level: 3,
      name: await fourth.locator('span.font-semibold').evaluate((el) => el.lastChild!.textContent!),
    }),
  ).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(fourth).toHaveAttribute('aria-current', 'step');
  await expect(island.getByRole('button', { name: illustrations['AI carousel']!.play })).toBeVisible();
});

test('the app platform switch changes the view and nothing else', async ({ page }) => {
  const island = await startOnPausedClock(page, illustrations['app build simulation']!);
  const progress = await island.locator('[data-app-progress]').textContent();
  const { words } = illustrationEntry('app-build');
  const [hybrid, ios, android] = words.platforms;
  await expect(island.getByRole('radio', { name: hybrid!.label })).toBeChecked();
  const phone = island.locator('[data-app-platform]');
  await expect(phone).toContainText(hybrid!.technology);
  await island.getByRole('group', { name: words.choosePlatform }).getByText(ios!.label, { exact: true }).click();
  await expect(island.getByRole('radio', { name: ios!.label })).toBeChecked();
  await expect(phone).toContainText(ios!.technology);
  await expect(phone).toContainText(ios!.store);
  await island.getByRole('radio', { name: ios!.label }).press('ArrowRight');
  await expect(island.getByRole('radio', { name: android!.label })).toBeChecked();
  await expect(phone).toContainText(android!.technology);
  await expect(phone).toContainText(android!.store);
  await expect(island.locator('[data-app-progress]')).toHaveText(progress!);
});

test('the website mock-up is a real page built part by part, each part an outline until built', async ({ page }) => {
  const island = await startOnPausedClock(page, illustrations['website builder']!);
  const { site, blocks } = illustrationEntry('website-builder').words;
  const headline = island.getByText(site.heroTitle);
  await expect(headline).toBeVisible();
  await expect(island.getByText(site.heroButton)).toBeVisible();
  await expect(island.getByText(site.footer)).toBeVisible();
  await expect(shown(island, blocks.hero)).toHaveCount(0);

  // The tick tears the page down and builds the header with it; the hero follows 1 s later.
  await page.clock.runFor(2000);
  await expect(shown(island, blocks.hero)).toHaveCount(1);
  await expect(headline).toBeHidden();
  await expect(island.getByText(site.contact, { exact: true }).first()).toBeVisible();
  await page.clock.runFor(1000);
  await expect(headline).toBeVisible();
  await expect(shown(island, blocks.hero)).toHaveCount(0);
  await expect(shown(island, blocks.content)).toHaveCount(1);
});

test('the brand board gains logo, palette and type one stage at a time', async ({ page }) => {
  const island = await startOnPausedClock(page, illustrations['brand metamorphosis']!);
  const { words } = illustrationEntry('brand-metamorphosis');
  const slots = words.slots;
  const logo = island.getByText(words.brand, { exact: true });
  await expect(logo).toBeVisible();
  await expect(island.getByText(words.headingSample, { exact: true })).toBeVisible();
  for (const slot of slots) await expect(shown(island, slot)).toHaveCount(0);

  await page.clock.runFor(4000);
  for (const slot of slots) await expect(shown(island, slot)).toHaveCount(1);
  await expect(logo).toBeHidden();
  await page.clock.runFor(4000);
  await expect(logo).toBeVisible();
  await expect(shown(island, slots[0]!)).toHaveCount(0);
  await expect(shown(island, slots[1]!)).toHaveCount(1);
});

test('the integration diagram joins each system to the next by a line, the one into the active system lit', async ({
  page,
}) => {
  const diagramWords = illustrationEntry('automation-diagram').words;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const island = await startOnPausedClock(page, illustrations['automation diagram']!);
    const links = island.locator('svg[data-link]').filter({ visible: true });
    await expect(links).toHaveCount(5);
    await expect(island.locator('svg[data-link="completed"]').filter({ visible: true })).toHaveCount(5);

    await page.clock.runFor(6000);
    await expect(shown(island, diagramWords.badges.active)).toHaveCount(1);
    const lit = island.locator('svg[data-link="active"]').filter({ visible: true });
    await expect(lit).toHaveCount(1);
    await expect(island.locator('svg[data-link="waiting"]').filter({ visible: true })).toHaveCount(4);
    // The lit line lies in the gap between the first system and the second, which is now active.
    const box = (await lit.boundingBox())!;
    const from = (await island.getByRole('listitem').filter({ hasText: diagramWords.systems[0] }).boundingBox())!;
    const to = (await island.getByRole('listitem').filter({ hasText: diagramWords.systems[1] }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(from.x + from.width - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(to.x + 1);
    expect(box.y).toBeGreaterThan(from.y);
    expect(box.y + box.height).toBeLessThan(from.y + from.height);
  }
});

test('every system name of the automation diagram fits its tile on narrow phones', async ({ page }) => {
  const { slug, words } = illustrationEntry('automation-diagram');
  for (const width of [320, 360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/services/${slug}`);
    const tiles = page.locator('.system-snake > li');
    await expect(tiles).toHaveCount(words.systems.length);
    const overflows = await tiles.evaluateAll((all) =>
      all.flatMap((tile) => {
        const name = tile.querySelector('p')!;
        const box = tile.getBoundingClientRect();
        const text = document.createRange();
        text.selectNodeContents(name);
        const { left, right } = text.getBoundingClientRect();
        const inside = left >= box.left && right <= box.right - 4 && name.scrollWidth <= name.clientWidth;
        return inside ? [] : [name.textContent];
      }),
    );
    expect(overflows, `${width} px`).toEqual([]);
  }
});

test('the home page shows the website drawing finished, without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const section = page.locator('section').filter({ hasText: pageEntry('home').solutions.website.title });
  const { site } = pageEntry('home').solutions.website;
  for (const text of [site.heroTitle, site.heroButton, site.footer, site.cards[0]!.title])
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
