/**
 * Stand-ins for `astro:content` and `astro/loaders`, so the content check can load src/content.config.ts (and so
 * the very schemas the build uses) in plain Node, without Astro. `defineCollection` returns its argument; the
 * loaders return their options, which the check reads to find each collection's files.
 */
import { z } from 'astro/zod';

export { z };

export interface GlobLoaderStub {
  kind: 'glob';
  name: 'glob-loader';
  pattern: string | string[];
  base?: string | URL;
  generateId?: (options: { entry: string; base: URL; data: Record<string, unknown> }) => string;
}

export interface FileLoaderStub {
  kind: 'file';
  name: 'file-loader';
  fileName: string;
  parser?: (text: string) => unknown;
}

export type LoaderStub = GlobLoaderStub | FileLoaderStub;

export const defineCollection = <T>(config: T): T => config;

export function glob(options: {
  pattern: string | string[];
  base?: string | URL;
  generateId?: GlobLoaderStub['generateId'];
}): GlobLoaderStub {
  return { kind: 'glob', name: 'glob-loader', ...options };
}

export function file(fileName: string, options?: { parser?: (text: string) => unknown }): FileLoaderStub {
  return { kind: 'file', name: 'file-loader', fileName, parser: options?.parser };
}

/** Schemas made by `reference('collection')`: the check makes sure the id names an entry of that collection. */
export const referenceTargets = new WeakMap<z.ZodTypeAny, string>();

export function reference(collection: string) {
  const schema = z
    .union([z.string(), z.object({ id: z.string(), collection: z.string() }).passthrough()])
    .transform((value) => (typeof value === 'string' ? { id: value, collection } : value));
  referenceTargets.set(schema, collection);
  return schema;
}

function unavailable(name: string): never {
  throw new Error(`${name}() is not available in the content check: schemas must not read collections`);
}
export const getCollection = () => unavailable('getCollection');
export const getEntry = () => unavailable('getEntry');
export const getEntries = () => unavailable('getEntries');
export const render = () => unavailable('render');
