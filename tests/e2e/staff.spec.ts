import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoAxeViolations, reachForIsland } from './fixtures/helpers';
import { AGENTS_STORAGE_KEY } from '../../src/stores/agents';
import { E2E_OUT_DIR, STAFF_TEST_PASSWORD, STAFF_TEST_PASSWORD_HASH } from './fixtures/test-env';

async function openPanel(page: Page) {
  await page.goto('/staff');
  await reachForIsland(page, 'StaffPanel');
}

async function submitPassword(page: Page, password: string) {
  await page.getByLabel('Adgangskode', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log ind' }).click();
}

async function logIn(page: Page) {
  await openPanel(page);
  await submitPassword(page, STAFF_TEST_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Overblik' })).toBeVisible();
}

/** Five wrong passwords in a row: the field locks for 30 seconds. */
async function lockWithWrongPasswords(page: Page) {
  const field = page.getByLabel('Adgangskode', { exact: true });
  for (let attempt = 1; attempt <= 4; attempt++) {
    await submitPassword(page, `forkert-${attempt}`);
    await expect(page.getByText(attempt === 4 ? 'ét forsøg tilbage' : `${5 - attempt} forsøg tilbage`)).toBeVisible();
    await expect(field).toBeEnabled();
  }
  await submitPassword(page, 'forkert-5');
  await expect(page.getByText('For mange forkerte forsøg. Feltet er låst i 30 sekunder.')).toBeVisible();
  await expect(field).toBeDisabled();
}

const countdown = (page: Page) => page.getByText(/^Prøv igen om \d+ sekunder\.$/);

function tile(page: Page, label: string) {
  return page.locator('dl > div').filter({ has: page.getByRole('term').filter({ hasText: label }) });
}

function allFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? allFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

test.describe('staff panel', () => {
  test('the gate asks for the password and says so under the field when it is wrong', async ({ page }) => {
    await openPanel(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Medarbejderpanel');
    await expect(page.getByRole('heading', { name: 'Medarbejder Login' })).toBeVisible();
    const field = page.getByLabel('Adgangskode', { exact: true });
    await expect(field).toHaveAttribute('type', 'password');
    await expect(field).toHaveAttribute('required', '');

    await submitPassword(page, 'forkert-gæt');
    await expect(page.getByText('Forkert adgangskode')).toBeVisible();
    await expect(field).toHaveAccessibleDescription(/Forkert adgangskode/);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('heading', { name: 'Overblik' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the right password opens the dashboard with the tiles and the three agents', async ({ page }) => {
    await logIn(page);

    await expect(tile(page, 'Tilgængelige agenter')).toContainText('2');
    await expect(tile(page, 'Aktive opkald')).toContainText('4');
    await expect(tile(page, 'Opkald i dag')).toContainText('107');
    await expect(tile(page, 'Systemstatus')).toContainText('Online');

    await expect(page.getByRole('article')).toHaveCount(3);
    const expected = [
      { name: 'Sofie', calls: '3/10', percent: '30 %', today: '47', available: 'true' },
      { name: 'Magnus', calls: '1/8', percent: '13 %', today: '32', available: 'true' },
      { name: 'Freja', calls: '0/12', percent: '0 %', today: '28', available: 'false' },
    ];
    for (const agent of expected) {
      const card = page.getByRole('article', { name: agent.name });
      await expect(card.locator('img')).toHaveAttribute('src', `/avatars/${agent.name.toLowerCase()}.svg`);
      await expect(card).toContainText(agent.calls);
      await expect(card).toContainText(agent.percent);
      await expect(card).toContainText(`Opkald i dag: ${agent.today}`);
      await expect(card.getByRole('list', { name: 'Specialer' }).getByRole('listitem')).not.toHaveCount(0);
      await expect(card.getByRole('switch', { name: `${agent.name} tilgængelig for opkald` })).toHaveAttribute(
        'aria-checked',
        agent.available,
      );
    }
    // The avatars (decorative, alt="", so not in the accessibility tree) are files of this site, and they load.
    const avatarsLoaded = await page
      .getByRole('article')
      .locator('img')
      .evaluateAll((imgs) =>
        imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
      );
    expect(avatarsLoaded).toBe(true);

    for (const tool of ['System Indstillinger', 'Opkald Historik', 'Agent Rapporter']) {
      const button = page.getByRole('button', { name: new RegExp(`^${tool}`) });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(/Kommer snart/);
    }
    await expectNoAxeViolations(page);
  });

  test('turning an agent off shows 0 current calls, survives a reload and reaches /demo', async ({ page }) => {
    await logIn(page);
    const sofie = page.getByRole('article', { name: 'Sofie' });
    const toggle = sofie.getByRole('switch', { name: 'Sofie tilgængelig for opkald' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(sofie).toContainText('0/10');
    await expect(sofie).toContainText('Ikke tilgængelig');
    await expect(tile(page, 'Tilgængelige agenter')).toContainText('1');
    await expect(tile(page, 'Aktive opkald')).toContainText('1');

    await page.reload();
    await reachForIsland(page, 'StaffPanel');
    await expect(page.getByRole('heading', { name: 'Overblik' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Sofie tilgængelig for opkald' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(page.getByRole('article', { name: 'Sofie' })).toContainText('0/10');

    await page.goto('/demo');
    const stored = await page.evaluate((key) => window.localStorage.getItem(key), AGENTS_STORAGE_KEY);
    const agents = JSON.parse(stored ?? '[]') as { name: string; isAvailable: boolean; currentCalls: number }[];
    expect(agents.find((agent) => agent.name === 'Sofie')).toMatchObject({ isAvailable: false, currentCalls: 0 });
    expect(agents.find((agent) => agent.name === 'Magnus')).toMatchObject({ isAvailable: true, currentCalls: 1 });

    // The demo in the same browser now plays the staged "Sofie is unavailable" call (as text: no speech here).
    await page.addInitScript(() => Object.defineProperty(window, 'speechSynthesis', { value: undefined }));
    await page.reload();
    await reachForIsland(page, 'DemoPhone');
    await page.getByRole('button', { name: 'Start opkald' }).click();
    await expect(page.getByRole('status')).toHaveText('Forbundet med Sofie', { timeout: 4_000 });
    await expect(page.getByRole('log')).toContainText('Jeg er desværre ikke tilgængelig');
  });

  test('five wrong passwords lock the field for 30 seconds with a countdown, even across a reload', async ({
    page,
  }) => {
    await page.clock.install();
    await openPanel(page);
    await lockWithWrongPasswords(page);
    await expect(page.getByText('Prøv igen om 30 sekunder.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log ind' })).toBeDisabled();
    // Disabling the field would drop focus to the page; it goes to the notice instead.
    await expect(page.getByText('Prøv igen om 30 sekunder.').locator('..')).toBeFocused();

    await page.clock.fastForward(10_000);
    await expect(page.getByText('Prøv igen om 20 sekunder.')).toBeVisible();

    await page.reload();
    await reachForIsland(page, 'StaffPanel');
    await expect(page.getByLabel('Adgangskode', { exact: true })).toBeDisabled();

    await page.clock.fastForward(21_000);
    await expect(page.getByLabel('Adgangskode', { exact: true })).toBeEnabled();
    await expect(page.getByLabel('Adgangskode', { exact: true })).toBeFocused();
    await expect(page.getByText('Forkert adgangskode')).toHaveCount(0);
    await submitPassword(page, STAFF_TEST_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Overblik' })).toBeVisible();
  });

  test('the lock holds in a second tab of the same browser, also with its session storage cleared', async ({
    page,
    context,
  }) => {
    // The context's clock: it runs the page timers of both tabs.
    await page.clock.install();
    await openPanel(page);
    await lockWithWrongPasswords(page);

    const second = await context.newPage();
    await openPanel(second);
    const field = second.getByLabel('Adgangskode', { exact: true });
    await expect(field).toBeDisabled();
    await expect(second.getByRole('button', { name: 'Log ind' })).toBeDisabled();
    await expect(countdown(second)).toBeVisible();

    await page.clock.fastForward(10_000);
    await second.evaluate(() => window.sessionStorage.clear());
    await second.reload();
    await reachForIsland(second, 'StaffPanel');
    await expect(field).toBeDisabled();
    // The first tab's lock, counting down: not a fresh 30 seconds for the new page.
    expect(Number((await countdown(second).textContent())?.match(/\d+/)?.[0])).toBeLessThanOrEqual(20);

    await page.clock.fastForward(21_000);
    await expect(field).toBeEnabled();
    await expect(page.getByLabel('Adgangskode', { exact: true })).toBeEnabled();
    await submitPassword(second, STAFF_TEST_PASSWORD);
    await expect(second.getByRole('heading', { name: 'Overblik' })).toBeVisible();
  });

  test('Log ud in one tab ends the session in every tab', async ({ page, context }) => {
    await logIn(page);
    const second = await context.newPage();
    await logIn(second);
    await second.getByRole('button', { name: 'Log ud' }).click();
    await expect(page.getByRole('heading', { name: 'Medarbejder Login' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Overblik' })).toHaveCount(0);
    await page.reload();
    await reachForIsland(page, 'StaffPanel');
    await expect(page.getByRole('heading', { name: 'Medarbejder Login' })).toBeVisible();
  });

  test('Log ud ends the session: the gate is back, also after a reload', async ({ page }) => {
    await logIn(page);
    await page.getByRole('button', { name: 'Log ud' }).click();
    await expect(page.getByRole('heading', { name: 'Medarbejder Login' })).toBeVisible();
    await expect(page.getByLabel('Adgangskode', { exact: true })).toBeFocused();
    await page.reload();
    await reachForIsland(page, 'StaffPanel');
    await expect(page.getByRole('heading', { name: 'Medarbejder Login' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Overblik' })).toHaveCount(0);
  });

  test('the built site holds the hash but never the password, and keeps /staff out of search', async ({ page }) => {
    const files = allFiles(E2E_OUT_DIR);
    expect(files.length).toBeGreaterThan(10);
    const withPassword = files.filter((file) => readFileSync(file).includes(STAFF_TEST_PASSWORD));
    expect(withPassword).toEqual([]);
    // Proves the scan looked at a build made with the test hash, not at some other build.
    expect(readFileSync(join(E2E_OUT_DIR, 'staff.html'), 'utf8')).toContain(STAFF_TEST_PASSWORD_HASH);

    const sitemap = readFileSync(join(E2E_OUT_DIR, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).toContain('/about');
    expect(sitemap).not.toContain('/staff');

    await page.goto('/staff');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});
