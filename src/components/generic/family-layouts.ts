import type { ServiceCategoryId } from '../../config/site';

/**
 * How each family of generic pages arranges the same content, so two pages of different families look
 * different at a glance while the template stays one. The shapes are named after what a visitor sees.
 */
export interface FamilyLayout {
  /** The features: a numbered list, a dark console of status rows, a bento of tiles or an editor panel. */
  features: 'numbered' | 'console' | 'bento' | 'editor';
  /** The gains: a band in the hero gradient, ruled rows or a ruled two-by-two. */
  gains: 'band' | 'rows' | 'quad';
  /** The situations: ruled rows, disclosures or ruled rows beside their heading. */
  situations: 'rows' | 'details' | 'split';
  /** The situations come before the gains (software reads problem first, payoff second). */
  situationsFirst: boolean;
}

export const familyLayouts: Record<'business' | 'experiences' | 'software' | 'cloud-security', FamilyLayout> = {
  business: { features: 'numbered', gains: 'band', situations: 'rows', situationsFirst: false },
  experiences: { features: 'bento', gains: 'band', situations: 'split', situationsFirst: false },
  software: { features: 'editor', gains: 'quad', situations: 'rows', situationsFirst: true },
  'cloud-security': { features: 'console', gains: 'rows', situations: 'details', situationsFirst: false },
};

/** The layout of a category; a family without its own (none today) reads as business. */
export const familyLayout = (category: ServiceCategoryId): FamilyLayout =>
  familyLayouts[category as keyof typeof familyLayouts] ?? familyLayouts.business;
