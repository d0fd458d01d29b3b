import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { unsourcedFigures } from '../../src/entries/figures';
import { missingFactsLine } from '../../src/entries/missing-facts';
import { figuresSchema, type Figures } from '../../src/schemas/figures';

const shippedFigures: Figures = figuresSchema.parse(
  parse(readFileSync(new URL('../../content/figures.yaml', import.meta.url), 'utf8')),
);
const entriesWithBasis = (figures: Figures) => [...figures.figures, ...figures.savings, ...figures.returns];

describe('the facts the company has not given', () => {
  it('are listed for the shipped content: the registration, people, references and the standard contact lines', () => {
    const line = missingFactsLine() ?? '';
    expect(line).toMatch(/^Mangler: /);
    for (const part of ['CVR', 'adresse', 'medarbejdere (0)', 'referencer (0)', 'standardværdi: telefon, e-mail']) {
      expect(line).toContain(part);
    }
  });

  it('count every figure without a source: all of them ship as "mangler"', () => {
    const all = entriesWithBasis(shippedFigures);
    expect(all.every((figure) => figure.basis.kind === 'mangler')).toBe(true);
    expect(all.length).toBeGreaterThan(30);
    expect(missingFactsLine()).toContain(`tal uden kilde (${all.length})`);
  });

  it('stop counting a figure once the company names its basis', () => {
    const figures = structuredClone(shippedFigures);
    figures.figures[0]!.basis = { kind: 'egen opgørelse', text: 'Vores kundesager 2025', link: '' };
    figures.savings[0]!.basis = {
      kind: 'kilde',
      text: 'Danmarks Statistik',
      link: 'https://www.dst.dk/',
      date: new Date('2025-01-01'),
    };
    expect(unsourcedFigures(figures)).toBe(entriesWithBasis(shippedFigures).length - 2);
  });
});
