import type { Field } from '@sveltia/cms';
import { z } from 'astro/zod';

/**
 * A content schema's fields as the CMS (Sveltia) edits them, read from the schema itself: its JSON Schema
 * (`z.toJSONSchema` keeps each field's `.meta()`) gives the rules, the meta gives the Danish words. A field the
 * schema requires is required in the editor, and the editor refuses what the build would refuse: lengths, the
 * choices of an enum, a pattern with its Danish message, the number of items in a list.
 */

/** One node of the JSON Schema, with the meta of src/schemas/zod-meta.d.ts and the two marks added below. */
interface Node {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  /** A union: a typed list's item (objects told apart by a constant field) or a choice of numbers. */
  oneOf?: Node[];
  anyOf?: Node[];
  label?: string;
  hint?: string;
  widget?: z.core.GlobalMeta['widget'];
  accept?: readonly string[];
  maxBytes?: number;
  /** The Danish message of the pattern's check (set by `marks`). */
  patternMessage?: string;
}

/** zod's largest integer: a bound zod adds to `.int()` by itself, which no editor needs to see. */
const unboundedInt = Number.MAX_SAFE_INTEGER;

/**
 * What JSON Schema cannot say by itself: a date (`z.coerce.date()`, unrepresentable in JSON) is marked as one,
 * and a pattern keeps the Danish message its check gives a visitor's mistake (`.regex(re, 'message')`,
 * `z.email('message')`).
 */
const marks: NonNullable<z.core.ToJSONSchemaParams['override']> = ({ zodSchema, jsonSchema }) => {
  const def = zodSchema._zod.def as z.core.$ZodTypeDef & { checks?: z.core.$ZodCheck[] };
  if (def.type === 'date') jsonSchema.format = 'date';
  const checks = [def, ...(def.checks ?? []).map((check) => check._zod.def)] as {
    pattern?: unknown;
    error?: (issue: unknown) => unknown;
  }[];
  const message = checks.find((check) => check.pattern instanceof RegExp && check.error)?.error?.({});
  if (typeof message === 'string') jsonSchema.patternMessage = message;
};

/** The schema of an object as JSON Schema, its input side: a field with a default need not be written. */
export const jsonSchemaOf = (schema: z.ZodObject) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', override: marks }) as Node;

const isEmpty = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The settings every field shares: its name, its Danish label and hint, and whether it may be left empty. */
function common(name: string, node: Node, required: boolean) {
  if (!node.label) throw new Error(`The field "${name}" has no Danish label: give it .meta({ label: '…' })`);
  return {
    name,
    label: node.label,
    ...(node.hint ? { hint: node.hint } : {}),
    ...(required ? {} : { required: false }),
    ...(isEmpty(node.default) ? {} : { default: node.default }),
  };
}

const lengths = (node: Node) => ({
  ...(node.minLength ? { minlength: node.minLength } : {}),
  ...(node.maxLength !== undefined ? { maxlength: node.maxLength } : {}),
});

const pattern = (node: Node): { pattern?: [string, string] } =>
  node.pattern ? { pattern: [node.pattern, node.patternMessage ?? 'Teksten har ikke den form, feltet kræver.'] } : {};

function stringField(name: string, node: Node, required: boolean): Field {
  const base = common(name, node, required);
  if (node.enum) return { ...base, widget: 'select', options: node.enum as string[] };
  if (node.widget === 'markdown') return { ...base, widget: 'markdown', ...pattern(node) };
  return { ...base, widget: node.widget === 'text' ? 'text' : 'string', ...lengths(node), ...pattern(node) };
}

function numberField(name: string, node: Node, required: boolean): Field {
  return {
    ...common(name, node, required),
    widget: 'number',
    value_type: node.type === 'integer' ? 'int' : 'float',
    ...(node.minimum !== undefined ? { min: node.minimum } : {}),
    ...(node.maximum !== undefined && node.maximum !== unboundedInt ? { max: node.maximum } : {}),
  };
}

/**
 * The field that tells a union's objects apart: a constant every option has (zod's discriminated union), hidden
 * in the editor, where the CMS's typed list keeps the chosen type.
 */
function discriminator(options: readonly Node[]): string | undefined {
  const [first] = options;
  return Object.keys(first?.properties ?? {}).find((key) =>
    options.every((option) => option.type === 'object' && option.properties?.[key]?.const !== undefined),
  );
}

/**
 * A list whose items are one of several shapes (a discriminated union): the CMS's list with `types`, one per
 * shape, under the option's Danish label, the discriminator written as `typeKey` (Sveltia: a variable-type list).
 * An object field of several shapes (an illustration with its words) is the same: a variable-type object.
 */
function typedListItems(options: readonly Node[]) {
  const typeKey = discriminator(options);
  if (!typeKey) throw new Error('A list of several shapes needs a constant field that tells them apart');
  return {
    typeKey,
    types: options.map((option) => {
      const name = String(option.properties![typeKey]!.const);
      if (!option.label) throw new Error(`The list item type "${name}" has no Danish label`);
      const { [typeKey]: _discriminator, ...properties } = option.properties!;
      return { name, label: option.label, widget: 'object' as const, fields: objectFields({ ...option, properties }) };
    }),
  };
}

function listField(name: string, node: Node, required: boolean): Field {
  const base = {
    ...common(name, node, required),
    widget: 'list' as const,
    ...(node.minItems !== undefined ? { min: node.minItems } : {}),
    ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
  };
  const items = node.items ?? {};
  const options = items.oneOf ?? items.anyOf;
  if (options) return { ...base, ...typedListItems(options) } as Field;
  if (items.type === 'object') return { ...base, fields: objectFields(items) };
  return { ...base, field: field('item', { label: node.label, ...items }, true) };
}

/** A media field: where the file goes is the collection's choice (its `media_folder`). */
function mediaField(name: string, node: Node, required: boolean, widget: 'image' | 'file'): Field {
  return {
    ...common(name, node, required),
    widget,
    ...(node.accept ? { accept: node.accept.join(',') } : {}),
    ...(node.maxBytes ? { media_libraries: { default: { config: { max_file_size: node.maxBytes } } } } : {}),
  };
}

/** One field of the CMS from one property of the schema. */
export function field(name: string, node: Node, required: boolean): Field {
  if (node.widget === 'hidden') {
    return { ...common(name, node, required), widget: 'hidden', default: node.const ?? node.default };
  }
  if (node.widget === 'image' || node.widget === 'file') return mediaField(name, node, required, node.widget);
  // A day, stored as YYYY-MM-DD: no time of day.
  if (node.format === 'date') return { ...common(name, node, required), widget: 'datetime', time_format: false };
  // A choice of numbers (a union of number literals, e.g. a grid's columns): a select that stores the number.
  const choices = node.anyOf ?? node.oneOf;
  if (choices?.every((choice) => typeof choice.const === 'number')) {
    const values = choices.map((choice) => choice.const as number);
    return {
      ...common(name, node, required),
      widget: 'select',
      options: values.map((value) => ({ label: String(value), value })),
    } as Field;
  }
  // One object of several shapes told apart by a constant (an illustration and its words): a variable-type object.
  if (choices?.every((choice) => choice.type === 'object')) {
    return { ...common(name, node, required), widget: 'object', ...typedListItems(choices) } as Field;
  }
  switch (node.type) {
    case 'string':
      return stringField(name, node, required);
    case 'number':
    case 'integer':
      return numberField(name, node, required);
    case 'boolean':
      return { ...common(name, node, required), widget: 'boolean' };
    case 'array':
      return listField(name, node, required);
    case 'object':
      return { ...common(name, node, required), widget: 'object', fields: objectFields(node) };
    default:
      throw new Error(`The field "${name}" has a type the CMS configuration cannot map (${JSON.stringify(node)})`);
  }
}

function objectFields(node: Node): Field[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, property]) => field(name, property, required.has(name)));
}

/** The CMS's fields for an object schema, in the schema's order: the order the CMS writes the keys in. */
export const fieldsOf = (schema: z.ZodObject): Field[] => objectFields(jsonSchemaOf(schema));
