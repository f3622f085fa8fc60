/**
 * The product browser on /products: which categories a search shows and which category is selected. Plain
 * functions so the small page script stays thin and this logic is unit-tested. The arrow keys are the shared
 * keyboard model (src/lib/tabs.ts, run by RovingFocus).
 * Searching filters the list but never changes the selection (SPEC §4). The search looks at the category names
 * (SPEC §2) and at the product names inside each category: a category stays listed when its name or one of its
 * products matches, and the matching products are marked in its grid.
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

/** A category as the search sees it: its id, its name and the names of its products, in grid order. */
export interface SearchableCategory {
  id: string;
  name: string;
  products: readonly string[];
}

export interface CatalogueSearch {
  /** The ids of the categories left in the list, in their original order. */
  categories: string[];
  /** For each category, the positions (in grid order) of the products whose names match; none for an empty search. */
  products: Record<string, number[]>;
  /** How many products match in all. */
  productCount: number;
}

/**
 * What a search finds: the categories whose name or products match (case-insensitive substring), and the matching
 * products of each. An empty search keeps every category and marks no product.
 */
export function searchCatalogue(categories: readonly SearchableCategory[], query: string): CatalogueSearch {
  const blank = query.trim() === '';
  const products: Record<string, number[]> = {};
  const listed: string[] = [];
  let productCount = 0;
  for (const category of categories) {
    const hits = blank ? [] : category.products.flatMap((name, index) => (matchesSearch(name, query) ? [index] : []));
    products[category.id] = hits;
    productCount += hits.length;
    if (matchesSearch(category.name, query) || hits.length > 0) listed.push(category.id);
  }
  return { categories: listed, products, productCount };
}

/** The categories a search leaves in the list, in their original order (by name and products). */
export function filterCategories<T extends SearchableCategory>(categories: readonly T[], query: string): T[] {
  const { categories: listed } = searchCatalogue(categories, query);
  return categories.filter((category) => listed.includes(category.id));
}

/**
 * The status line under the list: 'No products found.' (SPEC §8) when nothing matches; otherwise how many products
 * match and where, e.g. "2 products match: in Sales, Marketing"; empty when only category names match.
 */
export function searchStatus(categories: readonly SearchableCategory[], result: CatalogueSearch): string {
  if (result.categories.length === 0) return 'No products found.';
  if (result.productCount === 0) return '';
  const where = categories.filter((category) => result.products[category.id]?.length).map((category) => category.name);
  return `${result.productCount} ${result.productCount === 1 ? 'product matches' : 'products match'}: in ${where.join(', ')}`;
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
