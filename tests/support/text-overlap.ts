/**
 * Text drawn over other text (issue 28: on the 404 page at 375 px, "Ematix-Prime (LMS)" ran over "Contact"): no two
 * links, buttons or headings may draw their text on top of each other.
 *
 * Two halves, as in first-screen.ts: `textBoxes` runs in the page (Playwright's `page.evaluate`) and measures where
 * the text of each link, button and heading is drawn (the range boxes of its text and the boxes of its icons, cut to
 * the boxes that clip them); `textOverlaps` compares those boxes in plain TypeScript (unit-tested in
 * tests/unit/text-overlap.test.ts). `checkTextOverlaps` does both.
 */
import type { Page } from '@playwright/test';

/** A box in page coordinates (CSS pixels from the top left of the document). */
export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The drawn text of one link, button or heading. */
export interface TextBox {
  /** What it is, for messages: `a "Contact"`. */
  label: string;
  /** Indexes (in the same list) of the links, buttons and headings this one sits inside. */
  within: number[];
  /** Where its own text is drawn (text of a link, button or heading inside it belongs to that one instead). */
  rects: Rect[];
}

/** What is compared: links, buttons and headings (a `<summary>` is a disclosure's button). */
export const TEXT_TARGETS =
  'a[href], button, [role="button"], summary, h1, h2, h3, h4, h5, h6, [role="heading"], [role="link"]';

/** Overlaps of this size or less (in both directions) are let pass: glyph boxes of neighbours may touch. */
export const OVERLAP_TOLERANCE = 2;

/**
 * Browser side (pass to `page.evaluate` with TEXT_TARGETS): scrolls to the top, then lists each link, button and
 * heading with the boxes its text, and the icons and pictures inside it, are drawn in. Text is left out when it is not drawn: hidden (display:none, `hidden`, a closed `<details>` or
 * `<dialog>`, visibility:hidden, opacity 0), cut away by an ancestor that clips (overflow other than visible, `clip`:
 * the sr-only skip link's 1 px box, a carousel's slides outside its window), off the page (left or above it), or
 * fixed to the window (the floating chat link lies over whatever scrolls under it, by design). Self-contained, as
 * `evaluate` needs.
 */
export function textBoxes(selector: string): TextBox[] {
  // At the top of the page, where sticky parts (the header) are in their own place, not over what scrolled under them.
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  const targets = [...document.body.querySelectorAll(selector)];
  const indexOf = new Map(targets.map((el, i) => [el, i]));
  const boxes: TextBox[] = targets.map((el) => {
    const within: number[] = [];
    for (let up = el.parentElement?.closest(selector); up; up = up.parentElement?.closest(selector))
      within.push(indexOf.get(up)!);
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    return { label: `${el.localName} "${text.length > 40 ? `${text.slice(0, 39)}…` : text}"`, within, rects: [] };
  });
  const x = window.scrollX;
  const y = window.scrollY;
  const everywhere: Rect = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
  // What each element may draw in: the intersection of its clipping ancestors' boxes; null when fixed to the window.
  const clips = new Map<Element, Rect | null>();
  const clipOf = (el: Element): Rect | null => {
    if (el === document.body || el === document.documentElement) return everywhere;
    const known = clips.get(el);
    if (known !== undefined) return known;
    const style = getComputedStyle(el);
    let clip: Rect | null = style.position === 'fixed' ? null : clipOf(el.parentElement ?? document.body);
    if (clip) {
      const r = el.getBoundingClientRect();
      const clipsX = style.overflowX !== 'visible';
      const clipsY = style.overflowY !== 'visible';
      if (clipsX || clipsY) {
        clip = {
          left: clipsX ? Math.max(clip.left, r.left + x) : clip.left,
          right: clipsX ? Math.min(clip.right, r.right + x) : clip.right,
          top: clipsY ? Math.max(clip.top, r.top + y) : clip.top,
          bottom: clipsY ? Math.min(clip.bottom, r.bottom + y) : clip.bottom,
        };
      }
      // `clip: rect(top, right, bottom, left)` from the box's top left corner (sr-only: rect(0, 0, 0, 0)).
      const edges = /^rect\((.+)\)$/.exec(style.clip)?.[1].split(/,?\s+/);
      if (edges?.length === 4) {
        const [t, ri, b, l] = edges.map((edge) => (edge === 'auto' ? undefined : parseFloat(edge)));
        clip = {
          left: Math.max(clip.left, r.left + x + (l ?? 0)),
          right: Math.min(clip.right, ri === undefined ? r.right + x : r.left + x + ri),
          top: Math.max(clip.top, r.top + y + (t ?? 0)),
          bottom: Math.min(clip.bottom, b === undefined ? r.bottom + y : r.top + y + b),
        };
      }
    }
    clips.set(el, clip);
    return clip;
  };
  const drawn = (el: Element) =>
    el.checkVisibility({ visibilityProperty: true, opacityProperty: true } as CheckVisibilityOptions);
  // Text, and the icons and pictures drawn beside it (a link's arrow is part of what it draws).
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT, {
    acceptNode: (node) =>
      node.nodeType === Node.TEXT_NODE || (node as Element).localName === 'svg' || (node as Element).localName === 'img'
        ? NodeFilter.FILTER_ACCEPT
        : NodeFilter.FILTER_SKIP,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeType === Node.TEXT_NODE;
    const parent = text ? node.parentElement : (node as Element);
    if (!parent || (text && !node.textContent?.trim())) continue;
    const owner = parent.closest(selector);
    if (!owner || !drawn(parent)) continue;
    const clip = clipOf(parent);
    if (!clip) continue;
    let client: Iterable<DOMRect>;
    if (text) {
      const range = document.createRange();
      range.selectNodeContents(node);
      client = range.getClientRects();
    } else client = parent.getClientRects();
    for (const r of client) {
      const rect = {
        left: Math.max(clip.left, r.left + x),
        right: Math.min(clip.right, r.right + x),
        top: Math.max(clip.top, r.top + y),
        bottom: Math.min(clip.bottom, r.bottom + y),
      };
      if (rect.right > Math.max(rect.left, 0) && rect.bottom > Math.max(rect.top, 0))
        boxes[indexOf.get(owner)!].rects.push(rect);
    }
  }
  return boxes;
}

/**
 * Node side: every pair of boxes whose text overlaps by more than `tolerance` px in both directions, one message
 * per pair. A box never overlaps one it sits inside (a link in a heading).
 */
export function textOverlaps(boxes: TextBox[], tolerance = OVERLAP_TOLERANCE): string[] {
  const all = boxes
    .flatMap((box, owner) => box.rects.map((rect) => ({ owner, rect })))
    .sort((a, b) => a.rect.top - b.rect.top);
  const found = new Map<string, string>();
  const round = (n: number) => Math.round(n);
  for (let i = 0; i < all.length; i++) {
    const a = all[i];
    for (let j = i + 1; j < all.length && all[j].rect.top < a.rect.bottom - tolerance; j++) {
      const b = all[j];
      if (a.owner === b.owner) continue;
      if (boxes[a.owner].within.includes(b.owner) || boxes[b.owner].within.includes(a.owner)) continue;
      const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      if (width <= tolerance || height <= tolerance) continue;
      const [first, second] = a.owner < b.owner ? [a.owner, b.owner] : [b.owner, a.owner];
      const key = `${first} ${second}`;
      if (!found.has(key))
        found.set(
          key,
          `${boxes[first].label} overlaps ${boxes[second].label} by ${round(width)} × ${round(height)} px at ` +
            `(${round(Math.max(a.rect.left, b.rect.left))}, ${round(Math.max(a.rect.top, b.rect.top))})`,
        );
    }
  }
  return [...found.values()];
}

/**
 * In a Playwright page: the links, buttons and headings whose text is drawn over another's, as messages (none: the
 * page passes). Measured at the top of the page, where sticky parts are in their own place.
 */
export async function checkTextOverlaps(page: Page, tolerance = OVERLAP_TOLERANCE): Promise<string[]> {
  return textOverlaps(await page.evaluate(textBoxes, TEXT_TARGETS), tolerance);
}
