/**
 * What a figure on a page rests on, as a reader can follow it (docs/product.md#marketing-figures): a figure whose
 * basis is `kilde` links to its line on /tillid, where the source stands with its link and date; a figure of the
 * company's own count (`egen opgørelse`) is listed there as such; a figure without a basis (`mangler`) shows as
 * the product rules give it, unlinked. The trial claim links to its terms, and without terms it is not shown.
 * Pure: the figures and the company's terms come in as parameters.
 */

/** The basis kinds a reader can follow to /tillid. */
export type StatedBasis = 'kilde' | 'egen opgørelse';

/** A figure's basis as content/figures.yaml holds it (src/schemas/figures.ts). */
export interface Basis {
  kind: 'mangler' | StatedBasis;
  text: string;
  link: string;
  date?: Date;
}

/** A figure of content/figures.yaml, as far as its basis goes. */
export interface BasedFigure {
  id: string;
  value: string;
  label: string;
  basis: Basis;
}

/** Where a figure's small link leads, and what kind of link it is: its source, or the terms it promises under. */
export interface FigureLink {
  kind: 'kilde' | 'vilkår';
  href: string;
}

/** The section of /tillid that lists the figures with a basis. */
export const figureSourcesId = 'tal';

/** The terms of the trial period, on /priser. */
export const trialTermsId = 'proevevilkaar';

/** The figure that promises a trial period (content/figures.yaml's `trial`); shown only with its terms. */
export const trialFigureId = 'trial';

/** A figure's line on /tillid: its id under the section's. */
export const figureAnchor = (id: string) => `${figureSourcesId}-${id}`;

/**
 * The small link a figure carries where a page shows it: to its source's line on /tillid (`kilde`), to the trial's
 * terms (the trial claim, once the company has written them), or none.
 */
export function figureLink(
  figure: Pick<BasedFigure, 'id' | 'basis'>,
  paths: { trust: string; prices: string },
): FigureLink | undefined {
  if (figure.id === trialFigureId) return { kind: 'vilkår', href: `${paths.prices}#${trialTermsId}` };
  if (figure.basis.kind === 'kilde') return { kind: 'kilde', href: `${paths.trust}#${figureAnchor(figure.id)}` };
  return undefined;
}

/**
 * Whether a page may show the figure: the trial claim promises something only its terms can back, so it stands
 * only once the company has written them (content/company.yaml, `trialTerms`).
 */
export const figureShown = (id: string, trialTerms: string | undefined) => id !== trialFigureId || Boolean(trialTerms);

/** The figures /tillid lists, each with its basis, in the order of content/figures.yaml: sources, then own counts. */
export function figuresWithBasis(figures: readonly BasedFigure[]) {
  const of = (kind: StatedBasis) => figures.filter((figure) => figure.basis.kind === kind);
  return { sourced: of('kilde'), counted: of('egen opgørelse') };
}
