/**
 * WCAG contrast and Tailwind's gradient interpolation (oklab), for checking colour pairs
 * against the design tokens. Test helper only: the site itself never computes colours.
 */
export type Rgb = [number, number, number];

export const hexToRgb = (hex: string): Rgb => {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as Rgb;
};

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const toGamma = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

/** WCAG 2 relative luminance of an sRGB colour (channels 0..1). */
export const luminance = ([r, g, b]: Rgb): number => 0.2126 * toLinear(r) + 0.7152 * toLinear(g) + 0.0722 * toLinear(b);

export const contrast = (a: Rgb, b: Rgb): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

// Björn Ottosson's oklab matrices (https://bottosson.github.io/posts/oklab/).
const toOklab = (rgb: Rgb): Rgb => {
  const [r, g, b] = rgb.map(toLinear) as Rgb;
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
};

const fromOklab = ([L, a, b]: Rgb): Rgb => {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return linear.map((c) => Math.min(1, Math.max(0, toGamma(c)))) as Rgb;
};

/** The colours a CSS gradient `in oklab` passes through, sampled at `steps + 1` points. */
export function oklabGradient(from: Rgb, to: Rgb, steps = 50): Rgb[] {
  const [a, b] = [toOklab(from), toOklab(to)];
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    return fromOklab(a.map((v, k) => v + (b[k]! - v) * t) as Rgb);
  });
}

/** The colour with the highest luminance: the point where light text has the least contrast. */
export const lightest = (colours: Rgb[]): Rgb =>
  colours.reduce((best, c) => (luminance(c) > luminance(best) ? c : best));
