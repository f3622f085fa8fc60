import { describe, expect, it } from 'vitest';
import { ratingLabel, starsFor } from '../../src/lib/rating';
import { initialTabIndex, tabIndexForKey } from '../../src/lib/tabs';
import { formatRupees } from '../../src/lib/format';

describe('starsFor', () => {
  it('draws the whole-number part of the rating as filled stars (SPEC §9)', () => {
    expect(starsFor(4.9)).toEqual({ filled: 4, empty: 1 });
    expect(starsFor(4.8)).toEqual({ filled: 4, empty: 1 });
    expect(starsFor(5)).toEqual({ filled: 5, empty: 0 });
    expect(starsFor(1)).toEqual({ filled: 1, empty: 4 });
  });
  it('never rounds a fraction up', () => {
    expect(starsFor(3.99).filled).toBe(3);
  });
  it('always draws `max` stars', () => {
    for (const rating of [0, 2.5, 4.9, 5]) {
      const { filled, empty } = starsFor(rating);
      expect(filled + empty).toBe(5);
    }
    expect(starsFor(7.2, 10)).toEqual({ filled: 7, empty: 3 });
  });
  it('rejects ratings outside the scale', () => {
    expect(() => starsFor(5.1)).toThrow(RangeError);
    expect(() => starsFor(-1)).toThrow(RangeError);
    expect(() => starsFor(Number.NaN)).toThrow(RangeError);
    expect(() => starsFor(3, 0)).toThrow(RangeError);
  });
});

describe('ratingLabel', () => {
  it('gives the exact rating as text', () => {
    expect(ratingLabel(4.9)).toBe('Rated 4.9 out of 5');
    expect(ratingLabel(5)).toBe('Rated 5 out of 5');
    expect(ratingLabel(4.8)).toBe('Rated 4.8 out of 5');
  });
  it('does not print floating-point noise', () => {
    expect(ratingLabel(0.1 + 0.2 + 4)).toBe('Rated 4.3 out of 5');
  });
  it('rejects ratings outside the scale', () => {
    expect(() => ratingLabel(6)).toThrow(RangeError);
  });
});

describe('tabIndexForKey', () => {
  it('moves right and left, wrapping round', () => {
    expect(tabIndexForKey('ArrowRight', 0, 4)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 3, 4)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 4)).toBe(3);
    expect(tabIndexForKey('ArrowLeft', 2, 4)).toBe(1);
  });
  it('goes to the first and last tab with Home and End', () => {
    expect(tabIndexForKey('Home', 2, 4)).toBe(0);
    expect(tabIndexForKey('End', 1, 4)).toBe(3);
  });
  it('ignores other keys', () => {
    for (const key of ['Enter', ' ', 'Tab', 'ArrowUp', 'ArrowDown', 'a']) expect(tabIndexForKey(key, 1, 4)).toBeNull();
  });
  it('works with a single tab', () => {
    expect(tabIndexForKey('ArrowRight', 0, 1)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 1)).toBe(0);
  });
  it('rejects impossible positions', () => {
    expect(() => tabIndexForKey('ArrowRight', 4, 4)).toThrow(RangeError);
    expect(() => tabIndexForKey('ArrowRight', 0, 0)).toThrow(RangeError);
  });
});

describe('initialTabIndex', () => {
  it('opens the tab marked selected', () => {
    expect(initialTabIndex([{}, {}, {}, { selected: true }])).toBe(3);
  });
  it('opens the first tab when none is marked', () => {
    expect(initialTabIndex([{ selected: false }, {}])).toBe(0);
  });
  it('refuses two selected tabs', () => {
    expect(() => initialTabIndex([{ selected: true }, { selected: true }])).toThrow(/only one/);
  });
});

describe('formatRupees (the app-development prices of SPEC §9)', () => {
  it('groups digits the Indian way with the rupee sign', () => {
    expect(formatRupees(79000)).toBe('₹79,000');
    expect(formatRupees(49000)).toBe('₹49,000');
    expect(formatRupees(69000)).toBe('₹69,000');
    expect(formatRupees(80000)).toBe('₹80,000');
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
  });
  it('rejects values that are not numbers', () => {
    expect(() => formatRupees(Number.NaN)).toThrow(RangeError);
  });
});
