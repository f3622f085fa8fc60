import { describe, expect, it } from 'vitest';
import { selectProductTab } from '../../src/lib/widgets/product-tabs';

describe('selectProductTab', () => {
  it('selects Apps on the products index', () => {
    expect(selectProductTab('/products')).toBe('apps');
    expect(selectProductTab('/products/')).toBe('apps');
    expect(selectProductTab('/Products')).toBe('apps');
  });

  it('selects Suites for any path containing "suites"', () => {
    expect(selectProductTab('/products/suites')).toBe('suites');
    expect(selectProductTab('/Products/suites/')).toBe('suites');
    expect(selectProductTab('/products/SUITES')).toBe('suites');
  });

  it('selects Web Products for any path containing "webproduct"', () => {
    expect(selectProductTab('/products/webproduct')).toBe('webproduct');
    expect(selectProductTab('/Products/webproduct/')).toBe('webproduct');
  });

  it('falls back to Apps for anything else', () => {
    expect(selectProductTab('/products/unknown')).toBe('apps');
    expect(selectProductTab('')).toBe('apps');
  });
});
