import { expect, test, type Page } from '@playwright/test';
import { demoAgentName, serviceCategories } from '../../src/config/site';
import { fill } from '../../src/lib/placeholders';
import { chromeCopy as chrome, demoCopy, pageEntry } from '../unit/fixtures/page-entries';

const homeCopy = pageEntry('home');
import { expectNoAxeViolations, islandOf } from './fixtures/helpers';

for (const width of [390, 1280]) {
  test(`the header offers Book et møde → /booking at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/about');
    const cta = page.getByRole('banner').getByRole('link', { name: chrome.header.booking });
    await expect(cta).toBeVisible();
    await expect(cta).toHaveAttribute('href', '/booking');
    expect((await page.getByRole('banner').boundingBox())?.height).toBe(64);
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the demo's call button is in the first view at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/demo');
    await expect(page.getByRole('button', { name: /Start opkald/ })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('img', { name: /^S$/ })).toHaveCount(0);
  });

  // On /demo the phone stands above the hero text on phones; were it after the text in the document, a first
  // paint made before the parser reached it would show the text on top and then push it down. The phone
  // assistant's page has the phone after its text in the document, and in its own grid column and rows from
  // 1024 px: the phone arriving must not move the text either.
  for (const route of ['/demo', '/services/ai-telefonassistent'])
    test(`${route} loads without a layout shift at ${viewport.width}×${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      expect(await layoutShiftOf(page, route)).toBeLessThan(0.01);
    });
}

// The home hero's phone beside the headline (from 1024 px) and the trust claims under the buttons.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
]) {
  test(`/ loads without a layout shift at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    expect(await layoutShiftOf(page, '/')).toBeLessThan(0.01);
  });
}

/** The page's cumulative layout shift from its first paint until two frames after load. */
async function layoutShiftOf(page: Page, route: string) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(route, { waitUntil: 'load' });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  return shifts.reduce((sum, value) => sum + value, 0);
}

test('before hydration the mega menu stays open 150 ms after the pointer leaves, then closes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The island never loads: this is the CSS fallback alone.
  await page.route(/MegaMenu[^/]*\.js/, (route) => route.abort());
  await page.goto('/');
  const panel = page.locator('[data-mega-panel]');
  await page
    .getByRole('navigation', { name: chrome.nav.label })
    .getByRole('button', { name: chrome.nav.offer })
    .hover();
  await expect(panel).toBeVisible();
  await page.evaluate(() => {
    const box = document.querySelector<HTMLElement>('[data-mega-panel]')!;
    const seen = ((window as unknown as { closeDelays: number[] }).closeDelays = [] as number[]);
    // When the pointer leaves, the browser creates the closing transition and fires transitionrun a frame
    // later. On a busy machine that frame can come after the 150 ms, when the transition is already gone
    // from getAnimations(), so the delay is read from the element's settled style, which created it.
    box.addEventListener('transitionrun', (event) => {
      if (event.propertyName !== 'visibility') return;
      const delays = getComputedStyle(box)
        .transitionDelay.split(',')
        .map((delay) => parseFloat(delay) * (delay.trim().endsWith('ms') ? 1 : 1000));
      seen.push(Math.max(...delays));
    });
  });
  // To the logo: outside the menu and its panel.
  await page.mouse.move(60, 30);
  const closeDelays = () => page.evaluate(() => (window as unknown as { closeDelays: number[] }).closeDelays);
  await expect.poll(async () => (await closeDelays()).length).toBeGreaterThan(0);
  expect(Math.min(...(await closeDelays()))).toBeGreaterThanOrEqual(150);
  await expect(panel).toBeHidden();
  await expect(page.locator('[data-mega-menu][data-hydrated]')).toHaveCount(0);
});

// Issue #40: before the island hydrated, focus on `Vi tilbyder` opened the panel by CSS, and Tab went on into
// its links (in 1 of 2 runs: the island hydrating on that focus won the race in the other).
test('before hydration Tab from Vi tilbyder passes the closed mega menu by', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The island never loads: the server-rendered menu and its CSS alone.
  await page.route(/MegaMenu[^/]*\.js/, (route) => route.abort());
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: chrome.nav.label });
  const offer = nav.getByRole('button', { name: chrome.nav.offer });
  const panel = page.locator('[data-mega-panel]');
  // From the link before it, as a keyboard reaches it.
  await nav.getByRole('link', { name: chrome.nav.home, exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(offer).toBeFocused();
  await expect(panel).toBeHidden();
  await page.keyboard.press('Tab');
  expect(await panel.evaluate((box) => box.contains(document.activeElement))).toBe(false);
  await expect(nav.getByRole('link', { name: chrome.nav.prices, exact: true })).toBeFocused();
  await expect(panel).toBeHidden();
  await expect(page.locator('[data-mega-menu][data-hydrated]')).toHaveCount(0);
});

test('the mega menu lists each service and features Produkter with summaries', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page
    .getByRole('navigation', { name: chrome.nav.label })
    .getByRole('button', { name: chrome.nav.offer })
    .hover();
  const panel = page.locator('[data-mega-panel]');
  await expect(panel.getByRole('link', { name: 'ERP', exact: true })).toBeVisible();
  const products = panel.getByRole('region', { name: chrome.categories.products });
  await expect(products.getByRole('link', { name: /^AI-telefonassistent.*døgnet rundt/ })).toBeVisible();
  await expect(products.getByRole('link', { name: /Ring til Sofie/ })).toHaveAttribute('href', '/demo');
  const headings = await panel.getByRole('heading', { level: 2 }).allTextContents();
  // The configured categories in order (tests/unit/service-menu.test.ts pins them to the product's six).
  expect(headings).toEqual(serviceCategories.map((category) => category.title));
  await expectNoAxeViolations(page);
});

for (const slug of ['sikkerhed-identitet', 'moderne-arbejdsmiljo']) {
  test(`the ${slug} hero drawing passes axe`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/services/${slug}`);
    await expectNoAxeViolations(page);
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
]) {
  test(`at ${viewport.width}×${viewport.height} the home hero holds the working demo phone beside the headline, the text centred on it`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const hero = page.locator('main section').first();
    await expect(hero.getByText('Eksempel på en samtale med Sofie')).toHaveCount(0);
    // Beside the phone itself no compact way to it.
    await expect(
      hero.getByRole('link', { name: fill(homeCopy.hero.demo.call, { agent: demoAgentName }) }),
    ).toBeHidden();
    await expect(hero.getByRole('tab', { name: demoCopy.phone.callTab })).toBeInViewport();
    await expect(hero.getByRole('tab', { name: demoCopy.phone.chatTab })).toBeInViewport();
    const start = hero.getByRole('button', { name: demoCopy.phone.start });
    await expect(start).toBeVisible();
    const heading = (await hero.getByRole('heading', { level: 1 }).boundingBox())!;
    const phone = (await islandOf(page, 'DemoPhone').locator(':scope > *').first().boundingBox())!;
    expect(phone.x, 'beside the headline').toBeGreaterThan(heading.x + heading.width);
    // Optically centred on the phone (issue #40: top-aligned, it left about 320 px of empty navy under the
    // figures): a little more room under the text than above it, neither a band of its own.
    const eyebrow = (await hero.getByText(homeCopy.hero.eyebrow).boundingBox())!;
    const claims = (await hero.locator('dl').boundingBox())!;
    const above = eyebrow.y - phone.y;
    const below = phone.y + phone.height - (claims.y + claims.height);
    expect(above, 'text starts within the phone').toBeGreaterThan(0);
    expect(below - above, 'a little more room under the text than above it').toBeGreaterThanOrEqual(0);
    expect(below - above).toBeLessThan(100);
    expect(below, 'no band of empty navy under the figures').toBeLessThan(220);
    // The first screen holds the headline, both buttons, the figures and (at 800 px tall) the phone's call button.
    for (const element of [
      hero.getByRole('heading', { level: 1 }),
      hero.getByRole('link', { name: homeCopy.hero.contact }),
      hero.getByRole('link', { name: chrome.actions.demo }),
    ]) {
      await expect(element).toBeInViewport({ ratio: 1 });
    }
    await expect(hero.locator('dl')).toBeInViewport({ ratio: 1 });
    if (viewport.height >= 800) await expect(start).toBeInViewport({ ratio: 1 });
    expect((await hero.boundingBox())!.height).toBeLessThanOrEqual(phone.height + 320);
  });
}

for (const width of [360, 768])
  test(`at ${width} px the home hero leaves the phone to /demo: hidden, nothing in it takes focus`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const hero = page.locator('main section').first();
    await expect(hero.getByRole('link', { name: chrome.actions.demo })).toHaveAttribute('href', '/demo');
    await expect(hero.getByRole('button', { name: demoCopy.phone.start })).toBeHidden();
    await expect(hero.locator('dl')).toBeVisible();
    // In the phone's place, a compact way to it (look review 3), under the buttons: they stay in the first screen.
    const compact = hero.getByRole('link', { name: fill(homeCopy.hero.demo.call, { agent: demoAgentName }) });
    await expect(compact).toHaveAttribute('href', '/demo#ring-op');
    await expect(compact).toBeInViewport({ ratio: 1 });
    for (const element of [
      hero.getByRole('heading', { level: 1 }),
      hero.getByRole('link', { name: homeCopy.hero.contact }),
      hero.getByRole('link', { name: chrome.actions.demo }),
    ])
      await expect(element).toBeInViewport({ ratio: 1 });
    expect((await compact.boundingBox())!.y).toBeGreaterThan(
      (await hero.getByRole('link', { name: chrome.actions.demo }).boundingBox())!.y,
    );
    const focusable = await islandOf(page, 'DemoPhone').evaluate((island) =>
      [...island.querySelectorAll<HTMLElement>('a, button, input, textarea, [tabindex]')]
        .filter((element) => {
          element.focus();
          return document.activeElement === element;
        })
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(focusable).toEqual([]);
  });

// Keyboard order follows reading order: past the header, Tab reaches the hero's booking button before any of the
// demo phone's controls, though the phone stands beside (or, below 1024 px, under) the text.
for (const [route, contact] of [
  ['/', homeCopy.hero.contact],
  ['/services/ai-telefonassistent', chrome.actions.booking],
] as const)
  for (const width of [360, 1280])
    test(`at ${width} px Tab reaches ${route}'s ${contact} before the demo phone`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(route);
      const hero = page.locator('main section').first();
      const phone = hero.locator('astro-island[component-url*="/DemoPhone."]');
      await expect(phone).toHaveCount(1);
      await expect(hero.getByRole('link', { name: contact })).toBeVisible();
      const inPhone = () => phone.evaluate((island) => island.contains(document.activeElement));
      const isContact = () =>
        hero.getByRole('link', { name: contact }).evaluate((link) => link === document.activeElement);
      let reached = '';
      for (let stop = 0; stop < 40 && !reached; stop++) {
        await page.keyboard.press('Tab');
        if (await isContact()) reached = 'contact';
        else if (await inPhone()) reached = 'phone';
      }
      expect(reached).toBe('contact');
    });

/** The fonts Chrome draws an element's text with, by family name (`Inter`, `Liberation Sans`). */
const renderedFonts = async (page: Page, selector: string) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
};

// docs/performance.md#fonts-and-the-first-paint: the heading font is inside every page (a data: URI); the whole Inter
// file waits until a first page has loaded, and later pages take it from the cache.
test('a first visit sets headings in Inter and the body in the fallback; a later one sets both in Inter', async ({
  browser,
}) => {
  const tracking = (page: Page) =>
    page
      .locator('main h2')
      .first()
      .evaluate((h2) => getComputedStyle(h2).letterSpacing);
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await firstPage.goto('/about', { waitUntil: 'load' });
  await expect(firstPage.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  // When the file was fetched is read from the page's own clock (Resource Timing, whose entry appears once the
  // file has arrived), not from when this test happens to look: the loader waits a second after the load event,
  // which a busy machine may spend before the next line here runs.
  const fontFetches = () =>
    firstPage.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => Math.round(entry.startTime - navigation!.loadEventStart));
    });
  await expect
    .poll(fontFetches, { message: 'the whole Inter file is fetched once, after the load', timeout: 10_000 })
    .toHaveLength(1);
  const [fetchedAfterLoad] = await fontFetches();
  expect(fetchedAfterLoad, 'ms from the load event to the font request').toBeGreaterThanOrEqual(990);
  await expect(firstPage.locator('html')).toHaveClass(/font-fallback/);
  expect(await firstPage.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Inter\S* fallback/);
  expect(await renderedFonts(firstPage, 'main p')).not.toContain('Inter');
  expect(await renderedFonts(firstPage, 'h1')).toEqual(['Inter']);
  // Inter's tight tracking, as on every later page.
  expect(parseFloat(await tracking(firstPage))).toBeLessThan(0);
  await first.close();

  const returning = await browser.newContext();
  await returning.addInitScript(() => localStorage.setItem('font-inter', '1'));
  const returningPage = await returning.newPage();
  await returningPage.goto('/about', { waitUntil: 'load' });
  await returningPage.evaluate(() => document.fonts.ready);
  await expect(returningPage.locator('html')).not.toHaveClass(/font-fallback/);
  expect(await renderedFonts(returningPage, 'main p')).toEqual(['Inter']);
  expect(await renderedFonts(returningPage, 'h1')).toEqual(['Inter']);
  expect(parseFloat(await tracking(returningPage))).toBeLessThan(0);
  await returning.close();
});

// That they show content, not their timing, tests/build/look.test.ts reads in the HTML.
test('illustrations keep names whole', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/services/dataplatforme');
  const erp = page.getByRole('main').getByText('ERP-system', { exact: true });
  const lines = await erp.evaluate(
    (element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
  );
  expect(lines).toBeLessThan(1.5);
});
