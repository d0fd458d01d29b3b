import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/helpers';

/**
 * The bespoke service pages: their sections in order, the figures SPEC gives them and where their
 * calls to action lead; then axe over each page with its illustrations played a while and paused.
 */
interface ServicePage {
  slug: string;
  h1: string;
  /** Section headings, in the order the page shows them. */
  headings: string[];
  figures: string[];
  /** Link label and where every link with that label must go. */
  links: [string, string][];
}

const everyPage: [string, string][] = [
  ['Kontakt os', '/booking'],
  ['Se demo', '/demo'],
  ['Tilbage', '/'],
];

const pages: ServicePage[] = [
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
    figures: ['60.000 kr./md.', '20.000 kr./md.', '40.000 kr./md.', '50 %+', '25 %', '15 %', '80 %'],
    links: [...everyPage, ['Implementer i din virksomhed', '/booking'], ['Book en demo', '/booking']],
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
    figures: [],
    links: [...everyPage, ['Få dit tilbud', '/booking'], ['Start dit projekt', '/booking']],
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
    // The roadmap island writes SPEC's step durations as given.
    figures: ['2-4 uger', '4-6 uger', '3-12 måneder', 'Løbende'],
    links: [...everyPage, ['Book konsultation', '/booking'], ['Book et møde', '/booking']],
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
    figures: [
      '10.000\u2060–\u206025.000 kr.',
      'Høj påvirkning',
      'Medium påvirkning',
      '40.000 kr./md.',
      '12.000 kr./md.',
      '28.000 kr./md.',
    ],
    links: [...everyPage, ['Få dit tilbud', '/booking'], ['Start din automatisering', '/booking']],
  },
  {
    slug: 'ai-telefonassistent',
    h1: 'AI-telefonassistent',
    headings: ['Mød Sofie', 'Færre tabte opkald, flere kunder', 'Sofie mod en fastansat receptionist', 'Det kan Sofie'],
    figures: ['899 kr./md.', '36.000 kr./md.', '35.101 kr./md.', '25+', '45+', 'Under 1 sekund', 'Op til 70 %', '40 %'],
    links: [...everyPage, ['Prøv Sofie nu', '/demo'], ['Book en demo', '/booking']],
  },
  {
    slug: 'ai-agent',
    h1: 'Chatbot (AI-agent)',
    headings: [
      'En booking på under et minut',
      'Bedre service for færre penge',
      'Chatbot mod en ekstra medarbejder',
      'Det kan chatbotten',
    ],
    figures: ['499 kr./md.', '25.000 kr./md.', '24.501 kr./md.', '60 %', '99,9 %'],
    links: [...everyPage, ['Book en demo', '/booking']],
  },
  {
    slug: 'ai-generation',
    h1: 'AI-generering',
    headings: [
      'Fra tekst til kode',
      '80 % hurtigere produktion',
      'Fra første workshop til fast arbejdsgang',
      'Typiske opgaver',
    ],
    figures: ['15.000 kr./md.', '50.000 kr./md.', '35.000 kr./md.', 'Tekstgenerering', 'Billedgenerering'],
    links: [...everyPage, ['Implementer i din virksomhed', '/booking']],
  },
  {
    slug: 'hjemmesider',
    h1: 'Hjemmesider',
    headings: [
      'Sådan bygger vi jeres hjemmeside',
      'Tre trin til en hjemmeside, der virker',
      'Hvad koster en hjemmeside?',
      'Et projekt fra hverdagen',
      'Hvad får I ud af en professionel hjemmeside?',
    ],
    figures: [
      'WordPress',
      'Magento 2',
      'Specialudviklet kode',
      '10.000\u2060–\u206025.000 kr. ekskl. moms',
      'Høj påvirkning',
      'Medium påvirkning',
    ],
    links: [...everyPage, ['Få dit tilbud', '/booking']],
  },
  {
    slug: 'applikationstjenester',
    h1: 'Applikationstjenester',
    headings: [
      'Se teamet arbejde',
      'Tre områder, ét team',
      'Agile værdier i praksis',
      'Vores teknologistak',
      'Halvdelen af prisen – 3x hurtigere',
      'Erfaring, I kan bygge på',
    ],
    figures: ['Webudvikling', 'Modernisering af hjemmesider', '120.000 kr./md.', '60.000 kr./md.', '3x'],
    links: [...everyPage, ['Start dit projekt', '/booking']],
  },
  {
    slug: 'apps',
    h1: 'Apps',
    headings: [
      'Følg en app blive bygget',
      'Hybrid eller native?',
      'Ekspertise på alle platforme',
      'Fire faser fra idé til lancering',
      'Apps, vi har udviklet',
      'Hvad koster en app?',
    ],
    figures: [
      '2\u2060–\u20603 uger',
      '3\u2060–\u20604 uger',
      '6\u2060–\u206012 uger',
      '150.000\u2060–\u2060400.000 kr.',
      '3x ROI',
      'inden for 12 måneder',
    ],
    links: [...everyPage, ['Start jeres app projekt', '/booking']],
  },
  {
    slug: 'branding',
    h1: 'Branding',
    headings: [
      'Fra usynlig til uundgåelig',
      'Tre trin til et stærkere brand',
      'Hvornår er det tid til branding?',
      'Brands, vi har forvandlet',
      'Hvad koster branding?',
      'Brands, der bliver husket',
    ],
    figures: [
      '50.000\u2060–\u2060150.000 kr.',
      '5x ROI',
      'inden for 18 måneder',
      '200+',
      '95 %',
      'Høj prioritet',
      'Medium prioritet',
    ],
    links: [
      ...everyPage,
      ['Få jeres brand vurderet', '/booking'],
      ['Start jeres brand rejse', '/booking'],
      ['Start jeres brand metamorfose', '/booking'],
    ],
  },
];

const main = (page: Page) => page.getByRole('main');

for (const entry of pages) {
  test(`${entry.slug}: sections in order, figures and where the calls to action lead`, async ({ page }) => {
    await page.goto(`/services/${entry.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.h1);
    // Merged sections keep a SPEC heading as a sub-heading (h3); soft hyphens are only break hints.
    const shown = (await main(page).locator('h2, h3').allInnerTexts()).map((text) =>
      text.replaceAll('\u00ad', '').replaceAll('\u00a0', ' '),
    );
    const order = entry.headings.map((heading) => shown.indexOf(heading));
    expect(
      order.every((index) => index >= 0),
      `missing among ${shown.join(' | ')}`,
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const figure of entry.figures) await expect(main(page)).toContainText(figure);
    for (const [label, href] of entry.links) {
      const links = main(page).getByRole('link', { name: label, exact: true });
      expect(await links.count(), label).toBeGreaterThan(0);
      for (const link of await links.all()) await expect(link).toHaveAttribute('href', href);
    }
  });

  test(`${entry.slug}: no axe violations with the illustrations played and paused`, async ({ page }) => {
    await page.clock.install();
    await page.goto(`/services/${entry.slug}`);
    for (const island of await page.locator('astro-island[client="settled"]').all()) {
      await island.locator('> *').first().scrollIntoViewIfNeeded();
      await expect(island).not.toHaveAttribute('ssr');
    }
    // Mid-cycle, not the still frame the every-route sweep already scans.
    await page.clock.runFor(5_000);
    // Each press renames its button to Afspil, so the first one left is always the next to press.
    const pauseButtons = main(page).getByRole('button', { name: /^Pause / });
    while ((await pauseButtons.count()) > 0) await pauseButtons.first().click();
    await expect(page.locator('[data-running]')).toHaveCount(0);
    // Scan at rest, not halfway through a fade.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await expectNoAxeViolations(page);
  });
}
