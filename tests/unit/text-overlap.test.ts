/** The overlap check of the page visits (tests/support/text-overlap.ts): which measured text boxes it flags. */
import { describe, expect, it } from 'vitest';
import { textOverlaps, type Rect, type TextBox } from '../support/text-overlap';

const rect = (left: number, top: number, width: number, height: number): Rect => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});
const box = (label: string, rects: Rect[], within: number[] = []): TextBox => ({ label, rects, within });

describe('textOverlaps', () => {
  it('flags two links whose text is drawn over each other, once per pair, naming both', () => {
    // The 404 page at 375 px: "(LMS)" of the first column ran over the next column's arrow and "Contact".
    const boxes = [
      box('a "Ematix-Prime (LMS)"', [rect(40, 616, 121, 22), rect(169, 618, 52, 22)]),
      box('a "Contact"', [rect(200, 620, 16, 16), rect(224, 618, 69, 22)]),
    ];
    const found = textOverlaps(boxes);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^a "Ematix-Prime \(LMS\)" overlaps a "Contact" by \d+ × \d+ px at \(200, 620\)$/);
  });

  it('passes boxes side by side, above one another, or touching within the tolerance', () => {
    const boxes = [
      box('a "Home"', [rect(16, 460, 76, 22)]),
      box('a "About us"', [rect(200, 460, 104, 22)]),
      box('a "Products"', [rect(16, 499, 104, 22)]),
      // Glyph boxes of tight lines touch: 2 px into the line above is let pass, 3 px is not.
      box('h2 "Next"', [rect(16, 519, 104, 22)]),
    ];
    expect(textOverlaps(boxes)).toEqual([]);
    expect(textOverlaps([...boxes, box('a "Lower"', [rect(16, 538, 104, 22)])])).toEqual([
      'h2 "Next" overlaps a "Lower" by 104 × 3 px at (16, 538)',
    ]);
  });

  it('passes a link drawn inside the heading or button it belongs to, and text of one box across lines', () => {
    const boxes = [
      box('h3 "Read the post"', [rect(16, 100, 300, 30)]),
      box('a "Read the post"', [rect(16, 100, 200, 30), rect(16, 104, 120, 30)], [0]),
    ];
    expect(textOverlaps(boxes)).toEqual([]);
  });

  it('compares boxes that are not nested even when both sit inside the same heading', () => {
    const boxes = [
      box('h3 "Two links"', []),
      box('a "One"', [rect(0, 0, 50, 20)], [0]),
      box('a "Two"', [rect(40, 0, 50, 20)], [0]),
    ];
    expect(textOverlaps(boxes)).toEqual(['a "One" overlaps a "Two" by 10 × 20 px at (40, 0)']);
  });

  it('finds an overlap far from the first box after many boxes above it', () => {
    const rows = Array.from({ length: 200 }, (_, i) => box(`a "Row ${i}"`, [rect(0, i * 30, 100, 20)]));
    rows.push(box('a "Stray"', [rect(50, 150 * 30 + 5, 100, 20)]));
    expect(textOverlaps(rows)).toEqual(['a "Row 150" overlaps a "Stray" by 50 × 15 px at (50, 4505)']);
  });
});
