/**
 * Reading the content, once: Astro's glob() loader for the collections of one file per entry, and a small loader of
 * our own for YAML list files (one file or several, define.ts `file()`/`files()`). While a collection is read, each
 * entry is recorded as written (what the schema received), with whether its schema accepted it, and the text of
 * each file is kept, so the content check (check/) words every problem without reading or parsing a file again: it
 * parses a file with positions only when that file has a problem.
 * Astro drives these loaders in `astro build`, `astro sync`, `astro check` and `npm run dev` (loaders.ts); tests and
 * scripts drive the very same loaders with a small stand-in for Astro's loader context (`readContent`).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { glob as globLoader, type Loader, type LoaderContext } from 'astro/loaders';
import { partEntries, type CollectionDefinition, type FilePart } from './define';
import { readYaml, type PathSegment } from './check/source';
import { isHidden, withoutHidden } from '../lib/content/published';

/** An entry as read: what its file says, and what its schema made of it. */
export interface Read {
  collection: string;
  id: string;
  /** Its file, relative to the project, "/"-separated. */
  file: string;
  /** The data as written (what the schema receives). */
  raw: Record<string, unknown>;
  /** The data after the schema; undefined when the schema refused the entry. */
  data?: Record<string, unknown>;
  /** Where the entry is in its file: [] for a file per entry, [index] or [key] in a list file. */
  at: PathSegment[];
}

/** A file as read. */
interface ReadFile {
  collection: string;
  /** The text; undefined when the file is missing. */
  text?: string;
  /** Markdown: the text of the block of fields at the top ('' when there is none). */
  frontmatter?: string;
  /** A file of a `files()` (or `file()`) collection. */
  part?: FilePart;
  /** The text is not YAML (a syntax error), or a list file holds no entries. */
  unreadable?: boolean;
  /** Positions in a list file of the entries that have no id. */
  withoutId?: PathSegment[][];
}

/** What one reading of the content found: every entry, and every file with its text. */
export interface Reading {
  reads: Read[];
  files: Map<string, ReadFile>;
}

export const newReading = (): Reading => ({ reads: [], files: new Map() });

type ParseProps = Parameters<LoaderContext['parseData']>[0] & { at?: PathSegment[] };

/** How Astro reads an entry file of each kind (its context has them, its type does not say so). */
interface EntryType {
  getEntryInfo(args: { contents: string; fileUrl: URL }): unknown;
}
type WithEntryTypes = LoaderContext & { entryTypes: Map<string, EntryType> };

/** A YAML list file (or several) read as Astro's file() loader reads one, every entry recorded with its position. */
function listLoader(collection: string, parts: FilePart[], reading: Reading): Loader {
  return {
    name: 'ematix-files',
    load: async ({ config, store, parseData, generateDigest }) => {
      const root = fileURLToPath(config.root);
      for (const part of parts) {
        const record: ReadFile = { collection, part };
        reading.files.set(part.file, record);
        record.text = await readFile(join(root, part.file), 'utf8').catch(() => undefined);
        if (record.text === undefined) continue;
        let entries;
        try {
          entries = partEntries(part, readYaml(record.text));
        } catch {
          record.unreadable = true;
          continue;
        }
        if (!entries) record.unreadable = true;
        for (const { id, data, at } of entries ?? []) {
          if (!id) {
            (record.withoutId ??= []).push(at);
            continue;
          }
          const parsed = await parseData({ id, data, filePath: join(root, part.file), at } as ParseProps);
          store.set({ id, data: parsed, filePath: part.file, digest: generateDigest(parsed) });
        }
      }
    },
  };
}

function innerLoader(name: string, definition: CollectionDefinition, reading: Reading): Loader {
  const source = definition.loader;
  if (source.kind === 'glob')
    return globLoader({ pattern: source.pattern, base: source.base, generateId: source.generateId });
  const parts = source.kind === 'files' ? source.files : [{ file: source.fileName.replace(/^\.\//, ''), inject: {} }];
  return listLoader(name, parts, reading);
}

/**
 * The store as pages see it: an entry its schema refused is not stored (the check reports it; the build stops), a
 * hidden entry (`hidden: true`, ~/lib/content/published) is left out, and so is a hidden item of a list inside an entry. The
 * one place the hidden rule applies: pages, feeds, calendar files, share cards and search are built from the store.
 */
function publishedStore(store: LoaderContext['store'], refused: Set<string>): LoaderContext['store'] {
  return new Proxy(store, {
    get(target, key) {
      if (key === 'set')
        return (entry: Parameters<typeof store.set>[0]) => {
          if (refused.has(entry.id) || isHidden(entry.data)) {
            target.delete(entry.id);
            return false;
          }
          return target.set({ ...entry, data: withoutHidden(entry.data) });
        };
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Reads one collection into Astro's store with its loader, recording every entry and file into `reading`. The store
 * is emptied first, so every file is read and validated (Astro skips the files it stored unchanged, whose entries
 * the cross-file checks need too). Never throws: a file that cannot be read is recorded as such.
 */
export async function readCollection(
  name: string,
  definition: CollectionDefinition,
  context: LoaderContext,
  reading: Reading,
): Promise<void> {
  const root = fileURLToPath(context.config.root);
  const rel = (path: string) => relative(root, path).split(sep).join('/');
  const refused = new Set<string>();
  const entryTypes = new Map(
    [...((context as WithEntryTypes).entryTypes ?? [])].map(([extension, type]) => [
      extension,
      {
        ...type,
        getEntryInfo: async (args: { contents: string; fileUrl: URL }) => {
          const file = rel(fileURLToPath(args.fileUrl));
          const record: ReadFile = { collection: name, text: args.contents };
          reading.files.set(file, record);
          try {
            const info = (await type.getEntryInfo(args)) as { body?: string; rawData?: string };
            if (/\.mdx?$/.test(file)) record.frontmatter = info.rawData ?? '';
            return info;
          } catch {
            record.unreadable = true;
            return { data: {}, body: '', slug: '', rawData: '' };
          }
        },
      },
    ]),
  );
  const parseData = async (props: ParseProps) => {
    const file = rel(props.filePath ?? '');
    const raw = (props.data ?? {}) as Record<string, unknown>;
    const read: Read = { collection: name, id: props.id, file, raw, at: props.at ?? [] };
    reading.reads.push(read);
    try {
      read.data = (await context.parseData(props)) as Record<string, unknown>;
      return read.data;
    } catch {
      refused.add(props.id);
      return raw;
    }
  };
  context.store.clear();
  const recording: WithEntryTypes = {
    ...context,
    watcher: undefined,
    entryTypes,
    parseData: parseData as LoaderContext['parseData'],
    store: publishedStore(context.store, refused),
  };
  await innerLoader(name, definition, reading).load(recording);
}

/** A store in memory, for reading the content outside Astro. */
function memoryStore() {
  const entries = new Map<string, unknown>();
  return Object.assign(entries, {
    set: (entry: { id: string }) => Boolean(Map.prototype.set.call(entries, entry.id, entry)),
    addModuleImport: () => {},
    addAssetImports: () => {},
  });
}

const quiet = { info() {}, warn() {}, error() {}, debug() {}, fork: () => quiet, label: 'content' };

/** Astro's readers of the entry files, as its Markdown and YAML entry types read them. */
const ENTRY_TYPES = new Map(
  Object.entries({
    '.md': markdown,
    '.mdx': markdown,
    '.yaml': yaml,
    '.yml': yaml,
    '.json': ({ contents }: { contents: string }) => ({ data: JSON.parse(contents), rawData: contents }),
  }).map(([extension, getEntryInfo]) => [extension, { extensions: [extension], getEntryInfo }]),
);

function markdown({ contents }: { contents: string }) {
  const parsed = parseFrontmatter(contents, { frontmatter: 'empty-with-spaces' });
  const data = parsed.frontmatter as Record<string, unknown>;
  return { data, body: parsed.content.trim(), slug: data.slug, rawData: parsed.rawFrontmatter };
}

function yaml({ contents }: { contents: string }) {
  return { data: readYaml(contents), rawData: contents };
}

/**
 * Reads every collection outside Astro (tests, scripts), with Astro's own glob() loader and the list loader, and
 * `validate` in place of Astro's schema step. `overlay` gives files to use instead of those on disk (null: no such
 * file), by path relative to the project: the content is then read from a copy of src/content with them in place.
 */
export async function readContent(
  root: string,
  collections: Record<string, CollectionDefinition>,
  validate: (collection: string, data: unknown, file: string) => Promise<unknown>,
  overlay: Record<string, string | null> = {},
): Promise<Reading> {
  const changed = Object.keys(overlay).filter((path) => path.startsWith('src/content/'));
  const dir = changed.length > 0 ? mkdtempSync(join(tmpdir(), 'ematix-content-')) : root;
  try {
    if (dir !== root) {
      cpSync(join(root, 'src/content'), join(dir, 'src/content'), { recursive: true });
      for (const path of changed) {
        const text = overlay[path];
        if (text === null) rmSync(join(dir, path), { force: true });
        else {
          mkdirSync(dirname(join(dir, path)), { recursive: true });
          try {
            writeFileSync(join(dir, path), String(text));
          } catch (error) {
            throw Object.assign(error as Error, { file: path });
          }
        }
      }
    }
    const reading = newReading();
    const config = { root: pathToFileURL(`${dir}/`), srcDir: pathToFileURL(`${dir}/src/`), legacy: {} };
    for (const [name, definition] of Object.entries(collections)) {
      const context = {
        collection: name,
        config,
        logger: quiet,
        store: memoryStore(),
        meta: new Map(),
        entryTypes: ENTRY_TYPES,
        generateDigest: (data: unknown) =>
          createHash('sha1')
            .update(typeof data === 'string' ? data : JSON.stringify(data))
            .digest('hex'),
        parseData: async ({ data, filePath = '' }: ParseProps) =>
          validate(name, data, relative(dir, filePath).split(sep).join('/')),
      } as unknown as LoaderContext;
      await readCollection(name, definition, context, reading);
    }
    return reading;
  } finally {
    if (dir !== root) rmSync(dir, { recursive: true, force: true });
  }
}
