import { expect, test, type Locator, type Page } from '@playwright/test';
import { kpiCards } from '../../src/lib/animations/executive-dashboard';

/**
 * Every illustration on the page's own (paused) clock: its still frame, then each SPEC state in
 * order, each no earlier and no later than its wait; pause holds it and play goes on; without
 * JavaScript and under reduced motion the still frame stands.
 */
interface Illustration {
  slug: string;
  /** The accessible name of its pause button, which also finds it on the page. */
  pause: string;
  play: string;
  /** What a visitor sees of its state, in one line. */
  read: (island: Locator) => Promise<string>;
  /** The still frame, then each state after its wait (ms) as SPEC times it. */
  states: [number, string][];
}

const text = async (locator: Locator) => ((await locator.textContent()) ?? '').trim();
const count = async (locator: Locator) => String(await locator.count());

const kpi = (tick: number) => kpiCards({ tick })[0]!.value;
const builder = (progress: number, step: string) => `${progress}\u00a0% · ${step} (nu)`;

const illustrations: Record<string, Illustration> = {
  'AI carousel': {
    slug: 'kunstig-intelligens',
    pause: 'Pause karrusellen om, hvordan AI virker',
    play: 'Afspil karrusellen om, hvordan AI virker',
    read: async (island) =>
      `Trin ${1 + (await island.getByRole('button', { name: /^Trin/ }).evaluateAll((all) => all.findIndex((b) => b.hasAttribute('aria-current'))))}`,
    states: [
      [0, 'Trin 1'],
      [3000, 'Trin 2'],
      [3000, 'Trin 3'],
      [3000, 'Trin 4'],
      [3000, 'Trin 1'],
    ],
  },
  'executive dashboard': {
    slug: 'forretningsintelligens',
    pause: 'Pause opdateringen af dashboardet',
    play: 'Afspil opdateringen af dashboardet',
    read: (island) =>
      text(island.getByRole('list', { name: 'Nøgletal' }).getByRole('listitem').first().locator('p').first()),
    states: [
      [0, kpi(0)],
      [3000, kpi(1)],
      [3000, kpi(2)],
      [3000, kpi(3)],
    ],
  },
  'data platform diagram': {
    slug: 'dataplatforme',
    pause: 'Pause animationen af dataplatformen',
    play: 'Afspil animationen af dataplatformen',
    read: async (island) => {
      const active = island.getByRole('listitem').filter({ has: island.page().getByText('Aktiv', { exact: true }) });
      return `${await text(active.locator('p').first())} · ${await count(island.getByText('Kører', { exact: true }))}`;
    },
    states: [
      [0, 'ERP-system · 8'],
      [2000, 'CRM · 0'],
      [500, 'CRM · 2'],
      [500, 'CRM · 4'],
      [500, 'CRM · 6'],
      [500, 'CRM · 8'],
      [2000, 'Webshop · 0'],
    ],
  },
  'data strategy roadmap': {
    slug: 'datastrategi',
    pause: 'Pause animationen af køreplanen',
    play: 'Afspil animationen af køreplanen',
    read: (island) =>
      text(
        island
          .getByRole('listitem')
          .filter({ has: island.page().getByText('I gang', { exact: true }) })
          .locator('span')
          .first(),
      ),
    states: [
      [0, 'Fase 4'],
      [4000, 'Fase 1'],
      [4000, 'Fase 2'],
      [4000, 'Fase 3'],
      [4000, 'Fase 4'],
    ],
  },
  'automation workflow': {
    slug: 'procesudvikling',
    pause: 'Pause arbejdsgangen',
    play: 'Afspil arbejdsgangen',
    read: (island) => text(island.getByTestId('workflow-status')),
    states: [
      [0, 'Alle 6 trin er fuldført.'],
      [3000, 'Trin 1 af 6: Modtag henvendelse'],
      [3000, 'Trin 2 af 6: Læs og udtræk data'],
      [3000, 'Trin 3 af 6: Valider oplysninger'],
      [3000, 'Trin 4 af 6: Opdater systemer'],
      [3000, 'Trin 5 af 6: Send bekræftelse'],
      [3000, 'Trin 6 af 6: Rapportér'],
      [3000, 'Alle 6 trin er fuldført.'],
    ],
  },
  'automation diagram': {
    slug: 'procesudvikling',
    pause: 'Pause diagrammet over systemerne',
    play: 'Afspil diagrammet over systemerne',
    read: async (island) => {
      const status = island.getByRole('region', { name: 'System Status' }).locator('dd');
      return `${await text(status.nth(1))} · ${await text(status.nth(2))}`;
    },
    states: [
      [0, 'Ingen · 6 af 6'],
      [3000, 'Indbakke · 0 af 6'],
      [3000, 'AI-analyse · 1 af 6'],
      [3000, 'Forretningsregler · 2 af 6'],
    ],
  },
  'website builder': {
    slug: 'hjemmesider',
    pause: 'Pause opbygningen af hjemmesiden',
    play: 'Afspil opbygningen af hjemmesiden',
    read: async (island) =>
      `${await text(island.locator('[data-builder-progress]'))} · ${await text(island.locator('li[aria-current="step"]'))}`,
    states: [
      [0, builder(100, '3. Lancering')],
      [2000, builder(20, '1. Planlægning')],
      [500, builder(40, '1. Planlægning')],
      [500, builder(60, '1. Planlægning')],
      [500, builder(80, '1. Planlægning')],
      [500, builder(100, '1. Planlægning')],
      [2000, builder(20, '1. Planlægning')],
      [500, builder(40, '1. Planlægning')],
      [500, builder(60, '1. Planlægning')],
      [500, builder(80, '1. Planlægning')],
      [500, builder(100, '1. Planlægning')],
      [2000, builder(20, '2. Design')],
    ],
  },
  'chat conversation': {
    slug: 'ai-agent',
    pause: 'Pause chatsamtalen',
    play: 'Afspil chatsamtalen',
    read: async (island) => {
      const typing = (await island.getByText('Chatbotten skriver …').count()) > 0;
      return `${await count(island.locator('[data-chat-message]'))}${typing ? ' · skriver' : ''}`;
    },
    states: [
      [0, '7'],
      [5000, '0 · skriver'],
      [1000, '1'],
      [2000, '2'],
      [1500, '2 · skriver'],
      [1000, '3'],
      [1500, '4'],
      [1000, '4 · skriver'],
      [1000, '5'],
      [2500, '6'],
      [1000, '6 · skriver'],
      [1000, '7'],
      [5000, '0 · skriver'],
    ],
  },
  'agile board': {
    slug: 'applikationstjenester',
    pause: 'Pause sprinttavlen',
    play: 'Afspil sprinttavlen',
    read: (island) =>
      island
        .locator('[data-board-column]')
        .filter({ hasText: 'Login med MitID' })
        .getAttribute('data-board-column')
        .then(String),
    states: [
      [0, 'Færdig'],
      [2000, 'Backlog'],
      [2000, 'I gang'],
      [2000, 'Test'],
      [2000, 'Færdig'],
    ],
  },
  'app build simulation': {
    slug: 'apps',
    pause: 'Pause byggesimuleringen',
    play: 'Start byggesimuleringen',
    read: async (island) => {
      const step = island.getByRole('listitem').filter({ hasText: /I gang$/ });
      return `${await text(island.locator('[data-app-progress]'))} · ${await text(step.locator('span').first())}`;
    },
    states: [
      [0, '98\u00a0% · 4. Lancering'],
      [2000, '13\u00a0% · 1. Rådgivning'],
      [2000, '43\u00a0% · 2. Design'],
      [2000, '73\u00a0% · 3. Udvikling og test'],
      [2000, '98\u00a0% · 4. Lancering'],
    ],
  },
  'brand metamorphosis': {
    slug: 'branding',
    pause: 'Pause brand-forvandlingen',
    play: 'Afspil brand-forvandlingen',
    read: async (island) =>
      `${await text(island.locator('[data-brand-stage]'))} · ${await text(island.locator('[data-brand-transformation]'))}`,
    states: [
      [0, 'Complete · 100\u00a0%'],
      [4000, 'Analyse · 0\u00a0%'],
      [4000, 'Strategi · 33\u00a0%'],
      [4000, 'Identitet · 67\u00a0%'],
      [4000, 'Complete · 100\u00a0%'],
    ],
  },
};

/** The clock steps this much at a time until the illustration plays: its start is known to within it. */
const STEP_MS = 10;
/** So each state is checked to arrive no earlier than this before its time, and no later than on time. */
const MARGIN_MS = 2 * STEP_MS;

/** Steps the paused clock until `check` holds. */
async function runUntil(page: Page, check: () => Promise<boolean>) {
  await expect
    .poll(async () => (await check()) || page.clock.runFor(STEP_MS).then(check), { intervals: [10], timeout: 20_000 })
    .toBe(true);
}

/** Found by its pause control, whichever way that is switched. */
const islandOf = (page: Page, { pause, play }: Illustration) =>
  page.locator('astro-island').filter({ has: page.locator(`[aria-label="${pause}"], [aria-label="${play}"]`) });

/**
 * Opens the page on a paused clock, brings the illustration on screen and steps the clock until
 * it hydrates (on an idle callback) and plays. Its clock then started no more than STEP_MS ago.
 */
async function startOnPausedClock(page: Page, illustration: Illustration) {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00') });
  await page.clock.pauseAt(new Date('2026-03-02T09:00:01'));
  await page.goto(`/services/${illustration.slug}`);
  const island = islandOf(page, illustration);
  await island.locator('> *').first().scrollIntoViewIfNeeded();
  await runUntil(page, async () => (await island.locator('[data-running]').count()) > 0);
  return island;
}

for (const [name, illustration] of Object.entries(illustrations)) {
  test(`${name}: each SPEC state in order and on time; pause holds it, play goes on`, async ({ page }) => {
    test.setTimeout(60_000);
    const island = await startOnPausedClock(page, illustration);
    const seen = () => illustration.read(island);
    const [[, still], ...states] = illustration.states;
    await expect.poll(seen).toBe(still);
    for (const [ms, expected] of states) {
      const before = await seen();
      await page.clock.runFor(ms - MARGIN_MS);
      expect(await seen(), `not before ${ms} ms`).toBe(before);
      await page.clock.runFor(MARGIN_MS);
      await expect.poll(seen, { message: `after ${ms} ms` }).toBe(expected);
    }

    const held = await seen();
    await island.getByRole('button', { name: illustration.pause }).click();
    await page.clock.runFor(30_000);
    expect(await seen()).toBe(held);
    await island.getByRole('button', { name: illustration.play }).click();
    await page.clock.runFor(states[0]![0]);
    await expect.poll(seen).not.toBe(held);
  });
}

test.describe('the still frame', () => {
  for (const [name, illustration] of Object.entries(illustrations)) {
    test(`${name}: the server renders it, and under reduced motion it stays, without controls`, async ({ browser }) => {
      const still = illustration.states[0]![1];
      const withoutScript = await browser.newContext({ javaScriptEnabled: false });
      const plain = await withoutScript.newPage();
      await plain.goto(`/services/${illustration.slug}`);
      expect(await illustration.read(islandOf(plain, illustration))).toBe(still);
      await withoutScript.close();

      const reduced = await browser.newContext({ reducedMotion: 'reduce' });
      const page = await reduced.newPage();
      await page.clock.install();
      await page.goto(`/services/${illustration.slug}`);
      const island = islandOf(page, illustration);
      await island.locator('> *').first().scrollIntoViewIfNeeded();
      await expect(island).not.toHaveAttribute('ssr');
      await expect(island.getByRole('button', { name: illustration.pause })).toHaveCount(0);
      await page.clock.runFor(20_000);
      expect(await illustration.read(island)).toBe(still);
      await reduced.close();
    });
  }
});

test('the workflow resets to no step and starts its 3 s wait over', async ({ page }) => {
  const island = await startOnPausedClock(page, illustrations['automation workflow']!);
  const status = island.getByTestId('workflow-status');
  await page.clock.runFor(4500);
  await expect(status).toHaveText('Trin 1 af 6: Modtag henvendelse');
  await island.getByRole('button', { name: 'Nulstil' }).click();
  await expect(status).toHaveText('Klar til start: ingen trin er i gang.');
  await expect(island.getByText('Fremdrift 0 %')).toBeVisible();
  await expect(island.getByText('Venter', { exact: true })).toHaveCount(6);
  await page.clock.runFor(3000 - MARGIN_MS);
  await expect(status).toHaveText('Klar til start: ingen trin er i gang.');
  await page.clock.runFor(MARGIN_MS);
  await expect(status).toHaveText('Trin 2 af 6: Læs og udtræk data');
});

test('a step the visitor chooses in the AI carousel stays on screen, paused', async ({ page }) => {
  const island = await startOnPausedClock(page, illustrations['AI carousel']!);
  await island.getByRole('button', { name: /^Trin 4:/ }).click();
  await expect(island.getByRole('heading', { level: 3, name: 'Løbende forbedring' })).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(island.getByRole('button', { name: /^Trin 4:/ })).toHaveAttribute('aria-current', 'step');
  await expect(island.getByRole('button', { name: 'Afspil karrusellen om, hvordan AI virker' })).toBeVisible();
});

test('the app platform switch changes the view and nothing else', async ({ page }) => {
  const island = await startOnPausedClock(page, illustrations['app build simulation']!);
  const progress = await island.locator('[data-app-progress]').textContent();
  await expect(island.getByRole('radio', { name: 'Hybrid' })).toBeChecked();
  const phone = island.locator('[data-app-platform]');
  await expect(phone).toContainText('React Native');
  await island.getByRole('group', { name: 'Vælg platform' }).getByText('iOS', { exact: true }).click();
  await expect(island.getByRole('radio', { name: 'iOS' })).toBeChecked();
  await expect(phone).toContainText('Swift og SwiftUI');
  await expect(phone).toContainText('App Store');
  await island.getByRole('radio', { name: 'iOS' }).press('ArrowRight');
  await expect(island.getByRole('radio', { name: 'Android' })).toBeChecked();
  await expect(phone).toContainText('Kotlin');
  await expect(phone).toContainText('Google Play');
  await expect(island.locator('[data-app-progress]')).toHaveText(progress!);
});
