/**
 * What is published, as plain functions (no astro:content, so the content reading, plain-data modules and tests can
 * use them):
 * - a draft (`draft: true`) is shown while editing (`npm run dev`) and left out of the production build;
 *   ~/lib/content/visible applies it to collections;
 * - a list entry with `hidden: true` (schemas/shared.ts `hidden`) stays in its file but is on no page; the collections'
 *   loader (src/content-model/read.ts) leaves it out of everything it stores.
 */

/** True while editing with `npm run dev`; false in `npm run build`. */
const showDrafts: boolean = Boolean(import.meta.env?.DEV);

/** Whether an entry is a draft (`draft: true`). */
export function isDraft(entry: { data: unknown }): boolean {
  return (entry.data as { draft?: unknown }).draft === true;
}

/** Whether an entry belongs on the site being built: every entry while editing, published ones in production. */
export function isVisible(entry: { data: unknown }, includeDrafts: boolean = showDrafts): boolean {
  return includeDrafts || !isDraft(entry);
}

/** Whether a value is an entry marked `hidden: true`. */
export function isHidden(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { hidden?: unknown }).hidden === true;
}

/** The value with every hidden entry of its lists left out, at any depth (a hidden value itself is the caller's). */
export function withoutHidden<T>(value: T): T {
  if (Array.isArray(value)) return value.filter((item) => !isHidden(item)).map(withoutHidden) as T;
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutHidden(item)])) as T;
}
