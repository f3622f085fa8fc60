// @ts-check
/**
 * The web editor at /admin (Sveltia CMS; its script and fonts: src/lib/serving/admin.ts) and the Content-Security-Policy it needs, for /admin
 * and everything under it only (serving.mjs adds it as that path's policy; every other path keeps the strict one).
 * Sveltia CMS injects its styles at run time ('unsafe-inline' styles), shows pictures being uploaded from blob: and
 * data: URLs (and reads them with fetch) and decodes them in a blob: worker, talks to the Git host's API (GitHub:
 * CMS_BACKEND in scripts/content-check/screens.ts) and loads nothing else from anywhere: its script, fonts and
 * configuration are files of this site. It needs no eval and no inline scripts. Its update check (unpkg.com) and the
 * Git host's status page (githubstatus.com) are left blocked on purpose. tests/e2e/admin.spec.ts runs it under this
 * policy.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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

/** The editor's policy as a header value (the header carries all of it but scripts and styles, which the page's meta tag carries). */
const adminCspHeader = () =>
  Object.entries(ADMIN_CSP)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');

/**
 * `astro dev` serves public/admin/index.html at /admin/index.html only; a static host (and `astro preview`) also
 * at /admin and /admin/, the address the docs give. This answers those two in the dev server too, with the editor's
 * policy, so `npm run dev` then http://localhost:4321/admin/ opens the editor.
 * @returns {import('astro').AstroIntegration}
 */
export function adminDevServer() {
  return {
    name: 'admin-dev-server',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((request, response, next) => {
          const path = (request.url ?? '').split('?')[0];
          if (path !== ADMIN_PATH && path !== `${ADMIN_PATH}/`) return next();
          const page = join(server.config.publicDir, 'admin', 'index.html');
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.setHeader('Content-Security-Policy', adminCspHeader());
          response.end(readFileSync(page));
        });
      },
    },
  };
}
