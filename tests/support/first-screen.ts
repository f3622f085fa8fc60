/**
 * The first-paint contract (issue 22): the head, every stylesheet and everything visible in the first 375 × 812
 * screen arrive within the first round trip of the page's gzipped HTML. The rest of the page may take more round
 * trips: a browser paints the top of the page from the bytes it has.
 *
 * Two halves: `lastVisibleInFirstScreen` runs in the page (Playwright's `page.evaluate`) and names the last element
 * in document order that is drawn in the first screen; `firstScreenBytes` reads the page's HTML source, finds where
 * that element ends and counts the gzipped bytes up to there. `checkFirstScreen` does both.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { parse, type HTMLElement as ParsedElement } from 'node-html-parser';

/** The first screen of a phone. */
export const FIRST_SCREEN = { width: 375, height: 812 } as const;
/** What the first round trip of a new connection carries (10 TCP segments), less about 0.4 KB of HTTP headers. */
export const FIRST_SCREEN_BUDGET = 14 * 1024 - 400;

/**
 * Where the last thing drawn in the first screen is, as the browser built the page: `path` is the element-child
 * index at each level from `<html>` (`[1, 0]` is the first element in `<body>`), `tags` the tag names along it (to
 * tell when the source and the browser disagree). When the last thing drawn is text, `path` is its parent and
 * `textAfter` the index of the element child the text follows (-1: before the first).
 */
export interface ScreenPath {
  path: number[];
  tags: string[];
  textAfter?: number;
  /**
   * Style sheets that come after that point yet style something drawn in the first screen (their element, e.g.
   * `style[3]` or `link[1]`, and one selector). A late sheet that styles only parts further down is harmless: a
   * `<noscript>` fallback beside the part it unfolds, or Astro's `astro-island{display:contents}` before the first
   * island.
   */
  lateStyles: string[];
  /** Whether the page was measured with JavaScript on (`<noscript>` is then text, not elements). */
  scripting: boolean;
}

/**
 * Browser side (pass to `page.evaluate` with FIRST_SCREEN): the last element or text in document order whose box
 * meets the screen (0..height from the top of the page, 0..width across) and is drawn: not display:none, not in a
 * closed `<details>` or `hidden` part, not visibility:hidden, not of zero size. Self-contained, as `evaluate` needs.
 */
export function lastVisibleInFirstScreen(screen: { width: number; height: number }): ScreenPath | null {
  const scrollY = window.scrollY;
  const scrollX = window.scrollX;
  const meets = (r: DOMRect) =>
    r.width > 0 &&
    r.height > 0 &&
    r.bottom + scrollY > 0 &&
    r.top + scrollY < screen.height &&
    r.right + scrollX > 0 &&
    r.left + scrollX < screen.width;
  const drawn = (el: Element) => el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
  let last: Node | null = null;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !drawn(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(meets)) last = node;
    } else if (drawn(node as Element) && [...(node as Element).getClientRects()].some(meets)) {
      last = node;
    }
  }
  if (!last) return null;
  const element = last.nodeType === Node.TEXT_NODE ? last.parentElement! : (last as Element);
  let textAfter: number | undefined;
  if (last !== element) {
    textAfter = -1;
    for (let sibling = last.previousSibling; sibling; sibling = sibling.previousSibling) {
      if (sibling.nodeType === Node.ELEMENT_NODE) {
        textAfter = [...element.children].indexOf(sibling as Element);
        break;
      }
    }
  }
  const path: number[] = [];
  const tags: string[] = [];
  for (let el: Element = element; el !== document.documentElement; el = el.parentElement!) {
    path.unshift([...el.parentElement!.children].indexOf(el));
    tags.unshift(el.localName);
  }
  // Elements drawn in the first screen, and the style sheets after its last part that match one of them.
  const inScreen = [document.documentElement, document.body, ...document.body.querySelectorAll('*')].filter(
    (el) =>
      (last!.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) === 0 &&
      drawn(el) &&
      [...el.getClientRects()].some(meets),
  );
  const selectorsOf = (rules: CSSRuleList): string[] =>
    [...rules].flatMap((rule) =>
      rule instanceof CSSStyleRule
        ? [rule.selectorText]
        : 'cssRules' in rule
          ? selectorsOf((rule as CSSGroupingRule).cssRules)
          : [],
    );
  const matchesScreen = (selector: string) => {
    // Pseudo-elements and state pseudo-classes cannot be queried: the element they belong to is what counts.
    const plain = selector
      .replace(
        /::?(before|after|marker|placeholder|selection|backdrop|file-selector-button|-webkit-[\w-]+|-moz-[\w-]+)\b/g,
        '',
      )
      .replace(/:(hover|focus|focus-visible|focus-within|active|visited)\b/g, '');
    try {
      return inScreen.some((el) => el.matches(plain || '*'));
    } catch {
      return true; // a selector this browser cannot read: count it, rather than miss a rule
    }
  };
  const lateStyles = [...document.querySelectorAll('style, link[rel~="stylesheet"]')].flatMap((el, i) => {
    if (
      !(last!.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) ||
      last!.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_CONTAINED_BY
    )
      return [];
    let hit: string | undefined;
    try {
      const sheet = (el as HTMLStyleElement | HTMLLinkElement).sheet;
      hit = sheet ? selectorsOf(sheet.cssRules).find(matchesScreen) : 'a style sheet not loaded';
    } catch {
      hit = 'a style sheet from another site'; // its rules cannot be read: count it
    }
    return hit ? [`${el.localName}[${i}] ${hit}`] : [];
  });
  const scripting = matchMedia('(scripting: enabled)').matches;
  return { path, tags, ...(textAfter === undefined ? {} : { textAfter }), lateStyles, scripting };
}

export interface FirstScreenBytes {
  /**
   * Character offset in the source where the first screen's last part ends: the end of the text drawn last, or the
   * start tag of the element drawn last (its content, if any, is below the screen), or the whole of an element that
   * draws its children (a `<select>`, an `<svg>`).
   */
  end: number;
  /** Gzipped bytes (level 6, as nginx compresses) of the source up to `end`. */
  bytes: number;
  /** The whole `<head>` comes before `end`. */
  headBefore: boolean;
  /** Every `<style>` and `<link rel="stylesheet">` comes before `end`. */
  stylesBefore: boolean;
  /** The tag path found in the source, for messages. */
  found: string;
}

/**
 * Parses as the browser does: `<script>` and `<style>` hold text, and so does `<noscript>` with JavaScript on (off,
 * it holds elements).
 */
export const parseSource = (html: string, scripting = false) =>
  parse(html, {
    comment: false,
    blockTextElements: scripting ? { script: true, style: true, noscript: true } : { script: true, style: true },
  });

/** Elements whose drawing needs their children even when none of them has a box of its own. */
const WHOLE = new Set(['SELECT', 'TEXTAREA', 'VIDEO', 'AUDIO', 'OBJECT', 'SVG', 'MATH', 'IFRAME']);

/** Where the start tag beginning at `start` ends: at the first `>` outside a quoted attribute value. */
export function startTagEnd(html: string, start: number): number {
  let quote = '';
  for (let i = start; i < html.length; i++) {
    const c = html[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '>') {
      return i + 1;
    }
  }
  return html.length;
}

/**
 * Node side: where the part named by `at` ends in the page's source `html`, and how many gzipped bytes carry the
 * source up to there. Tolerates the element the browser adds on its own (`<tbody>` in a table written without one).
 */
export function firstScreenBytes(
  html: string,
  at: Pick<ScreenPath, 'path' | 'tags' | 'textAfter'> & { scripting?: boolean },
): FirstScreenBytes {
  const root = parseSource(html, at.scripting);
  const htmlElement = root.childNodes.find((n): n is ParsedElement => (n as ParsedElement).tagName === 'HTML');
  if (!htmlElement) throw new Error('no <html> element in the source');
  let el = htmlElement;
  const found: string[] = [];
  for (let i = 0; i < at.path.length; i++) {
    const tag = at.tags[i] ?? '';
    const children = el.children;
    const child = children[at.path[i]];
    if (tag === 'tbody' && el.tagName === 'TABLE' && !children.some((c) => c.tagName === 'TBODY')) {
      found.push('(tbody)');
      continue; // the browser's implied tbody: its rows are the table's here
    }
    if (!child) throw new Error(`the source has no element ${found.join(' > ')} > ${tag}[${at.path[i]}]`);
    if (tag && child.tagName.toLowerCase() !== tag) {
      throw new Error(
        `the source and the browser disagree at ${found.join(' > ')}: <${child.tagName.toLowerCase()}> in the source, <${tag}> in the browser`,
      );
    }
    found.push(`${tag}[${at.path[i]}]`);
    el = child;
  }
  let end: number;
  if (at.textAfter !== undefined) {
    // The text after element child `textAfter` runs to the next element child, or to the element's end.
    end = el.children[at.textAfter + 1]?.range[0] ?? el.range[1];
  } else if (WHOLE.has(el.tagName)) {
    end = el.range[1];
  } else {
    // Nothing inside the element is drawn in the first screen (it would come later in document order), only its
    // box: its start tag is what the paint needs.
    end = startTagEnd(html, el.range[0]);
  }
  const head = htmlElement.children.find((c) => c.tagName === 'HEAD');
  const styles = root.querySelectorAll('style, link[rel~="stylesheet"]');
  return {
    end,
    bytes: gzipSync(Buffer.from(html.slice(0, end)), { level: 6 }).length,
    headBefore: !!head && head.range[1] <= end,
    stylesBefore: styles.every((s) => s.range[1] <= end),
    found: found.join(' > ') + (at.textAfter !== undefined ? ` (text after child ${at.textAfter})` : ''),
  };
}

/**
 * The whole check, on a page Playwright has open (ideally with JavaScript disabled, as the first paint is made
 * before any script runs) and its HTML source as served. The page is measured at FIRST_SCREEN's size (the viewport
 * is set to it for the measure and put back after). `ok`: the head and the CSS come first and the first screen
 * arrives within FIRST_SCREEN_BUDGET.
 */
export async function checkFirstScreen(
  page: Page,
  html: string,
): Promise<{ bytes: number; ok: boolean; detail: string }> {
  const viewport = page.viewportSize();
  const resize = viewport?.width !== FIRST_SCREEN.width || viewport?.height !== FIRST_SCREEN.height;
  if (resize) await page.setViewportSize({ ...FIRST_SCREEN });
  let at: ScreenPath | null;
  try {
    at = await page.evaluate(lastVisibleInFirstScreen, { ...FIRST_SCREEN });
  } finally {
    if (resize && viewport) await page.setViewportSize(viewport);
  }
  if (!at) return { bytes: 0, ok: false, detail: 'nothing is drawn in the first screen' };
  const r = firstScreenBytes(html, at);
  const problems = [
    r.bytes > FIRST_SCREEN_BUDGET ? `first screen is ${r.bytes} B gzipped, over ${FIRST_SCREEN_BUDGET} B` : '',
    r.headBefore ? '' : 'the head ends after the first screen',
    // `stylesBefore` is stricter than needed: a late sheet that styles nothing in the first screen is harmless.
    at.lateStyles.length ? `a style sheet after the first screen styles it: ${at.lateStyles.join(', ')}` : '',
  ].filter(Boolean);
  return {
    bytes: r.bytes,
    ok: problems.length === 0,
    detail: `${problems.length ? problems.join('; ') : 'ok'}: ${r.bytes} B gzipped to the end of ${r.found} (offset ${r.end} of ${html.length}, JavaScript ${at.scripting ? 'on' : 'off'}${r.stylesBefore ? '' : ', a late style sheet styles only what follows'})`,
  };
}
