import { describe, expect, it } from 'vitest';
import {
  formatKr,
  formatKrRange,
  formatNumber,
  formatPercent,
  formatRange,
  formatWithUnit,
  inSentence,
  keepFiguresTogether,
} from '../../src/lib/format';

// Spelled out so a test reader sees which invisible character belongs where.
const NBSP = '\u00a0';
const WJ = '\u2060';

describe('formatPercent', () => {
  it('puts a no-break space before the sign, Danish style', () => {
    expect(formatPercent(17)).toBe(`17${NBSP}%`);
    expect(formatPercent(100)).toBe(`100${NBSP}%`);
  });

  it('writes decimals with a comma and thousands with a dot', () => {
    expect(formatPercent(99.9)).toBe(`99,9${NBSP}%`);
    expect(formatPercent(1250)).toBe(`1.250${NBSP}%`);
  });

  it('writes zero and negatives with a true minus sign', () => {
    expect(formatPercent(0)).toBe(`0${NBSP}%`);
    expect(formatPercent(-3.5)).toBe(`\u22123,5${NBSP}%`);
  });
});

describe('formatNumber and formatWithUnit', () => {
  it('write at most one decimal, or always one when asked, so a ticking figure keeps its width', () => {
    expect(formatNumber(2)).toBe('2');
    expect(formatNumber(2, 1)).toBe('2,0');
    expect(formatNumber(12.44, 1)).toBe('12,4');
    expect(formatNumber(-4.5, 1)).toBe('\u22124,5');
  });

  it('bind the unit to its figure with a no-break space', () => {
    expect(formatWithUnit(1.5, 's')).toBe(`1,5${NBSP}s`);
    expect(formatWithUnit(2, 's')).toBe(`2${NBSP}s`);
    expect(formatWithUnit(12.4, 'mio.', 1)).toBe(`12,4${NBSP}mio.`);
  });
});

describe('formatKr, formatKrRange and formatRange', () => {
  it('writes amounts with a thousands dot and binds the unit', () => {
    expect(formatKr(35_101)).toBe(`35.101${NBSP}kr.`);
    expect(formatKr(899)).toBe(`899${NBSP}kr.`);
    expect(formatKr(0)).toBe(`0${NBSP}kr.`);
    expect(formatKr(-1_500)).toBe(`\u22121.500${NBSP}kr.`);
  });

  it('joins a range with an en dash that cannot break, and the unit once at the end', () => {
    expect(formatKrRange(10_000, 25_000)).toBe(`10.000${WJ}–${WJ}25.000${NBSP}kr.`);
    expect(formatKrRange(150_000, 400_000)).toBe(`150.000${WJ}–${WJ}400.000${NBSP}kr.`);
    expect(formatKrRange(0, 1_000_000)).toBe(`0${WJ}–${WJ}1.000.000${NBSP}kr.`);
  });

  it('writes ranges of other units the same way', () => {
    expect(formatRange(2, 3, 'uger')).toBe(`2${WJ}–${WJ}3${NBSP}uger`);
  });

  it('keeps negatives apart from the dash', () => {
    expect(formatKrRange(-5_000, 5_000)).toBe(`\u22125.000${WJ}–${WJ}5.000${NBSP}kr.`);
  });

  it('reads as the plain Danish text once the invisible characters are removed', () => {
    expect(
      formatKrRange(10_000, 25_000)
        .replace(/\u2060/g, '')
        .replace(/\u00a0/g, ' '),
    ).toBe('10.000–25.000 kr.');
    expect(formatNumber(1_234_567)).toBe('1.234.567');
  });
});

describe('keepFiguresTogether', () => {
  it('binds units to the figure before them in running text', () => {
    expect(keepFiguresTogether('Typiske projekter fra 10.000 kr. og 99,9 % oppetid, svar på <1 sek.')).toBe(
      `Typiske projekter fra 10.000${NBSP}kr. og 99,9${NBSP}% oppetid, svar på <1${NBSP}sek.`,
    );
  });

  it('leaves words that only look like units alone', () => {
    expect(keepFiguresTogether('Vi kræver intet, og krav kommer senere.')).toBe(
      'Vi kræver intet, og krav kommer senere.',
    );
  });
});

describe('inSentence', () => {
  it('sets capitalised words in lower case and keeps acronyms and their compounds', () => {
    expect(inSentence('Endpoint-styring')).toBe('endpoint-styring');
    expect(inSentence('Digital Transformation')).toBe('digital transformation');
    expect(inSentence('E-handel og PIM')).toBe('e-handel og PIM');
    expect(inSentence('Data & AI')).toBe('data & AI');
    expect(inSentence('ERP')).toBe('ERP');
    expect(inSentence('AI-telefonassistent')).toBe('AI-telefonassistent');
  });
});
