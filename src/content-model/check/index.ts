/**
 * The content check behind `npm run content:check`: every collection of src/content.config.ts, validated with the
 * very zod schemas the build uses, plus what the build lets through (missing pictures and files, impossible unquoted
 * dates, duplicate ids, unknown fields, links to pages that do not exist, http:// links, YAML syntax errors, empty
 * bodies). Each problem is reported with the file, the real line, the field, what is wrong and how to fix it.
 * Astro's loaders (../loaders.ts) run it before reading any file; `npm run content:check` runs it in plain Node.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, posix, resolve } from 'node:path';
import { extractFrontmatter } from '@astrojs/markdown-remark';
import { z } from 'astro/zod';
import { collections } from '../collections';
import { anyLink, sitePath } from '../schemas/shared';
import { referenceOf, type CollectionDefinition, type ContentSource } from '../define';
import { readContent, type Read, type Reading } from '../read';
import { ItemsSource, resolvePicture, YamlSource, type PathSegment, type SyntaxProblem } from './source';
import { closest, dedupe, formatProblem, impossibleDate, kind, show } from './words';
import { editorPlaceholder, placeholderReason, placeholdersOf } from '../../content-reports/go-live';
import { priceTokens, tokenText, type PriceToken } from '../../lib/content/price-tokens';
import type { MembershipPrice } from '../../lib/content/membership';
import { fieldsAt, fieldsOf, isPart, mark, markOf, schemaAt, unwrapChain, walk } from '../zod-internals';
import { areaName, fileOf } from './areas';
import { checkMdx } from './mdx';
import { isMdxComponent } from '../../lib/content/mdx-components';

export { collections, dedupe, formatProblem };
/** The collections as described (define.ts), by name. */
export const described = collections as unknown as Record<string, CollectionDefinition>;

/** Each collection's name and where its files are (the options of its glob() or file() loader). */
export const collectionLoaders = (): { name: string; loader: ContentSource }[] =>
  Object.entries(described).map(([name, { loader }]) => ({ name, loader }));

/** One mistake, located in a content file. */
export interface Problem {
  /** The file, relative to the project, "/"-separated, e.g. "src/content/blog/my-post.md". */
  file: string;
  /** The 1-based line of the field (for a missing field, the line of the entry or group it belongs in). */
  line: number;
  /** The field, e.g. "title" or "images[2].alt" (positions in lists count from 1); "(file)" for the whole file. */
  field: string;
  /** What is wrong, e.g. '"markting" is not one of the choices'. */
  what: string;
  /** How to fix it, e.g. 'did you mean "marketing"? Use one of: ...'. */
  fix: string;
}

/** A content entry as the build loads it (../read.ts), its data after the schema; undefined when invalid. */
export interface LoadedEntry extends Omit<Read, 'at'> {
  /** The Markdown text under the front matter, for Markdown entries. */
  body?: string;
  /** The line where the entry starts in its file. */
  line: number;
}

export interface CheckResult {
  problems: Problem[];
  /** What is still a stand-in (placeholders.ts), in the same form: `npm run go-live` lists it. */
  placeholders: Problem[];
  entries: LoadedEntry[];
  files: number;
  collections: number;
}

export interface CheckOptions {
  /** The project folder (the one with src/content.config.ts). */
  root: string;
  /**
   * Files to use instead of (or in addition to) the ones on disk, by path relative to the root; null hides a file.
   * Lets tests check a broken entry without touching src/content/.
   */
  overlay?: Record<string, string | null>;
}

/** The project's files, with the overlay's in place of (or beside) those on disk. */
export class Files {
  constructor(
    readonly root: string,
    private readonly overlay: Record<string, string | null> = {},
  ) {}

  read(rel: string): string | undefined {
    if (rel in this.overlay) return this.overlay[rel] ?? undefined;
    return this.exists(rel) ? readFileSync(join(this.root, rel), 'utf8') : undefined;
  }

  exists(rel: string): boolean {
    if (rel in this.overlay) return this.overlay[rel] !== null;
    const abs = join(this.root, rel);
    return existsSync(abs) && statSync(abs).isFile();
  }

  /** Names in a folder (for "did you mean" on a missing picture). */
  siblings(relDir: string): string[] {
    const abs = join(this.root, relDir);
    const names = existsSync(abs) && statSync(abs).isDirectory() ? readdirSync(abs) : [];
    const extra = Object.keys(this.overlay)
      .filter((path) => posix.dirname(path) === relDir && this.overlay[path] !== null)
      .map((path) => posix.basename(path));
    return [...new Set([...names, ...extra])];
  }
}

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list (one line per item, each starting with "- ")',
  object: 'a group of fields (indented on the lines below)',
  date: 'a date',
};

/** Messages for the schema parts that have none of their own, worded like the schemas' own messages. */
const errorMap: z.ZodErrorMap = (issue, ctx) => {
  // A message the schema gives itself (required_error, invalid_type_error, errorMap) wins.
  if (ctx.defaultError !== z.defaultErrorMap(issue, { data: ctx.data, defaultError: '' }).message)
    return { message: ctx.defaultError };
  return { message: ownMessage(issue) ?? ctx.defaultError };
};

function ownMessage(issue: z.ZodIssueOptionalMessage): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.received === 'undefined' ? 'is required' : `must be ${EXPECTED[issue.expected] ?? issue.expected}`;
    case 'invalid_enum_value':
      return `must be one of: ${issue.options.join(', ')}`;
    case 'invalid_literal':
      return `must be ${JSON.stringify(issue.expected)}`;
    case 'too_small':
      if (issue.type === 'string')
        return Number(issue.minimum) <= 1 ? 'must not be empty' : `must be at least ${issue.minimum} characters`;
      if (issue.type === 'array') return `needs at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}`;
      return `must be at least ${issue.minimum}`;
    case 'too_big':
      if (issue.type === 'string') return `must be at most ${issue.maximum} characters`;
      return issue.type === 'array' ? `must have at most ${issue.maximum} items` : `must be at most ${issue.maximum}`;
    case 'invalid_string':
      if (issue.validation === 'url') return 'must be a full link starting with https://';
      if (issue.validation === 'email') return 'must be an e-mail address, e.g. "hello@example.com"';
      if (typeof issue.validation === 'object' && 'startsWith' in issue.validation)
        return `must start with "${issue.validation.startsWith}"`;
      return 'is not written in the expected form';
    case 'not_multiple_of':
      return `must be a multiple of ${issue.multipleOf}`;
    case 'unrecognized_keys':
      return 'is not a field here';
  }
}

/** "images", 1, "alt" → "images[2].alt" (positions counted from 1, as an editor counts). */
export function fieldName(path: readonly PathSegment[]): string {
  let out = '';
  for (const segment of path) out += typeof segment === 'number' ? `[${segment + 1}]` : out ? `.${segment}` : segment;
  return out || '(entry)';
}

function valueAt(data: unknown, path: readonly PathSegment[]): unknown {
  let current = data;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return current;
}

/** Calls `visit` with every value of `data` that is not a list or a group, and its path. */
function leaves(data: unknown, path: PathSegment[], visit: (path: PathSegment[], value: unknown) => void) {
  if (Array.isArray(data)) data.forEach((item, index) => leaves(item, [...path, index], visit));
  else if (data && typeof data === 'object' && !(data instanceof Date))
    for (const [key, item] of Object.entries(data)) leaves(item, [...path, key], visit);
  else visit(path, data);
}

/** Splits a zod issue into "what is wrong" and "how to fix it", using the value as written. */
function describe(issue: z.ZodIssue, value: unknown, source: string | undefined): { what: string; fix: string } {
  const message = issue.message.replace(/\*\*/g, '');
  const key = String(issue.path.at(-1) ?? 'field');
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.received === 'undefined') {
        const hint = message.replace(/^is required:?\s*/i, '');
        return {
          what: 'is missing',
          fix: `add a line "${key}: …"${hint && hint !== message ? ` with ${hint}` : hint ? ` (${hint})` : ''}`,
        };
      }
      if (
        issue.expected === 'number' &&
        typeof value === 'string' &&
        /\d/.test(value) &&
        /[₹$,]|rs\.?|inr|usd/i.test(value)
      ) {
        // Currency words first ("Rs. 599" is 599, not .599), then everything but digits and the decimal point.
        const plain = value
          .replace(/₹|\$|\b(rs|inr|usd)\b\.?/gi, '')
          .replace(/[^\d.]/g, '')
          .replace(/^\.+|\.+$/g, '');
        // The site's money fields are whole rupees or dollars (schemas/shared.ts rupees, dollars), as their messages say.
        const unit = /number of (rupees|US dollars|dollars)/.exec(message)?.[1];
        return {
          what: `${show(value)} is written with a currency sign or commas`,
          fix: `write ${unit ? `a whole number of ${unit}` : 'the plain number'}, e.g. ${key}: ${plain}`,
        };
      }
      if (issue.expected === 'string' && value instanceof Date) {
        return {
          what: `is a date written without quotes (${source ?? show(value)})`,
          fix: `put it in quotes: ${key}: "${source ?? show(value)}"`,
        };
      }
      if (issue.expected === 'string' && (typeof value === 'number' || typeof value === 'boolean')) {
        return { what: `is ${kind(value)}`, fix: `${message}; put it in quotes: ${key}: "${source ?? String(value)}"` };
      }
      return { what: `is ${kind(value)}`, fix: message };
    }
    case 'invalid_enum_value': {
      const options = issue.options.map(String);
      const suggestion = closest(String(issue.received), options);
      return {
        what: `${show(issue.received)} is not one of the choices`,
        fix: suggestion ? `did you mean "${suggestion}"? ${message}` : message,
      };
    }
    case 'too_big':
    case 'too_small': {
      if (typeof value === 'string') {
        return { what: value.trim() === '' ? 'is empty' : `is ${value.trim().length} characters long`, fix: message };
      }
      if (Array.isArray(value))
        return { what: `has ${value.length} item${value.length === 1 ? '' : 's'}`, fix: message };
      return { what: `is ${show(value)}`, fix: message };
    }
    case 'custom':
      // A check that words its own line (a missing picture, a value used twice in a list).
      if (issue.params?.what) return { what: String(issue.params.what), fix: String(issue.params.fix) };
      // A field a refinement requires (alt text unless the picture is decorative), left out or empty.
      if ((value === undefined || value === '') && /^is required\b/.test(message)) {
        const hint = message.replace(/^is required:?\s*/, '');
        return {
          what: value === undefined ? 'is missing' : 'is empty',
          fix: `${value === undefined ? `add a line "${key}: …"` : `write it after "${key}: "`}${hint ? `: ${hint}` : ''}`,
        };
      }
      if (/^(is|has|needs|was) /.test(message)) {
        const reason = typeof value === 'string' ? impossibleDate(value) : undefined;
        return {
          what: `${show(value)} ${message}${reason ? `: ${reason}` : ''}`,
          fix: reason
            ? 'write a real date as "YYYY-MM-DD" in quotes, e.g. "2025-07-08"'
            : 'correct the value (see this field in docs/fields.md)',
        };
      }
      return { what: `${show(value)} is not accepted`, fix: message };
    default:
      if (/^(is|has|needs) /.test(message))
        return { what: message, fix: 'correct the value (see this field in docs/fields.md)' };
      return { what: value === undefined ? 'is not accepted' : `${show(value)} is not accepted`, fix: message };
  }
}

const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.svg', '.tiff']);

/**
 * The stand-in for astro:content's `image()`: the file must exist, relative to the entry being checked (`fileOf()`,
 * as the build resolves it). One schema per collection, not per file: building the page union is most of a check.
 */
function imageHelper(files: Files, fileOf: () => string) {
  return () => {
    const schema = z
      .string({ invalid_type_error: 'must be the path of a picture file, e.g. "../../assets/blog/photo.jpg"' })
      .superRefine((value, ctx) => {
        const problem = pictureProblem(files, fileOf(), value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem.what, params: problem, fatal: true });
      })
      .transform((value) => {
        const rel = resolvePicture(fileOf(), value);
        return { src: value, fsPath: rel ? join(files.root, rel) : value, format: extname(value).slice(1) };
      });
    // Marked, so other checks know a field is a picture.
    return mark(schema, { picture: true });
  };
}

function pictureProblem(files: Files, entryFileRel: string, value: string): { what: string; fix: string } | undefined {
  if (value.includes('://')) {
    return {
      what: `${show(value)} is a web address`,
      fix: 'save the picture under src/assets/ and give its path relative to this file, e.g. "../../assets/blog/photo.jpg"',
    };
  }
  const rel = resolvePicture(entryFileRel, value)!;
  if (!IMAGE_EXTENSIONS.has(extname(rel).toLowerCase())) {
    return { what: `${show(value)} is not a picture file`, fix: 'use a .jpg, .png, .webp, .avif or .svg file' };
  }
  if (files.exists(rel)) return undefined;
  const near = closest(posix.basename(rel), files.siblings(posix.dirname(rel)));
  return {
    what: `the picture ${show(value)} does not exist (looked for ${rel})`,
    fix: near
      ? `did you mean "${posix.join(posix.dirname(value), near)}"? Check the name and the folder`
      : `put the picture at ${rel}, or correct the path (it is relative to this file: "../../assets/…" from src/content/<area>/)`,
  };
}

/** An entry as read (../read.ts), with its file's positions and, for Markdown, the text under its fields. */
interface Located extends Read {
  /** The file's fields with their positions, parsed when first asked for (only for a file with a problem). */
  readonly source: YamlSource;
  body?: { text: string; line: number };
}

const SYNTAX_HINTS: [RegExp, string][] = [
  [/duplicated mapping key/, 'the same field is written twice in one entry: keep one of them'],
  [/tab/i, 'indent with spaces, not tabs'],
  [
    /missed comma|flow collection/,
    'a list in [ ] or a group in { } is not closed with ] or }, or text inside it with a comma needs quotes',
  ],
  [
    /quoted scalar|unknown escape|end of the string/,
    'a quote is not closed: text in quotes must end with the same quote',
  ],
  [
    /bad indentation|end of the stream|expected <block end>/,
    'line the field up with the ones above it, using spaces; text containing ": " or starting with [ { & * ! | > % @ must be in quotes',
  ],
];

/** A line `field: text` whose text (before any `# note`) holds ": " without quotes, the commonest YAML slip. */
const UNQUOTED_COLON = /^\s*(?:-\s+)?([A-Za-z_][\w-]*):[ \t]+([^"'\s#[{|>&*!%@].*?)(?:\s+#.*)?$/;

function syntaxProblem(file: string, { line, message }: SyntaxProblem, text?: string): Problem {
  const lineText = text?.split(/\r?\n/)[line - 1] ?? '';
  const colon = UNQUOTED_COLON.exec(lineText);
  if (colon && /:\s/.test(colon[2]!)) {
    const [, field, value] = colon;
    return {
      file,
      line,
      field: field!,
      what: 'the file cannot be read: the text contains ": " (a colon and a space) without quotes',
      fix: `put the whole text in quotes: ${field}: "${value!.trim().replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
    };
  }
  const hint =
    SYNTAX_HINTS.find(([pattern]) => pattern.test(message))?.[1] ??
    'check the punctuation of this line and the one above it; put text containing ": " in quotes';
  return { file, line, field: '(syntax)', what: `the file cannot be read: ${message}`, fix: hint };
}

/** The 1-based line of `text[index]`. */
const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/**
 * The entries and files as Astro's loaders read them (../read.ts). `cannotRead` gets the files that cannot be read at
 * all (a YAML syntax error, a missing or unclosed block of fields, a missing or empty list file); `problems` what else
 * reading finds (an entry without id). A file's positions are parsed only when a problem asks for a line.
 */
function locate(reading: Reading, files: Files, problems: Problem[], cannotRead: Problem[]): Located[] {
  const sources = new Map<string, YamlSource>();
  const sourceOf = (file: string): YamlSource => {
    let source = sources.get(file);
    if (source) return source;
    const record = reading.files.get(file);
    const text = record?.text ?? '';
    const fields = record?.frontmatter ?? (/\.mdx?$/.test(file) ? extractFrontmatter(text) : undefined);
    if (fields !== undefined) source = new YamlSource(fields, lineAt(text, text.indexOf(fields)) - 1);
    else source = record?.part?.entry ? new ItemsSource(text) : new YamlSource(text);
    sources.set(file, source);
    return source;
  };
  const broken = new Set<string>();
  for (const [file, record] of reading.files) {
    const { text, part } = record;
    const markdown = /\.mdx?$/.test(file);
    if (text === undefined || (record.unreadable && !markdown && !sourceOf(file).syntaxError)) {
      broken.add(file);
      cannotRead.push({
        file,
        line: 1,
        field: '(file)',
        what:
          text !== undefined
            ? 'the file holds no entries'
            : `the file of ${areaName(record.collection, file)} is missing`,
        fix:
          text !== undefined
            ? 'write a list of entries (lines starting with "- ")' +
              (part?.entry ? '' : ' or entries named by their id')
            : `restore ${file} (the site needs it)`,
      });
    } else if (record.unreadable) {
      broken.add(file);
      const error = sourceOf(file).syntaxError;
      cannotRead.push(
        error
          ? syntaxProblem(file, error, text)
          : {
              file,
              line: 1,
              field: '(syntax)',
              what: 'the file cannot be read',
              fix: 'check the punctuation of the fields at the top',
            },
      );
    } else if (markdown && !record.frontmatter) {
      broken.add(file);
      const template = posix.join(posix.dirname(file), '_template.md');
      const unclosed = /^\uFEFF?\s*---/.test(text);
      cannotRead.push({
        file,
        line: 1,
        field: '(front matter)',
        what: unclosed ? 'the fields at the top are not closed' : 'the file has no fields at the top',
        fix: unclosed
          ? 'add a line with only --- after the last field, before the text'
          : files.exists(template)
            ? `start it with a block of fields between two lines of ---, as in ${template} (copy that file to begin)`
            : 'start it with a block of fields between two lines of --- (title, description, …)',
      });
    }
    for (const at of record.withoutId ?? [])
      problems.push({
        file,
        line: sourceOf(file).locate(at).line,
        field: 'id',
        what: 'the entry has no id',
        fix: 'add a line "id: …" with a short lowercase name for the entry, e.g. id: web-developer-intern',
      });
  }
  return reading.reads
    .filter((read) => !broken.has(read.file))
    .map((read) => {
      const { file } = read;
      const text = reading.files.get(file)?.text ?? '';
      const fields = reading.files.get(file)?.frontmatter;
      // The text under the block of fields, from the line of its closing "---" (the text starts with that line's end).
      const end = fields ? text.indexOf(fields) + fields.length + 3 : -1;
      const body = end > 0 ? { text: text.slice(end), line: lineAt(text, end) } : undefined;
      return {
        ...read,
        body,
        get source() {
          return sourceOf(file);
        },
      };
    });
}

/** Where a value sits: the file, line and field of a problem. */
type Place = Pick<Problem, 'file' | 'line' | 'field'>;

/** Field names whose text is a link even where the schema does not say so. */
const LINK_KEY = /^(href|link|url|path|canonical|to|target)$|(Href|Link|Url|Path)$/;
/** Markdown links and pictures: [words](target) and ![alt](target). */
const MARKDOWN_LINK = /(!?)\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*)?\)/g;
/** A page of this site named by an HTML tag's href in a text (<a href="/contact">); components' are checked by mdx.ts. */
const HREF_LINK = /<[a-z][a-z0-9]*\b[^<>]*?\bhref=["'](\/[^"'\s]*)["']/g;
/** A file of public/ named by its address, e.g. "/media/hero.mp4" or "/brochures/iot.pdf". */
const PUBLIC_FILE = /^\/[^\s?#]+\.[a-z0-9]{2,5}$/i;
/** Files an entry may refer to relative to itself (besides pictures checked by their schema). */
const RELATIVE_FILE = /^\.{1,2}\/[^\s]+\.(pdf|jpe?g|png|webp|avif|gif|svg|mp4|webm|docx?|xlsx?|pptx?|zip)$/i;

/** The line of `text[index]`, for a text that starts on line `first`. */
const lineIn = (first: number, text: string, index = 0) => first + (text.slice(0, index).match(/\n/g)?.length ?? 0);

/** The collections' schemas with the check's stand-in for `image()` (the picture must exist), built once each. */
function schemasFor(files: Files) {
  const built = new Map<string, z.ZodTypeAny | undefined>();
  // The entry being validated, for its pictures' paths: entries are validated one at a time.
  let checking = '';
  let queue: Promise<unknown> = Promise.resolve();
  const image = imageHelper(files, () => checking);
  const schemaOf = (collection: string) => {
    const config = described[collection];
    if (!built.has(collection))
      built.set(collection, typeof config?.schema === 'function' ? config.schema({ image }) : config?.schema);
    return built.get(collection);
  };
  /** One entry validated with the check's messages. */
  const parse = (collection: string, data: unknown, file: string) => {
    const run = queue.then(() => {
      checking = file;
      return schemaOf(collection)?.safeParseAsync(data, { errorMap });
    });
    queue = run.catch(() => undefined);
    return run;
  };
  return { schemaOf, parse };
}

type Schemas = ReturnType<typeof schemasFor>;

/**
 * The check of all content. It never throws: whatever an editor writes, the answer is lines in the check's format. A
 * failure of the check itself (a value no rule foresaw reaching code that cannot take it) becomes one line naming
 * the file being checked, instead of a stack trace in the terminal and an unhandled rejection in `npm run dev`.
 * The content is read as Astro reads it (../read.ts); `checkReading` is the check of what Astro's loaders read.
 */
export async function checkContent(options: CheckOptions): Promise<CheckResult> {
  const files = new Files(resolve(options.root), options.overlay);
  const schemas = schemasFor(files);
  const validate = async (collection: string, data: unknown, file: string) => {
    const result = await schemas.parse(collection, data, file);
    if (result && !result.success) throw result.error;
    return result ? result.data : data;
  };
  let reading: Reading;
  try {
    reading = await readContent(files.root, described, validate, options.overlay);
  } catch (error) {
    return failed(files, { file: (error as { file?: string }).file ?? 'src/content', line: 1, field: '(file)' }, error);
  }
  return checkReading(reading, files, schemas);
}

/** The check of the content Astro's loaders read (../loaders.ts), or `readContent` outside Astro. */
export async function checkReading(reading: Reading, files: Files, schemas: Schemas = schemasFor(files)) {
  const where: Place = { file: 'src/content', line: 1, field: '(file)' };
  try {
    return await checkAll(reading, files, schemas, where);
  } catch (error) {
    return failed(files, where, error);
  }
}

function failed(files: Files, where: Place, error: unknown): CheckResult {
  const reason = error instanceof Error ? error.message : String(error);
  return withPlaceholders(files, [], {
    problems: [
      {
        ...where,
        what: `the check stopped on a value of this file it could not read (${reason.split('\n')[0]})`,
        fix: 'compare the values near this line with docs/editing.md (a number, date or link written in another form?); if they look right, tell a developer: the check itself failed',
      },
    ],
    entries: [],
    files: 0,
    collections: Object.keys(collections).length,
  });
}

/** A place whose line is found only when asked for (a problem's line parses its file's positions). */
function lazyPlace(file: string, field: string, line: () => number): Place {
  let found: number | undefined;
  return {
    file,
    field,
    get line() {
      return (found ??= line());
    },
  };
}

/** The check, with `where` kept on the file being checked, for checkContent's line should it fail. */
async function checkAll(reading: Reading, files: Files, schemas: Schemas, where: Place): Promise<CheckResult> {
  const problems: Problem[] = [];
  const unreadable: Problem[] = [];
  const located = locate(reading, files, problems, unreadable);
  const fileCount = reading.files.size;
  // A file that cannot be read is reported alone (whatever its mistake: an indentation, an unquoted ": " in a text):
  // what other files say about its entries, which the check cannot see, would only mislead.
  if (unreadable.length > 0)
    return withPlaceholders(files, [], {
      problems: unreadable.sort((a, b) => a.file.localeCompare(b.file)),
      entries: [],
      files: fileCount,
      collections: Object.keys(collections).length,
    });
  const entries: LoadedEntry[] = [];
  const links: { place: Place; target: string }[] = [];
  const references: { use: Place; collection: string; id: string; prefix?: string }[] = [];
  // Price placeholders ({price:<id>}) in any text: their ids are checked against prices.yaml once all is loaded.
  const priceUses: { use: Place; token: PriceToken }[] = [];
  const placeholders: Problem[] = [];
  // Galleries named by <Gallery name="…"> in .mdx texts: checked against the galleries once all is loaded.
  const galleryUses: { use: Place; name: string }[] = [];

  for (const entry of located) {
    const schema = schemas.schemaOf(entry.collection);
    where.file = entry.file;
    const at = (path: readonly PathSegment[]) => entry.source.locate([...entry.at, ...path]).line;
    const place = (path: readonly PathSegment[]) => lazyPlace(entry.file, fieldName(path), () => at(path));
    const sourceAt = (path: readonly PathSegment[]) => {
      const full = [...entry.at, ...path];
      return entry.source
        .scalars()
        .find((s) => s.path.length === full.length && s.path.every((segment, i) => segment === full[i]));
    };
    const handled = new Set<string>();
    // The schema's problems by the path of their field, for those a misplaced line explains.
    const issuesAt = new Map<string, Problem>();
    // A misspelt field is also a missing one: report it once, as the misspelling ("titel" → did you mean "title"?).
    const missing = new Map<string, Problem>();
    const misspelt: { problem: Problem; meant: string }[] = [];
    // A line moved out from under its group (an `alt:` un-indented from under `picture:`): the field above it in the
    // same group whose own fields include it, and which does not have it yet.
    const groupAbove = (path: PathSegment[], key: string): { name: string; empty: boolean } | undefined => {
      const group = valueAt(entry.raw, path) as Record<string, unknown> | undefined;
      if (!schema || !group || typeof group !== 'object') return undefined;
      const keys = Object.keys(group);
      for (let i = keys.indexOf(key) - 1; i >= 0; i--) {
        const field = schemaAt(schema, [...path, keys[i]]);
        if (!field) continue; // another line out of place, e.g. `src:` moved out too
        const fields = fieldsOf(field);
        const value = group[keys[i]];
        const isGroup =
          value === null || (typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date));
        const fits = fields !== undefined && key in fields && isGroup && !(value && key in value);
        return fits ? { name: keys[i], empty: value === null } : undefined;
      }
      return undefined;
    };
    const misplaced: { meant: PathSegment[]; parent: PathSegment[]; empty: boolean }[] = [];
    const unknown = (path: PathSegment[], key: string, known: string[], message?: string) => {
      const above = groupAbove(path, key);
      if (above) {
        const problem = {
          file: entry.file,
          line: at([...path, key]),
          field: fieldName([...path, key]),
          what: `is not a field here: it is a field of ${above.name}, the group above it`,
          fix: above.empty
            ? `indent it under ${above.name}: (two spaces more in front of ${key}: than of ${above.name}:)`
            : `indent it under ${above.name}: (as many spaces in front of ${key}: as the lines under ${above.name}:)`,
        };
        problems.push(problem);
        const parent = [...path, above.name];
        misplaced.push({ meant: [...parent, key], parent, empty: above.empty });
        return;
      }
      const meant = closest(key, known);
      const custom = message && !/^(is not a field here|Unrecognized key)/.test(message) ? ` (${message})` : '';
      const list = known.slice(0, 14).join(', ') + (known.length > 14 ? ', …' : '');
      const problem = {
        file: entry.file,
        line: at([...path, key]),
        field: fieldName([...path, key]),
        what: `is not a field here${custom}`,
        fix: meant
          ? `did you mean "${meant}"? Correct the spelling`
          : `remove the line, or use one of the fields: ${list}`,
      };
      problems.push(problem);
      if (meant) misspelt.push({ problem, meant: JSON.stringify([...path, meant]) });
    };
    // Markdown links and pictures in a text (a field's or the body below the fields), whose first line is `first()`.
    const markdownLinks = (text: string, first: () => number, field: string) => {
      const placeAt = (index: number) => lazyPlace(entry.file, field, () => lineIn(first(), text, index));
      for (const match of text.matchAll(HREF_LINK)) links.push({ place: placeAt(match.index), target: match[1]! });
      for (const match of text.matchAll(MARKDOWN_LINK)) {
        const [, bang, target] = match as unknown as [string, string, string];
        const place = placeAt(match.index);
        if (bang && /^https?:\/\//i.test(target)) {
          problems.push({
            ...place,
            what: `the picture ${show(target)} is a web address`,
            fix: "save the picture under src/assets/ and give its path relative to this file, e.g. ../../assets/blog/photo.jpg (pictures from other sites are blocked by the site's security rules)",
          });
        } else if (/^http:\/\//i.test(target)) {
          problems.push({
            ...place,
            what: `the link ${show(target)} is not secure (http://)`,
            fix: `write it with https://: ${target.replace(/^http:/i, 'https:')}`,
          });
        } else if (target.startsWith('/')) {
          links.push({ place, target });
        } else if (/^\.{1,2}\//.test(target)) {
          const rel = posix.normalize(posix.join(posix.dirname(entry.file), target.replace(/[?#].*$/, '')));
          if (!files.exists(rel))
            problems.push({
              ...place,
              what: `the ${bang ? 'picture' : 'file'} ${show(target)} does not exist (looked for ${rel})`,
              fix: 'correct the path (it is relative to this file), or add the file',
            });
        }
      }
    };

    // Every value as written. Values the YAML parser changes before any schema sees them: impossible unquoted dates
    // roll over silently.
    leaves(entry.raw, [], (path, value) => {
      const flag = (what: string, fix: string, line?: number) => {
        handled.add(JSON.stringify(path));
        problems.push({ ...(line ? { file: entry.file, field: fieldName(path), line } : place(path)), what, fix });
      };
      if (value instanceof Date) {
        const scalar = sourceAt(path);
        const reason = scalar && !scalar.quoted ? impossibleDate(scalar.source) : undefined;
        if (reason)
          flag(
            `${scalar!.source} is not a real date: ${reason}`,
            `write a real date in quotes as "YYYY-MM-DD", e.g. ${String(path.at(-1))}: "2025-07-08"`,
            scalar!.line,
          );
      }
      if (typeof value !== 'string') return;
      const text = value;
      if (/^http:\/\//i.test(text.trim()))
        flag(
          `${show(text)} is not a secure link (http://)`,
          `write it with https://: "${text.trim().replace(/^http:/i, 'https:')}"`,
        );
      // A block text (| or >) starts on the line below its field.
      const first = () => {
        const scalar = sourceAt(path);
        return scalar ? scalar.line + (scalar.block ? 1 : 0) : at(path);
      };
      markdownLinks(text, first, fieldName(path));
      for (const token of priceTokens(text))
        priceUses.push({
          use: lazyPlace(entry.file, fieldName(path), () => lineIn(first(), text, token.index)),
          token,
        });
      const file = RELATIVE_FILE.test(text.trim()) && !schemaIsPicture(schema, path);
      const rel = file && posix.normalize(posix.join(posix.dirname(entry.file), text.trim()));
      if (rel && !files.exists(rel)) {
        const near = closest(posix.basename(rel), files.siblings(posix.dirname(rel)));
        flag(
          `the file ${show(text.trim())} does not exist (looked for ${rel})`,
          near
            ? `did you mean "${posix.join(posix.dirname(text.trim()), near)}"?`
            : `put the file at ${rel}, or correct the path (it is relative to this file)`,
        );
      }
    });

    let data = entry.data;
    if (schema) {
      // Only an entry its loader refused is validated again, for every issue with its path.
      const result = data ? undefined : await schemas.parse(entry.collection, entry.raw, entry.file);
      if (result?.success) {
        data = result.data as Record<string, unknown>;
        problems.push({
          ...place([]),
          what: 'the build could not read this entry, though the check finds nothing wrong with it',
          fix: 'tell a developer: the check and the build disagree about this entry',
        });
      } else if (result) {
        for (const issue of result.error.issues) {
          if (issue.code === 'unrecognized_keys') {
            const known = fieldsAt(schema, entry.raw, issue.path);
            for (const key of issue.keys) unknown(issue.path, key, known, issue.message);
            continue;
          }
          if (handled.has(JSON.stringify(issue.path))) continue;
          const described = describe(issue, valueAt(entry.raw, issue.path), sourceAt(issue.path)?.source);
          const isMissing = issue.code === 'invalid_type' && issue.received === 'undefined';
          const fix =
            isMissing && schemaIsPicture(schema, issue.path)
              ? `add a line "${String(issue.path.at(-1))}: …" with the picture file, relative to this file, e.g. "../../assets/${posix.basename(posix.dirname(entry.file))}/photo.jpg"`
              : described.fix;
          // A value the schema says another item of the list already has (schemas/shared.ts uniqueBy): its line.
          const also = issue.code === 'custom' && (issue.params?.also as PathSegment[] | undefined);
          const first = also && at([...issue.path.slice(0, -also.length), ...also]);
          const problem = {
            file: entry.file,
            line: at(issue.path),
            field: fieldName(issue.path),
            what: first ? `${described.what} (also line ${first})` : described.what,
            fix,
          };
          problems.push(problem);
          issuesAt.set(JSON.stringify(issue.path), problem);
          if (isMissing) missing.set(JSON.stringify(issue.path), problem);
        }
      }
      walk(schema, entry.raw, (chain, value, path) => {
        for (const { path: where, what, fix } of placeholdersOf(entry.file, chain, value, path))
          placeholders.push(Object.assign(place(where), { what, fix }));
        if (handled.has(JSON.stringify(path))) return;
        const use = () => place(path);
        // Astro's image() lets a missing picture through to the build's bundler: the check names it first.
        const picture = chain.some((part) => markOf(part, 'picture') === true);
        const absent = picture && entry.data && typeof value === 'string' && pictureProblem(files, entry.file, value);
        if (absent) problems.push({ ...use(), ...absent });
        const reference = chain.map(referenceOf).find(Boolean);
        if (reference && typeof value === 'string')
          references.push({
            use: use(),
            collection: reference.collection,
            id: reference.idPrefix + value,
            prefix: reference.idPrefix,
          });
        else if (reference && value && typeof value === 'object' && 'id' in value)
          references.push({ use: use(), collection: reference.collection, id: String(value.id) });
        else if (typeof value === 'string' && value.startsWith('/')) {
          const siteLink = chain.some((part) => isPart(part, sitePath) || isPart(part, anyLink));
          if (siteLink || LINK_KEY.test(String(path.at(-1) ?? '')) || PUBLIC_FILE.test(value))
            links.push({ place: use(), target: value });
        }
      });
    }

    // What a misplaced line leaves missing in its group (or the group left empty) is said by that line.
    for (const { meant, parent, empty } of misplaced)
      for (const path of empty ? [meant, parent] : [meant]) {
        const lost = issuesAt.get(JSON.stringify(path));
        if (lost && problems.includes(lost)) problems.splice(problems.indexOf(lost), 1);
      }
    for (const { problem, meant } of misspelt) {
      const lost = missing.get(meant);
      if (!lost) continue;
      problems.splice(problems.indexOf(lost), 1);
      problem.what = `is not a field here, so "${lost.field}" is missing`;
    }

    if (entry.body) {
      if (entry.body.text.replace(/<!--[\s\S]*?-->/g, '').trim() === '') {
        problems.push({
          file: entry.file,
          line: entry.body.line,
          field: '(text)',
          what: 'there is no text under the fields',
          fix: 'write the text of the entry in Markdown after the closing --- line',
        });
      }
      const body = entry.body;
      markdownLinks(body.text, () => body.line, '(text)');
      if (entry.file.endsWith('.mdx')) {
        const mdx = checkMdx(entry.body.text, entry.body.line, (value) => pictureProblem(files, entry.file, value));
        problems.push(...mdx.problems.map((problem) => ({ file: entry.file, ...problem })));
        links.push(...mdx.links.map(({ target, ...link }) => ({ place: { file: entry.file, ...link }, target })));
        galleryUses.push(...mdx.galleries.map(({ name, ...place }) => ({ use: { file: entry.file, ...place }, name })));
        // What `npm run go-live` lists: a stand-in picture, a placeholder address (the schema's values are walked below).
        for (const { line, field, kind, value } of mdx.values) {
          const reason = kind === 'address' ? placeholderReason(value) : undefined;
          if (reason)
            placeholders.push({
              file: entry.file,
              line,
              field,
              what: `${show(value)} is a placeholder: ${reason}`,
              fix: 'set the real one before going live',
            });
          for (const { what, fix } of kind === 'picture' ? placeholdersOf(entry.file, [], value, []) : [])
            placeholders.push({
              file: entry.file,
              line,
              field,
              what,
              fix: fix.replace('write its path here', 'write its path in the tag'),
            });
        }
      } else {
        // A component in a Markdown file would be shown as an empty HTML element: components need .mdx.
        for (const match of entry.body.text.matchAll(/^[ \t]*<([A-Z]\w*)\b/gm)) {
          if (!isMdxComponent(match[1]!)) continue;
          problems.push({
            file: entry.file,
            line: lineIn(entry.body.line, entry.body.text, match.index),
            field: '(text)',
            what: `<${match[1]}> is a component, and components work only in .mdx files`,
            fix: `rename the file to ${posix.basename(entry.file).replace(/\.md$/, '.mdx')} (its address stays the same)`,
          });
        }
      }
      for (const match of entry.body.text.matchAll(/(?<![(<"'])\bhttp:\/\/[^\s)>\]]+/g)) {
        problems.push({
          file: entry.file,
          line: lineIn(entry.body.line, entry.body.text, match.index),
          field: '(text)',
          what: `${show(match[0])} is not a secure link (http://)`,
          fix: `write it with https://: ${match[0].replace(/^http:/, 'https:')}`,
        });
      }
    }

    const { collection, id, file, raw } = entry;
    entries.push({
      collection,
      id,
      file,
      raw,
      data,
      body: entry.body?.text,
      get line() {
        return entry.source.locate(entry.at).line;
      },
    });
  }

  const byCollection = new Map<string, LoadedEntry[]>();
  for (const entry of entries)
    byCollection.set(entry.collection, [...(byCollection.get(entry.collection) ?? []), entry]);
  duplicates(located, problems);
  for (const { use, collection, id, prefix = '' } of references) {
    where.file = use.file;
    const target = (byCollection.get(collection) ?? []).find((entry) => entry.id === id);
    if (target?.raw.hidden === true) {
      problems.push({
        ...use,
        what: `${show(id.slice(prefix.length))} is hidden (hidden: true in ${target.file}:${target.line}), so the site does not show it`,
        fix: 'show that entry again (delete its hidden: true), or name another entry',
      });
      continue;
    }
    if (target) continue;
    const ids = (byCollection.get(collection) ?? [])
      .filter((entry) => entry.raw.hidden !== true)
      .map((entry) => entry.id);
    // As the editor writes them: the ids of the one file the field names (its part's prefix), without the prefix.
    const written = ids.filter((one) => one.startsWith(prefix)).map((one) => one.slice(prefix.length));
    const near = closest(id.slice(prefix.length), written);
    const file = fileOf(collection, prefix);
    const area = `${areaName(collection, file)}${file ? ` (${file})` : ''}`;
    problems.push({
      ...use,
      what: `${show(id.slice(prefix.length))} is not an entry of ${area}`,
      fix: near ? `did you mean "${near}"?` : `use the id of an entry of ${area}`,
    });
  }
  const galleries = (byCollection.get('galleries') ?? []).map((entry) => entry.id);
  for (const { use, name } of galleryUses) {
    if (galleries.includes(name)) continue;
    const near = closest(name, galleries);
    problems.push({
      ...use,
      what: `${show(name)} is not a gallery of this site`,
      fix: `${near ? `did you mean "${near}"? ` : ''}Use the name of a file in src/content/galleries/ without .yaml: ${galleries.join(', ')}`,
    });
  }
  // Only memberships their schema accepted fill a placeholder: a price as written ("Rs. 599") is reported on its own
  // line, and a placeholder naming that membership waits for it to be fixed.
  const membershipEntries = (byCollection.get('prices') ?? []).filter((entry) => entry.raw.group === 'membership');
  const memberships = membershipEntries.flatMap((entry) =>
    entry.data ? [entry.data as unknown as MembershipPrice] : [],
  );
  const invalid = new Set(membershipEntries.filter((entry) => !entry.data).map((entry) => String(entry.raw.id)));
  for (const { use, token } of priceUses) {
    if (invalid.has(token.id)) continue;
    where.file = use.file;
    const filled = tokenText(token, memberships);
    if (!('problem' in filled)) continue;
    const ids = memberships.map((option) => option.id);
    const near = closest(token.id, ids);
    problems.push({
      ...use,
      what: `${token.raw}: ${filled.problem}`,
      fix: !ids.includes(token.id) && near ? `did you mean {${token.kind}:${near}}?` : filled.fix,
    });
  }
  for (const { target, place } of links) {
    where.file = place.file;
    const wrong = linkProblem(target, (collection) => byCollection.get(collection) ?? [], files);
    if (wrong) problems.push({ ...place, ...wrong });
  }

  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.field.localeCompare(b.field));
  return withPlaceholders(files, placeholders, {
    problems: dedupe(problems),
    entries,
    files: fileCount,
    collections: Object.keys(collections).length,
  });
}

/**
 * The result with its placeholders, those of the web editor's config added when first asked for: reading that
 * 7,000-line file with positions takes about 0.3 s, which only a build's go-live gate and `npm run go-live` need.
 */
function withPlaceholders(files: Files, found: Problem[], result: Omit<CheckResult, 'placeholders'>): CheckResult {
  let all: Problem[] | undefined;
  return {
    ...result,
    get placeholders() {
      all ??= dedupe([
        ...found,
        ...editorPlaceholder(new YamlSource(files.read('public/admin/config.yml') ?? '')),
      ]).sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
      return all;
    },
  };
}

/** Pages and endpoints of src/pages that are not pages of src/content/pages (whose ids are their paths). */
export const ENDPOINTS = ['/404', '/admin/sveltia-cms.js', '/manifest.webmanifest', '/robots.txt', '/rss.xml'];
/** A dynamic route of src/pages that makes more than pages' paths (see ROUTES). */
export interface Route {
  prefix: string;
  /** The collection whose entries make the route's pages, one per published entry; none: anything after `prefix`. */
  collection?: string;
  /** What follows the entry's id in the address, e.g. ".pdf". */
  suffix?: string;
  /** What it is for an editor, for "no <noun> is called …"; `name` what names it (default: its file name). */
  noun?: string;
  name?: string;
  /** Which entries have a page there (default: every published one). */
  hasPage?: (entry: LoadedEntry) => boolean;
}

/**
 * The dynamic routes of src/pages that make more than pages' paths: anything after `prefix`, or a page (or file) per
 * published entry of a collection (a draft is not published), so a link to an entry's page is checked against the
 * entries, with the closest one as "did you mean". The rest of src/pages (/service/[conference] and [award] among
 * them) makes pages of src/content/pages only, so a wrong /service/ link is told the closest page's path
 * (tests/unit/page-routes.test.ts). Courses have no page of their own.
 */
export const ROUTES: Route[] = [
  { prefix: '/admin/fonts/' },
  { prefix: '/blog/', collection: 'blog', noun: 'blog post' },
  // The internship's brochure (src/pages/brochures/[slug].pdf.ts).
  { prefix: '/brochures/', collection: 'internships', suffix: '.pdf', noun: 'internship' },
  // "Add to calendar" files, one per event (src/pages/ematixprime/events/[id].ics.ts).
  {
    prefix: '/ematixprime/events/',
    collection: 'events',
    suffix: '.ics',
    noun: 'event',
    name: 'the id of the event in src/content/prime/events.yaml',
  },
  // An event whose `link` is a page of this site is shown there, not on a page of its own (~/lib/content/events hasOwnPage).
  {
    prefix: '/ematixprime/events/',
    collection: 'events',
    noun: 'event',
    name: 'the id of the event in src/content/prime/events.yaml',
    hasPage: ({ raw }) => !(typeof raw.link === 'string' && raw.link.startsWith('/')),
  },
  // A skills training's brochure, named by ~/lib/pdf/skills-brochure brochureFileName.
  {
    prefix: '/ematixprime/initiative/skill/',
    collection: 'programmes',
    suffix: '-brochure.pdf',
    noun: 'skills training',
    name: 'the id of the training in src/content/prime/initiatives/skills-training.yaml',
    hasPage: ({ raw }) => raw.kind === 'skills',
  },
  { prefix: '/ematixprime/internship/', collection: 'internships', noun: 'internship' },
];

/** Whether an entry is left off the published site: a draft (posts, internships) or a hidden list entry. */
const unpublished = (entry: LoadedEntry) => entry.raw.draft === true || entry.raw.hidden === true;

/** What is wrong with an internal link such as "/contact?subject=Hi#form"; undefined when it leads somewhere. */
function linkProblem(link: string, entriesOf: (collection: string) => LoadedEntry[], files: Files) {
  const path = link.replace(/[?#].*$/, '');
  let decoded = path.length > 1 ? path.replace(/\/+$/, '') : path;
  try {
    decoded = decodeURI(decoded);
  } catch {
    /* keep it as written */
  }
  const pages = entriesOf('pages').map((entry) => entry.id);
  if (pages.includes(decoded) || ENDPOINTS.includes(decoded)) return undefined;
  const aliases = new Map(
    entriesOf('pages').flatMap(({ id, raw }) =>
      (Array.isArray(raw.aliases) ? raw.aliases : []).map((a) => [String(a), id]),
    ),
  );
  const canonical = aliases.get(decoded);
  if (canonical)
    return { what: `"${path}" is an old spelling of ${canonical}`, fix: `write "${canonical}" (the page's own path)` };
  const isFile = /\.[a-z0-9]{2,5}$/i.test(decoded);
  if (isFile && files.exists(`public${decoded}`)) return undefined;
  const published = ({ collection, hasPage }: Route) =>
    entriesOf(collection!)
      .filter((entry) => !unpublished(entry) && (hasPage?.(entry) ?? true))
      .map((entry) => entry.id);
  for (const route of ROUTES) {
    const { prefix, collection, suffix = '' } = route;
    if (!decoded.startsWith(prefix) || !decoded.endsWith(suffix)) continue;
    const id = decoded.slice(prefix.length, decoded.length - suffix.length);
    if (!id || id.includes('/')) continue;
    if (!collection) return undefined;
    const own = entriesOf(collection).find((entry) => entry.id === id);
    if (own?.raw.hidden === true)
      return {
        what: `"${decoded}" is hidden (hidden: true), so the site does not have it`,
        fix: 'show that entry again (delete its hidden: true), or link to another page',
      };
    if (own && unpublished(own) && (route.hasPage?.(own) ?? true))
      return {
        what: `"${decoded}" is a draft (draft: true), so the published site does not have it`,
        fix: 'publish that entry first, or link to another page',
      };
    if (own && !unpublished(own) && route.hasPage?.(own) === false)
      return {
        what: `"${decoded}" is not a page of this site: that ${route.noun ?? 'entry'} has no page of its own`,
        fix:
          typeof own.raw.link === 'string'
            ? `link to "${own.raw.link}", the page that shows it (its link)`
            : 'link to the page that shows it',
      };
    const ids = published(route);
    if (ids.includes(id)) return undefined;
    const suggestion = closest(id, ids);
    return {
      what: `"${decoded}" is not a page of this site`,
      fix: suggestion
        ? `did you mean "${prefix}${suggestion}${suffix}"?`
        : `no ${route.noun ?? 'entry'} is called "${id}": check ${route.name ?? 'the file name'} of the ${route.noun ?? 'entry'} you mean`,
    };
  }
  if (isFile)
    return {
      what: `the file "${decoded}" does not exist`,
      fix: `put the file in public${decoded}, or correct the path`,
    };
  const known = [
    ...pages,
    ...ENDPOINTS,
    ...ROUTES.flatMap((r) => (r.collection ? published(r).map((id) => r.prefix + id + (r.suffix ?? '')) : [])),
  ];
  const suggestion = closest(decoded, known);
  return {
    what: `"${path}" is not a page of this site`,
    fix: suggestion
      ? `did you mean "${suggestion}"? Use the path of a page (a file in src/content/pages)`
      : 'use the path of an existing page, a file in src/content/pages (e.g. "/contact")',
  };
}

function schemaIsPicture(schema: z.ZodTypeAny | undefined, path: PathSegment[]): boolean {
  const part = schema && schemaAt(schema, path);
  return Boolean(part && unwrapChain(part).some((p) => markOf(p, 'picture') === true));
}

/** Ids, titles and numbers that two entries of one collection share. */
function duplicates(located: Located[], problems: Problem[]) {
  const byCollection = new Map<string, Located[]>();
  for (const entry of located)
    byCollection.set(entry.collection, [...(byCollection.get(entry.collection) ?? []), entry]);
  const lineOf = (entry: Located, key: string) => entry.source.locate([...entry.at, key]).line;
  for (const [collection, list] of byCollection) {
    // Reports each entry whose key (undefined: none) an earlier entry of the list already has.
    const twice = (
      keyOf: (entry: Located) => string | undefined,
      report: (entry: Located, first: Located) => Problem,
    ) => {
      const seen = new Map<string, Located>();
      for (const entry of list) {
        const key = keyOf(entry);
        const first = key === undefined ? undefined : seen.get(key);
        if (first) problems.push(report(entry, first));
        else if (key !== undefined) seen.set(key, entry);
      }
    };
    twice(
      (entry) => entry.id,
      (entry, first) => {
        const markdown = entry.at.length === 0;
        return {
          file: entry.file,
          line: markdown ? 1 : lineOf(entry, 'id'),
          field: markdown ? (typeof entry.raw.slug === 'string' ? 'slug' : '(file name)') : 'id',
          what: `"${entry.id}" is used twice in ${areaName(collection, entry.file)} (also ${first.file}:${first.source.locate(first.at).line})`,
          fix: markdown ? 'give each entry its own file name (and slug)' : 'give each entry its own id',
        };
      },
    );
    // The same value of a field in two entries.
    const sameField = (key: string, fix: string) => (entry: Located, first: Located) => ({
      file: entry.file,
      line: lineOf(entry, key),
      field: key,
      what: `${show(entry.raw[key])} is used twice in ${areaName(collection, entry.file)} (also ${first.file}:${lineOf(first, key)})`,
      fix,
    });
    // Two entries of one list with the same title look like one to visitors and to search engines. Pages served at
    // several paths (canonical:) share their canonical page's title on purpose.
    twice(
      (entry) =>
        typeof entry.raw.title === 'string' && entry.raw.canonical === undefined
          ? entry.raw.title.trim().toLowerCase()
          : undefined,
      sameField('title', 'give each entry its own title'),
    );
    // A numbered or named entry inside one-file-per-entry collections: "id" and "slug" fields must be unique too.
    for (const key of ['id', 'slug']) {
      // The fix for a number used twice: the next free one, so the editor need not open every other file.
      const numbers = list.map((entry) => entry.raw[key]).filter((value) => Number.isInteger(value)) as number[];
      const next = numbers.length > 0 ? `: the next free number is ${Math.max(...numbers) + 1}` : '';
      twice(
        (entry) => (entry.at.length === 0 && entry.raw[key] !== undefined ? String(entry.raw[key]) : undefined),
        sameField(key, `give each entry its own ${key}${next}`),
      );
    }
  }
}
