import { formatKr, formatNumber } from '../format';
import { fill } from '../placeholders';

/**
 * The calculator's words (content/pages/chrome.yaml, `calculator`), handed to the island by its page: the
 * sentences with placeholders are filled here.
 */
export interface CalculatorTexts {
  title: string;
  field: string;
  /** `{udgift}, i eksemplet {beløb}` */
  example: string;
  unreadable: string;
  saving: string;
  noSaving: string;
  /** `… {udgift} … {pris}`: said instead of a formula with a negative saving. */
  belowPrice: string;
  rule: string;
  /** `… prisen for {løsning} …` */
  priceRule: string;
  shareRule: string;
}

/**
 * How a page's savings example carries over to a buyer's own monthly cost
 * (docs/product.md#savings-calculator):
 * - `price`: what replaces the cost has a fixed monthly price (`after`), so the saving is the cost minus it;
 * - `share`: the new cost grows with the old one, so the saving is the example's share of the cost.
 */
export type SavingsModel = 'price' | 'share';

/** One page's example, read from src/config/figures.ts by the page (src/lib takes config as parameters). */
export interface SavingsExample {
  beforeLabel: string;
  before: number;
  afterLabel: string;
  after: number;
  saved: number;
  model: SavingsModel;
}

export interface SavingsResult {
  cost: number;
  /** What the buyer would pay with the solution. */
  after: number;
  /** Below zero where a cost under the fixed price would rise: the page says so rather than hide it. */
  saved: number;
  /** The formula with the buyer's figures, as the page prints it. */
  formula: string;
}

/** Amounts a buyer may type: whole kroner up to a hundred million, with or without thousands dots. */
const MAX_KR = 100_000_000;

/** `36.000`, `36 000`, `36000 kr.` → 36000; anything that is not a whole amount → undefined. */
export function parseKr(text: string): number | undefined {
  const digits = text
    .replace(/kr\.?/i, '')
    .replace(/[\s.\u00a0]/g, '')
    .replace(/,0*$/, '');
  if (!/^\d{1,9}$/.test(digits)) return undefined;
  const value = Number(digits);
  return value <= MAX_KR ? value : undefined;
}

/** The example's saving as a share of its cost, in per cent: 28.000 of 40.000 → 70. */
export const savedShare = (example: SavingsExample): number => (example.saved / example.before) * 100;

/**
 * The saving for a monthly cost. At the example's own cost it is the example's own saving, so the page
 * without JavaScript (the example) and the calculator never disagree.
 */
export function calculateSaving(example: SavingsExample, cost: number): SavingsResult {
  if (example.model === 'price') {
    const saved = cost - example.after;
    return {
      cost,
      after: example.after,
      saved,
      formula: `${formatKr(cost)} \u2212 ${formatKr(example.after)} = ${formatKr(saved)}`,
    };
  }
  const saved = Math.round((cost * example.saved) / example.before);
  const share = savedShare(example);
  // The share is printed to one decimal; where that rounds it, the result is "about" the product.
  const exact = Number(formatNumber(share).replace(',', '.')) === share;
  return {
    cost,
    after: cost - saved,
    saved,
    formula: `${formatKr(cost)} \u00d7 ${formatNumber(share)}\u00a0% ${exact ? '=' : '\u2248'} ${formatKr(saved)}`,
  };
}

/**
 * The rule in words before the formula. Without figures: the formula under it states them, and a page states
 * each figure as few times as it can (docs/product.md#marketing-figures).
 */
export const formulaRule = (
  example: SavingsExample,
  texts: Pick<CalculatorTexts, 'priceRule' | 'shareRule'>,
): string => (example.model === 'price' ? fill(texts.priceRule, { løsning: example.afterLabel }) : texts.shareRule);

/**
 * What stands under the rule: the formula with the visitor's figures, or, where a cost below the fixed price would
 * give a negative saving, that there is no saving at that cost and what the price is.
 */
export const resultLine = (
  example: SavingsExample,
  result: SavingsResult,
  texts: Pick<CalculatorTexts, 'belowPrice'>,
): string =>
  example.model === 'price' && result.saved <= 0
    ? fill(texts.belowPrice, { udgift: `${formatKr(result.cost)}/md.`, pris: `${formatKr(result.after)}/md.` })
    : result.formula;
