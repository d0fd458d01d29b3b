import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './fixtures/helpers';

interface ProductPage {
  slug: string;
  title: string;
  headings: string[];
  figures: string[];
  /** Link label and where it must go. */
  ctas: [string, string][];
}

const common: [string, string][] = [
  ['Kontakt os', '/booking'],
  ['Se demo', '/demo'],
];

const pages: ProductPage[] = [
  {
    slug: 'ai-telefonassistent',
    title: 'AI-telefonassistent',
    headings: ['Mød Sofie', 'Færre tabte opkald, flere kunder', 'Sofie mod en fastansat receptionist', 'Det kan Sofie'],
    figures: ['899 kr./md.', '36.000 kr./md.', '35.101 kr./md.', '25+', '45+', 'Under 1 sekund', 'Op til 70%', '40%'],
    ctas: [...common, ['Prøv Sofie nu', '/demo'], ['Book en demo', '/booking']],
  },
  {
    slug: 'ai-agent',
    title: 'Chatbot (AI-agent)',
    headings: [
      'En booking på under et minut',
      'Bedre service for færre penge',
      'Chatbot mod en ekstra medarbejder',
      'Det kan chatbotten',
    ],
    figures: ['499 kr./md.', '25.000 kr./md.', '24.501 kr./md.', '60%', '99,9%'],
    ctas: [...common, ['Book en demo', '/booking']],
  },
  {
    slug: 'ai-generation',
    title: 'AI-generering',
    headings: [
      'Fra tekst til kode',
      '80% hurtigere produktion',
      'Fra første workshop til fast arbejdsgang',
      'Typiske opgaver',
    ],
    figures: [
      '15.000 kr./md.',
      '50.000 kr./md.',
      '35.000 kr./md.',
      'Tekstgenerering',
      'Billedgenerering',
      'Videogenerering',
      'Kodegenerering',
    ],
    ctas: [...common, ['Implementer i din virksomhed', '/booking']],
  },
  {
    slug: 'hjemmesider',
    title: 'Hjemmesider',
    headings: [
      'Sådan bygger vi jeres hjemmeside',
      'Tre trin til en hjemmeside, der virker',
      'Hvad koster en hjemmeside?',
      'Et projekt fra hverdagen',
      'Hvad får I ud af en professionel hjemmeside?',
    ],
    figures: [
      'Planlægning',
      'Design',
      'Lancering',
      'WordPress',
      'Magento 2',
      'Specialudviklet kode',
      '10.000–25.000 kr. ekskl. moms',
      'Påvirkning: Høj',
      'Påvirkning: Medium',
    ],
    ctas: [...common, ['Få dit tilbud', '/booking']],
  },
  {
    slug: 'applikationstjenester',
    title: 'Applikationstjenester',
    headings: [
      'Se teamet arbejde',
      'Tre områder, ét team',
      'Agile værdier i praksis',
      'Vores teknologistak',
      'Halvdelen af prisen – 3x hurtigere',
      'Erfaring, I kan bygge på',
    ],
    figures: [
      'Webudvikling',
      'Modernisering af hjemmesider',
      'Vedligehold af hjemmesider',
      '120.000 kr./md.',
      '60.000 kr./md.',
      '3x',
    ],
    ctas: [...common, ['Start dit projekt', '/booking']],
  },
  {
    slug: 'apps',
    title: 'Apps',
    headings: [
      'Følg en app blive bygget',
      'Hybrid eller native?',
      'Ekspertise på alle platforme',
      'Fire faser fra idé til lancering',
      'Apps, vi har udviklet',
      'Hvad koster en app?',
    ],
    figures: ['2-3 uger', '3-4 uger', '6-12 uger', 'Løbende', '150.000–400.000 kr.', '3x ROI', 'inden for 12 måneder'],
    ctas: [...common, ['Start jeres app projekt', '/booking']],
  },
  {
    slug: 'branding',
    title: 'Branding',
    headings: [
      'Fra usynlig til uundgåelig',
      'Tre trin til et stærkere brand',
      'Hvornår er det tid til branding?',
      'Brands, vi har forvandlet',
      'Hvad koster branding?',
      'Brands, der bliver husket',
    ],
    figures: [
      '50.000–150.000 kr.',
      '5x ROI',
      'inden for 18 måneder',
      '200+',
      '95%',
      '40%',
      'Prioritet: Høj',
      'Prioritet: Medium',
    ],
    ctas: [
      ...common,
      ['Få jeres brand vurderet', '/booking'],
      ['Start jeres brand rejse', '/booking'],
      ['Start jeres brand metamorfose', '/booking'],
    ],
  },
];

/** Brings an illustration on screen so it hydrates (client:settled) and its timers may run. */
async function showIsland(page: Page, inner: Locator) {
  await inner.scrollIntoViewIfNeeded();
  await waitForHydration(page, pageIslandsPending);
}

/**
 * Steps the paused clock 100 ms at a time until `check` holds. An island starts its timers only once
 * it has seen itself on screen, a moment after hydration, so the first step cannot be a fixed runFor.
 */
async function runUntil(page: Page, check: () => Promise<boolean>) {
  await expect.poll(() => page.clock.runFor(100).then(check), { intervals: [50], timeout: 15_000 }).toBe(true);
}

/** The page's own islands; the header's menu hydrates only on intent and is not waited for. */
const pageIslandsPending = 'astro-island[ssr]:not([client="intent"])';

for (const entry of pages) {
  test(`${entry.slug}: headings, figures and calls to action`, async ({ page }) => {
    await page.goto(`/services/${entry.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.title);
    const main = page.locator('main');
    for (const heading of entry.headings)
      await expect(main.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    for (const figure of entry.figures) await expect(main).toContainText(figure);
    for (const [label, href] of entry.ctas) {
      const links = main.getByRole('link', { name: label, exact: true });
      expect(await links.count(), label).toBeGreaterThan(0);
      for (const link of await links.all()) await expect(link).toHaveAttribute('href', href);
    }
    await expect(main.getByRole('link', { name: 'Tilbage' })).toHaveAttribute('href', '/');
  });

  test(`${entry.slug}: no axe violations`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(`/services/${entry.slug}`);
    for (const island of await page.locator('astro-island[client="settled"]').all())
      await island.scrollIntoViewIfNeeded();
    await waitForHydration(page, pageIslandsPending);
    // Check the illustrations at rest, not halfway through a 0.3 s fade-in.
    for (const pause of await page
      .locator('main')
      .getByRole('button', { name: /^Pause / })
      .all())
      await pause.click();
    await page.waitForTimeout(600);
    await expectNoAxeViolations(page);
  });
}

test('Tilbage goes one step back in history', async ({ page }) => {
  await page.goto('/about');
  // Arrive by a link, as a visitor does: Tilbage goes back only after a page of this site.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Chatbot' }).click();
  await expect(page).toHaveURL(/\/services\/ai-agent$/);
  await page.locator('main').getByRole('link', { name: 'Tilbage' }).click();
  await expect(page).toHaveURL(/\/about\/?$/);
});

test.describe('illustrations stop on pause and resume on play', () => {
  // A paused clock: page timers move only when the test runs it, however slow the machine is.
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: new Date('2026-03-02T09:00:00') });
    await page.clock.pauseAt(new Date('2026-03-02T09:00:01'));
  });

  /** The island hydrates on an idle callback, which runs on the page's paused clock. */
  async function showIsland(page: Page, inner: Locator) {
    await inner.scrollIntoViewIfNeeded();
    await runUntil(page, async () => (await page.locator(pageIslandsPending).count()) === 0);
  }

  test('chat conversation', async ({ page }) => {
    await page.goto('/services/ai-agent');
    const messages = page.locator('[data-chat-message]');
    await showIsland(page, page.getByRole('button', { name: 'Pause chatsamtalen' }));
    await runUntil(page, async () => (await messages.count()) === 1);
    await expect(page.locator('[data-chat-typing]')).toHaveCount(0);
    await page.clock.runFor(2000);
    await expect(messages).toHaveCount(2);
    await page.getByRole('button', { name: 'Pause chatsamtalen' }).click();
    await page.clock.runFor(10_000);
    await expect(messages).toHaveCount(2);
    await page.getByRole('button', { name: 'Afspil chatsamtalen' }).click();
    await page.clock.runFor(1500);
    await expect(page.locator('[data-chat-typing]')).toBeVisible();
    await page.clock.runFor(1000);
    await expect(messages).toHaveCount(3);
    await expect(messages.nth(2)).toContainText('torsdag kl. 10.00');
  });

  test('website builder', async ({ page }) => {
    await page.goto('/services/hjemmesider');
    const progress = page.locator('[data-builder-progress]');
    await showIsland(page, progress);
    await runUntil(page, async () => (await progress.textContent()) === '40%');
    // Each block's timer is set once the previous block has rendered, so time moves in block steps.
    for (const expected of ['60%', '80%', '100%']) {
      await page.clock.runFor(500);
      await expect(progress).toHaveText(expected);
    }
    await page.clock.runFor(2000);
    await expect(progress).toHaveText('20%');
    const phases = page.getByRole('list', { name: 'Faser i projektet' }).getByRole('listitem');
    await expect(phases.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(phases.nth(1)).toContainText('Design (nu)');
    await page.getByRole('button', { name: 'Pause opbygningen af hjemmesiden' }).click();
    await page.clock.runFor(10_000);
    await expect(progress).toHaveText('20%');
    await page.getByRole('button', { name: 'Afspil opbygningen af hjemmesiden' }).click();
    await page.clock.runFor(500);
    await expect(progress).toHaveText('40%');
  });

  test('agile board', async ({ page }) => {
    await page.goto('/services/applikationstjenester');
    const backlog = page.locator('[data-board-column="Backlog"]');
    await showIsland(page, backlog);
    await expect(backlog).toContainText('Login med MitID');
    const inProgress = page.locator('[data-board-column="I gang"]');
    await runUntil(page, async () => ((await inProgress.textContent()) ?? '').includes('Login med MitID'));
    await page.getByRole('button', { name: 'Pause sprinttavlen' }).click();
    await page.clock.runFor(8000);
    await expect(page.locator('[data-board-column="I gang"]')).toContainText('Login med MitID');
    await page.getByRole('button', { name: 'Afspil sprinttavlen' }).click();
    await page.clock.runFor(2000);
    await expect(page.locator('[data-board-column="Test"]')).toContainText('Login med MitID');
    await expect(page.getByText('Prioritet: Høj').first()).toBeAttached();
  });

  test('app build simulation', async ({ page }) => {
    await page.goto('/services/apps');
    const progress = page.locator('[data-app-progress]');
    await showIsland(page, progress);
    const before = await progress.textContent();
    await runUntil(page, async () => (await progress.textContent()) !== before);
    const paused = await progress.textContent();
    await page.getByRole('button', { name: 'Pause byggesimuleringen' }).click();
    await page.clock.runFor(8000);
    await expect(progress).toHaveText(paused!);
    await page.getByRole('button', { name: 'Start byggesimuleringen' }).click();
    await page.clock.runFor(2000);
    await expect(progress).not.toHaveText(paused!);
  });

  test('brand metamorphosis reaches Complete', async ({ page }) => {
    await page.goto('/services/branding');
    const stage = page.locator('[data-brand-stage]');
    await showIsland(page, stage);
    await expect(stage).toHaveText('Analyse');
    await runUntil(page, async () => (await stage.textContent()) === 'Strategi');
    await page.getByRole('button', { name: 'Pause brand-forvandlingen' }).click();
    await page.clock.runFor(12_000);
    await expect(stage).toHaveText('Strategi');
    await page.getByRole('button', { name: 'Afspil brand-forvandlingen' }).click();
    await page.clock.runFor(8000);
    await expect(stage).toHaveText('Complete');
    await expect(page.locator('[data-brand-transformation]')).toHaveText('100%');
  });
});

test('the platform switch changes the view and nothing else', async ({ page }) => {
  await page.goto('/services/apps');
  const hybrid = page.getByRole('radio', { name: 'Hybrid' });
  await showIsland(page, hybrid);
  await expect(hybrid).toBeChecked();
  const phone = page.locator('[data-app-platform]');
  await expect(phone).toContainText('React Native');
  const switcher = page.getByRole('group', { name: 'Vælg platform' });
  await switcher.getByText('iOS', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'iOS' })).toBeChecked();
  await expect(phone).toHaveAttribute('data-app-platform', 'ios');
  await expect(phone).toContainText('Swift og SwiftUI');
  await expect(phone).toContainText('App Store');
  await page.getByRole('radio', { name: 'iOS' }).press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Android' })).toBeChecked();
  await expect(phone).toContainText('Kotlin');
  await expect(phone).toContainText('Google Play');
  await expect(page.getByRole('radio', { name: 'Hybrid' })).not.toBeChecked();
});

test('under reduced motion the illustrations show their finished state without timers or controls', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/services/branding');
  const stage = page.locator('[data-brand-stage]');
  await showIsland(page, stage);
  await expect(stage).toHaveText('Complete');
  await expect(page.getByRole('button', { name: /brand-forvandlingen/ })).toHaveCount(0);
  await page.goto('/services/hjemmesider');
  const progress = page.locator('[data-builder-progress]');
  await showIsland(page, progress);
  await expect(progress).toHaveText('100%');
});
