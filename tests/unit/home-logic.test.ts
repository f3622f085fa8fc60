import { describe, expect, it } from 'vitest';
import { formatRating, ratingLabel, starKinds } from '../../src/lib/format/rating';
import { indexForKey, initialTabIndex } from '../../src/lib/widgets/tabs';
import { formatRupees } from '../../src/lib/format/numbers';

/** The stars drawn for a rating, counted by kind, and the rating they show (4.5 for four and a half stars). */
function starsFor(rating: number, max?: number) {
  const kinds = starKinds(rating, max);
  const count = (kind: string) => kinds.filter((k) => k === kind).length;
  const [full, half, empty] = [count('full'), count('half'), count('empty')];
  return { full, half, empty, drawn: full + half / 2 };
}

describe('the stars drawn for a rating', () => {
  it('draws the rating to the nearest half star (docs/decisions.md), not its whole-number part', () => {
    expect(starsFor(4.9)).toEqual({ full: 5, half: 0, empty: 0, drawn: 5 });
    expect(starsFor(4.8)).toEqual({ full: 5, half: 0, empty: 0, drawn: 5 });
    expect(starsFor(4.7)).toEqual({ full: 4, half: 1, empty: 0, drawn: 4.5 });
    expect(starsFor(4.5)).toEqual({ full: 4, half: 1, empty: 0, drawn: 4.5 });
    expect(starsFor(4.2)).toEqual({ full: 4, half: 0, empty: 1, drawn: 4 });
    expect(starsFor(5)).toEqual({ full: 5, half: 0, empty: 0, drawn: 5 });
    expect(starsFor(1)).toEqual({ full: 1, half: 0, empty: 4, drawn: 1 });
  });
  it('rounds a quarter up, and floating-point noise cannot move a star', () => {
    expect(starsFor(4.25).drawn).toBe(4.5);
    expect(starsFor(4.75).drawn).toBe(5);
    expect(starsFor(4.24).drawn).toBe(4);
    expect(starsFor(0.1 + 0.2 + 4).drawn).toBe(4.5);
  });
  it('always draws `max` stars', () => {
    for (const rating of [0, 1.3, 2.5, 3.74, 4.9, 5]) {
      const { full, half, empty } = starsFor(rating);
      expect(full + half + empty).toBe(5);
    }
    expect(starsFor(7.2, 10)).toEqual({ full: 7, half: 0, empty: 3, drawn: 7 });
  });
  it('rejects ratings outside the scale', () => {
    expect(() => starsFor(5.1)).toThrow(RangeError);
    expect(() => starsFor(-1)).toThrow(RangeError);
    expect(() => starsFor(Number.NaN)).toThrow(RangeError);
    expect(() => starsFor(3, 0)).toThrow(RangeError);
  });
});

describe('starKinds', () => {
  it('lists the stars in order: full, then a half, then outlines', () => {
    expect(starKinds(4.7)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starKinds(2.4)).toEqual(['full', 'full', 'half', 'empty', 'empty']);
    expect(starKinds(4.9)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starKinds(1)).toEqual(['full', 'empty', 'empty', 'empty', 'empty']);
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
  it('writes the number beside the stars the same way', () => {
    expect(formatRating(4.9)).toBe('4.9');
    expect(formatRating(5)).toBe('5');
    expect(formatRating(0.1 + 0.2 + 4)).toBe('4.3');
  });
});

describe('the tech gallery tabs (indexForKey, a row)', () => {
  it('moves right and left, wrapping round', () => {
    expect(indexForKey('ArrowRight', 0, 4)).toBe(1);
    expect(indexForKey('ArrowRight', 3, 4)).toBe(0);
    expect(indexForKey('ArrowLeft', 0, 4)).toBe(3);
    expect(indexForKey('ArrowLeft', 2, 4)).toBe(1);
  });
  it('goes to the first and last tab with Home and End', () => {
    expect(indexForKey('Home', 2, 4)).toBe(0);
    expect(indexForKey('End', 1, 4)).toBe(3);
  });
  it('ignores other keys', () => {
    for (const key of ['Enter', ' ', 'Tab', 'ArrowUp', 'ArrowDown', 'a']) expect(indexForKey(key, 1, 4)).toBeNull();
  });
  it('works with a single tab', () => {
    expect(indexForKey('ArrowRight', 0, 1)).toBe(0);
    expect(indexForKey('ArrowLeft', 0, 1)).toBe(0);
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
