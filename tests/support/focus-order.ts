/**
 * Focus order follows the visual order (WCAG 2.4.3): Tab never takes a visitor back up the page to something drawn
 * above and to the left of where they were (a sidebar placed before the content it sits beside, a button moved with
 * `order` or `flex-direction: *-reverse`).
 *
 * Two halves, as in text-overlap.ts: `focusBoxes` runs in the page and lists the main content's elements that Tab
 * reaches, in Tab order (document order: the site uses no positive tabindex), with their boxes; `focusJumps` compares
 * neighbours in plain TypeScript (unit-tested in tests/unit/focus-order.test.ts). `checkFocusOrder` does both.
 *
 * The invariant, for each element B that Tab reaches right after A: B's middle may not be above A's top edge (by more
 * than FOCUS_TOLERANCE px) unless B is wholly to the right of A (its left edge at or past A's right edge). So a row
 * read left to right passes whatever the heights and alignment of its items (a short link centred beside a tall
 * button has its middle inside the button's height), a new row below passes, and so does moving up into the next
 * column on the right (reading a column to its end, then the next); going back up into the same column or one to the
 * left fails.
 */
import type { Page } from '@playwright/test';

/** A focusable element's box in page coordinates, and a label for messages. */
export interface FocusBox {
  label: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Boxes of neighbours may overlap by this much (rounding, a focus ring, a badge sticking out) before it counts. */
export const FOCUS_TOLERANCE = 8;

/**
 * Browser side (pass to `page.evaluate`): the elements in <main> that Tab stops at, in Tab order. Left out: negative
 * tabindex, disabled, hidden or inert ones, anything inside a closed <details> except its summary, and anything not
 * drawn (display:none, visibility:hidden, opacity 0, no box).
 */
export function focusBoxes(): FocusBox[] {
  const selector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';
  const main = document.querySelector('main');
  if (!main) return [];
  const out: FocusBox[] = [];
  for (const el of main.querySelectorAll<HTMLElement>(selector)) {
    if (el.tabIndex < 0 || (el as HTMLButtonElement).disabled || el.closest('[inert], [hidden]')) continue;
    const closed = el.closest('details:not([open])');
    if (closed && !(el.tagName === 'SUMMARY' && el.parentElement === closed)) continue;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
    out.push({
      label: `${el.tagName.toLowerCase()} "${name.slice(0, 40) || (el as HTMLInputElement).name || '?'}"`,
      left: box.left + scrollX,
      top: box.top + scrollY,
      right: box.right + scrollX,
      bottom: box.bottom + scrollY,
    });
  }
  return out;
}

/** Every step of the Tab sequence that goes back up the page against the reading order, as a message. */
export function focusJumps(boxes: readonly FocusBox[], tolerance = FOCUS_TOLERANCE): string[] {
  const found: string[] = [];
  for (let i = 1; i < boxes.length; i += 1) {
    const [a, b] = [boxes[i - 1], boxes[i]];
    const above = (b.top + b.bottom) / 2 < a.top - tolerance;
    const nextColumn = b.left >= a.right - tolerance;
    if (above && !nextColumn) {
      const at = (box: FocusBox) => `(${Math.round(box.left)}, ${Math.round(box.top)})`;
      found.push(`Tab goes from ${a.label} at ${at(a)} back up to ${b.label} at ${at(b)}`);
    }
  }
  return found;
}

/** Measures the page as it is now and returns the backward jumps of its Tab sequence (none: an empty list). */
export async function checkFocusOrder(page: Page): Promise<string[]> {
  return focusJumps(await page.evaluate(focusBoxes));
}
