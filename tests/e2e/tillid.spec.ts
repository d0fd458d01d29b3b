import { expect, test } from '@playwright/test';
import { bookingRetentionDays } from '../../src/config/bookings.mjs';
import { coreProducts } from '../../src/config/site';
import { expectNoAxeViolations, trackForeignRequests } from './fixtures/helpers';
import { STAFF_API_PORT, WEBHOOK_PORT } from './fixtures/test-env';

// docs/product.md#tillid. The end-to-end build states no registration and sets up the booking webhook,
// the demo and the staff API on 127.0.0.1 (fixtures/test-env.ts), so the page names those hosts.

test('/tillid shows the company without an example registration, where the data goes and how to check it', async ({
  page,
}) => {
  await page.goto('/tillid');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tillid og data');
  for (const heading of [
    'Hvem I handler med',
    'Hvor jeres oplysninger går hen',
    'Ingen cookies, ingen sporing',
    'AI, der siger, at den er AI',
    'Bygget til at kunne bruges af alle',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }

  const company = main.locator('#virksomhed');
  await expect(company).toContainText('Fynbo AI');
  await expect(company.getByRole('link', { name: 'kontakt@fynbo-ai.dk' })).toBeVisible();
  await expect(company).not.toContainText('CVR');
  await expect(company).not.toContainText('Adresse');

  const flows = main.locator('#data');
  await expect(flows.getByRole('heading', { level: 3 })).toHaveText([
    'I åbner en side',
    'I booker et møde',
    'I ringer eller skriver til Sofie',
    'Vores medarbejdere åbner medarbejderpanelet',
  ]);
  await expect(flows).toContainText(`Automatiseringsplatform: n8n, på 127.0.0.1:${WEBHOOK_PORT}`);
  await expect(flows).toContainText(`${bookingRetentionDays} dage efter det ønskede mødetidspunkt`);
  await expect(flows).toContainText('Stemmeleverandør: Vapi, Inc. (USA), på api.vapi.ai');
  await expect(flows).toContainText('Opkaldsinfrastruktur: Daily.co (USA)');
  await expect(flows).toContainText(`127.0.0.1:${STAFF_API_PORT}`);
  await expect(flows.getByRole('link', { name: 'privatlivspolitikken' })).toHaveAttribute('href', '/privatliv');

  await expect(main.locator('#tjek')).toContainText('Hver linje går til www.fynbo-ai.dk');
  await expect(main.locator('#tjek')).toContainText(
    `Send bookingformularen: den sender til 127.0.0.1:${WEBHOOK_PORT}.`,
  );
  await expect(main.locator('#ai')).toContainText('at samtalen er med en AI-assistent');
  await expect(main.locator('#ai')).toContainText('databehandleraftale');
  const accessibility = main.locator('#tilgaengelighed');
  await expect(accessibility).toContainText('WCAG 2.2 på niveau AA');
  await expect(accessibility.getByRole('link', { name: 'kontakt@fynbo-ai.dk' })).toHaveAttribute(
    'href',
    'mailto:kontakt@fynbo-ai.dk',
  );
  await expectNoAxeViolations(page);
});

test('the footer, /booking and /about lead to /tillid', async ({ page }) => {
  await page.goto('/booking');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Tillid og data' })).toHaveAttribute(
    'href',
    '/tillid',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Tillid og data' })).toHaveAttribute('href', '/tillid');
  await page.goto('/about');
  await expect(page.getByRole('main').getByRole('link', { name: 'Tillid og data' })).toHaveAttribute('href', '/tillid');
  // No registration is stated in the end-to-end build, so the hero card promises nothing to check.
  await expect(page.getByText('Læs videre', { exact: true })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Det kan I tjekke');
});

test('/ and the product pages show what a buyer can check, from this build, on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of ['/', ...coreProducts.map((product) => product.href)]) {
    await page.goto(path);
    const section = page.getByRole('region', { name: 'Det kan I selv tjekke' });
    await expect(section.getByRole('heading', { level: 2 }), path).toHaveText('Det kan I selv tjekke');
    const points = section.getByRole('listitem');
    await expect(points).toHaveText([
      /^Ingen cookies og ingen sporing/,
      new RegExp(`^Bookinger slettes ${bookingRetentionDays} dage efter mødet.*hos n8n`),
      /^Sofie siger fra start, at I taler med en AI.*Vapi, Inc\. i USA/,
      /^Databehandleraftale, før rigtige data/,
      /^Tilgængelig efter WCAG 2\.2 AA/,
    ]);
    // Plain facts here; the browser steps and the hosts they show are on /tillid#tjek.
    await expect(section).not.toContainText(/F12|Netværk|udviklerværktøj|127\.0\.0\.1|vapi\.ai|fynbo-ai\.dk/);
    await expect(section.getByRole('link', { name: 'Sådan tjekker I det selv' })).toHaveAttribute(
      'href',
      '/tillid#tjek',
    );
    // The end-to-end build states no CVR number, so the section links no register.
    await expect(section).not.toContainText('CVR');
    await expect(section.getByRole('link', { name: 'Se alt om tillid og data' })).toHaveAttribute('href', '/tillid');
    // Compact on a phone: it stands beside the page's story, outside its height limit (docs/product.md#service-pages).
    expect((await section.boundingBox())!.height, path).toBeLessThanOrEqual(850);
  }
  await page.goto('/services/erp');
  await expect(page.getByRole('region', { name: 'Det kan I selv tjekke' })).toHaveCount(0);
});

test('what /tillid promises holds: no cookie and nothing from another host while pages load', async ({
  page,
  context,
}) => {
  // The every-route sweep (site.spec.ts) checks the foreign requests of every page; this adds the cookies.
  const foreign = trackForeignRequests(page);
  for (const path of ['/', '/tillid', '/booking', '/demo', ...coreProducts.map((product) => product.href)]) {
    await page.goto(path, { waitUntil: 'networkidle' });
  }
  expect(foreign).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe('');
});
