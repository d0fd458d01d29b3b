import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readFigures, readPrices } from '../../src/entries/figures';
import { formatKr, formatKrRange } from '../../src/lib/format';

/**
 * docs/product.md#marketing-figures: every marketing figure lives in content/figures.yaml and every price in
 * content/prices.yaml. A service page names one by its key in src/config/figures.ts (`{productClaims.apps.saving}`
 * in a bespoke page's sections), never as typed text: not in its frontmatter, nor in its body.
 */
const servicesFolder = new URL('../../content/services/', import.meta.url);
const pages = readdirSync(servicesFolder)
  .filter((name) => /\.mdx?$/.test(name))
  .map((name) => {
    const [, frontmatter = '', body = ''] = readFileSync(new URL(name, servicesFolder), 'utf8').split(/^---$/m);
    return { name, frontmatter, body };
  });

/**
 * A percentage, an amount, `25+`, a `3x` return, `24/7` or a response time (`<1 sek.`, `1 sekund`); a time
 * horizon (`18+ måneder`) is no claim.
 */
const typedFigure =
  /\d+(?:[.,]\d+)*\s?(?:%|kr\.|sek(?:\.|und\b))|\d+\+(?!\s?(?:måneder|uger|dage|år)\b)|\b\d+x\b|24\/7/;

/** Every figure and price the two entries state, written as a page would type it. */
const figures = readFigures();
const statedFigures = [
  ...figures.figures.flatMap((figure) => [figure.value, figure.spelledOut].filter(Boolean)),
  ...figures.savings.flatMap((comparison) =>
    [comparison.before, ...(comparison.after.amount === undefined ? [] : [comparison.after.amount])].map(formatKr),
  ),
  ...readPrices().prices.map((price) =>
    price.amount !== undefined ? formatKr(price.amount) : formatKrRange(price.from!, price.to!),
  ),
].map((figure) => figure.replace(/[\u00a0\u2060]/g, (space) => (space === '\u00a0' ? ' ' : '')));

/** A formatter given a number in the page (`formatPercent(60)`); durations (`formatRange(2, 3, 'uger')`) are not figures. */
const formattedLiteral = /\bformat(?:Percent|Kr|KrRange|WithUnit|Number)\(\s*\d/;

describe('service pages take their figures from the config', () => {
  it('reads every service page', () => {
    expect(pages.length).toBeGreaterThanOrEqual(27);
  });

  it.each(pages)('$name types no figure into its frontmatter', ({ frontmatter }) => {
    expect(frontmatter).not.toMatch(typedFigure);
  });

  it.each(pages)('$name writes no figure of its own in its body', ({ body }) => {
    expect(body).not.toMatch(typedFigure);
    expect(body).not.toMatch(formattedLiteral);
  });

  it.each(statedFigures)('catches %s typed into a page', (figure) => {
    expect(figure).toMatch(typedFigure);
  });

  it('catches a typed figure', () => {
    expect('Typiske projekter fra 10.000 kr.').toMatch(typedFigure);
    expect("{ figure: '24/7', impact: 'adgang' }").toMatch(typedFigure);
    expect('taler 25+ sprog').toMatch(typedFigure);
    expect('{ figure: formatPercent(60) }').toMatch(formattedLiteral);
    expect("tag: 'Lang sigt: 18+ måneder'").not.toMatch(typedFigure);
  });
});
