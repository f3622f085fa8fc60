import { describe, expect, it } from 'vitest';
import {
  focusableTab,
  initialSelection,
  panelId,
  panelView,
  searchCatalogue,
  searchStatus,
  tabId,
  type SearchableCategory,
} from '../../src/lib/widgets/product-browser';

const ids = ['sales', 'marketing', 'ecommerce', 'service', 'finance', 'human-resource'];
const categories = ['Sales', 'Marketing', 'E-commerce', 'Service', 'Finance', 'Human Resource'].map((name, index) => ({
  id: ids[index]!,
  name,
  products: [] as string[],
}));
// A small catalogue with products shared between categories, as the real one has: SalesIQ is sold under Sales,
// Marketing and Service, Payroll under Finance and Human Resource.
const catalogue: SearchableCategory[] = [
  { id: 'sales', name: 'Sales', products: ['CRM', 'Bigin', 'SalesIQ', 'CRM Plus'] },
  { id: 'marketing', name: 'Marketing', products: ['Campaigns', 'SalesIQ', 'Marketing Automation'] },
  { id: 'service', name: 'Service', products: ['Desk', 'SalesIQ'] },
  { id: 'finance', name: 'Finance', products: ['Books', 'Payroll', 'Expense'] },
  { id: 'hr', name: 'Human Resource', products: ['People', 'Payroll', 'Recruit'] },
];

/** The categories a search leaves in the list, in their original order. */
const filterCategories = <T extends SearchableCategory>(list: readonly T[], query: string): T[] => {
  const { categories: listed } = searchCatalogue(list, query);
  return list.filter((category) => listed.includes(category.id));
};

/** The rule, written independently: the name contains the trimmed search text, ignoring case. */
const contains = (name: string, query: string) =>
  query.trim() === '' || name.toLowerCase().includes(query.trim().toLowerCase());

describe('searchCatalogue by category name', () => {
  it('matches a substring anywhere in the name, ignoring case', () => {
    expect(filterCategories(categories, 'ser').map((c) => c.name)).toEqual(['Service']);
    expect(filterCategories(categories, 'SER').map((c) => c.name)).toEqual(['Service']);
    expect(filterCategories(categories, 'e-COM').map((c) => c.name)).toEqual(['E-commerce']);
    expect(filterCategories(categories, 'an').map((c) => c.name)).toEqual(['Finance', 'Human Resource']);
  });

  it('keeps every category, in order, for an empty or blank search', () => {
    expect(filterCategories(categories, '')).toEqual(categories);
    expect(filterCategories(categories, '   ')).toEqual(categories);
  });

  it('ignores spaces around the search text but not inside it', () => {
    expect(filterCategories(categories, '  human ').map((c) => c.name)).toEqual(['Human Resource']);
    expect(filterCategories(categories, 'human  resource')).toEqual([]);
  });

  it('returns nothing when no name contains the text', () => {
    expect(filterCategories(categories, 'blockchain')).toEqual([]);
  });
});

describe('searchCatalogue: category names first, then product names', () => {
  it('category names decide when one matches, even where products of other categories match too', () => {
    // "sal" is in SalesIQ (Marketing, Service) too, but the name Sales decides.
    expect(searchCatalogue(catalogue, 'sal')).toMatchObject({
      mode: 'categories',
      categories: ['sales'],
      productCount: 0,
    });
    expect(searchCatalogue(catalogue, 'mark').categories).toEqual(['marketing']);
    expect(searchCatalogue(catalogue, 'SER').categories).toEqual(['service']);
    expect(searchCatalogue(catalogue, 'an').categories).toEqual(['finance', 'hr']);
    // No product is marked: the categories are the answer.
    expect(Object.values(searchCatalogue(catalogue, 'mark').products).flat()).toEqual([]);
  });

  it('product names decide only when no category name matches: the categories holding them, and the products', () => {
    const crm = searchCatalogue(catalogue, 'crm');
    expect(crm).toMatchObject({ mode: 'products', categories: ['sales'], productCount: 2 });
    expect(crm.products.sales).toEqual([0, 3]);
    const payroll = searchCatalogue(catalogue, 'PAYROLL');
    expect(payroll).toMatchObject({ mode: 'products', categories: ['finance', 'hr'], productCount: 2 });
    expect(payroll.products).toMatchObject({ finance: [1], hr: [1], sales: [] });
    expect(searchCatalogue(catalogue, 'iq').categories).toEqual(['sales', 'marketing', 'service']);
  });

  it('an empty search lists everything and marks nothing; no match lists nothing', () => {
    expect(searchCatalogue(catalogue, '  ')).toMatchObject({
      mode: 'all',
      categories: catalogue.map((c) => c.id),
      productCount: 0,
    });
    expect(searchCatalogue(catalogue, 'blockchain')).toMatchObject({ mode: 'none', categories: [], productCount: 0 });
  });

  it('holds the rule for every piece of every name in the catalogue', () => {
    const names = catalogue.flatMap((c) => [c.name, ...c.products]);
    const queries = new Set(names.flatMap((name) => [1, 2, 3].map((length) => name.slice(1, 1 + length))));
    for (const query of queries) {
      const result = searchCatalogue(catalogue, query);
      const byName = catalogue.filter((c) => contains(c.name, query)).map((c) => c.id);
      if (byName.length > 0) {
        expect(result, query).toMatchObject({ mode: 'categories', categories: byName, productCount: 0 });
        continue;
      }
      const holding = catalogue.filter((c) => c.products.some((p) => contains(p, query)));
      expect(result.mode, query).toBe(holding.length > 0 ? 'products' : 'none');
      expect(result.categories, query).toEqual(holding.map((c) => c.id));
      for (const category of catalogue) {
        const marked = result.products[category.id]!.map((index) => category.products[index]!);
        expect(marked, `${query} in ${category.name}`).toEqual(category.products.filter((p) => contains(p, query)));
      }
    }
  });
});

describe('searchStatus', () => {
  const status = (query: string) => searchStatus(catalogue, searchCatalogue(catalogue, query));

  it('says SPEC\'s "No products found." when nothing matches, and nothing when nothing is typed', () => {
    expect(status('blockchain')).toBe('No products found.');
    expect(status('')).toBe('');
  });

  it('names the matching categories, or counts the matching products and says where they are', () => {
    expect(status('sal')).toBe('1 category matches: Sales');
    expect(status('an')).toBe('2 categories match: Finance, Human Resource');
    expect(status('payroll')).toBe('2 products match: in Finance, Human Resource');
    expect(status('bigin')).toBe('1 product matches: in Sales');
  });
});

describe('panelView: what the panel shows', () => {
  it('shows the selected category when nothing is typed, whatever was used last', () => {
    const all = searchCatalogue(catalogue, '');
    expect(panelView(all, 'finance', true)).toEqual({ results: false, panels: ['finance'], only: {} });
    expect(panelView(all, 'finance', false)).toEqual({ results: false, panels: ['finance'], only: {} });
  });

  it('while searching, shows the whole grids of the categories whose names match, not the selected one', () => {
    expect(panelView(searchCatalogue(catalogue, 'an'), 'sales', true)).toEqual({
      results: true,
      panels: ['finance', 'hr'],
      only: {},
    });
  });

  it('when products decided, shows only the matching products of each category holding them', () => {
    expect(panelView(searchCatalogue(catalogue, 'payroll'), 'sales', true)).toEqual({
      results: true,
      panels: ['finance', 'hr'],
      only: { finance: [1], hr: [1] },
    });
  });

  it('shows nothing when nothing matches', () => {
    expect(panelView(searchCatalogue(catalogue, 'blockchain'), 'sales', true)).toEqual({
      results: true,
      panels: [],
      only: {},
    });
  });

  it('shows the selected category whole once the visitor points at a category, the search still typed', () => {
    expect(panelView(searchCatalogue(catalogue, 'payroll'), 'finance', false)).toEqual({
      results: false,
      panels: ['finance'],
      only: {},
    });
  });
});

describe('initialSelection', () => {
  it('selects the first category (Sales) by default', () => {
    expect(initialSelection(ids)).toBe('sales');
    expect(initialSelection(ids, '')).toBe('sales');
    expect(initialSelection(ids, '#unknown')).toBe('sales');
  });

  it('selects the category named by the address', () => {
    expect(initialSelection(ids, `#${panelId('finance')}`)).toBe('finance');
    expect(initialSelection(ids, `#${tabId('service')}`)).toBe('service');
  });

  it('has nothing to select in an empty list', () => {
    expect(initialSelection([])).toBeUndefined();
  });
});

describe('focusableTab', () => {
  it('is the selected category while it is visible', () => {
    expect(focusableTab(ids, 'finance')).toBe('finance');
  });

  it('falls back to the first visible category when the search hides the selection', () => {
    expect(focusableTab(['service', 'finance'], 'sales')).toBe('service');
  });

  it('is nothing when the search hides everything', () => {
    expect(focusableTab([], 'sales')).toBeUndefined();
  });
});

describe('ids', () => {
  it('gives the panel and tab distinct ids', () => {
    expect(panelId('sales')).toBe('products-sales');
    expect(tabId('sales')).toBe('products-tab-sales');
  });
});
