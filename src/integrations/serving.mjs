// @ts-check
/**
 * How the built site is served, in one place: redirects of old spellings, the not-found page, caching, security
 * headers (with the Content-Security-Policy) and precompressed files. Everything a host needs is generated from
 * here, so the hosts cannot drift apart:
 *
 * - `dist/_redirects` and `dist/_headers` (Netlify, Cloudflare Pages), written by the build (site-output.mjs);
 * - `deploy/nginx.conf` (plain nginx), committed, regenerated with `npm run nginx-conf`; tests/unit/serving.test.ts
 *   fails when it differs from what this module generates, and tests/e2e/nginx.spec.ts runs it on a real nginx;
 * - each page's own `<meta http-equiv="content-security-policy">` with the hashes of its inline scripts and styles.
 *
 * Why the CSP is split between the header and a meta tag (docs/decisions.md, "Serving"): the page's inline scripts
 * and styles change with every build (the CSS trim gives each page its own stylesheet), so their hashes cannot live in
 * the committed nginx config, and the site-wide union of them (40+ hashes, growing with the pages) exceeds what a CDN
 * takes in one header (Cloudflare Pages: 2,000 characters) and would travel with every response. So the build hashes
 * what each page actually contains, after the CSS trim, into that page's meta tag (`script-src` and `style-src`,
 * nothing else), and the header carries every other directive, including `frame-ancestors`, which a meta tag cannot.
 * A browser enforces both policies, so a page gets exactly: scripts and styles from the site and its own hashed inline
 * ones, and everything else from the header. The header has no `default-src` on purpose: it would apply to scripts and
 * styles too and block the hashed inline ones; every other fetch directive is listed explicitly instead.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { parse } from 'yaml';
import { ADMIN_CSP, ADMIN_PATH } from './admin-policy.mjs';

/** The not-found page every host answers unknown paths with (status 404). */
const NOT_FOUND_PAGE = '/404.html';

/** Hashed build output: file names change with their content, so they can be cached for good. */
const IMMUTABLE_PREFIX = '/_astro/';
const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (pages, icons, feed, sitemap) is checked with the server on every use (a 304 when unchanged). */
const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';
/** The service worker's address (service-worker.mjs writes it, every page registers it): never cached. */
const SERVICE_WORKER = '/sw.js';

/**
 * Sites the click-to-load video player may be framed from. The conference videos page
 * (/ematixprime/conference/videos) shows a YouTube video only after a click, through YouTube's no-cookie host.
 */
const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com'];

/**
 * @typedef {Record<string, string[]>} Directives  A CSP as directive → sources.
 * @typedef {{ path: string, csp: Directives }} PathPolicy  A CSP for every URL under `path` (a prefix, "/" for all).
 * @typedef {{ from: string, to: string }} Redirect  An old spelling (decoded, e.g. "/about us") and its canonical path.
 * @typedef {{ path: string, headers: Record<string, string>, hostDefault?: string[] }} HeaderRule
 *   Response headers for every URL under `path`; later rules override earlier ones for the headers they name.
 *   `hostDefault` names headers that Netlify and Cloudflare Pages already send with that value, left out of _headers
 *   (both hosts join a header given by two matching rules into one comma-separated value, which would garble it).
 * @typedef {{ extension: string, type: string }} FileType  The Content-Type every file ending in `extension` is sent with.
 * @typedef {{ redirects: Redirect[], notFound: string, headers: HeaderRule[], policies: PathPolicy[], types: FileType[] }} ServingRules
 * @typedef {{ routes: { id: string, aliases?: string[] }[], settings: { formEndpoint: string } }} ServingSources
 */

/**
 * Every page file, src/content/pages/<path>.yaml (index.yaml is "/"), with its page's path, sorted by path: the list
 * of pages for the serving rules and scripts/perf.mjs.
 * @returns {{ id: string, file: string }[]}
 */
export function pageFiles(root = process.cwd()) {
  const dir = resolve(root, 'src/content/pages');
  const found = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (name) => name.endsWith('.yaml') && !name.split(sep).some((part) => part.startsWith('_')),
  );
  return found
    .map((name) => ({
      id: `/${name
        .split(sep)
        .join('/')
        .replace(/\.yaml$/, '')
        .replace(/^index$/, '')}`,
      file: join(dir, name),
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** Reads the pages (their paths and aliases) and the site settings the rules come from. */
export function readServingSources(root = process.cwd()) {
  const routes = pageFiles(root).map(({ id, file }) => ({ id, aliases: parse(readFileSync(file, 'utf8'))?.aliases }));
  const settings = parse(readFileSync(resolve(root, 'src/content/site/settings.yaml'), 'utf8')).site;
  return /** @type {ServingSources} */ ({ routes, settings });
}

/**
 * The site's Content-Security-Policy per path: the most specific path wins. Only what the site uses is allowed.
 * A path that needs more (for example an /admin editor) gets its own entry here, limited to that path; the header and
 * meta generators, _headers and the nginx config follow it.
 * @param {ServingSources} sources
 * @returns {PathPolicy[]}
 */
function contentSecurityPolicies({ settings }) {
  const forms = new URL(settings.formEndpoint).origin;
  return [
    {
      path: '/',
      csp: {
        // Pages' own inline scripts and styles are added by hash, per page, in the meta tag.
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'img-src': ["'self'"],
        'media-src': ["'self'"],
        'font-src': ["'none'"],
        // Forms are sent with fetch to the form-forwarding service; the not-found page asks the site itself.
        'connect-src': ["'self'", forms],
        'form-action': ["'self'", forms],
        'frame-src': VIDEO_FRAME_ORIGINS,
        // The site search's Pagefind runs in a worker of the site's own (/pagefind/pagefind-worker.js). It compiles
        // WebAssembly there: the worker's policy is this header, which has no script-src, so that needs no
        // 'wasm-unsafe-eval' in the pages' meta policy.
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    // The web editor (Sveltia CMS) injects its styles and talks to the Git host: see admin-policy.mjs.
    { path: `${ADMIN_PATH}/`, csp: ADMIN_CSP },
  ];
}

/** Directives that depend on a page's inline content: they go into the page's meta tag, never into the header. */
const PAGE_DIRECTIVES = ['script-src', 'style-src', 'style-src-attr'];

/** @param {Directives} csp */
const serialize = (csp) =>
  Object.entries(csp)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/**
 * The policy a path gets from the most specific entry.
 * @param {PathPolicy[]} policies
 * @param {string} path
 */
export function policyFor(policies, path) {
  const matches = policies.filter(
    (p) => path === p.path.replace(/\/$/, '') || path.startsWith(p.path.endsWith('/') ? p.path : `${p.path}/`),
  );
  return matches.sort((a, b) => b.path.length - a.path.length)[0].csp;
}

/** The CSP header value: everything except the per-page script and style sources. @param {Directives} csp */
function headerPolicy(csp) {
  return serialize(
    Object.fromEntries(
      Object.entries(csp).filter(([name]) => !PAGE_DIRECTIVES.includes(name) && name !== 'default-src'),
    ),
  );
}

/** @param {string} text */
const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Decodes the character references that can appear in an attribute value (the browser hashes the decoded value). */
const decodeAttribute = (/** @type {string} */ value) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, ref) => {
    const named = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (ref[0] !== '#') return named[/** @type {keyof typeof named} */ (ref.toLowerCase())];
    return String.fromCodePoint(ref[1].toLowerCase() === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10));
  });

/**
 * What a page runs and styles inline, as CSP hashes: `<script>` elements without src (JSON-LD and other data blocks
 * excluded: browsers do not run them), `<style>` elements, and `style="..."` attributes.
 * @param {string} html
 */
function inlineHashes(html) {
  const scripts = new Set();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1];
    if (/\ssrc=/i.test(attrs)) continue;
    const type = /\stype=["']?([^"'\s>]+)/i.exec(attrs)?.[1].toLowerCase();
    if (type && type !== 'module' && !type.includes('javascript')) continue;
    scripts.add(sha256(m[2]));
  }
  const styles = new Set([...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => sha256(m[1])));
  // Attributes inside tags only: the text of scripts and styles is cut out first.
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '');
  const styleAttributes = new Set(
    [...markup.matchAll(/<[a-z][^>]*?\sstyle=(?:"([^"]*)"|'([^']*)')/gi)].map((m) =>
      sha256(decodeAttribute(m[1] ?? m[2])),
    ),
  );
  const stylesheetFiles = /<link\b[^>]*rel=["']?stylesheet/i.test(html);
  return { scripts: [...scripts], styles: [...styles], styleAttributes: [...styleAttributes], stylesheetFiles };
}

/**
 * The meta-tag policy of one page: its script and style sources with the hashes of exactly its inline content.
 * `'unsafe-inline'` in a path's policy is kept as it is (hashes would switch it off).
 * @param {Directives} csp
 * @param {ReturnType<typeof inlineHashes>} inline
 */
function pagePolicy(csp, inline) {
  const withHashes = (/** @type {string[]} */ base, /** @type {string[]} */ hashes) =>
    base.includes("'unsafe-inline'") ? base : [...base, ...hashes];
  // No stylesheet file on the page: only its hashed inline styles (all CSS is inlined, see astro.config.mjs).
  const styleBase =
    inline.stylesheetFiles || csp['style-src'].includes("'unsafe-inline'")
      ? csp['style-src']
      : csp['style-src'].filter((s) => s !== "'self'");
  /** @type {Directives} */
  const out = {
    'script-src': withHashes(csp['script-src'], inline.scripts),
    'style-src': withHashes(styleBase, inline.styles),
  };
  if (out['style-src'].length === 0) out['style-src'] = ["'none'"];
  // style="..." attributes (e.g. a computed animation length) are allowed one by one, by hash.
  if (inline.styleAttributes.length && !csp['style-src'].includes("'unsafe-inline'")) {
    out['style-src-attr'] = ["'unsafe-hashes'", ...inline.styleAttributes];
  }
  for (const name of Object.keys(csp)) {
    if (PAGE_DIRECTIVES.includes(name) && !(name in out)) out[name] = csp[name];
  }
  return serialize(out);
}

/**
 * Puts the page's policy into its HTML as the first element after `<meta charset>`, before any inline script or
 * style it governs.
 * @param {string} html
 * @param {Directives} csp
 */
export function addPagePolicy(html, csp) {
  const without = html.replace(/<meta http-equiv="content-security-policy"[^>]*>/i, '');
  const meta = `<meta http-equiv="content-security-policy" content="${pagePolicy(csp, inlineHashes(without))}">`;
  const charset = /<meta charset=["']?utf-8["']?\s*\/?>/i.exec(without);
  if (charset) return without.replace(charset[0], `${charset[0]}${meta}`);
  return without.replace(/<head\b[^>]*>/i, (head) => `${head}${meta}`);
}

/**
 * Types a host may not know or gets wrong: Debian's nginx sends "Add to calendar" files (src/pages/ematixprime/events)
 * as text/plain, and a phone then offers no calendar. Written into nginx.conf and _headers alike.
 * @type {FileType[]}
 */
const FILE_TYPES = [{ extension: '.ics', type: 'text/calendar; charset=utf-8' }];

/** Security headers sent with every response (pages, files, redirects and the not-found page). */
const SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * Every serving rule of the site.
 * @param {ServingSources} sources
 * @returns {ServingRules}
 */
export function servingRules(sources) {
  const policies = contentSecurityPolicies(sources);
  const redirects = sources.routes.flatMap((route) => (route.aliases ?? []).map((from) => ({ from, to: route.id })));
  /** @type {HeaderRule[]} */
  const headers = [
    {
      path: '/',
      headers: {
        ...SECURITY_HEADERS,
        'Content-Security-Policy': headerPolicy(policyFor(policies, '/')),
        'Cache-Control': CACHE_REVALIDATE,
      },
      hostDefault: ['Cache-Control'],
    },
    { path: IMMUTABLE_PREFIX, headers: { 'Cache-Control': CACHE_IMMUTABLE } },
    // The service worker: a browser must see a new deploy's worker at once (a path without "/" is one file).
    { path: SERVICE_WORKER, headers: { 'Cache-Control': 'no-cache' } },
    ...policies
      .filter((p) => p.path !== '/')
      .map((p) => ({ path: p.path, headers: { 'Content-Security-Policy': headerPolicy(p.csp) } })),
  ];
  return { redirects, notFound: NOT_FOUND_PAGE, headers, policies, types: FILE_TYPES };
}

/**
 * The headers a URL gets: every matching rule in order, later ones overriding.
 * @param {ServingRules} rules
 * @param {string} path
 */
function headersFor(rules, path) {
  return Object.assign({}, ...rules.headers.filter((r) => path.startsWith(r.path)).map((r) => r.headers));
}

const GENERATED = 'Generated by src/integrations/serving.mjs from src/content/pages and settings.yaml: do not edit.';

/** `_redirects` for Netlify and Cloudflare Pages: each old spelling, with and without a trailing slash. @param {ServingRules} rules */
export function renderRedirects(rules) {
  const lines = rules.redirects.flatMap(({ from, to }) => [
    `${encodeURI(from)} ${to} 301`,
    `${encodeURI(from)}/ ${to} 301`,
  ]);
  return `# ${GENERATED}\n${lines.join('\n')}\n`;
}

/**
 * `_headers` for Netlify and Cloudflare Pages. A rule for a sub-path first detaches the headers it replaces
 * (`! Name`, Cloudflare's syntax; Netlify ignores the line and lets the later rule win), so no header is sent twice.
 * @param {ServingRules} rules
 */
export function renderHeaders(rules) {
  const blocks = rules.headers.map((rule, index) => {
    const names = Object.keys(rule.headers).filter((name) => !rule.hostDefault?.includes(name));
    const overridden =
      index === 0
        ? []
        : names.filter((name) =>
            rules.headers.slice(0, index).some((r) => name in r.headers && !r.hostDefault?.includes(name)),
          );
    const lines = [
      ...names.map((name) => `  ${name}: ${rule.headers[name]}`),
      ...overridden.map((name) => `  ! ${name}`),
    ];
    return `${rule.path.endsWith('/') ? `${rule.path}*` : rule.path}\n${lines.join('\n')}`;
  });
  // Both hosts match a splat anywhere in the path, so "/*.ics" is every calendar file wherever it lies.
  const types = rules.types.map(({ extension, type }) => `/*${extension}\n  Content-Type: ${type}`);
  return `# ${GENERATED}
# Pages and other files are revalidated on every use: both hosts send "Cache-Control: ${CACHE_REVALIDATE}" by default.
${[...blocks, ...types].join('\n')}\n`;
}

/** @param {string} text */
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The add_header lines of one nginx context. @param {Record<string, string>} headers @param {string} indent */
function nginxHeaders(headers, indent) {
  return Object.entries(headers)
    .map(([name, value]) => {
      if (value.includes('"'))
        throw new Error(`serving: header ${name} contains a double quote, which nginx.conf cannot hold`);
      return `${indent}add_header ${name} "${value}" always;`;
    })
    .join('\n');
}

/** The line the nginx test removes where Debian's brotli module is not installed. */
export const BROTLI_LINE = 'brotli_static on;';

/** The site's nginx configuration (deploy/nginx.conf). @param {ServingRules} rules */
export function renderNginxConf(rules) {
  const width = Math.max(...rules.redirects.map((r) => escapeRegex(r.from).length)) + 8;
  const map = rules.redirects
    .map(({ from, to }) => `    ${`"~^${escapeRegex(from)}/?$"`.padEnd(width)} ${to};`)
    .join('\n');
  const [site, ...subPaths] = rules.headers;
  const locations = subPaths
    .map(
      (rule) => `
    location ${rule.path.endsWith('/') ? '' : '= '}${rule.path} {
        # add_header here replaces every add_header of the server block, so all of them are repeated.
${nginxHeaders(headersFor(rules, rule.path), '        ')}
    }`,
    )
    .join('\n');
  return `# nginx configuration for the static build in dist/ (nginx 1.22, Debian 12).
# ${GENERATED}
# Regenerate with \`npm run nginx-conf\`; tests/unit/serving.test.ts fails when this file is out of date, and
# tests/e2e/nginx.spec.ts runs it on a real nginx against the build.
#
# Install: copy to /etc/nginx/sites-available/ematix (it is included inside the http block), link it from
# sites-enabled, set server_name and root, and put TLS in front (a CDN, or a listen 443 ssl block here).
# Brotli needs Debian's libnginx-mod-http-brotli-static (it loads itself through /etc/nginx/modules-enabled);
# without it, delete the "${BROTLI_LINE}" line.

# Old spellings from the earlier site answer 301 with their canonical lowercase path: the aliases of the page files,
# with or without a trailing slash (the same list as dist/_redirects). Case-sensitive regular expressions, because
# plain map strings ignore case (and "/products" would then redirect to itself). nginx compares the decoded path, so
# "/about%20us" arrives here as "/about us".
map $uri $ematix_canonical {
    default "";
${map}
}

server {
    listen 80;
    server_name www.ematix.example.com;
    root /var/www/ematix/dist;
    charset utf-8;
    server_tokens off;

    # The query string goes along (e.g. /Contact?subject=... keeps its subject).
    if ($ematix_canonical) {
        return 301 $ematix_canonical$is_args$args;
    }

    # Any other path gets the not-found page with status 404 (its script forwards other wrongly cased paths).
    error_page 404 ${rules.notFound};

    # The build wrote .gz and .br copies of every text file where they are smaller: sent as they are, so nothing is
    # compressed per request.
    gzip_static on;
    ${BROTLI_LINE}
    gzip_vary on;

    # Security headers and caching for every response, also redirects and errors ("always").
${nginxHeaders(site.headers, '    ')}

    location / {
        # Pages are folders with an index.html; links are written without a trailing slash.
        try_files $uri $uri/index.html $uri.html =404;
    }

    # Debian's mime.types lacks the web app manifest's type.
    location = /manifest.webmanifest {
        types { }
        default_type application/manifest+json;
    }
${rules.types
  .map(
    ({ extension, type }) => `
    # Sent as ${type.split(';')[0]} (no add_header here, so the server block's headers still apply).
    location ~ ${escapeRegex(extension)}$ {
        types { }
        default_type "${type}";
    }`,
  )
  .join('\n')}
${locations}
}
`;
}

/** Text files worth compressing ahead, by extension. */
const COMPRESSIBLE = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.webmanifest',
  '.ico',
  '.map',
]);

/** Every file under `dir`, depth first in directory order. @param {string} dir @returns {string[]} */
export function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

/**
 * Writes `file.gz` and `file.br` beside every text file where they are smaller than the file itself.
 * @param {string} root
 */
export function precompress(root) {
  let files = 0;
  let before = 0;
  let after = 0;
  for (const file of listFiles(root)) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    const data = readFileSync(file);
    const gz = gzipSync(data, { level: 9 });
    const br = brotliCompressSync(data, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 11,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
    if (br.length < data.length) writeFileSync(`${file}.br`, br);
    files += 1;
    before += data.length;
    after += Math.min(br.length, data.length);
  }
  return { files, before, after };
}

/** The URL path a built HTML file answers ("about-us/index.html" → "/about-us"). @param {string} file */
export const pagePath = (file) =>
  `/${file
    .split(sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '')}`;
