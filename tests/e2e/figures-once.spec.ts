import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import * as figures from '../../src/config/figures';
import { formatKr, formatKrRange } from '../../src/lib/format';
import { allRoutes } from './fixtures/routes';
import { calculatorTexts } from '../unit/fixtures/page-entries';

/**
 * docs/product.md#marketing-figures: each figure stands once on a page. A figure is written with its unit
 * (`17 %`, `25+`, `35.101 kr.`, `3x`, `10.000–25.000 kr.`, `<1 sek.`, `24/7`), so a bare number (a date, a
 * step, a duration) is not one. A range is one figure: the home page's `25.000 kr.` salary does not repeat its
 * `10.000–25.000 kr.` project price.
 */
const FIGURE =
  /(?<![\p{L}\d.,])(?:<\s?)?\d+(?:[.,]\d+)*(?:\s?–\s?\d+(?:[.,]\d+)*)?(?:\s?%\+?|\+|\s?kr\.|x(?!\p{L})|\s?sek\.|\s?sekund\b)|24\/7/gu;

/** One spelling for the no-break spaces and word joiners the formatters bind figures with, and no soft hyphens. */
const plain = (text: string) =>
  text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[\u2060\u00ad]/g, '')
    .replace(/\s+/g, ' ');

const figuresIn = (text: string): string[] => [...plain(text).matchAll(FIGURE)].map((match) => match[0]);

/** Every text the config holds, however deep: the claims' values and the ones a page writes from parts. */
const textsIn = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(textsIn) : [];

const amounts = [
  ...Object.values(figures.savings).flatMap((comparison) => [comparison.before, comparison.after, comparison.saved]),
  ...[...Object.values(figures.investmentReturns), figures.typicalProjectPrice].flatMap((range) => [
    range.minKr,
    range.maxKr,
  ]),
];
const ranges = [...Object.values(figures.investmentReturns), figures.typicalProjectPrice].map((range) =>
  formatKrRange(range.minKr, range.maxKr),
);
const multiples = Object.values(figures.investmentReturns).map((investment) => `${investment.returnMultiple}x`);

const marketingFigures = new Set(
  figuresIn([...textsIn(figures), ...amounts.map(formatKr), ...ranges, ...multiples].join('\n')),
);

/**
 * The animated illustrations' islands: a drawing's readouts (a build's progress, an example dashboard's
 * numbers) are example content, not claims (docs/product.md#service-pages).
 */
const illustrationNames = readdirSync(new URL('../../src/islands/animations/', import.meta.url))
  .filter((name) => name.endsWith('.tsx'))
  .map((name) => name.slice(0, -'.tsx'.length));

test('the config holds the figures this check looks for', () => {
  for (const figure of ['35.101 kr.', '10.000–25.000 kr.', '99,9 %', '25+', '45+', '3x', '<1 sek.', '24/7']) {
    expect(marketingFigures).toContain(figure);
  }
});

test.describe('each marketing figure stands once on a page', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const route of allRoutes) {
    test(route, async ({ page }) => {
      await page.goto(route);
      const { text, calculators } = await page.evaluate(
        ([illustrations, calculatorTitle]) => {
          const main = document.querySelector('main')!;
          // A closed disclosure's text is the page's too, shown on a click.
          for (const details of main.querySelectorAll('details')) details.open = true;
          const drawings = [...main.querySelectorAll('astro-island')].filter((island) =>
            illustrations.some((name) => island.getAttribute('component-url')?.includes(`/${name}.`)),
          );
          // A savings calculator states one comparison: its rows and formula restate its own figures.
          const calculatorCards = [...main.querySelectorAll('h3')]
            .filter((heading) => heading.textContent?.trim() === calculatorTitle)
            .map((heading) => heading.parentElement as HTMLElement);
          const calculatorTexts = calculatorCards.map((card) => card.innerText);
          for (const element of [...drawings, ...calculatorCards]) (element as HTMLElement).style.display = 'none';
          return { text: main.innerText, calculators: calculatorTexts };
        },
        [illustrationNames, calculatorTexts.title] as const,
      );

      const counts = new Map<string, number>();
      for (const figure of [...figuresIn(text), ...calculators.flatMap((card) => [...new Set(figuresIn(card))])]) {
        if (marketingFigures.has(figure)) counts.set(figure, (counts.get(figure) ?? 0) + 1);
      }
      const repeated = [...counts].filter(([, count]) => count > 1).map(([figure, count]) => `${figure} (${count}×)`);
      expect(repeated, `figures shown more than once on ${route}`).toEqual([]);
    });
  }
});
