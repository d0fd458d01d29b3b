// @ts-check
/**
 * A content file in exactly the form the CMS (Sveltia CMS 0.221) writes it on save, so that a save changes only
 * the lines an editor touched (docs/cms.md). As the CMS does (its `serializeContent` and `formatEntryFile`):
 * - keys in the order of the collection's fields, however deep (list items and objects too), as the CMS sorts
 *   them: by the key paths of their leaves (`inCmsOrder`);
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
 * The CMS's list of key paths (its `n2`): every field in order, depth first, a list's items as `*`, a field of
 * several shapes with its type key and then every shape's fields in turn. A key path may repeat; the first counts.
 * @param {readonly CmsField[]} fields
 * @param {string} [prefix]
 * @param {string[]} [paths]
 * @returns {string[]}
 */
function keyPaths(fields, prefix = '', paths = []) {
  for (const field of fields) {
    const path = `${prefix}${field.name}`;
    paths.push(path);
    const list = field.widget === 'list';
    if (!list && field.widget !== 'object') continue;
    const inner = list ? `${path}.*.` : `${path}.`;
    if (field.fields) keyPaths(field.fields, inner, paths);
    else if (field.types) {
      paths.push(`${inner}${field.typeKey ?? 'type'}`);
      for (const type of field.types) keyPaths(type.fields ?? [], inner, paths);
    } else if (list) {
      if (field.field) keyPaths([{ ...field.field, name: '*' }], `${path}.`, paths);
      else paths.push(`${path}.*`);
    }
  }
  return paths;
}

/**
 * A value's leaves by key path (`sections.3.caption`), in the value's own order.
 * @param {unknown} value
 * @param {string} prefix
 * @param {Map<string, unknown>} leaves
 * @returns {Map<string, unknown>}
 */
function flatten(value, prefix = '', leaves = new Map()) {
  const entries = Array.isArray(value)
    ? value.map((item, index) => /** @type {const} */ ([String(index), item]))
    : isObject(value)
      ? Object.entries(/** @type {Record<string, unknown>} */ (value))
      : undefined;
  if (!entries || entries.length === 0) {
    if (prefix) leaves.set(prefix, value);
  } else for (const [key, item] of entries) flatten(item, prefix ? `${prefix}.${key}` : key, leaves);
  return leaves;
}

/** Key paths compared as the CMS compares them: numbers by value. */
const byKeyPath = (/** @type {string} */ a, /** @type {string} */ b) => a.localeCompare(b, 'en', { numeric: true });

/**
 * A value with its keys, however deep, in the order the CMS writes them (its `serializeContent`): its leaves
 * taken in the order of the fields' key paths, each path's matches (`sections.*.title`) in index order, the rest
 * after; then put together again, each object's keys in the order their first leaves were taken.
 * @param {Record<string, unknown>} value
 * @param {readonly CmsField[]} fields
 * @returns {Record<string, unknown>}
 */
function inCmsOrder(value, fields) {
  const left = flatten(value);
  /** @type {string[]} */
  const taken = [];
  const take = (/** @type {string} */ key) => {
    taken.push(key);
    left.delete(key);
  };
  for (const path of keyPaths(fields)) {
    if (left.has(path)) {
      take(path);
      continue;
    }
    const pattern = new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '\\d+')}$`);
    [...left.keys()]
      .filter((key) => pattern.test(key))
      .sort(byKeyPath)
      .forEach(take);
  }
  [...left.keys()].sort(byKeyPath).forEach(take);
  const leaves = flatten(value);
  /** @type {Record<string, unknown>} */
  const result = {};
  for (const key of taken) {
    const parts = key.split('.');
    /** @type {any} */
    let target = result;
    /** @type {any} */
    let source = value;
    parts.forEach((part, index) => {
      source = source?.[part];
      if (index === parts.length - 1) target[part] = leaves.get(key);
      else {
        target[part] ??= Array.isArray(source) ? [] : {};
        target = target[part];
      }
    });
  }
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
 * One value of several shapes (a typed list's item, a variable-type object): checked by its own type's fields
 * (the whole entry is then put in the CMS's order, `inCmsOrder`).
 * @param {Record<string, unknown>} record
 * @param {CmsField} field
 * @param {string} where
 */
function orderedTyped(record, field, where) {
  const { types = [], typeKey = 'type' } = field;
  const type = types.find((candidate) => candidate.name === record[typeKey]);
  if (!type) throw new Error(`${where}: ${String(record[typeKey])} is no type of this field`);
  return orderedObject(record, [{ name: typeKey }, ...(type.fields ?? [])], where);
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
  if (format === 'yaml') return cmsYaml(inCmsOrder(orderedObject(parse(text) ?? {}, fields, path), fields));
  const parts = frontMatter.exec(text)?.groups;
  if (!parts) throw new Error(`${path}: no front matter between two --- lines`);
  const data = parse(parts.head ?? '') ?? {};
  const body = (parts.body ?? '').replace(/^\n/, '').trim();
  // The body is a field of the collection, written under the front matter rather than in it.
  const headFields = fields.filter((field) => field.name !== 'body');
  const head = cmsYaml(inCmsOrder(orderedObject(data, headFields, path), headFields)).trimEnd();
  return `---\n${head}\n---\n${body ? `\n${body}\n` : ''}`;
}
