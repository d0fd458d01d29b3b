import { expect, test, type Page } from '@playwright/test';
import { company, phoneHref } from '../../src/config/site';
import { fill } from '../../src/lib/placeholders';
import { LOCAL_LABEL, scriptedAnswer } from '../../scripts/local-backend/chat.mjs';
import {
  answers,
  CHAT_URL,
  conversation,
  delta,
  field,
  fulfillStatus,
  fulfillStream,
  gate,
  openChat,
  pointChatAt,
  startStandIn,
  trackChatRequests,
  write,
  type ChatPage,
} from './fixtures/chat';
import { demoCopy } from '../unit/fixtures/page-entries';
import { expectNoAxeViolations, reachForIsland } from './fixtures/helpers';
import { STAFF_API_URL } from './fixtures/test-env';

/** A failure's alert: its text, and always a meeting; the phone where the agent could have answered. */
async function expectFailure(page: Page, text: string, { phone = true } = {}) {
  const alert = conversation(page).getByRole('alert');
  await expect(alert).toContainText(text);
  await expect(alert.getByRole('link', { name: demoCopy.common.bookMeeting })).toHaveAttribute('href', '/booking');
  if (phone) {
    const callUs = fill(demoCopy.common.callUs, { telefon: company.phone });
    await expect(alert.getByRole('link', { name: callUs })).toHaveAttribute('href', phoneHref);
  }
}

// The home hero's phone is the same island as /demo's, mounted by the same component.
for (const path of ['/demo', '/', '/services/ai-agent'] as ChatPage[]) {
  test(`on ${path} the chat streams the local stand-in's answers, continues the session, and axe finds nothing in any state`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const lastFragment = gate();
    const sessions: string[] = [];
    const standIn = await startStandIn({
      beforeLast: async ({ sessionId }) => {
        sessions.push(sessionId);
        await lastFragment.wait();
      },
    });
    try {
      await pointChatAt(page, standIn.url);
      const requests = trackChatRequests(page, `${standIn.url}/chat/web`);
      await openChat(page, path);
      await expect(page.getByText(/Du skriver med Sofie, en AI-assistent/)).toBeVisible();
      await field(page).fill('Et udkast, der ikke sendes');
      expect(requests).toHaveLength(0);
      await expectNoAxeViolations(page);

      // Sending: the first message waits at the stand-in's door, and the typing indicator shows.
      const door = gate();
      await page.route(`${standIn.url}/chat/web`, async (route) => {
        await door.wait();
        await route.continue();
      });
      await write(page, 'Jeg vil gerne booke en tid');
      await expect(page.getByRole('status').filter({ hasText: 'Sofie skriver …' })).toHaveCount(1);
      await expect(field(page)).toBeFocused();
      await expectNoAxeViolations(page);
      await page.unroute(`${standIn.url}/chat/web`);
      door.open();

      // Streaming: every fragment but the last has arrived.
      const whole = scriptedAnswer('Jeg vil gerne booke en tid').replaceAll('**', '');
      await expect(answers(page).first()).toContainText(LOCAL_LABEL.trim());
      await expect.poll(() => sessions.length).toBe(1);
      await expect(answers(page).first()).not.toContainText(whole);
      await expect(page.getByRole('button', { name: demoCopy.chat.sendLabel })).toBeDisabled();
      await expectNoAxeViolations(page);

      lastFragment.open();
      await expect(answers(page).first()).toHaveText(`Sofie: ${whole}`);
      await expect(page.getByRole('status').filter({ hasText: 'Sofie skriver …' })).toHaveCount(0);
      await expectNoAxeViolations(page);

      // The next message continues the first answer's session; this one fails at the provider.
      await page.route(`${standIn.url}/chat/web`, (route) => fulfillStatus(route, 503));
      await write(page, 'Tirsdag passer fint');
      await expectFailure(page, 'Sofie kunne ikke svare lige nu');
      expect(requests.map((request) => request.postDataJSON().sessionId)).toEqual([undefined, sessions[0]]);
      await expect(field(page)).toBeFocused();
      await expectNoAxeViolations(page);
    } finally {
      await standIn.close();
    }
  });
}

test('no request reaches the provider before the first message', async ({ page }) => {
  const requests = trackChatRequests(page);
  await page.route(CHAT_URL, (route) => fulfillStream(route, [delta('Hej!')]));
  await openChat(page);
  await field(page).fill('Hej');
  await page.getByRole('tab', { name: demoCopy.phone.callTab }).click();
  await page.getByRole('tab', { name: demoCopy.phone.chatTab }).click();
  expect(requests).toHaveLength(0);
  await write(page, 'Hej');
  await expect(answers(page)).toHaveText(['Sofie: Hej!']);
  expect(requests).toHaveLength(1);
  expect(requests[0]!.headers().authorization).toBe('Bearer e2e-public-key');
  expect(requests[0]!.postDataJSON()).toMatchObject({ assistantId: 'e2e-assistant-id', input: 'Hej', stream: true });
});

const refusals = [
  { status: 401, text: 'Sofie kan ikke svare på skrift her lige nu.' },
  { status: 403, text: 'Sofie kan ikke svare på skrift her lige nu.' },
  { status: 402, text: 'Skrive-demoen holder pause lige nu.' },
  { status: 429, text: 'Der er mange, der skriver med Sofie lige nu.' },
  { status: 500, text: 'Sofie kunne ikke svare lige nu på grund af en fejl.' },
];
for (const { status, text } of refusals) {
  test(`a ${status} from the provider says so in Danish, with the phone and a meeting`, async ({ page }) => {
    await page.route(CHAT_URL, (route) => fulfillStatus(route, status));
    await openChat(page);
    await write(page, 'Hej');
    await expectFailure(page, text);
  });
}

test('no network says the message could not be sent', async ({ page }) => {
  await page.route(CHAT_URL, (route) => route.abort('internetdisconnected'));
  await openChat(page);
  await write(page, 'Hej');
  await expectFailure(page, 'Beskeden kunne ikke sendes.');
});

test('no first byte within 20 s gives up', async ({ page }) => {
  await page.clock.install();
  const requests = trackChatRequests(page);
  await page.route(CHAT_URL, () => undefined);
  await openChat(page);
  await write(page, 'Hej');
  await expect(page.getByRole('status').filter({ hasText: 'Sofie skriver …' })).toHaveCount(1);
  // The 20 s count from the request, made once the chat's code has come with the first message.
  await expect.poll(() => requests.length).toBe(1);
  await page.clock.runFor(19_000);
  await expect(conversation(page).getByRole('alert')).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expectFailure(page, 'Sofie svarede ikke inden for 20 sekunder.');
});

test('a stream cut off before its end keeps what arrived and says it stopped', async ({ page }) => {
  await page.route(CHAT_URL, (route) =>
    fulfillStream(route, [delta('Det vil jeg gerne '), delta('hjælpe med')], false),
  );
  await openChat(page);
  await write(page, 'Hej');
  await expectFailure(page, 'Svaret stoppede, før det var færdigt.');
  await expect(answers(page)).toHaveText(['Sofie: Det vil jeg gerne hjælpe med …']);
  await expect(page.getByRole('button', { name: demoCopy.chat.sendLabel })).toBeDisabled();
  await field(page).fill('Prøv igen');
  await expect(page.getByRole('button', { name: demoCopy.chat.sendLabel })).toBeEnabled();
});

test('an answer from another session says Sofie lost the thread and offers Ny samtale', async ({ page }) => {
  const sessions = ['session-1', 'session-2'];
  await page.route(CHAT_URL, (route) => fulfillStream(route, [delta('Goddag', sessions.shift())]));
  await openChat(page);
  await write(page, 'Hej');
  await expect(answers(page)).toHaveText(['Sofie: Goddag']);
  await write(page, 'Husker du mig?');
  await expectFailure(page, 'Sofie mistede tråden i samtalen', { phone: false });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: demoCopy.chat.newConversation }).click();
  await expect(answers(page)).toHaveCount(0);
  await expect(field(page)).toBeFocused();
});

test('Sofie switched off in the staff panel: the first message gets the unavailable answer, the provider nothing', async ({
  page,
}) => {
  const requests = trackChatRequests(page);
  await page.route(`${STAFF_API_URL}/agents`, (route) =>
    route.fulfill({
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify([{ id: 'sofie', name: 'Sofie', isAvailable: false }]),
    }),
  );
  await openChat(page, '/services/ai-agent');
  await write(page, 'Hej');
  await expectFailure(page, 'Sofie er desværre ikke tilgængelig lige nu.', { phone: false });
  expect(requests).toHaveLength(0);
});

test('on /services/ai-agent the chat to try has a row of its own under the example conversation, never beside it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/services/ai-agent');
  const section = page.locator('main section').filter({ hasText: 'En booking på under et minut' });
  await expect(section.getByText('Eksempel på en samtale', { exact: true })).toBeVisible();
  const example = await section
    .locator('astro-island')
    .filter({ hasText: 'Eksempel på en samtale med chatbotten' })
    // The island's own box is `display: contents`: the frame inside it has the size.
    .locator(':scope > *')
    .boundingBox();
  const tryRow = section.locator('[data-try-chatbot]');
  await expect(tryRow.getByRole('heading', { name: 'Prøv chatbotten selv' })).toBeVisible();
  const row = (await tryRow.boundingBox())!;
  expect(row.y, 'the chat to try starts under the example').toBeGreaterThanOrEqual(example!.y + example!.height);
  expect(row.width, 'and spans the section').toBeGreaterThan(1000);
});

test('by keyboard alone at 320 px: a suggestion, Enter, Shift+Enter, focus kept in the field, nothing wider than the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.route(CHAT_URL, (route) => fulfillStream(route, [delta('Selvfølgelig.')]));
  await page.goto('/demo');
  await reachForIsland(page, 'DemoPhone');
  await page.getByRole('tab', { name: demoCopy.phone.callTab }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: demoCopy.phone.chatTab })).toBeFocused();
  await expect(page.getByRole('tab', { name: demoCopy.phone.chatTab })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await expect(conversation(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: demoCopy.common.privacyLink }).last()).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(answers(page)).toHaveText(['Sofie: Selvfølgelig.']);

  await field(page).focus();
  await page.keyboard.type('Første linje');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('Anden linje');
  await expect(field(page)).toHaveValue('Første linje\nAnden linje');
  await page.keyboard.press('Enter');
  await expect(answers(page)).toHaveCount(2);
  await expect(field(page)).toHaveValue('');
  await expect(field(page)).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
});
