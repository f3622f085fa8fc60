/**
 * Keyboard logic of the ARIA tabs pattern (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/) for a horizontal tab
 * list: arrow keys move to the next or previous tab and wrap round; Home and End go to the first and last tab.
 */

/** The tab to move to for a key press, or null when the key is not one the tab list handles. */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`tabs: need at least one tab, got ${count}`);
  if (!Number.isInteger(current) || current < 0 || current >= count) {
    throw new RangeError(`tabs: current tab ${current} is outside 0–${count - 1}`);
  }
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The tab open when the page loads: the one marked selected, else the first. Fails on two selected tabs. */
export function initialTabIndex(tabs: readonly { selected?: boolean }[]): number {
  const selected = tabs.flatMap((tab, index) => (tab.selected ? [index] : []));
  if (selected.length > 1) throw new Error(`tabs: only one tab may be selected, found ${selected.length}`);
  return selected[0] ?? 0;
}
