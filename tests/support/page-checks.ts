/**
 * Checks run on every built page: internal links and assets resolve (case-sensitively), the HTML is valid (Nu
 * checker), and the page's JavaScript stays within budget. Plain functions over files so that unit tests can feed
 * them small broken pages and see them fail.
 */
import { execFile } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, posix, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { parse, type HTMLElement } from 'node-html-parser';
import { IMPORT_PATTERN, SCRIPT_URL_STRING } from '../../src/integrations/script-urls.mjs';
import { SERVICE_WORKER } from './serving';
import { formatDateRange, formatRupees } from '../../src/lib/format/numbers';

const run = promisify(execFile);

/**
 * Budgets in gzipped bytes. A page without islands: 3 KB for what it loads with the page, and 2 KB more for the
 * parts it loads only when the visitor acts (`?lazy` modules: the form's sending code, fetched when a form is first
 * focused; a rotating gallery's rotation). A page with React islands: 75 KB for everything.
 */
export const JS_BUDGET = { noIsland: 3 * 1024, onDemand: 2 * 1024, island: 75 * 1024, search: 30 * 1024 } as const;

/**
 * The site search, loaded on first use from any page (the header's control, issue 21): its panel and Pagefind's
 * scripts. Counted on their own against JS_BUDGET.search, not against the page's budgets, which they would
 * otherwise dwarf although nothing of them loads until a visitor opens search. Pagefind's script starts its worker
 * from a URL it builds at run time, so the worker file is added by name.
 */
export const SEARCH_SCRIPT = /^\/(?:_astro\/search-panel\.[^/]+|pagefind\/[^/]+)\.m?js$/;
const SEARCH_WORKER = { after: '/pagefind/pagefind.js', file: '/pagefind/pagefind-worker.js' } as const;
/**
 * The service worker (issue 31, ~/lib/serving/offline): every page names it to register it, but it runs apart from the page
 * and is fetched once per deploy, not per page, so it is no part of a page's budget (tests/e2e/offline.spec.ts
 * measures it).
 */
export { SERVICE_WORKER };

/** Every file of a build, as "/"-separated paths relative to the build folder. */
export function listFiles(dist: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(relative(dist, full).split(sep).join('/'));
    }
  };
  walk(dist);
  return out.sort();
}

/** The HTML pages of a build with the URL path each is served at ("/products", "/404.html"). */
export function listPages(dist: string): { file: string; url: string }[] {
  return listFiles(dist)
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({
      file,
      url:
        file === 'index.html'
          ? '/'
          : file.endsWith('/index.html')
            ? `/${file.slice(0, -'/index.html'.length)}`
            : `/${file}`,
    }));
}

/**
 * Maps a URL path to the build file that serves it, compared case-sensitively against the list of files (so a
 * case-insensitive disk cannot hide a wrongly cased link). Returns undefined when nothing serves it.
 */
export function resolveToFile(pathname: string, files: ReadonlySet<string>): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const bare = path.replace(/^\/+/, '');
  const candidates =
    bare === ''
      ? ['index.html']
      : bare.endsWith('/')
        ? [`${bare}index.html`]
        : [bare, `${bare}/index.html`, `${bare}.html`];
  return candidates.find((candidate) => files.has(candidate));
}

export interface LinkProblem {
  page: string;
  attribute: string;
  value: string;
  problem: string;
}

const URL_ATTRIBUTES: [selector: string, attribute: string][] = [
  ['a[href]', 'href'],
  ['link[href]', 'href'],
  ['img[src]', 'src'],
  ['img[srcset]', 'srcset'],
  ['source[srcset]', 'srcset'],
  ['source[src]', 'src'],
  ['video[src]', 'src'],
  ['video[poster]', 'poster'],
  ['script[src]', 'src'],
  ['form[action]', 'action'],
  ['astro-island[component-url]', 'component-url'],
  ['astro-island[renderer-url]', 'renderer-url'],
];

function urlsOf(element: HTMLElement, attribute: string): string[] {
  const value = element.getAttribute(attribute) ?? '';
  if (attribute === 'srcset')
    return value
      .split(',')
      .map((part) => part.trim().split(/\s+/)[0])
      .filter(Boolean);
  return [value];
}

/** Every internal link, image, script and form target of one page resolves to a file of the build. */
export function checkLinks(
  pageUrl: string,
  html: string,
  files: ReadonlySet<string>,
  readPage: (file: string) => string,
): LinkProblem[] {
  const root = parse(html);
  const problems: LinkProblem[] = [];
  const base = new URL(pageUrl, 'http://site.invalid');
  const idsOf = new Map<string, Set<string>>();
  const ids = (file: string) => {
    if (!idsOf.has(file)) {
      const doc = file === '__self__' ? root : parse(readPage(file));
      idsOf.set(file, new Set(doc.querySelectorAll('[id]').map((el) => el.getAttribute('id') ?? '')));
    }
    return idsOf.get(file)!;
  };
  for (const [selector, attribute] of URL_ATTRIBUTES) {
    for (const element of root.querySelectorAll(selector)) {
      for (const value of urlsOf(element, attribute)) {
        const report = (problem: string) => problems.push({ page: pageUrl, attribute: `${selector}`, value, problem });
        if (value === '' || value === '#') {
          report('goes nowhere (empty or "#")');
          continue;
        }
        if (/^(mailto|tel|data|javascript):/i.test(value)) {
          if (/^javascript:/i.test(value)) report('javascript: links are not allowed');
          continue;
        }
        const url = new URL(value, base);
        if (url.origin !== base.origin) continue; // outside links are not checked offline
        if (value.startsWith('#')) {
          if (!ids('__self__').has(decodeURIComponent(url.hash.slice(1))))
            report(`no element with id "${url.hash.slice(1)}" on this page`);
          continue;
        }
        const file = resolveToFile(url.pathname, files);
        if (!file) {
          report('does not resolve to a file of the build (paths are case-sensitive)');
          continue;
        }
        if (url.hash && file.endsWith('.html') && !ids(file).has(decodeURIComponent(url.hash.slice(1)))) {
          report(`${file} has no element with id "${url.hash.slice(1)}"`);
        }
      }
    }
  }
  return problems;
}

export interface JsReport {
  /** Gzipped bytes of all JavaScript the page loads, now or on demand (inline and files, each file counted once). */
  gzipBytes: number;
  /** Of those, the modules loaded only on demand (named by URL in a script, not imported) and what they import. */
  onDemandBytes: number;
  /** Number of distinct scripts (inline scripts and files). */
  scripts: number;
  hasIslands: boolean;
  budget: number;
  /** Budget for onDemandBytes (pages without islands; with islands everything counts against `budget`). */
  onDemandBudget: number;
  /** Gzipped bytes of the site search, loaded on first use (SEARCH_SCRIPT); not part of gzipBytes. */
  searchBytes: number;
  files: string[];
}

/** Measures the JavaScript a page loads: inline module scripts, script files, island code and what they import. */
export function measureJs(
  pageUrl: string,
  html: string,
  files: ReadonlySet<string>,
  readFile: (file: string) => string,
): JsReport {
  const root = parse(html);
  const base = new URL(pageUrl, 'http://site.invalid');
  let gzipBytes = 0;
  let onDemandBytes = 0;
  let scripts = 0;
  const seen = new Set<string>();
  // What loads with the page is followed first; modules named only by URL (import(url) later) wait in `later`.
  const queue: { url: string; from: URL }[] = [];
  const later: { url: string; from: URL }[] = [];
  const search: { url: string; from: URL }[] = [];
  let searchBytes = 0;
  let phase: 'page' | 'demand' | 'search' = 'page';

  const isSearch = (url: string, from: URL) => SEARCH_SCRIPT.test(new URL(url, from).pathname);
  const follow = (code: string, from: URL) => {
    for (const match of code.matchAll(IMPORT_PATTERN)) queue.push({ url: match[1] ?? match[2], from });
    for (const match of code.matchAll(SCRIPT_URL_STRING)) {
      if (new URL(match[1], from).pathname === SERVICE_WORKER) continue;
      (isSearch(match[1], from) ? search : later).push({ url: match[1], from });
    }
    if (from.pathname === SEARCH_WORKER.after) search.push({ url: SEARCH_WORKER.file, from });
  };

  for (const script of root.querySelectorAll('script')) {
    const type = (script.getAttribute('type') ?? '').toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue; // JSON-LD etc.
    const src = script.getAttribute('src');
    if (src) {
      queue.push({ url: src, from: base });
    } else if (script.textContent.trim()) {
      scripts += 1;
      gzipBytes += gzipSync(script.textContent, { level: 9 }).length;
      follow(script.textContent, base);
    }
  }
  for (const link of root.querySelectorAll('link[rel=modulepreload]'))
    queue.push({ url: link.getAttribute('href') ?? '', from: base });
  const islands = root.querySelectorAll('astro-island');
  for (const island of islands) {
    for (const attribute of ['component-url', 'renderer-url']) {
      const url = island.getAttribute(attribute);
      if (url) queue.push({ url, from: base });
    }
  }

  for (;;) {
    if (queue.length === 0) {
      // Everything loaded with the page is counted first, then what loads on demand, then the site search.
      if (later.length > 0) {
        queue.push(...later.splice(0));
        phase = 'demand';
      } else if (search.length > 0) {
        queue.push(...search.splice(0));
        phase = 'search';
      } else break;
    }
    const { url, from } = queue.shift()!;
    const resolved = new URL(url, from);
    if (resolved.origin !== base.origin) continue;
    const file = resolveToFile(resolved.pathname, files);
    if (!file || seen.has(file)) continue;
    seen.add(file);
    const code = readFile(file);
    const bytes = gzipSync(code, { level: 9 }).length;
    follow(code, resolved);
    if (phase === 'search') {
      searchBytes += bytes;
      continue;
    }
    scripts += 1;
    gzipBytes += bytes;
    if (phase === 'demand') onDemandBytes += bytes;
  }

  const hasIslands = islands.length > 0;
  return {
    gzipBytes,
    onDemandBytes,
    scripts,
    hasIslands,
    budget: hasIslands ? JS_BUDGET.island : JS_BUDGET.noIsland,
    onDemandBudget: hasIslands ? 0 : JS_BUDGET.onDemand,
    searchBytes,
    files: [...seen],
  };
}

/** What a page's JavaScript exceeds, in words ("3210 B with the page > 3072 B"), or null when it is within budget. */
export function overJsBudget(report: JsReport): string | null {
  if (report.hasIslands) {
    const over = [
      report.gzipBytes > report.budget && `${report.gzipBytes} B > ${report.budget} B`,
      report.searchBytes > JS_BUDGET.search && `${report.searchBytes} B of search > ${JS_BUDGET.search} B`,
    ].filter(Boolean);
    return over.length ? over.join('; ') : null;
  }
  const withPage = report.gzipBytes - report.onDemandBytes;
  const over = [
    withPage > report.budget && `${withPage} B with the page > ${report.budget} B`,
    report.onDemandBytes > report.onDemandBudget && `${report.onDemandBytes} B on demand > ${report.onDemandBudget} B`,
    report.searchBytes > JS_BUDGET.search && `${report.searchBytes} B of search > ${JS_BUDGET.search} B`,
  ].filter(Boolean);
  return over.length ? over.join('; ') : null;
}

export interface VnuMessage {
  file: string;
  message: string;
  extract?: string;
  line?: number;
}

/**
 * Astro's island loader puts `<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>` inside
 * <body>, before the first island. The Nu checker reports that one element on every page with an island, in one of
 * two wordings depending on where the first island sits. Only messages about that exact style element are filtered.
 */
const ASTRO_ISLAND_STYLE_MESSAGES = [
  'Element “style” not allowed as child of element “body” in this context. (Suppressing further errors from this subtree.)',
  'A “style” element in “body” must be the first child of its parent.',
];

export function isKnownAstroIslandMessage(message: VnuMessage): boolean {
  return ASTRO_ISLAND_STYLE_MESSAGES.includes(message.message) && (message.extract ?? '').includes('<style>astro-');
}

const require = createRequire(import.meta.url);

/** Runs the Nu HTML checker (vnu-jar, Java) over the given HTML files and returns its errors. */
export async function runVnu(paths: string[]): Promise<VnuMessage[]> {
  if (paths.length === 0) return [];
  const jar = String(require('vnu-jar'));
  let stderr = '';
  try {
    const result = await run('java', ['-Xss8m', '-jar', jar, '--errors-only', '--format', 'json', ...paths], {
      maxBuffer: 64 * 1024 * 1024,
    });
    stderr = result.stderr;
  } catch (error) {
    const failed = error as { stderr?: string; code?: unknown };
    if (typeof failed.stderr !== 'string' || !failed.stderr.trim().startsWith('{')) throw error;
    stderr = failed.stderr; // vnu exits 1 when it finds errors
  }
  const report = JSON.parse(stderr || '{"messages":[]}') as {
    messages: { type: string; url?: string; message: string; extract?: string; lastLine?: number }[];
  };
  return report.messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => ({
      file: decodeURIComponent((m.url ?? '').replace(/^file:/, '')),
      message: m.message,
      extract: m.extract,
      line: m.lastLine,
    }))
    .filter((m) => !isKnownAstroIslandMessage(m));
}

/** Reads a file of the build as text. */
export const reader = (dist: string) => (file: string) => readFileSync(join(dist, ...file.split(posix.sep)), 'utf8');

/** A PNG's or JPEG's size in pixels, from its header; undefined for anything else. */
export function pictureSize(bytes: Buffer): { type: 'png' | 'jpeg'; width: number; height: number } | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { type: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  // JPEG: walk the segments to the frame header (SOF0-SOF15 but DHT, JPG and DAC), which holds height then width.
  for (let at = 2; at + 9 < bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
    const marker = bytes[at + 1];
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { type: 'jpeg', height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
  }
  return undefined;
}

/** The largest share card WhatsApp is sure to show (it drops pictures over 300 KB). */
export const SHARE_CARD_BYTES = 100 * 1024;

export interface ShareCardReport {
  /** The picture's path in the build, e.g. "/og/careers.png". */
  image?: string;
  canonical?: string;
  problems: string[];
}

const metaContent = (html: string, attribute: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
const decode = (text: string) =>
  text.replace(
    /&(amp|quot|lt|gt|#39);/g,
    (_, name: string) => ({ amp: '&', quot: '"', lt: '<', gt: '>', '#39': "'" })[name]!,
  );

/**
 * A page's share card: `og:image` an absolute address of this site whose file is in the build, a PNG or JPEG of
 * exactly `og:image:width` × `og:image:height` = 1200×630 and under SHARE_CARD_BYTES; `twitter:image` the same
 * picture; `og:image:alt` naming the card's brand, the price, dates and author of the page's JSON-LD, and a title that the page's own <title> contains (a page served at
 * `path` whose canonical page is another shows that page's card, and is checked there).
 * `readPicture` gives a file of the build by its path, undefined when there is none.
 */
export function checkShareCard(
  html: string,
  readPicture: (path: string) => Buffer | undefined,
  path?: string,
): ShareCardReport {
  const problems: string[] = [];
  const image = metaContent(html, 'property', 'og:image');
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  if (!image) return { canonical, problems: ['no og:image'] };
  const url = new URL(decode(image), 'relative:/');
  if (url.protocol === 'relative:' || (canonical && url.origin !== new URL(canonical).origin))
    problems.push(`og:image ${image} is not an absolute address of this site`);
  if (metaContent(html, 'name', 'twitter:image') !== image) problems.push('twitter:image is not the og:image');
  const declared = ['width', 'height'].map((side) => Number(metaContent(html, 'property', `og:image:${side}`)));
  if (declared[0] !== 1200 || declared[1] !== 630)
    problems.push(`og:image:width/height say ${declared.join('×')}, not 1200×630`);
  const bytes = readPicture(url.pathname);
  if (!bytes) problems.push(`og:image ${url.pathname} is not a file of the build`);
  else {
    const size = pictureSize(bytes);
    if (!size) problems.push(`og:image ${url.pathname} is neither PNG nor JPEG`);
    else if (size.width !== declared[0] || size.height !== declared[1])
      problems.push(
        `og:image ${url.pathname} is ${size.width}×${size.height}, not the ${declared.join('×')} the page says`,
      );
    if (bytes.length >= SHARE_CARD_BYTES)
      problems.push(
        `og:image ${url.pathname} is ${Math.round(bytes.length / 1024)} KB, over ${SHARE_CARD_BYTES / 1024} KB`,
      );
  }
  const alt = decode(metaContent(html, 'property', 'og:image:alt') ?? '');
  const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
  const cardTitle = /^(?:Ematix|Ematix-Prime): (.+?)(?: · |$)/.exec(alt)?.[1];
  if (!cardTitle) problems.push(`og:image:alt "${alt}" does not start with the brand and the card's title`);
  else if (!title.includes(cardTitle) && !(path && canonical && new URL(canonical).pathname !== path))
    problems.push(`the card's title "${cardTitle}" is not in the page's title "${title}"`);
  // The facts on the card are the page's own: its structured data's price, dates and author.
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    const data = JSON.parse(json) as Record<string, unknown> & { '@type'?: string };
    const offers = data.offers as { price?: number; priceCurrency?: string } | undefined;
    const facts = [
      data['@type'] === 'Course' && offers?.priceCurrency === 'INR' && formatRupees(Number(offers.price)),
      data['@type'] === 'Event' &&
        formatDateRange(String(data.startDate).slice(0, 10), String(data.endDate).slice(0, 10)),
      data['@type'] === 'BlogPosting' && (data.author as { name?: string } | undefined)?.name,
    ];
    for (const fact of facts)
      if (fact && !alt.includes(fact))
        problems.push(`og:image:alt "${alt}" does not show "${fact}" of the page's data`);
  }
  return { image: url.pathname, canonical, problems };
}
