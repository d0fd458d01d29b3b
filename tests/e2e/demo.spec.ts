import { expect, test, type Page } from '@playwright/test';
import { company, demoAgentName, phoneHref } from '../../src/config/site';
import { fill } from '../../src/lib/placeholders';
import { demoCopy as copy } from '../unit/fixtures/page-entries';
import { expectNoAxeViolations, reachForIsland, trackForeignRequests } from './fixtures/helpers';
import { STAFF_API_URL, VAPI_API_URL } from './fixtures/test-env';

const status = (page: Page) => page.getByRole('status');
const agent = { agent: demoAgentName };
const startButton = (page: Page) => page.getByRole('button', { name: copy.phone.start });
const muteToggle = (page: Page) => page.getByRole('button', { name: copy.phone.mute });
/** What the phone offers after a failed call: the company's number and a meeting. */
const otherWays = (page: Page) => page.getByRole('group', { name: copy.phone.failed });

async function expectOtherWays(page: Page) {
  await expect(
    otherWays(page).getByRole('link', { name: fill(copy.common.callUs, { telefon: company.phone }) }),
  ).toHaveAttribute('href', phoneHref);
  await expect(otherWays(page).getByRole('link', { name: copy.common.bookMeeting })).toHaveAttribute(
    'href',
    '/booking',
  );
}

/**
 * Steps the page's clock (installed by the test) until the status reads `text`, failing once more
 * than `withinMs` of page time has passed: the call's waits take no real time, and a busy machine
 * cannot make them late.
 */
async function runUntilStatus(page: Page, text: string, withinMs: number) {
  const stepMs = 100;
  for (let elapsed = 0; (await status(page).innerText()).trim() !== text; elapsed += stepMs) {
    expect(elapsed, `status "${text}" within ${withinMs} ms`).toBeLessThan(withinMs);
    await page.clock.runFor(stepMs);
  }
}

/**
 * Presses call and waits for the staff API's answer before the test runs the fake clock: on a busy
 * machine the answer (real time) could otherwise come after the clock had run the 2 s wait out.
 */
async function pressCallAndAwaitAnswer(page: Page) {
  const answered = page.waitForResponse(`${STAFF_API_URL}/agents`);
  await startButton(page).click();
  await answered;
}

async function openDemo(page: Page) {
  await page.goto('/demo');
  await reachForIsland(page, 'DemoPhone');
  await expect(status(page)).toHaveText('Klar til opkald');
}

// Foreign requests and axe on the idle page: the route sweep in site.spec.ts.
test('the idle demo shows the agent, the free-demo badge and a start button, and no mute toggle', async ({ page }) => {
  await openDemo(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Sofie', exact: true })).toBeVisible();
  await expect(page.getByText(copy.phone.role)).toBeVisible();
  await expect(page.getByText(copy.badge)).toBeVisible();
  await expect(startButton(page)).toBeEnabled();
  await expect(muteToggle(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: copy.common.privacyLink })).toHaveAttribute('href', '/privatliv');
});

const notLocal = (url: URL) => url.hostname !== '127.0.0.1';

test('a provider that cannot be reached shows Forbindelsesfejl, then idle again', async ({ page }) => {
  // Two axe scans of the whole page besides the call: on a busy two-core machine that passed 30 s once.
  test.setTimeout(60_000);
  await page.clock.install();
  const blocked: string[] = [];
  await page.route(notLocal, (route) => {
    blocked.push(route.request().url());
    return route.abort('failed');
  });
  await openDemo(page);

  await startButton(page).focus();
  await page.keyboard.press('Enter');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Forbindelsesfejl');
  await expect(alert).toContainText('Der opstod en fejl. Prøv igen.');
  await expect(startButton(page)).toBeDisabled();
  await expectOtherWays(page);
  await expectNoAxeViolations(page);
  expect(blocked.length).toBeGreaterThan(0);

  await runUntilStatus(page, 'Klar til opkald', 5_000);
  await expect(alert).toHaveCount(0);
  await expect(startButton(page)).toBeEnabled();
  await expect(muteToggle(page)).toHaveCount(0);
  await expectOtherWays(page);
  await expectNoAxeViolations(page);
});

test('a call that never connects gives up after 30 s; the other ways stay until the next call', async ({ page }) => {
  await page.clock.install();
  // The provider takes the web call and never answers; everything else abroad is unreachable.
  await page.route(notLocal, (route) =>
    route.request().url().includes('/call/web') ? undefined : route.abort('failed'),
  );
  await openDemo(page);
  await expect(otherWays(page)).toHaveCount(0);

  const pressed = await page.evaluate(() => Date.now());
  const webCall = page.waitForRequest((request) => request.url().includes('/call/web'));
  await startButton(page).click();
  await expect(status(page)).toHaveText('Forbinder til Sofie...');
  // The attempt and its 30 s watchdog exist once the call is asked for. From then on the page's time moves only
  // when the test moves it: left to flow, a busy machine (three suites side by side) spent the last second
  // before the check, and the call had given up already.
  await webCall;
  const asked = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pressed + 29_000);
  await expect(status(page)).toHaveText('Forbinder til Sofie...');
  await expect(startButton(page)).toBeDisabled();
  // The watchdog started between `pressed` and `asked` (a busy machine took seconds to load the island on the press):
  // it fires within that span and a second more of page time, and not before 30 s after `pressed`.
  await runUntilStatus(page, 'Opkaldet blev afbrudt', asked - pressed + 1_000);
  await expect(page.getByRole('alert')).toContainText('Forbindelsesfejl');
  await expectOtherWays(page);

  await runUntilStatus(page, 'Klar til opkald', 5_000);
  await expectOtherWays(page);
  await startButton(page).click();
  await expect(status(page)).toHaveText('Forbinder til Sofie...');
  await expect(otherWays(page)).toHaveCount(0);
});

// The home hero mounts the same phone (src/components/sections/LiveDemoPhone.astro) from 1024 px.
test("the home page's phone starts a call exactly like /demo's", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The provider takes the web call and never answers; everything else abroad is unreachable.
  const webCalls: string[] = [];
  await page.route(notLocal, (route) => {
    if (!route.request().url().includes('/call/web')) return route.abort('failed');
    webCalls.push(route.request().method());
  });
  await page.goto('/');
  await reachForIsland(page, 'DemoPhone');
  await expect(status(page)).toHaveText('Klar til opkald');
  await startButton(page).click();
  await expect(status(page)).toHaveText('Forbinder til Sofie...');
  await expect.poll(() => webCalls.filter((method) => method === 'POST')).toHaveLength(1);
  await expect(startButton(page)).toBeDisabled();
});

test('a provider refusing the key and an SDK that fails to download both end in Forbindelsesfejl', async ({ page }) => {
  await page.clock.install();
  await page.route(notLocal, (route) =>
    route.request().url().includes('/call/web')
      ? route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Invalid Key"}' })
      : route.abort('failed'),
  );
  await openDemo(page);
  await startButton(page).click();
  await expect(page.getByRole('alert')).toContainText('Forbindelsesfejl');
  await runUntilStatus(page, 'Klar til opkald', 5_000);

  // The SDK is already loaded now; a fresh page must fetch it on the press, and that fetch fails.
  let sdkDownloads = 0;
  await page.route(/\/_astro\/vapi\.[^/]*\.js$/, (route) => {
    sdkDownloads += 1;
    return route.abort('failed');
  });
  await openDemo(page);
  expect(sdkDownloads).toBe(0);
  await startButton(page).click();
  await expect(page.getByRole('alert')).toContainText('Forbindelsesfejl');
  expect(sdkDownloads).toBe(1);
  await runUntilStatus(page, 'Klar til opkald', 5_000);
});

// The smallest common phone screen holds the whole call button with its label, unscrolled: on a first visit,
// whose page keeps the fallback font, and on a later one in Inter (docs/product.md#demo-page).
test('at 360×740 the call button is whole in the first screen, on a first visit and a later one', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const visit of ['first', 'later']) {
    await page.goto('/demo', { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const fallback = await page.evaluate(() => document.documentElement.classList.contains('font-fallback'));
    expect(fallback, `${visit} visit in the fallback font`).toBe(visit === 'first');
    expect(await page.evaluate(() => scrollY)).toBe(0);
    const button = await startButton(page).boundingBox();
    expect(button!.y + button!.height, `${visit} visit: the button's bottom`).toBeLessThanOrEqual(740);
    // What the page remembers once Inter has been fetched, so the next page uses it from the first paint.
    await page.evaluate(() => localStorage.setItem('font-inter', '1'));
  }
});

/** Where the heading and the next section's first heading stand in the page, whatever the scroll. */
const pagePlaces = (page: Page) =>
  page.evaluate(() =>
    [document.querySelector('h1'), document.querySelector('main > section:nth-of-type(2) h2')].map(
      (element) => (element?.getBoundingClientRect().top ?? NaN) + scrollY,
    ),
  );

for (const viewport of [
  { width: 360, height: 800 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width}×${viewport.height} the heading is above the phone and nothing moves as the call changes state`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.clock.install();
    await page.route(notLocal, (route) =>
      route.request().url().includes('/call/web')
        ? route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Invalid Key"}' })
        : route.abort('failed'),
    );
    await openDemo(page);
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    const phone = await page.getByRole('heading', { name: 'Sofie', exact: true }).boundingBox();
    expect(heading!.y + heading!.height).toBeLessThan(phone!.y);
    // No empty band over 120 px between the 64 px header and the heading.
    expect(heading!.y - 64).toBeLessThanOrEqual(120);

    const idle = await pagePlaces(page);
    expect(idle.every(Number.isFinite)).toBe(true);
    // Connecting: the SDK's download is held until the places are read.
    let releaseSdk = () => {};
    const sdkHeld = new Promise<void>((resolve) => (releaseSdk = resolve));
    await page.route(/\/_astro\/vapi\.[^/]*\.js$/, async (route) => {
      await sdkHeld;
      await route.continue();
    });
    await startButton(page).click();
    await expect(status(page)).toHaveText('Forbinder til Sofie...');
    expect(await pagePlaces(page)).toEqual(idle);
    releaseSdk();
    await expect(page.getByRole('alert')).toContainText('Forbindelsesfejl');
    await expectOtherWays(page);
    expect(await pagePlaces(page)).toEqual(idle);
    await runUntilStatus(page, 'Klar til opkald', 5_000);
    expect(await pagePlaces(page)).toEqual(idle);
  });
}

for (const viewport of [
  { width: 360, height: 800 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width}×${viewport.height} the phone keeps its size from Ring to Skriv and through a written conversation, with no blank card under it`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // The provider's answer waits until the test has measured the phone while Sofie writes.
    const asked = new Promise<(body: string) => Promise<void>>((resolve) =>
      page.route(`${VAPI_API_URL}/chat/web`, (route) =>
        resolve((body) =>
          route.fulfill({ contentType: 'text/event-stream', headers: { 'Access-Control-Allow-Origin': '*' }, body }),
        ),
      ),
    );
    await openDemo(page);
    const phone = page.locator('astro-island[component-url*="/DemoPhone."] > div > div').first();
    const island = page.locator('astro-island[component-url*="/DemoPhone."] > div');
    const idle = { box: await phone.boundingBox(), places: await pagePlaces(page) };
    const captions = page.getByRole('heading', { name: copy.phone.captionsTitle });
    await expect(captions).toBeVisible();
    /** While writing: the phone as in Ring, and the call's captions gone, box and all (no blank navy under it). */
    const expectWriting = async () => {
      expect(await phone.boundingBox()).toEqual(idle.box);
      await expect(captions).toBeHidden();
      const [phoneBox, islandBox] = [await phone.boundingBox(), await island.boundingBox()];
      expect(islandBox!.y + islandBox!.height).toBeLessThanOrEqual(phoneBox!.y + phoneBox!.height + 1);
      expect((await pagePlaces(page))[0]).toBe(idle.places[0]);
    };
    await page.getByRole('button', { name: copy.suggestions.question.title }).click();
    await expect(page.getByRole('tab', { name: copy.phone.chatTab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('textbox', { name: fill(copy.chat.fieldLabel, agent) })).toBeFocused();
    await expectWriting();
    const answer = await asked;
    await answer(
      ['Vi hjælper med AI. '.repeat(30), 'Og meget mere.']
        .map(
          (delta) => `data: ${JSON.stringify({ id: 'c', sessionId: 's', path: 'chat.output[0].content', delta })}\n\n`,
        )
        .join('') + 'data: [DONE]\n\n',
    );
    await expect(page.getByRole('log', { name: fill(copy.chat.logLabel, agent) })).toContainText('Og meget mere.');
    await expectWriting();
    await page.getByRole('tab', { name: copy.phone.callTab }).click();
    await expect(startButton(page)).toBeEnabled();
    await expect(captions).toBeVisible();
    expect({ box: await phone.boundingBox(), places: await pagePlaces(page) }).toEqual(idle);
  });
}

test.describe('with Sofie unavailable in the staff panel', () => {
  // The staff API's public answer, as the local backend gives it after Sofie was switched off
  // (the whole round trip through the panel: staff-api.spec.ts).
  test.beforeEach(async ({ page }) => {
    await page.route(`${STAFF_API_URL}/agents`, (route) =>
      route.fulfill({
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify([
          { id: 'sofie', name: 'Sofie', isAvailable: false },
          { id: 'magnus', name: 'Magnus', isAvailable: true },
          { id: 'freja', name: 'Freja', isAvailable: false },
        ]),
      }),
    );
  });

  test('the staged call plays through with Danish speech and never reaches the provider', async ({ page }) => {
    // A speech synthesis stand-in that records what it is asked to say and finishes after 500 ms.
    await page.addInitScript(() => {
      const spoken: { text: string; lang: string; rate: number; pitch: number }[] = [];
      Object.assign(window, { __spoken: spoken });
      Object.defineProperty(window, 'speechSynthesis', {
        configurable: true,
        value: {
          getVoices: () => [],
          cancel: () => undefined,
          speak: (utterance: SpeechSynthesisUtterance) => {
            spoken.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate, pitch: utterance.pitch });
            setTimeout(() => utterance.onend?.(new Event('end') as SpeechSynthesisEvent), 500);
          },
        },
      });
    });
    await page.clock.install();
    const foreign = trackForeignRequests(page);
    await openDemo(page);

    await pressCallAndAwaitAnswer(page);
    await expect(status(page)).toHaveText('Forbinder til Sofie...');
    await expect(startButton(page)).toBeDisabled();
    await runUntilStatus(page, 'Forbundet med Sofie', 4_000);
    await expect(page.getByRole('log')).toContainText('Sofie: Hej, det er Sofie. Jeg er desværre ikke tilgængelig');
    await expect(muteToggle(page)).toHaveCount(0);
    await runUntilStatus(page, 'Opkaldet er afsluttet', 4_000);
    await runUntilStatus(page, 'Klar til opkald', 5_000);

    const spoken = await page.evaluate(() => (window as unknown as { __spoken: unknown[] }).__spoken);
    // The browser stores rate and pitch as 32-bit floats.
    expect(spoken).toEqual([
      expect.objectContaining({ lang: 'da-DK', rate: expect.closeTo(0.9, 5), pitch: expect.closeTo(1.1, 5) }),
    ]);
    expect(foreign).toEqual([]);
  });

  test('without speech synthesis the message shows as text and the call still completes', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: undefined });
    });
    await page.clock.install();
    await openDemo(page);
    await pressCallAndAwaitAnswer(page);
    await runUntilStatus(page, 'Forbundet med Sofie', 4_000);
    await expect(page.getByRole('log')).toContainText('Jeg er desværre ikke tilgængelig');
    await runUntilStatus(page, 'Opkaldet er afsluttet', 4_000);
    await runUntilStatus(page, 'Klar til opkald', 5_000);
  });
});
