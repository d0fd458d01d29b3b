import { expect, test } from '@playwright/test';
import { readdirSync } from 'node:fs';

/** Every service entry, named after its file (Markdown or MDX), so a new page is checked without touching this file. */
const slugs = readdirSync(new URL('../../content/services/', import.meta.url))
  .filter((name) => /\.mdx?$/.test(name))
  .map((name) => name.replace(/\.mdx?$/, ''));

const maxSections = 7;
const maxCardSectionsInARow = 1;

/** The home page tells one story by the same rules as a service page. */
const routes = ['/', ...slugs.map((slug) => `/services/${slug}`)];

for (const route of routes) {
  test(`${route}: at most ${maxSections} sections, never two card grids in a row, every closed disclosure named`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(route);
    // A section counts when it has its own h2; a card-grid section holds a grid the components mark as cards.
    // The trust section stands beside the story, as the hero does (docs/product.md#service-pages).
    const sections = await page.locator('main > section:not([data-trust])').evaluateAll((nodes) =>
      nodes
        .filter((node) => node.querySelector('h2'))
        .map((node) => ({
          heading: node.querySelector('h2')?.textContent?.trim() ?? '',
          cards: node.querySelector('[data-layout="cards"]') !== null,
        })),
    );
    expect(sections.length, sections.map((s) => s.heading).join(' | ')).toBeLessThanOrEqual(maxSections);
    let run: string[] = [];
    for (const section of sections) {
      run = section.cards ? [...run, section.heading] : [];
      expect(run.length, `card grids in a row: ${run.join(' | ')}`).toBeLessThanOrEqual(maxCardSectionsInARow);
    }
    // Content may wait in a closed disclosure only behind a summary that names it; never in a hidden tab panel.
    // An island's own panels are its state, not the page's content (the home hero's demo phone: Ring or Skriv).
    const hiddenPanels = await page
      .locator('main [role="tabpanel"][hidden]')
      .evaluateAll((panels) => panels.filter((panel) => !panel.closest('astro-island')).length);
    expect(hiddenPanels).toBe(0);
    const summaries = await page.locator('main details > summary').allInnerTexts();
    expect(summaries.filter((text) => text.trim() === '')).toEqual([]);
    await expect(page.locator('main details:not(:has(> summary))')).toHaveCount(0);
  });
}
