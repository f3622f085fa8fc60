import { describe, expect, it } from 'vitest';
import { indexForKey, indexForKeyStopping } from '../../src/lib/widgets/tabs';

describe('indexForKey (one keyboard model for tabs, categories and submenus)', () => {
  it('a row moves with Left/Right and wraps; Up/Down do nothing', () => {
    expect(indexForKey('ArrowRight', 2, 3, 'horizontal')).toBe(0);
    expect(indexForKey('ArrowLeft', 0, 3, 'horizontal')).toBe(2);
    expect(indexForKey('ArrowDown', 0, 3, 'horizontal')).toBeNull();
  });

  it('a column moves with Up/Down and wraps; Left/Right do nothing', () => {
    expect(indexForKey('ArrowDown', 2, 3, 'vertical')).toBe(0);
    expect(indexForKey('ArrowUp', 0, 3, 'vertical')).toBe(2);
    expect(indexForKey('ArrowRight', 0, 3, 'vertical')).toBeNull();
  });

  it('"both" takes either pair; Home and End always jump to the ends', () => {
    expect(indexForKey('ArrowRight', 0, 3, 'both')).toBe(1);
    expect(indexForKey('ArrowDown', 0, 3, 'both')).toBe(1);
    expect(indexForKey('ArrowUp', 1, 3, 'both')).toBe(0);
    expect(indexForKey('Home', 2, 3, 'vertical')).toBe(0);
    expect(indexForKey('End', 0, 3, 'horizontal')).toBe(2);
  });

  it('with no item focused (-1) starts from the ends; with no items goes nowhere', () => {
    expect(indexForKey('ArrowDown', -1, 3, 'vertical')).toBe(0);
    expect(indexForKey('ArrowUp', -1, 3, 'vertical')).toBe(2);
    expect(indexForKey('ArrowDown', -1, 0, 'vertical')).toBeNull();
  });

  it('indexForKeyStopping (the comparison table rows) stops at the ends instead of wrapping', () => {
    expect(indexForKeyStopping('ArrowDown', 2, 3, 'vertical')).toBe(2);
    expect(indexForKeyStopping('ArrowUp', 0, 3, 'vertical')).toBe(0);
    expect(indexForKeyStopping('ArrowDown', 0, 3, 'vertical')).toBe(1);
    expect(indexForKeyStopping('ArrowUp', 2, 3, 'vertical')).toBe(1);
    expect(indexForKeyStopping('End', 0, 3, 'vertical')).toBe(2);
    expect(indexForKeyStopping('Home', 2, 3, 'vertical')).toBe(0);
    expect(indexForKeyStopping('ArrowRight', 0, 3, 'vertical')).toBeNull();
  });
});

/** The category a key moves to among the visible ones, as RovingFocus does with the focused category. */
const moveSelection = (visible: readonly string[], current: string, key: string) => {
  const next = indexForKey(key, visible.indexOf(current), visible.length, 'both');
  return next === null ? undefined : visible[next];
};
const ids = ['sales', 'marketing', 'e-commerce', 'service', 'finance', 'human-resource'];

describe("the product browser's categories (indexForKey, both orientations, among the visible ones)", () => {
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
});
