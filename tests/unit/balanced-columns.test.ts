/** The column count of a card grid, chosen so its last row is never a lone card or a nearly empty row. */
import { describe, expect, it } from 'vitest';
import { balancedColumns } from '~/lib/ui/classes';

/** Cards in the last row, and how full that row is. */
const lastRow = (count: number, columns: number) => count % columns || columns;

describe('balancedColumns', () => {
  it('fills rows exactly where 4 or 3 divide the count', () => {
    expect(balancedColumns(8)).toBe(4);
    expect(balancedColumns(6)).toBe(3);
    expect(balancedColumns(9)).toBe(3);
  });

  it('ends in the fuller last row of 4 or 3 columns, for any count from 3 to 60', () => {
    for (let count = 3; count <= 60; count += 1) {
      const columns = balancedColumns(count);
      expect([3, 4], `count ${count}`).toContain(columns);
      const best = Math.max(lastRow(count, 4) / 4, lastRow(count, 3) / 3);
      expect(lastRow(count, columns) / columns, `count ${count} in ${columns} columns`).toBe(best);
    }
    // So one card alone only where both leave one alone (13, 25, …: one more than a multiple of 12).
    expect(lastRow(7, balancedColumns(7))).toBe(3);
    expect(lastRow(14, balancedColumns(14))).toBe(2);
  });

  it('uses two columns for one or two cards and refuses a count that is not a whole number', () => {
    expect(balancedColumns(1)).toBe(2);
    expect(balancedColumns(2)).toBe(2);
    expect(() => balancedColumns(-1)).toThrow(/whole number/);
    expect(() => balancedColumns(2.5)).toThrow(/whole number/);
  });
});
