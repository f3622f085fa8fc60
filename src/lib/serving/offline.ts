/**
 * Reading offline: the rules shared by the service worker (src/service-worker.ts, built into /sw.js by
 * src/integrations/site-output.mjs) and the offline page (src/pages/offline.astro). Plain functions, tested in
 * tests/unit/offline.test.ts.
 *
 * What the worker keeps: each page as last read (network first, the saved copy after a short wait or without a
 * network, with a notice), the hashed build files of /_astro/ (cache first), pictures (the saved one at once, renewed
 * in the background, at most PICTURES_KEPT), the search index's files as they are used. Never /admin/, nothing but GET,
 * nothing from another origin. Installed ahead: only the offline page and the form's sending part.
 */

/** The page shown for a page not saved yet. */
export const OFFLINE_PAGE = '/offline';

/**
 * The worker's caches. Every cache whose name starts with CACHE_PREFIX and is not listed here is deleted when a new
 * worker takes over: change a name (v1 → v2) to drop what an older worker saved.
 */
export const CACHE_PREFIX = 'ematix-';
export const CACHES = {
  page: 'ematix-pages-v1',
  asset: 'ematix-assets-v1',
  picture: 'ematix-pictures-v1',
  search: 'ematix-search-v1',
} as const;
export type CacheKind = keyof typeof CACHES;

/** How many saved pages and pictures are kept (the least recently saved go first). */
export const PAGES_KEPT = 60;
export const PICTURES_KEPT = 80;
/** Seconds a page waits for the network before the saved copy is shown. */
export const NETWORK_WAIT = 3;

/** The part of a request the rule reads. */
export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
  destination: string;
}

/** Which cache a request goes through, or null when the worker leaves it to the browser. */
export function cacheKind(request: RequestFacts, origin: string): CacheKind | null {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin) return null;
  const path = url.pathname;
  if (path === '/admin' || path.startsWith('/admin/')) return null;
  if (request.mode === 'navigate') return path === OFFLINE_PAGE ? null : 'page';
  if (request.destination === 'image') return 'picture';
  if (path.startsWith('/_astro/')) return 'asset';
  if (path.startsWith('/pagefind/')) return 'search';
  return null;
}

/** "24 November", with the year when it is not this year's. */
function savedDay(saved: Date, now: Date, timeZone?: string): string {
  const year = (date: Date) => new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone }).format(date);
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', timeZone };
  if (year(saved) !== year(now)) options.year = 'numeric';
  return new Intl.DateTimeFormat('en-IN', options).format(saved);
}

/**
 * The notice on a saved copy: "You are offline. This page was saved on 24 November." When the network did not fail
 * but took too long to answer (`offline` false), it says so instead.
 */
export function savedNotice(saved: Date, now: Date, offline: boolean, timeZone?: string): string {
  const why = offline ? 'You are offline.' : 'The network is not answering.';
  return `${why} This page was saved on ${savedDay(saved, now, timeZone)}.`;
}

/** The notice's place in every page (BaseLayout): hidden and empty until the worker fills it in a saved copy. */
const NOTICE_SLOT = /(<p id="saved-copy"[^>]*?) hidden><\/p>/;

/** A saved page's HTML with the notice shown. */
export function withNotice(html: string, notice: string): string {
  const text = notice.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return html.replace(NOTICE_SLOT, (_match, start: string) => `${start}>${text}</p>`);
}

/** A saved page as the offline page lists it. */
export interface SavedPage {
  path: string;
  title: string;
  saved: string;
}

/**
 * The saved pages for the offline page's list, from the cached pages (their address, HTML and `Date` header): each
 * page's title without the site name, sorted by title; the offline page itself and unreadable entries left out.
 */
export function savedPages(
  cached: { url: string; html: string; date: string | null }[],
  siteName: string,
  now: Date,
): SavedPage[] {
  const decode = (text: string) =>
    text.replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_m, ref: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[ref]!,
    );
  return cached
    .flatMap(({ url, html, date }) => {
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      const path = new URL(url).pathname;
      if (!title || path === OFFLINE_PAGE) return [];
      const saved = date && !Number.isNaN(Date.parse(date)) ? savedDay(new Date(date), now) : '';
      return [{ path, title: decode(title).replace(` | ${siteName}`, '').trim(), saved }];
    })
    .sort((a, b) => a.title.localeCompare(b.title));
}
