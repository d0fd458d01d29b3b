import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cmsForm, type CmsField } from '../../scripts/content/cms-form.mjs';
import { contentFiles } from '../../src/cms/content-files';

/**
 * Content files are stored exactly as the CMS writes them (docs/cms.md), so an editor's save changes only the
 * lines they edited: `npm run content:format` rewrites a file edited by hand into that form.
 */
const files = contentFiles();

describe('content files', () => {
  it('are found for every collection the CMS edits', () => {
    const paths = files.map((file) => file.path);
    expect(paths.filter((path) => path.startsWith('content/services/'))).toHaveLength(15);
    expect(paths.filter((path) => path.startsWith('content/pages/'))).toHaveLength(9);
    expect(paths).toEqual(expect.arrayContaining(['content/company.yaml', 'content/sample-call.yaml']));
    // A bespoke service (MDX) is not the CMS's yet, and no README is an entry.
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
