/**
 * The flagship proves itself on its own page: /services/ai-telefonassistent has the working demo phone in its hero,
 * the chat measures the visitor's own wait for an answer (the real provider only), and the sample call's player
 * stands beside the phone only where a call is given (the shipped build has none).
 */
import { expect, test, type Page } from '@playwright/test';
import { demoAgentName } from '../../src/config/site';
import { fill } from '../../src/lib/placeholders';
import { chromeCopy, demoCopy, pageEntry } from '../unit/fixtures/page-entries';
import {
  answers,
  CHAT_URL,
  delta,
  field,
  fulfillStream,
  gate,
  pointChatAt,
  startStandIn,
  trackChatRequests,
  write,
} from './fixtures/chat';
import { holdIslandScript, islandOf, reachForIsland } from './fixtures/helpers';
import { prices } from '../../src/config/figures';
import { priceAmount } from '../../src/lib/price-cards';

const PHONE_PAGE = '/services/ai-telefonassistent';
const priser = pageEntry('priser');
/** The price /priser's card for this page names. */
const phonePrice = prices.find(
  (price) => price.id === priser.cards.find((card) => card.services.includes('ai-telefonassistent'))!.price,
)!;
const agent = { agent: demoAgentName };
const phoneIsland = (page: Page) =>
  page.locator('main section').first().locator('astro-island[component-url*="/DemoPhone."]');
/** The measured line, its seconds captured: the chat's entry words it. */
const measuredPattern = new RegExp(
  `^${fill(demoCopy.common.measured, { sekunder: '§' })
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('§', '(\\d+,\\d)')}$`,
);
const measuredLine = (page: Page) => page.locator('[data-measured-answer]');

test('the phone stands in the hero, whole within the first screen at 1280×800, in place of a static call card', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PHONE_PAGE);
  const ways = phoneIsland(page).getByRole('tablist', { name: fill(demoCopy.phone.waysLabel, agent) });
  await expect(ways.getByRole('tab')).toHaveText([demoCopy.phone.callTab, demoCopy.phone.chatTab]);
  const phone = await phoneIsland(page).locator(':scope > div').boundingBox();
  expect(phone!.y).toBeGreaterThanOrEqual(64);
  expect(phone!.y + phone!.height).toBeLessThanOrEqual(800);
  // Beside the heading, not under it.
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(phone!.x).toBeGreaterThan(heading!.x + heading!.width);
  await expect(page.locator('[data-hero-drawing]')).toHaveCount(0);
});

// Issue #40: beside the tall phone the hero's text column ended under its buttons, about 400 px of empty teal under
// it. The kind of price, the way to its card on /priser and what it includes fill that room.
test('at 1280×800 the price line and what it includes fill the room beside the phone; under 1024 px the line alone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PHONE_PAGE);
  const hero = page.locator('main section').first();
  const price = hero.locator('[data-hero-price]');
  // A sentence that stands on its own, not the bare kind of price that read like a missing value (look review 3).
  await expect(price).toContainText(priser.labels.heroMonthly);
  // The amount stands once on the page, in the savings box (docs/product.md#marketing-figures).
  await expect(price).not.toContainText(priceAmount(phonePrice));
  await expect(price.getByRole('link', { name: chromeCopy.actions.prices })).toHaveAttribute(
    'href',
    `/priser#${phonePrice.id}`,
  );
  await expect(price.getByRole('listitem')).toHaveText([...phonePrice.includes]);
  const phone = (await phoneIsland(page).locator(':scope > div').boundingBox())!;
  const text = (await price.boundingBox())!;
  expect(text.x + text.width, 'in the text column').toBeLessThan(phone.x);
  expect(phone.y + phone.height - (text.y + text.height), 'no band of empty colour under the text').toBeLessThan(150);
  await expect(price.getByRole('listitem').last()).toBeInViewport({ ratio: 1 });

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(price.getByRole('link', { name: chromeCopy.actions.prices })).toBeVisible();
  await expect(price.getByRole('listitem').first()).toBeHidden();
});

test('at 360 px the intro and Kontakt os come before the phone, read and seen, the page at most 9,000 px tall with at most 8 h2', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(PHONE_PAGE);
  const hero = page.locator('main section').first();
  // The hero's intro is the page's description (the service entry's), as its meta description says.
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  const intro = hero.getByText(description!);
  const contact = hero.getByRole('link', { name: chromeCopy.actions.booking });
  const phone = phoneIsland(page).locator(':scope > div');
  await expect(intro).toBeInViewport({ ratio: 1 });
  await expect(contact).toBeInViewport({ ratio: 1 });
  await expect(phone).toBeVisible();
  const phoneTop = (await phone.boundingBox())!.y;
  for (const [name, element] of [
    ['intro', intro],
    ['Kontakt os', contact],
  ] as const) {
    const box = (await element.boundingBox())!;
    expect(box.y + box.height, `${name} above the phone`).toBeLessThanOrEqual(phoneTop);
    const before = await element.evaluate(
      (node, island) => Boolean(node.compareDocumentPosition(island!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await phoneIsland(page).elementHandle(),
    );
    expect(before, `${name} before the phone in reading order`).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(9_000);
  const headings = page.locator('main h2');
  const shown = await headings.evaluateAll((all) => all.filter((h2) => h2.checkVisibility()).length);
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(8);
});

test('the shipped build has no sample call, so no player stands by the phone', async ({ page }) => {
  for (const path of [PHONE_PAGE, '/demo']) {
    await page.goto(path);
    await expect(phoneIsland(page)).toHaveCount(1);
    await expect(page.locator('audio, [data-sample-call]'), path).toHaveCount(0);
    await expect(page.getByRole('heading', { name: demoCopy.sampleCall.title }), path).toHaveCount(0);
  }
});

test('after an answer the chat shows the wait measured in the visitor’s own conversation, above a second as it was', async ({
  page,
}) => {
  const answer = gate();
  await page.route(CHAT_URL, async (route) => {
    await answer.wait();
    await fulfillStream(route, [delta('Hej! Hvad kan jeg hjælpe med?')]);
  });
  await page.goto(PHONE_PAGE);
  await reachForIsland(page, 'DemoPhone');
  await page.getByRole('tab', { name: demoCopy.phone.chatTab }).click();
  await write(page, 'Hej');
  // The provider holds its answer for 1.2 s: the time shown is that wait, not the claim.
  await page.waitForTimeout(1_200);
  await expect(measuredLine(page)).toHaveCount(0);
  answer.open();
  await expect(answers(page)).toHaveText(['Sofie: Hej! Hvad kan jeg hjælpe med?']);
  await expect(measuredLine(page)).toHaveText(measuredPattern);
  const seconds = Number(measuredPattern.exec((await measuredLine(page).innerText()).trim())![1]!.replace(',', '.'));
  expect(seconds).toBeGreaterThanOrEqual(1.2);
  expect(seconds).toBeLessThan(30);
});

test('the local stand-in is never measured', async ({ page }) => {
  const standIn = await startStandIn();
  try {
    await pointChatAt(page, standIn.url);
    await page.goto('/demo');
    await reachForIsland(page, 'DemoPhone');
    await page.getByRole('tab', { name: demoCopy.phone.chatTab }).click();
    await write(page, 'Hej');
    await expect(answers(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: demoCopy.chat.sendLabel })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Sofie skriver …' })).toHaveCount(0);
    await expect(measuredLine(page)).toHaveCount(0);
  } finally {
    await standIn.close();
  }
});

test('on /services/ai-agent a message typed while the chat loads survives its hydration and is sent as typed', async ({
  page,
}) => {
  const requests = trackChatRequests(page);
  await page.route(CHAT_URL, (route) => fulfillStream(route, [delta('Ja, i morgen kl. 10.')]));
  const script = await holdIslandScript(page, 'ChatDemo');
  await page.goto('/services/ai-agent');
  await field(page).click();
  await script.requested;
  await field(page).pressSequentially('Har I tid i morgen?');
  script.release();
  await expect(islandOf(page, 'ChatDemo').locator('[data-island-ready]')).toHaveCount(1);
  await expect(field(page)).toHaveValue('Har I tid i morgen?');
  await page.getByRole('button', { name: demoCopy.chat.sendLabel }).click();
  await expect(answers(page)).toHaveText(['Sofie: Ja, i morgen kl. 10.']);
  expect(requests.map((request) => request.postDataJSON().input)).toEqual(['Har I tid i morgen?']);
});
