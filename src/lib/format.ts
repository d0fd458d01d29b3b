/**
 * The one way this site writes figures. A figure and its unit never break across lines:
 * a no-break space binds the unit, and word joiners hold a range together at its en dash
 * (a line may otherwise break after an en dash).
 */
const NO_BREAK_SPACE = '\u00a0';
const WORD_JOINER = '\u2060';
const MINUS_SIGN = '\u2212';

// The only Intl.NumberFormat instances in the code base (ESLint forbids them elsewhere).
const upToOneDecimal = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 1 });
const oneDecimal = new Intl.NumberFormat('da-DK', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const signedUpToOneDecimal = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

const trueMinus = (text: string): string => text.replace('-', MINUS_SIGN);

/** `35101` → `35.101`, `99.9` → `99,9`, `-5` → `−5` (a true minus, not a hyphen). */
export const formatNumber = (value: number): string => trueMinus(upToOneDecimal.format(value));

/** Always one decimal, for figures that tick and should not change width: `2` → `2,0`, `12.44` → `12,4`. */
export const formatOneDecimal = (value: number): string => trueMinus(oneDecimal.format(value));

/** `35101` → `35.101 kr.` */
export const formatKr = (value: number): string => `${formatNumber(value)}${NO_BREAK_SPACE}kr.`;

/** `17` → `17 %` (Danish style: a space before the sign). */
export const formatPercent = (value: number): string => `${formatNumber(value)}${NO_BREAK_SPACE}%`;

/** A change in percent, with its sign: `8.2` → `+8,2 %`, `-4.5` → `−4,5 %`, `0` → `0 %`. */
export const formatSignedPercent = (value: number): string =>
  `${trueMinus(signedUpToOneDecimal.format(value))}${NO_BREAK_SPACE}%`;

/** An amount in millions of kroner, one decimal: `12.4` → `12,4 mio. kr.` */
export const formatMillionKr = (millions: number): string =>
  `${formatOneDecimal(millions)}${NO_BREAK_SPACE}mio.${NO_BREAK_SPACE}kr.`;

/** A duration in seconds, one decimal: `1.5` → `1,5 s` */
export const formatSeconds = (seconds: number): string => `${formatOneDecimal(seconds)}${NO_BREAK_SPACE}s`;

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
