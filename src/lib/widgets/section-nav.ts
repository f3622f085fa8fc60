/**
 * The section navigation's build-time logic (src/components/ui/SectionNav.astro): which items carry aria-current
 * for a page and what the small-screen toggle says. The keys are in ./submenu-keys.ts and ./tabs.ts.
 */
import { canonicalPath } from '../format/paths';

/** A link in a section navigation. */
interface NavLink {
  label: string;
  href: string;
}

/** A top-level item: a link, or a button with a submenu of links. */
export interface NavNode extends NavLink {
  children?: NavLink[];
  /** 'cta-red': the red call-to-action button (the community's "Take Test Link"). */
  variant?: 'default' | 'cta-red';
  /** An outside address: opens in a new tab with rel="noopener" and says so to screen readers. */
  external?: boolean;
}

/**
 * The padding and text of a SectionNav item (its links and its submenu buttons), per size. Full class lists so
 * Tailwind keeps them. 'sm' is tighter from md up so that the community menu's nine items fit one row at 1280 px
 * (measured with DejaVu Sans, Debian's system font, which is wider than Segoe UI or Roboto).
 */
export const ITEM_PAD = {
  md: 'px-5 py-2.5',
  sm: 'px-3 py-2 text-sm md:whitespace-nowrap md:px-2 md:text-[13px]',
} as const;

export type CurrentMark = 'page' | 'true' | undefined;

/** A node with the aria-current values for its own element and each child. */
export interface MarkedNode extends NavNode {
  current: CurrentMark;
  childCurrent: CurrentMark[];
}

/**
 * Marks the current page: `page` on the link to it, `true` on the submenu button whose submenu holds it. Paths are
 * compared in canonical form, and through `sameAs` (the page a path stands for, e.g. "/ematixprime/community" →
 * "/ematixprime" when both paths show one page), so a page reachable under two paths marks its link either way.
 * External links are never current.
 */
export function markCurrent(
  nodes: readonly NavNode[],
  currentPath: string,
  sameAs: (path: string) => string = (path) => path,
): MarkedNode[] {
  const key = (href: string) => sameAs(canonicalPath(href.split(/[?#]/)[0] ?? href));
  const here = key(currentPath);
  const isHere = (link: NavLink, external?: boolean) =>
    !external && !/^[a-z]+:/i.test(link.href) && key(link.href) === here;
  return nodes.map((node) => {
    const childCurrent: CurrentMark[] = (node.children ?? []).map((child) => (isHere(child) ? 'page' : undefined));
    let current: CurrentMark;
    if (node.children?.length) current = childCurrent.includes('page') ? 'true' : undefined;
    else current = isHere(node, node.external) ? 'page' : undefined;
    return { ...node, current, childCurrent };
  });
}

/** The label shown on the small-screen toggle: the current page's link, else its section, else the fallback. */
export function currentLabel(nodes: readonly MarkedNode[], fallback: string): string {
  for (const node of nodes) {
    const child = node.children?.[node.childCurrent.indexOf('page')];
    if (child) return child.label;
    if (node.current === 'page') return node.label;
  }
  return fallback;
}
