/**
 * The staff panel as an employee uses it, against a local staff API of each test's own
 * (tests/e2e/fixtures/staff-api.ts). The browser-only preview (no staff API) is covered by the
 * jsdom tests in tests/unit/staff/StaffPanel.test.tsx: this build is in API mode.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, reachForIsland } from './fixtures/helpers';
import { expect, logIn, openPanel, submitPassword, test } from './fixtures/staff-api';
import { E2E_OUT_DIR, STAFF_TEST_PASSWORD, STAFF_TEST_PASSWORD_HASH } from './fixtures/test-env';
import { gateTexts as gate, staffCopy } from '../unit/fixtures/page-entries';

function tile(page: Page, label: string) {
  return page.locator('dl > div').filter({ has: page.getByRole('term').filter({ hasText: label }) });
}

function allFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? allFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** A call the stand-in provider holds, `minutesAgo` before now, for the agent's assistant. */
const call = (assistantId: string, status: string, minutesAgo: number) => ({
  id: `${assistantId}-${status}-${minutesAgo}`,
  assistantId,
  status,
  createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
});

test.describe('staff panel', () => {
  test('the gate asks for the password; a wrong one gets the 401 message and the attempts left', async ({
    page,
    staffApi,
  }) => {
    await openPanel(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(staffCopy.title);
    await expect(page.getByRole('heading', { name: gate.title })).toBeVisible();
    const field = page.getByLabel(gate.password, { exact: true });
    await expect(field).toHaveAttribute('type', 'password');
    await expect(field).toHaveAttribute('required', '');

    const answer = page.waitForResponse((response) => response.url().endsWith('/staff-api/login'));
    await submitPassword(page, 'forkert-gæt');
    expect((await answer).status()).toBe(401);
    await expect(page.getByText('Forkert adgangskode – 4 forsøg tilbage')).toBeVisible();
    await expect(field).toHaveAccessibleDescription(/Forkert adgangskode/);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('heading', { name: 'Overblik' })).toHaveCount(0);
    expect(staffApi.passwordChecks()).toBe(1);
    await expectNoAxeViolations(page);
  });

  test("the right password opens the dashboard with the provider stand-in's figures", async ({ page, staffApi }) => {
    staffApi.setProviderCalls([
      call('assistant-sofie', 'in-progress', 1),
      call('assistant-sofie', 'ringing', 1),
      call('assistant-sofie', 'ended', 2),
      call('assistant-magnus', 'forwarding', 1),
      call('assistant-magnus', 'ended', 3),
      call('assistant-magnus', 'ended', 4),
    ]);
    await logIn(page);

    await expect(tile(page, 'Tilgængelige agenter')).toContainText('2');
    await expect(tile(page, 'Aktive opkald')).toContainText('3');
    await expect(tile(page, 'Aktive opkald')).toContainText('uden Freja (ikke forbundet)');
    await expect(tile(page, 'Opkald i dag')).toContainText('6');
    await expect(tile(page, 'Systemstatus')).toContainText('Online');
    await expect(page.getByText(/^Tallene er læst kl\. \d\d\.\d\d\.\d\d$/)).toBeVisible();

    await expect(page.getByRole('article')).toHaveCount(3);
    const expected = [
      { name: 'Sofie', figures: ['2/10', '20 %', 'Opkald i dag: 3'], available: 'true' },
      { name: 'Magnus', figures: ['1/8', '13 %', 'Opkald i dag: 3'], available: 'true' },
      { name: 'Freja', figures: ['12 samtidige opkald', 'ikke forbundet'], available: 'false' },
    ];
    for (const agent of expected) {
      const card = page.getByRole('article', { name: agent.name });
      await expect(card.locator('img')).toHaveAttribute('src', `/avatars/${agent.name.toLowerCase()}.svg`);
      for (const figure of agent.figures) await expect(card).toContainText(figure);
      await expect(card.getByRole('list', { name: 'Specialer' }).getByRole('listitem')).not.toHaveCount(0);
      await expect(card.getByRole('switch', { name: `${agent.name} tilgængelig for opkald` })).toHaveAttribute(
        'aria-checked',
        agent.available,
      );
    }
    // No example figures of the preview anywhere.
    await expect(page.getByText('eksempel')).toHaveCount(0);
    await expect(page.getByText('Forhåndsvisning')).toHaveCount(0);

    for (const tool of ['System Indstillinger', 'Opkald Historik', 'Agent Rapporter']) {
      const button = page.getByRole('button', { name: new RegExp(`^${tool}`) });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(/Kommer snart/);
    }
    await expectNoAxeViolations(page);
  });

  test('Log ud in one tab ends the session in every tab', async ({ page, context, staffApi }) => {
    void staffApi;
    await logIn(page);
    const second = await context.newPage();
    await openPanel(second);
    await expect(second.getByRole('heading', { name: gate.title })).toBeVisible();
    await submitPassword(second, STAFF_TEST_PASSWORD);
    await expect(second.getByRole('heading', { name: 'Overblik' })).toBeVisible();
    await second.getByRole('button', { name: 'Log ud' }).click();
    await expect(page.getByRole('heading', { name: gate.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Overblik' })).toHaveCount(0);
    await page.reload();
    await reachForIsland(page, 'StaffPanel');
    await expect(page.getByRole('heading', { name: gate.title })).toBeVisible();
  });

  test('the session lasts across a reload of the tab, and Log ud ends it', async ({ page, staffApi }) => {
    void staffApi;
    await logIn(page);
    await page.reload();
    await reachForIsland(page, 'StaffPanel');
    await expect(page.getByRole('heading', { name: 'Overblik' })).toBeVisible();
    await page.getByRole('button', { name: 'Log ud' }).click();
    await expect(page.getByRole('heading', { name: gate.title })).toBeVisible();
    await expect(page.getByLabel(gate.password, { exact: true })).toBeFocused();
    expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0);
    await page.reload();
    await reachForIsland(page, 'StaffPanel');
    await expect(page.getByRole('heading', { name: 'Overblik' })).toHaveCount(0);
  });

  test('the built site holds neither the hash nor the password, and keeps /staff out of search', async ({ page }) => {
    const files = allFiles(E2E_OUT_DIR);
    expect(files.length).toBeGreaterThan(10);
    // The build was given the hash (STAFF_PASSWORD_HASH) beside the staff API, and must have ignored it.
    const [, , salt, hash] = STAFF_TEST_PASSWORD_HASH.split(':');
    const secrets = [STAFF_TEST_PASSWORD, salt!, hash!];
    const withSecret = files.filter((file) => secrets.some((secret) => readFileSync(file).includes(secret)));
    expect(withSecret).toEqual([]);
    // Proves the scan looked at an API-mode build, not at some other build.
    expect(readFileSync(join(E2E_OUT_DIR, 'staff.html'), 'utf8')).toContain('/staff-api');

    const sitemap = readFileSync(join(E2E_OUT_DIR, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).toContain('/about');
    expect(sitemap).not.toContain('/staff');

    await page.goto('/staff');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});
