/**
 * Logic of the Gallery's small-screen rotation, kept apart from `~/lib/widgets/carousel` on purpose: the Gallery's script
 * is inlined into the page only while its bundle imports nothing shared with an island, and the Carousel island
 * imports carousel.ts.
 */

/** The picture after moving `step` from `index` in a gallery of `count`, wrapping at both ends: (5, 1, 6) → 0. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`wrapIndex: count must be a whole number of at least 1, got ${count}`);
  return (((index + step) % count) + count) % count;
}

/**
 * What holds the rotation still, each reason a flag: the visitor pressed pause (or prefers reduced motion and has not
 * pressed play), the pointer or keyboard focus is in the gallery, the gallery is off screen, the tab is hidden, or
 * the screen is wide (the grid shows every picture).
 */
export type RotationState = Record<string, boolean>;

/** True when no reason holds the rotation still, so it advances on its own. */
export const rotates = (state: RotationState): boolean => !Object.values(state).some(Boolean);

/** The words a screen reader hears after a manual move: "Picture 2 of 6: Friday demo hour". */
export function pictureStatus(index: number, count: number, caption?: string): string {
  return `Picture ${index + 1} of ${count}${caption ? `: ${caption}` : ''}`;
}
