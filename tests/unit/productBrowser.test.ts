import { describe, expect, it } from 'vitest';
import {
  filterCategories,
  focusableTab,
  initialSelection,
  matchesSearch,
  panelId,
  tabId,
} from '../../src/lib/productBrowser';

const categories = ['Sales', 'Marketing', 'E-commerce', 'Service', 'Finance', 'Human Resource'].map((name) => ({ name }));
const ids = ['sales', 'marketing', 'ecommerce', 'service', 'finance', 'human-resource'];

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
