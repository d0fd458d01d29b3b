/**
 * The approved hero gradients: one hue per service family, each fading into the same deepest brand
 * blue, so the six read as one palette (the products' teal is its lead). Every text colour in
 * `heroText` keeps at least 4.5 : 1 against the lightest point of every pair
 * (tests/unit/gradients.test.ts computes it from the tokens in src/styles/global.css and
 * src/styles/illustrations.css). Class names are spelled out in full so Tailwind finds them.
 */
export const heroGradients = {
  /** Brand blue: Data & AI, and every page that is not a service. */
  brand: 'bg-gradient-to-br from-brand-700 to-brand-950',
  /** Violet blue: software development. */
  night: 'bg-gradient-to-br from-iris-700 to-brand-950',
  /** Plum: digital experiences. */
  dusk: 'bg-gradient-to-br from-plum-700 to-brand-950',
  /** Warm bronze: business (a red read as an alarm beside the brand blue). */
  ember: 'bg-gradient-to-br from-bronze-700 to-brand-950',
  /** Warm graphite, far from the brand blue: cloud platforms and security. */
  graphite: 'bg-gradient-to-br from-graphite-700 to-brand-950',
  /** Deep accent teal: the products. */
  fjord: 'bg-gradient-to-br from-accent-800 to-brand-950',
} as const;

export type HeroGradient = keyof typeof heroGradients;
export const heroGradientNames = Object.keys(heroGradients) as [HeroGradient, ...HeroGradient[]];

/**
 * The hue of each service family, by category id (src/schemas/service.ts): a service page's `gradient` is its
 * category's, and a unit test holds the two lists together.
 */
export const familyGradients = {
  'data-ai': 'brand',
  software: 'night',
  experiences: 'dusk',
  business: 'ember',
  'cloud-security': 'graphite',
  products: 'fjord',
} as const satisfies Record<string, HeroGradient>;

/** The text colours of a `paper` hero (light ground, a document's page), by the same roles. */
export const paperText = {
  title: 'text-ink',
  intro: 'text-ink-muted',
  label: 'text-brand-700',
} as const;

/** The text colours allowed on a hero gradient, by role. */
export const heroText = {
  title: 'text-white',
  intro: 'text-brand-50',
  label: 'text-accent-200',
} as const;
