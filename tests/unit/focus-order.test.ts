/** The focus-order check of the page visits (tests/support/focus-order.ts): which steps of the Tab sequence it flags. */
import { describe, expect, it } from 'vitest';
import { focusJumps, type FocusBox } from '../support/focus-order';

const box = (label: string, left: number, top: number, width: number, height: number): FocusBox => ({
  label,
  left,
  top,
  right: left + width,
  bottom: top + height,
});

describe('focusJumps', () => {
  it('passes a row read left to right, whatever the heights and alignment of its items, and the rows below', () => {
    const boxes = [
      box('a "Join Now"', 447, 2405, 110, 44),
      // A short link centred beside the taller button: its top is below the button's, its middle within it.
      box('a "Start a chapter"', 577, 2417, 180, 20),
      box('a "Details"', 24, 2480, 80, 44),
      box('a "More"', 120, 2470, 80, 64),
    ];
    expect(focusJumps(boxes)).toEqual([]);
  });

  it('passes moving up into the next column on the right (a column read to its end, then the next)', () => {
    const boxes = [box('a "Last card"', 88, 3400, 400, 44), box('a "Ask us for the dates"', 956, 565, 200, 24)];
    expect(focusJumps(boxes)).toEqual([]);
  });

  it('flags going back up into the same column or one to the left, naming both and where they are', () => {
    // A sidebar placed before the catalogue it sits beside: from its link back up to the catalogue's first link.
    const sidebarFirst = [box('a "Ask us for the dates"', 956, 565, 200, 24), box('a "Core (10)"', 88, 525, 180, 36)];
    expect(focusJumps(sidebarFirst)).toEqual([
      'Tab goes from a "Ask us for the dates" at (956, 565) back up to a "Core (10)" at (88, 525)',
    ]);
    // A button shown above another but coming after it (flex-direction: column-reverse).
    const reversed = [box('a "Join Now"', 128, 4278, 120, 44), box('a "Start a chapter"', 59, 4222, 250, 44)];
    expect(focusJumps(reversed)).toHaveLength(1);
  });

  it('lets boxes of one line differ by the tolerance', () => {
    expect(focusJumps([box('a "A"', 100, 100, 50, 20), box('a "B"', 20, 88, 50, 20)])).toEqual([]);
    expect(focusJumps([box('a "A"', 100, 100, 50, 20), box('a "B"', 20, 70, 50, 20)])).toHaveLength(1);
  });
});
