import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import ReferenceList from '../../src/components/references/ReferenceList.astro';
import References from '../../src/components/references/References.astro';
import { referenceSchema } from '../../src/schemas/references';
import { exampleReferenceFile } from './references-fixture';

const example = referenceSchema.parse(exampleReferenceFile);
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('references (docs/product.md#references)', () => {
  it('render nothing while content/references/ holds none, on every page that has the section', async () => {
    const container = await AstroContainer.create();
    for (const props of [{}, { service: 'ai-telefonassistent' }, { service: 'erp' }]) {
      expect((await container.renderToString(References, { props })).trim(), JSON.stringify(props)).toBe('');
    }
  });

  it('render nothing for an empty list', async () => {
    const container = await AstroContainer.create();
    expect((await container.renderToString(ReferenceList, { props: { references: [] } })).trim()).toBe('');
  });

  it('show a reference with its person, result, source and date of permission', async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(ReferenceList, { props: { references: [example] } });
    expect(html).toContain('data-references');
    expect(html).toMatch(/<h2[^>]*>Det siger vores kunder<\/h2>/);
    const text = textOf(html);
    expect(text).toContain(`»${exampleReferenceFile.quote}«`);
    expect(text).toContain('Testperson Eksempel Klinikchef, Eksempel Tandklinik ApS (Tandlæge)');
    expect(text).toContain('Resultat Færre ubesvarede opkald');
    expect(text).toContain('Kilde Klinikkens telefonsystem, januar–marts');
    expect(text).toContain('Godkendt til offentliggørelse marts 2027');
    expect(html).toContain('<time datetime="2027-03-01"');
  });

  it('lists the newest permission first, two across only when there are two or more', async () => {
    const container = await AstroContainer.create();
    const older = { ...example, customer: 'Ældre Kunde A/S', permissionDate: new Date('2026-12-01') };
    const one = await container.renderToString(ReferenceList, { props: { references: [example] } });
    const two = await container.renderToString(ReferenceList, { props: { references: [older, example] } });
    expect(one).not.toContain('md:grid-cols-2');
    expect(two).toContain('md:grid-cols-2');
    expect(two.indexOf('Eksempel Tandklinik')).toBeLessThan(two.indexOf('Ældre Kunde'));
  });

  it('refuse a reference without a named person, a source or a permission date', () => {
    for (const field of ['person', 'result', 'permissionDate'] as const) {
      const { [field]: _left, ...rest } = exampleReferenceFile;
      expect(referenceSchema.safeParse(rest).success, field).toBe(false);
    }
    expect(
      referenceSchema.safeParse({ ...exampleReferenceFile, result: { text: 'Færre ubesvarede opkald' } }).success,
    ).toBe(false);
  });
});
