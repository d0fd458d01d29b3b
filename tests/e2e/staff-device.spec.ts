/**
 * Known devices and one-time codes in the staff panel, against a local staff API of each test's own
 * (docs/product.md#staff-login). Its lock is lowered to one wrong password an address, as each
 * costs a PBKDF2 run; the tests lock this machine's address with a guess sent beside the browser.
 */
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { startStaffApi } from '../../scripts/local-backend/staff-api.mjs';
import { loginLimits } from '../../src/lib/staff/api-contract.mjs';
import { deviceMessages } from '../../src/lib/staff/device-contract.mjs';
import { expectNoAxeViolations } from './fixtures/helpers';
import { openPanel, routeToStaffApi, type StaffApi } from './fixtures/staff-api';
import { E2E_BASE_URL, STAFF_TEST_PASSWORD, STAFF_TEST_PASSWORD_HASH } from './fixtures/test-env';
import { gateTexts as gate } from '../unit/fixtures/page-entries';

const test = base.extend<{ lockingApi: StaffApi }>({
  lockingApi: async ({ context }, use) => {
    const api = await startStaffApi({
      port: 0,
      passwordHash: STAFF_TEST_PASSWORD_HASH,
      siteOrigin: E2E_BASE_URL,
      loginLimits: { ...loginLimits, perAddressMax: 1 },
      quiet: true,
    });
    await routeToStaffApi(context, api);
    await use(api);
    await api.close();
  },
});

/** A wrong password from this address without a device: the address is locked, as a 429 shows. */
async function lockTheAddress(api: StaffApi) {
  const guess = () =>
    fetch(`${api.url}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: E2E_BASE_URL },
      body: JSON.stringify({ password: 'et-gæt' }),
    });
  expect((await guess()).status).toBe(401);
  expect((await guess()).status).toBe(429);
}

const loginAnswer = (page: Page) => page.waitForResponse((response) => response.url().endsWith('/staff-api/login'));

async function logInAs(page: Page, code?: string) {
  await page.getByLabel(gate.password, { exact: true }).fill(STAFF_TEST_PASSWORD);
  if (code !== undefined) await page.getByLabel(gate.code).fill(code);
  const answer = loginAnswer(page);
  await page.getByRole('button', { name: gate.submit }).click();
  return (await answer).status();
}

/** A browser of its own (no device token), reaching the same staff API. */
async function newDevice(context: BrowserContext, api: StaffApi) {
  const other = await context.browser()!.newContext({ locale: 'da-DK', timezoneId: 'Europe/Copenhagen' });
  await routeToStaffApi(other, api);
  const page = await other.newPage();
  await openPanel(page);
  return page;
}

test.describe('staff panel: known devices and one-time codes', () => {
  test('a known device gets in while its address is locked; Log ud keeps the device', async ({ page, lockingApi }) => {
    // Two logins and an axe scan took 40 s with other suites on the two cores.
    test.slow();
    await openPanel(page);
    // Waits for the answer rather than 7 s for the heading: PBKDF2 took longer on the busy cores.
    expect(await logInAs(page)).toBe(200);
    await page.getByRole('button', { name: 'Log ud' }).click();

    const forget = page.getByRole('button', { name: gate.forgetDevice });
    await expect(forget).toBeVisible();
    await expect(forget).toHaveAccessibleDescription(/kendt enhed i 90 dage/);
    await expect(page.getByRole('button', { name: gate.askCode })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await lockTheAddress(lockingApi);
    expect(await logInAs(page)).toBe(200);
    await expect(page.getByRole('heading', { name: 'Overblik' })).toBeVisible();
  });

  test('a code from Ny enhed lets a new device in once; Glem denne enhed forgets it', async ({
    page,
    context,
    lockingApi,
  }) => {
    // Two browsers, four logins and four axe scans: past 60 s with other suites on the two cores.
    test.slow();
    await openPanel(page);
    expect(await logInAs(page)).toBe(200);
    await page.getByRole('button', { name: 'Lav engangskode' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Engangskode:' });
    await expect(status).toContainText(/Virker én gang, til kl\. \d\d\.\d\d\.\d\d\./);
    const code = (await status.locator('strong').textContent())!;
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    await expectNoAxeViolations(page);

    await lockTheAddress(lockingApi);
    const device = await newDevice(context, lockingApi);
    expect(await logInAs(device)).toBe(429);
    await expect(device.getByRole('alert')).toHaveText(/^For mange forsøg/);
    const codeField = device.getByLabel(gate.code);
    await expect(codeField).toHaveAttribute('maxlength', '16');
    await expect(codeField).toHaveAccessibleDescription(/virker én gang i 10 minutter/);
    await expectNoAxeViolations(device);

    expect(await logInAs(device, code.toLowerCase())).toBe(200);
    await expect(device.getByRole('heading', { name: 'Overblik' })).toBeVisible();
    await device.getByRole('button', { name: 'Log ud' }).click();
    await device.getByRole('button', { name: gate.forgetDevice }).click();
    await expect(device.getByRole('status')).toHaveText(gate.forgotten);
    await expect(device.getByLabel(gate.password, { exact: true })).toBeFocused();
    expect(await device.evaluate(() => window.localStorage.getItem('fynbo:staff-device'))).toBeNull();
    await expectNoAxeViolations(device);

    // Forgotten, the device is a new one again, and the code is used up.
    await device.getByRole('button', { name: gate.askCode }).click();
    await expect(codeField).toBeFocused();
    expect(await logInAs(device, code)).toBe(401);
    await expect(device.getByRole('alert')).toHaveText(deviceMessages.codeUnknown);
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(device);
    await device.context().close();
  });
});
