/**
 * The web editor at /admin (Sveltia CMS, editors' docs: docs/editing.md "Use the web editor"). Its page is
 * public/admin/index.html and its configuration public/admin/config.yml (generated from the schemas by
 * `npm run content:generate`). The editor's script and fonts come from the installed npm package, served by the
 * site itself (src/pages/admin/), never from a CDN.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The path of the web editor; nothing under it is a page of the site (no sitemap, no site checks). */
export const ADMIN_PATH = '/admin';

/** Whether a URL path belongs to the web editor, e.g. "/admin" or "/admin/config.yml". */
export const isAdminPath = (path: string): boolean => path === ADMIN_PATH || path.startsWith(`${ADMIN_PATH}/`);

/**
 * The Content-Security-Policy the web editor needs, for /admin and everything under it only; every other path keeps
 * the site's strict policy. Sveltia CMS injects its styles at run time ('unsafe-inline' styles), shows pictures being
 * uploaded from blob: and data: URLs (and reads them with fetch) and decodes them in a blob: worker, talks to the Git host's API (GitHub here,
 * CMS_BACKEND in scripts/content-check/cms.ts) and loads nothing else from anywhere: its script, fonts and
 * configuration are files of this site. It needs no eval and no inline scripts.
 */
export const ADMIN_CSP: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'blob:', 'data:', 'https://avatars.githubusercontent.com'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", 'blob:', 'data:', 'https://api.github.com'],
  'worker-src': ["'self'", 'blob:'],
  'frame-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** ADMIN_CSP as a header value. */
export const adminCspHeader = (): string =>
  Object.entries(ADMIN_CSP)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');

const packageDir = dirname(dirname(createRequire(import.meta.url).resolve('@sveltia/cms')));

/** The editor's script, the package's own bundle (dist/sveltia-cms.js). */
export const editorScript = (): Buffer => readFileSync(join(packageDir, 'dist', 'sveltia-cms.js'));

/** The fonts the editor uses, from the package (names without the build hash): file name → contents. */
export function editorFonts(): Map<string, () => Buffer> {
  const assets = join(packageDir, 'npm', 'assets');
  const fonts = new Map<string, () => Buffer>();
  for (const name of readdirSync(assets)) {
    const match = /^(.+)-[\w-]{8}\.woff2$/.exec(name);
    if (match) fonts.set(`${match[1]}.woff2`, () => readFileSync(join(assets, name)));
  }
  return fonts;
}
