import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  investmentReturns,
  productClaims,
  savings,
  trustClaims,
  typicalProjectPrice,
  uptime,
} from '../../src/config/figures';
import { resolvedFigures } from '../../src/entries/figures';
import { formatKr } from '../../src/lib/format';
import { trialFigureId } from '../../src/lib/figure-basis';
import { figuresSchema, type Figures } from '../../src/schemas/figures';
import { pricesSchema, type Prices } from '../../src/schemas/prices';

/**
 * docs/product.md#marketing-figures: the figures and prices live in content/figures.yaml and content/prices.yaml;
 * src/config/figures.ts writes them in the shapes the pages use. These read both files as the CMS leaves them.
 */
const yamlOf = (file: string): unknown =>
  parse(readFileSync(new URL(`../../content/${file}`, import.meta.url), 'utf8'));
const shippedFigures: Figures = figuresSchema.parse(yamlOf('figures.yaml'));
const shippedPrices: Prices = pricesSchema.parse(yamlOf('prices.yaml'));
const priceById = (id: string) => shippedPrices.prices.find((price) => price.id === id)!;
const figureIn = (figures: Figures, id: string) => figures.figures.find((figure) => figure.id === id)!;
const figureById = (id: string) => figureIn(shippedFigures, id);
const bound = (text: string) => text.replace(/(\d) (%|sek\.)/g, '$1\u00a0$2');

/** The issues of a parse, as `path: message`, the way the build names them. */
const issuesOf = (schema: typeof figuresSchema | typeof pricesSchema, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};
const withFigures = (change: (figures: Figures) => void) => {
  const figures = structuredClone(shippedFigures);
  change(figures);
  return figures;
};
const withPrices = (change: (prices: Prices) => void) => {
  const prices = structuredClone(shippedPrices);
  change(prices);
  return prices;
};

describe('savings comparisons', () => {
  const byKey = Object.entries(savings);

  it.each(byKey)('%s: saved equals before minus after', (_name, comparison) => {
    expect(comparison.saved).toBe(comparison.before - comparison.after);
  });

  it('store no saving: the build computes it from before and after', () => {
    for (const comparison of shippedFigures.savings) expect(comparison).not.toHaveProperty('saved');
  });

  it("take a fixed-price example's after from content/prices.yaml, so no amount has two homes", () => {
    const pricedExamples = shippedFigures.savings.filter((comparison) => comparison.after.price !== '');
    expect(pricedExamples.map((comparison) => comparison.id)).toEqual(['phone-assistant', 'chatbot']);
    for (const comparison of pricedExamples) {
      expect(comparison.after.amount).toBeUndefined();
      const resolved = resolvedFigures().savings.find((entry) => entry.id === comparison.id)!;
      expect(resolved).toMatchObject({ model: 'price', after: priceById(comparison.after.price).amount });
    }
    expect(savings.phoneAssistant.after).toBe(priceById('phone-assistant').amount);
    expect(savings.chatbot.after).toBe(priceById('chatbot').amount);
  });

  it("keep a share example's own after amount", () => {
    const own = shippedFigures.savings.find((comparison) => comparison.id === 'ai-information')!;
    expect(savings.aiInformation).toMatchObject({ model: 'share', before: own.before, after: own.after.amount });
  });
});

describe('the figures as the pages write them', () => {
  it('bind each unit to its figure with a no-break space', () => {
    expect(uptime).toBe(bound(figureById('uptime').value));
    expect(uptime).toContain('\u00a0');
    expect(productClaims.phoneAssistant.responseTime).toBe(figureById('response-time').spelledOut);
  });

  it("write a row's own words where it has them, else the figure's, leaving out the trial without its terms", () => {
    const row = shippedFigures.groups.find((group) => group.id === 'trust-claims')!;
    // content/company.yaml ships without trial terms, so the row's trial claim is not shown.
    expect(row.items.map((item) => item.figure)).toContain(trialFigureId);
    expect(trustClaims).toEqual(
      row.items
        .filter((item) => item.figure !== trialFigureId)
        .map((item) => ({
          value: bound(figureById(item.figure).value),
          label: item.label || figureById(item.figure).label,
        })),
    );
  });

  it('read the ranges and what they include from content/prices.yaml', () => {
    const project = priceById('typical-project');
    expect(typicalProjectPrice).toEqual({ minKr: project.from, maxKr: project.to });
    expect(project.exVat).toBe(true);
    const app = priceById('app');
    expect(investmentReturns.apps).toMatchObject({ minKr: app.from, maxKr: app.to, includes: app.includes });
  });

  it('formatKr writes an amount the Danish way', () => {
    expect(formatKr(savings.phoneAssistant.saved)).toMatch(/^\d{1,3}(\.\d{3})*\u00a0kr\.$/);
    expect(formatKr(45_000)).toBe('45.000\u00a0kr.');
  });
});

describe('the build checks what the CMS cannot, naming the field', () => {
  it('ships every figure without a basis, and the files as they are pass', () => {
    expect(issuesOf(figuresSchema, shippedFigures)).toEqual([]);
    expect(issuesOf(pricesSchema, shippedPrices)).toEqual([]);
    const bases = [...shippedFigures.figures, ...shippedFigures.savings, ...shippedFigures.returns].map(
      (entry) => entry.basis,
    );
    expect(new Set(bases.map((basis) => basis.kind))).toEqual(new Set(['mangler']));
  });

  it('a source needs its name, link and date; an own count says how it was counted', () => {
    const source = withFigures((figures) => {
      figures.figures[1]!.basis = { kind: 'kilde', text: '', link: '' };
    });
    expect(issuesOf(figuresSchema, source)).toEqual([
      'figures.1.basis.text: En kilde skal have et navn: hvem har udgivet tallet?',
      'figures.1.basis.link: En kilde skal have et link, så læseren kan finde den',
      'figures.1.basis.date: En kilde skal have en dato',
    ]);
    const given = withFigures((figures) => {
      figures.figures[1]!.basis = {
        kind: 'kilde',
        text: 'Driftsrapport',
        link: 'https://example.com/',
        date: new Date(),
      };
    });
    expect(issuesOf(figuresSchema, given)).toEqual([]);
    const badLink = withFigures((figures) => {
      figures.figures[1]!.basis = { kind: 'kilde', text: 'Driftsrapport', link: 'example.com', date: new Date() };
    });
    expect(issuesOf(figuresSchema, badLink)).toEqual([
      'figures.1.basis.link: Skriv en hel webadresse, der begynder med https://',
    ]);
    const count = withFigures((figures) => {
      figures.savings[0]!.basis = { kind: 'egen opgørelse', text: '', link: '' };
    });
    expect(issuesOf(figuresSchema, count)).toEqual(['savings.0.basis.text: Skriv kort, hvordan I har talt']);
  });

  it("a savings example's after is a price or an amount, never both, and under today's cost", () => {
    const both = withFigures((figures) => {
      figures.savings[0]!.after = { price: 'phone-assistant', amount: 900 };
    });
    expect(issuesOf(figuresSchema, both)).toEqual([
      'savings.0.after.price: Udfyld enten Pris eller Beløb (ikke begge)',
    ]);
    const above = withFigures((figures) => {
      figures.savings[2]!.after = { price: '', amount: figures.savings[2]!.before };
    });
    expect(issuesOf(figuresSchema, above)).toEqual([
      'savings.2.after.amount: Beløbet skal være mindre end udgiften i dag',
    ]);
  });

  it('a reference to a price or a figure must find it', () => {
    const unknownPrice = withFigures((figures) => {
      figures.savings[0]!.after = { price: 'telefon' };
    });
    expect(() => resolvedFigures(unknownPrice, shippedPrices)).toThrow(
      'content/figures.yaml is not valid:\n  savings.0.after.price: ingen pris med id\'et "telefon" i content/prices.yaml',
    );
    const rangeAsMonthly = withFigures((figures) => {
      figures.savings[0]!.after = { price: 'typical-project' };
    });
    expect(() => resolvedFigures(rangeAsMonthly, shippedPrices)).toThrow(
      'savings.0.after.price: prisen "typical-project" skal være et fast beløb pr. md.',
    );
    const unknownFigure = withFigures((figures) => {
      figures.groups[0]!.items[0]!.figure = 'oppetid';
    });
    expect(issuesOf(figuresSchema, unknownFigure)).toEqual([
      'groups.0.items.0.figure: Intet tal med id\'et "oppetid" i listen Tal',
    ]);
    const twice = withFigures((figures) => {
      figures.figures[1]!.id = figures.figures[0]!.id;
    });
    // The second entry's own id is gone, so the rows naming it say so too.
    expect(issuesOf(figuresSchema, twice)).toContain(
      `figures.1.id: Id'et "${twice.figures[0]!.id}" findes allerede i listen`,
    );
  });

  it("a figure's spelled-out form states the same number", () => {
    const drift = withFigures((figures) => {
      figureIn(figures, 'response-time').value = '<2 sek.';
    });
    expect(issuesOf(figuresSchema, drift)).toEqual([
      `figures.${shippedFigures.figures.findIndex((figure) => figure.id === 'response-time')}.spelledOut: "Skrevet ud" skal nævne samme tal som "<2 sek."`,
    ]);
  });

  it('a price is an amount or a range from–to, not both', () => {
    const both = withPrices((prices) => {
      prices.prices[0]!.from = 100;
      prices.prices[0]!.to = 200;
    });
    expect(issuesOf(pricesSchema, both)).toEqual(['prices.0.amount: Udfyld enten Beløb eller Fra–Til, ikke begge']);
    const halfRange = withPrices((prices) => {
      delete prices.prices[2]!.to;
    });
    expect(issuesOf(pricesSchema, halfRange)).toEqual(['prices.2.to: Et spænd skal have både Fra og Til']);
    const upsideDown = withPrices((prices) => {
      prices.prices[2]!.from = prices.prices[2]!.to! + 1;
    });
    expect(issuesOf(pricesSchema, upsideDown)).toEqual(['prices.2.to: Til skal være større end Fra']);
  });
});
