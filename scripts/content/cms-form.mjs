// @ts-check
/**
 * A content file in exactly the form the CMS (Sveltia CMS 0.221) writes it on save, so that a save changes only
 * the lines an editor touched (docs/cms.md). As the CMS does (its `serializeContent` and `formatEntryFile`):
 * - keys in the order of the collection's fields, however deep (list items and objects too);
 * - a field the schema does not require is left out while empty (`output.omit_empty_optional_fields`), and a
 *   field left out that has a default gets it (the CMS fills defaults in as it opens an entry);
 * - YAML through `cmsYaml` (the CMS's own call of the `yaml` library);
 * - a Markdown page as `---\n<front matter>\n---\n\n<body>\n`, the body trimmed, and no blank line at all when
 *   the body is empty.
 * A key that is no field of the collection is an error here: the CMS would move it to the end, and the site's
 * schema ignores it.
 */
import { parse } from 'yaml';
import { cmsYaml } from './cms-yaml.mjs';

/**
 * The little of a CMS field this needs (a field of @sveltia/cms's configuration).
 * @typedef {{
 *   name: string, widget?: string, required?: boolean | string[], fields?: CmsField[], field?: CmsField,
 *   types?: { name: string, fields?: CmsField[] }[], typeKey?: string, default?: unknown
 * }} CmsField
 */

/**
 * The fields of several shapes as one list, each name at its first place, and the subfields of a name the
 * shapes share merged the same way: the order in which the CMS writes every item of a typed list (it sorts the
 * whole entry by one list of key paths, a typed list contributing its type key and then each type's fields).
 * @param {readonly (readonly CmsField[])[]} lists
 * @returns {CmsField[]}
 */
function mergedFields(lists) {
  /** @type {Map<string, CmsField[][]>} */
  const byName = new Map();
  for (const field of lists.flat()) {
    const inner = field.types
      ? [{ name: field.typeKey ?? 'type' }, ...mergedFields(field.types.map((type) => type.fields ?? []))]
      : (field.fields ?? (field.field ? [field.field] : []));
    const known = byName.get(field.name);
    if (known) known.push(inner);
    else byName.set(field.name, [inner]);
  }
  return [...byName].map(([name, inners]) => ({ name, fields: mergedFields(inners) }));
}

/**
 * A value's keys, however deep, in the order of the merged fields; keys of no field keep their place after.
 * @param {unknown} value
 * @param {readonly CmsField[]} fields
 * @returns {unknown}
 */
function inMergedOrder(value, fields) {
  if (Array.isArray(value)) return value.map((item) => inMergedOrder(item, fields));
  if (!isObject(value)) return value;
  const object = /** @type {Record<string, unknown>} */ (value);
  /** @type {Record<string, unknown>} */
  const result = {};
  for (const field of fields) {
    if (field.name in object) result[field.name] = inMergedOrder(object[field.name], field.fields ?? []);
  }
  for (const key of Object.keys(object)) if (!(key in result)) result[key] = object[key];
  return result;
}

/** @param {unknown} value */
const isEmpty = (value) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0);

/** @param {unknown} value */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A value with its keys in the fields' order, empty optional fields left out.
 * @param {unknown} value
 * @param {CmsField} field
 * @param {string} where the key path, for the error
 * @returns {unknown}
 */
function ordered(value, field, where) {
  if (field.widget === 'object' && field.types && isObject(value)) {
    // A variable-type object: checked and ordered as one item of a typed list.
    return orderedTyped(/** @type {Record<string, unknown>} */ (value), field, where);
  }
  if (field.widget === 'object' && field.fields && isObject(value)) {
    return orderedObject(/** @type {Record<string, unknown>} */ (value), field.fields, where);
  }
  if (field.widget === 'list' && Array.isArray(value)) {
    if (field.types) {
      // A typed list: each item checked by its own type's fields, then ordered as the CMS orders every item.
      return value.map((item, index) =>
        isObject(item) ? orderedTyped(/** @type {Record<string, unknown>} */ (item), field, `${where}.${index}`) : item,
      );
    }
    if (field.fields) {
      const fields = field.fields;
      return value.map((item, index) =>
        isObject(item)
          ? orderedObject(/** @type {Record<string, unknown>} */ (item), fields, `${where}.${index}`)
          : item,
      );
    }
    if (field.field) {
      const itemField = field.field;
      return value.map((item, index) => ordered(item, itemField, `${where}.${index}`));
    }
  }
  return value;
}

/**
 * One value of several shapes (a typed list's item, a variable-type object): checked by its own type's fields,
 * then ordered as the CMS orders every value of the field (its type key, then every type's fields merged).
 * @param {Record<string, unknown>} record
 * @param {CmsField} field
 * @param {string} where
 */
function orderedTyped(record, field, where) {
  const { types = [], typeKey = 'type' } = field;
  const type = types.find((candidate) => candidate.name === record[typeKey]);
  if (!type) throw new Error(`${where}: ${String(record[typeKey])} is no type of this field`);
  const checked = orderedObject(record, [{ name: typeKey }, ...(type.fields ?? [])], where);
  return inMergedOrder(checked, mergedFields([[{ name: typeKey }], ...types.map((option) => option.fields ?? [])]));
}

/**
 * @param {Record<string, unknown>} object
 * @param {readonly CmsField[]} fields
 * @param {string} where
 */
function orderedObject(object, fields, where) {
  const names = new Set(fields.map((field) => field.name));
  const unknown = Object.keys(object).filter((key) => !names.has(key));
  if (unknown.length > 0) {
    throw new Error(`${where}: ${unknown.join(', ')} ${unknown.length > 1 ? 'are no fields' : 'is no field'} here`);
  }
  /** @type {Record<string, unknown>} */
  const result = {};
  for (const field of fields) {
    // A field left out that has a default: the CMS fills the default in when it opens the entry, and writes it.
    if (!(field.name in object) && field.default === undefined) continue;
    const value = ordered(field.name in object ? object[field.name] : field.default, field, `${where}.${field.name}`);
    if (field.required === false && isEmpty(value)) continue;
    result[field.name] = value;
  }
  return result;
}

/** The CMS's split of a Markdown file: the front matter, and the body after the line that ends it. */
const frontMatter = /^---\n(?<head>[\s\S]*?)\n---(?:\n(?<body>[\s\S]*))?$/;

/**
 * The file's text as the CMS would save it.
 * @param {{ text: string, fields: readonly CmsField[], format: 'yaml' | 'frontmatter', path: string }} file
 * @returns {string}
 */
export function cmsForm({ text, fields, format, path }) {
  if (format === 'yaml') return cmsYaml(orderedObject(parse(text) ?? {}, fields, path));
  const parts = frontMatter.exec(text)?.groups;
  if (!parts) throw new Error(`${path}: no front matter between two --- lines`);
  const data = parse(parts.head ?? '') ?? {};
  const body = (parts.body ?? '').replace(/^\n/, '').trim();
  // The body is a field of the collection, written under the front matter rather than in it.
  const head = cmsYaml(
    orderedObject(
      data,
      fields.filter((field) => field.name !== 'body'),
      path,
    ),
  ).trimEnd();
  return `---\n${head}\n---\n${body ? `\n${body}\n` : ''}`;
}
