import * as figureExports from '../../config/figures';
import type { InvestmentReturn, SavingsComparison } from '../../config/figures';
import { formatKrRange } from '../../lib/format';
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

const isInvestmentReturn = (value: unknown): value is InvestmentReturn =>
  typeof value === 'object' && value !== null && 'minKr' in value && 'maxKr' in value && 'includes' in value;

/** An investment by its key (`investmentReturns.apps`): its price range as the page writes it and what it covers. */
export function investmentReturn(key: string): { price: string; priceId: string; includes: readonly string[] } {
  const investment = figureObject(figures, key, isInvestmentReturn);
  return {
    price: formatKrRange(investment.minKr, investment.maxKr),
    priceId: investment.priceId,
    includes: investment.includes,
  };
}
