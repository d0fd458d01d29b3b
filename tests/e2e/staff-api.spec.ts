/**
 * The staff API round trips an employee and a visitor make together: the lock on the server, one
 * availability every visitor's demo obeys, an expired session, and a backend that is down. Each test
 * has a local staff API of its own (tests/e2e/fixtures/staff-api.ts).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { reachForIsland } from './fixtures/helpers';
import { expect, logIn, openPanel, routeToStaffApi, submitPassword, test, type StaffApi } from './fixtures/staff-api';
import { STAFF_API_URL, STAFF_TEST_PASSWORD } from './fixtures/test-env';
import { gateTexts as gate, demoCopy } from '../unit/fixtures/page-entries';

/** Another visitor's browser, reaching the same staff API. */
async function otherBrowser(browser: Browser, api: StaffApi): Promise<BrowserContext> {
  const context = await browser.newContext();
  await routeToStaffApi(context, api);
  return context;
}

/**
 * Opens /demo and presses call, with the voice provider held off (its requests are recorded and
 * answered with nothing), and without speech synthesis, so a staged call shows its message as text.
 */
async function pressCallOnDemo(page: Page) {
  const providerRequests: string[] = [];
  const staffApiRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(STAFF_API_URL)) staffApiRequests.push(request.url());
  });
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      providerRequests.push(route.request().url());
      return route.abort('failed');
    },
  );
  await page.addInitScript(() =>
    Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: undefined }),
  );
  await page.goto('/demo');
  await reachForIsland(page, 'DemoPhone');
  // Nothing asks the staff API before the visitor acts.
  expect(staffApiRequests).toEqual([]);
  await page.getByRole('button', { name: demoCopy.phone.start }).click();
  await expect.poll(() => staffApiRequests).toEqual([`${STAFF_API_URL}/agents`]);
  return providerRequests;
}

test('the sixth try within 15 minutes is refused, also from a second browser context', async ({
  page,
  browser,
  staffApi,
}) => {
  await openPanel(page);
  for (let attempt = 1; attempt <= 5; attempt++) {
    await submitPassword(page, `forkert-${attempt}`);
    await expect(page.getByRole('alert')).toHaveText(
      `Forkert adgangskode – ${5 - attempt === 1 ? 'ét' : 5 - attempt} forsøg tilbage`,
    );
  }
  const refused = page.waitForResponse((response) => response.url().endsWith('/staff-api/login'));
  await submitPassword(page, 'forkert-6');
  expect((await refused).status()).toBe(429);
  await expect(page.getByRole('alert')).toHaveText('For mange forsøg. Prøv igen om 15 minutter.');

  // A fresh browser (no storage shared) from the same address: refused too, even the right password.
  const second = await otherBrowser(browser, staffApi);
  const secondPage = await second.newPage();
  await openPanel(secondPage);
  await submitPassword(secondPage, STAFF_TEST_PASSWORD);
  await expect(secondPage.getByRole('alert')).toHaveText(/^For mange forsøg\. Prøv igen om \d+ minutter\.$/);
  await expect(secondPage.getByRole('heading', { name: 'Overblik' })).toHaveCount(0);
  // Refused before any hashing: five checks for seven tries.
  expect(staffApi.passwordChecks()).toBe(5);
  await second.close();
});

test("Sofie switched off in one browser gives another browser's visitor the staged call; on again, the live call", async ({
  page,
  browser,
  staffApi,
}) => {
  await logIn(page);
  const sofie = page.getByRole('article', { name: 'Sofie' });
  const toggle = sofie.getByRole('switch', { name: 'Sofie tilgængelig for opkald' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(sofie.getByRole('status')).toHaveText('Gemt');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(sofie).toContainText('Ikke tilgængelig');

  const visitor = await otherBrowser(browser, staffApi);
  const demo = await visitor.newPage();
  const providerRequests = await pressCallOnDemo(demo);
  await expect(demo.getByRole('status')).toHaveText('Forbinder til Sofie...');
  await expect(demo.getByRole('status')).toHaveText('Forbundet med Sofie', { timeout: 4_000 });
  await expect(demo.getByRole('log')).toContainText('Jeg er desværre ikke tilgængelig');
  expect(providerRequests.filter((url) => url.includes('/call/web'))).toEqual([]);

  await toggle.click();
  await expect(sofie.getByRole('status')).toHaveText('Gemt');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  const liveRequests = await pressCallOnDemo(await visitor.newPage());
  await expect.poll(() => liveRequests.some((url) => url.includes('/call/web')), { timeout: 10_000 }).toBe(true);
  await visitor.close();
});

test('an expired token sends the panel back to the gate with the message', async ({ page, staffApi }) => {
  await logIn(page);
  // The dashboard's first read must be done before the clock moves, or that read meets the expiry first.
  const magnus = page.getByRole('switch', { name: 'Magnus tilgængelig for opkald' });
  await expect(page.getByText(/Tallene er læst/)).toBeVisible();
  await expect(magnus).toBeEnabled();
  // Nine hours on, the eight-hour token has expired on the server.
  staffApi.setNow(new Date(Date.now() + 9 * 60 * 60 * 1000).toISOString());
  await magnus.click();
  await expect(page.getByRole('heading', { name: gate.title })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Din session er udløbet. Log ind igen.');
  await expect(page.getByLabel(gate.password, { exact: true })).toBeFocused();
  expect(staffApi.agents().find((agent) => agent.id === 'magnus')?.isAvailable).toBe(true);
});

test('with the backend stopped the panel says so in Danish, and the demo still starts its call', async ({
  page,
  context,
  staffApi,
}) => {
  await logIn(page);
  await expect(page.locator('dl')).toContainText('Online');
  await staffApi.close();

  const magnus = page.getByRole('article', { name: 'Magnus' });
  const toggle = magnus.getByRole('switch', { name: 'Magnus tilgængelig for opkald' });
  await toggle.click();
  await expect(magnus.getByRole('alert')).toContainText('Kunne ikke gemme valget for Magnus');
  await expect(magnus.getByRole('alert')).toContainText('svarer ikke lige nu');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('alert').filter({ hasText: /^Personale-API’et svarer ikke/ })).toBeVisible();
  await expect(page.locator('dl')).toContainText('Ingen forbindelse');

  const providerRequests = await pressCallOnDemo(await context.newPage());
  await expect.poll(() => providerRequests.some((url) => url.includes('/call/web')), { timeout: 10_000 }).toBe(true);
});
