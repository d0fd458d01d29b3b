/**
 * /priser lists every price of content/prices.yaml, each once, with its card's words (src/lib/price-cards.ts), and a
 * product page's section that states a price finds it by the amount as the pages write it.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { priceAmount, priceIn, pricedCards } from '../../src/lib/price-cards';
import { priserPage } from '../../src/schemas/pages/priser';
import { pricesSchema } from '../../src/schemas/prices';

const read = (path: string) => parse(readFileSync(path, 'utf8')) as unknown;
const { prices } = pricesSchema.parse(read('content/prices.yaml'));
const { cards } = priserPage.parse(read('content/pages/priser.yaml'));

describe('the cards of /priser', () => {
  it('are every price, in the order of content/prices.yaml, each with what it includes', () => {
    const priced = pricedCards(prices, cards);
    expect(priced.map((card) => card.price.id)).toEqual(prices.map((price) => price.id));
    expect(priced.every((card) => card.price.includes.length > 0)).toBe(true);
    expect(priced.find((card) => card.price.id === 'typical-project')).toMatchObject({ range: true });
    expect(priced.find((card) => card.price.id === 'phone-assistant')!.amount).toBe('899\u00a0kr.');
  });

  it('stop the build for a price without a card, a card without a price, or two cards for a price', () => {
    expect(() => pricedCards(prices, cards.slice(1))).toThrow(`prisen "${cards[0]!.price}"`);
    expect(() => pricedCards(prices, [...cards, { ...cards[0]!, price: 'gratis' }])).toThrow('"gratis"');
    expect(() => pricedCards(prices, [...cards, cards[0]!])).toThrow('har 2');
  });
});

describe('a price in a sentence', () => {
  it('is found by its amount as the pages write it', () => {
    const project = prices.find((price) => price.id === 'typical-project')!;
    expect(priceIn(`Et typisk webprojekt koster ${priceAmount(project)} ekskl. moms.`, prices)).toBe(project);
    expect(priceIn('Et typisk webprojekt koster meget.', prices)).toBeUndefined();
  });
});
