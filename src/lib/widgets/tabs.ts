/**
 * The one keyboard model for lists of items that arrow keys move through: the home tech gallery tabs, the product
 * browser's categories, the section navigation's submenus and the rows of the institutional comparison table. Arrow
 * keys along the list's orientation move to the next or previous item and wrap round (or stop at the ends); Home and
 * End go to the first and last. See the ARIA tabs pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/) and the disclosure navigation pattern.
 */

/** Which arrow keys move: Left/Right (a row), Up/Down (a column) or both (a list that wraps into rows). */
export type Orientation = 'horizontal' | 'vertical' | 'both';

// The step each arrow key takes in each orientation.
const STEPS: Record<Orientation, Record<string, number>> = {
  horizontal: { ArrowRight: 1, ArrowLeft: -1 },
  vertical: { ArrowDown: 1, ArrowUp: -1 },
  both: { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 },
};

/**
 * The item to move to for a key press, or null when the key does not move (or the list is empty).
 * `current` is the focused item's index, or -1 when none of the items has focus (e.g. a search hid it): then the
 * forward keys start at the first item and the backward keys at the last. (The caller passes a real index: this
 * runs on every key press in the page script, so it does not check its arguments.)
 */
export function indexForKey(
  key: string,
  current: number,
  count: number,
  orientation: Orientation = 'horizontal',
): number | null {
  const step =
    key === 'Home' || key === 'End' ? 0 : Object.hasOwn(STEPS[orientation], key) ? STEPS[orientation][key]! : null;
  if (!count || step === null) return null;
  if (key === 'Home') return 0;
  if (key === 'End' || (current === -1 && step < 0)) return count - 1;
  return current === -1 ? 0 : (current + step + count) % count;
}

/**
 * The same keys, but the arrows stop at the first and last item instead of wrapping round (the comparison table's
 * rows). A function of its own so that RovingFocus's inline script does not carry it.
 */
export function indexForKeyStopping(
  key: string,
  current: number,
  count: number,
  orientation: Orientation = 'horizontal',
): number | null {
  const next = indexForKey(key, current, count, orientation);
  if (next === null || current === -1 || key === 'Home' || key === 'End') return next;
  // A forward step that wrapped lands before the current item, a backward one after it: stay put instead.
  return STEPS[orientation][key]! > 0 ? Math.max(next, current) : Math.min(next, current);
}

/** The tab open when the page loads: the one marked selected, else the first. Fails on two selected tabs. */
export function initialTabIndex(tabs: readonly { selected?: boolean }[]): number {
  const selected = tabs.flatMap((tab, index) => (tab.selected ? [index] : []));
  if (selected.length > 1) throw new Error(`tabs: only one tab may be selected, found ${selected.length}`);
  return selected[0] ?? 0;
}
