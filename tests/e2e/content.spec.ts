import { expect, test, type Page } from '@playwright/test';
import { automationTimeSaving, savings, typicalProjectPrice } from '../../src/config/figures';
import { company, demoAgentName } from '../../src/config/site';
import { formatKr, formatKrRange } from '../../src/lib/format';
import { fill } from '../../src/lib/placeholders';
import { chromeCopy as chrome, pageEntry } from '../unit/fixtures/page-entries';

const aiPage = '/services/kunstig-intelligens';
const genericPage = '/services/erp';

/** The page's own content, without the header's mega menu and the footer's repeated links. */
const main = (page: Page) => page.locator('main');

async function expectLink(page: Page, name: string | RegExp, href: string) {
  const link = main(page)
    .getByRole('link', { name, exact: typeof name === 'string' })
    .first();
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', href);
}

test.describe('home', () => {
  const home = pageEntry('home');
  const agent = { agent: demoAgentName };

  test('shows the hero, core services, Sofie, savings and the about section', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectLink(page, home.hero.contact, '/booking');
    await expectLink(page, chrome.actions.demo, '/demo');
    for (const claim of ['Oppetid', 'Support']) {
      await expect(main(page).getByText(claim, { exact: true }).first()).toBeVisible();
    }
    // The end-to-end build has no trial terms (content/company.yaml), so no trial is promised
    // (docs/product.md#marketing-figures).
    await expect(main(page).getByText('Risikofri prøveperiode')).toHaveCount(0);

    const cards = main(page)
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: home.services.title }) });
    await expect(cards.getByRole('link')).toHaveCount(4);
    for (const service of home.services.items) {
      await expect(cards.getByRole('link', { name: new RegExp(`^${service.title}`) })).toHaveAttribute(
        'href',
        `/services/${service.service}`,
      );
    }

    await expect(page.getByRole('heading', { name: fill(home.agent.title, agent) })).toBeVisible();
    await expectLink(page, fill(home.agent.button, agent), '/demo');

    await expect(main(page).getByText('36.000 kr./md.')).toBeVisible();
    await expect(main(page).getByText('899 kr./md.', { exact: true })).toBeVisible();
    await expect(main(page).getByText('35.101 kr./md.')).toBeVisible();

    const { chat, website, automation } = home.solutions;
    await expect(page.getByRole('figure', { name: chat.caption }).getByRole('listitem')).toHaveCount(
      chat.conversation.length,
    );
    const chatPrices = { pris: formatKr(savings.chatbot.after), løn: formatKr(savings.chatbot.before) };
    await expect(main(page).getByText(fill(chat.lead, chatPrices))).toBeVisible();
    await expect(page.getByRole('heading', { name: website.title })).toBeVisible();
    const projectPrice = formatKrRange(typicalProjectPrice.minKr, typicalProjectPrice.maxKr);
    await expect(main(page).getByText(fill(website.points[2]!, { pris: projectPrice }))).toBeVisible();
    await expect(page.getByRole('heading', { name: automation.title })).toBeVisible();
    await expect(main(page).getByText(fill(automation.points[0]!, { besparelse: automationTimeSaving }))).toBeVisible();
    await expect(page.getByRole('heading', { name: home.results.title })).toBeVisible();
    await expectLink(page, home.results.button, '/booking');
    await expectLink(page, home.about.button, '/booking');
    await expect(page.getByRole('heading', { name: fill(home.about.title, { firma: company.name }) })).toBeVisible();
    for (const stat of ['20+', '100+', '500+'])
      await expect(main(page).getByText(stat, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: home.about.values })).toBeVisible();
    for (const value of pageEntry('about').values.items) {
      await expect(page.getByRole('heading', { name: value.title, exact: true })).toBeVisible();
    }
    // Every placeholder of the entry was filled: no braces reach a visitor.
    expect(await main(page).innerText()).not.toMatch(/[{}]/);
  });
});

test.describe('about', () => {
  // The page's words are content/pages/about.yaml's; its data section quotes the privacy policy's statements.
  const about = pageEntry('about');
  const { statements } = pageEntry('privatliv');

  test('shows mission, statistics, values, the technology block and Kontakt os', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.hero.title);
    await expect(page.getByRole('heading', { name: about.mission.title })).toBeVisible();
    for (const stat of ['20+', '100+', '500+', '24/7'])
      await expect(main(page).getByText(stat, { exact: true })).toBeVisible();
    // The values heading as on the home page.
    await expect(page.getByRole('heading', { name: about.values.title, exact: true })).toBeVisible();
    for (const value of about.values.items) {
      await expect(page.getByRole('heading', { name: value.title, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: about.technology.title })).toBeVisible();
    expect(about.technology.items).toHaveLength(4);
    for (const tech of about.technology.items) {
      await expect(page.getByRole('heading', { name: tech.title })).toBeVisible();
    }
    // The hero's button and the closing one, both to /booking.
    for (const label of [about.hero.action, about.values.action]) {
      const links = main(page).getByRole('link', { name: label, exact: true });
      await expect(links).toHaveCount(about.hero.action === about.values.action ? 2 : 1);
      for (const link of await links.all()) await expect(link).toHaveAttribute('href', '/booking');
    }
  });

  test('runs a project from the first meeting to launch, saying what the customer gets at each step', async ({
    page,
  }) => {
    await page.goto('/about');
    const { course } = about;
    const timeline = page.locator('#forloeb');
    await expect(timeline.getByRole('heading', { level: 2 })).toHaveText(course.title);
    const steps = timeline.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    expect(course.steps).toHaveLength(4);
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText(
      course.steps.map((step) => new RegExp(`${step.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)),
    );
    // The one duration the product states is the first meeting's; each step names what the customer gets.
    await expect(steps.first()).toContainText(course.steps[0]!.duration!);
    await expect(timeline.getByText(/\d+\s*(uger|dage|måneder)/)).toHaveCount(0);
    for (const [index, step] of (await steps.all()).entries()) {
      await expect(step.getByRole('list').getByRole('listitem')).toHaveText([...course.steps[index]!.points]);
    }
    await expect(steps.nth(1)).toContainText('Databehandleraftale');
  });

  test('keeps to the hero and at most seven sections, the closing inside the last', async ({ page }) => {
    await page.goto('/about');
    const topLevel = await page.evaluate(
      () =>
        [...document.querySelectorAll('main section')].filter(
          (section) => !section.parentElement?.closest('main section'),
        ).length,
    );
    expect(topLevel).toBeGreaterThan(1);
    expect(topLevel, 'the hero and at most seven sections').toBeLessThanOrEqual(8);
  });

  test('says who processes data, where and for how long, as the privacy policy does', async ({ page }) => {
    await page.goto('/about');
    const copy = about.dataProtection;
    const data = page.locator('#data');
    await expect(data.getByRole('heading', { level: 2 })).toHaveText(copy.title);
    for (const processor of ['n8n', 'Vapi, Inc.', 'Daily.co', statements.processors.hosting.role])
      await expect(data.getByText(processor, { exact: false }).first()).toBeVisible();
    await expect(data.getByText('USA', { exact: true })).toHaveCount(2);
    await expect(data.getByRole('heading', { name: copy.agreementTitle })).toBeVisible();
    await expect(data).toContainText(statements.aiDisclosure);
    // The same retention words as the policy: one source for both pages. The end-to-end build has the
    // demo's keys, so the demo can be written to, and the words name the written conversations too.
    const retention = statements.retention.demoCallsWithChat;
    await expect(data.getByText(retention)).toBeVisible();
    await expectLink(page, copy.privacyLink, '/privatliv');
    await page.goto('/privatliv');
    await expect(main(page).getByText(retention)).toBeVisible();
  });

  for (const route of ['/booking', '/services/ai-telefonassistent']) {
    test(`${route} links to the data section on /about`, async ({ page }) => {
      await page.goto(route);
      const link = main(page).getByRole('link', { name: 'Sådan passer vi på jeres data' });
      await expect(link).toHaveAttribute('href', '/about#data');
      await link.click();
      await expect(page.getByRole('heading', { name: about.dataProtection.title })).toBeInViewport();
    });
  }
});

test.describe('AI information page', () => {
  test('shows its sections, figures and calls to action', async ({ page }) => {
    await page.goto(aiPage);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kunstig intelligens');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectLink(page, chrome.actions.booking, '/booking');
    await expectLink(page, chrome.actions.demo, '/demo');
    await expectLink(page, 'Implementer i din virksomhed', '/booking');
    for (const heading of [
      'Fra data til beslutninger i fire trin',
      'Stærk og svag AI – hvad er forskellen?',
      'Sådan bruger seks brancher AI i dag',
      'Sådan kommer I i gang med AI',
      'AI betaler sig hurtigt hjem',
      'Derfor kan I trygt komme i gang',
    ]) {
      await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    }
    // The ways a machine learns are part of how AI works, a sub-heading of that section.
    await expect(page.getByRole('heading', { name: 'Tre måder, en maskine kan lære på', level: 3 })).toBeVisible();
    const industries = page
      .getByRole('heading', { name: 'Sådan bruger seks brancher AI i dag' })
      .locator('xpath=../..')
      .getByRole('heading', { level: 3 });
    // Six industries, each with its own heading.
    await expect(industries).toHaveCount(6);
    await expect(main(page).getByText('45.000 kr./md.')).toBeVisible();
    await expect(main(page).getByText('15.000 kr./md.')).toBeVisible();
    await expect(main(page).getByText('30.000 kr./md.')).toBeVisible();
    for (const figure of ['50 %+', '99,9 %']) await expect(main(page).getByText(figure, { exact: true })).toBeVisible();
  });
});

test.describe('generic service page', () => {
  test('renders the entry through the template', async ({ page }) => {
    await page.goto(genericPage);
    await expect(page).toHaveTitle(/^ERP \| /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ERP');
    await expectLink(page, chrome.actions.booking, '/booking');
    await expectLink(page, chrome.actions.demo, '/demo');
    await expectLink(page, 'Book et møde', '/booking');
    await expect(main(page).getByText(/Et ERP-system er rygraden/)).toBeVisible();
    const features = main(page)
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Det indgår i løsningen' }) })
      .getByRole('listitem');
    expect(await features.count()).toBeGreaterThanOrEqual(6);
    await expect(page.getByRole('heading', { name: 'Datamigrering' })).toBeVisible();
  });

  test("ties the page to its family's other services and to the project's course", async ({ page }) => {
    await page.goto(genericPage);
    const family = main(page)
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Mere inden for forretning' }) });
    await expect(family.getByRole('link', { name: /^Kundeservice/ })).toHaveAttribute('href', '/services/kundeservice');
    await expect(family.getByText('Hurtige svar til kunderne med telefonassistent og chatbot')).toBeVisible();
    await expect(family.getByRole('link', { name: /^ERP/ })).toHaveCount(0);
    await expectLink(page, 'Sådan forløber et projekt', '/about#forloeb');
  });
});

test.describe('back button', () => {
  test('goes one step back when the visitor came from this site', async ({ page }) => {
    await page.goto('/about');
    await page.locator('footer').getByRole('link', { name: chrome.products['ai-telefonassistent'] }).click();
    await expect(page).toHaveURL(/\/services\/ai-telefonassistent$/);
    await main(page).getByRole('link', { name: chrome.actions.back }).first().click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('goes to the home page when the page was opened directly', async ({ page }) => {
    await page.goto(aiPage);
    await main(page).getByRole('link', { name: chrome.actions.back }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('hosting', () => {
  test('robots.txt points at the sitemap and lets crawlers read the staff panel noindex', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.ok()).toBe(true);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).not.toContain('Disallow');
    expect(text).toContain('Sitemap: https://www.fynbo-ai.dk/sitemap-index.xml');
  });
});
