import { describe, expect, it } from 'vitest';
import { pictureStatus, rotates, wrapIndex } from '~/lib/widgets/gallery-rotation';

describe('wrapIndex', () => {
  it('moves forward and wraps from the last picture to the first', () => {
    expect(wrapIndex(0, 1, 6)).toBe(1);
    expect(wrapIndex(5, 1, 6)).toBe(0);
  });
  it('moves back and wraps from the first picture to the last', () => {
    expect(wrapIndex(0, -1, 6)).toBe(5);
    expect(wrapIndex(3, -1, 6)).toBe(2);
  });
  it('stays on the only picture of a one-picture gallery', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 1)).toBe(0);
  });
  it('refuses an empty gallery', () => {
    expect(() => wrapIndex(0, 1, 0)).toThrow(RangeError);
  });
});

describe('rotates', () => {
  it('runs only while nothing holds it still', () => {
    expect(rotates({ paused: false, engaged: false, hidden: false })).toBe(true);
    expect(rotates({ paused: true, engaged: false, hidden: false })).toBe(false);
    expect(rotates({ paused: false, engaged: true, hidden: false })).toBe(false);
    expect(rotates({ paused: false, engaged: false, hidden: true })).toBe(false);
  });
});

describe('pictureStatus', () => {
  it('counts from one and adds the caption when there is one', () => {
    expect(pictureStatus(1, 6, 'Friday demo hour')).toBe('Picture 2 of 6: Friday demo hour');
    expect(pictureStatus(0, 3)).toBe('Picture 1 of 3');
  });
});
