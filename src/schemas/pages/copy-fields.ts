import { z } from 'astro/zod';
import { placeholdersIn } from '../../lib/placeholders';

interface FieldWords {
  /** The field's Danish name in the CMS. */
  label: string;
  /** Its help text in the CMS. */
  hint?: string;
  /** The values the build fills in (src/lib/placeholders.ts) that this text may name, without braces. */
  placeholders?: readonly string[];
}

/**
 * A text of a page's copy. Braces name only the values the page fills in: any other word in braces stops the
 * build with the field's own message, rather than reach a visitor.
 */
const copyText =
  (min: number, widget?: 'text') =>
  (max: number, { label, hint, placeholders = [] }: FieldWords) =>
    z
      .string()
      .trim()
      .min(min)
      .max(max)
      .refine(
        (text) => placeholdersIn(text).every((name) => placeholders.includes(name)),
        placeholders.length === 0
          ? 'Krøllede parenteser { } kan ikke stå her'
          : `Kun ${placeholders.map((name) => `{${name}}`).join(' og ')} kan stå i krøllede parenteser her`,
      )
      .meta({ label, ...(hint && { hint }), ...(widget && { widget }) });

/** A line: an eyebrow, a heading, a point, a button's label. */
export const line = copyText(2);

/** A paragraph, edited in a larger box. */
export const paragraph = copyText(20, 'text');
