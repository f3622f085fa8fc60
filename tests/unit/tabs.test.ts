import { describe, expect, it } from 'vitest';
import { indexForKey, isMoveKey } from '../../src/lib/tabs';

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

  it('isMoveKey knows the keys of each orientation', () => {
    expect(isMoveKey('ArrowUp', 'vertical')).toBe(true);
    expect(isMoveKey('ArrowUp', 'horizontal')).toBe(false);
    expect(isMoveKey('Home', 'horizontal')).toBe(true);
    expect(isMoveKey('Enter', 'both')).toBe(false);
  });
});
