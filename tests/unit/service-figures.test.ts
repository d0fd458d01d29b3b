import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * docs/product.md#marketing-figures: every marketing figure lives in src/config/figures.ts. A service page
 * names one by its key (`{productClaims.apps.saving}` in its sections), never as typed text: not in its
 * frontmatter, nor in the body of an MDX entry.
 */
const servicesFolder = new URL('../../content/services/', import.meta.url);
const pages = readdirSync(servicesFolder)
  .filter((name) => /\.mdx?$/.test(name))
  .map((name) => {
    const [, frontmatter = '', body = ''] = readFileSync(new URL(name, servicesFolder), 'utf8').split(/^---$/m);
    return { name, frontmatter, body };
  });

/** A percentage, an amount, `25+`, a `3x` return or `24/7`; a time horizon (`18+ måneder`) is no claim. */
const typedFigure = /\d+(?:[.,]\d+)*\s?(?:%|kr\.)|\d+\+(?!\s?(?:måneder|uger|dage|år)\b)|\b\d+x\b|24\/7/;

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

  it('catches a typed figure', () => {
    expect('Typiske projekter fra 10.000 kr.').toMatch(typedFigure);
    expect("{ figure: '24/7', impact: 'adgang' }").toMatch(typedFigure);
    expect('taler 25+ sprog').toMatch(typedFigure);
    expect('{ figure: formatPercent(60) }').toMatch(formattedLiteral);
    expect("tag: 'Lang sigt: 18+ måneder'").not.toMatch(typedFigure);
  });
});
