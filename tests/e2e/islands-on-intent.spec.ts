import type { Locator, Page } from '@playwright/test';
import { company } from '../../src/config/site';
import { holdIslandScript, islandOf } from './fixtures/helpers';
import { expect, test } from './fixtures/staff-api';
import { STAFF_TEST_PASSWORD } from './fixtures/test-env';
import { fill } from '../../src/lib/placeholders';
import { bookingCopy, gateTexts as gate, demoCopy, staffCopy } from '../unit/fixtures/page-entries';

/**
 * The pages whose island waits for the visitor, the island's component, what a visitor reaches for and,
 * where the island is hidden on narrower screens, the width it shows from.
 */
const islandPages: { path: string; component: string; target: (page: Page) => Locator; fromWidth?: number }[] = [
  // The home hero's demo phone, from 1024 px (narrower, `Se demo` leads to /demo).
  {
    path: '/',
    component: 'DemoPhone',
    target: (page) => page.getByRole('heading', { name: 'Sofie', exact: true }),
    fromWidth: 1024,
  },
  { path: '/booking', component: 'BookingForm', target: (page) => page.getByLabel(bookingCopy.form.name) },
  {
    path: '/demo',
    component: 'DemoPhone',
    target: (page) => page.getByRole('heading', { name: 'Sofie', exact: true }),
  },
  {
    path: '/services/ai-telefonassistent',
    component: 'DemoPhone',
    target: (page) => page.getByRole('heading', { name: 'Sofie', exact: true }),
  },
  { path: '/staff', component: 'StaffPanel', target: (page) => page.getByLabel(gate.password, { exact: true }) },
];

/** Every JavaScript file the page asks for, from its very first request on. */
function trackScripts(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js')) {
      scripts.push(request.url());
    }
  });
  return scripts;
}

const widths = [
  { width: 390, height: 844, touch: true },
  { width: 1280, height: 800, touch: false },
];

for (const { width, height, touch } of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height }, hasTouch: touch });

    for (const { path, component, target } of islandPages.filter((island) => width >= (island.fromWidth ?? 0))) {
      test(`${path} fetches no JavaScript until the visitor reaches for the island, then hydrates`, async ({
        page,
      }) => {
        const scripts = trackScripts(page);
        await page.goto(path, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle');
        expect(scripts).toEqual([]);
        await expect(page.locator('noscript > div')).toBeHidden();

        if (touch) await target(page).tap();
        else await target(page).hover();
        await expect(islandOf(page, component).locator('[data-island-ready]')).toHaveCount(1);
        expect(scripts.some((url) => url.includes(`/_astro/${component}.`))).toBe(true);
      });
    }
  });
}

test.describe('a press before the island has hydrated', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a tap on Start opkald starts the call once the phone has hydrated, exactly once', async ({ page }) => {
    // The provider takes the web call and never answers; everything else abroad is unreachable.
    const webCalls: string[] = [];
    await page.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => {
        if (!route.request().url().includes('/call/web')) return route.abort('failed');
        webCalls.push(route.request().method());
      },
    );
    const script = await holdIslandScript(page, 'DemoPhone');
    await page.goto('/demo');
    await page.getByRole('button', { name: demoCopy.phone.start }).tap();
    await script.requested;
    await expect(islandOf(page, 'DemoPhone')).toHaveAttribute('ssr', '');
    expect(webCalls).toEqual([]);
    script.release();

    await expect(page.getByRole('status')).toHaveText('Forbinder til Sofie...');
    await expect.poll(() => webCalls.filter((method) => method === 'POST')).toHaveLength(1);
    await expect(page.getByRole('button', { name: demoCopy.phone.start })).toBeDisabled();
  });

  test('Enter in the staff password field logs in once the panel has hydrated', async ({ page, staffApi }) => {
    void staffApi;
    const script = await holdIslandScript(page, 'StaffPanel');
    await page.goto('/staff');
    await page.getByLabel(gate.password, { exact: true }).fill(STAFF_TEST_PASSWORD);
    await page.getByLabel(gate.password, { exact: true }).press('Enter');
    await script.requested;
    expect(new URL(page.url()).search).toBe('');
    script.release();
    await expect(page.getByRole('heading', { name: 'Overblik' })).toBeVisible();
  });

  test('a double tap on Log ind with a wrong password counts as one attempt', async ({ page, staffApi }) => {
    const script = await holdIslandScript(page, 'StaffPanel');
    await page.goto('/staff');
    await page.getByLabel(gate.password, { exact: true }).fill('forkert-kode');
    const logIn = page.getByRole('button', { name: gate.submit });
    await logIn.tap();
    await logIn.tap();
    await script.requested;
    script.release();
    await expect(page.getByRole('alert')).toHaveText('Forkert adgangskode – 4 forsøg tilbage');
    expect(staffApi.passwordChecks()).toBe(1);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  /**
   * The notice a visitor without JavaScript sees. Playwright's text and role engines skip
   * `<noscript>` (it is inert with scripting on), so it is found by its place in the page.
   */
  const noScriptNotice = (page: Page) => page.locator('noscript > div');

  async function expectContactIn(notice: Locator) {
    await expect(notice.locator(`a[href="mailto:${company.email}"]`)).toHaveText(company.email);
    await expect(notice.locator('a[href^="tel:"]')).toHaveText(company.phone);
  }

  test('/booking says so in Danish with email and phone, and Book møde or Enter never submit', async ({ page }) => {
    const queries: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).search) queries.push(request.url());
    });
    await page.goto('/booking');
    const notice = noScriptNotice(page);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(bookingCopy.form.noScript);
    await expectContactIn(notice);

    await page.getByLabel(bookingCopy.form.name).fill('Anne Hansen');
    await page.getByLabel(bookingCopy.form.email).fill('anne@hansen-el.dk');
    await page.getByLabel(bookingCopy.form.phone).fill('+45 12 34 56 78');
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await page.getByRole('button', { name: bookingCopy.form.submit }).click();
    await page.getByLabel(bookingCopy.form.phone).press('Enter');
    // A native submit would start navigating at once; waiting for the network to fall idle instead hung on a
    // busy machine.
    await page.waitForEvent('framenavigated', { timeout: 2000 }).catch(() => undefined);

    expect(navigations).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/booking');
    expect(new URL(page.url()).search).toBe('');
    expect(queries).toEqual([]);
    await expect(page.getByLabel(bookingCopy.form.name)).toHaveValue('Anne Hansen');
  });

  test('/demo says so in Danish with email and phone', async ({ page }) => {
    await page.goto('/demo');
    const notice = noScriptNotice(page);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(fill(demoCopy.noScript, { agent: 'Sofie' }));
    await expectContactIn(notice);
  });

  test('/staff says the panel needs JavaScript and shows no login that could not work', async ({ page }) => {
    await page.goto('/staff');
    const notice = noScriptNotice(page);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(staffCopy.noScript);
    await expect(page.getByLabel(gate.password, { exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: gate.submit })).toBeHidden();
  });
});
