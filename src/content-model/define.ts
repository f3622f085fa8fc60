/**
 * How a collection is described: where its files are (`glob()` for one file per entry, `file()` for a YAML file of
 * entries) and its zod schema. Plain data, with no Astro import, so the content check (src/content-model/check/)
 * reads the very same descriptions in Astro's loaders (src/content-model/loaders.ts), in vitest, in Playwright and
 * in plain Node scripts. src/content.config.ts turns each description into an Astro collection.
 */
import { z } from 'astro/zod';
import { kindOf, kindsOf, mark, markOf, refinedObject, withoutEffects } from './zod-internals';

export interface GlobSource {
  kind: 'glob';
  pattern: string | string[];
  base?: string;
  generateId?: (options: { entry: string; base: URL; data: Record<string, unknown> }) => string;
}

export interface FileSource {
  kind: 'file';
  fileName: string;
}

/** One YAML file of a collection that reads several (see `files()`). */
export interface FilePart {
  file: string;
  /** Fields added to each of the file's entries (the discriminator the collection's schema picks the file's part by). */
  inject: Record<string, string>;
  /** Read the whole file (a list) as one entry of this id, its data `{ items: [...] }`. */
  entry?: string;
  /** Put before the id of each entry of the file, so ids stay unique in the collection (e.g. "client/"). */
  idPrefix?: string;
  /** What this file holds and where it shows, for editors: the field reference and the web editor show it. */
  description?: string;
}

export interface FilesSource {
  kind: 'files';
  files: FilePart[];
}

export type ContentSource = GlobSource | FileSource | FilesSource;

/** Files matching `pattern` under `base`, one entry per file (the options of Astro's glob() loader). */
export const glob = (options: Omit<GlobSource, 'kind'>): GlobSource => ({ kind: 'glob', ...options });

/** One YAML file holding the entries (a list with ids, or entries keyed by id), as Astro's file() loader reads it. */
export const file = (fileName: string): FileSource => ({ kind: 'file', fileName });

/**
 * Several YAML files, each read like `file()` (a list with ids, or entries keyed by id) or, with `entry`, as one
 * entry; every entry gets the file's `inject` fields. Entries come in the order of the parts, then of each file.
 */
export const files = (parts: FilePart[]): FilesSource => ({ kind: 'files', files: parts });

/** An entry of a `files()` part: its id, data (with the injected fields) and where it is in the file. */
export interface PartEntry {
  id: string | undefined;
  data: Record<string, unknown>;
  /** The entry's path in the file: [index] or [key], or [] for a file read as one entry. */
  at: (string | number)[];
}

/** The entries of one parsed file of a `files()` collection (shared by the Astro loader and the content check). */
export function partEntries(part: FilePart, parsed: unknown): PartEntry[] | undefined {
  // A part that injects nothing (a file() collection) keeps each entry as written, even when it is not a group.
  const own = (raw: unknown) =>
    (Object.keys(part.inject).length === 0 ? (raw ?? {}) : { ...(raw ?? {}), ...part.inject }) as Record<
      string,
      unknown
    >;
  const prefixed = (id: unknown) =>
    id === undefined || id === null || id === '' ? undefined : `${part.idPrefix ?? ''}${id}`;
  if (part.entry) return Array.isArray(parsed) ? [{ id: part.entry, data: own({ items: parsed }), at: [] }] : undefined;
  if (Array.isArray(parsed)) {
    return parsed.map((raw, index) => ({
      id: prefixed((raw as Record<string, unknown> | null)?.id ?? (raw as Record<string, unknown> | null)?.slug),
      data: own(raw),
      at: [index],
    }));
  }
  if (parsed && typeof parsed === 'object')
    return Object.entries(parsed)
      .filter(([key, raw]) => !(key === '$schema' && typeof raw === 'string'))
      .map(([key, raw]) => ({ id: prefixed(key), data: own(raw), at: [key] }));
  return undefined;
}

/**
 * The schema of a collection of several files: a `z.discriminatedUnion` on `field` (the field each part injects)
 * over the files' own schemas. zod wants plain objects as options, so each schema's refinements (`.refine`,
 * `.superRefine`) run after the union has picked the option.
 */
export function byPart<F extends string, O extends Record<string, z.ZodTypeAny>>(field: F, options: O) {
  const parts = Object.entries(options).map(([value, schema]) => {
    const { object, refinements } = refinedObject(schema, value);
    return { value, object: object.extend({ [field]: z.literal(value) }), refinements };
  });
  const refinements = new Map(parts.map((part) => [part.value, part.refinements]));
  type Option = { [K in keyof O]: z.output<O[K]> & { [P in F]: K } }[keyof O];
  return z
    .discriminatedUnion(
      field,
      parts.map((part) => part.object) as unknown as [
        z.ZodDiscriminatedUnionOption<F>,
        ...z.ZodDiscriminatedUnionOption<F>[],
      ],
    )
    .superRefine((value, ctx) => {
      for (const refine of refinements.get(String((value as Record<string, unknown>)[field])) ?? []) refine(value, ctx);
    }) as unknown as z.ZodType<Option, z.ZodTypeDef, unknown>;
}

/** The schema of one part of a collection: its option of a discriminated union, without the injected fields. */
export function partSchema(schema: z.ZodTypeAny, part: FilePart): z.ZodTypeAny {
  const inner = withoutEffects(schema);
  const kinds = kindsOf(inner);
  const option = (kinds && kinds.options.get(part.inject[kinds.key])) ?? inner;
  const keys = Object.fromEntries(Object.keys(part.inject).map((key) => [key, true as const]));
  return kindOf(option) === 'object' ? (option as z.AnyZodObject).omit(keys) : option;
}

export interface CollectionDefinition {
  loader: ContentSource;
  /** What the collection holds, in a sentence or two: the field reference (docs/fields.md) and the web editor show it. */
  description?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a zod schema or Astro's ({ image }) => schema
  schema?: z.ZodTypeAny | ((context: any) => z.ZodTypeAny);
}

export const defineCollection = <T extends CollectionDefinition>(config: T): T => config;

/** The collection a `ref()` schema names and the prefix it puts before ids (undefined for other schemas). */
export const referenceOf = (schema: z.ZodTypeAny) =>
  markOf(schema, 'reference') as { collection: string; idPrefix: string } | undefined;

export function ref<C extends string>(collection: C, idPrefix = '') {
  const schema = z
    .union([z.string(), z.strictObject({ id: z.string(), collection: z.literal(collection) })])
    .transform((value) => (typeof value === 'string' ? { id: `${idPrefix}${value}`, collection } : value));
  return mark(schema, { reference: { collection, idPrefix } });
}
