// @ts-check
/**
 * The web editor at /admin (Sveltia CMS, see src/lib/admin.ts) and the Content-Security-Policy it needs, for /admin
 * and everything under it only (serving.mjs adds it as that path's policy; every other path keeps the strict one).
 * Sveltia CMS injects its styles at run time ('unsafe-inline' styles), shows pictures being uploaded from blob: and
 * data: URLs (and reads them with fetch) and decodes them in a blob: worker, talks to the Git host's API (GitHub:
 * CMS_BACKEND in scripts/content-check/cms.ts) and loads nothing else from anywhere: its script, fonts and
 * configuration are files of this site. It needs no eval and no inline scripts. Its update check (unpkg.com) and the
 * Git host's status page (githubstatus.com) are left blocked on purpose. tests/e2e/admin.spec.ts runs it under this
 * policy.
 */

/** The path of the web editor; nothing under it is a page of the site (no sitemap, no site checks). */
export const ADMIN_PATH = '/admin';

/** @type {Record<string, string[]>} */
export const ADMIN_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'blob:', 'data:', 'https://avatars.githubusercontent.com'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", 'blob:', 'data:', 'https://api.github.com'],
  'worker-src': ["'self'", 'blob:'],
  'frame-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};
