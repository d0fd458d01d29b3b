import type { FigureLink } from './figure-basis';
import { formatKrRange, formatNumber, formatRange } from './format';

/**
 * Content names a marketing figure by its key, the path of its export in src/config/figures.ts
 * (`productClaims.phoneAssistant.saving`, `savings.chatbot`, `experienceStats.0`), and never copies its value
 * (docs/product.md#marketing-figures). These helpers turn those keys into what a visitor reads; they take the
 * figures as a parameter, so this module stays pure.
 */
export type Figures = Readonly<Record<string, unknown>>;

/** A figure stated with its meaning, as the figure lists hold them. */
export interface LabelledFigure {
  value: string;
  label: string;
  /** Its small link to its source or terms (src/lib/figure-basis.ts), where it has one. */
  link?: FigureLink;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isLabelled = (value: unknown): value is LabelledFigure =>
  isRecord(value) && typeof value.value === 'string' && typeof value.label === 'string';

const isKrRange = (value: unknown): value is { minKr: number; maxKr: number } =>
  isRecord(value) && typeof value.minKr === 'number' && typeof value.maxKr === 'number';

/** How a figure reads in a sentence: a number in Danish, a figure with its meaning, an amount range in kroner. */
function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return formatNumber(value);
  if (isLabelled(value)) return `${value.value} ${value.label}`;
  if (isKrRange(value)) return formatKrRange(value.minKr, value.maxKr);
  return undefined;
}

/** The value at a key (`a.b.0`), or undefined. */
export function figureAt(figures: Figures, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (value, part) => (isRecord(value) || Array.isArray(value) ? (value as Record<string, unknown>)[part] : undefined),
      figures,
    );
}

/**
 * Every key that reads as text, with its text: the values content's `{key}` placeholders are filled with.
 * Keys of lists and groups that do not read as one text are left out, but their members are in.
 */
export function figureTexts(figures: Figures): Record<string, string> {
  const texts: Record<string, string> = {};
  const visit = (value: unknown, key: string) => {
    const text = asText(value);
    if (text !== undefined && key) texts[key] = text;
    if (isRecord(value) || Array.isArray(value)) {
      for (const [part, child] of Object.entries(value)) visit(child, key ? `${key}.${part}` : part);
    }
  };
  visit(figures, '');
  return texts;
}

/**
 * The labelled figures a key names: one (`experienceStats.0`), a whole list (`trustClaims`), or a bare figure
 * with the label content gives it. A given label replaces the figure's own. Throws on a key that names none,
 * so a misspelt key stops the build instead of leaving a gap.
 */
export function labelledFigures(figures: Figures, key: string, label?: string): LabelledFigure[] {
  const value = figureAt(figures, key);
  const relabelled = (figure: LabelledFigure): LabelledFigure => ({ ...figure, label: label ?? figure.label });
  if (Array.isArray(value) && value.every(isLabelled)) return value.map(relabelled);
  if (isLabelled(value)) return [relabelled(value)];
  const text = asText(value);
  if (text !== undefined && label !== undefined) return [{ value: text, label }];
  throw new Error(
    text === undefined
      ? `"${key}" names no figure in src/config/figures.ts`
      : `"${key}" is a bare figure: give it a label in the content`,
  );
}

/** The value a key names, or an error naming the key, for fields that take a figure object whole. */
export function figureObject<T>(figures: Figures, key: string, isShape: (value: unknown) => value is T): T {
  const value = figureAt(figures, key);
  if (!isShape(value)) throw new Error(`"${key}" names no such figure in src/config/figures.ts`);
  return value;
}

const typedRange = /(\d+)–(\d+) (\p{L}+)/gu;

/**
 * A time span typed in content (`2–3 uger`) held together as src/lib/format.ts writes one: a duration is copy,
 * not a marketing figure, but it must not break at its dash or before its unit either.
 */
export const bindRanges = (text: string): string =>
  text.replace(typedRange, (_match, min: string, max: string, unit: string) =>
    formatRange(Number(min), Number(max), unit),
  );
