/**
 * The colour tokens of the stylesheet's `@theme` block by name (`brand-700` → `#1d33d8`), plus
 * `white`. Read where CSS cannot reach: the share images drawn at build time and the contrast test.
 */
export function themeColors(css: string): Map<string, string> {
  const colours = new Map([['white', '#ffffff']]);
  for (const [, name, hex] of css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{3,8})\s*;/gi)) colours.set(name!, hex!);
  return colours;
}
