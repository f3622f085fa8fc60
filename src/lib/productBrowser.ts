/**
 * The product browser on /products: which categories a search shows, which category is selected, and where the
 * arrow keys move. Plain functions so the small page script stays thin and this logic is unit-tested.
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

export type NavigationKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

/** True for the keys that move between categories. */
export const isNavigationKey = (key: string): key is NavigationKey =>
  ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(key);

/**
 * Where a key moves the selection among the categories left visible by the search. Down/Right go to the next one
 * and wrap to the first; Up/Left go back and wrap to the last; Home and End jump to the ends. Returns undefined when
 * nothing is visible. When the current category is hidden by the search, the arrows start from the list's ends.
 */
export function moveSelection(visibleIds: readonly string[], currentId: string | undefined, key: NavigationKey): string | undefined {
  const count = visibleIds.length;
  if (count === 0) return undefined;
  if (key === 'Home') return visibleIds[0];
  if (key === 'End') return visibleIds[count - 1];
  const forward = key === 'ArrowDown' || key === 'ArrowRight';
  const index = currentId === undefined ? -1 : visibleIds.indexOf(currentId);
  if (index === -1) return forward ? visibleIds[0] : visibleIds[count - 1];
  return visibleIds[(index + (forward ? 1 : -1) + count) % count];
}

/**
 * The one tab that Tab reaches (roving tabindex): the selected category while it is visible, otherwise the first
 * visible one, so the list stays reachable by keyboard after a search hides the selection.
 */
export function focusableTab(visibleIds: readonly string[], selectedId: string | undefined): string | undefined {
  if (selectedId !== undefined && visibleIds.includes(selectedId)) return selectedId;
  return visibleIds[0];
}
