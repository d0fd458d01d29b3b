import { z } from 'astro/zod';
import type { GlobalMeta } from 'zod';
import { iconNames } from '../../lib/icon-names.ts';
import { placeholdersIn } from '../../lib/placeholders.ts';

/**
 * The shapes of copy the page entries repeat: a short line (a label, a heading, a button) and a sentence or
 * paragraph. A text that names a setting or a fact writes it as a placeholder (`{agent}`); `names` lists the
 * ones its page fills, so a misspelt placeholder stops the build in the CMS's words, not with braces on a page;
 * `required` lists those the text cannot do without (the spot where a link is set).
 */
interface CopyOptions {
  /** The longest text the layout takes. */
  max?: number;
  /** The placeholders the page fills in for this text, without braces. */
  names?: readonly string[];
  /** Those the text must contain. */
  required?: readonly string[];
}

const braces = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ');

const copyText = (
  meta: GlobalMeta,
  { max, names = [], required = [] }: Required<Pick<CopyOptions, 'max'>> & CopyOptions,
) => {
  const allowed = [...names, ...required];
  return z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine(
      (text) => placeholdersIn(text).every((name) => allowed.includes(name)),
      allowed.length > 0
        ? `Kun disse pladsholdere kan bruges her: ${braces(allowed)}`
        : 'Teksten kan ikke bruge pladsholdere i {krøllede parenteser} her',
    )
    .refine(
      (text) => required.every((name) => placeholdersIn(text).includes(name)),
      `Skal indeholde ${braces(required)}`,
    )
    .meta(meta);
};

/** A label, a heading or a button: one line. */
export const line = (meta: GlobalMeta, { max = 90, ...options }: CopyOptions = {}) =>
  copyText(meta, { max, ...options });

/** A sentence or a short paragraph, written in a text area. */
export const paragraph = (meta: GlobalMeta, { max = 400, ...options }: CopyOptions = {}) =>
  copyText({ widget: 'text', ...meta }, { max, ...options });

/** The hint for a text with placeholders: what each one becomes. */
export const placeholderHint = (hint: string, placeholders: Readonly<Record<string, string>>) =>
  [hint, ...Object.entries(placeholders).map(([name, value]) => `{${name}} bliver ${value}.`)]
    .filter(Boolean)
    .join(' ');

/** The Lucide icon beside a row or a point. */
export const icon = () =>
  z.enum(iconNames).meta({ label: 'Ikon', hint: 'Navnet på et Lucide-ikon, som sitet kender (fx "shield-check").' });
