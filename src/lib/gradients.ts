/**
 * The approved hero gradients: a few pairs of brand tokens, nothing else. Every text colour in
 * `heroText` keeps at least 4.5 : 1 against the lightest point of every pair
 * (tests/unit/gradients.test.ts computes it from the tokens in src/styles/global.css).
 * Class names are spelled out in full so Tailwind finds them.
 */
export const heroGradients = {
  /** Brand blue into the deepest brand blue: the default. */
  brand: 'bg-gradient-to-br from-brand-700 to-brand-950',
  /** Brighter brand blue into dark blue. */
  dusk: 'bg-gradient-to-br from-brand-600 to-brand-900',
  /** Dark brand blue into ink, for the technical families. */
  night: 'bg-gradient-to-br from-brand-800 to-ink',
  /** Deep accent green into dark blue, for the products. */
  fjord: 'bg-gradient-to-br from-accent-800 to-brand-950',
} as const;

export type HeroGradient = keyof typeof heroGradients;
export const heroGradientNames = Object.keys(heroGradients) as [HeroGradient, ...HeroGradient[]];

/** The text colours allowed on a hero gradient, by role. */
export const heroText = {
  title: 'text-white',
  intro: 'text-brand-50',
  label: 'text-accent-200',
} as const;
