import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Field } from '@sveltia/cms';
import { parse } from 'yaml';
import { cmsCollections, type CmsCollection } from './collections.ts';
import { entryFields } from './config.ts';
import { fieldsOf } from './fields.ts';

/**
 * Every content file the CMS edits, with the fields it edits it by: what `npm run content:format` rewrites in
 * the CMS's form and what tests/unit/content-form.test.ts holds to it. A file of no collection (a README) is not
 * the CMS's and is left alone.
 */
export interface ContentFile {
  /** From the project's root, e.g. `content/pages/home.yaml`. */
  path: string;
  format: 'yaml' | 'frontmatter';
  fields: Field[];
}

/** The front matter's value of one field, or the whole YAML's. */
function fieldValue(text: string, format: ContentFile['format'], name: string): unknown {
  const head = format === 'yaml' ? text : (/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '');
  return (parse(head) as Record<string, unknown> | null)?.[name];
}

function filesOf(collection: CmsCollection, root: string): ContentFile[] {
  if (collection.kind === 'files') {
    return collection.files
      .filter(({ file }) => existsSync(join(root, file)))
      .map(({ file, schema }) => ({ path: file, format: 'yaml', fields: fieldsOf(schema) }));
  }
  const folder = join(root, collection.folder);
  if (!existsSync(folder)) return [];
  const format = collection.extension === 'md' ? 'frontmatter' : 'yaml';
  const fields = entryFields(collection);
  return readdirSync(folder)
    .filter((name) => name.endsWith(`.${collection.extension}`))
    .map((name) => ({ path: `${collection.folder}/${name}`, format, fields }) satisfies ContentFile)
    .filter(
      ({ path }) =>
        !collection.filter ||
        fieldValue(readFileSync(join(root, path), 'utf8'), format, collection.filter.field) === collection.filter.value,
    );
}

/** The content files of every collection, found under `root` (the project's folder). */
export const contentFiles = (root = process.cwd()): ContentFile[] =>
  cmsCollections.flatMap((collection) => filesOf(collection, root));
