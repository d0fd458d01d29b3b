import * as figureExports from '../../config/figures';
import type { SavingsComparison } from '../../config/figures';
import { figureObject, figureTexts, labelledFigures, type LabelledFigure } from '../../lib/figure-text';

/**
 * The marketing figures a service page's sections name by key (src/config/figures.ts, by its exports'
 * names): the texts their `{key}` placeholders are filled with, and the figures a block takes whole.
 */
const figures = { ...figureExports };

export const figurePlaceholders: Record<string, string> = figureTexts(figures);

/** The labelled figures of a block's figure list: a key may name one figure or a whole list. */
export const figureList = (refs: readonly { figure: string; label?: string }[]): LabelledFigure[] =>
  refs.flatMap((ref) => labelledFigures(figures, ref.figure, ref.label));

const isSavingsComparison = (value: unknown): value is SavingsComparison =>
  typeof value === 'object' && value !== null && 'before' in value && 'after' in value && 'saved' in value;

/** A savings comparison by its key (`savings.chatbot`). */
export const savingsComparison = (key: string): SavingsComparison => figureObject(figures, key, isSavingsComparison);
