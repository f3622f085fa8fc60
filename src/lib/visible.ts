/**
 * Drafts: an entry with `draft: true` is shown while editing (`npm run dev`, marked as a draft) and left out of the
 * production build, so it never reaches the published pages, the sitemap, the feed or search engines. Every page,
 * feed and list of a collection with a `draft` field reads its entries through `getVisibleEntries`.
 */
import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';

/** True while editing with `npm run dev`; false in `npm run build`. */
export const showDrafts: boolean = import.meta.env.DEV;

/** Whether an entry is a draft (`draft: true`). */
export function isDraft(entry: { data: unknown }): boolean {
  return (entry.data as { draft?: unknown }).draft === true;
}

/** Whether an entry belongs on the site being built: every entry while editing, published ones in production. */
export function isVisible(entry: { data: unknown }, includeDrafts: boolean = showDrafts): boolean {
  return includeDrafts || !isDraft(entry);
}

/** A collection's entries that belong on the site being built (see isVisible), optionally filtered further. */
export async function getVisibleEntries<C extends CollectionKey>(
  collection: C,
  filter?: (entry: CollectionEntry<C>) => boolean,
): Promise<CollectionEntry<C>[]> {
  const entries = (await getCollection(collection)) as CollectionEntry<C>[];
  return entries.filter((entry) => isVisible(entry) && (filter?.(entry) ?? true));
}
