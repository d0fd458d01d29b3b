/**
 * Each service page and the home page as its built HTML tells its story (docs/product.md#service-pages), read
 * from the run's one production build (tests/build/pages.test.ts has the rest of what every page says): at most
 * seven sections, never two card grids in a row, content behind a closed disclosure only under a summary that
 * names it; and on the bespoke pages their sections in order, the figures they state and where their calls to
 * action lead. What needs the page running (the illustrations played and paused, axe over them) stays in
 * tests/e2e/service-pages.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { serviceRoutes } from '../e2e/fixtures/routes';
import { servicePages } from '../e2e/fixtures/service-pages';
import { mainOf, nameOf, plain, readableText } from './built-html';

const maxSections = 7;
const maxCardSectionsInARow = 1;

describe('each page tells one story', () => {
  // The home page tells one story by the same rules as a service page.
  for (const route of ['/', ...serviceRoutes]) {
    it(`${route}: at most ${maxSections} sections, never two card grids in a row, every closed disclosure named`, () => {
      const main = mainOf(route);
      // A section counts when it has its own h2; a card-grid section holds a grid the components mark as cards.
      // The trust section stands beside the story, as the hero does.
      const sections = [...main.querySelectorAll(':scope > section:not([data-trust])')]
        .filter((section) => section.querySelector('h2'))
        .map((section) => ({
          heading: plain(section.querySelector('h2')!.textContent),
          cards: section.querySelector('[data-layout="cards"]') !== null,
        }));
      expect(sections.length, sections.map((s) => s.heading).join(' | ')).toBeLessThanOrEqual(maxSections);
      let run: string[] = [];
      for (const section of sections) {
        run = section.cards ? [...run, section.heading] : [];
        expect(run.length, `card grids in a row: ${run.join(' | ')}`).toBeLessThanOrEqual(maxCardSectionsInARow);
      }
      // Content may wait in a closed disclosure only behind a summary that names it; never in a hidden tab panel.
      // An island's own panels are its state, not the page's content (the home hero's demo phone: Ring or Skriv).
      const hiddenPanels = [...main.querySelectorAll('[role="tabpanel"][hidden]')].filter(
        (panel) => !panel.closest('astro-island'),
      );
      expect(hiddenPanels).toHaveLength(0);
      const disclosures = [...main.querySelectorAll('details')];
      const summaries = disclosures.map((details) =>
        [...details.children].find((child) => child.tagName === 'SUMMARY'),
      );
      expect(summaries.filter((summary) => !summary).length, 'disclosures without a summary').toBe(0);
      expect(summaries.filter((summary) => summary && plain(summary.textContent) === '').length).toBe(0);
    });
  }
});

describe('the bespoke service pages', () => {
  for (const entry of servicePages) {
    it(`${entry.slug}: its h1, its sections in order, its figures and where its calls to action lead`, () => {
      const main = mainOf(`/services/${entry.slug}`);
      const document = main.ownerDocument;
      expect([...document.querySelectorAll('h1')].map((h1) => plain(h1.textContent))).toEqual([plain(entry.h1)]);
      // Merged sections keep the merged section's heading as a sub-heading (h3).
      const shown = [...main.querySelectorAll('h2, h3')].map((heading) => plain(heading.textContent));
      const order = entry.headings.map((heading) => shown.indexOf(plain(heading)));
      expect(
        order.every((index) => index >= 0),
        `missing among ${shown.join(' | ')}`,
      ).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      const text = plain(readableText(main));
      for (const figure of entry.figures) expect(text, figure).toContain(plain(figure));
      for (const [label, href] of entry.links) {
        const links = [...main.querySelectorAll('a')].filter((link) => nameOf(link) === label);
        expect(links.length, label).toBeGreaterThan(0);
        for (const link of links) expect(link.getAttribute('href'), label).toBe(href);
      }
    });
  }
});
