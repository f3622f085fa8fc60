/**
 * Site search: which area of the site a page belongs to (shown beside every result, and the groups of the
 * site map on /search), and the small pieces of logic the search panel applies to Pagefind's results.
 * Pagefind itself indexes the build (src/integrations/search-index.mjs); the panel is src/components/search/.
 */

/** The areas of the site, in the order the site map shows them. */
const AREAS = [
  { id: 'company', label: 'Company' },
  { id: 'products', label: 'Products' },
  { id: 'community', label: 'Ematix-Prime community' },
  { id: 'internships', label: 'Internships' },
  { id: 'conferences', label: 'Conferences and events' },
  { id: 'blog', label: 'Blog' },
] as const;

export type AreaId = (typeof AREAS)[number]['id'];

/**
 * Path rules, first match wins: a rule matches its path and everything under it. Pages under no rule are the
 * company's (home, about, services, careers, contact, …). The web products (/hrm, /ubs, …) are the pages of
 * src/content/products' projects: a new one is added to `projects` by the caller (areaOf's second argument).
 */
const RULES: { area: AreaId; paths: string[] }[] = [
  { area: 'blog', paths: ['/blog'] },
  {
    area: 'internships',
    paths: [
      '/ematixprime/internship',
      '/ematixprime/intern',
      '/ematixprime/internshipgallery',
      '/service/internship',
      '/service/inplant',
    ],
  },
  {
    area: 'conferences',
    paths: ['/ematixprime/conference', '/ematixprime/events', '/service/conference', '/service/conference2'],
  },
  { area: 'products', paths: ['/products'] },
  { area: 'community', paths: ['/ematixprime'] },
];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The path without a trailing slash or `index.html` ("/blog/" → "/blog", "/" stays "/"). */
function cleanPath(path: string): string {
  const bare = path
    .split(/[?#]/)[0]!
    .replace(/(^|\/)index\.html$/, '$1')
    .replace(/\.html$/, '');
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : '/';
}

/** The area a page belongs to. `projectPaths`: the web products' own pages (/hrm, …), which sit at the top level. */
export function areaOf(path: string, projectPaths: readonly string[] = []): AreaId {
  const clean = cleanPath(path).toLowerCase();
  if (projectPaths.some((p) => under(clean, cleanPath(p).toLowerCase()))) return 'products';
  return RULES.find((rule) => rule.paths.some((prefix) => under(clean, prefix)))?.area ?? 'company';
}

export function areaLabel(area: string): string {
  return AREAS.find((a) => a.id === area)?.label ?? area;
}

/** Pages grouped by area, in the site map's area order; each group keeps the order the pages were given in. */
export function groupByArea<T extends { path: string }>(pages: readonly T[], projectPaths: readonly string[] = []) {
  return AREAS.map((area) => ({
    ...area,
    pages: pages.filter((page) => areaOf(page.path, projectPaths) === area.id),
  })).filter((group) => group.pages.length > 0);
}

/** A piece of a result's excerpt: plain text, or the words that matched (shown marked). */
interface ExcerptPart {
  text: string;
  mark: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1]!.toLowerCase() === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });

/**
 * Pagefind's excerpt is HTML: escaped text with the matches wrapped in `<mark>`. It is turned into text parts (the
 * panel writes them with textContent, never as HTML), any other tag is dropped, and whitespace is collapsed.
 */
function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let mark = false;
  for (const piece of excerpt.split(/(<\/?[a-z][^>]*>)/i)) {
    const tag = /^<(\/?)([a-z]+)/i.exec(piece);
    if (tag) {
      if (tag[2]!.toLowerCase() === 'mark') mark = tag[1] !== '/';
      continue;
    }
    const text = decode(piece).replace(/\s+/g, ' ');
    if (!text) continue;
    const last = parts.at(-1);
    if (last && last.mark === mark) last.text += text;
    else parts.push({ text, mark });
  }
  if (parts[0]) parts[0].text = parts[0].text.trimStart();
  const end = parts.at(-1);
  if (end) end.text = end.text.trimEnd();
  return parts.filter((part) => part.text);
}

/** What the live region says after a search: "7 results", "1 result", or that nothing was found. */
export function resultsMessage(count: number, query: string): string {
  if (count === 0) return `No results for “${query.trim()}”.`;
  return `${count} ${count === 1 ? 'result' : 'results'}`;
}

/** The query as Pagefind should see it: trimmed, inner whitespace collapsed (an empty string means "no search"). */
export function normaliseQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ');
}

/** The words of a text for matching titles: lower case, split at anything but letters and digits. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A word as the re-ranking compares it: a plural "s" dropped, so the title "Internships" names "internship". */
const stem = (word: string) => (word.length > 3 ? word.replace(/s$/, '') : word);

const isAncestor = (parent: string, child: string) =>
  parent !== child && parent !== '/' && child.startsWith(`${parent}/`);

/**
 * Two steps on Pagefind's order, both stable (Pagefind's order stands otherwise): results named by every word of the
 * query (in their title, or in the words the page is known by) come first; among those, a section's own page comes
 * before the pages under it ("Ematix-Prime": /ematixprime before /ematixprime/contact; "conference":
 * /ematixprime/conference before its FAQ). The home page is no section: it does not come before every page.
 */
function rerank<T extends { path: string; title: string; known?: string }>(hits: readonly T[], query: string): T[] {
  const wanted = words(query).map(stem);
  if (wanted.length === 0) return [...hits];
  const named = (hit: T) => {
    const names = new Set(words(`${hit.title} ${hit.known ?? ''}`).map(stem));
    return wanted.every((word) => names.has(word));
  };
  const titled = hits.filter(named);
  const home = (hit: T) => titled.some((other) => isAncestor(hit.path, other.path));
  const rank = (hit: T) => (named(hit) ? (home(hit) ? 0 : 1) : 2);
  return hits
    .map((hit, index) => ({ hit, index, rank: rank(hit) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.hit);
}

/** Results the panel draws at most (the best ones; its status line still says how many pages match). */
export const SHOWN = 12;

/**
 * The Pagefind metadata holding the words a page is known by (its content's `searchWords`, BaseLayout). Pagefind
 * searches metadata too, and `metaWeights` below ranks a match there above matches in any page's text: those words
 * name what the page is, where the text of other pages only mentions them.
 */
export const SEARCH_WORDS_META = 'known';

/** The `searchWords` as the one metadata value (empty when there are none): each once, in the order given. */
export function searchWordsText(list: readonly string[]): string {
  const seen = new Set<string>();
  return list
    .map((word) => word.trim().replace(/\s+/g, ' '))
    .filter((word) => {
      const key = word.toLowerCase();
      if (!word || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join(', ');
}

/**
 * What the panel passes to Pagefind's `options()` before its first search. `ranking.metaWeights`: a page's title
 * (Pagefind's default weight) and the words it is known by boost it; the area (the results' label and filter) does
 * not, or "internship" would favour every page of the internships area alike.
 */
export const PAGEFIND_OPTIONS = {
  excerptLength: 22,
  ranking: { metaWeights: { title: 5, [SEARCH_WORDS_META]: 10, area: 0 } },
};

/** One result as the panel shows it. */
export interface SearchHit {
  path: string;
  title: string;
  area: string;
  excerpt: ExcerptPart[];
  /** The words the page is known by (not shown; the re-ranking reads them). */
  known: string;
}

/** Pagefind's result data (the fields the panel reads) → what the panel shows. */
function toHit(data: { url: string; excerpt: string; meta?: Record<string, string | undefined> }): SearchHit {
  const path = cleanPath(data.url);
  return {
    path,
    title: data.meta?.title?.trim() || path,
    area: areaLabel(data.meta?.area ?? areaOf(path)),
    excerpt: excerptParts(data.excerpt),
    known: data.meta?.[SEARCH_WORDS_META] ?? '',
  };
}

/**
 * What the panel shows for a query, given the data of Pagefind's first SHOWN results in its order: the hits, re-ranked.
 * The relevance test (tests/e2e/search-relevance.spec.ts) runs the same function on the same data.
 */
export function rankedHits(
  data: readonly { url: string; excerpt: string; meta?: Record<string, string | undefined> }[],
  query: string,
): SearchHit[] {
  return rerank(data.map(toHit), query);
}
