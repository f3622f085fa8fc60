/**
 * The product browser on /products: which categories a search shows and which category is selected. Plain
 * functions so the small page script stays thin and this logic is unit-tested. The arrow keys are the shared
 * keyboard model (src/lib/tabs.ts, run by RovingFocus).
 * Searching filters the list but never changes the selection (SPEC §4).
 */

/** Id of the panel (grid) of a category; also the in-page link target without JavaScript. */
export const panelId = (categoryId: string) => `products-${categoryId}`;

/** Id of the category's tab in the sidebar. */
export const tabId = (categoryId: string) => `products-tab-${categoryId}`;

/** True when the category name contains the search text, ignoring case and surrounding spaces. Empty search matches all. */
export function matchesSearch(name: string, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase('en-IN');
  return needle === '' || name.toLocaleLowerCase('en-IN').includes(needle);
}

/** The categories a search leaves in the list, in their original order. */
export function filterCategories<T extends { name: string }>(categories: readonly T[], query: string): T[] {
  return categories.filter((category) => matchesSearch(category.name, query));
}

/**
 * The category selected when the page opens: the one named in the address (/products#products-finance) when
 * there is one, otherwise the first (Sales).
 */
export function initialSelection(ids: readonly string[], hash = ''): string | undefined {
  const fromHash = hash.replace(/^#/, '');
  const match = ids.find((id) => panelId(id) === fromHash || tabId(id) === fromHash);
  return match ?? ids[0];
}

/**
 * The one tab that Tab reaches (roving tabindex): the selected category while it is visible, otherwise the first
 * visible one, so the list stays reachable by keyboard after a search hides the selection.
 */
export function focusableTab(visibleIds: readonly string[], selectedId: string | undefined): string | undefined {
  if (selectedId !== undefined && visibleIds.includes(selectedId)) return selectedId;
  return visibleIds[0];
}
