/**
 * `Bookinger` as an employee uses it, against a local backend of each test's own: the booking
 * receiver with its staff API (scripts/local-backend/webhook-receiver.mjs), sharing one booking desk and writing
 * its mails to an outbox, so a booking sent to the receiver is the one the panel lists.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startReceiver } from '../../scripts/local-backend/webhook-receiver.mjs';
import { bookingSample, tuesdayNine } from '../unit/fixtures/booking';
import { expectNoAxeViolations, reachForIsland } from './fixtures/helpers';
import { expect, logIn, routeToStaffApi, test as base, type StaffApi } from './fixtures/staff-api';
import { E2E_BASE_URL, STAFF_TEST_PASSWORD_HASH } from './fixtures/test-env';

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

const test = base.extend<{ backend: Receiver }>({
  backend: async ({ context }, use) => {
    const folder = mkdtempSync(join(tmpdir(), 'staff-bookings-'));
    // The calendar's clock stands at Tuesday 1 December 2026, 09:00, so the sample's Thursday is bookable.
    const receiver = await startReceiver({
      port: 0,
      file: join(folder, 'bookings.json'),
      outbox: join(folder, 'outbox'),
      now: tuesdayNine,
      quiet: true,
      staffApi: { passwordHash: STAFF_TEST_PASSWORD_HASH, siteOrigin: E2E_BASE_URL },
    });
    await routeToStaffApi(context, { url: `http://127.0.0.1:${receiver.port}/staff-api` } as StaffApi);
    await use(receiver);
    await receiver.close();
    rmSync(folder, { recursive: true, force: true });
  },
});

/** Sends a booking to the receiver as the form does, and waits until its mails have gone out. */
async function book(receiver: Receiver, changes: Partial<typeof bookingSample> = {}) {
  const response = await fetch(receiver.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: E2E_BASE_URL },
    body: JSON.stringify({ ...bookingSample, ...changes }),
  });
  expect(response.status).toBe(200);
  await receiver.mailIdle();
}

async function openBookings(page: Page) {
  await logIn(page);
  await page.getByRole('link', { name: 'Bookinger' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Bookinger' })).toBeFocused();
  await expect(page).toHaveURL(/#bookinger$/);
}

test.describe('staff panel: Bookinger', () => {
  test('a booking sent to the receiver is listed, confirmed, then erased after the question', async ({
    page,
    backend,
  }) => {
    // A login, a reload and four axe scans: 8 s alone, past 30 s with two suites side by side on two cores.
    test.slow();
    await book(backend);
    await openBookings(page);

    const card = page.getByRole('article', { name: bookingSample.name });
    await expect(card).toContainText('Hansen El ApS');
    await expect(card).toContainText('Ønsket tidtorsdag den 3. december 2026 kl. 16.30');
    await expect(card).toContainText('Modtaget1. december 2026 kl. 09.00');
    await expect(card.getByRole('link', { name: bookingSample.email })).toHaveAttribute(
      'href',
      'mailto:anne@hansen-el.dk',
    );
    await expect(card.getByRole('link', { name: bookingSample.phone })).toHaveAttribute('href', 'tel:+4512345678');
    const mails = card.getByRole('list', { name: 'Mails' }).getByRole('listitem');
    await expect(mails).toHaveText([
      'Mail til teamet: Sendt 1. december 2026 kl. 09.00',
      'Kvittering til kunden: Sendt 1. december 2026 kl. 09.00',
      'Bekræftelse til kunden: Sendes, når bookingen bekræftes',
    ]);
    await expect(page.getByText('Alle mails til teamet er sendt.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bookinger' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);

    // A reload keeps the view.
    await page.reload();
    await reachForIsland(page, 'StaffPanel');
    await expect(page.getByRole('article', { name: bookingSample.name })).toBeVisible();

    await card.getByRole('combobox', { name: `Status for ${bookingSample.name}` }).selectOption('bekræftet');
    await card.getByRole('button', { name: `Gem status for ${bookingSample.name}` }).click();
    await expect(card.getByRole('status')).toHaveText('Gemt');
    await expect(card).toContainText('Status: Bekræftet');
    await expect(mails.nth(2)).toHaveText('Bekræftelse til kunden: Sendt 1. december 2026 kl. 09.00');
    expect(backend.records[0]?.status).toBe('bekræftet');
    await expectNoAxeViolations(page);

    await card.getByRole('button', { name: `Slet booking fra ${bookingSample.name}` }).click();
    const question = card.getByRole('group', { name: `Slet bookingen fra ${bookingSample.name}?` });
    await expect(question).toContainText('Husk også at slette mailen om bookingen i indbakken.');
    await expect(question.getByRole('button', { name: 'Fortryd' })).toBeFocused();
    await expectNoAxeViolations(page);

    await question.getByRole('button', { name: 'Ja, slet bookingen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'er slettet' })).toHaveText(
      `Bookingen fra ${bookingSample.name} er slettet. Husk også at slette mailen om bookingen i indbakken.`,
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Bookinger' })).toBeFocused();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByText('Ingen bookinger endnu.')).toBeVisible();
    expect(backend.records).toEqual([]);
    await expectNoAxeViolations(page);
  });

  for (const width of [360, 1280]) {
    test(`the list fits ${width} px without scrolling sideways`, async ({ page, backend }, testInfo) => {
      await book(backend, {
        name: 'Kristoffer Bach-Andersen',
        email: 'kristoffer.bach-andersen@en-meget-lang-virksomhed.dk',
        company: 'Bach-Andersen Rådgivning og Regnskab ApS',
        message: 'Vi har 14 ansatte og får mange opkald om formiddagen.\nKan assistenten tage imod bestillinger?',
      });
      await book(backend);
      await page.setViewportSize({ width, height: 900 });
      await openBookings(page);
      await expect(page.getByRole('article')).toHaveCount(2);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBe(0);
      await page.screenshot({ path: testInfo.outputPath(`bookinger-${width}.png`), fullPage: true });
    });
  }
});
