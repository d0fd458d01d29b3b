import type { CmsConfig, Collection, Field } from '@sveltia/cms';
import { cmsCollections, type CmsCollection, type FolderCollection } from './collections.ts';
import { fieldsOf } from './fields.ts';
import type { CmsSettings } from './settings.ts';

/**
 * The CMS's whole configuration, generated: the backend from the build's settings (./settings.ts), every
 * collection from the registry (./collections.ts) and every field from its zod schema (./fields.ts). The admin
 * page hands it to the CMS as it starts (src/cms/admin.ts); no config.yml exists to drift from the schemas.
 */

/**
 * The Markdown body of a page. Only what the page shows as prose: no headings (the section has its own), no
 * images, tables or code (the site styles none of them there).
 */
const bodyField = ({ label, hint }: NonNullable<FolderCollection['body']>): Field => ({
  name: 'body',
  label,
  hint,
  widget: 'markdown',
  buttons: ['bold', 'italic', 'link', 'bulleted-list', 'numbered-list'],
  editor_components: [],
});

/** A collection's uploads: stored under its folder of the repository, and named in the entry by that path. */
const media = (collection: CmsCollection) =>
  collection.media ? { media_folder: `/${collection.media.folder}`, public_folder: `/${collection.media.folder}` } : {};

/** A select field's choices under their Danish names, where the collection gives them; the file keeps the id. */
function named(field: Field, names: Record<string, string> | undefined): Field {
  if (!names || field.widget !== 'select') return field;
  // The generator writes a select's options as the enum's values (./fields.ts).
  const values = field.options as string[];
  return { ...field, options: values.map((value) => ({ label: names[value] ?? value, value })) };
}

/** The fields of a folder collection's entries, its body last (the CMS writes the body under the front matter). */
export const entryFields = (collection: FolderCollection): Field[] => [
  ...fieldsOf(collection.schema).map((field) => named(field, collection.choices?.[field.name])),
  ...(collection.body ? [bodyField(collection.body)] : []),
];

function toCollection(collection: CmsCollection): Collection {
  const words = {
    name: collection.name,
    label: collection.label,
    ...(collection.singular ? { label_singular: collection.singular } : {}),
    description: collection.description,
    ...media(collection),
  };
  if (collection.kind === 'files') {
    return {
      ...words,
      format: 'yaml',
      files: collection.files.map(({ name, label, file, schema }) => ({ name, label, file, fields: fieldsOf(schema) })),
    };
  }
  return {
    ...words,
    folder: collection.folder,
    extension: collection.extension,
    format: collection.extension === 'md' ? 'frontmatter' : 'yaml',
    ...(collection.filter ? { filter: collection.filter } : {}),
    identifier_field: collection.identifier,
    create: true,
    delete: true,
    fields: entryFields(collection),
  };
}

export interface CmsConfigOptions {
  /** The company's name, for the admin's title. */
  companyName: string;
  /** The collections to configure; the registry by default. */
  collections?: readonly CmsCollection[];
}

export function cmsConfig(
  settings: CmsSettings,
  { companyName, collections = cmsCollections }: CmsConfigOptions,
): CmsConfig {
  return {
    // Everything is here: the CMS must not fetch a config.yml.
    load_config_file: false,
    backend: settings.backend,
    publish_mode: settings.publishMode,
    app_title: `${companyName} – redigering`,
    // The site's own logo, from the site itself (the CMS's default is fetched from a data: URL).
    logo: { src: '/favicon.svg' },
    // Entries link to no preview of a page: the site is built after a change is published.
    show_preview_links: false,
    // Danish letters in a new entry's file name become ASCII (`æ` → `ae`), as the site's other file names are.
    slug: { encoding: 'ascii', clean_accents: true },
    // Uploads go to each collection's own folder; stock photo services would reach hosts outside the site.
    media_folder: '/src/assets/cms',
    media_libraries: { stock_assets: false },
    // A field left empty that the site does not require is left out of the file, as the schemas read it.
    output: { omit_empty_optional_fields: true },
    collections: collections.map(toCollection),
  };
}
