/**
 * The content check behind `npm run content:check`: every collection of src/content.config.ts, validated with the
 * very zod schemas the build uses, plus what the build lets through (missing pictures and files, impossible unquoted
 * dates, duplicate ids, unknown fields, links to pages that do not exist, http:// links, YAML syntax errors, empty
 * bodies). Each problem is reported with the file, the real line, the field, what is wrong and how to fix it.
 *
 * Runs in plain Node through bundle.mjs, which replaces `astro:content` and `astro/loaders` with astro-stubs.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, posix, relative, resolve, sep } from 'node:path';
import { slug as githubSlug } from 'github-slugger';
import picomatch from 'picomatch';
import { globSync } from 'tinyglobby';
import { z } from 'astro/zod';
import { collections } from '../collections';
import { anyLink, externalUrl, sitePath } from '../schemas/shared';
import { partEntries, referenceOf, type ContentSource } from '../define';
import { PageIndex, type EntryRef } from './pages';
import { ItemsSource, readMarkdown, YamlSource, type PathSegment } from './source';
import { closest, impossibleDate, kind, show } from './words';
import { priceTokens, tokenText, type PriceToken } from '../../lib/price-tokens';
import type { MembershipPrice } from '../../lib/membership';
import { core, isPart, schemaAt, unwrapChain, walk } from './zod-walk';

export { collections };

/** Each collection's name and where its files are (the options of its glob() or file() loader). */
export function collectionLoaders(): { name: string; loader: ContentSource }[] {
  return Object.entries(collections as unknown as Record<string, { loader: ContentSource }>).map(([name, config]) => ({
    name,
    loader: config.loader,
  }));
}

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

/** A content entry as the build would load it, before and after its schema. */
export interface LoadedEntry {
  collection: string;
  id: string;
  /** The file, relative to the project. */
  file: string;
  /** The data as written (what the schema receives). */
  raw: Record<string, unknown>;
  /** The data after the schema (defaults filled in, pictures resolved to { src, fsPath }); undefined when invalid. */
  data?: Record<string, unknown>;
  /** The Markdown text under the front matter, for Markdown entries. */
  body?: string;
  /** The line where the entry starts in its file. */
  line: number;
}

export interface CheckResult {
  problems: Problem[];
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
  /** Also run the checks that only matter for the built site (links, duplicates): on by default. */
  crossChecks?: boolean;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Files                                                                                                         */
/* ------------------------------------------------------------------------------------------------------------ */

class Files {
  constructor(
    readonly root: string,
    private readonly overlay: Record<string, string | null> = {},
  ) {}

  rel(abs: string): string {
    return relative(this.root, abs).split(sep).join('/');
  }

  read(rel: string): string | undefined {
    if (rel in this.overlay) return this.overlay[rel] ?? undefined;
    const abs = join(this.root, rel);
    return existsSync(abs) && statSync(abs).isFile() ? readFileSync(abs, 'utf8') : undefined;
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

  /** Files matching a glob pattern under a folder, relative to that folder, as Astro's glob() loader finds them. */
  glob(baseRel: string, pattern: string | string[]): string[] {
    const abs = join(this.root, baseRel);
    const found = existsSync(abs) ? globSync(pattern, { cwd: abs, expandDirectories: false }) : [];
    const matches = picomatch(pattern);
    const prefix = baseRel.replace(/\/$/, '') + '/';
    const extra = Object.keys(this.overlay)
      .filter((path) => path.startsWith(prefix) && this.overlay[path] !== null)
      .map((path) => path.slice(prefix.length))
      .filter((path) => matches(path));
    const hidden = (path: string) => this.overlay[prefix + path] === null;
    return [...new Set([...found, ...extra])].filter((path) => !hidden(path)).sort();
  }
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Messages                                                                                                      */
/* ------------------------------------------------------------------------------------------------------------ */

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
  switch (issue.code) {
    case 'invalid_type':
      return {
        message:
          issue.received === 'undefined' ? 'is required' : `must be ${EXPECTED[issue.expected] ?? issue.expected}`,
      };
    case 'invalid_enum_value':
      return { message: `must be one of: ${issue.options.join(', ')}` };
    case 'invalid_literal':
      return { message: `must be ${JSON.stringify(issue.expected)}` };
    case 'too_small':
      if (issue.type === 'string')
        return {
          message: Number(issue.minimum) <= 1 ? 'must not be empty' : `must be at least ${issue.minimum} characters`,
        };
      if (issue.type === 'array')
        return { message: `needs at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}` };
      return { message: `must be at least ${issue.minimum}` };
    case 'too_big':
      if (issue.type === 'string') return { message: `must be at most ${issue.maximum} characters` };
      if (issue.type === 'array') return { message: `must have at most ${issue.maximum} items` };
      return { message: `must be at most ${issue.maximum}` };
    case 'invalid_string':
      if (issue.validation === 'url') return { message: 'must be a full link starting with https://' };
      if (issue.validation === 'email') return { message: 'must be an e-mail address, e.g. "hello@example.com"' };
      if (typeof issue.validation === 'object' && 'startsWith' in issue.validation)
        return { message: `must start with "${issue.validation.startsWith}"` };
      return { message: 'is not written in the expected form' };
    case 'not_multiple_of':
      return { message: `must be a multiple of ${issue.multipleOf}` };
    case 'unrecognized_keys':
      return { message: 'is not a field here' };
    default:
      return { message: ctx.defaultError };
  }
};

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
        return {
          what: `${show(value)} is written with a currency sign or commas`,
          fix: `write the plain number, e.g. ${key}: ${plain}`,
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
      if (issue.params?.picture) return { what: String(issue.params.what), fix: String(issue.params.fix) };
      if (/^(is|has|needs|was) /.test(message)) {
        const reason = typeof value === 'string' ? impossibleDate(value) : undefined;
        return {
          what: `${show(value)} ${message}${reason ? `: ${reason}` : ''}`,
          fix: reason
            ? 'write a real date as "YYYY-MM-DD" in quotes, e.g. "2025-07-08"'
            : 'correct the value (see this field in docs/editing.md)',
        };
      }
      return { what: `${show(value)} is not accepted`, fix: message };
    default:
      if (/^(is|has|needs) /.test(message))
        return { what: message, fix: 'correct the value (see this field in docs/editing.md)' };
      return { what: value === undefined ? 'is not accepted' : `${show(value)} is not accepted`, fix: message };
  }
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Pictures                                                                                                      */
/* ------------------------------------------------------------------------------------------------------------ */

const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.svg', '.tiff']);

/** The stand-in for astro:content's `image()`: the file must exist, relative to the entry (as the build resolves it). */
function imageHelper(files: Files, entryFileRel: string) {
  return () => {
    const schema = z
      .string({ invalid_type_error: 'must be the path of a picture file, e.g. "../../assets/blog/photo.jpg"' })
      .superRefine((value, ctx) => {
        const problem = pictureProblem(files, entryFileRel, value);
        if (problem)
          ctx.addIssue({ code: 'custom', message: problem.what, params: { picture: true, ...problem }, fatal: true });
      })
      .transform((value) => {
        const rel = resolvePicture(entryFileRel, value);
        return { src: value, fsPath: rel ? join(files.root, rel) : value, format: extname(value).slice(1) };
      });
    // Marked in its definition, which a field's `.describe()` copies along, so other checks know a field is a picture.
    Object.assign(schema._def, { picture: true });
    return schema;
  };
}

function resolvePicture(entryFileRel: string, value: string): string | undefined {
  if (value.includes('://')) return undefined;
  if (value.startsWith('~/')) return posix.join('src', value.slice(2));
  if (value.startsWith('/')) return posix.normalize(value.slice(1));
  return posix.normalize(posix.join(posix.dirname(entryFileRel), value));
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

/* ------------------------------------------------------------------------------------------------------------ */
/* Loading                                                                                                       */
/* ------------------------------------------------------------------------------------------------------------ */

interface Located {
  collection: string;
  id: string;
  file: string;
  source: YamlSource;
  /** Path of the entry inside its file ([] for one entry per file, [index] or [key] in a list file). */
  prefix: PathSegment[];
  raw: Record<string, unknown>;
  body?: { text: string; line: number };
  markdown: boolean;
  /** Keys the loader itself uses and the schema may leave out (id in list files, slug in Markdown). */
  loaderKeys: string[];
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

function syntaxProblem(file: string, line: number, message: string, text?: string): Problem {
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

function entryId(pathInBase: string): string {
  const withoutExt = pathInBase.replace(/\.[^./]+$/, '');
  return withoutExt
    .split('/')
    .map((segment) => githubSlug(segment))
    .join('/')
    .replace(/\/index$/, '');
}

function load(files: Files, problems: Problem[]): { located: Located[]; fileCount: number } {
  const located: Located[] = [];
  let fileCount = 0;
  for (const [collection, config] of Object.entries(
    collections as unknown as Record<string, { loader: ContentSource }>,
  )) {
    const loader = config.loader;
    if (loader?.kind === 'file') {
      const rel = loader.fileName.replace(/^\.\//, '');
      const text = files.read(rel);
      fileCount++;
      if (text === undefined) {
        problems.push({
          file: rel,
          line: 1,
          field: '(file)',
          what: `the file of the "${collection}" collection is missing`,
          fix: `restore ${rel} (the site needs it)`,
        });
        continue;
      }
      const source = new YamlSource(text);
      if (source.syntaxError) {
        problems.push(syntaxProblem(rel, source.syntaxError.line, source.syntaxError.message, text));
        continue;
      }
      const data = source.data;
      if (Array.isArray(data)) {
        data.forEach((item, index) => {
          const raw = (item ?? {}) as Record<string, unknown>;
          // A list file read by its own parser (listFile) names entries by position, so they need no id.
          const id = (raw.id ?? raw.slug ?? (loader.parser ? index + 1 : undefined))?.toString();
          if (!id) {
            problems.push({
              file: rel,
              line: source.locate([index]).line,
              field: 'id',
              what: 'the entry has no id',
              fix: 'add a line "id: …" with a short lowercase name for the entry, e.g. id: web-developer-intern',
            });
            return;
          }
          located.push({
            collection,
            id,
            file: rel,
            source,
            prefix: [index],
            raw,
            markdown: false,
            loaderKeys: ['id', 'slug'],
          });
        });
      } else if (data && typeof data === 'object') {
        for (const [id, item] of Object.entries(data)) {
          if (id === '$schema' && typeof item === 'string') continue;
          located.push({
            collection,
            id,
            file: rel,
            source,
            prefix: [id],
            raw: (item ?? {}) as Record<string, unknown>,
            markdown: false,
            loaderKeys: [],
          });
        }
      } else {
        problems.push({
          file: rel,
          line: 1,
          field: '(file)',
          what: 'the file holds no entries',
          fix: 'write a list of entries (lines starting with "- ") or entries named by their id',
        });
      }
    } else if (loader?.kind === 'files') {
      // Several files, each read like a file() loader's (or as one entry), with the part's fields injected.
      for (const part of loader.files) {
        const rel = part.file;
        const text = files.read(rel);
        fileCount++;
        const source = text === undefined ? undefined : part.entry ? new ItemsSource(text) : new YamlSource(text);
        if (source?.syntaxError) {
          problems.push(syntaxProblem(rel, source.syntaxError.line, source.syntaxError.message, text));
          continue;
        }
        const found = source && partEntries(part, source.data);
        if (!source || !found) {
          problems.push({
            file: rel,
            line: 1,
            field: '(file)',
            what: source ? 'the file holds no entries' : `the file of the "${collection}" collection is missing`,
            fix: source
              ? 'write a list of entries (lines starting with "- ")' +
                (part.entry ? '' : ' or entries named by their id')
              : `restore ${rel} (the site needs it)`,
          });
          continue;
        }
        for (const { id, data: raw, at } of found) {
          if (!id) {
            problems.push({
              file: rel,
              line: source.locate(at).line,
              field: 'id',
              what: 'the entry has no id',
              fix: 'add a line "id: …" with a short lowercase name for the entry, e.g. id: web-developer-intern',
            });
            continue;
          }
          const listed = typeof at[0] === 'number';
          located.push({
            collection,
            id,
            file: rel,
            source,
            prefix: at,
            raw,
            markdown: false,
            loaderKeys: listed ? ['id', 'slug'] : [],
          });
        }
      }
    } else if (loader?.kind === 'glob') {
      const base = String(loader.base ?? '.')
        .replace(/^\.\//, '')
        .replace(/\/$/, '');
      for (const pathInBase of files.glob(base, loader.pattern)) {
        const rel = posix.join(base, pathInBase);
        const text = files.read(rel) ?? '';
        fileCount++;
        const markdown = /\.mdx?$/.test(rel);
        let source: YamlSource;
        let body: Located['body'];
        if (markdown) {
          const parts = readMarkdown(text);
          if (parts.none) {
            const template = posix.join(base, '_template.md');
            problems.push({
              file: rel,
              line: 1,
              field: '(front matter)',
              what: 'the file has no fields at the top',
              fix: files.exists(template)
                ? `start it with a block of fields between two lines of ---, as in ${template} (copy that file to begin)`
                : 'start it with a block of fields between two lines of --- (title, description, …)',
            });
            continue;
          }
          if (parts.unclosed) {
            problems.push({
              file: rel,
              line: 1,
              field: '(front matter)',
              what: 'the fields at the top are not closed',
              fix: 'add a line with only --- after the last field, before the text',
            });
            continue;
          }
          source = parts.frontmatter;
          body = { text: parts.body, line: parts.bodyLine };
        } else if (/\.json$/.test(rel)) {
          source = new YamlSource(text); // JSON is YAML
        } else {
          source = new YamlSource(text);
        }
        if (source.syntaxError) {
          problems.push(syntaxProblem(rel, source.syntaxError.line, source.syntaxError.message, text));
          continue;
        }
        const raw = (source.data && typeof source.data === 'object' ? source.data : {}) as Record<string, unknown>;
        const id = loader.generateId
          ? loader.generateId({ entry: pathInBase, base: new URL(`file://${join(files.root, base)}/`), data: raw })
          : typeof raw.slug === 'string' && raw.slug
            ? raw.slug
            : entryId(pathInBase);
        located.push({ collection, id, file: rel, source, prefix: [], raw, body, markdown, loaderKeys: ['slug'] });
      }
    } else {
      problems.push({
        file: 'src/content.config.ts',
        line: 1,
        field: collection,
        what: 'the collection uses a loader the content check does not know',
        fix: 'use glob() or file() from astro/loaders, or teach scripts/content-check/index.ts about the loader',
      });
    }
  }
  return { located, fileCount };
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Checking                                                                                                      */
/* ------------------------------------------------------------------------------------------------------------ */

type SchemaConfig = z.ZodTypeAny | ((context: { image: () => z.ZodTypeAny }) => z.ZodTypeAny) | undefined;

interface LinkUse {
  file: string;
  line: number;
  field: string;
  target: string;
}

/** Field names whose text is a link even where the schema does not say so. */
const LINK_KEY = /^(href|link|url|path|canonical|to|target)$|(Href|Link|Url|Path)$/;
/** Markdown links and pictures: [words](target) and ![alt](target). */
const MARKDOWN_LINK = /(!?)\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*)?\)/g;
/** A file of public/ named by its address, e.g. "/media/hero.mp4" or "/brochures/iot.pdf". */
const PUBLIC_FILE = /^\/[^\s?#]+\.[a-z0-9]{2,5}$/i;
/** Files an entry may refer to relative to itself (besides pictures checked by their schema). */
const RELATIVE_FILE = /^\.{1,2}\/[^\s]+\.(pdf|jpe?g|png|webp|avif|gif|svg|mp4|webm|docx?|xlsx?|pptx?|zip)$/i;

function isLinkSchema(chain: z.ZodTypeAny[]): 'site' | 'any' | 'external' | undefined {
  for (const part of chain) {
    if (isPart(part, sitePath)) return 'site';
    if (isPart(part, anyLink)) return 'any';
    if (isPart(part, externalUrl)) return 'external';
  }
  return undefined;
}

export async function checkContent(options: CheckOptions): Promise<CheckResult> {
  const files = new Files(resolve(options.root), options.overlay);
  const problems: Problem[] = [];
  const { located, fileCount } = load(files, problems);
  // A file that cannot be read is reported alone: what other files say about its entries would only mislead.
  const unreadable = problems.filter((p) => ['(syntax)', '(front matter)', '(file)'].includes(p.field));
  if (unreadable.length > 0)
    return { problems: unreadable, entries: [], files: fileCount, collections: Object.keys(collections).length };
  const entries: LoadedEntry[] = [];
  const links: LinkUse[] = [];
  const references: { use: Omit<LinkUse, 'target'>; collection: string; id: string }[] = [];
  // Price placeholders ({price:<id>}) in any text: their ids are checked against prices.yaml once all is loaded.
  const priceUses: { use: Omit<LinkUse, 'target'>; token: PriceToken }[] = [];
  const schemaCache = new Map<string, z.ZodTypeAny | undefined>();

  for (const entry of located) {
    const config = (collections as unknown as Record<string, { schema?: SchemaConfig }>)[entry.collection];
    const cacheKey = `${entry.collection}\0${entry.file}`;
    if (!schemaCache.has(cacheKey)) {
      const schema =
        typeof config.schema === 'function' ? config.schema({ image: imageHelper(files, entry.file) }) : config.schema;
      schemaCache.set(cacheKey, schema);
    }
    const schema = schemaCache.get(cacheKey);
    const at = (path: readonly PathSegment[]) => entry.source.locate([...entry.prefix, ...path]).line;
    const entryLine = entry.source.locate(entry.prefix).line;
    const scalars = entry.source.scalars().filter((s) => entry.prefix.every((segment, i) => s.path[i] === segment));
    const sourceAt = (path: readonly PathSegment[]) => {
      const full = [...entry.prefix, ...path];
      return scalars.find((s) => s.path.length === full.length && s.path.every((segment, i) => segment === full[i]));
    };
    const handled = new Set<string>();
    // A misspelt field is also a missing one: report it once, as the misspelling ("titel" → did you mean "title"?).
    const missing = new Map<string, Problem>();
    const misspelt: { problem: Problem; meant: string }[] = [];
    const unknown = (path: PathSegment[], key: string, known: string[], message?: string) => {
      const problem = unknownField(entry.file, at([...path, key]), [...path, key], known, message);
      problems.push(problem);
      const meant = closest(key, known);
      if (meant) misspelt.push({ problem, meant: JSON.stringify([...path, meant]) });
    };

    // Values the YAML parser changes before any schema sees them: impossible unquoted dates roll over silently.
    for (const scalar of scalars) {
      const path = scalar.path.slice(entry.prefix.length);
      if (scalar.value instanceof Date && !scalar.quoted) {
        const reason = impossibleDate(scalar.source);
        if (reason) {
          handled.add(JSON.stringify(path));
          problems.push({
            file: entry.file,
            line: scalar.line,
            field: fieldName(path),
            what: `${scalar.source} is not a real date: ${reason}`,
            fix: `write a real date in quotes as "YYYY-MM-DD", e.g. ${String(path.at(-1))}: "2025-07-08"`,
          });
        }
      }
      if (typeof scalar.value === 'string') {
        const text = scalar.value;
        if (/^http:\/\//i.test(text.trim())) {
          handled.add(JSON.stringify(path));
          problems.push({
            file: entry.file,
            line: scalar.line,
            field: fieldName(path),
            what: `${show(text)} is not a secure link (http://)`,
            fix: `write it with https://: "${text.trim().replace(/^http:/i, 'https:')}"`,
          });
        }
        for (const match of text.matchAll(MARKDOWN_LINK)) {
          const line = scalar.line + (scalar.block ? 1 : 0) + (text.slice(0, match.index).match(/\n/g)?.length ?? 0);
          markdownTarget(files, entry.file, line, fieldName(path), match[2], Boolean(match[1]), problems, links);
        }
        for (const token of priceTokens(text)) {
          const line = scalar.line + (scalar.block ? 1 : 0) + (text.slice(0, token.index).match(/\n/g)?.length ?? 0);
          priceUses.push({ use: { file: entry.file, line, field: fieldName(path) }, token });
        }
        if (RELATIVE_FILE.test(text.trim()) && !schemaIsPicture(schema, path)) {
          const rel = posix.normalize(posix.join(posix.dirname(entry.file), text.trim()));
          if (!files.exists(rel)) {
            handled.add(JSON.stringify(path));
            const near = closest(posix.basename(rel), files.siblings(posix.dirname(rel)));
            problems.push({
              file: entry.file,
              line: scalar.line,
              field: fieldName(path),
              what: `the file ${show(text.trim())} does not exist (looked for ${rel})`,
              fix: near
                ? `did you mean "${posix.join(posix.dirname(text.trim()), near)}"?`
                : `put the file at ${rel}, or correct the path (it is relative to this file)`,
            });
          }
        }
      }
    }

    let data: Record<string, unknown> | undefined;
    if (schema) {
      const result = await schema.safeParseAsync(entry.raw, { errorMap });
      if (result.success) data = result.data as Record<string, unknown>;
      else {
        for (const issue of result.error.issues) {
          if (issue.code === 'unrecognized_keys') {
            const known = Object.keys((core(schemaAt(schema, issue.path) ?? schema) as z.AnyZodObject).shape ?? {});
            for (const key of issue.keys) unknown(issue.path, key, known, issue.message);
            continue;
          }
          if (handled.has(JSON.stringify(issue.path))) continue;
          const value = valueAt(entry.raw, issue.path);
          const described = describe(issue, value, sourceAt(issue.path)?.source);
          const { what } = described;
          let { fix } = described;
          if (issue.code === 'invalid_type' && issue.received === 'undefined' && schemaIsPicture(schema, issue.path)) {
            fix = `add a line "${String(issue.path.at(-1))}: …" with the picture file, relative to this file, e.g. "../../assets/${posix.basename(posix.dirname(entry.file))}/photo.jpg"`;
          }
          const problem = { file: entry.file, line: at(issue.path), field: fieldName(issue.path), what, fix };
          problems.push(problem);
          if (issue.code === 'invalid_type' && issue.received === 'undefined')
            missing.set(JSON.stringify(issue.path), problem);
        }
      }
      walk(schema, entry.raw, {
        unknownKey: (path, key, known) => {
          if (path.length === 0 && entry.loaderKeys.includes(key)) return;
          unknown(path, key, known);
        },
        value: (chain, value, path) => {
          if (typeof value !== 'string' && !(value && typeof value === 'object' && 'id' in value)) return;
          if (handled.has(JSON.stringify(path))) return;
          const reference = chain.map(referenceOf).find(Boolean);
          if (reference) {
            const id = typeof value === 'string' ? reference.idPrefix + value : String((value as { id: unknown }).id);
            references.push({
              use: { file: entry.file, line: at(path), field: fieldName(path) },
              collection: reference.collection,
              id,
            });
            return;
          }
          if (typeof value !== 'string') return;
          const linkKind = isLinkSchema(chain);
          const key = String(path.at(-1) ?? '');
          if (
            (linkKind === 'site' || linkKind === 'any' || LINK_KEY.test(key) || PUBLIC_FILE.test(value)) &&
            value.startsWith('/')
          ) {
            links.push({ file: entry.file, line: at(path), field: fieldName(path), target: value });
          }
        },
      });
    }

    for (const { problem, meant } of misspelt) {
      const lost = missing.get(meant);
      if (!lost) continue;
      problems.splice(problems.indexOf(lost), 1);
      problem.what = `is not a field here, so "${lost.field}" is missing`;
    }

    if (entry.body) {
      const text = entry.body.text.replace(/<!--[\s\S]*?-->/g, '');
      if (text.trim() === '') {
        problems.push({
          file: entry.file,
          line: entry.body.line,
          field: '(text)',
          what: 'there is no text under the fields',
          fix: 'write the text of the entry in Markdown after the closing --- line',
        });
      }
      for (const match of entry.body.text.matchAll(MARKDOWN_LINK)) {
        const line = entry.body.line + (entry.body.text.slice(0, match.index).match(/\n/g)?.length ?? 0);
        markdownTarget(files, entry.file, line, '(text)', match[2], Boolean(match[1]), problems, links);
      }
      for (const match of entry.body.text.matchAll(/(?<![(<"'])\bhttp:\/\/[^\s)>\]]+/g)) {
        const line = entry.body.line + (entry.body.text.slice(0, match.index).match(/\n/g)?.length ?? 0);
        problems.push({
          file: entry.file,
          line,
          field: '(text)',
          what: `${show(match[0])} is not a secure link (http://)`,
          fix: `write it with https://: ${match[0].replace(/^http:/, 'https:')}`,
        });
      }
    }

    entries.push({
      collection: entry.collection,
      id: entry.id,
      file: entry.file,
      raw: entry.raw,
      data,
      body: entry.body?.text,
      line: entryLine,
    });
  }

  if (options.crossChecks !== false) {
    duplicates(located, problems);
    const byCollection = new Map<string, LoadedEntry[]>();
    for (const entry of entries)
      byCollection.set(entry.collection, [...(byCollection.get(entry.collection) ?? []), entry]);
    for (const { use, collection, id } of references) {
      const targets = byCollection.get(collection) ?? [];
      if (!targets.some((entry) => entry.id === id)) {
        const near = closest(
          id,
          targets.map((entry) => entry.id),
        );
        problems.push({
          ...use,
          what: `${show(id)} is not an entry of ${collection}`,
          fix: near ? `did you mean "${near}"?` : `use the id of an entry of ${collection}`,
        });
      }
    }
    const memberships = (byCollection.get('prices') ?? [])
      .filter((entry) => entry.raw.group === 'membership')
      .map((entry) => (entry.data ?? entry.raw) as unknown as MembershipPrice);
    for (const { use, token } of priceUses) {
      const filled = tokenText(token, memberships);
      if (!('problem' in filled)) continue;
      const near = closest(
        token.id,
        memberships.map((option) => option.id),
      );
      const known = memberships.some((option) => option.id === token.id);
      problems.push({
        ...use,
        what: `${token.raw}: ${filled.problem}`,
        fix: !known && near ? `did you mean {${token.kind}:${near}}?` : filled.fix,
      });
    }
    const routes = (byCollection.get('pages') ?? []).map((entry) => ({
      id: entry.id,
      aliases: Array.isArray(entry.raw.aliases) ? entry.raw.aliases.map(String) : [],
    }));
    const refs = (collection: string): EntryRef[] | undefined =>
      byCollection.get(collection)?.map((entry) => ({ id: entry.id, draft: entry.raw.draft === true }));
    const pages = new PageIndex(files.root, routes, refs, (path) => files.exists(`public${path}`));
    for (const link of links) {
      const verdict = pages.check(link.target);
      if (!verdict.ok)
        problems.push({ file: link.file, line: link.line, field: link.field, what: verdict.what!, fix: verdict.fix! });
    }
  }

  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.field.localeCompare(b.field));
  return { problems: dedupe(problems), entries, files: fileCount, collections: Object.keys(collections).length };
}

function schemaIsPicture(schema: z.ZodTypeAny | undefined, path: PathSegment[]): boolean {
  const part = schema && schemaAt(schema, path);
  return Boolean(part && unwrapChain(part).some((p) => (p._def as { picture?: boolean }).picture === true));
}

function unknownField(file: string, line: number, path: PathSegment[], known: string[], message?: string): Problem {
  const key = String(path.at(-1));
  const suggestion = closest(key, known);
  const custom = message && !/^(is not a field here|Unrecognized key)/.test(message) ? ` (${message})` : '';
  const list = known.length <= 14 ? known.join(', ') : `${known.slice(0, 14).join(', ')}, …`;
  return {
    file,
    line,
    field: fieldName(path),
    what: `is not a field here${custom}`,
    fix: suggestion
      ? `did you mean "${suggestion}"? Correct the spelling`
      : `remove the line, or use one of the fields: ${list}`,
  };
}

function markdownTarget(
  files: Files,
  entryFile: string,
  line: number,
  field: string,
  target: string,
  picture: boolean,
  problems: Problem[],
  links: LinkUse[],
) {
  if (picture && /^https?:\/\//i.test(target)) {
    problems.push({
      file: entryFile,
      line,
      field,
      what: `the picture ${show(target)} is a web address`,
      fix: "save the picture under src/assets/ and give its path relative to this file, e.g. ../../assets/blog/photo.jpg (pictures from other sites are blocked by the site's security rules)",
    });
  } else if (/^http:\/\//i.test(target)) {
    problems.push({
      file: entryFile,
      line,
      field,
      what: `the link ${show(target)} is not secure (http://)`,
      fix: `write it with https://: ${target.replace(/^http:/i, 'https:')}`,
    });
  } else if (target.startsWith('/')) {
    links.push({ file: entryFile, line, field, target });
  } else if (/^\.{1,2}\//.test(target)) {
    const rel = posix.normalize(posix.join(posix.dirname(entryFile), target.replace(/[?#].*$/, '')));
    if (!files.exists(rel)) {
      problems.push({
        file: entryFile,
        line,
        field,
        what: `the ${picture ? 'picture' : 'file'} ${show(target)} does not exist (looked for ${rel})`,
        fix: 'correct the path (it is relative to this file), or add the file',
      });
    }
  }
}

function duplicates(located: Located[], problems: Problem[]) {
  const byCollection = new Map<string, Located[]>();
  for (const entry of located)
    byCollection.set(entry.collection, [...(byCollection.get(entry.collection) ?? []), entry]);
  for (const [collection, list] of byCollection) {
    const seen = new Map<string, Located>();
    for (const entry of list) {
      const first = seen.get(entry.id);
      if (first) {
        const markdown = entry.prefix.length === 0;
        problems.push({
          file: entry.file,
          line: markdown ? 1 : entry.source.locate([...entry.prefix, 'id']).line,
          field: markdown ? (typeof entry.raw.slug === 'string' ? 'slug' : '(file name)') : 'id',
          what: `"${entry.id}" is used twice in ${collection} (also ${first.file}:${first.source.locate(first.prefix).line})`,
          fix: markdown ? 'give each entry its own file name (and slug)' : 'give each entry its own id',
        });
      } else seen.set(entry.id, entry);
    }
    // Two entries of one list with the same title look like one to visitors and to search engines. Pages served at
    // several paths (canonical:) share their canonical page's title on purpose.
    const titles = new Map<string, Located>();
    for (const entry of list) {
      const title = entry.raw.title;
      if (typeof title !== 'string' || entry.raw.canonical !== undefined) continue;
      const key = title.trim().toLowerCase();
      const first = titles.get(key);
      if (first) {
        problems.push({
          file: entry.file,
          line: entry.source.locate([...entry.prefix, 'title']).line,
          field: 'title',
          what: `${show(title)} is used twice in ${collection} (also ${first.file}:${first.source.locate([...first.prefix, 'title']).line})`,
          fix: 'give each entry its own title',
        });
      } else titles.set(key, entry);
    }
    // A numbered or named entry inside one-file-per-entry collections: "id" and "slug" fields must be unique too.
    for (const key of ['id', 'slug']) {
      const values = new Map<string, Located>();
      for (const entry of list) {
        if (entry.prefix.length !== 0 || entry.raw[key] === undefined) continue;
        const value = String(entry.raw[key]);
        const first = values.get(value);
        if (first) {
          problems.push({
            file: entry.file,
            line: entry.source.locate([key]).line,
            field: key,
            what: `${show(entry.raw[key])} is used twice in ${collection} (also ${first.file}:${first.source.locate([key]).line})`,
            fix: numberFix(
              key,
              list.map((other) => other.raw[key]),
            ),
          });
        } else values.set(value, entry);
      }
    }
  }
}

/** The fix for a number used twice: the next free one, so the editor need not open every other file. */
function numberFix(key: string, values: unknown[]): string {
  const numbers = values.filter((value): value is number => typeof value === 'number' && Number.isInteger(value));
  if (numbers.length === 0) return `give each entry its own ${key}`;
  return `give each entry its own ${key}: the next free number is ${Math.max(...numbers) + 1}`;
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.file}:${p.line}:${p.field}:${p.what}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** One problem on one line: `file:line  field  what is wrong  → how to fix it`. */
export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}  ${problem.field}  ${problem.what}  → ${problem.fix}`.replace(/\*\*/g, '');
}
