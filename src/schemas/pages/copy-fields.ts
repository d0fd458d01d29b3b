import { z } from 'astro/zod';
import type { GlobalMeta } from 'zod';
import { placeholdersIn } from '../../lib/placeholders';

/**
 * The shapes of copy the page entries repeat: a short line (a label, a heading, a button) and a sentence or
 * paragraph. A text that names a setting or a fact writes it as a placeholder (`{agent}`); `names` lists the
 * ones its page fills, so a misspelt placeholder stops the build in the CMS's words, not with braces on a page.
 */
const withPlaceholders = (field: z.ZodString, names: readonly string[]) =>
  field.refine(
    (text) => placeholdersIn(text).every((name) => names.includes(name)),
    names.length > 0
      ? `Kun disse pladsholdere kan bruges her: ${names.map((name) => `{${name}}`).join(', ')}`
      : 'Teksten kan ikke bruge pladsholdere i {krøllede parenteser} her',
  );

/** A label, a heading or a button: one line. */
export const line = (meta: GlobalMeta, { max = 90, names = [] as readonly string[] } = {}) =>
  withPlaceholders(z.string().trim().min(1).max(max), names).meta(meta);

/** A sentence or a short paragraph, written in a text area. */
export const paragraph = (meta: GlobalMeta, { max = 400, names = [] as readonly string[] } = {}) =>
  withPlaceholders(z.string().trim().min(1).max(max), names).meta({ widget: 'text', ...meta });

/** The hint for a text with placeholders: what each one becomes. */
export const placeholderHint = (hint: string, placeholders: Readonly<Record<string, string>>) =>
  [hint, ...Object.entries(placeholders).map(([name, value]) => `{${name}} bliver ${value}.`)]
    .filter(Boolean)
    .join(' ');
