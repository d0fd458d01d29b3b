/**
 * What the look of the pages rests on in their built HTML, read from the run's one production build
 * (tests/build/built-html.ts): the heroes' pictures in the HTML itself (so shown without JavaScript), each service
 * hero's own drawing, one closing call to action in the last section, each claim once, illustrations that show
 * content rather than timing. What needs a layout, computed styles, fonts, focus or the islands running stays in
 * tests/e2e/look.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { readEntry } from '../../src/entries/read-entry';
import { serviceHeroSchema } from '../../src/schemas/service-hero';
import { serviceTemplateSchema } from '../../src/schemas/service-template';
import { chromeCopy as chrome, pageEntry } from '../unit/fixtures/page-entries';
import { readServiceFile } from '../unit/fixtures/service-entry';
import { builtPage, headingsIn, hiddenByHtml, linksIn, mainOf, plain, shownText, topLevelSections } from './built-html';

const hiddenWithoutJs = (element: Element) => hiddenByHtml(element, { javaScript: false });

/** A service hero drawing's heading, as its entry (content/service-heroes/<slug>.yaml) has it. */
function heroTitle(slug: string): string {
  const hero = readEntry(`service-heroes/${slug}.yaml`, serviceHeroSchema);
  if (!('title' in hero)) throw new Error(`${slug}'s hero drawing has no heading`);
  return hero.title;
}

describe('the heroes in the HTML', () => {
  for (const route of ['/', '/about', '/booking', '/demo']) {
    it(`${route} has a hero picture without JavaScript`, () => {
      const [hero] = topLevelSections(mainOf(route));
      const picture = hero!.querySelector('figure, ol, [data-mega-panel], astro-island');
      expect(picture, 'a figure, list or island in the hero').not.toBeNull();
      expect(hiddenWithoutJs(picture!), 'the picture is shown').toBe(false);
      // Drawn by the server: not an empty island waiting for its script.
      expect(picture!.children.length, 'the picture has content').toBeGreaterThan(0);
    });
  }

  // Each service hero draws that service's own work (pages that once shared a picture among them), as
  // static decoration: shown without JavaScript, hidden from assistive technology, and no two alike.
  const heroDrawingWords = Object.fromEntries(
    [
      'erp',
      'moderne-arbejdsmiljo',
      'salg-markedsforing',
      'ai-generation',
      'sikkerhed-identitet',
      'cloud-datacenter',
    ].map((slug) => [slug, heroTitle(slug)]),
  );

  it('service heroes each draw their own service, without JavaScript', () => {
    const drawings = new Set<string>();
    for (const [slug, word] of Object.entries(heroDrawingWords)) {
      const [hero] = topLevelSections(mainOf(`/services/${slug}`));
      const found = hero!.querySelectorAll('[data-hero-drawing]');
      expect(found, slug).toHaveLength(1);
      const drawing = found[0]!;
      expect(hiddenWithoutJs(drawing), `${slug}'s drawing is shown`).toBe(false);
      expect(drawing.getAttribute('aria-hidden')).toBe('true');
      const text = plain(shownText(drawing));
      expect(text, slug).toContain(word);
      expect(text, 'the order flow belongs to process automation').not.toContain('Ordre modtaget');
      drawings.add(text);
    }
    expect(drawings.size).toBe(Object.keys(heroDrawingWords).length);
  });
});

// One closing call to action per page: the page's last section ends in its booking button, and the
// footer's band `Klar til at komme i gang?` is the only band after it.
/** The closing section's button of a bespoke service page, as its entry has it. */
const closingLabel = (slug: string) =>
  (
    readServiceFile(new URL(`../../content/services/${slug}.md`, import.meta.url)).data.sections as {
      type: string;
      label?: string;
    }[]
  ).find((section) => section.type === 'closing')!.label!;
const closingActions: Record<string, string> = {
  '/about': pageEntry('about').values.action,
  '/priser': pageEntry('priser').action,
  ...Object.fromEntries(
    ['apps', 'hjemmesider', 'procesudvikling', 'forretningsintelligens'].map((slug) => [
      `/services/${slug}`,
      closingLabel(slug),
    ]),
  ),
};

describe('the close of a page', () => {
  for (const [route, label] of Object.entries(closingActions)) {
    it(`${route} closes with ${label} in its last section, then the footer's band`, () => {
      const page = builtPage(route);
      const actions = page.querySelectorAll('[data-closing-action]');
      expect(actions).toHaveLength(1);
      const action = actions[0]!;
      const links = linksIn(action, label, true);
      expect(links, label).toHaveLength(1);
      expect(hiddenByHtml(links[0]!)).toBe(false);
      expect(links[0]!.getAttribute('href')).toBe('/booking');
      // The voice wave marks heroes and eyebrows, not buttons (docs/product.md#service-pages).
      expect(action.querySelectorAll(':scope > svg')).toHaveLength(0);
      expect(topLevelSections(mainOf(route)).at(-1)!.contains(action), 'in the last section').toBe(true);
      const footer = page.querySelector('body > footer')!;
      const closing = headingsIn(footer, { name: chrome.footer.closingTitle });
      expect(closing.filter((heading) => !hiddenByHtml(heading)).length, "the footer's band").toBeGreaterThan(0);
    });
  }

  // A generic page ends on its family's other services and a link to the project's course: its booking button is the
  // contact box's by the text, and the footer's band follows, so no button stands right before that band (look review 3).
  it('/services/erp closes on the link to the course, no booking button before the footer band', () => {
    const route = '/services/erp';
    expect(builtPage(route).querySelectorAll('[data-closing-action]')).toHaveLength(0);
    const template = readEntry('service-template.yaml', serviceTemplateSchema);
    const close = builtPage(route).querySelector('[data-course-link]')!;
    expect(close, '[data-course-link]').not.toBeNull();
    const courseLinks = linksIn(close, template.course.link);
    expect(courseLinks, template.course.link).toHaveLength(1);
    expect(courseLinks[0]!.getAttribute('href')).toBe('/about#forloeb');
    const lastSectionLinks = [...topLevelSections(mainOf(route)).at(-1)!.querySelectorAll('a')].map((link) =>
      link.getAttribute('href'),
    );
    expect(lastSectionLinks).not.toContain('/booking');
    expect(lastSectionLinks.at(-1)).toBe('/about#forloeb');
  });
});

// A claim (a figure with its meaning) appears at most once on a page (docs/product.md#home-page).
describe('each claim once', () => {
  for (const route of ['/', '/services/forretningsintelligens']) {
    it(`${route} states each claim once`, () => {
      const main = mainOf(route);
      const tiles = [...main.querySelectorAll('dl > div')].map(
        (div) => `${div.querySelector('dd')?.textContent?.trim()} ${div.querySelector('dt')?.textContent}`,
      );
      const values = tiles.map((tile) => tile.split(' ')[0]);
      expect(tiles.length).toBeGreaterThan(0);
      expect(tiles.filter((tile, i) => tiles.indexOf(tile) !== i)).toEqual([]);
      for (const figure of ['24/7', '70\u00a0%', '99,9\u00a0%']) {
        expect(values.filter((value) => value === figure).length, figure).toBeLessThanOrEqual(1);
      }
      expect(shownText(main)).not.toMatch(/70\s%.*70\s%/s);
    });
  }
});

it('illustrations show content, not their timing', () => {
  expect(mainOf('/services/procesudvikling').textContent).not.toContain('Varighed');
});
