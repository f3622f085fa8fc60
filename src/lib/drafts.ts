/**
 * The drafts rule, as plain functions (no astro:content, so plain-data modules and tests can use it): an entry with
 * `draft: true` is shown while editing (`npm run dev`) and left out of the production build. ~/lib/visible applies it
 * to collections.
 */

/** True while editing with `npm run dev`; false in `npm run build`. */
export const showDrafts: boolean = Boolean(import.meta.env?.DEV);

/** Whether an entry is a draft (`draft: true`). */
export function isDraft(entry: { data: unknown }): boolean {
  return (entry.data as { draft?: unknown }).draft === true;
}

/** Whether an entry belongs on the site being built: every entry while editing, published ones in production. */
export function isVisible(entry: { data: unknown }, includeDrafts: boolean = showDrafts): boolean {
  return includeDrafts || !isDraft(entry);
}
