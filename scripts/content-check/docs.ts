/**
 * What `npm run content:generate` writes from the collections (src/content-model/collections/) and their schemas,
 * whose fields say what they are with zod's `.describe()`:
 * - the field reference, docs/fields.md: every field of every collection with what it is, whether it is required,
 *   its format, an example and the pages that show it (tests/unit/editing-reference.test.ts fails when it is stale);
 * - the web editor's configuration, public/admin/config.yml (Sveltia CMS), offering exactly the fields, required marks,
 *   choices and picture folders the site checks (tests/unit/admin-config.test.ts). How a collection's files appear
 *   follows from its loader (`folderOf`): Markdown files per entry are a folder collection (new entries allowed, drafts
 *   first); YAML files per entry, found by a wildcard, a folder collection of those files (a new file needs a page
 *   made by a developer); a YAML list, a file whose whole content is that list; entries named by key, a file with a
 *   group per key (the pages ask for each by its key); a page file (pages), the fields of its page's kind.
 * screens.ts names and groups them (the editor's menu) and says which pages show each collection.
 */
import { posix } from 'node:path';
import { z } from 'astro/zod';
import { stringify } from 'yaml';
import * as shared from '../../src/content-model/schemas/shared';
import { collections } from '../../src/content-model/collections';
import { readContent, type Reading } from '../../src/content-model/read';
import {
  partSchema,
  referenceOf,
  type ContentSource,
  type FilePart,
  type GlobSource,
} from '../../src/content-model/define';
import {
  checksOf,
  choicesOf,
  core,
  defaultOf,
  describedAs,
  elementOf,
  fieldsOf as shapeOf,
  isPart,
  kindOf,
  kindsOf,
  mark,
  markOf,
  optionsOf,
  pipedTo,
  unwrapChain,
  type Schema,
} from '../../src/content-model/zod-internals';
import { requiredWhen } from '../../src/content-model/schemas/shared';
import { areaName, fileOf } from '../../src/content-model/check/areas';
import { CMS_BACKEND, EDITOR_SCREENS, PAGE_NOTES, SHOWN_ON } from './screens';

type Field = Record<string, unknown>;
const { anyLink, calendarDate, dollars, emoji, externalUrl, isoDate, listId, rating, rupees, sitePath, slug } = shared;
const has = (chain: Schema[], ...schemas: Schema[]) => chain.some((part) => schemas.some((s) => isPart(part, s)));

/** The first line of docs/fields.md, which is generated whole. */
const REFERENCE_GENERATED =
  '<!-- Generated from the schemas by `npm run content:generate`: do not edit by hand (a unit test compares). -->';

/** astro:content's image() for the generators: text marked as a picture (in its definition, which describe() copies). */
const image = () => {
  return mark(z.string(), { picture: true });
};
const isPicture = (chain: Schema[]) => chain.some((part) => markOf(part, 'picture') === true);

type CollectionConfig = {
  description?: string;
  loader: ContentSource;
  schema: Schema | ((c: { image: () => Schema }) => Schema);
};
const all = collections as unknown as Record<string, CollectionConfig>;
/** A collection's schema as the generators read it (pictures as plain text). */
export const schemaOf = (name: string): Schema => {
  const { schema } = all[name];
  return typeof schema === 'function' ? schema({ image }) : schema;
};

/** One file of a collection of several (define.ts `files()`): its part of the schema, as a file() collection's. */
function partOf(name: string, part: FilePart): Schema {
  const own = partSchema(schemaOf(name), part);
  // A file read as one entry ({ items: [...] }) is edited and documented as the list it is.
  const items = part.entry ? shapeOf(own)?.items : undefined;
  return items ? elementOf(items)! : own;
}

/** The content as the site's loaders read it, unvalidated: which files each collection has, and their entries. */
export const readForDocs = (root: string): Promise<Reading> =>
  readContent(root, collections as unknown as Parameters<typeof readContent>[1], async (_name, data) => data);

/** A file's entries as written: the file's own data (a list, or groups by key), or the entry of a file per entry. */
function parsedOf(content: Reading, file: string): unknown {
  const reads = content.reads.filter((read) => read.file === file);
  if (reads.length === 0) return undefined;
  // A list read as one entry ({ items: [...] }) is the list it is.
  if (content.files.get(file)?.part?.entry) return reads[0]!.raw.items;
  if (reads[0]!.at.length === 0) return reads[0]!.raw;
  return typeof reads[0]!.at[0] === 'number'
    ? reads.map((read) => read.raw)
    : Object.fromEntries(reads.map((read) => [read.at[0], read.raw]));
}

/** The files read under a folder, relative to it, sorted. */
const filesUnder = (content: Reading, base: string) =>
  [...content.files.keys()]
    .filter((file) => file.startsWith(`${base}/`))
    .map((file) => file.slice(base.length + 1))
    .sort();

/** A glob loader's folder (relative to the project) and patterns. */
function globOf(loader: GlobSource) {
  const base = String(loader.base ?? '.')
    .replace(/^\.\//, '')
    .replace(/\/$/, '');
  return { base, patterns: Array.isArray(loader.pattern) ? loader.pattern : [loader.pattern] };
}

/** Limits written on a text or list schema, including those after a .pipe(). */
function limits(schema: Schema): { min?: number; max?: number; int?: boolean } {
  const out: { min?: number; max?: number; int?: boolean } = {};
  const visit = (s: Schema) => {
    for (const part of unwrapChain(s)) {
      for (const check of checksOf(part)) {
        if (check.kind === 'min' && check.value !== undefined) out.min = Math.max(out.min ?? -Infinity, check.value);
        if (check.kind === 'max' && check.value !== undefined) out.max = Math.min(out.max ?? Infinity, check.value);
        if (check.kind === 'int') out.int = true;
      }
      const next = pipedTo(part);
      if (next) visit(next);
    }
  };
  visit(schema);
  return out;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* The field reference (docs/fields.md)                                                                          */
/* ------------------------------------------------------------------------------------------------------------ */

const SITE_PATH = '^/[a-z0-9\\-/]*(\\?[^#\\s]*)?(#[\\w-]+)?$';
/** Shared parts (schemas/shared.ts) the generators know: their format and example, and the editor's widget. */
const PARTS: { parts: Schema[]; format: string; example: string; editor?: Field }[] = [
  {
    parts: [sitePath],
    format: 'a path inside this site, starting with /',
    example: '/contact',
    editor: {
      widget: 'string',
      pattern: [SITE_PATH, 'a lowercase path inside this site starting with "/", e.g. /contact'],
    },
  },
  {
    parts: [externalUrl],
    format: 'a full link starting with https://',
    example: 'https://forms.example.com/enrol',
    editor: { widget: 'string', type: 'url', pattern: ['^https://', 'a full link starting with https://'] },
  },
  {
    parts: [anyLink],
    format: 'a path inside this site (/contact) or a full https:// link',
    example: '/contact',
    editor: {
      widget: 'string',
      pattern: [
        `^(${SITE_PATH.slice(1, -1)}|https://\\S+)$`,
        'a path inside this site such as /contact, or a full https:// link',
      ],
    },
  },
  {
    parts: [isoDate, calendarDate],
    format: 'a date in quotes, "YYYY-MM-DD"',
    example: '"2025-07-08"',
    editor: { widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' },
  },
  {
    parts: [rupees],
    format: 'a whole number of rupees, without commas or ₹',
    example: '2500',
    editor: { widget: 'number', value_type: 'int', min: 0 },
  },
  {
    parts: [dollars],
    format: 'a whole number of US dollars, without $',
    example: '20',
    editor: { widget: 'number', value_type: 'int', min: 0 },
  },
  { parts: [emoji], format: 'one emoji, in quotes', example: '"📡"' },
  {
    parts: [rating],
    format: 'a number from 1 to 5',
    example: '4.5',
    editor: { widget: 'number', value_type: 'float', min: 1, max: 5, step: 0.1 },
  },
];
const partIn = (chain: Schema[]) => PARTS.find(({ parts }) => has(chain, ...parts));

function format(schema: Schema): { format: string; example: string } {
  const chain = unwrapChain(schema);
  const part = partIn(chain);
  if (part) return part;
  const target = chain.map(referenceOf).find(Boolean);
  if (target) {
    const file = fileOf(target.collection, target.idPrefix);
    return {
      format: `the id of an entry of ${areaName(target.collection, file)}${file ? ` (${file})` : ''}`,
      example: '—',
    };
  }
  if (isPicture(chain))
    return {
      format: 'a picture file (.jpg, .png, .webp), its path relative to this file',
      example: '../../assets/<area>/photo.jpg',
    };
  const inner = chain.at(-1)!;
  const { min, max, int } = limits(schema);
  switch (kindOf(inner)) {
    case 'string': {
      const checks = chain.flatMap(checksOf);
      if (checks.some((c) => c.kind === 'email'))
        return { format: 'an e-mail address', example: 'hello@ematix.example.com' };
      const length = checks.find((c) => c.kind === 'length');
      if (length) return { format: `text of exactly ${length.value} characters`, example: '—' };
      return { format: max !== undefined ? `text, at most ${max} characters` : 'text', example: '—' };
    }
    case 'number': {
      const range = [
        min !== undefined && max !== undefined && ` from ${min} to ${max}`,
        min !== undefined && ` of at least ${min}`,
        max !== undefined && ` up to ${max}`,
      ].find(Boolean);
      return {
        format: `${int ? 'a whole number' : 'a number'}${range || ''}`,
        example: String(min !== undefined && min > 0 ? min : 1),
      };
    }
    case 'boolean':
      return { format: 'true or false', example: 'false' };
    case 'enum': {
      const values = choicesOf(inner) as string[];
      return { format: `one of: ${values.join(', ')}`, example: values[0] };
    }
    case 'literal': {
      const value = JSON.stringify(choicesOf(inner)![0]);
      return { format: `exactly ${value}`, example: value };
    }
    case 'array': {
      const element = elementOf(inner)!;
      const counts = `${min !== undefined && min > 0 ? ` (at least ${min})` : ''}${max !== undefined ? ` (at most ${max})` : ''}`;
      if (kindOf(core(element)) === 'object')
        return { format: `a list; each item has the fields below${counts}`, example: '—' };
      const each = format(element).format.replace(/^a |^an /, '');
      return { format: `a list of ${each} items${counts}, one per line starting with "- "`, example: '—' };
    }
    case 'object':
      return { format: 'a group of fields (below), indented under this one', example: '—' };
    case 'union': {
      const options = optionsOf(inner)!.map(format);
      return { format: options.map((o) => o.format).join(', or '), example: options[0].example };
    }
    default:
      return { format: kindOf(inner)?.toLowerCase() ?? '—', example: '—' };
  }
}

const defaultIn = (chain: Schema[]) => chain.map(defaultOf).find(Boolean);

/**
 * Whether a field may be left out, as the check decides: "yes" when the schema refuses the entry without it, "no"
 * (with the value used instead) when it may be left out, and "yes, <when>" for a field that a refinement of its group
 * requires in some cases (shared.ts `requires`, read from the group `within`, e.g. alt "unless decorative: true").
 */
function required(schema: Schema, key?: string, within?: Schema): string {
  const when =
    key === undefined || !within
      ? undefined
      : unwrapChain(within)
          .map(requiredWhen)
          .find((marks) => key in marks)?.[key];
  if (when !== undefined) return when ? `yes, ${when}` : 'yes';
  const chain = unwrapChain(schema);
  const fallback = defaultIn(chain);
  if (fallback)
    return Array.isArray(fallback.value) && fallback.value.length === 0
      ? 'no'
      : `no (${JSON.stringify(fallback.value)} when left out)`;
  return chain.some((part) => kindOf(part) === 'optional') ? 'no' : 'yes';
}

/** The example a doc gives ("e.g. …"), without the sentence around it. */
function exampleFrom(doc: string): string | undefined {
  const at = /\be\.g\.,?\s*/.exec(doc);
  if (!at) return undefined;
  const rest = doc.slice(at.index + at[0].length);
  const quoted = /^("[^"]*"|`[^`]*`)(\s+or\s+("[^"]*"|`[^`]*`))*/.exec(rest);
  if (quoted) return quoted[0];
  if (rest.startsWith('{')) {
    let depth = 0;
    for (let i = 0; i < rest.length; i++) {
      depth += rest[i] === '{' ? 1 : rest[i] === '}' ? -1 : 0;
      if (depth === 0) return rest.slice(0, i + 1);
    }
  }
  return /^(.+?)(?:[;)]|\.\s|\.$|$)/.exec(rest)?.[1]?.trim().replace(/[.,]$/, '');
}

type Row = { field: string; required: string; doc: string; format: string; example: string };
const ID_DOC = 'The entry\'s name: lowercase words joined by "-", used by no other entry of the file.';

function rows(schema: Schema, prefix = '', out: Row[] = [], missing: string[] = []) {
  const union = kindsOf(schema);
  if (union) {
    // Kinds of entry (the pages' `type`): the fields all kinds share once, then each kind's own, marked with it.
    const kinds = [...union.options].map(([kind, option]) => ({ kind, rows: rows(option, prefix, [], missing).rows }));
    const key = (row: Row) => `${row.field} ${row.doc}`;
    const shared = (row: Row) => kinds.every((other) => other.rows.some((one) => key(one) === key(row)));
    const choices = [...union.options.keys()].filter(Boolean).map((one) => `"${String(one)}"`);
    kinds.forEach(({ kind, rows: own }, index) => {
      for (const row of own) {
        // The discriminator once, with every kind as its choices; what all kinds share once; the rest by kind.
        if (row.field === `${prefix}${union.key}`) {
          // Required by every kind but those that may leave it out (a page without content of its own).
          const optional = kinds.filter(
            (one) => one.kind !== undefined && one.rows.some((r) => r.field === row.field && r.required !== 'yes'),
          );
          const needed =
            optional.length === 0
              ? 'yes'
              : optional.length === kinds.filter((one) => one.kind !== undefined).length
                ? row.required
                : `yes, except for ${optional.map((one) => `"${String(one.kind)}"`).join(', ')} (may be left out)`;
          if (index === 0) out.push({ ...row, required: needed, format: `one of: ${choices.join(', ')}` });
        } else if (shared(row)) {
          if (index === 0) out.push(row);
        } else out.push(kind === undefined ? row : { ...row, required: `${row.required}, with type ${kind}` });
      }
    });
    return { rows: out, missing: [...new Set(missing)] };
  }
  for (const [key, field] of Object.entries(shapeOf(schema) ?? {})) {
    if (field === listId || field === slug) continue; // what the loader names an entry by: described below
    const name = `${prefix}${key}`;
    const doc = describedAs(field);
    if (!doc) missing.push(name);
    const { format: fmt, example } = format(field);
    out.push({
      field: name,
      required: required(field, key, schema),
      doc: doc ?? '',
      format: fmt,
      example: (doc && exampleFrom(doc)) || example,
    });
    const element = elementOf(field);
    if (shapeOf(field)) rows(field, `${name}.`, out, missing);
    else if (element) rows(element, `${name}[].`, out, missing);
  }
  return { rows: out, missing };
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim() || '—';
/** Collections whose lists the site orders by date, not by the file. */
const DATED_LISTS = new Set(['events', 'internshipBatches', 'courses']);

/** The pages that show each collection (screens.ts SHOWN_ON), as paths; '*' for every page. */
export function pagesByCollection(_root: string, names: string[]) {
  return { byCollection: new Map(names.map((name) => [name, SHOWN_ON[name]?.split(' ').filter(Boolean) ?? []])) };
}

/** The tables of a collection: one, or one per file of a collection of several (define.ts `files()`). */
function unitsOf(name: string): { schema: Schema; file?: string; part: string; own?: string }[] {
  const { loader } = all[name];
  return loader.kind === 'files'
    ? loader.files.map((part) => ({
        schema: partOf(name, part),
        file: part.file,
        own: part.description,
        part: Object.entries(part.inject)
          .map(([key, value]) => `, ${key} \`${value}\``)
          .join(''),
      }))
    : [{ schema: schemaOf(name), file: loader.kind === 'file' ? loader.fileName : undefined, part: '' }];
}

/**
 * Each table of the reference (a collection, or a file of a collection of several) with its fields' rows as
 * generated: what tests compare with what the check decides (tests/unit/editing-reference.test.ts).
 */
export function referenceTables(): {
  collection: string;
  file?: string;
  rows: { field: string; required: string }[];
}[] {
  return Object.keys(all).flatMap((name) =>
    unitsOf(name).map(({ schema, file }) => ({ collection: name, file, rows: rows(schema).rows })),
  );
}

/** The generated reference, with the markers around it, and the fields that have no description. */
export function buildReference(content: Reading): { markdown: string; undocumented: string[] } {
  const undocumented: string[] = [];
  const sections = Object.entries(all).flatMap(([name, { loader, description }]) => {
    return unitsOf(name).map(({ schema, file, part, own }) => {
      let where: string;
      let layout: string;
      const markdown = loader.kind === 'glob' && globOf(loader).patterns.some((p) => /md/.test(p));
      const parsed = file ? parsedOf(content, file) : undefined;
      const listFile = Array.isArray(parsed);
      if (loader.kind === 'glob') {
        const { base, patterns } = globOf(loader);
        where = patterns.map((p) => `\`${base}/${p.replace(/^\*\*\//, '').replace(/\[\^_\]\*/g, '*')}\``).join(', ');
        layout = markdown
          ? "One Markdown file per entry; the file name is the entry's name and address. Start from `_template.md` in the same folder."
          : "One file per entry; the file name is the entry's name.";
      } else {
        where = `\`${file}\``;
        layout = !listFile
          ? `Entries are named by their key at the start of a line (e.g. \`${Object.keys(parsed as object)[0]}:\`), with their fields indented below.`
          : // Dated lists are shown by date (~/lib/time/today decides upcoming or past), every other list in the file's order.
            `A list: each entry starts with \`- id: …\` (its name, unique in the file); ${DATED_LISTS.has(name) ? 'entries are shown by their dates, whatever their order in the file' : 'entries are shown in the order of the file'}.`;
      }
      // A file of a collection of several may say where it shows itself (screens.ts SHOWN_ON by file path).
      const pages = (file && SHOWN_ON[file]) ?? SHOWN_ON[name] ?? '';
      const shown = pages === '*' ? 'every page' : pages ? pages.split(' ').join(', ') : 'no page yet';
      const { rows: fieldRows, missing } = rows(schema);
      const row = (field: string, doc: string, format: string, example: string) =>
        ({ field, required: 'yes', doc, format, example }) as Row;
      if (listFile && !fieldRows.some((r) => r.field === 'id'))
        fieldRows.unshift(row('id', ID_DOC, 'text', 'web-developer-intern'));
      undocumented.push(...missing.map((field) => `${name}: ${field}`));
      if (markdown)
        fieldRows.push(
          row(
            '(text under the fields)',
            "The entry's full text in Markdown, after the closing --- line.",
            'Markdown',
            '—',
          ),
        );
      return [
        `### ${where} (\`${name}\`${part})`,
        '',
        `${description ? `${description} ` : ''}${own ? `This file: ${own} ` : ''}${layout} Shown on: ${shown}.`,
        ...(name === 'pages'
          ? ['', ...Object.entries(PAGE_NOTES).map(([path, note]) => `- \`${path}\`: ${note}`)]
          : []),
        '',
        '| field | required | what it is | format | example |',
        '|---|---|---|---|---|',
        ...fieldRows.map(
          (r) => `| \`${r.field}\` | ${cell(r.required)} | ${cell(r.doc)} | ${cell(r.format)} | ${cell(r.example)} |`,
        ),
      ].join('\n');
    });
  });
  const markdown = [
    REFERENCE_GENERATED,
    '',
    '# Every field (the field reference)',
    '',
    'One table per file or folder of `src/content/`, made from the rules the site checks, so it always matches them: each field, whether you must fill it in, what it is, its format, an example, and the pages that show it. How to do everyday tasks is in [editing.md](editing.md).',
    '',
    `${Object.keys(all).length} collections. "required: no" fields can be left out; a field that is not listed here is a mistake (the check names it). In lists, "name[].field" is a field of each item.`,
    '',
    ...sections.flatMap((section) => [section, '']),
  ]
    .join('\n')
    .replace(/\n+$/, '\n');
  return { markdown, undocumented };
}

/* ------------------------------------------------------------------------------------------------------------ */
/* The web editor (public/admin/config.yml)                                                                      */
/* ------------------------------------------------------------------------------------------------------------ */

const pairs = (text: string) => Object.fromEntries(text.split('; ').map((pair) => pair.split('=')));
/** Field labels in the words of docs/editing.md, where the field's own name is jargon. */
const FIELD_LABELS: Record<string, string> = pairs(
  'id=Short name; src=Picture; alt=What the picture shows (alt text); href=Link; cta=Button; ctas=Buttons; ' +
    'inr=Price in rupees; usd=Price in US dollars; priceWithGst=Price in rupees with GST; mp4=Video (MP4 file); ' +
    'webm=Video (WebM file); url=Link; faq=Questions; emoji=Emoji; icon=Emoji',
);
/** Words spelt as the site spells them. */
const WORDS: Record<string, string> = pairs(
  'url=link; mba=MBA; hr=HR; faq=FAQ; iot=IoT; bg=background; color=colour; whatsapp=WhatsApp; email=e-mail; gst=GST',
);

const label = (name: string) => {
  if (FIELD_LABELS[name]) return FIELD_LABELS[name];
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase()
    .split(' ')
    .map((word) => WORDS[word] ?? word)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A date's hint for the date picker: the file's advice to write dates in quotes does not apply (the editor writes
 * them), so it goes, and examples lose their quotes.
 */
function dateHint(doc: string): string {
  return doc
    .replace(/,?\s*"YYYY-MM-DD" in quotes/g, '')
    .replace(/ in quotes/g, '')
    .replace(/"(\d{4}-\d{2}-\d{2})"/g, '$1')
    .replace(/\s+([,.;])/g, '$1')
    .replace(/^,\s*/, '');
}

/** The folder the editor stores pictures of a file in (src/assets/<area>) and how the file refers to them. */
function pictureFolders(contentDir: string): { media_folder: string; public_folder: string } {
  const area = contentDir.replace(/^src\/content\/?/, '').split('/')[0];
  return { media_folder: `/src/assets/${area}`, public_folder: posix.relative(contentDir, `src/assets/${area}`) };
}

const LONG_TEXT = /^(description|summary|intro|quote|review|bio|text|lead|answer|details|body|paragraphs?)$/i;
/** Fields that name a list item best when it is folded (the first one an item has). */
const SUMMARY_KEYS = 'title name question heading label term benefit rule text caption value alt path id'.split(' ');
const summaryOf = (fields: Field[]) => {
  const key = SUMMARY_KEYS.find((k) => fields.some((f) => f.name === k));
  return key ? { summary: `{{fields.${key}}}` } : {};
};
function field(name: string, schema: Schema): Field {
  const chain = unwrapChain(schema);
  const inner = chain.at(-1)!;
  const doc = describedAs(schema);
  const optional = chain.some((part) => ['default', 'optional'].includes(kindOf(part) ?? ''));
  const out: Field = { name, label: label(name), required: !optional, ...(doc ? { hint: doc } : {}) };
  const { min, max, int } = limits(schema);
  if (isPicture(chain)) return { ...out, widget: 'image' };
  const { editor } = partIn(chain) ?? {};
  // A date picker writes the date itself: the files' advice to quote it goes.
  if (editor)
    return {
      ...out,
      ...(doc && editor.widget === 'datetime' ? { hint: dateHint(doc) } : {}),
      ...structuredClone(editor),
    };
  const fallback = defaultIn(chain)?.value;
  const orDefault = (type: string) => (typeof fallback === type ? { default: fallback } : {});
  switch (kindOf(inner)) {
    case 'string': {
      const regex = checksOf(inner).find((check) => check.kind === 'regex');
      return {
        ...out,
        widget: LONG_TEXT.test(name) ? 'text' : 'string',
        ...(max !== undefined ? { maxlength: max } : {}),
        ...(regex?.regex ? { pattern: [regex.regex.source, regex.message ?? 'not in the expected form'] } : {}),
        ...orDefault('string'),
      };
    }
    case 'number':
      return {
        ...out,
        widget: 'number',
        value_type: int ? 'int' : 'float',
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
        ...orDefault('number'),
      };
    case 'boolean':
      // A new entry in the editor starts as a draft: it is published when the editor unticks it.
      if (name === 'draft')
        return {
          ...out,
          widget: 'boolean',
          default: true,
          hint: `${doc ?? ''} New entries start as drafts: untick it to publish.`.trim(),
        };
      return { ...out, widget: 'boolean', default: typeof fallback === 'boolean' ? fallback : false };
    case 'enum':
      return { ...out, widget: 'select', options: [...(choicesOf(inner) as string[])], ...orDefault('string') };
    case 'union': {
      // A choice of numbers (e.g. 2, 3 or 4 columns): a number within their range.
      const numbers = optionsOf(inner)!.map(
        (option) => kindOf(core(option)) === 'literal' && choicesOf(core(option))![0],
      );
      if (numbers.every((n) => typeof n === 'number'))
        return {
          ...out,
          widget: 'number',
          value_type: 'int',
          min: Math.min(...(numbers as number[])),
          max: Math.max(...(numbers as number[])),
          ...orDefault('number'),
        };
      return { ...out, widget: 'string' };
    }
    case 'array': {
      const element = core(elementOf(inner)!);
      const counts = { ...(min !== undefined && min > 0 ? { min } : {}), ...(max !== undefined ? { max } : {}) };
      if (kindOf(element) === 'object') {
        const itemFields = fields(element);
        return { ...out, widget: 'list', ...counts, ...summaryOf(itemFields), fields: itemFields };
      }
      if (kindOf(element) === 'discriminatedUnion') return { ...out, widget: 'list', ...counts, ...variants(element) };
      return { ...out, widget: 'list', ...counts, field: { ...field('item', elementOf(inner)!), label: label(name) } };
    }
    case 'object':
      return { ...out, widget: 'object', fields: fields(inner) };
    default:
      return { ...out, widget: 'string' };
  }
}

/** A list whose items come in kinds (a `type` field decides their fields): Sveltia's variable types. */
function variants(schema: Schema): Field {
  const union = kindsOf(schema)!;
  const types = [...union.options.entries()].map(([value, option]) => {
    const own = fields(option).filter((f) => f.name !== union.key);
    return { name: String(value), label: label(String(value)), widget: 'object', ...summaryOf(own), fields: own };
  });
  return { typeKey: union.key, types };
}

function fields(schema: Schema): Field[] {
  return Object.entries(shapeOf(schema)!)
    .filter(([, s]) => s !== listId && s !== slug) // what the loader names an entry by: fileOnScreen adds it
    .map(([key, s]) => field(key, s));
}

/** A folder collection: one folder, any file name (the glob's wildcard is in the file name only). */
type Folder = { folder: string; extensions: string[]; markdown: boolean; excludesUnderscore: boolean };

/** The folder of a collection that is one (from its loader, as the content check reads it), else undefined. */
function folderOf(content: Reading, loader: ContentSource): Folder | undefined {
  if (loader.kind !== 'glob') return undefined;
  const { base, patterns } = globOf(loader);
  const found = filesUnder(content, base);
  const shape = /^(\*\*\/)?(\[\^_\])?\*\.(\w+|\{\w+(?:,\w+)*\})$/.exec(patterns[0] ?? '');
  if (patterns.length > 1 || !shape || found.some((p) => p.includes('/'))) return undefined;
  // "*.md" or "*.{md,mdx}": one screen of the editor per extension (an editor's folder collection reads one).
  const extensions = shape[3]!.replace(/[{}]/g, '').split(',');
  return {
    folder: base,
    extensions,
    markdown: extensions.every((extension) => /^mdx?$/.test(extension)),
    excludesUnderscore: patterns[0]!.includes('[^_]'),
  };
}

/**
 * A folder collection's screens, one per file extension: its entries, sorted as the site shows them. An .mdx entry's
 * text is edited as plain text, so its components (`<Note type="tip">…</Note>`) are kept as written.
 */
function folderScreens(screen: { name: string; label: string; description?: string }, name: string, layout: Folder) {
  return layout.extensions.map((extension, index) => {
    const mdx = extension === 'mdx';
    const own = {
      name: index === 0 ? screen.name : `${screen.name}-${extension}`,
      label: index === 0 ? screen.label : `${screen.label} (MDX, with components)`,
      description: mdx
        ? `${screen.label} written in MDX (.mdx files): Markdown plus the site's components, written in the text as they are in the file, e.g. <Note type="tip">…</Note> or <Figure src="../../assets/…jpg" alt="…" />; docs/editing.md shows each. A file keeps its address whether it ends in .md or .mdx.`
        : screen.description,
    };
    return folderScreen(own, name, layout, extension, mdx);
  });
}

/** A folder collection's screen for one extension of its files. */
function folderScreen(
  screen: { name: string; label: string; description?: string },
  name: string,
  layout: Folder,
  extension: string,
  mdx: boolean,
) {
  const own = fields(schemaOf(name));
  const keys = own.map((f) => String(f.name));
  const dated = keys.includes('date') ? 'date' : keys.includes('start') ? 'start' : undefined;
  const titled = ['title', 'name', 'event'].find((key) => keys.includes(key));
  const description = screen.description ?? all[name].description;
  const body = {
    name: 'body',
    label: 'Text',
    widget: 'markdown',
    required: true,
    hint: mdx
      ? 'The full text in MDX, shown on the entry\'s page: Markdown, and the site\'s components written as text (docs/editing.md, "Components").'
      : "The full text, shown on the entry's page.",
    // The rich text mode would rewrite what it does not know (a component's tags); plain text keeps it.
    ...(mdx ? { modes: ['raw'] } : {}),
  };
  return {
    name: screen.name,
    label: screen.label,
    ...(description ? { description } : {}),
    folder: layout.folder,
    extension,
    format: layout.markdown ? 'yaml-frontmatter' : 'yaml',
    // New Markdown entries make pages by themselves; a new YAML file needs a page made by a developer.
    create: layout.markdown,
    delete: layout.markdown,
    ...(titled ? { identifier_field: titled } : { summary: '{{slug}}' }),
    ...(layout.markdown ? { slug: '{{slug}}' } : {}),
    // Sorted as the site shows them: newest first where entries are dated, otherwise by title.
    ...(dated || titled
      ? {
          sortable_fields: {
            fields: [dated, titled].filter(Boolean),
            default: dated ? { field: dated, direction: 'descending' } : { field: titled, direction: 'ascending' },
          },
        }
      : {}),
    ...(own.find((f) => f.name === 'category')?.widget === 'select'
      ? { view_groups: [{ name: 'category', label: label('category'), field: 'category' }] }
      : {}),
    // The template (_template.md) is for people editing files; here it is kept apart from the entries.
    ...(layout.excludesUnderscore && !mdx
      ? { index_file: { name: '_template', label: 'Template for editing files (never published)' } }
      : {}),
    ...pictureFolders(layout.folder),
    fields: layout.markdown ? [...own, body] : own,
  };
}

// Files of one kind share their fields' objects, which the YAML output writes once (an anchor) and then refers to.
const fieldsOf = new Map<string, Field[]>();
const sharedFields = (key: string, schema: Schema) => fieldsOf.get(key) ?? fieldsOf.set(key, fields(schema)).get(key)!;

const fileScreen = (name: string, label: string, file: string, fields: Field[]) => ({
  name,
  label,
  file,
  format: 'yaml',
  ...pictureFolders(posix.dirname(file)),
  fields,
});

/** A file of entries on a screen: a list (`oneEntry`: a file read as one entry), or groups named by key. */
function fileOnScreen(
  content: Reading,
  name: string,
  file: string,
  fileLabel: string,
  schema: Schema,
  oneEntry = false,
  description?: string,
) {
  const parsed = parsedOf(content, file);
  const hint = description ? { hint: description } : {};
  if (oneEntry || Array.isArray(parsed)) {
    // A list file's entries are named by an `id` even where the schema does not read it.
    const own = fields(schema);
    const pattern = ['^[a-z0-9]+(-[a-z0-9]+)*$', 'lowercase words joined by "-"'];
    const id = { name: 'id', label: label('id'), required: true, hint: ID_DOC, widget: 'string', pattern };
    const itemFields = oneEntry || own.some((f) => f.name === 'id') ? own : [id, ...own];
    const item = { ...summaryOf(itemFields), fields: itemFields };
    const list = { name: 'entries', label: fileLabel, ...hint, widget: 'list', root: true, collapsed: true, ...item };
    return fileScreen(name, fileLabel, file, [list]);
  }
  // Entries named by key: the pages ask for each key, so the file's keys are the groups.
  const keys = Object.keys(parsed as object).filter((key) => key !== '$schema');
  const groups = keys.map((key, index) => ({
    name: key,
    label: keys.length === 1 ? fileLabel : label(key),
    // The file's description goes with its first group (the editor shows no description of a file).
    ...(index === 0 ? hint : {}),
    required: true,
    widget: 'object',
    ...(keys.length > 1 ? { collapsed: true } : {}),
    fields: fields(schema),
  }));
  return fileScreen(name, fileLabel, file, groups);
}

/** Each page file (src/content/pages/<path>.yaml), named by its title and path, with the fields of its kind. */
function pageScreens(content: Reading, name: string, loader: GlobSource) {
  const { base } = globOf(loader);
  const kinds = kindsOf(schemaOf(name))!;
  return filesUnder(content, base).map((path) => {
    const file = posix.join(base, path);
    const data = parsedOf(content, file) as Record<string, unknown>;
    const kind = data[kinds.key];
    // The kind is the file's, not the editor's choice: kept as it is (a hidden field), or left out when it has none.
    const own = sharedFields(`${name}:${String(kind)}`, kinds.options.get(kind)!).flatMap((f) =>
      f.name !== kinds.key
        ? [f]
        : kind === undefined
          ? []
          : [{ name: f.name, label: f.label, widget: 'hidden', default: kind }],
    );
    const page = `/${path.replace(/\.yaml$/, '').replace(/^index$/, '')}`;
    const id = path.replace(/\.ya?ml$/, '').replace(/\//g, '-');
    // What is true of this page alone (screens.ts PAGE_NOTES) goes with its first field (the editor shows no
    // description of a file).
    const note = PAGE_NOTES[page];
    const fields = note ? [{ ...own[0], hint: `${note} ${String(own[0].hint ?? '')}`.trim() }, ...own.slice(1)] : own;
    return fileScreen(`${name}-${id}`, `${String(data.title)} (${page})`, file, fields);
  });
}

/** The web editor's configuration as an object (see public/admin/config.yml). */
function buildCmsConfig(content: Reading): Record<string, unknown> {
  // Each collection on one screen; a collection of several files: each file on one screen.
  const placed = EDITOR_SCREENS.flatMap((screen) =>
    'collections' in screen
      ? Object.entries(screen.collections).flatMap(([name, labels]) =>
          typeof labels === 'string' ? [name] : Object.keys(labels).map((file) => `${name}:${file}`),
        )
      : [],
  );
  const needed = Object.entries(all).flatMap(([name, config]) =>
    config.loader.kind === 'files' ? config.loader.files.map((part) => `${name}:${part.file}`) : [name],
  );
  const problems = [
    ...needed.filter((n) => !placed.includes(n)).map((n) => `collection "${n}" is on no screen (add it to one)`),
    ...placed
      .filter((n) => !needed.includes(n) || placed.indexOf(n) !== placed.lastIndexOf(n))
      .map((n) => `"${n}" is not a collection or is on two screens`),
  ];
  if (problems.length > 0) throw new Error(`scripts/content-check/screens.ts EDITOR_SCREENS: ${problems.join('; ')}`);

  const screens = EDITOR_SCREENS.flatMap((screen): object[] => {
    if (!('collections' in screen)) return [screen];
    const names = Object.keys(screen.collections);
    const folder = names.find((name) => folderOf(content, all[name].loader));
    if (folder && names.length !== 1)
      throw new Error(
        `scripts/content-check/screens.ts EDITOR_SCREENS: "${screen.name}" mixes the folder collection "${folder}" with other collections`,
      );
    if (folder) return folderScreens(screen, folder, folderOf(content, all[folder].loader)!);
    const files = names.flatMap((name) => {
      const labels = screen.collections[name];
      const { loader } = all[name];
      if (loader.kind === 'glob') return pageScreens(content, name, loader);
      if (loader.kind === 'file') return [fileOnScreen(content, name, loader.fileName, String(labels), schemaOf(name))];
      // A collection of several files shows each of its files listed here as a file() collection's file, named by
      // the part's discriminator (unique per file): two files may share a name (navigation.yaml).
      return Object.entries(labels).map(([file, fileLabel]) => {
        const part = loader.files.find((one) => one.file === file)!;
        const unit = `${name}-${Object.values(part.inject).join('-')}`;
        return fileOnScreen(content, unit, file, fileLabel, partOf(name, part), Boolean(part.entry), part.description);
      });
    });
    return [
      {
        name: screen.name,
        label: screen.label,
        ...(screen.description ? { description: screen.description } : {}),
        files,
      },
    ];
  });

  return {
    backend: { ...CMS_BACKEND },
    media_folder: 'src/assets',
    public_folder: '/src/assets',
    logo_url: '/favicon.svg',
    // Dates and other text in double quotes (an unquoted 2025-07-08 would be read as a date, not text); empty optional
    // fields left out instead of written empty.
    output: { omit_empty_optional_fields: true, yaml: { quote: 'double' } },
    collections: screens,
  };
}

/** The YAML of public/admin/config.yml. */
export function cmsConfigYaml(content: Reading): string {
  return [
    '# The web editor at /admin (Sveltia CMS). Generated by `npm run content:generate` from the content schemas',
    '# (src/content-model/) and the menu in scripts/content-check/screens.ts (EDITOR_SCREENS); do not edit by hand:',
    '# change the schema or the menu, then run that command.',
    '# backend.repo is the Git repository the editor saves to: set it in CMS_BACKEND (scripts/content-check/screens.ts);',
    '# a repository with "example" in its name is the placeholder, which the go-live check refuses.',
    stringify(buildCmsConfig(content), { lineWidth: 0 }),
  ].join('\n');
}
