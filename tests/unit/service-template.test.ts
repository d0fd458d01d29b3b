import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { cmsYaml } from '../../scripts/content/cms-yaml.mjs';
import { fillCopy } from '../../src/lib/section-copy';
import { placeholdersIn } from '../../src/lib/placeholders';
import { serviceTemplateSchema } from '../../src/schemas/service-template';

/** The generic template's own words (content/service-template.yaml), the same on all 15 generic pages. */
const text = readFileSync(new URL('../../content/service-template.yaml', import.meta.url), 'utf8');
const data = parse(text) as unknown;

describe('the generic service template', () => {
  it('is valid and written as the CMS writes it', () => {
    expect(serviceTemplateSchema.parse(data)).toEqual(data);
    expect(text).toBe(cmsYaml(data));
  });

  it('names only the service and its category, and fills both into a sentence', () => {
    const names = placeholdersIn(JSON.stringify(data));
    expect(new Set(names)).toEqual(new Set(['tjeneste', 'kategori']));
    const filled = fillCopy(serviceTemplateSchema.parse(data), { tjeneste: 'ERP', kategori: 'software' });
    expect(filled.contact.title).toBe('Tal med os om ERP');
    expect(filled.relatedTitle).toBe('Mere inden for software');
    // The meeting's length is held together as the formatter writes it.
    expect(filled.contact.text).toContain('30\u2060–\u206045\u00a0minutter');
  });
});
