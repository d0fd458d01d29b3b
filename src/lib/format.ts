/**
 * The one way this site writes figures. A figure and its unit never break across lines:
 * a no-break space binds the unit, and word joiners hold a range together at its en dash
 * (a line may otherwise break after an en dash).
 */
const NO_BREAK_SPACE = '\u00a0';
const WORD_JOINER = '\u2060';
const MINUS_SIGN = '\u2212';

/**
 * `35101` → `35.101`, `99.9` → `99,9`, `-5` → `−5` (a true minus, not a hyphen); at most one
 * decimal. With `minimumDecimals` 1 always one (`2` → `2,0`), for figures that tick and should
 * not change width.
 *
 * The only use of Intl.NumberFormat in the code base (ESLint forbids it elsewhere). A formatter
 * per call rather than one kept per option set, and one formatter for every unit: this module is
 * part of several illustrations' own JavaScript, which has a budget, and no page formats more
 * than a few dozen figures a second.
 */
export const formatNumber = (value: number, minimumDecimals: 0 | 1 = 0): string =>
  new Intl.NumberFormat('da-DK', { minimumFractionDigits: minimumDecimals, maximumFractionDigits: 1 })
    .format(value)
    .replace('-', MINUS_SIGN);

/** A figure and its unit, bound by a no-break space: `1.5, 's'` → `1,5 s`, `12.4, 'mio. kr.', 1` → `12,4 mio. kr.` */
export const formatWithUnit = (value: number, unit: string, minimumDecimals: 0 | 1 = 0): string =>
  `${formatNumber(value, minimumDecimals)}${NO_BREAK_SPACE}${unit}`;

/** `35101` → `35.101 kr.` */
export const formatKr = (value: number): string => formatWithUnit(value, 'kr.');

/** `17` → `17 %` (Danish style: a space before the sign). */
export const formatPercent = (value: number): string => formatWithUnit(value, '%');

/** `2, 3, 'uger'` → `2–3 uger`: an en dash between the ends, the unit once. */
export const formatRange = (min: number, max: number, unit: string): string =>
  `${formatNumber(min)}${WORD_JOINER}–${WORD_JOINER}${formatNumber(max)}${NO_BREAK_SPACE}${unit}`;

/** `10000, 25000` → `10.000–25.000 kr.` */
export const formatKrRange = (min: number, max: number): string => formatRange(min, max, 'kr.');

const unitAfterFigure = /(\d)[ \u00a0](%|kr\.|sek\.|md\.|mio\.)/g;

/**
 * Binds the units in prose written elsewhere (frontmatter descriptions) to their figures:
 * `fra 10.000 kr.` keeps `10.000 kr.` on one line.
 */
export const keepFiguresTogether = (text: string): string => text.replace(unitAfterFigure, `$1${NO_BREAK_SPACE}$2`);

/**
 * A name as it reads inside a Danish sentence: capitalised words set in lower case, acronyms kept
 * (`Tal med os om endpoint-styring`, `Mere inden for data & AI`, `… om ERP`).
 */
export const inSentence = (name: string): string =>
  name.replace(/(?<![\p{L}-])\p{Lu}[\p{Ll}-]*(?![\p{L}-])/gu, (word) => word.toLowerCase());
