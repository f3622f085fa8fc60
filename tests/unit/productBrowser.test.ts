import { describe, expect, it } from 'vitest';
import {
  filterCategories,
  focusableTab,
  initialSelection,
  matchesSearch,
  panelId,
  searchCatalogue,
  searchStatus,
  tabId,
} from '../../src/lib/productBrowser';

const ids = ['sales', 'marketing', 'ecommerce', 'service', 'finance', 'human-resource'];
const categories = ['Sales', 'Marketing', 'E-commerce', 'Service', 'Finance', 'Human Resource'].map((name, index) => ({
  id: ids[index],
  name,
  products: [] as string[],
}));
// A small catalogue with products, for the product search.
const catalogue = [
  { id: 'sales', name: 'Sales', products: ['CRM', 'Bigin', 'CRM Plus'] },
  { id: 'marketing', name: 'Marketing', products: ['Campaigns', 'Marketing Automation'] },
  { id: 'finance', name: 'Finance', products: ['Books', 'Payroll', 'Expense'] },
  { id: 'hr', name: 'Human Resource', products: ['People', 'Payroll', 'Recruit'] },
];

describe('matchesSearch / filterCategories', () => {
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
    expect(matchesSearch('Human Resource', '  human ')).toBe(true);
    expect(matchesSearch('Human Resource', 'human  resource')).toBe(false);
  });

  it('returns nothing when no name contains the text', () => {
    expect(filterCategories(categories, 'blockchain')).toEqual([]);
  });
});

describe('searchCatalogue: categories and the products inside them', () => {
  it('keeps a category whose products match and marks those products, ignoring case', () => {
    const crm = searchCatalogue(catalogue, 'crm');
    expect(crm.categories).toEqual(['sales']);
    expect(crm.products.sales).toEqual([0, 2]);
    expect(crm.productCount).toBe(2);
    const payroll = searchCatalogue(catalogue, 'PAYROLL');
    expect(payroll.categories).toEqual(['finance', 'hr']);
    expect(payroll.products).toMatchObject({ finance: [1], hr: [1], sales: [] });
  });

  it('still lists a category by its name, with no product marked when none matches', () => {
    const result = searchCatalogue(catalogue, 'market');
    // "Marketing" by name, and its product "Marketing Automation" by product.
    expect(result.categories).toEqual(['marketing']);
    expect(result.products.marketing).toEqual([1]);
    expect(searchCatalogue(catalogue, 'human')).toMatchObject({ categories: ['hr'], productCount: 0 });
  });

  it('an empty search lists everything and marks nothing; no match lists nothing', () => {
    expect(searchCatalogue(catalogue, '  ')).toMatchObject({ categories: catalogue.map((c) => c.id), productCount: 0 });
    expect(searchCatalogue(catalogue, 'blockchain')).toMatchObject({ categories: [], productCount: 0 });
  });

  it('says what was found: SPEC\'s "No products found." or how many products match, and where', () => {
    expect(searchStatus(catalogue, searchCatalogue(catalogue, 'blockchain'))).toBe('No products found.');
    expect(searchStatus(catalogue, searchCatalogue(catalogue, 'payroll'))).toBe(
      '2 products match: in Finance, Human Resource',
    );
    expect(searchStatus(catalogue, searchCatalogue(catalogue, 'bigin'))).toBe('1 product matches: in Sales');
    expect(searchStatus(catalogue, searchCatalogue(catalogue, 'human'))).toBe('');
    expect(searchStatus(catalogue, searchCatalogue(catalogue, ''))).toBe('');
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
