import type { ServiceCategoryId } from '../../config/site';

/** The four parts of a generic page that its family may order: the text with the contact box, and the lists. */
export type GenericPart = 'intro' | 'features' | 'gains' | 'situations';

/**
 * How each family of generic pages arranges the same content, so two pages of different families look
 * different at a glance while the template stays one: the order of the parts, and the shape of each. The shapes
 * are named after what a visitor sees. The family's other services close every page.
 */
export interface FamilyLayout {
  /** The parts from the top (each once). */
  order: readonly [GenericPart, GenericPart, GenericPart, GenericPart];
  /** The features: a numbered list, a dark console of status rows, a bento of tiles or an editor panel. */
  features: 'numbered' | 'console' | 'bento' | 'editor';
  /** The gains: a band in the hero gradient, ruled rows or a ruled two-by-two. */
  gains: 'band' | 'rows' | 'quad';
  /** The situations: ruled rows, disclosures or ruled rows beside their heading. */
  situations: 'rows' | 'details' | 'split';
}

export const familyLayouts: Record<'business' | 'experiences' | 'software' | 'cloud-security', FamilyLayout> = {
  // The case first, then what is in it and what it brings.
  business: {
    order: ['intro', 'features', 'gains', 'situations'],
    features: 'numbered',
    gains: 'band',
    situations: 'rows',
  },
  // The work shown first, as tiles straight under the hero; the words after it.
  experiences: {
    order: ['features', 'intro', 'situations', 'gains'],
    features: 'bento',
    gains: 'band',
    situations: 'split',
  },
  // Problem first, straight under the hero: the situations, then the build, the words and the payoff.
  software: {
    order: ['situations', 'features', 'intro', 'gains'],
    features: 'editor',
    gains: 'quad',
    situations: 'rows',
  },
  // The gains as a report first, then the console of what is run, the situations as disclosures last.
  'cloud-security': {
    order: ['intro', 'gains', 'features', 'situations'],
    features: 'console',
    gains: 'rows',
    situations: 'details',
  },
};

/** The layout of a category; a family without its own (none today) reads as business. */
export const familyLayout = (category: ServiceCategoryId): FamilyLayout =>
  familyLayouts[category as keyof typeof familyLayouts] ?? familyLayouts.business;

export type BandTone = 'default' | 'muted' | 'dark';

/** The tone a part's shape sets itself, or undefined where the part takes the one its place gives it. */
export function fixedTone(part: GenericPart | 'related', layout: FamilyLayout): BandTone | undefined {
  if (part === 'features') return layout.features === 'console' ? 'dark' : 'muted';
  if (part === 'gains' && layout.gains === 'band') return 'dark';
  return undefined;
}

/**
 * The tone of each band from the top, the family's other services last: a part whose shape sets no tone of its
 * own takes the light one the band above it does not have, so two grey or two white bands never meet (the hero
 * above the first is dark).
 */
export function bandTones(layout: FamilyLayout): Record<GenericPart | 'related', BandTone> {
  const tones = {} as Record<GenericPart | 'related', BandTone>;
  let above: BandTone = 'dark';
  for (const part of [...layout.order, 'related'] as const) {
    const tone: BandTone = fixedTone(part, layout) ?? (above === 'default' ? 'muted' : 'default');
    tones[part] = tone;
    above = tone;
  }
  return tones;
}
