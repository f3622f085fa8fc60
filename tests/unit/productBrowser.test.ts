import { describe, expect, it } from 'vitest';
import {
  filterCategories,
  focusableTab,
  initialSelection,
  isNavigationKey,
  matchesSearch,
  moveSelection,
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

describe('moveSelection', () => {
  it('moves down and right to the next category and wraps to the first', () => {
    expect(moveSelection(ids, 'sales', 'ArrowDown')).toBe('marketing');
    expect(moveSelection(ids, 'sales', 'ArrowRight')).toBe('marketing');
    expect(moveSelection(ids, 'human-resource', 'ArrowDown')).toBe('sales');
  });

  it('moves up and left to the previous category and wraps to the last', () => {
    expect(moveSelection(ids, 'marketing', 'ArrowUp')).toBe('sales');
    expect(moveSelection(ids, 'marketing', 'ArrowLeft')).toBe('sales');
    expect(moveSelection(ids, 'sales', 'ArrowUp')).toBe('human-resource');
  });

  it('jumps to the ends with Home and End', () => {
    expect(moveSelection(ids, 'finance', 'Home')).toBe('sales');
    expect(moveSelection(ids, 'marketing', 'End')).toBe('human-resource');
  });

  it('moves only among the categories the search left visible', () => {
    const visible = ['finance', 'human-resource'];
    expect(moveSelection(visible, 'finance', 'ArrowDown')).toBe('human-resource');
    expect(moveSelection(visible, 'human-resource', 'ArrowDown')).toBe('finance');
    // The selected category (Sales) is hidden by the search: start from the ends of what is visible.
    expect(moveSelection(visible, 'sales', 'ArrowDown')).toBe('finance');
    expect(moveSelection(visible, 'sales', 'ArrowUp')).toBe('human-resource');
  });

  it('has nowhere to go when nothing is visible', () => {
    expect(moveSelection([], 'sales', 'ArrowDown')).toBeUndefined();
  });

  it('knows which keys navigate', () => {
    expect(isNavigationKey('ArrowDown')).toBe(true);
    expect(isNavigationKey('End')).toBe(true);
    expect(isNavigationKey('Enter')).toBe(false);
    expect(isNavigationKey('a')).toBe(false);
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
