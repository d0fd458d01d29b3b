/**
 * Copy in content/ that names a setting or a fact writes it as a placeholder in braces (`{firma}`,
 * `{leverandør}`), and the build fills it in: the sentence stays in the content, the value in its one home.
 * A placeholder the page has no value for stops the build rather than show braces to a visitor.
 */
export type PlaceholderValues = Readonly<Record<string, string | number>>;

/** A name of letters, digits, `_` and `-`; dots join the parts of a figure's key (`{productClaims.apps.saving}`). */
const placeholder = /\{([\p{L}\d_.-]+)\}/gu;

export function fill(text: string, values: PlaceholderValues): string {
  return text.replace(placeholder, (match, name: string) => {
    const value = values[name];
    if (value === undefined) {
      throw new Error(`"${match}" in "${text}" has no value here (known: ${Object.keys(values).join(', ')})`);
    }
    return String(value);
  });
}

/** The placeholders a text uses, for tests and the CMS's hints. */
export const placeholdersIn = (text: string): string[] => [...text.matchAll(placeholder)].map((match) => match[1]!);

/**
 * A text cut at its placeholders, each replaced by its value as it is (not turned into a string): for the
 * placeholders that become markup, such as a link inside a sentence. Throws as `fill` does.
 */
export function fillParts<Value>(text: string, values: Readonly<Record<string, Value>>): (string | Value)[] {
  const parts: (string | Value)[] = [];
  let from = 0;
  for (const match of text.matchAll(placeholder)) {
    const value = values[match[1]!];
    if (value === undefined) {
      throw new Error(`"${match[0]}" in "${text}" has no value here (known: ${Object.keys(values).join(', ')})`);
    }
    if (match.index > from) parts.push(text.slice(from, match.index));
    parts.push(value);
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}
