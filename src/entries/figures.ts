import { figuresSchema, type Figures } from '../schemas/figures.ts';
import { pricesSchema, type Price, type Prices } from '../schemas/prices.ts';
import { readEntry } from './read-entry.ts';

/** The marketing figures as content/figures.yaml states them (src/schemas/figures.ts). */
export const readFigures = (): Figures => readEntry('figures.yaml', figuresSchema);

/** Every price the site states, as content/prices.yaml has them (src/schemas/prices.ts). */
export const readPrices = (): Prices => readEntry('prices.yaml', pricesSchema);

/** A problem the schema of one file cannot see, named by file and field as readEntry names its own. */
const invalid = (file: string, field: string, message: string) =>
  new Error(`content/${file} is not valid:\n  ${field}: ${message}`);

/** A list item by its id, or the build stops naming the file, the list and the id the pages need. */
export function byId<Item extends { id: string }>(items: readonly Item[], id: string, file: string, list: string) {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw invalid(file, list, `mangler punktet med id'et "${id}", som siderne bruger`);
  return item;
}

/** A price stated as a range (10.000–25.000 kr.). */
type PriceRange = Price & { from: number; to: number };

/**
 * The figures with every reference to content/prices.yaml resolved and every saving computed: a comparison's
 * `after` is its price's amount where it names one (model `price`) and its own amount where not (`share`),
 * and `saved` is before − after. What only both files together can break stops the build here.
 */
export function resolvedFigures(figures: Figures = readFigures(), prices: Prices = readPrices()) {
  const priceFor = (id: string, field: string) => {
    const price = prices.prices.find((candidate) => candidate.id === id);
    if (!price) throw invalid('figures.yaml', field, `ingen pris med id'et "${id}" i content/prices.yaml`);
    return price;
  };
  const savings = figures.savings.map((comparison, index) => {
    const field = `savings.${index}.after.price`;
    if (comparison.after.amount !== undefined) {
      const after = comparison.after.amount;
      return { ...comparison, after, saved: comparison.before - after, model: 'share' as const };
    }
    const price = priceFor(comparison.after.price, field);
    if (price.amount === undefined || price.period !== 'md.') {
      throw invalid('figures.yaml', field, `prisen "${price.id}" skal være et fast beløb pr. md.`);
    }
    if (price.amount >= comparison.before) {
      throw invalid('figures.yaml', field, `prisen "${price.id}" skal være mindre end udgiften i dag`);
    }
    const saved = comparison.before - price.amount;
    return { ...comparison, after: price.amount, saved, model: 'price' as const, priceId: price.id };
  });
  const returns = figures.returns.map((investment, index) => {
    const price = priceFor(investment.price, `returns.${index}.price`);
    if (price.from === undefined || price.to === undefined) {
      throw invalid('figures.yaml', `returns.${index}.price`, `prisen "${price.id}" skal være et spænd (Fra–Til)`);
    }
    return { ...investment, price: price as PriceRange };
  });
  return { ...figures, savings, returns, prices: prices.prices };
}

/**
 * How many entries of content/figures.yaml state a figure whose basis is still `mangler`: the single figures,
 * the savings examples and the returns (docs/product.md#marketing-figures).
 */
export const unsourcedFigures = (figures: Figures = readFigures()) =>
  [...figures.figures, ...figures.savings, ...figures.returns].filter((figure) => figure.basis.kind === 'mangler')
    .length;
