// @vitest-environment jsdom
/**
 * The staff panel's known devices and one-time codes against the local staff API
 * (docs/product.md#staff-login): the device token kept from one login to the next, `Log ud` keeping
 * it, `Glem denne enhed` forgetting it, and a new device let in once with a code while its address is
 * locked. The lock is lowered to one wrong password, as each costs a PBKDF2 run.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startStaffApi } from '../../../scripts/local-backend/staff-api.mjs';
import { loginLimits } from '../../../src/lib/staff/api-contract.mjs';
import { deviceMessages } from '../../../src/lib/staff/device-contract.mjs';
import StaffPanel from '../../../src/islands/staff/StaffPanel';
import { STAFF_TEST_PASSWORD, STAFF_TEST_PASSWORD_HASH } from '../../e2e/fixtures/test-env';
import { gateTexts } from '../fixtures/page-entries';
import { cleanStaffStores } from '../fixtures/staff-stores';

type Api = Awaited<ReturnType<typeof startStaffApi>>;
const CHECK_WAIT = { timeout: 10_000 };
const DEVICE_KEY = 'fynbo:staff-device';
let api: Api;

beforeAll(async () => {
  api = await startStaffApi({
    port: 0,
    passwordHash: STAFF_TEST_PASSWORD_HASH,
    now: '2026-11-25T09:00:00Z',
    loginLimits: { ...loginLimits, perAddressMax: 1 },
    quiet: true,
  });
});
afterAll(() => api.close());
beforeEach(() => api.reset());
afterEach(() => {
  cleanup();
  cleanStaffStores();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

/** A wrong password from this address without a device: with the lowered lock, the address is locked. */
async function lockTheAddress() {
  const guess = () =>
    fetch(`${api.url}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: 'et-gæt' }),
    });
  expect((await guess()).status).toBe(401);
  expect((await guess()).status).toBe(429);
}

async function submit(user: ReturnType<typeof userEvent.setup>, password: string, code?: string) {
  await user.type(await screen.findByLabelText(gateTexts.password), password);
  if (code !== undefined) await user.type(screen.getByLabelText(gateTexts.code), code);
  await user.click(screen.getByRole('button', { name: gateTexts.submit }));
}

const overblik = () => screen.findByRole('heading', { name: 'Overblik' }, CHECK_WAIT);
const keptDeviceToken = () => JSON.parse(window.localStorage.getItem(DEVICE_KEY) ?? 'null')?.deviceToken;

describe('StaffPanel as a known device', { timeout: 40_000 }, () => {
  it('keeps the device token, keeps it at Log ud, and gets in with it while the address is locked', async () => {
    const user = userEvent.setup();
    render(<StaffPanel texts={gateTexts} apiUrl={api.url} />);
    await submit(user, STAFF_TEST_PASSWORD);
    await overblik();
    const first = keptDeviceToken();
    expect(first).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    await user.click(screen.getByRole('button', { name: 'Log ud' }));
    expect(keptDeviceToken()).toBe(first);
    expect(screen.getByRole('button', { name: gateTexts.forgetDevice })).toBeTruthy();
    expect(screen.queryByRole('button', { name: gateTexts.askCode })).toBeNull();

    await lockTheAddress();
    await submit(user, STAFF_TEST_PASSWORD);
    await overblik();
    expect(keptDeviceToken()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('forgets the device with Glem denne enhed, and is then paused with the address and offered a code', async () => {
    const user = userEvent.setup();
    render(<StaffPanel texts={gateTexts} apiUrl={api.url} />);
    await submit(user, STAFF_TEST_PASSWORD);
    await overblik();
    await user.click(screen.getByRole('button', { name: 'Lav engangskode' }));
    const shown = await screen.findByText(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/, {}, CHECK_WAIT);
    const code = shown.textContent!;
    expect(shown.closest('[role="status"]')!.textContent).toMatch(/Virker én gang, til kl\. 10\.10\.00\./);

    await user.click(screen.getByRole('button', { name: 'Log ud' }));
    await user.click(screen.getByRole('button', { name: gateTexts.forgetDevice }));
    expect(window.localStorage.getItem(DEVICE_KEY)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(gateTexts.forgotten);
    expect(document.activeElement).toBe(screen.getByLabelText(gateTexts.password));

    await lockTheAddress();
    await submit(user, STAFF_TEST_PASSWORD);
    expect((await screen.findByRole('alert', {}, CHECK_WAIT)).textContent).toMatch(/^For mange forsøg/);
    await user.clear(screen.getByLabelText(gateTexts.password));
    await submit(user, STAFF_TEST_PASSWORD, code.toLowerCase());
    await overblik();
    expect(keptDeviceToken()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // Used once: the same code on another new device is refused beside the code's field.
    await user.click(screen.getByRole('button', { name: 'Log ud' }));
    await user.click(screen.getByRole('button', { name: gateTexts.forgetDevice }));
    await user.click(screen.getByRole('button', { name: gateTexts.askCode }));
    expect(document.activeElement).toBe(screen.getByLabelText(gateTexts.code));
    await submit(user, STAFF_TEST_PASSWORD, code);
    const refused = await screen.findByText(deviceMessages.codeUnknown, {}, CHECK_WAIT);
    expect(refused.getAttribute('role')).toBe('alert');
    expect(screen.getByLabelText(gateTexts.code).getAttribute('aria-invalid')).toBe('true');
    // The login, the guess and the code's login: a paused login and a used code reach no password check.
    expect(api.passwordChecks()).toBe(3);
  });

  it('checks the form of a typed code before sending anything', async () => {
    const user = userEvent.setup();
    render(<StaffPanel texts={gateTexts} apiUrl={api.url} />);
    await user.click(await screen.findByRole('button', { name: gateTexts.askCode }));
    expect(screen.getByLabelText(gateTexts.code).getAttribute('maxLength')).toBe('16');
    await submit(user, STAFF_TEST_PASSWORD, 'ABC');
    expect((await screen.findByRole('alert')).textContent).toBe(deviceMessages.codeFormat);
    expect(api.passwordChecks()).toBe(0);
  });

  it('forgets a kept token the server cannot read, and logs in again without it', async () => {
    window.localStorage.setItem(
      DEVICE_KEY,
      JSON.stringify({ deviceToken: 'ikke.en-gyldig.nøgle', deviceExpiresAt: '2099-01-01T00:00:00Z' }),
    );
    const user = userEvent.setup();
    render(<StaffPanel texts={gateTexts} apiUrl={api.url} />);
    await submit(user, STAFF_TEST_PASSWORD);
    await overblik();
    expect(keptDeviceToken()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(api.passwordChecks()).toBe(1);
  });
});
