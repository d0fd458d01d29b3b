import { readdirSync } from 'node:fs';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import {
  figurePlaceholders,
  figureList,
  investmentReturn,
  savingsComparison,
} from '../../src/components/service-sections/figures';
import { figureTexts, bindRanges, labelledFigures } from '../../src/lib/figure-text';
import { fillCopy, groupBands } from '../../src/lib/section-copy';
import { serviceSchema } from '../../src/schemas/service';
import { serviceSection, type ServiceSection } from '../../src/schemas/sections';
import { serviceHeroSchema } from '../../src/schemas/service-hero';
import { serviceTemplateSchema } from '../../src/schemas/service-template';
import { illustrationWords } from './fixtures/illustration-words';
import { readServiceFile } from './fixtures/service-entry';

/**
 * The bespoke service pages keep their copy as typed sections in their entry (src/schemas/sections.ts): each
 * entry is a Markdown file the CMS can write, every figure it names exists, and the renderer's helpers fill
 * and group the blocks as the pages show them.
 */
const folder = new URL('../../content/services/', import.meta.url);
const entries = readdirSync(folder)
  .filter((name) => /\.mdx?$/.test(name))
  .map((name) => ({ name, ...readServiceFile(new URL(name, folder)) }))
  .filter(({ data }) => data.template === 'bespoke');
const converted = entries.filter(({ name }) => name.endsWith('.md'));

const values = { agent: 'Sofie', firma: 'Fynbo AI', ...figurePlaceholders };

describe('bespoke service entries', () => {
  it('are the twelve bespoke pages, each a Markdown file with its sections in its frontmatter', () => {
    expect(entries.map(({ name }) => name)).toEqual(converted.map(({ name }) => name));
    expect(converted).toHaveLength(12);
  });

  it.each(converted)('$name is valid, has its sections and no body', ({ data, body }) => {
    const parsed = serviceSchema.parse(data);
    expect(parsed.template === 'bespoke' && parsed.sections.length).toBeGreaterThan(0);
    expect(body.trim()).toBe('');
  });

  it.each(converted)('$name names only figures and placeholders that exist', ({ data }) => {
    const { sections } = serviceSchema.parse(data) as { sections: ServiceSection[] };
    const filled = fillCopy(sections, values);
    for (const block of filled) {
      if ('figures' in block) expect(figureList(block.figures).length).toBeGreaterThan(0);
      if ('comparison' in block) expect(savingsComparison(block.comparison).saved).toBeGreaterThan(0);
      if ('investment' in block) expect(investmentReturn(block.investment).includes.length).toBeGreaterThan(0);
    }
    // An illustration's words and the carousel's player keep their placeholders ({nr}): the island fills them.
    const withoutIllustrations = filled.map((block) =>
      'illustration' in block ? { ...block, illustration: 0 } : 'player' in block ? { ...block, player: 0 } : block,
    );
    expect(JSON.stringify(withoutIllustrations)).not.toMatch(/\{[\p{L}\d_.-]+\}/u);
  });
});

describe('a page and its illustration', () => {
  it('branding lists the three stages its brand illustration plays, in the same words', () => {
    const branding = converted.find(({ name }) => name === 'branding.md');
    const { sections } = serviceSchema.parse(branding?.data) as { sections: ServiceSection[] };
    const steps = sections.find((block) => block.type === 'numbered-steps');
    const stages = illustrationWords('brand-metamorphosis').stages;
    expect(
      steps?.type === 'numbered-steps' && steps.steps.map(({ title, description }) => ({ title, description })),
    ).toEqual(stages.map((stage) => ({ title: stage.title, description: stage.text })));
  });
});

describe('figures by key', () => {
  it('read as the page writes them', () => {
    const texts = figureTexts({
      claim: '40\u00a0%',
      price: { minKr: 10_000, maxKr: 25_000 },
      effect: { value: '60\u00a0%', label: 'mere engagement' },
      list: [{ value: '20+', label: 'År' }],
      multiple: 3,
    });
    expect(texts).toMatchObject({
      claim: '40\u00a0%',
      price: '10.000\u2060–\u206025.000\u00a0kr.',
      effect: '60\u00a0% mere engagement',
      'effect.value': '60\u00a0%',
      'list.0.label': 'År',
      multiple: '3',
    });
  });

  it('give a figure list, one labelled figure or a bare figure with its given label', () => {
    const figures = {
      list: [
        { value: '1', label: 'a' },
        { value: '2', label: 'b' },
      ],
      bare: '24/7',
    };
    expect(labelledFigures(figures, 'list')).toHaveLength(2);
    expect(labelledFigures(figures, 'list.1', 'c')).toEqual([{ value: '2', label: 'c' }]);
    expect(labelledFigures(figures, 'bare', 'Support')).toEqual([{ value: '24/7', label: 'Support' }]);
    expect(() => labelledFigures(figures, 'bare')).toThrow(/label/);
    expect(() => labelledFigures(figures, 'missing')).toThrow(/missing/);
  });

  it('stop the build on a placeholder that names no figure', () => {
    expect(() => fillCopy({ title: '{productClaims.nothing} hurtigere' }, values)).toThrow(/productClaims\.nothing/);
    expect(fillCopy({ title: '{productClaims.aiGeneration.fasterProduction} hurtigere' }, values).title).toBe(
      '80\u00a0% hurtigere',
    );
  });

  it('hold a typed time span together as the formatter does', () => {
    expect(bindRanges('Kort sigt: 0–6 måneder')).toBe('Kort sigt: 0\u2060–\u20606\u00a0måneder');
    expect(bindRanges('Lang sigt: 18+ måneder')).toBe('Lang sigt: 18+ måneder');
  });
});

describe('bands', () => {
  it('start with every block that does not continue, and take its ground', () => {
    const blocks = [
      { type: 'a', continues: false, tone: 'default' as const },
      { type: 'b', continues: true, tone: 'muted' as const },
      { type: 'c', continues: false, tone: 'muted' as const, weight: 'quiet' as const },
      { type: 'closing' },
    ];
    const bands = groupBands(blocks);
    expect(bands.map((band) => band.blocks.map(({ block }) => block.type))).toEqual([
      ['a', 'b'],
      ['c', 'closing'],
    ]);
    expect(bands.map((band) => [band.tone, band.weight])).toEqual([
      ['default', 'normal'],
      ['muted', 'quiet'],
    ]);
    expect(bands[1]!.blocks.map(({ index }) => index)).toEqual([2, 3]);
  });
});

describe('the sections schema, for the CMS', () => {
  /** Every field of every block, with the label the CMS shows. */
  const fields = (schema: z.core.$ZodType, path: string): { path: string; label?: string }[] => {
    const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
    const label = z.globalRegistry.get(schema as z.ZodType)?.label;
    if (def.type === 'optional' || def.type === 'default') {
      const inner = fields(def.innerType as z.core.$ZodType, path);
      return label ? inner.map((field, i) => (i === 0 ? { ...field, label } : field)) : inner;
    }
    if (def.type === 'array') return [{ path, label }, ...fields(def.element as z.core.$ZodType, `${path}[]`).slice(1)];
    if (def.type === 'object') {
      return [
        { path, label },
        ...Object.entries(def.shape as Record<string, z.core.$ZodType>).flatMap(([key, field]) =>
          fields(field, `${path}.${key}`),
        ),
      ];
    }
    return [{ path, label }];
  };

  it('gives every block and every field a Danish label', () => {
    const unlabelled = serviceSection.options.flatMap((option) =>
      fields(option, option.shape.type.value).filter((field) => !field.label),
    );
    expect(unlabelled).toEqual([]);
  });

  it('labels every field of the hero words and the generic template too', () => {
    const heroFields = serviceHeroSchema.options.flatMap((option) => fields(option, option.shape.family.value));
    const templateFields = fields(serviceTemplateSchema, 'template').slice(1);
    expect(heroFields.length + templateFields.length).toBeGreaterThan(60);
    expect([...heroFields, ...templateFields].filter((field) => !field.label)).toEqual([]);
  });
});
