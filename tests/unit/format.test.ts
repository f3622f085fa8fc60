import { describe, expect, it } from 'vitest';
import { copyrightYears, formatDollars, formatRupees } from '~/lib/format/numbers';

describe('formatRupees', () => {
  it('groups digits the Indian way (lakhs and crores)', () => {
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(79000)).toBe('₹79,000');
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(0)).toBe('₹0');
  });
  it('rounds to whole rupees', () => {
    expect(formatRupees(49999.6)).toBe('₹50,000');
  });
  it('refuses something that is not a number', () => {
    expect(() => formatRupees(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatDollars', () => {
  it('writes US dollars with thousands separators and the US prefix', () => {
    expect(formatDollars(15)).toBe('US$15');
    expect(formatDollars(1200)).toBe('US$1,200');
    expect(formatDollars(19.6)).toBe('US$20');
  });
  it('refuses something that is not a number', () => {
    expect(() => formatDollars(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('copyrightYears', () => {
  it('shows one year while the build year is the first year', () => {
    expect(copyrightYears(2025, 2025)).toBe('2025');
  });
  it('shows a range afterwards', () => {
    expect(copyrightYears(2025, 2026)).toBe('2025–2026');
  });
});
