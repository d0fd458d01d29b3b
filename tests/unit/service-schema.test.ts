import { describe, expect, it } from 'vitest';
import { serviceSchema } from '../../src/schemas/service';

const point = (n: number) => ({ title: `Punkt ${n}`, description: 'En forklaring på dansk, der er lang nok.' });
const points = (count: number) => Array.from({ length: count }, (_, i) => point(i + 1));

const validGeneric = {
  template: 'generic',
  title: 'Sikkerhed',
  menuLabel: 'Sikkerhed',
  summary: 'Overvågning, politikker og træning mod angreb.',
  description: 'Vi beskytter jeres systemer, data og medarbejdere mod angreb med overvågning, politikker og træning.',
  category: 'cloud-security',
  order: 2,
  icon: 'shield',
  gradient: 'brand',
  features: points(6),
  benefits: points(4),
  useCases: points(4),
};

const closing = { type: 'closing', label: 'Book et møde' };

const issuesOf = (data: unknown) => {
  const result = serviceSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('service content schema', () => {
  it('accepts a complete generic entry and a bespoke entry with sections but without lists', () => {
    expect(issuesOf(validGeneric)).toEqual([]);
    const { features: _f, benefits: _b, useCases: _u, ...bespoke } = validGeneric;
    expect(issuesOf({ ...bespoke, template: 'bespoke', sections: [closing] })).toEqual([]);
  });

  it('needs a bespoke entry to have sections, each of a known type with its own fields', () => {
    const { features: _f, benefits: _b, useCases: _u, ...bespoke } = validGeneric;
    expect(issuesOf({ ...bespoke, template: 'bespoke' })).toEqual([expect.stringMatching(/^sections: /)]);
    expect(issuesOf({ ...bespoke, template: 'bespoke', sections: [] })).toEqual([expect.stringMatching(/^sections: /)]);
    expect(issuesOf({ ...bespoke, template: 'bespoke', sections: [{ type: 'carousel' }] })).toEqual([
      expect.stringMatching(/^sections\.0\.type: /),
    ]);
    expect(issuesOf({ ...bespoke, template: 'bespoke', sections: [{ type: 'closing' }] })).toEqual([
      expect.stringMatching(/^sections\.0\.label: /),
    ]);
  });

  it('names the field when a generic entry has too few features', () => {
    expect(issuesOf({ ...validGeneric, features: points(5) })).toEqual([expect.stringMatching(/^features: .*6/)]);
  });

  it('names the field for an unknown icon, category or gradient', () => {
    const issues = issuesOf({
      ...validGeneric,
      icon: 'unicorn',
      category: 'misc',
      gradient: 'magenta',
    });
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^icon: /),
        expect.stringMatching(/^category: /),
        expect.stringMatching(/^gradient: /),
      ]),
    );
  });

  it('rejects a description that is too short for a meta description', () => {
    expect(issuesOf({ ...validGeneric, description: 'For kort.' })).toEqual([expect.stringMatching(/^description: /)]);
  });

  it('needs the menu line and a place in the menu on every entry', () => {
    const { menuLabel: _m, order: _o, ...unplaced } = validGeneric;
    expect(issuesOf(unplaced)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^menuLabel: /), expect.stringMatching(/^order: /)]),
    );
    expect(issuesOf({ ...validGeneric, order: -1 })).toEqual([expect.stringMatching(/^order: /)]);
  });

  it('needs a one-line summary for the mega menu, at most 70 characters', () => {
    const { summary: _s, ...unsummarised } = validGeneric;
    expect(issuesOf(unsummarised)).toEqual([expect.stringMatching(/^summary: /)]);
    expect(issuesOf({ ...validGeneric, summary: 'x'.repeat(71) })).toEqual([expect.stringMatching(/^summary: /)]);
  });

  it('rejects an entry without a known template', () => {
    expect(issuesOf({ ...validGeneric, template: 'fancy' })).toEqual([expect.stringMatching(/^template: /)]);
  });
});
