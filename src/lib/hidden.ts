/**
 * The hidden rule, as plain functions: a list entry with `hidden: true` (schemas/shared.ts `hidden`) stays in its
 * file but is on no page. The collections' loader (src/content-model/loaders.ts) applies it to everything it stores,
 * so every page, list, feed, calendar file, share card, sitemap and search index is built without hidden entries.
 */

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
