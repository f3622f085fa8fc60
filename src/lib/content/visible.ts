/**
 * Drafts: an entry with `draft: true` is shown while editing (`npm run dev`, marked as a draft) and left out of the
 * production build, so it never reaches the published pages, the sitemap, the feed or search engines. Every page,
 * feed and list of a collection with a `draft` field reads its entries through `getVisibleEntries`.
 */
import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';
import { isVisible } from './published';

export { isDraft } from './published';

/** A collection's entries that belong on the site being built (see isVisible), optionally filtered further. */
export async function getVisibleEntries<C extends CollectionKey>(
  collection: C,
  filter?: (entry: CollectionEntry<C>) => boolean,
): Promise<CollectionEntry<C>[]> {
  const entries = (await getCollection(collection)) as CollectionEntry<C>[];
  return entries.filter((entry) => isVisible(entry) && (filter?.(entry) ?? true));
}
