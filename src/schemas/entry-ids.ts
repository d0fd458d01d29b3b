import { z } from 'astro/zod';

/**
 * The id a list item of content/figures.yaml or content/prices.yaml goes by: the pages and the other entries
 * find the item by it, so it is written once and left alone.
 */
export const entryId = (hint: string) =>
  z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Skriv id med små bogstaver (a–z), tal og bindestreger, fx "phone-assistant"')
    .meta({ label: 'Id', hint });

/** Each id once per list: a second item with the same id would leave the pages guessing which one they show. */
export function checkUniqueIds(items: readonly { id: string }[], list: string, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) {
      ctx.addIssue({
        code: 'custom',
        path: [list, index, 'id'],
        message: `Id'et "${item.id}" findes allerede i listen`,
      });
    }
    seen.add(item.id);
  });
}
