/**
 * The keys of a section navigation submenu that open and close it (src/components/ui/SectionNav.astro). Moving
 * between the open submenu's links (ArrowUp/ArrowDown, Home/End) is the shared keyboard model in ./tabs.ts, run by
 * the RovingFocus element. No imports: the page script that uses this stays small enough to be inlined.
 */

/** What a key does: open the submenu and focus one of its links, or close it (and maybe return focus to its button). */
export type SubmenuAction = { type: 'open'; focus: number } | { type: 'close'; focusButton: boolean } | null;

/**
 * The action for a key pressed on a submenu's button (`index` -1) or on its link `index` of `count`:
 * - on the button: ArrowDown opens it and focuses the first link, ArrowUp the last; Escape closes it.
 * - on a link: Escape closes it and returns focus to the button.
 * Tab is never handled: focus leaves the submenu as usual, which closes it (no focus trap).
 */
export function submenuKeyAction(key: string, index: number, count: number): SubmenuAction {
  if (key === 'Escape') return { type: 'close', focusButton: index !== -1 };
  if (index !== -1 || count < 1) return null;
  if (key === 'ArrowDown') return { type: 'open', focus: 0 };
  if (key === 'ArrowUp') return { type: 'open', focus: count - 1 };
  return null;
}
