/**
 * The made-up facts of the fixture build (tests/fixtures/facts/README.md): each file is marked as test data, valid
 * for its schema and obviously fictitious, and no file under content/ carries the fixture's marker.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { companySchema, isValidCvr } from '../../src/schemas/company';
import { figuresSchema } from '../../src/schemas/figures';
import { pricesSchema } from '../../src/schemas/prices';
import { personSchema } from '../../src/schemas/people';
import { referenceSchema } from '../../src/schemas/references';
import { isSampleCallGiven, sampleCallSchema } from '../../src/schemas/sample-call';

const facts = 'tests/fixtures/facts';
const marker = readFileSync(join(facts, 'MARKER'), 'utf8').trim();
/** The key each fixture YAML file carries the marker under: no schema has it, so no page shows it. */
const markerKey = 'testdata';

const filesUnder = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
const yamlIn = (file: string) => parse(readFileSync(join(facts, file), 'utf8')) as Record<string, unknown>;
const entriesIn = (folder: string) =>
  readdirSync(join(facts, folder))
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => yamlIn(join(folder, file)));
/** A media path as the CMS writes it (`/src/assets/…`, `/content/…`) to its file in the facts folder. */
const mediaFile = (path: string) =>
  join(facts, path.replace(/^\/src\/assets\//, 'assets/').replace(/^\/content\//, ''));

describe('the fixture facts', () => {
  it('carry the marker in every file, and no file under content/ does', () => {
    expect(marker).toMatch(/^[A-Z-]{10,}$/);
    const unmarked = filesUnder(facts).filter((file) => !readFileSync(file).includes(marker));
    expect(unmarked).toEqual([]);
    const marked = filesUnder('content').filter((file) => readFileSync(file).includes(marker));
    expect(marked, `made-up facts in content/: ${marked.join(', ')}`).toEqual([]);
  });

  it('keep the marker in a key no schema reads, so a page never shows it', () => {
    for (const schema of [companySchema, personSchema, referenceSchema, sampleCallSchema]) {
      expect(Object.keys(schema.shape)).not.toContain(markerKey);
    }
    for (const file of filesUnder(facts).filter((path) => path.endsWith('.yaml'))) {
      expect(Object.entries(parse(readFileSync(file, 'utf8')))[0], relative(facts, file)).toEqual([markerKey, marker]);
    }
  });

  it('give company facts that pass the build but cannot be a real company', () => {
    const company = companySchema.parse(yamlIn('company.yaml'));
    expect(company.name).toBe('Fynbo AI');
    expect(company.legalName).toContain('(testdata)');
    // Passes modulus 11, yet the register never issues a number starting with 0.
    expect(isValidCvr(company.cvr)).toBe(true);
    expect(company.cvr).toMatch(/^0/);
    expect(company.email).toMatch(/@example\.com$/);
    expect(company.phone.replace(/\D/g, '')).toMatch(/^450/);
    expect(company.address && company.openingHours && company.trialTerms).toBeTruthy();
  });

  it('give two people, one with a photo within the limit', () => {
    const people = entriesIn('people').map((entry) => personSchema.parse(entry));
    expect(people).toHaveLength(2);
    const photos = people.filter((person) => person.photo !== '');
    expect(photos).toHaveLength(1);
    const photo = readFileSync(mediaFile(photos[0]!.photo));
    expect(photo.subarray(1, 4).toString()).toBe('PNG');
    expect(photo.length).toBeLessThanOrEqual(500_000);
  });

  it('give two references, one of them on a service page that exists', () => {
    const references = entriesIn('references').map((entry) => referenceSchema.parse(entry));
    expect(references).toHaveLength(2);
    const services = references.flatMap((reference) => (reference.service ? [reference.service] : []));
    expect(services).toHaveLength(1);
    expect(readdirSync('content/services')).toContain(`${services[0]}.md`);
  });

  it('give figures with each kind of basis, every source fictitious, and the prices as shipped', () => {
    const { figures } = figuresSchema.parse(yamlIn('figures.yaml'));
    const kinds = new Set(figures.map((figure) => ('basis' in figure ? figure.basis.kind : undefined)));
    expect([...kinds].sort()).toEqual(['egen opgørelse', 'kilde', 'mangler']);
    for (const figure of figures) {
      if ('basis' in figure && figure.basis.kind !== 'mangler')
        expect(figure.basis.text, figure.id).toContain('testdata');
      if ('basis' in figure && figure.basis.kind === 'kilde')
        expect(figure.basis.link).toMatch(/^https:\/\/example\.com\//);
    }
    const { testdata: _, ...prices } = yamlIn('prices.yaml');
    expect(pricesSchema.parse(prices)).toEqual(pricesSchema.parse(parse(readFileSync('content/prices.yaml', 'utf8'))));
  });

  it('give a whole sample call, its recording an MP3 under 100 KB', () => {
    const call = sampleCallSchema.parse(yamlIn('sample-call.yaml'));
    expect(isSampleCallGiven(call)).toBe(true);
    const audio = readFileSync(mediaFile(call.audio));
    expect(audio.subarray(0, 3).toString()).toBe('ID3');
    expect(audio.length).toBeLessThan(100_000);
  });
});
