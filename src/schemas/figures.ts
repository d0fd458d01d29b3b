import { z } from 'astro/zod';
import { checkUniqueIds, entryId } from './entry-ids.ts';

/**
 * What a figure rests on (docs/product.md#marketing-figures): a published source, the company's own count, or
 * nothing yet. Every figure ships `mangler`: nobody has named a source, and none is ever written for the company.
 */
const basisKinds = ['mangler', 'kilde', 'egen opgørelse'] as const;

const isWebAddress = (text: string) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);

const basisSchema = z
  .object({
    // Which kind of basis the figure has; `mangler` until the company says.
    kind: z.enum(basisKinds).default('mangler').meta({
      label: 'Grundlag',
      hint: 'kilde: en offentliggjort kilde (navn, link og dato). egen opgørelse: jeres egen optælling (skriv hvordan). mangler: intet grundlag endnu.',
    }),
    // The source's name and what it says, or how the company counted.
    text: z.string().trim().max(300).default('').meta({
      label: 'Kilde eller opgørelse',
      hint: 'Ved kilde: hvem der har udgivet tallet. Ved egen opgørelse: kort, hvordan I har talt, fx "Vores kundesager 2024–2025".',
      widget: 'text',
    }),
    // Where the source can be read (kilde only).
    link: z
      .string()
      .trim()
      .default('')
      .refine((link) => link === '' || isWebAddress(link), 'Skriv en hel webadresse, der begynder med https://')
      .meta({ label: 'Link til kilden', hint: 'Kun ved kilde: adressen, hvor tallet kan læses.' }),
    // When the source was published or read (kilde), or when the count was made.
    date: z.coerce.date().optional().meta({ label: 'Dato', hint: 'Ved kilde: hvornår kilden er udgivet eller læst.' }),
  })
  .superRefine((basis, ctx) => {
    const need = (field: 'text' | 'link' | 'date', message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    if (basis.kind === 'kilde') {
      if (basis.text === '') need('text', 'En kilde skal have et navn: hvem har udgivet tallet?');
      if (basis.link === '') need('link', 'En kilde skal have et link, så læseren kan finde den');
      if (basis.date === undefined) need('date', 'En kilde skal have en dato');
    }
    if (basis.kind === 'egen opgørelse' && basis.text === '') {
      need('text', 'Skriv kort, hvordan I har talt');
    }
  })
  .meta({ label: 'Grundlag', hint: 'Hvad tallet bygger på.' });

/** The numbers of a text (`<1 sek.` and `Under 1 sekund` both state 1), to hold two spellings to one figure. */
const numbersIn = (text: string) => text.match(/\d+(?:[.,]\d+)*/g)?.join(' ') ?? '';

/** One figure as the pages write it, e.g. `99,9 %` uptime. */
const figureSchema = z
  .object({
    // How the pages find the figure.
    id: entryId('Sidernes navn for tallet. Ret det ikke: siderne finder tallet ved det.'),
    // The figure as the pages write it, unit and all.
    value: z
      .string()
      .trim()
      .min(1)
      .max(30)
      .regex(/\d/, 'Værdien skal indeholde et tal')
      .meta({ label: 'Tal', hint: 'Som siderne skriver det, fx "99,9 %", "20+", "24/7", "3x" eller "<1 sek.".' }),
    // The same figure written out, where a page puts it in words (`Under 1 sekund` for `<1 sek.`).
    spelledOut: z.string().trim().max(40).default('').meta({
      label: 'Skrevet ud',
      hint: 'Kun hvor en side skriver tallet med ord, fx "Under 1 sekund" for "<1 sek.". Samme tal som ovenfor.',
    }),
    // What the figure says, next to it where a page shows it without words of its own.
    label: z.string().trim().min(2).max(120).meta({
      label: 'Betydning',
      hint: 'Teksten ved tallet, fx "Oppetid" eller "flere bookinger med AI-telefonassistenten".',
    }),
    // What the figure rests on.
    basis: basisSchema,
  })
  .superRefine((figure, ctx) => {
    if (figure.spelledOut !== '' && numbersIn(figure.spelledOut) !== numbersIn(figure.value)) {
      ctx.addIssue({
        code: 'custom',
        path: ['spelledOut'],
        message: `"Skrevet ud" skal nævne samme tal som "${figure.value}"`,
      });
    }
  });

/** A row of figures one section shows together, in order, each with the words that section puts by it. */
const figureGroupSchema = z.object({
  // How the pages find the row.
  id: entryId('Sidernes navn for rækken. Ret det ikke: siderne finder rækken ved det.'),
  // Where the row stands, for the editor.
  shownOn: z
    .string()
    .trim()
    .min(2)
    .max(120)
    .meta({ label: 'Vises', hint: 'Hvor rækken står, fx "Forsiden: resultater". Vises ikke på siderne.' }),
  // The figures of the row, in the order shown.
  items: z
    .array(
      z.object({
        // The figure's id in the list above.
        figure: z.string().trim().min(1).meta({ label: 'Tal (id)', hint: 'Id på et tal i listen Tal.' }),
        // The words by the figure in this row; empty takes the figure's own.
        label: z.string().trim().max(120).default('').meta({
          label: 'Tekst i denne række',
          hint: 'Tomt: tallets egen betydning. Udfyldt: teksten, rækken skriver ved tallet.',
        }),
      }),
    )
    .min(1)
    .meta({ label: 'Tal i rækken' }),
});

/**
 * A monthly savings example (docs/product.md#savings-calculator): today's cost against the cost with the
 * solution. The saving is not stored: the build computes before − after, so it cannot disagree.
 */
const savingsComparisonSchema = z
  .object({
    // How the pages find the example.
    id: entryId('Sidernes navn for eksemplet. Ret det ikke: siderne finder eksemplet ved det.'),
    // What is compared, for the editor.
    label: z.string().trim().min(2).max(60).meta({ label: 'Sammenligning', hint: 'Fx "AI-telefonassistent".' }),
    // What the buyer pays today, by the calculator's field.
    beforeLabel: z.string().trim().min(2).max(60).meta({ label: 'I dag: hvad', hint: 'Fx "Receptionist (løn)".' }),
    // Today's monthly cost in kroner.
    before: z
      .number()
      .int('Skriv et helt beløb i kroner')
      .positive()
      .meta({ label: 'I dag: kr. pr. md.', hint: 'Fx 36000.' }),
    // What the solution is called in the calculator's result.
    afterLabel: z
      .string()
      .trim()
      .min(2)
      .max(60)
      .meta({ label: 'Med løsningen: hvad', hint: 'Fx "AI-telefonassistent".' }),
    // The monthly cost with the solution: a price of content/prices.yaml, or an amount of the example's own.
    after: z
      .object({
        // A fixed monthly price's id: the calculator then subtracts it from the buyer's cost.
        price: z.string().trim().default('').meta({
          label: 'Pris (id)',
          hint: 'En fast månedspris fra Priser, fx "phone-assistant". Beregneren trækker den fra jeres udgift.',
        }),
        // A cost that grows with today's: the calculator then carries the example's share over.
        amount: z.number().int('Skriv et helt beløb i kroner').positive().optional().meta({
          label: 'Beløb (kr. pr. md.)',
          hint: 'Kun uden pris: udgiften med løsningen i eksemplet. Beregneren regner med samme andel af jeres udgift.',
        }),
      })
      .meta({ label: 'Med løsningen', hint: 'Udfyld enten Pris eller Beløb.' }),
    // What the example rests on.
    basis: basisSchema,
  })
  .superRefine((comparison, ctx) => {
    const { price, amount } = comparison.after;
    if ((price === '') === (amount === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['after', 'price'], message: 'Udfyld enten Pris eller Beløb (ikke begge)' });
    } else if (amount !== undefined && amount >= comparison.before) {
      ctx.addIssue({
        code: 'custom',
        path: ['after', 'amount'],
        message: 'Beløbet skal være mindre end udgiften i dag',
      });
    }
  });

/** What an investment typically returns (apps, branding): a multiple of a price range within some months. */
const investmentReturnSchema = z.object({
  // How the pages find the return.
  id: entryId('Sidernes navn for afkastet. Ret det ikke: siderne finder afkastet ved det.'),
  // The investment: a price range's id in content/prices.yaml.
  price: z.string().trim().min(1).meta({ label: 'Investering (pris-id)', hint: 'Et prisspænd fra Priser, fx "app".' }),
  // The return as a multiple of the investment (3 for `3x`).
  multiple: z.number().positive().meta({ label: 'Afkast (gange)', hint: '3 for "3x".' }),
  // Within how many months the return is reached.
  withinMonths: z.number().int().positive().meta({ label: 'Inden for (måneder)' }),
  // What the return rests on.
  basis: basisSchema,
});

/** content/figures.yaml: every marketing figure the site states, each in this one place. */
export const figuresSchema = z
  .object({
    // The single figures: claims, statistics, experience.
    figures: z.array(figureSchema).meta({ label: 'Tal', hint: 'Hvert tal, sitet nævner, ét sted.' }),
    // Which figures a section shows together.
    groups: z
      .array(figureGroupSchema)
      .meta({ label: 'Talrækker', hint: 'Hvilke tal en sektion viser sammen, og i hvilken rækkefølge.' }),
    // The monthly savings examples of the savings calculator.
    savings: z
      .array(savingsComparisonSchema)
      .meta({ label: 'Besparelseseksempler', hint: 'Sammenligningerne i "Beregn jeres besparelse".' }),
    // The returns on an investment.
    returns: z.array(investmentReturnSchema).meta({ label: 'Afkast', hint: 'Forventet afkast af en investering.' }),
  })
  .superRefine((entry, ctx) => {
    checkUniqueIds(entry.figures, 'figures', ctx);
    checkUniqueIds(entry.groups, 'groups', ctx);
    checkUniqueIds(entry.savings, 'savings', ctx);
    checkUniqueIds(entry.returns, 'returns', ctx);
    const figureIds = new Set(entry.figures.map((figure) => figure.id));
    entry.groups.forEach((group, g) =>
      group.items.forEach((item, i) => {
        if (!figureIds.has(item.figure)) {
          ctx.addIssue({
            code: 'custom',
            path: ['groups', g, 'items', i, 'figure'],
            message: `Intet tal med id'et "${item.figure}" i listen Tal`,
          });
        }
      }),
    );
  });

export type Figures = z.infer<typeof figuresSchema>;
