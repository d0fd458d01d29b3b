import { expect, test } from '@playwright/test';
import { bookingRetentionDays } from '../../src/config/bookings.mjs';
import { coreProducts, demoAgentName } from '../../src/config/site';
import { fill } from '../../src/lib/placeholders';
import { expectNoAxeViolations, trackForeignRequests } from './fixtures/helpers';
import { pageEntry } from '../unit/fixtures/page-entries';
import { STAFF_API_PORT, WEBHOOK_PORT } from './fixtures/test-env';

// docs/product.md#tillid. The end-to-end build states no registration and sets up the booking webhook,
// the demo and the staff API on 127.0.0.1 (fixtures/test-env.ts), so the page names those hosts. Its words are
// content/pages/tillid.yaml's; the processors and the statements it quotes are the privacy policy's.
const tillid = pageEntry('tillid');
const { statements } = pageEntry('privatliv');
const { flows, checks } = tillid;
const { automation, voice, callInfrastructure } = statements.processors;
const sentTo = (modtager: string, vært: string) => fill(flows.sentTo, { modtager, vært });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('/tillid shows the company without an example registration, where the data goes and how to check it', async ({
  page,
}) => {
  await page.goto('/tillid');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tillid.hero.title);
  for (const heading of [
    tillid.company.title,
    flows.title,
    tillid.noTracking.title,
    tillid.ai.title,
    tillid.accessibility.title,
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }

  const company = main.locator('#virksomhed');
  await expect(company).toContainText('Fynbo AI');
  await expect(company.getByRole('link', { name: 'kontakt@fynbo-ai.dk' })).toBeVisible();
  await expect(company).not.toContainText(tillid.company.cvrTerm);
  await expect(company).not.toContainText(tillid.company.addressTerm);
  // Nothing to look up without a CVR number: the lead says only what the section holds.
  await expect(company).toContainText(tillid.company.leadWithoutRegister);
  await expect(company).not.toContainText(tillid.company.lead);
  // No people in content/people/ as shipped: no part for them either.
  await expect(company.locator('[data-people]')).toHaveCount(0);

  const rows = main.locator('#data');
  await expect(rows.getByRole('heading', { level: 3 })).toHaveText([
    flows.visit.when,
    flows.booking.when,
    fill(flows.demo.when, { agent: demoAgentName }),
    flows.staff.when,
  ]);
  // The end-to-end build's backends run on this computer, and the page says so.
  const local = (port: number) => fill(flows.localHost, { vært: `127.0.0.1:${port}` });
  await expect(rows).toContainText(sentTo(`${automation.role}: n8n`, local(WEBHOOK_PORT)));
  await expect(rows).toContainText(fill(flows.booking.kept, { dage: bookingRetentionDays }));
  await expect(rows).toContainText(`${bookingRetentionDays} dage`);
  await expect(rows).toContainText(sentTo(`${voice.role}: Vapi, Inc. (USA)`, 'api.vapi.ai'));
  await expect(rows).toContainText(
    fill(flows.demo.carrier, { modtager: `${callInfrastructure.role}: Daily.co (USA)` }),
  );
  await expect(rows).toContainText(local(STAFF_API_PORT));
  await expect(rows.getByRole('link', { name: flows.privacyLink })).toHaveAttribute('href', '/privatliv');

  await expect(main.locator('#tjek')).toContainText(fill(tillid.noTracking.networkStep, { vært: 'www.fynbo-ai.dk' }));
  await expect(main.locator('#tjek')).toContainText(fill(tillid.noTracking.bookingStep, { vært: local(WEBHOOK_PORT) }));
  await expect(main.locator('#ai')).toContainText(statements.aiDisclosure);
  await expect(main.locator('#ai')).toContainText(statements.processingAgreement);
  const accessibility = main.locator('#tilgaengelighed');
  await expect(accessibility).toContainText(tillid.accessibility.lead);
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
  const { card } = pageEntry('about').hero;
  await page.goto('/about');
  await expect(page.getByRole('main').getByRole('link', { name: card.trustLink })).toHaveAttribute('href', '/tillid');
  // No registration is stated in the end-to-end build, so the hero card promises nothing to check.
  await expect(page.getByText(card.titleWithoutFacts, { exact: true })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(card.titleWithFacts);
});

test('/ leads with what a buyer can check, from this build, on a phone too; /tillid names it, the service pages do not', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  // The home page's second section (issue #40): the hero, then this.
  await expect(page.locator('main > section').nth(1)).toHaveAttribute('aria-label', checks.title);
  const section = page.getByRole('region', { name: checks.title });
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(checks.title);
  // The checkable facts lead: no cookies, the agreement, the AI that says it is one, where bookings go.
  await expect(section.getByRole('listitem')).toHaveText([
    new RegExp(`^${escape(checks.noTracking.title)}`),
    new RegExp(`^${escape(checks.agreement.title)}`),
    new RegExp(
      `^${escape(fill(checks.voiceDisclosed.title, { agent: demoAgentName }))}.*${escape(fill(checks.inPlace, { navn: 'Vapi, Inc.', sted: 'USA' }))}`,
    ),
    new RegExp(`^${escape(fill(checks.booking.title, { dage: bookingRetentionDays }))}.*hos n8n`),
    new RegExp(`^${escape(checks.accessibility.title)}`),
  ]);
  // Plain facts here; the browser steps and the hosts they show are on /tillid#tjek.
  await expect(section).not.toContainText(/F12|Netværk|udviklerværktøj|127\.0\.0\.1|vapi\.ai|fynbo-ai\.dk/);
  await expect(section.getByRole('link', { name: checks.howToCheckLink })).toHaveAttribute('href', '/tillid#tjek');
  // The end-to-end build states no CVR number, so the section links no register.
  await expect(section.locator('a[href*="datacvr"]')).toHaveCount(0);
  await expect(section).not.toContainText('CVR');
  await expect(section.getByRole('link', { name: checks.moreLink })).toHaveAttribute('href', '/tillid');
  // Compact on a phone.
  expect((await section.boundingBox())!.height).toBeLessThanOrEqual(850);

  // /tillid's card in short carries the same name, at every width, and leads with the same facts.
  await page.goto('/tillid');
  const card = page.getByRole('region', { name: checks.title });
  await expect(card).toBeVisible();
  await expect(card.locator('dt').first()).toHaveText(tillid.hero.summary[0]!.term);

  // The service pages lead with their product (issue #40): the block is not repeated there.
  for (const path of [...coreProducts.map((product) => product.href), '/services/erp']) {
    await page.goto(path);
    await expect(page.getByRole('region', { name: checks.title }), path).toHaveCount(0);
  }
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
