import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serviceCategories } from '../../src/config/site';
import { familyGradients, heroGradients, heroText, paperText } from '../../src/lib/gradients';
import { themeColors } from '../../src/lib/theme-colors';
import { contrast, hexToRgb, lightest, oklabGradient, type Rgb } from './fixtures/color';

// The brand's tokens, and the family hues kept beside the illustrations.
const css = ['global.css', 'illustrations.css']
  .map((file) => readFileSync(new URL(`../../src/styles/${file}`, import.meta.url), 'utf8'))
  .join('\n');
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
const texts = [
  ...Object.entries(heroText).map(([role, cls]) => ({ role, colour: cls.replace(/^text-/, '') })),
  // The same gradient carries the gains band of generic pages (Gains.astro): its descriptions and the eyebrow.
  { role: 'band description', colour: 'brand-100' },
  { role: 'band eyebrow', colour: 'accent-300' },
];

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

describe('paper hero', () => {
  it.each(Object.entries(paperText))('keeps its %s text (%s) at 4.5 : 1 or more on surface-muted', (_role, cls) => {
    expect(contrast(token(cls.replace(/^text-/, '')), token('surface-muted'))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('family hues', () => {
  const services = readdirSync(new URL('../../content/services/', import.meta.url))
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => {
      const text = readFileSync(new URL(`../../content/services/${file}`, import.meta.url), 'utf8');
      const field = (name: string) => new RegExp(`^${name}: *(\\S+)`, 'm').exec(text)?.[1];
      return { file, category: field('category'), gradient: field('gradient') };
    });

  it('gives each of the six families a gradient of its own', () => {
    expect(Object.keys(familyGradients).sort()).toEqual(serviceCategories.map(({ id }) => id).sort());
    expect(new Set(Object.values(familyGradients)).size).toBe(serviceCategories.length);
  });

  it("sets every service page on its family's gradient", () => {
    expect(services.length).toBeGreaterThanOrEqual(27);
    for (const { file, category, gradient } of services)
      expect(gradient, file).toBe(familyGradients[category as keyof typeof familyGradients]);
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
