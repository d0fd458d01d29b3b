/**
 * The heading font (src/assets/fonts/inter-headings.woff2, docs/performance.md#fonts-and-the-first-paint): the
 * committed file is what `npm run fonts:headings` makes from the installed Inter, it stays within the budget for
 * fonts before the first paint, and it holds what a Danish heading needs, in the one heading weight. That every
 * character the built site's headings use is in it, the build test checks (tests/build/env-build.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DISPLAY_TYPE_SELECTOR,
  FIRST_PAINT_FONT_BUDGET,
  HEADING_CHARACTERS,
  HEADING_FONT_FILE,
  HEADING_WEIGHT,
  sourceFontPath,
  subsetHeadings,
} from '../../scripts/fonts/subset-headings.mjs';
import { woff2Axes, woff2CodePoints, woff2WeightClass } from '../../scripts/fonts/woff2-tables.mjs';

const committed = readFileSync(HEADING_FONT_FILE);
const codePoints = woff2CodePoints(committed);
const missing = (text: string) => [...text].filter((character) => !codePoints.has(character.codePointAt(0)!));

describe('the heading font', () => {
  it('is what `npm run fonts:headings` makes from the installed Inter', async () => {
    expect((await subsetHeadings()).equals(committed)).toBe(true);
  });

  it('stays within the budget for fonts before the first paint, and is not empty', () => {
    expect(committed.length).toBeLessThanOrEqual(FIRST_PAINT_FONT_BUDGET);
    expect(committed.length).toBeGreaterThan(8 * 1024);
  });

  it('holds the Latin letters, the figures, the Danish letters and é, in upper and lower case', () => {
    expect(missing('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')).toEqual([]);
    expect(missing('æøåÆØÅéÉüÜöÖäÄ')).toEqual([]);
    expect(missing('.,:;!?-–—‘’“”„…«»%&+/()€ \u00a0')).toEqual([]);
  });

  it('holds every character it is cut to that Inter has, and nothing else', () => {
    const inInter = woff2CodePoints(readFileSync(sourceFontPath()));
    const wanted = [...HEADING_CHARACTERS].map((character) => character.codePointAt(0)!);
    expect([...codePoints].sort((a, b) => a - b)).toEqual(wanted.filter((c) => inInter.has(c)).sort((a, b) => a - b));
  });

  it('is one static weight, semibold: no variation axis, drawn at 600', () => {
    expect(HEADING_WEIGHT).toBe(600);
    expect(woff2Axes(committed)).toEqual({});
    expect(woff2WeightClass(committed)).toBe(HEADING_WEIGHT);
  });

  it('is the font of exactly the elements the build test checks', () => {
    const css = readFileSync('src/styles/global.css', 'utf8');
    expect(css).toContain(
      `:is(${DISPLAY_TYPE_SELECTOR}) {\n    font-family: var(--font-inter-headings), var(--font-sans);`,
    );
  });
});
