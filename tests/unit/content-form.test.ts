import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cmsForm, type CmsField } from '../../scripts/content/cms-form.mjs';
import { contentFiles } from '../../src/cms/content-files';

/**
 * Content files are stored exactly as the CMS writes them (docs/cms.md), so an editor's save changes only the
 * lines they edited: `npm run content:format` rewrites a file edited by hand into that form.
 */
const files = contentFiles();

/** How many entries a folder of content/ holds: no test counts the services by hand (README: add a service page). */
const entriesIn = (folder: string) =>
  readdirSync(`content/${folder}`).filter((name) => /\.(md|yaml)$/.test(name)).length;

describe('content files', () => {
  it('are found for every collection the CMS edits', () => {
    const paths = files.map((file) => file.path);
    const services = entriesIn('services');
    expect(services).toBeGreaterThanOrEqual(27);
    expect(paths.filter((path) => path.startsWith('content/services/'))).toHaveLength(services);
    // Every service has its hero drawing.
    expect(paths.filter((path) => path.startsWith('content/service-heroes/'))).toHaveLength(services);
    expect(paths.filter((path) => path.startsWith('content/pages/'))).toHaveLength(entriesIn('pages'));
    expect(paths).toEqual(
      expect.arrayContaining(['content/company.yaml', 'content/sample-call.yaml', 'content/service-template.yaml']),
    );
    // No README is an entry.
    expect(paths.filter((path) => !/\.(md|yaml)$/.test(path))).toEqual([]);
  });

  it.each(files.map((file) => [file.path, file] as const))('%s is in the form the CMS writes', (_, file) => {
    const text = readFileSync(file.path, 'utf8');
    expect(cmsForm({ text, fields: file.fields, format: file.format, path: file.path }), 'npm run content:format').toBe(
      text,
    );
  });
});

describe("the CMS's form", () => {
  const fields: CmsField[] = [
    { name: 'title' },
    { name: 'note', required: false },
    {
      name: 'items',
      widget: 'list',
      fields: [{ name: 'title' }, { name: 'text', required: false }],
    },
    { name: 'body', widget: 'markdown' },
  ];
  const form = (text: string, format: 'yaml' | 'frontmatter' = 'yaml') =>
    cmsForm({ text, fields, format, path: 'content/x' });

  it('orders keys as the fields, in list items too, and leaves empty optional fields out', () => {
    expect(form("items:\n  - text: ''\n    title: \"B\"\nnote: ''\ntitle: A\n")).toBe(
      'title: A\nitems:\n  - title: B\n',
    );
  });

  it('quotes only where YAML needs it', () => {
    expect(form('title: "Sådan: med kolon"\n')).toBe("title: 'Sådan: med kolon'\n");
    expect(form('title: "+45 70 20 30 40"\n')).toBe('title: +45 70 20 30 40\n');
  });

  it("orders a typed list as the CMS does: the type key, then every type's fields in one merged order", () => {
    const blocks: CmsField[] = [
      {
        name: 'blocks',
        widget: 'list',
        typeKey: 'type',
        types: [
          { name: 'card', fields: [{ name: 'title' }, { name: 'points' }] },
          { name: 'row', fields: [{ name: 'title' }, { name: 'text' }, { name: 'points', required: false }] },
        ],
      },
    ];
    const typed = (text: string) => cmsForm({ text, fields: blocks, format: 'yaml', path: 'content/x' });
    // `row` declares text before points, but `card` placed points first: every item follows the merged order.
    expect(typed('blocks:\n  - text: T\n    points: P\n    title: A\n    type: row\n')).toBe(
      'blocks:\n  - type: row\n    title: A\n    points: P\n    text: T\n',
    );
    expect(() => typed('blocks:\n  - type: table\n')).toThrow(/table is no type/);
    expect(() => typed('blocks:\n  - type: card\n    text: T\n')).toThrow(/text is no field/);
  });

  it('orders by the key paths of the leaves, as the CMS does: a list of objects where its items’ fields first stand', () => {
    const blocks: CmsField[] = [
      {
        name: 'blocks',
        widget: 'list',
        types: [
          // `columns` is a number here and a list of objects below: its items' fields come after `caption`.
          { name: 'grid', fields: [{ name: 'columns' }] },
          {
            name: 'table',
            fields: [{ name: 'caption' }, { name: 'columns', widget: 'list', fields: [{ name: 'title' }] }],
          },
        ],
      },
      // An object of several kinds: its type key, then every kind's fields in turn.
      {
        name: 'drawing',
        widget: 'object',
        types: [
          { name: 'board', fields: [{ name: 'title' }, { name: 'tasks' }] },
          { name: 'chat', fields: [{ name: 'subject' }, { name: 'title' }] },
        ],
      },
    ];
    const form = (text: string) => cmsForm({ text, fields: blocks, format: 'yaml', path: 'content/x' });
    expect(form('blocks:\n  - type: table\n    columns:\n      - title: A\n    caption: C\n')).toBe(
      'blocks:\n  - type: table\n    caption: C\n    columns:\n      - title: A\n',
    );
    expect(form('drawing:\n  subject: S\n  title: T\n  type: chat\n')).toBe(
      'drawing:\n  type: chat\n  title: T\n  subject: S\n',
    );
    expect(() => form('drawing:\n  type: map\n')).toThrow(/map is no type/);
  });

  it('fills in a left-out field that has a default, as the CMS does when it opens the entry', () => {
    const withDefault: CmsField[] = [
      { name: 'title' },
      { name: 'tone', required: false, default: 'default' },
      { name: 'tags', widget: 'list', required: false, default: [] },
    ];
    expect(cmsForm({ text: 'title: A\n', fields: withDefault, format: 'yaml', path: 'content/x' })).toBe(
      'title: A\ntone: default\n',
    );
  });

  it('writes a Markdown page as front matter, a blank line and the trimmed body', () => {
    expect(form('---\ntitle: "A"\n---\nFørste afsnit.\n\nAndet afsnit.\n\n\n', 'frontmatter')).toBe(
      '---\ntitle: A\n---\n\nFørste afsnit.\n\nAndet afsnit.\n',
    );
    expect(form('---\ntitle: A\n---\n', 'frontmatter')).toBe('---\ntitle: A\n---\n');
  });

  it('refuses a key that is no field', () => {
    expect(() => form('title: A\ncolour: red\n')).toThrow('content/x: colour is no field here');
  });
});
