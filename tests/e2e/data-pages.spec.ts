import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/helpers';

interface DataPage {
  slug: string;
  h1: string;
  headings: string[];
  /** Contact buttons of the page body (the hero always has "Kontakt os"). */
  bookingLabels: string[];
}

const dataPages: DataPage[] = [
  {
    slug: 'forretningsintelligens',
    h1: 'Forretningsintelligens og analyse',
    headings: [
      'Sådan kan jeres ledelsesdashboard se ud',
      'Forretningsintelligens eller dataanalyse?',
      'Her skaber bedre data størst værdi',
      'Grunde til at investere i forretningsintelligens',
      'Tre måder, AI lærer af jeres data',
      'Forretningsintelligens i praksis',
      'Virksomheder, der bruger data og AI, rykker fra',
      'Fire trin til jeres første dashboard',
      'Derfor kan I trygt komme i gang',
    ],
    bookingLabels: ['Implementer i din virksomhed', 'Book en demo'],
  },
  {
    slug: 'dataplatforme',
    h1: 'Dataplatforme',
    headings: [
      'Fra datakilde til indsigt',
      'Platformens fire hovedkomponenter',
      'Tekniske egenskaber, der gør platformen robust',
      'Dataplatforme i seks brancher',
      'Fire trin til jeres dataplatform',
      'Én platform i stedet for mange systemer',
      'Derfor kan I trygt komme i gang',
    ],
    bookingLabels: ['Få dit tilbud', 'Start dit projekt'],
  },
  {
    slug: 'datastrategi',
    h1: 'Datastrategi',
    headings: [
      'Fra første analyse til løbende forbedring',
      'Forretningsstrategi og data skal trække samme vej',
      'Tre kompetencer, vi bringer med',
      'Det får I ud af en datastrategi',
      'En plan for både i dag og i morgen',
      'Hvor er I i dag?',
      'Det kan vi hjælpe med',
      'En strategi, der kan måles på bundlinjen',
      'Fire trin fra idé til handling',
      'Det kendetegner de strategier, der lykkes',
    ],
    bookingLabels: ['Book konsultation', 'Book et møde'],
  },
  {
    slug: 'procesudvikling',
    h1: 'Procesudvikling og automatisering',
    headings: [
      'En arbejdsgang, der kører af sig selv',
      'Sådan designer vi jeres automatisering',
      'Vi bygger på de værktøjer, der passer til jer',
      'Fire grunde til at automatisere',
      'Hvad koster en automatisering?',
      'Her gør automatisering størst forskel',
      'Det betyder automatisering for hverdagen',
      'Alle systemer i samme arbejdsgang',
      'Automatisering i tal',
      'Hvilken opgave skal automatiseres først?',
    ],
    bookingLabels: ['Få dit tilbud', 'Start din automatisering'],
  },
];

const main = (page: Page) => page.getByRole('main');

/** Scrolls each illustration into view and waits until its island has hydrated. */
async function hydrateIllustrations(page: Page) {
  for (const island of await page.locator('astro-island[client="settled"]').all()) {
    await island.locator('> *').first().scrollIntoViewIfNeeded();
    await expect(island).not.toHaveAttribute('ssr');
  }
}

for (const data of dataPages) {
  test(`${data.slug}: headings in order and contact buttons to /booking`, async ({ page }) => {
    await page.goto(`/services/${data.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.h1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const h2s = await main(page).getByRole('heading', { level: 2 }).allInnerTexts();
    const order = data.headings.map((heading) => h2s.indexOf(heading));
    expect(
      order.every((index) => index >= 0),
      `missing among ${h2s.join(' | ')}`,
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    for (const label of ['Kontakt os', ...data.bookingLabels]) {
      const link = main(page).getByRole('link', { name: label, exact: true }).first();
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', '/booking');
    }
    await expect(main(page).getByRole('link', { name: 'Se demo', exact: true }).first()).toHaveAttribute(
      'href',
      '/demo',
    );
  });

  test(`${data.slug}: no axe violations with the illustrations running`, async ({ page }) => {
    await page.goto(`/services/${data.slug}`);
    await hydrateIllustrations(page);
    await expectNoAxeViolations(page);
  });
}

test('forretningsintelligens shows the savings box, the AI statistics and a back button', async ({ page }) => {
  await page.goto('/services/forretningsintelligens');
  for (const figure of ['60.000 kr./md.', '20.000 kr./md.', '40.000 kr./md.', '50%+', '25%', '15%', '80%']) {
    await expect(main(page).getByText(figure, { exact: true }).first()).toBeVisible();
  }
  await expect(main(page).getByRole('link', { name: 'Tilbage' }).last()).toBeVisible();
});

test('procesudvikling shows the price range, impact tags and the before/after figures', async ({ page }) => {
  await page.goto('/services/procesudvikling');
  await expect(main(page).getByText('10.000-25.000 kr.', { exact: true })).toBeVisible();
  await expect(main(page).getByText('Høj påvirkning')).toHaveCount(2);
  await expect(main(page).getByText('Medium påvirkning')).toHaveCount(2);
  for (const figure of ['40.000 kr./md.', '12.000 kr./md.', '28.000 kr./md.']) {
    await expect(main(page).getByText(figure, { exact: true })).toBeVisible();
  }
});

test.describe('automation workflow', () => {
  test('plays every 3 s, pauses, resumes and resets', async ({ page }) => {
    await page.clock.install();
    await page.goto('/services/procesudvikling');
    const workflow = page.locator('astro-island[component-url*="AutomationWorkflow"]');
    await workflow.locator('> *').first().scrollIntoViewIfNeeded();
    await expect(workflow).not.toHaveAttribute('ssr');
    const status = workflow.getByTestId('workflow-status');
    await expect(status).toHaveText('Klar til start: ingen trin er i gang.');

    await page.clock.runFor(3000);
    await expect(status).toHaveText('Trin 2 af 6: Læs og udtræk data');
    await expect(workflow.getByText('Fremdrift 17 %')).toBeVisible();
    await expect(workflow.getByText('Fuldført')).toHaveCount(1);

    await workflow.getByRole('button', { name: 'Pause arbejdsgangen' }).click();
    await page.clock.runFor(9000);
    await expect(status).toHaveText('Trin 2 af 6: Læs og udtræk data');

    await workflow.getByRole('button', { name: 'Afspil arbejdsgangen' }).click();
    await page.clock.runFor(3000);
    await expect(status).toHaveText('Trin 3 af 6: Valider oplysninger');

    await workflow.getByRole('button', { name: 'Nulstil' }).click();
    await expect(status).toHaveText('Klar til start: ingen trin er i gang.');
    await expect(workflow.getByText('Fremdrift 0 %')).toBeVisible();
    await expect(workflow.getByText('Venter')).toHaveCount(6);

    await page.clock.runFor(3000);
    await expect(status).toHaveText('Trin 2 af 6: Læs og udtræk data');
  });
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the illustrations show a complete still state and nothing advances', async ({ page }) => {
    await page.clock.install();
    await page.goto('/services/procesudvikling');
    await hydrateIllustrations(page);
    const workflow = page.locator('astro-island[component-url*="AutomationWorkflow"]');
    await expect(workflow.getByTestId('workflow-status')).toHaveText('Alle 6 trin er fuldført.');
    await expect(workflow.getByRole('button')).toHaveCount(0);
    await page.clock.runFor(10_000);
    await expect(workflow.getByTestId('workflow-status')).toHaveText('Alle 6 trin er fuldført.');

    await page.goto('/services/dataplatforme');
    await hydrateIllustrations(page);
    const platform = page.locator('astro-island[component-url*="DataPlatformDiagram"]');
    await expect(platform.getByText('Kører', { exact: true })).toHaveCount(8);
    await expect(platform.getByText('Aktiv', { exact: true })).toHaveCount(1);
    await page.clock.runFor(10_000);
    await expect(platform.getByText('Kører', { exact: true })).toHaveCount(8);
    await expect(platform.getByRole('listitem').filter({ hasText: 'Aktiv' }).first()).toContainText('ERP-system');

    await page.goto('/services/datastrategi');
    await hydrateIllustrations(page);
    const roadmap = page.locator('astro-island[component-url*="StrategyRoadmap"]');
    await expect(roadmap.getByText('Gennemført')).toHaveCount(3);
    await expect(roadmap.getByText('99 %')).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(roadmap.getByText('99 %')).toBeVisible();
  });
});
