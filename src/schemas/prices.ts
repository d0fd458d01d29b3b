import { z } from 'astro/zod';
import { checkUniqueIds, entryId } from './entry-ids.ts';

/** How often a price is paid: every month, or once for the project. */
const pricePeriods = ['md.', 'engangs'] as const;

const kroner = (label: string, hint: string) =>
  z.number().int('Skriv et helt beløb i kroner').positive('Beløbet skal være over 0').optional().meta({ label, hint });

/**
 * One price the site states (docs/product.md#marketing-figures): a fixed amount, or a typical range from–to.
 * The CMS shows all three amount fields; the build checks that exactly one of the two forms is filled.
 */
const priceSchema = z
  .object({
    // How the pages and the savings comparisons of content/figures.yaml find the price.
    id: entryId('Sidernes og besparelseseksemplernes navn for prisen. Ret det ikke: de finder prisen ved det.'),
    // What the price is for, for the editor (the pages write their own words around the amount).
    label: z
      .string()
      .trim()
      .min(2)
      .max(80)
      .meta({ label: 'Hvad prisen gælder', hint: 'Fx "AI-telefonassistent". Vises ikke på siderne.' }),
    // A fixed amount in kroner, e.g. 899 a month.
    amount: kroner('Beløb (kr.)', 'En fast pris, fx 899. Tomt, hvor prisen er et spænd (Fra–Til).'),
    // The lower end of a typical range in kroner.
    from: kroner('Fra (kr.)', 'Spændets laveste beløb, fx 10000. Tomt ved en fast pris.'),
    // The upper end of a typical range in kroner.
    to: kroner('Til (kr.)', 'Spændets højeste beløb, fx 25000. Tomt ved en fast pris.'),
    // Paid every month (`md.`) or once (`engangs`).
    period: z
      .enum(pricePeriods)
      .meta({ label: 'Periode', hint: 'md.: betales hver måned. engangs: betales én gang for projektet.' }),
    // What the price covers, in the words a page already uses; empty where no page says it.
    includes: z
      .array(z.string().trim().min(2).max(120).meta({ label: 'Punkt' }))
      .default([])
      .meta({
        label: 'Det er med i prisen',
        hint: 'Ét punkt pr. linje. Tomt, hvor siden ikke siger, hvad prisen dækker.',
      }),
    // Whether the pages state the price without VAT.
    exVat: z
      .boolean()
      .default(false)
      .meta({ label: 'Ekskl. moms', hint: 'Slået til, hvor siderne skriver prisen "ekskl. moms".' }),
  })
  .superRefine((price, ctx) => {
    const range = price.from !== undefined || price.to !== undefined;
    if (price.amount !== undefined && range) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Udfyld enten Beløb eller Fra–Til, ikke begge' });
    } else if (price.amount === undefined && !range) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Udfyld Beløb eller Fra–Til' });
    } else if (range && (price.from === undefined || price.to === undefined)) {
      const missing = price.from === undefined ? 'from' : 'to';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'Et spænd skal have både Fra og Til' });
    } else if (range && price.from! >= price.to!) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Til skal være større end Fra' });
    }
  });

/** content/prices.yaml: every price the site states, each in this one place. */
export const pricesSchema = z
  .object({
    // The prices, in any order.
    prices: z.array(priceSchema).meta({ label: 'Priser', hint: 'Hver pris, sitet nævner, ét sted.' }),
  })
  .superRefine((entry, ctx) => checkUniqueIds(entry.prices, 'prices', ctx));

export type Price = z.infer<typeof priceSchema>;
export type Prices = z.infer<typeof pricesSchema>;
