import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import ReferenceList from '../../src/components/references/ReferenceList.astro';
import References from '../../src/components/references/References.astro';
import { referenceSchema } from '../../src/schemas/references';
import { pageEntry } from './fixtures/page-entries';
import { exampleReferenceFile } from './references-fixture';

const example = referenceSchema.parse(exampleReferenceFile);
// The section's heading and the names of a reference's facts: /about's entry's (content/pages/about.yaml).
const copy = pageEntry('about').references;
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
    expect((await container.renderToString(ReferenceList, { props: { references: [], copy } })).trim()).toBe('');
  });

  it('show a reference with its person, result, source and date of permission', async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(ReferenceList, { props: { references: [example], copy } });
    expect(html).toContain('data-references');
    expect(html).toMatch(new RegExp(`<h2[^>]*>${copy.title}</h2>`));
    expect(textOf(html)).toContain(copy.eyebrow);
    const text = textOf(html);
    expect(text).toContain(`»${exampleReferenceFile.quote}«`);
    expect(text).toContain('Testperson Eksempel Klinikchef, Eksempel Tandklinik ApS (Tandlæge)');
    // Each fact's name, its colon (for the run-on line on a phone, hidden from 640 px) straight after it, then the fact.
    const fact = (name: string, value: string) =>
      expect(html).toMatch(
        new RegExp(`${name}<span class="sm:hidden"[^>]*>:</span></dt>\\s*<dd[^>]*>(?:<[^>]+>)*${value}`),
      );
    fact(copy.result, 'Færre ubesvarede opkald');
    fact(copy.source, 'Klinikkens telefonsystem, januar–marts');
    fact(copy.permission, 'marts 2027');
    expect(html).toContain('<time datetime="2027-03-01"');
  });

  it('takes its heading and the names of the facts from the entry, none written in the component', async () => {
    const container = await AstroContainer.create();
    const words = {
      eyebrow: 'Kunder',
      title: 'Kunderne siger',
      result: 'Effekt',
      source: 'Belæg',
      permission: 'Godkendt',
    };
    const html = await container.renderToString(ReferenceList, { props: { references: [example], copy: words } });
    const text = textOf(html);
    for (const word of Object.values(words)) expect(text).toContain(word);
    for (const word of Object.values(copy)) expect(text, word).not.toContain(word);
  });

  it("is a part under its section's content at level 3: an h3, no eyebrow, no band of its own", async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(ReferenceList, {
      props: { references: [example], copy, level: 3 },
    });
    expect(html).toMatch(new RegExp(`<h3[^>]*>${copy.title}</h3>`));
    expect(html).not.toContain('<section');
    expect(textOf(html)).not.toContain(copy.eyebrow);
  });

  it('lists the newest permission first, two across only when there are two or more', async () => {
    const container = await AstroContainer.create();
    const older = { ...example, customer: 'Ældre Kunde A/S', permissionDate: new Date('2026-12-01') };
    const one = await container.renderToString(ReferenceList, { props: { references: [example], copy } });
    const two = await container.renderToString(ReferenceList, { props: { references: [older, example], copy } });
    expect(one).not.toContain('md:grid-cols-2');
    expect(two).toContain('md:grid-cols-2');
    // Several side by side in a row a phone swipes, which a keyboard can focus and scroll.
    expect(two).toMatch(new RegExp(`<ul[^>]*tabindex="0"[^>]*aria-label="${copy.title}"`));
    expect(one).not.toContain('tabindex');
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
