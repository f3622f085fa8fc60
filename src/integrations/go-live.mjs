// @ts-check
/**
 * The go-live check, the one placeholder detector: a build for a real address (SITE_URL set to anything but the
 * example domain or a local address) stops while the site still shows placeholders, so it never goes live with a form
 * endpoint that cannot send, contact details that reach nobody, or stand-in pictures. Placeholders are:
 * - text: addresses on the reserved example domains (example.com, example.net, example.org, *.example, *.test,
 *   *.invalid), profile or page names containing "example" (linkedin.com/company/ematix-example, a video id
 *   "ematix-example"), and the 90000 phone numbers;
 * - pictures: the art scripts/make-placeholders.mjs and scripts/make-hero-video.mjs drew. They record each file's
 *   SHA-256 in PLACEHOLDER_ART; a picture counts as a placeholder while its bytes still are the recorded ones, so an
 *   editor who puts a real photo in place under the same name clears it with nothing else to do;
 * - the Git repository the web editor (/admin) saves to: public/admin/config.yml, generated from `CMS_BACKEND` in
 *   scripts/content-check/cms.ts, ships with the placeholder "ematix-example/ematix-website".
 *
 * Two passes: before building, every field of settings.yaml (fast, and it stops the build before any work); after
 * building, every page in dist/ (`goLiveReport`, also printed by `npm run go-live`, scripts/go-live.mjs), grouped by
 * page with the file to change for each item.
 *
 * For a staging build that knowingly keeps them: ALLOW_PLACEHOLDERS=1 turns the stop into a warning.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** Hosts that are not a real public address: reserved example domains and this machine. */
const NOT_REAL_HOST =
  /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost|local)$|^127\.|^\[?::1\]?$|^0\.0\.0\.0$/i;

/** True when the build is for a real public address (the check applies). @param {string | undefined} siteUrl */
export function isRealAddress(siteUrl) {
  if (!siteUrl) return false;
  try {
    return !NOT_REAL_HOST.test(new URL(siteUrl).hostname);
  } catch {
    return false;
  }
}

/** A host that is no real public address (an example domain, a test name, this machine). @param {string} host */
export const isPlaceholderHost = (host) => NOT_REAL_HOST.test(host);

/** "example" as a word in an address's path or query: a placeholder profile, page or video id. @param {URL} url */
const hasExampleName = (url) => /(^|[^a-z])example([^a-z]|$)/i.test(url.pathname + url.search);

/** A phone number (as written: "+91 90000 00000", or digits) that is the placeholder 90000 number. @param {string} text */
export const isPlaceholderNumber = (text) => text.replace(/\D/g, '').includes('90000');

/** @param {string} value */
function placeholderReason(value) {
  const text = value.trim();
  const url = /^https?:\/\//i.test(text) ? new URL(text) : undefined;
  const email = !url && /^[^\s@]+@([^\s@]+)$/.exec(text);
  const host = url?.hostname ?? (email ? email[1] : undefined);
  if (host && isPlaceholderHost(host))
    return `${email ? 'an e-mail address' : 'an address'} on the placeholder domain ${host}`;
  if (url && hasExampleName(url)) return 'a placeholder profile or page ("example" in the address)';
  if (/^[+\d][\d\s()-]{6,}$/.test(text) && isPlaceholderNumber(text)) return 'the placeholder 90000 number';
  return undefined;
}

/**
 * Every setting that still holds a placeholder, as "path: value (why)", e.g. `email: hello@ematix.example.com (...)`.
 * Walks every field, so settings added later are checked too.
 * @param {unknown} settings
 * @returns {string[]}
 */
export function placeholderSettings(settings, path = '') {
  if (typeof settings === 'string') {
    const reason = placeholderReason(settings);
    return reason ? [`${path}: ${settings} (${reason})`] : [];
  }
  if (Array.isArray(settings)) return settings.flatMap((item, i) => placeholderSettings(item, `${path}[${i}]`));
  if (settings && typeof settings === 'object') {
    return Object.entries(settings).flatMap(([key, value]) =>
      placeholderSettings(value, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/**
 * The web editor's repository ("owner/name") while it is still the placeholder, as a line of the go-live message.
 * @param {unknown} repo
 * @returns {string[]}
 */
export function placeholderCmsRepo(repo) {
  if (typeof repo !== 'string' || !/(^|[^a-z])example([^a-z]|$)/i.test(repo)) return [];
  return [
    `web editor repository (public/admin/config.yml backend.repo): ${repo} (a placeholder: set CMS_BACKEND.repo in scripts/content-check/cms.ts to the real "owner/name", then run npm run content:generate)`,
  ];
}

/**
 * The check itself: undefined when the build may go on, otherwise the message that stops it.
 * @param {{ siteUrl: string | undefined, settings: unknown, cmsRepo?: unknown }} input
 */
export function goLiveProblems({ siteUrl, settings, cmsRepo }) {
  if (!isRealAddress(siteUrl)) return undefined;
  const found = [...placeholderSettings(settings), ...placeholderCmsRepo(cmsRepo)];
  if (found.length === 0) return undefined;
  return `This build is for ${siteUrl}, but src/content/site/settings.yaml (or the web editor's settings) still holds placeholders. Set the real values (README, "Before going live"):
${found.map((line) => `  - ${line}`).join('\n')}
(For a staging build that keeps them on purpose: ALLOW_PLACEHOLDERS=1.)`;
}

// ---------------------------------------------------------------------------------------------------------------
// Pictures: the placeholder art's fingerprints.

/** Where the placeholder generators record what they drew: `{ files: { "src/assets/…": "<sha-256>" } }`. */
export const PLACEHOLDER_ART = 'scripts/placeholder-specs/generated.json';

/** @param {Buffer | string} data */
export const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/**
 * Records files a placeholder generator has just written (paths relative to root), keeping the other entries.
 * @param {string} root @param {string[]} files
 */
export function recordPlaceholderArt(root, files) {
  const path = join(root, PLACEHOLDER_ART);
  /** @type {Record<string, string>} */
  const recorded = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')).files : {};
  for (const file of files) recorded[file.split(sep).join('/')] = sha256(readFileSync(join(root, file)));
  const files_ = Object.fromEntries(Object.entries(recorded).sort(([a], [b]) => a.localeCompare(b)));
  const about =
    'Written by scripts/make-placeholders.mjs and scripts/make-hero-video.mjs: the SHA-256 of each placeholder picture they drew. ' +
    'The go-live check (src/integrations/go-live.mjs) counts a picture as a placeholder while its bytes are these. Do not edit.';
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify({ about, files: files_ }, null, 2)}\n`);
}

/**
 * The recorded placeholder art: SHA-256 → file (relative to root).
 * @param {string} root @returns {Map<string, string>}
 */
export function placeholderArt(root) {
  const path = join(root, PLACEHOLDER_ART);
  if (!existsSync(path)) return new Map();
  /** @type {Record<string, string>} */
  const files = JSON.parse(readFileSync(path, 'utf8')).files;
  return new Map(Object.entries(files).map(([file, hash]) => [hash, file]));
}

// ---------------------------------------------------------------------------------------------------------------
// Pages: what each built page shows.

/** @typedef {'picture' | 'e-mail' | 'phone' | 'link'} FindingKind */
/** @typedef {{ kind: FindingKind, value: string }} Finding */

const ENTITIES = /** @type {Record<string, string>} */ ({
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
});
/** @param {string} text */
const decode = (text) =>
  text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (all, name) =>
    name[0] === '#'
      ? String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
      : (ENTITIES[name.toLowerCase()] ?? all),
  );

/** Files the page loads from its own site: pictures and videos (src, srcset, poster, CSS url()). */
const LOCAL_MEDIA = /(?<![\w:/])\/[\w./%-]+\.(?:jpe?g|png|webp|avif|gif|svg|mp4|webm)\b/gi;
/** Attributes that hold an address or text a visitor meets (the placeholder attribute of a field is a hint, not content). */
const ATTRIBUTE = /\s(href|src|action|formaction|poster|data-[\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
/** The host of an e-mail address (matched from the "@": a pattern starting at the name tries every word of the page). */
const EMAIL_HOST = /@((?:[\w-]+\.)+[a-z][\w-]*)/gi;
const PHONE = /\+?\d[\d \u00a0().-]{5,}\d/g;
const TEXT_URL = /https?:\/\/[^\s"'<>]+/gi;
/** Links that carry a phone number in their address: tel:, sms:, WhatsApp chat links. */
const CHAT_HOST = /^(wa\.me|api\.whatsapp\.com|(www\.)?whatsapp\.com)$/i;

/**
 * The placeholders one built page shows: placeholder pictures (via `picture`, which names the recorded placeholder
 * file an image address shows, if any), e-mail addresses on example domains, 90000 numbers, and links to placeholder
 * addresses. The <head> (canonical address, social cards, structured data) and scripts are left out: what is there
 * follows SITE_URL and the settings. Links to the site's own address (`siteOrigin`) are the build's, not content.
 * @param {string} html
 * @param {{ siteOrigin?: string, picture?: (url: string) => string | undefined }} [options]
 * @returns {Finding[]}
 */
export function pagePlaceholders(html, { siteOrigin, picture = () => undefined } = {}) {
  /** @type {Map<string, Finding>} */
  const found = new Map();
  /** @param {FindingKind} kind @param {string} value */
  const add = (kind, value) => {
    // One number however it is written ("+91 90000 00000", tel:+919000000000, wa.me/919000000000): the shown form.
    const key =
      kind === 'phone' ? `phone ${value.replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '')}` : `${kind} ${value}`;
    if (!found.has(key)) found.set(key, { kind, value });
  };
  const head = html.indexOf('</head>');
  const body = (head < 0 ? html : html.slice(head + 7)).replace(
    /<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>/gi,
    ' ',
  );

  for (const [url] of body.matchAll(LOCAL_MEDIA)) {
    const file = picture(decode(url));
    if (file) add('picture', file);
  }

  /** @param {string} text */
  const scanText = (text) => {
    for (const match of text.matchAll(EMAIL_HOST)) {
      if (!isPlaceholderHost(match[1])) continue;
      const name = /[\w.+-]+$/.exec(text.slice(Math.max(0, /** @type {number} */ (match.index) - 64), match.index));
      if (name) add('e-mail', `${name[0]}${match[0]}`);
    }
    for (const [number] of text.matchAll(PHONE)) if (isPlaceholderNumber(number)) add('phone', number.trim());
    for (const [url] of text.matchAll(TEXT_URL)) scanAddress(url.replace(/[.,;:)]+$/, ''));
  };
  /** @param {string} value */
  const scanAddress = (value) => {
    const address = value.trim();
    if (/^mailto:/i.test(address)) return scanText(decodeURIComponent(address.slice(7).split('?')[0]));
    if (/^(tel|sms):/i.test(address)) {
      const number = decodeURIComponent(address.slice(4).replace(/^:/, ''));
      if (isPlaceholderNumber(number)) add('phone', number);
      return;
    }
    if (!/^https?:\/\//i.test(address)) return;
    let url;
    try {
      url = new URL(address);
    } catch {
      return;
    }
    if (siteOrigin && url.origin === siteOrigin) return;
    if (CHAT_HOST.test(url.hostname)) {
      const number = url.pathname.replace(/\D/g, '') || (url.searchParams.get('phone') ?? '');
      if (isPlaceholderNumber(number)) add('phone', number);
      return;
    }
    // A share link carries the page's own address in its query: that part follows SITE_URL.
    const own = siteOrigin ? address.split(siteOrigin).join('') : address;
    if (placeholderReason(own)) add('link', address);
  };

  // Text first, so a number is reported as the page shows it.
  // A tag ends a run of text (a line break, which a number or address never spans); <wbr> only marks a break point.
  const text = decode(body.replace(/<wbr\s*\/?>/gi, '').replace(/<[^>]*>/g, '\n'));
  scanText(text);
  for (const [, name, double, single] of body.matchAll(ATTRIBUTE)) {
    const value = decode(double ?? single ?? '');
    if (name.startsWith('data-')) scanText(value);
    else scanAddress(value);
  }
  return [...found.values()];
}

/**
 * Resolves the address of a picture in a built site to the recorded placeholder file it shows, if any. Astro writes
 * each source picture once as `/_astro/<name>.<hash>.<ext>` with the same bytes, and its resized copies as
 * `/_astro/<name>.<hash>_<variant>.<ext>`: the copy is traced to its original, whose bytes are compared with the
 * record. Files from public/ (the hero video) are compared as they are.
 * @param {string} dist @param {Map<string, string>} art
 * @returns {(url: string) => string | undefined}
 */
export function pictureResolver(dist, art) {
  const assets = join(dist, '_astro');
  /** "<name>.<hash>" → its original's file name */
  const originals = new Map();
  if (existsSync(assets)) {
    for (const name of readdirSync(assets)) {
      const m = /^(.+\.[\w-]{8})\.(?:jpe?g|png|webp|avif|gif|svg)$/i.exec(name);
      if (m) originals.set(m[1], name);
    }
  }
  /** @type {Map<string, string | undefined>} */
  const cache = new Map();
  /** @param {string} file */
  const byContent = (file) => {
    if (!cache.has(file)) cache.set(file, existsSync(file) ? art.get(sha256(readFileSync(file))) : undefined);
    return cache.get(file);
  };
  return (url) => {
    const path = url.split(/[?#]/)[0];
    if (path.startsWith('/_astro/')) {
      const base = path.slice('/_astro/'.length).replace(/\.\w+$/, '');
      let key = originals.has(base) ? base : undefined;
      for (let i = base.indexOf('_'); !key && i > 0; i = base.indexOf('_', i + 1))
        if (originals.has(base.slice(0, i))) key = base.slice(0, i);
      return key ? byContent(join(assets, originals.get(key))) : undefined;
    }
    return byContent(join(dist, decodeURIComponent(path)));
  };
}

/**
 * Every built page: [URL path, file]. Not /admin: the web editor is no page of the site (its repository is checked
 * with the settings).
 * @param {string} dist
 */
function builtPages(dist) {
  /** @type {[string, string][]} */
  const pages = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (dir !== dist || !['_astro', 'pagefind', 'admin'].includes(entry.name)) walk(file);
      } else if (entry.name.endsWith('.html')) {
        const path = `/${relative(dist, file).split(sep).join('/')}`
          .replace(/(^|\/)index\.html$/, '$1')
          .replace(/\.html$/, '');
        pages.push([path === '/' ? '/' : path.replace(/\/$/, ''), file]);
      }
    }
  };
  walk(dist);
  return pages.sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Where an editor changes each placeholder: the files under src/content (else elsewhere under src/) that hold it.
 * @param {string} root
 */
function sourceFinder(root) {
  /** @type {Map<string, { file: string, text: string }[]>} */
  const lists = new Map();
  /** @param {string} dir @param {RegExp} pattern */
  const read = (dir, pattern) => {
    const key = `${dir} ${pattern}`;
    if (!lists.has(key)) {
      /** @type {{ file: string, text: string }[]} */
      const list = [];
      const walk = (/** @type {string} */ d) => {
        if (!existsSync(d)) return;
        for (const entry of readdirSync(d, { withFileTypes: true })) {
          const file = join(d, entry.name);
          if (entry.isDirectory()) {
            if (!['assets', 'node_modules'].includes(entry.name)) walk(file);
          } else if (pattern.test(entry.name))
            list.push({ file: relative(root, file).split(sep).join('/'), text: readFileSync(file, 'utf8') });
        }
      };
      walk(join(root, dir));
      lists.set(key, list);
    }
    return /** @type {{ file: string, text: string }[]} */ (lists.get(key));
  };
  const content = () => read('src/content', /\.(ya?ml|md|mdx|json)$/);
  const code = () =>
    read('src', /\.(astro|ts|tsx|mjs|js|ya?ml|md|mdx|json)$/).filter((f) => !f.file.startsWith('src/content/'));
  /** @param {(text: string) => boolean} test */
  const where = (test) => {
    for (const list of [content(), code()]) {
      const files = list.filter((f) => test(f.text)).map((f) => f.file);
      if (files.length) return files;
    }
    return [];
  };
  const digits = (/** @type {string} */ s) => s.replace(/\D/g, '');
  /** @type {Map<string, string[]> | undefined} */
  let mentions;
  /** Every picture the content files name ("assets/placeholder/home/about.jpg", "/media/hero.mp4") → those files: read once. */
  const pictureMentions = () => {
    if (!mentions) {
      mentions = new Map();
      for (const { file, text } of content()) {
        for (const [path] of text.matchAll(/[\w./@-]*\.(?:jpe?g|png|webp|avif|gif|svg|mp4|webm)\b/gi)) {
          const at = path.indexOf('assets/');
          const key = at >= 0 ? path.slice(at) : path;
          mentions.set(key, [...new Set([...(mentions.get(key) ?? []), file])]);
        }
      }
    }
    return mentions;
  };
  /** @param {Finding} finding @returns {string[]} */
  return ({ kind, value }) => {
    if (kind === 'picture') {
      // Content names a picture relative to itself ("../../assets/placeholder/home/about.jpg") or, from public/, by its address.
      const needle = value.startsWith('public/') ? value.slice('public'.length) : value.replace(/^src\//, '');
      return pictureMentions().get(needle) ?? where((text) => text.includes(needle));
    }
    if (kind === 'phone') {
      // The number's digits, with spaces, brackets or dashes between them as the file may write it.
      const number = new RegExp(
        digits(value)
          .replace(/^91(?=\d{10}$)/, '')
          .split('')
          .join('[\\s().-]*'),
      );
      return where((text) => number.test(text));
    }
    for (const needle of [value, value.split(/[?#]/)[0], value.replace(/^mailto:/i, '')]) {
      const files = where((text) => text.includes(needle));
      if (files.length) return files;
    }
    return [];
  };
}

/** @typedef {Finding & { files: string[] }} ReportItem */
/** @typedef {ReportItem & { pages: string[] }} SharedItem */
/**
 * @typedef {{ shared: SharedItem[], pages: { path: string, items: ReportItem[] }[], pageCount: number }} GoLiveReport
 */

/** From this many pages up, an item is a shared part's (header, footer, a section's menu) and is listed once. */
const SHARED_FROM = 5;

/**
 * The placeholders the built site shows, grouped by page, with the files to change. What a shared part shows on many
 * pages (the footer's address, a section menu's link) is listed once, under `shared`, with the pages it is on.
 * @param {{ dist: string, root: string, siteOrigin?: string }} options
 * @returns {GoLiveReport}
 */
export function goLiveReport({ dist, root, siteOrigin }) {
  const picture = pictureResolver(dist, placeholderArt(root));
  const pages = builtPages(dist).map(([path, file]) => ({
    path,
    findings: pagePlaceholders(readFileSync(file, 'utf8'), { siteOrigin, picture }),
  }));
  const key = (/** @type {Finding} */ f) => `${f.kind} ${f.value}`;
  /** @type {Map<string, { finding: Finding, pages: string[] }>} */
  const seen = new Map();
  for (const page of pages) {
    for (const f of page.findings) {
      if (!seen.has(key(f))) seen.set(key(f), { finding: f, pages: [] });
      seen.get(key(f))?.pages.push(page.path);
    }
  }
  const isShared = (/** @type {Finding} */ f) =>
    (seen.get(key(f))?.pages.length ?? 0) >= Math.min(SHARED_FROM, Math.max(2, pages.length));
  const sources = sourceFinder(root);
  /** @type {Map<string, string[]>} */
  const files = new Map();
  const item = (/** @type {Finding} */ f) => {
    if (!files.has(key(f))) files.set(key(f), sources(f));
    return { ...f, files: /** @type {string[]} */ (files.get(key(f))) };
  };
  return {
    shared: [...seen.values()]
      .filter(({ finding }) => isShared(finding))
      .sort((a, b) => b.pages.length - a.pages.length)
      .map(({ finding, pages: on }) => ({ ...item(finding), pages: on })),
    pages: pages
      .map((page) => ({ path: page.path, items: page.findings.filter((f) => !isShared(f)).map(item) }))
      .filter((page) => page.items.length > 0),
    pageCount: pages.length,
  };
}

/** How many placeholders a report holds (each once, however many pages show it). @param {GoLiveReport} report */
export function reportCount(report) {
  const all = new Set([...report.shared, ...report.pages.flatMap((p) => p.items)].map((f) => `${f.kind} ${f.value}`));
  return all.size;
}

const KIND_LABEL = /** @type {Record<FindingKind, string>} */ ({
  picture: 'picture',
  'e-mail': 'e-mail ',
  phone: 'number ',
  link: 'link   ',
});

/**
 * The report as text: per page, one line per item, its kind, the placeholder and the files to change.
 * @param {GoLiveReport} report
 */
export function formatGoLiveReport(report) {
  const line = (/** @type {ReportItem} */ f) =>
    `  ${KIND_LABEL[f.kind]}  ${f.value}  → ${f.files.length ? f.files.join(', ') : 'not found under src/: search the code for it'}`;
  const out = [];
  /** @type {Map<string, SharedItem[]>} */
  const groups = new Map();
  for (const f of report.shared) {
    const where =
      f.pages.length === report.pageCount
        ? 'Every page (header, footer, chat link):'
        : `On ${f.pages.length} pages: ${f.pages.slice(0, 3).join(', ')}${f.pages.length > 3 ? ` and ${f.pages.length - 3} more` : ''}:`;
    groups.set(where, [...(groups.get(where) ?? []), f]);
  }
  for (const [where, items] of groups) out.push(where, ...items.map(line));
  for (const page of report.pages) out.push(page.path, ...page.items.map(line));
  const count = reportCount(report);
  if (count === 0) return `No placeholders on the ${report.pageCount} pages.`;
  const pictures = new Set(
    [...report.shared, ...report.pages.flatMap((p) => p.items)].filter((f) => f.kind === 'picture').map((f) => f.value),
  ).size;
  out.push(
    '',
    `${count} placeholder${count === 1 ? '' : 's'} to replace, ${pictures} of them picture${pictures === 1 ? '' : 's'}. After each "→": the file that holds it.`,
    'A picture: save a real one over the file before the arrow (same name and format), or point the content file after',
    'the arrow at a new one (docs/editing.md, "Replace a photo"). An address or number: set the real one in that file.',
  );
  return out.join('\n');
}

/** @returns {import('astro').AstroIntegration} */
export default function goLive() {
  let root = process.cwd();
  /** @type {string | undefined} */
  let siteOrigin;
  return {
    name: 'ematix:go-live',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
        siteOrigin = config.site ? new URL(config.site).origin : undefined;
      },
      'astro:build:start': ({ logger }) => {
        const settings = parse(readFileSync(resolve(root, 'src/content/site/settings.yaml'), 'utf8')).site;
        const cmsConfig = resolve(root, 'public/admin/config.yml');
        const cmsRepo = existsSync(cmsConfig) ? parse(readFileSync(cmsConfig, 'utf8'))?.backend?.repo : undefined;
        const problems = goLiveProblems({ siteUrl: process.env.SITE_URL, settings, cmsRepo });
        if (!problems) return;
        if (process.env.ALLOW_PLACEHOLDERS === '1') logger.warn(problems);
        else throw new Error(problems);
      },
      // Every build reads its pages (about 0.1 s): a build for a real address stops while any page shows a
      // placeholder; any other build says in one line how many are left.
      'astro:build:done': ({ dir, logger }) => {
        const started = performance.now();
        const report = goLiveReport({ dist: fileURLToPath(dir), root, siteOrigin });
        const count = reportCount(report);
        const took = `${Math.round(performance.now() - started)} ms`;
        if (count === 0) return logger.info(`no placeholders on the pages (${took})`);
        if (!isRealAddress(process.env.SITE_URL)) {
          return logger.info(
            `${count} placeholders on the pages to replace before going live: npm run go-live lists them (${took})`,
          );
        }
        const message = `This build is for ${process.env.SITE_URL}, but its pages still show placeholders (README, "Before going live"):\n${formatGoLiveReport(report)}\n(For a staging build that keeps them on purpose: ALLOW_PLACEHOLDERS=1.)`;
        if (process.env.ALLOW_PLACEHOLDERS === '1')
          logger.warn(`${count} placeholders on the pages: npm run go-live lists them`);
        else throw new Error(message);
      },
    },
  };
}
