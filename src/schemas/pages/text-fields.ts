import { z } from 'astro/zod';
import { iconNames } from '../../lib/icons';
import { placeholdersIn } from '../../lib/placeholders';

/**
 * The fields the about, tillid and privatliv entries are made of: a text that may name only the values its page
 * fills in (src/lib/placeholders.ts), an icon, a list. Any other word in braces stops the build with the field's own
 * message rather than reach a visitor; a placeholder the page cannot do without (a link's spot) must be there.
 */
interface FieldWords {
  /** The field's Danish name in the CMS. */
  label: string;
  /** Its help text in the CMS. */
  hint?: string;
  /** The values the page fills in that this text may name, without braces. */
  placeholders?: readonly string[];
  /** Those of them the text must name (a link is set at its spot). */
  required?: readonly string[];
}

const braces = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ');

const copyText =
  (min: number, widget?: 'text') =>
  (max: number, { label, hint, placeholders = [], required = [] }: FieldWords) => {
    const allowed = [...placeholders, ...required];
    return z
      .string()
      .trim()
      .min(min)
      .max(max)
      .refine(
        (text) => placeholdersIn(text).every((name) => allowed.includes(name)),
        allowed.length === 0
          ? 'Krøllede parenteser { } kan ikke stå her'
          : `Kun ${braces(allowed)} kan stå i krøllede parenteser her`,
      )
      .refine(
        (text) => required.every((name) => placeholdersIn(text).includes(name)),
        `Skal indeholde ${braces(required)}`,
      )
      .meta({ label, ...(hint && { hint }), ...(widget && { widget }) });
  };

/** A line: an eyebrow, a heading, a label, a point. */
export const line = copyText(1);

/** A paragraph, edited in a larger box. */
export const paragraph = copyText(10, 'text');

/** The Lucide icon beside a row or a point. */
export const icon = () =>
  z.enum(iconNames).meta({ label: 'Ikon', hint: 'Navnet på et Lucide-ikon, som sitet kender (fx "shield-check").' });
