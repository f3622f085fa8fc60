/**
 * How a collection is described: where its files are (`glob()` for one file per entry, `file()` for a YAML file of
 * entries) and its zod schema. Plain data, with no Astro import, so the content check (src/content-model/check/)
 * reads the very same descriptions in Astro's loaders (src/content-model/loaders.ts), in vitest, in Playwright and
 * in plain Node scripts. src/content.config.ts turns each description into an Astro collection.
 */
import { z } from 'astro/zod';

export interface GlobSource {
  kind: 'glob';
  pattern: string | string[];
  base?: string;
  generateId?: (options: { entry: string; base: URL; data: Record<string, unknown> }) => string;
}

export interface FileSource {
  kind: 'file';
  fileName: string;
  parser?: (text: string) => unknown;
}

export type ContentSource = GlobSource | FileSource;

/** Files matching `pattern` under `base`, one entry per file (the options of Astro's glob() loader). */
export const glob = (options: Omit<GlobSource, 'kind'>): GlobSource => ({ kind: 'glob', ...options });

/** One YAML file holding the entries (a list with ids, or entries keyed by id), as Astro's file() loader reads it. */
export const file = (fileName: string, options?: { parser?: (text: string) => unknown }): FileSource => ({
  kind: 'file',
  fileName,
  parser: options?.parser,
});

export interface CollectionDefinition {
  loader: ContentSource;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a zod schema or Astro's ({ image }) => schema
  schema?: z.ZodTypeAny | ((context: any) => z.ZodTypeAny);
}

export const defineCollection = <T extends CollectionDefinition>(config: T): T => config;

/** Schemas made by `ref('collection')`: the check makes sure the id names an entry of that collection. */
export const referenceTargets = new WeakMap<z.ZodTypeAny, string>();

/**
 * An entry of another collection, named by its id: the data holds `{ id, collection }`, as Astro's `reference()`
 * gives, so pages pass it to `getEntry()`. The content check reports an id that names no entry, with its line.
 */
export function ref<C extends string>(collection: C) {
  const schema = z
    .union([z.string(), z.object({ id: z.string(), collection: z.literal(collection) })])
    .transform((value) => (typeof value === 'string' ? { id: value, collection } : value));
  referenceTargets.set(schema, collection);
  return schema;
}
