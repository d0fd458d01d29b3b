/**
 * What the home page, /about, the AI information page and a generic service page say, read from the run's one
 * production build (tests/build/built-html.ts): their entries' words, headings, links and where they lead, the
 * sections they hold, the data statements, and robots.txt. Each sentence comes from its entry
 * (tests/unit/fixtures/page-entries.ts, content/services/), never repeated here. What needs the page running (the
 * back link's step back in history) stays in tests/e2e/content.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { automationTimeSaving, savings, typicalProjectPrice } from '../../src/config/figures';
import { company, demoAgentName } from '../../src/config/site';
import { formatKr, formatKrRange } from '../../src/lib/format';
import { fill } from '../../src/lib/placeholders';
import { readEntry } from '../../src/entries/read-entry';
import { serviceTemplateSchema } from '../../src/schemas/service-template';
import { E2E_OUT_DIR } from '../e2e/fixtures/test-env';
import { chromeCopy as chrome, pageEntry } from '../unit/fixtures/page-entries';
import { readServiceFile } from '../unit/fixtures/service-entry';
import {
  builtPage,
  elementsWithText,
  having,
  headingsIn,
  hiddenByHtml,
  linksIn,
  mainOf,
  nameOf,
  plain,
  shownText,
  topLevelSections,
} from './built-html';

const aiSlug = 'kunstig-intelligens';
const genericSlug = 'erp';
const serviceEntry = (slug: string) =>
  readServiceFile(new URL(`../../content/services/${slug}.md`, import.meta.url)) as {
    data: Record<string, unknown> & { title: string };
    body: string;
  };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first link in `root` named `name` (in full when a string) is shown and leads to `href`. */
function expectLink(root: Element, name: string | RegExp, href: string) {
  const [link] = linksIn(root, name, typeof name === 'string');
  expect(link, `a link named ${name}`).toBeDefined();
  expect(hiddenByHtml(link!), `${name} is shown`).toBe(false);
  expect(link!.getAttribute('href'), String(name)).toBe(href);
}

/** One heading in `root` named `name` (as part of its name unless `exact`) is shown. */
function expectHeading(root: Element, name: string | RegExp, options: { level?: number; exact?: boolean } = {}) {
  const shown = headingsIn(root, { name, ...options }).filter((heading) => !hiddenByHtml(heading));
  expect(shown.length, `a shown heading named ${name}`).toBeGreaterThan(0);
}

/** `text` is part of what a sighted reader meets in `root`. */
const expectShownText = (root: Element, text: string) => expect(plain(shownText(root))).toContain(plain(text));

/** Exactly one element in `root` holds just `text`, and the HTML shows it (Playwright's strict exact `getByText`). */
function expectOneShown(root: Element, text: string) {
  const found = elementsWithText(root, text);
  expect(found.length, `elements holding just ${text}`).toBe(1);
  expect(hiddenByHtml(found[0]!), `${text} is shown`).toBe(false);
}

/** Some element in `root` holds just `text`, and the first of them is shown. */
function expectFirstShown(root: Element, text: string) {
  const [first] = elementsWithText(root, text);
  expect(first, `an element holding just ${text}`).toBeDefined();
  expect(hiddenByHtml(first!), `${text} is shown`).toBe(false);
}

describe('home', () => {
  const home = pageEntry('home');
  const agent = { agent: demoAgentName };

  it('shows the hero, core services, Sofie, savings and the about section', () => {
    const main = mainOf('/');
    const h1s = headingsIn(builtPage('/').body, { level: 1 });
    expect(h1s.map(nameOf)).toEqual([plain(home.title)]);
    expectLink(main, home.hero.contact, '/booking');
    expectLink(main, chrome.actions.demo, '/demo');
    for (const claim of ['Oppetid', 'Support']) expectFirstShown(main, claim);
    // The end-to-end build has no trial terms (content/company.yaml), so no trial is promised
    // (docs/product.md#marketing-figures).
    expect(plain(main.textContent)).not.toContain('Risikofri prøveperiode');

    const cards = having(main, 'section', (section) => headingsIn(section, { name: home.services.title }));
    const cardLinks = [...new Set(cards.flatMap((section) => linksIn(section)))];
    expect(cardLinks).toHaveLength(4);
    for (const service of home.services.items) {
      const links = cardLinks.filter((link) => new RegExp(`^${service.title}`).test(nameOf(link)));
      expect(links, service.title).toHaveLength(1);
      expect(links[0]!.getAttribute('href')).toBe(`/services/${service.service}`);
    }

    expectHeading(main, fill(home.agent.title, agent));
    expectLink(main, fill(home.agent.button, agent), '/demo');

    expectShownText(main, '36.000 kr./md.');
    expectOneShown(main, '899 kr./md.');
    expectShownText(main, '35.101 kr./md.');

    const { chat, website, automation } = home.solutions;
    const chatFigures = [...main.querySelectorAll('figure')].filter(
      (figure) =>
        plain(figure.getAttribute('aria-label') ?? figure.querySelector('figcaption')?.textContent) ===
        plain(chat.caption),
    );
    expect(chatFigures).toHaveLength(1);
    expect(chatFigures[0]!.querySelectorAll('li')).toHaveLength(chat.conversation.length);
    const chatPrices = { pris: formatKr(savings.chatbot.after), løn: formatKr(savings.chatbot.before) };
    expectShownText(main, fill(chat.lead, chatPrices));
    expectHeading(main, website.title);
    const projectPrice = formatKrRange(typicalProjectPrice.minKr, typicalProjectPrice.maxKr);
    expectShownText(main, fill(website.points[2]!, { pris: projectPrice }));
    expectHeading(main, automation.title);
    expectShownText(main, fill(automation.points[0]!, { besparelse: automationTimeSaving }));
    expectHeading(main, home.results.title);
    expectLink(main, home.results.button, '/booking');
    expectLink(main, home.about.button, '/booking');
    expectHeading(main, fill(home.about.title, { firma: company.name }));
    for (const stat of ['20+', '100+', '500+']) expectFirstShown(main, stat);
    expectHeading(main, home.about.values);
    for (const value of pageEntry('about').values.items) expectHeading(main, value.title, { exact: true });
    // Every placeholder of the entry was filled: no braces reach a visitor.
    expect(shownText(main)).not.toMatch(/[{}]/);
  });
});

describe('about', () => {
  // The page's words are content/pages/about.yaml's; its data section quotes the privacy policy's statements.
  const about = pageEntry('about');
  const { statements } = pageEntry('privatliv');

  it('shows mission, statistics, values, the technology block and Kontakt os', () => {
    const main = mainOf('/about');
    expect(headingsIn(builtPage('/about').body, { level: 1 }).map(nameOf)).toEqual([plain(about.hero.title)]);
    expectHeading(main, about.mission.title);
    for (const stat of ['20+', '100+', '500+', '24/7']) expectOneShown(main, stat);
    // The values heading as on the home page.
    expectHeading(main, about.values.title, { exact: true });
    for (const value of about.values.items) expectHeading(main, value.title, { exact: true });
    expectHeading(main, about.technology.title);
    expect(about.technology.items).toHaveLength(4);
    for (const tech of about.technology.items) expectHeading(main, tech.title);
    // The hero's button and the closing one, both to /booking.
    for (const label of [about.hero.action, about.values.action]) {
      const links = linksIn(main, label, true);
      expect(links, label).toHaveLength(about.hero.action === about.values.action ? 2 : 1);
      for (const link of links) {
        expect(hiddenByHtml(link)).toBe(false);
        expect(link.getAttribute('href')).toBe('/booking');
      }
    }
  });

  it('runs a project from the first meeting to launch, saying what the customer gets at each step', () => {
    const { course } = about;
    const timeline = mainOf('/about').querySelector('#forloeb')!;
    expect(timeline, '#forloeb').not.toBeNull();
    expect(headingsIn(timeline, { level: 2 }).map(nameOf)).toEqual([plain(course.title)]);
    const steps = having(timeline, 'li', (item) => headingsIn(item, { level: 3 }));
    expect(course.steps).toHaveLength(4);
    expect(steps).toHaveLength(course.steps.length);
    steps.forEach((step, index) => {
      const [title] = headingsIn(step, { level: 3 });
      expect(nameOf(title!)).toMatch(new RegExp(`${escape(plain(course.steps[index]!.title))}$`));
      expect(
        [...step.querySelectorAll(':scope ul > li, :scope ol > li')].map((point) => plain(point.textContent)),
      ).toEqual(course.steps[index]!.points.map(plain));
    });
    // The one duration the product states is the first meeting's; each step names what the customer gets.
    expect(plain(steps[0]!.textContent)).toContain(plain(course.steps[0]!.duration!));
    expect(plain(timeline.textContent)).not.toMatch(/\d+\s*(uger|dage|måneder)/);
    expect(steps[1]!.textContent).toContain('Databehandleraftale');
  });

  it('keeps to the hero and at most seven sections, the closing inside the last', () => {
    const sections = topLevelSections(mainOf('/about')).length;
    expect(sections).toBeGreaterThan(1);
    expect(sections, 'the hero and at most seven sections').toBeLessThanOrEqual(8);
  });

  it('says who processes data, where and for how long, as the privacy policy does', () => {
    const copy = about.dataProtection;
    const data = mainOf('/about').querySelector('#data')!;
    expect(data, '#data').not.toBeNull();
    expect(headingsIn(data, { level: 2 }).map(nameOf)).toEqual([plain(copy.title)]);
    for (const processor of ['n8n', 'Vapi, Inc.', 'Daily.co', statements.processors.hosting.role])
      expectShownText(data, processor);
    expect(elementsWithText(data, 'USA')).toHaveLength(2);
    expectHeading(data, copy.agreementTitle);
    expect(plain(data.textContent)).toContain(plain(statements.aiDisclosure));
    // The same retention words as the policy: one source for both pages. The end-to-end build has the
    // demo's keys, so the demo can be written to, and the words name the written conversations too.
    const retention = statements.retention.demoCallsWithChat;
    expectShownText(data, retention);
    expectLink(mainOf('/about'), copy.privacyLink, '/privatliv');
    expectShownText(mainOf('/privatliv'), retention);
  });

  // The link's words as each page's entry has them; the browser scrolls to the id it names.
  const dataLinks = {
    '/booking': pageEntry('booking').expectations.dataLink,
    '/services/ai-telefonassistent': (
      serviceEntry('ai-telefonassistent').data.sections as { linkLabel?: string }[]
    ).find((section) => section.linkLabel)!.linkLabel!,
  };
  for (const [route, label] of Object.entries(dataLinks)) {
    it(`${route} links to the data section on /about`, () => {
      expect(label, 'the entry names the link').toBeTruthy();
      const [link] = linksIn(mainOf(route), label);
      expect(link, label).toBeDefined();
      expect(link!.getAttribute('href')).toBe('/about#data');
      const target = builtPage('/about').getElementById('data');
      expect(target, '/about has #data').not.toBeNull();
      expectHeading(target!, about.dataProtection.title);
    });
  }
});

describe('AI information page', () => {
  const { data: entry } = serviceEntry(aiSlug);
  const sections = entry.sections as { type: string; title?: string; label?: string }[];
  const titleOf = (type: string) => sections.find((section) => section.type === type)!.title!;

  it('shows its sections, figures and calls to action', () => {
    const route = `/services/${aiSlug}`;
    const main = mainOf(route);
    expect(headingsIn(builtPage(route).body, { level: 1 }).map(nameOf)).toEqual([plain(entry.title)]);
    expectLink(main, chrome.actions.booking, '/booking');
    expectLink(main, chrome.actions.demo, '/demo');
    expectLink(main, sections.find((section) => section.type === 'closing')!.label!, '/booking');
    for (const type of [
      'step-carousel',
      'contrast-columns',
      'ruled-rows',
      'numbered-steps',
      'savings',
      'ruled-figures',
    ])
      expectHeading(main, titleOf(type), { level: 2 });
    // The ways a machine learns are part of how AI works, a sub-heading of that section.
    expectHeading(main, titleOf('details'), { level: 3 });
    // Six industries, each with its own heading.
    const [industriesHeading] = headingsIn(main, { name: titleOf('ruled-rows') });
    expect(headingsIn(industriesHeading!.parentElement!.parentElement!, { level: 3 })).toHaveLength(6);
    for (const figure of ['45.000 kr./md.', '15.000 kr./md.', '30.000 kr./md.']) expectShownText(main, figure);
    for (const figure of ['50 %+', '99,9 %']) expectOneShown(main, figure);
  });
});

describe('generic service page', () => {
  const route = `/services/${genericSlug}`;
  const { data: entry, body } = serviceEntry(genericSlug);
  const template = readEntry('service-template.yaml', serviceTemplateSchema);

  it('renders the entry through the template', () => {
    const page = builtPage(route);
    const main = mainOf(route);
    expect(page.title).toMatch(new RegExp(`^${escape(entry.title)} \\| `));
    expect(headingsIn(page.body, { level: 1 }).map(nameOf)).toEqual([plain(entry.title)]);
    expectLink(main, chrome.actions.booking, '/booking');
    expectLink(main, chrome.actions.demo, '/demo');
    expectLink(main, template.contact.button, '/booking');
    // The body's first sentence, as the page shows it.
    expectShownText(main, body.trim().split(/(?<=\.) /)[0]!);
    const features = having(main, 'section', (section) => headingsIn(section, { name: template.featuresTitle }));
    expect(new Set(features.flatMap((section) => [...section.querySelectorAll('li')])).size).toBeGreaterThanOrEqual(6);
    const [, , migration] = entry.features as { title: string }[];
    expectHeading(main, migration!.title);
  });

  it("ties the page to its family's other services and to the project's course", () => {
    const main = mainOf(route);
    const related = new RegExp(`^${escape(template.relatedTitle.split('{')[0]!)}`);
    const family = having(main, 'section', (section) => headingsIn(section, { name: related }));
    expect(family.length).toBeGreaterThan(0);
    const sibling = serviceEntry('kundeservice').data as { title: string; summary: string };
    const siblingLinks = family.flatMap((section) => linksIn(section, new RegExp(`^${escape(sibling.title)}`)));
    expect(siblingLinks.length).toBeGreaterThan(0);
    for (const link of siblingLinks) expect(link.getAttribute('href')).toBe('/services/kundeservice');
    expectShownText(family.at(-1)!, sibling.summary);
    expect(family.flatMap((section) => linksIn(section, new RegExp(`^${escape(entry.title)}`)))).toHaveLength(0);
    expectLink(main, template.course.link, '/about#forloeb');
  });
});

describe('hosting', () => {
  it('robots.txt points at the sitemap and lets crawlers read the staff panel noindex', () => {
    const text = readFileSync(join(E2E_OUT_DIR, 'robots.txt'), 'utf8');
    expect(text).toContain('User-agent: *');
    expect(text).not.toContain('Disallow');
    expect(text).toContain('Sitemap: https://www.fynbo-ai.dk/sitemap-index.xml');
  });
});
