/**
 * A YAML file saved the way the web editor (Sveltia CMS 0.221, node_modules/@sveltia/cms) saves it, from its own
 * code (the package's source map): parse the file with the `yaml` package (file/parse.js `parseYAML`), fill every
 * field the configuration has but the file leaves out with that field's default and reconcile the kinds of values
 * (draft/create/normalize.js: an absent boolean becomes its default or false, a number written as text a number,
 * a value of a text field text), put the keys in the configuration's order with the rest after them sorted, leave
 * out empty optional values (draft/save/serialize.js, `output.omit_empty_optional_fields`), then write it with
 * `yaml`'s stringify and Sveltia's options (file/format.js `formatYAML`, `output.yaml.quote: double`). The `#`
 * notes of the file are not in the parsed data, so they are gone, as after a save in the editor.
 */
import { parse, stringify } from 'yaml';
import type { CmsCollection, CmsConfig, CmsField } from './cms-config';

type Value = unknown;
type Data = Record<string, Value>;

const isObject = (value: Value): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** services/utils/object.js isValueEmpty. */
const isValueEmpty = (value: Value) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isObject(value) && Object.keys(value).length === 0);

const STRING_WIDGETS = ['color', 'compute', 'datetime', 'map', 'markdown', 'richtext', 'string', 'text', 'uuid'];
const required = (field: CmsField) => field.required !== false;

/** draft/defaults.js populateDefaultValue for a field the file leaves out (undefined: nothing is written). */
function defaultOf(field: CmsField): Value {
  const fallback = field.default;
  switch (field.widget) {
    case 'boolean':
      return typeof fallback === 'boolean' ? fallback : false;
    case 'number':
      return fallback === undefined ? null : fallback;
    case 'list':
      return Array.isArray(fallback) ? fallback : [];
    case 'object':
      if (isObject(fallback)) return fallback;
      if (!required(field) || field.types) return null;
      return normalizeObject({}, field.fields ?? []);
    case 'select':
      return fallback !== undefined ? fallback : '';
    case 'hidden':
      return fallback;
    case 'image':
    case 'file':
      return typeof fallback === 'string' ? fallback : '';
    default:
      return fallback || '';
  }
}

/** The sub-fields of a list item or object (a variable type's fields picked by its type key). */
function subFields(field: CmsField, item: Data): CmsField[] | undefined {
  if (field.fields) return field.fields;
  if (field.types) return field.types.find((type) => type.name === item[field.typeKey ?? 'type'])?.fields;
  return undefined;
}

/** draft/create/normalize.js normalizeField: the value kept (coerced) or the default filled in. */
function normalizeValue(field: CmsField, value: Value): Value {
  if (value === undefined) return defaultOf(field);
  switch (field.widget) {
    case 'hidden':
    case 'code':
    case 'keyvalue':
      return value;
    case 'object': {
      if (value === null) return null;
      if (!isObject(value)) return defaultOf(field);
      const fields = subFields(field, value);
      return fields ? normalizeObject(value, fields) : value;
    }
    case 'list': {
      if (!Array.isArray(value)) return value === null ? defaultOf(field) : [value];
      if (field.field) return value.map((item) => normalizeValue(field.field!, item));
      return value.map((item) => {
        if (!isObject(item)) return item;
        const fields = subFields(field, item);
        return fields ? normalizeObject(item, fields) : item;
      });
    }
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (['true', 'false'].includes(String(value).trim().toLowerCase()))
        return String(value).trim().toLowerCase() === 'true';
      return defaultOf(field);
    case 'number': {
      if (typeof value === 'number' || value === null) return value;
      const parsed = typeof value === 'string' ? Number(value.trim()) : Number.NaN;
      return value === '' || Number.isNaN(parsed) ? defaultOf(field) : parsed;
    }
    default:
      if (isObject(value) || Array.isArray(value)) return defaultOf(field);
      if (STRING_WIDGETS.includes(field.widget) && typeof value !== 'string') return String(value ?? '');
      return value;
  }
}

function normalizeObject(value: Data, fields: CmsField[]): Data {
  const out: Data = { ...value };
  for (const field of fields) out[field.name] = normalizeValue(field, value[field.name]);
  return out;
}

/**
 * draft/save/serialize.js finalizeContent: the configured fields first, in their order, empty optional ones left
 * out (an object or list holding only empty values is left out too), then the keys the configuration does not have.
 */
function finalize(value: Value, field: CmsField | undefined): Value {
  if (Array.isArray(value))
    return value.map((item) => {
      if (!field) return finalize(item, undefined);
      if (field.field) return finalize(item, field.field);
      return isObject(item) ? finalizeObject(item, subFields(field, item) ?? []) : item;
    });
  if (isObject(value) && field?.widget !== 'keyvalue')
    return finalizeObject(value, field ? (subFields(field, value) ?? []) : []);
  return value;
}

function finalizeObject(value: Data, fields: CmsField[]): Data {
  const out: Data = {};
  for (const field of fields) {
    if (!(field.name in value)) continue;
    const kept = finalize(value[field.name], field);
    if (!required(field) && (isValueEmpty(kept) || onlyEmpty(kept))) continue;
    out[field.name] = kept;
  }
  const rest = Object.keys(value)
    .filter((key) => !fields.some((field) => field.name === key))
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  for (const key of rest) out[key] = finalize(value[key], undefined);
  return out;
}

/** An object whose every value is empty (the editor drops such an optional object with its children). */
const onlyEmpty = (value: Value) => isObject(value) && Object.values(value).every((v) => isValueEmpty(v));

/** file/format.js formatYAML with the configuration's `output.yaml`. */
export function formatYaml(data: Value, quote: string): string {
  return `${stringify(data, null, {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: 'PLAIN',
    defaultStringType: quote === 'double' ? 'QUOTE_DOUBLE' : quote === 'single' ? 'QUOTE_SINGLE' : 'PLAIN',
    singleQuote: quote !== 'double',
  }).trim()}\n`;
}

/** The fields the web editor edits a content file with (relative path), or undefined if it does not edit it. */
export function editorFields(config: CmsConfig, file: string): CmsField[] | undefined {
  for (const screen of config.collections as (CmsCollection & { folder?: string })[]) {
    const own = screen.files?.find((one) => one.file === file);
    if (own) return own.fields;
    if (screen.folder && screen.fields && file.startsWith(`${screen.folder}/`) && file.endsWith(`.${screen.extension}`))
      return screen.fields;
  }
  return undefined;
}

/** The text of a YAML content file after the web editor opened it and saved it unchanged. */
export function editorSave(text: string, fields: CmsField[], config: CmsConfig): string {
  const parsed: Value = parse(text.trim().replace(/\r\n?/g, '\n'));
  // A file that is one list is edited as a list field marked `root` (the editor writes the list alone).
  const root = fields.length === 1 && fields[0].root ? fields[0] : undefined;
  const content = root ? { [root.name]: parsed } : (parsed as Data);
  const saved = finalizeObject(normalizeObject(content, fields), fields);
  const quote = config.output?.yaml?.quote ?? 'none';
  return formatYaml(root ? (saved[root.name] ?? []) : saved, quote);
}
