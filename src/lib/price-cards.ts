import { formatKr, formatKrRange } from './format';

/** What this module reads of a price of content/prices.yaml (src/schemas/prices.ts): a fixed amount, or a range. */
interface Price {
  id: string;
  amount?: number | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/** The words /priser puts around a price (content/pages/priser.yaml, `cards`). */
export interface PriceCardCopy {
  price: string;
  title: string;
  text: string;
  services: readonly string[];
}

/** A price as /priser states it: the amount, whether it is a typical range, and the card's words. */
export interface PricedCard<P extends Price = Price> {
  price: P;
  copy: PriceCardCopy;
  /** `899 kr.` or `10.000–25.000 kr.`, written by src/lib/format.ts as every other page writes it. */
  amount: string;
  range: boolean;
}

/** A price as the pages write it: `899 kr.` or `10.000–25.000 kr.` (src/lib/format.ts). */
export const priceAmount = (price: Price): string =>
  price.amount === undefined ? formatKrRange(price.from!, price.to!) : formatKr(price.amount);

/** The price a text states, if any: a product page's section that names one links to /priser. */
export const priceIn = <P extends Price>(text: string, prices: readonly P[]): P | undefined =>
  prices.find((price) => text.includes(priceAmount(price)));

/**
 * Every price of content/prices.yaml with its card, in the prices' order: /priser lists them all
 * (docs/product.md#prices-page). A price without a card, a card without a price or two cards for one price stop
 * the build, naming the file and the id, so no price is left off the page and none is stated twice.
 */
export function pricedCards<P extends Price>(prices: readonly P[], cards: readonly PriceCardCopy[]): PricedCard<P>[] {
  const fail = (message: string) => new Error(`content/pages/priser.yaml is not valid:\n  cards: ${message}`);
  const priceIds = new Set(prices.map((price) => price.id));
  const stray = cards.find((card) => !priceIds.has(card.price));
  if (stray) throw fail(`ingen pris med id'et "${stray.price}" i content/prices.yaml`);
  return prices.map((price) => {
    const matching = cards.filter((card) => card.price === price.id);
    if (matching.length !== 1) {
      throw fail(`prisen "${price.id}" skal have præcis ét kort (har ${matching.length})`);
    }
    return { price, copy: matching[0]!, amount: priceAmount(price), range: price.amount === undefined };
  });
}
