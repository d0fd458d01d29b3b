/**
 * What a figure rests on, as a reader follows it (src/lib/figure-basis.ts): a `kilde` figure links to its line on
 * /tillid, an `egen opgørelse` figure is listed there, a `mangler` figure has no link, and the trial claim stands
 * only with its terms, linking to them. Shipped content has no basis and no terms; the fixture has both.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  figureAnchor,
  figureLink,
  figureShown,
  figuresWithBasis,
  trialFigureId,
  trialTermsId,
} from '../../src/lib/figure-basis';
import { companySchema } from '../../src/schemas/company';
import { figuresSchema } from '../../src/schemas/figures';

const read = (path: string) => parse(readFileSync(path, 'utf8')) as unknown;
const shipped = {
  figures: figuresSchema.parse(read('content/figures.yaml')).figures,
  company: companySchema.parse(read('content/company.yaml')),
};
const { testdata: _marker, ...fixtureCompany } = read('tests/fixtures/facts/company.yaml') as Record<string, unknown>;
const { testdata: _figuresMarker, ...fixtureFigures } = read('tests/fixtures/facts/figures.yaml') as Record<
  string,
  unknown
>;
const fixture = {
  figures: figuresSchema.parse(fixtureFigures).figures,
  company: companySchema.parse(fixtureCompany),
};
const paths = { trust: '/tillid', prices: '/priser' };
const byKind = (figures: typeof shipped.figures, kind: string) =>
  figures.filter((figure) => figure.basis.kind === kind && figure.id !== trialFigureId);

describe('a figure with a source', () => {
  it('links to its own line on /tillid, and /tillid lists it with its source', () => {
    const sourced = byKind(fixture.figures, 'kilde');
    expect(sourced.length).toBeGreaterThan(0);
    for (const figure of sourced) {
      expect(figureLink(figure, paths)).toEqual({ kind: 'kilde', href: `/tillid#${figureAnchor(figure.id)}` });
    }
    const listed = figuresWithBasis(fixture.figures);
    expect(listed.sourced.map((figure) => figure.id)).toEqual(
      fixture.figures.filter((figure) => figure.basis.kind === 'kilde').map((figure) => figure.id),
    );
    expect(listed.sourced.every((figure) => figure.basis.link.startsWith('https://') && figure.basis.date)).toBe(true);
  });

  it("of the company's own count has no link by the figure, and /tillid lists it as such", () => {
    const counted = byKind(fixture.figures, 'egen opgørelse');
    expect(counted.length).toBeGreaterThan(0);
    for (const figure of counted) expect(figureLink(figure, paths)).toBeUndefined();
    expect(figuresWithBasis(fixture.figures).counted.map((figure) => figure.id)).toEqual(
      counted.map((figure) => figure.id),
    );
  });

  it('is missing everywhere in the shipped content: no link, and /tillid lists nothing', () => {
    for (const figure of byKind(shipped.figures, 'mangler')) expect(figureLink(figure, paths)).toBeUndefined();
    expect(byKind(shipped.figures, 'mangler')).toHaveLength(shipped.figures.length - 1);
    expect(figuresWithBasis(shipped.figures)).toEqual({ sourced: [], counted: [] });
  });
});

describe('the trial claim', () => {
  it('is not shown as shipped, where content/company.yaml has no terms', () => {
    expect(shipped.company.trialTerms).toBe('');
    expect(shipped.figures.some((figure) => figure.id === trialFigureId)).toBe(true);
    expect(figureShown(trialFigureId, shipped.company.trialTerms || undefined)).toBe(false);
    expect(figureShown('uptime', undefined)).toBe(true);
  });

  it('is shown with the fixture, linking to the terms on /priser', () => {
    expect(fixture.company.trialTerms).not.toBe('');
    expect(figureShown(trialFigureId, fixture.company.trialTerms)).toBe(true);
    const trial = fixture.figures.find((figure) => figure.id === trialFigureId)!;
    expect(figureLink(trial, paths)).toEqual({ kind: 'vilkår', href: `/priser#${trialTermsId}` });
  });
});
