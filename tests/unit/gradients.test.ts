import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { heroGradients, heroText } from '../../src/lib/gradients';
import { themeColors } from '../../src/lib/theme-colors';
import { contrast, hexToRgb, lightest, oklabGradient, type Rgb } from './fixtures/color';

const css = readFileSync(new URL('../../src/styles/global.css', import.meta.url), 'utf8');
const tokens = new Map([...themeColors(css)].map(([name, hex]) => [name, hexToRgb(hex)]));

const token = (name: string): Rgb => {
  const rgb = tokens.get(name);
  if (!rgb) throw new Error(`"${name}" is not a colour token in src/styles/global.css`);
  return rgb;
};

const pairs = Object.entries(heroGradients).map(([name, classes]) => {
  const [, from] = /(?:^|\s)from-([\w-]+)/.exec(classes)!;
  const [, to] = /(?:^|\s)to-([\w-]+)/.exec(classes)!;
  return { name, from: from!, to: to! };
});
const texts = Object.entries(heroText).map(([role, cls]) => ({ role, colour: cls.replace(/^text-/, '') }));

describe('hero gradients', () => {
  it('are made of colour tokens only', () => {
    expect(pairs.length).toBeGreaterThan(0);
    for (const { from, to } of pairs) expect([token(from), token(to)]).toHaveLength(2);
    for (const { colour } of texts) expect(token(colour)).toHaveLength(3);
  });

  describe.each(pairs)('$name ($from → $to)', ({ from, to }) => {
    const lightestPoint = lightest(oklabGradient(token(from), token(to)));

    it.each(texts)('keeps the $role text ($colour) at 4.5 : 1 or more at its lightest point', ({ colour }) => {
      expect(contrast(token(colour), lightestPoint)).toBeGreaterThanOrEqual(4.5);
    });
  });
});

describe('contrast helper', () => {
  it('matches the WCAG figures for known pairs', () => {
    expect(contrast(hexToRgb('#ffffff'), hexToRgb('#000000'))).toBeCloseTo(21, 5);
    expect(contrast(hexToRgb('#767676'), hexToRgb('#ffffff'))).toBeCloseTo(4.54, 2);
  });

  it('finds the lighter end whichever way a gradient runs', () => {
    const [black, white] = [hexToRgb('#000000'), hexToRgb('#ffffff')];
    expect(contrast(lightest(oklabGradient(black, white)), white)).toBeCloseTo(1, 5);
    expect(contrast(lightest(oklabGradient(white, black)), white)).toBeCloseTo(1, 5);
  });

  it('rejects white on the light green the old gradients started from (accent-600)', () => {
    const lightestPoint = lightest(oklabGradient(token('accent-600'), token('accent-800')));
    expect(contrast(token('white'), lightestPoint)).toBeLessThan(4.5);
  });
});
