/**
 * Path handling shared by the not-found page, the navigation and the tests.
 * The site's own paths are lowercase, use "-" instead of spaces and carry no trailing slash.
 */

/** Turns any spelling of a path ("/Products/", "/about%20us") into its canonical form ("/products", "/about-us"). */
export function canonicalPath(pathname: string): string {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    path = pathname;
  }
  path = path
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/\/{2,}/g, '/')
    .replace(/\/index\.html$/, '/');
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path;
}

/** True when `current` is the page `href` points to, or a page below it (for the current-page marker). */
export function isCurrentSection(href: string, current: string): boolean {
  const target = canonicalPath(href);
  const here = canonicalPath(current);
  if (target === '/') return here === '/';
  return [target, ...(SECTION_ALSO[target] ?? [])].some(
    (section) => here === section || here.startsWith(`${section}/`),
  );
}

/** Sections whose pages also live under another path: the service detail pages are /services/… (DECISIONS.md). */
const SECTION_ALSO: Record<string, string[]> = { '/service': ['/services'] };
