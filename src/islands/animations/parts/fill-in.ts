/**
 * An illustration's text with its placeholders (`Trin {nr} af {alle}`) filled as it plays. The entry's schema
 * checked every name at build time (src/schemas/illustrations.ts), so unlike `fill` (src/lib/placeholders.ts),
 * which a page's copy needs, this checks nothing again: a few bytes that ride in the pause button's chunk
 * (astro.config.mjs), where `fill` would cost every illustration a chunk of its own.
 */
export const fillIn = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{([^{}\s]+)\}/gu, (match, name: string) => String(values[name] ?? match));
