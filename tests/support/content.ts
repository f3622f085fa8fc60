/**
 * The site's content for tests, read exactly as the build reads it: through the collections of
 * src/content.config.ts and their real zod schemas (by the content check, scripts/content-check/), so defaults are
 * filled in and a test never re-parses YAML by hand. Tests use it to assert invariants — every entry appears on its
 * page, ids are unique, counts come from the data — instead of today's numbers.
 *
 * Works in vitest and in Playwright: `await content()` once (module top level is fine), then the helpers.
 */
import { contentCheck, projectRoot, type LoadedEntry } from './content-check';
import { isHidden, withoutHidden } from '../../src/lib/content/published';

export interface Entry<T = Record<string, unknown>> {
  collection: string;
  /** The entry's id: the file name (Markdown, one file per entry) or its `id` / key in a YAML file. */
  id: string;
  /** The file it comes from, relative to the project. */
  file: string;
  /** The data after the schema: defaults filled in, pictures as `{ src, fsPath, format }`. */
  data: T;
  /** For Markdown entries, the text under the front matter. */
  body?: string;
}

let loaded: Promise<Map<string, Entry[]>> | undefined;

/** Every collection's entries in file order (YAML lists as written; Markdown files by name). Fails on invalid content. */
export function content(): Promise<Map<string, Entry[]>> {
  loaded ??= (async () => {
    const { checkContent, formatProblem } = await contentCheck();
    const result = await checkContent({ root: projectRoot });
    if (result.problems.length > 0) {
      throw new Error(
        `The content has problems (run npm run content:check):\n${result.problems.map(formatProblem).join('\n')}`,
      );
    }
    const byCollection = new Map<string, Entry[]>();
    for (const entry of result.entries as LoadedEntry[]) {
      // As the collections' loader stores them: a hidden entry, or a hidden item of a list, is on no page.
      if (isHidden(entry.data)) continue;
      const list = byCollection.get(entry.collection) ?? [];
      list.push({
        collection: entry.collection,
        id: entry.id,
        file: entry.file,
        data: withoutHidden(entry.data ?? {}),
        body: entry.body,
      });
      byCollection.set(entry.collection, list);
    }
    return byCollection;
  })();
  return loaded;
}

/** The entries of one file of a collection of several (define.ts `files()`), by the field the file injects. */
export async function partOf<T = Record<string, unknown>>(
  collection: string,
  field: string,
  value: string,
): Promise<Entry<T>[]> {
  return (await entries<T>(collection)).filter((entry) => (entry.data as Record<string, unknown>)[field] === value);
}

/** A collection's entries (all of them, drafts included). */
export async function entries<T = Record<string, unknown>>(collection: string): Promise<Entry<T>[]> {
  const all = await content();
  const list = all.get(collection);
  if (!list)
    throw new Error(`No collection "${collection}" in src/content.config.ts (known: ${[...all.keys()].join(', ')})`);
  return list as Entry<T>[];
}

/** A collection's entries that the production build publishes: every entry except those with `draft: true`. */
export async function published<T = Record<string, unknown>>(collection: string): Promise<Entry<T>[]> {
  return (await entries<T>(collection)).filter((entry) => (entry.data as { draft?: unknown }).draft !== true);
}

/** The entries with `draft: true` (left out of the production build). */
export async function drafts<T = Record<string, unknown>>(collection: string): Promise<Entry<T>[]> {
  return (await entries<T>(collection)).filter((entry) => (entry.data as { draft?: unknown }).draft === true);
}

/** One entry by id; fails with the ids there are when it is missing. */
export async function entry<T = Record<string, unknown>>(collection: string, id: string): Promise<Entry<T>> {
  const list = await entries<T>(collection);
  const found = list.find((e) => e.id === id);
  if (!found) throw new Error(`${collection} has no entry "${id}" (it has ${list.map((e) => e.id).join(', ')})`);
  return found;
}

/** One entry's data by id (see `entry`). */
export async function entryData<T = Record<string, unknown>>(collection: string, id: string): Promise<T> {
  return (await entry<T>(collection, id)).data;
}

/** Whether a collection exists (for tests of collections that other work adds later). */
export async function hasCollection(collection: string): Promise<boolean> {
  return (await content()).has(collection);
}

/** The ids that occur more than once in a list (for "ids are unique" invariants). */
export function duplicates(values: readonly (string | number)[]): (string | number)[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}
