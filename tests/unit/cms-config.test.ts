import { readdirSync, readFileSync } from 'node:fs';
import type { Collection, CollectionFile, Field } from '@sveltia/cms';
import { describe, expect, it } from 'vitest';
import { cmsConfig } from '../../src/cms/config';
import { adminCsp, cmsSettings, cmsVariables } from '../../src/cms/settings';
import { serviceCategories } from '../../src/config/site';
import { pageSchemas } from '../../src/schemas/pages';

/**
 * The CMS's configuration is generated from the content schemas (src/cms/): these check the mapping on the real
 * schemas, so an editor is held to what the build accepts, field by field, in Danish.
 */
const config = cmsConfig(cmsSettings({ CMS_BACKEND: 'test-repo' })!, { companyName: 'Testfirma' });
const collections = (config.collections ?? []) as Collection[];
const collection = (name: string) => collections.find((item) => item.name === name)!;
const filesOf = (name: string) => (collection(name) as { files: CollectionFile[] }).files;
const fieldsOf = (name: string) => (collection(name) as { fields: Field[] }).fields;
const fileFields = (name: string, file = name) => filesOf(name).find((item) => item.name === file)!.fields;
/** One field by name, and its settings as a plain record (the union of field types has no common shape). */
const fieldIn = (fields: readonly Field[] | undefined, name: string) =>
  fields?.find((field) => field.name === name) as Record<string, unknown> & Field;

/** Every field, however deep: in objects, in list items and in each type of a typed list. */
const allFields = (fields: readonly Field[]): Field[] =>
  fields.flatMap((field) => {
    const {
      fields: inner,
      field: item,
      types,
    } = field as { fields?: Field[]; field?: Field; types?: { fields?: Field[] }[] };
    return [
      field,
      ...(inner ? allFields(inner) : []),
      ...(item ? allFields([item]) : []),
      ...(types ?? []).flatMap((type) => allFields(type.fields ?? [])),
    ];
  });

describe('the CMS configuration', () => {
  it('has the collections in one list, each with a Danish label and description', () => {
    expect(collections.map((item) => item.name)).toEqual([
      'services',
      'services-bespoke',
      'service-heroes',
      'service-template',
      'pages',
      'references',
      'people',
      'company',
      'figures',
      'prices',
      'sample-call',
    ]);
    for (const item of collections) {
      expect(item.label, item.name).toMatch(/^\p{Lu}/u);
      expect(item.description, item.name).toMatch(/\.$/);
    }
    expect(config.load_config_file).toBe(false);
  });

  it('gives every field a Danish label', () => {
    const fields = collections.flatMap((item) =>
      'files' in item ? item.files.flatMap((file) => allFields(file.fields)) : allFields(item.fields),
    );
    expect(fields.length).toBeGreaterThan(50);
    for (const field of fields) expect(field.label, field.name).toMatch(/^\p{Lu}/u);
  });

  it('maps the company facts: required, lengths and patterns with their Danish messages', () => {
    const fields = fileFields('company');
    expect(filesOf('company')[0]!.file).toBe('content/company.yaml');
    expect(fields.map((field) => field.name)).toEqual([
      'name',
      'legalName',
      'cvr',
      'address',
      'email',
      'phone',
      'openingHours',
      'trialTerms',
    ]);
    expect(fieldIn(fields, 'name')).toMatchObject({
      widget: 'string',
      label: 'Firmanavn',
      minlength: 2,
      maxlength: 60,
    });
    expect(fieldIn(fields, 'name').required).toBeUndefined();
    expect(fieldIn(fields, 'legalName')).toMatchObject({ required: false, maxlength: 120 });
    expect(fieldIn(fields, 'cvr')).toMatchObject({
      required: false,
      pattern: ['^(\\d{8})?$', 'CVR-nummeret skal være 8 cifre'],
    });
    expect(fieldIn(fields, 'email').pattern).toEqual([expect.stringContaining('@'), 'Skriv en gyldig e-mailadresse']);
    expect(fieldIn(fields, 'phone')).toMatchObject({
      pattern: ['^\\+?[\\d ]{8,16}$', expect.stringMatching(/^Skriv/)],
    });
    expect(fieldIn(fields, 'trialTerms')).toMatchObject({ widget: 'text', maxlength: 600 });
  });

  it('maps a generic service: hidden template, choices, an integer, lists with their least sizes, a body', () => {
    const services = collection('services') as Collection & Record<string, unknown>;
    expect(services).toMatchObject({
      folder: 'content/services',
      extension: 'md',
      format: 'frontmatter',
      filter: { field: 'template', value: 'generic' },
      create: true,
    });
    const fields = fieldsOf('services');
    expect(fieldIn(fields, 'template')).toMatchObject({ widget: 'hidden', default: 'generic' });
    expect(fieldIn(fields, 'summary')).toMatchObject({ widget: 'string', minlength: 10, maxlength: 70 });
    expect(fieldIn(fields, 'description')).toMatchObject({ widget: 'text', minlength: 50, maxlength: 170 });
    // The file keeps the category's id; the editor chooses it by the name the menu shows.
    expect(fieldIn(fields, 'category')).toMatchObject({
      widget: 'select',
      options: serviceCategories.map(({ id, title }) => ({ label: title, value: id })),
    });
    expect(fieldIn(fields, 'icon').options).toContain('boxes');
    expect(fieldIn(fields, 'order')).toEqual(expect.objectContaining({ widget: 'number', value_type: 'int', min: 0 }));
    expect(fieldIn(fields, 'order').max).toBeUndefined();
    expect(fieldIn(fields, 'features')).toMatchObject({ widget: 'list', min: 6 });
    expect(fieldIn(fields, 'benefits')).toMatchObject({ widget: 'list', min: 4 });
    const point = fieldIn(fields, 'useCases').fields as Field[];
    expect(point.map((field) => field.name)).toEqual(['title', 'description']);
    expect(fieldIn(point, 'description')).toMatchObject({ widget: 'text', minlength: 10 });
    expect(fields.at(-1)).toMatchObject({ name: 'body', widget: 'markdown', editor_components: [] });
  });

  it('edits each page in its own file with its own schema', () => {
    const pages = filesOf('pages');
    expect(pages.map((page) => page.name)).toEqual(Object.keys(pageSchemas));
    expect(pages.find((page) => page.name === 'home')!.file).toBe('content/pages/home.yaml');
    const home = fileFields('pages', 'home');
    expect(fieldIn(home, 'page')).toMatchObject({ widget: 'hidden', default: 'home' });
    expect(fieldIn(home, 'title')).toMatchObject({ label: 'Overskrift', minlength: 10, maxlength: 120 });
    expect(fieldIn(home, 'metaDescription')).toMatchObject({ widget: 'text', minlength: 50, maxlength: 220 });
    const hero = fieldIn(home, 'hero');
    expect(hero.widget).toBe('object');
    expect(fieldIn(hero.fields as Field[], 'intro')).toMatchObject({ widget: 'text', minlength: 20, maxlength: 300 });
  });

  it('stores photos and recordings in the repository, with their types and largest sizes', () => {
    expect(collection('people')).toMatchObject({
      folder: 'content/people',
      extension: 'yaml',
      format: 'yaml',
      media_folder: '/src/assets/people',
      public_folder: '/src/assets/people',
    });
    const people = fieldsOf('people');
    expect(fieldIn(people, 'photo')).toMatchObject({
      widget: 'image',
      required: false,
      accept: 'image/jpeg,image/png,image/webp',
      media_libraries: { default: { config: { max_file_size: 500_000 } } },
    });
    expect(fieldIn(people, 'consentDate')).toMatchObject({ widget: 'datetime', time_format: false });
    expect(fieldIn(people, 'order')).toMatchObject({ required: false, default: 0 });

    expect(collection('sample-call')).toMatchObject({ media_folder: '/content/sample-call' });
    const call = fileFields('sample-call');
    expect(fieldIn(call, 'audio')).toMatchObject({
      widget: 'file',
      accept: 'audio/mpeg',
      media_libraries: { default: { config: { max_file_size: 5_000_000 } } },
    });
    const transcript = fieldIn(call, 'transcript');
    expect(transcript).toMatchObject({ widget: 'list', required: false });
    expect(fieldIn(transcript.fields as Field[], 'speaker')).toMatchObject({
      widget: 'select',
      options: ['agent', 'caller'],
    });
    expect(fieldIn(call, 'recordedOn')).toMatchObject({ widget: 'datetime', required: false });
    for (const item of collections) expect(JSON.stringify(item)).not.toContain('public/');
  });

  it('maps a reference: objects in objects, an optional service', () => {
    const fields = fieldsOf('references');
    const person = fieldIn(fields, 'person');
    expect(person.widget).toBe('object');
    expect((person.fields as Field[]).map((field) => field.name)).toEqual(['name', 'role']);
    expect(fieldIn(fields, 'quote')).toMatchObject({ widget: 'text', minlength: 20, maxlength: 400 });
    expect(fieldIn(fields, 'service')).toMatchObject({ required: false });
  });
});

describe('the CMS settings', () => {
  it('write no admin without CMS_BACKEND, and stop at a wrong one', () => {
    expect(cmsSettings({})).toBeUndefined();
    expect(cmsSettings({ CMS_BACKEND: ' ' })).toBeUndefined();
    expect(() => cmsSettings({ CMS_BACKEND: 'decap' })).toThrow(/CMS_BACKEND must be one of/);
    expect(() => cmsSettings({ CMS_BACKEND: 'github' })).toThrow(/needs CMS_REPO/);
    expect(() => cmsSettings({ CMS_BACKEND: 'gitlab', CMS_REPO: 'a/b', CMS_BASE_URL: 'http://x' })).toThrow(
      /CMS_BASE_URL must be an https/,
    );
  });

  it('use the editorial workflow where the backend has it, and PKCE where an app id is given', () => {
    const github = cmsSettings({
      CMS_BACKEND: 'github',
      CMS_REPO: 'fynbo/site',
      CMS_BASE_URL: 'https://auth.example.dk',
    })!;
    expect(github.backend).toEqual({
      name: 'github',
      repo: 'fynbo/site',
      branch: 'main',
      base_url: 'https://auth.example.dk',
    });
    expect(github.publishMode).toBe('editorial_workflow');
    const gitlab = cmsSettings({ CMS_BACKEND: 'gitlab', CMS_REPO: 'fynbo/site', CMS_APP_ID: 'abc' })!;
    expect(gitlab.backend).toMatchObject({ name: 'gitlab', auth_type: 'pkce', app_id: 'abc' });
    expect(gitlab.publishMode).toBe('editorial_workflow');
    const gitea = cmsSettings({
      CMS_BACKEND: 'gitea',
      CMS_REPO: 'fynbo/site',
      CMS_BRANCH: 'redigering',
      CMS_BASE_URL: 'https://git.example.dk',
      CMS_API_ROOT: 'https://git.example.dk/api/v1',
      CMS_APP_ID: 'xyz',
    })!;
    expect(gitea.backend).toMatchObject({ name: 'gitea', branch: 'redigering', app_id: 'xyz' });
    expect(gitea.publishMode).toBe('simple');
    expect(cmsConfig(gitea, { companyName: 'X' }).publish_mode).toBe('simple');
  });

  it('are the variables docs/cms.md lists', () => {
    const documented = [...readFileSync('docs/cms.md', 'utf8').matchAll(/^\| `(CMS_\w+)`/gm)].map((match) => match[1]);
    expect(documented).toEqual(Object.keys(cmsVariables));
    expect(() => cmsSettings({ CMS_BACKEND: 'github', CMS_REPO: 'a/b', CMS_BASE_URL: 'auth.example.dk' })).toThrow(
      /CMS_BASE_URL must be an https/,
    );
  });

  it("allow the admin page no host but the git host's", () => {
    const csp = (env: Parameters<typeof cmsSettings>[0]) => adminCsp(cmsSettings(env)!);
    expect(csp({ CMS_BACKEND: 'test-repo' })).toContain("connect-src 'self' data: blob:;");
    expect(csp({ CMS_BACKEND: 'test-repo' })).toMatch(/script-src 'self';.*style-src 'self' 'unsafe-inline';/);
    const github = csp({ CMS_BACKEND: 'github', CMS_REPO: 'a/b', CMS_BASE_URL: 'https://auth.example.dk' });
    expect(github).toContain("connect-src 'self' data: blob: https://api.github.com https://www.githubstatus.com;");
    expect(github).not.toContain('auth.example.dk');
    const forgejo = csp({
      CMS_BACKEND: 'gitea',
      CMS_REPO: 'a/b',
      CMS_BASE_URL: 'https://git.example.dk',
      CMS_API_ROOT: 'https://git.example.dk/api/v1',
    });
    expect(forgejo).toContain("connect-src 'self' data: blob: https://git.example.dk;");
    expect(forgejo).not.toContain('gitea.com');
  });
});

describe('the bespoke service pages in the CMS', () => {
  const sections = fieldIn(fieldsOf('services-bespoke'), 'sections') as Record<string, unknown> & {
    types: { name: string; label: string; fields: Field[] }[];
  };

  it('edit their sections as a list of typed blocks, one type per block shape, each with a Danish name', () => {
    expect(collection('services-bespoke')).toMatchObject({
      folder: 'content/services',
      filter: { field: 'template', value: 'bespoke' },
      format: 'frontmatter',
    });
    expect(sections).toMatchObject({ widget: 'list', typeKey: 'type', min: 1 });
    expect(sections.types.map((type) => type.name)).toEqual(
      expect.arrayContaining(['assistant', 'showcase', 'numbered-steps', 'savings', 'details', 'closing']),
    );
    for (const type of sections.types) {
      expect(type.label, type.name).toMatch(/^\p{Lu}/u);
      expect(type.fields.map((field) => field.name)).not.toContain('type');
    }
  });

  it("offer a grid's columns as a choice of numbers and a block's ground as a choice of two", () => {
    const points = sections.types.find((type) => type.name === 'points')!.fields;
    expect(fieldIn(points, 'columns')).toMatchObject({
      widget: 'select',
      options: [
        { label: '2', value: 2 },
        { label: '3', value: 3 },
      ],
      default: 3,
    });
    expect(fieldIn(points, 'tone')).toMatchObject({ widget: 'select', options: ['default', 'muted'] });
  });

  it("edit an illustration's words as an object of one of its kinds, each kind with its own Danish fields", () => {
    const showcase = sections.types.find((type) => type.name === 'showcase')!.fields;
    const illustration = fieldIn(showcase, 'illustration') as Record<string, unknown> & {
      types: { name: string; label: string; fields: Field[] }[];
    };
    expect(illustration).toMatchObject({ widget: 'object', typeKey: 'type', label: 'Illustration' });
    expect(illustration.types.map((type) => type.name)).toEqual(
      expect.arrayContaining(['agile-board', 'automation-diagram', 'chatbot-conversation', 'website-builder']),
    );
    for (const type of illustration.types) {
      expect(type.label, type.name).toMatch(/^\p{Lu}/u);
      expect(type.fields.map((field) => field.name)).toContain('subject');
    }
    const board = illustration.types.find((type) => type.name === 'agile-board')!.fields;
    expect(fieldIn(board, 'columns')).toMatchObject({ widget: 'list', min: 4, max: 4 });
    expect(fieldIn(board, 'tasks')).toMatchObject({ widget: 'list', label: 'Opgaver' });
  });

  it("edit each service's hero drawing with its own composition's fields", () => {
    const heroes = filesOf('service-heroes');
    // One drawing per service entry, however many there are.
    expect(heroes).toHaveLength(readdirSync('content/services').filter((name) => name.endsWith('.md')).length);
    const phone = heroes.find((file) => file.name === 'ai-telefonassistent')!;
    expect(phone).toMatchObject({
      label: 'AI-telefonassistent',
      file: 'content/service-heroes/ai-telefonassistent.yaml',
    });
    // The phone assistant's hero is the working demo phone: a composition without words of its own.
    expect(phone.fields.map((field) => field.name)).toEqual(['family']);
    expect(fieldIn(phone.fields, 'family')).toMatchObject({ widget: 'hidden', default: 'live-phone' });
    const chatbot = heroes.find((file) => file.name === 'ai-agent')!;
    expect(chatbot.fields.map((field) => field.name)).toEqual(['family', 'title', 'status', 'sources', 'handover']);
    expect(fieldIn(chatbot.fields, 'family')).toMatchObject({ widget: 'hidden', default: 'knowledge' });
  });
});
