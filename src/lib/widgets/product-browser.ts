/**
 * The product browser on /products: which categories a search shows, what the panel beside them shows, and which
 * category is selected. Plain functions so the small page script stays thin and this logic is unit-tested. The
 * arrow keys are the shared keyboard model (src/lib/widgets/tabs.ts, run by RovingFocus).
 *
 * Searching filters the list but never changes the selection (SPEC §4). Category names decide first (SPEC §2:
 * "sal" leaves Sales, even though SalesIQ is also sold under Marketing and Service); only when no category name
 * matches do the products' names decide, and then the categories holding them are listed (DECISIONS.md). While
 * the visitor is searching, the panel shows what the search found, so it never shows only unrelated apps.
 */

/** Id of the panel (grid) of a category; also the in-page link target without JavaScript. */
export const panelId = (categoryId: string) => `products-${categoryId}`;

/** Id of the category's tab in the sidebar. */
export const tabId = (categoryId: string) => `products-tab-${categoryId}`;

/** True when the name contains the search text, ignoring case and surrounding spaces. Empty search matches all. */
function matchesSearch(name: string, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase('en-IN');
  return needle === '' || name.toLocaleLowerCase('en-IN').includes(needle);
}

/** A category as the search sees it: its id, its name and the names of its products, in grid order. */
export interface SearchableCategory {
  id: string;
  name: string;
  products: readonly string[];
}

/**
 * What decided a search: nothing typed ('all'), category names ('categories'), product names because no category
 * name matched ('products'), or nothing matched ('none').
 */
type SearchMode = 'all' | 'categories' | 'products' | 'none';

export interface CatalogueSearch {
  mode: SearchMode;
  /** The ids of the categories left in the list, in their original order. */
  categories: string[];
  /** For each category, the positions (in grid order) of its matching products; filled only when products decided. */
  products: Record<string, number[]>;
  /** How many products match in all (0 unless products decided). */
  productCount: number;
}

/**
 * What a search finds (case-insensitive substring): the categories whose names match; when none does, the
 * categories holding products whose names match, with those products. An empty search keeps every category.
 */
export function searchCatalogue(categories: readonly SearchableCategory[], query: string): CatalogueSearch {
  const none = () => Object.fromEntries(categories.map((category) => [category.id, [] as number[]]));
  const all = categories.map((category) => category.id);
  if (query.trim() === '') return { mode: 'all', categories: all, products: none(), productCount: 0 };
  const byName = categories.filter((category) => matchesSearch(category.name, query)).map((category) => category.id);
  if (byName.length > 0) return { mode: 'categories', categories: byName, products: none(), productCount: 0 };
  const products = none();
  let productCount = 0;
  for (const category of categories) {
    products[category.id] = category.products.flatMap((name, index) => (matchesSearch(name, query) ? [index] : []));
    productCount += products[category.id]!.length;
  }
  const listed = all.filter((id) => products[id]!.length > 0);
  return { mode: listed.length > 0 ? 'products' : 'none', categories: listed, products, productCount };
}

/**
 * The status line above the panel, read out politely: 'No products found.' (SPEC §8) when nothing matches; which
 * categories match ("1 category matches: Sales"); how many products match and where ("2 products match: in
 * Finance, Human Resource"); empty when nothing is typed.
 */
export function searchStatus(categories: readonly SearchableCategory[], result: CatalogueSearch): string {
  const names = (ids: readonly string[]) =>
    categories.filter((category) => ids.includes(category.id)).map((category) => category.name);
  switch (result.mode) {
    case 'all':
      return '';
    case 'none':
      return 'No products found.';
    case 'categories': {
      const count = result.categories.length;
      return `${count} ${count === 1 ? 'category matches' : 'categories match'}: ${names(result.categories).join(', ')}`;
    }
    case 'products': {
      const count = result.productCount;
      return `${count} ${count === 1 ? 'product matches' : 'products match'}: in ${names(result.categories).join(', ')}`;
    }
  }
}

/** What the panel beside the list shows. */
export interface PanelView {
  /** True when it shows the search's results rather than the selected category. */
  results: boolean;
  /** The categories whose grids are shown, in list order. */
  panels: string[];
  /** For a grid that shows only some of its products (the matching ones), their positions; absent: all of them. */
  only: Record<string, number[]>;
}

/**
 * The panel follows what the visitor used last. Typing in the search box (or coming back to it with text in it)
 * shows the results: the grids of the matching categories, or, when products decided, only the matching products
 * of each listed category (each under its category's name); nothing when nothing matches. Pointing at, focusing or
 * tapping a category (`showResults` false) shows the selected category's whole grid, with its matching products
 * marked. With nothing typed the panel is always the selected category's.
 */
export function panelView(result: CatalogueSearch, selected: string | undefined, showResults: boolean): PanelView {
  if (!showResults || result.mode === 'all') return { results: false, panels: selected ? [selected] : [], only: {} };
  const only =
    result.mode === 'products' ? Object.fromEntries(result.categories.map((id) => [id, result.products[id]!])) : {};
  return { results: true, panels: result.categories, only };
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
