// @ts-check
/**
 * Writes the heading font, src/assets/fonts/inter-headings.woff2: Inter from the installed
 * @fontsource-variable/inter Latin file, cut to the letters a Danish heading uses and to the heading weights
 * (one static semibold, 600, set for font-semibold and font-bold alike), so a first visit can have it before the first
 * paint in one round trip (docs/performance.md#fonts-and-the-first-paint).
 * `npm run fonts:headings` runs it; tests/unit/heading-font.test.ts fails while the committed file is not what
 * it makes, and tests/build/env-build.test.ts while a heading of the built site uses a character it lacks.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
// @ts-expect-error subset-font ships no types; subsetHeadings() types what it returns.
import subsetFont from 'subset-font';
import { woff2CodePoints } from './woff2-tables.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The committed subset, relative to the project (BaseLayout.astro puts it inside every page). */
export const HEADING_FONT_FILE = 'src/assets/fonts/inter-headings.woff2';

/** Every font a first page fetches before its first paint, together, at most (the heading font is the only one). */
export const FIRST_PAINT_FONT_BUDGET = 24 * 1024;

/**
 * The text set in the heading font: src/styles/global.css gives exactly these elements its stack (a unit test
 * holds the two together), and the build test checks that their characters are in the font.
 */
export const DISPLAY_TYPE_SELECTOR = 'h1, h2, h3, h4, .font-bold.tracking-tight, .font-bold.tabular-nums';

/**
 * Characters that need no glyph of their own: the soft hyphen (a break draws the font's hyphen), the zero-width
 * space and joiners, the word joiner and the byte-order mark.
 */
export const INVISIBLE_CHARACTERS = '\u00ad\u200b\u200c\u200d\u2060\ufeff';

/**
 * The one weight of headings and display figures: semibold. The file is a static instance of Inter at this weight
 * (both weights do not fit the first 14.6 KB a new connection brings, docs/performance.md#what-sets-the-largest-paint);
 * BaseLayout.astro declares it for 600–700, so font-semibold and font-bold headings both set it, unsynthesised.
 */
export const HEADING_WEIGHT = 600;

/**
 * What the heading font maps: printable ASCII; the Latin-1 letters (æ ø å Æ Ø Å, é, and the accented letters of
 * names and loanwords), the no-break space, « » and °; the thin space, dashes, quotes, bullet, ellipsis and euro
 * sign of Danish text. The rest of Latin-1's signs (© ½ §) stay out for the bytes: a heading that uses one draws
 * that sign from the next font in the stack, and the build test names it. A soft hyphen needs no glyph of its own
 * (a break shows the font's `-`); Inter's Latin file has none for it, nor for the word joiner.
 */
const span = (/** @type {number} */ from, /** @type {number} */ to) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
export const HEADING_CHARACTERS =
  span(0x20, 0x7e) +
  '\u00a0\u00ab\u00b0\u00bb' +
  span(0xc0, 0xff).replace(/[×÷]/g, '') +
  '\u2009\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u20ac';

/**
 * The OpenType features kept: those a browser applies by itself (kerning, Inter's contextual alternates that
 * centre a colon or hyphen between figures and capitals, composition and marks) and `tnum` for the figures set
 * `tabular-nums`; Inter's fractions and proportional-figure switch go.
 */
const FEATURES = ['kern', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];

/** The installed Inter file the subset is cut from. */
export const sourceFontPath = () =>
  createRequire(import.meta.url).resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');

/**
 * The heading font's bytes, made from the installed Inter: the same input makes the same file.
 * @returns {Promise<Buffer>}
 */
export async function subsetHeadings(source = readFileSync(sourceFontPath())) {
  return Buffer.from(
    await subsetFont(source, HEADING_CHARACTERS, {
      targetFormat: 'woff2',
      keepFeatures: FEATURES,
      // Pinned: a static instance, no variation tables.
      variationAxes: { wght: HEADING_WEIGHT },
    }),
  );
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (runDirectly) {
  const source = readFileSync(sourceFontPath());
  const font = await subsetHeadings(source);
  writeFileSync(resolve(root, HEADING_FONT_FILE), font);
  const inSource = woff2CodePoints(source);
  const absent = [...HEADING_CHARACTERS].filter((character) => !inSource.has(character.codePointAt(0) ?? 0));
  const names = absent.map((character) => `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase()}`);
  console.log(
    `${HEADING_FONT_FILE}: ${font.length} bytes (budget ${FIRST_PAINT_FONT_BUDGET}), ` +
      `${woff2CodePoints(font).size} characters` +
      (absent.length ? `; not in Inter's Latin file: ${names.join(' ')}` : ''),
  );
}
