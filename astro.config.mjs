// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import tailwind from '@astrojs/tailwind';
import sitemap from '@astrojs/sitemap';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import lazyModule from './src/integrations/lazy-module.mjs';
import emojiFiles from './src/integrations/emoji-files.mjs';
import siteOutput from './src/integrations/site-output.mjs';
import mdxAssets from './src/integrations/mdx-assets.mjs';
import { adminDevServer } from './src/integrations/admin-policy.mjs';
import { contentPicturesDev } from './src/integrations/content-pictures-dev.mjs';

/**
 * Also serve the sitemap index at the conventional /sitemap.xml (the sitemap integration writes sitemap-index.xml).
 * @type {import('astro').AstroIntegration}
 */
const sitemapAlias = {
  name: 'sitemap-xml-alias',
  hooks: {
    'astro:build:done': ({ dir }) => {
      const index = fileURLToPath(new URL('sitemap-index.xml', dir));
      if (existsSync(index)) copyFileSync(index, fileURLToPath(new URL('sitemap.xml', dir)));
    },
  },
};

/**
 * Astro keeps parsed content entries in its data store and re-parses a file only when the file or the text of
 * src/content.config.ts changes, not when a schema it imports (src/content-model/, src/lib/) does: after a schema
 * change, `npm run dev` and `astro build` served entries shaped by the old schema (seen: a removed default still in
 * the pages). So the store is dropped whenever those sources change; re-reading every content file takes about 1 s.
 */
function dropStaleContentStore(root = fileURLToPath(new URL('.', import.meta.url))) {
  const sources = [`${root}src/content-model`, `${root}src/lib`].flatMap((dir) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath}/${entry.name}`),
  );
  const hash = createHash('sha256');
  for (const file of sources.sort()) hash.update(file.slice(root.length)).update(readFileSync(file));
  const digest = hash.digest('hex');
  const mark = `${root}node_modules/.astro/schemas-digest`;
  if (existsSync(mark) && readFileSync(mark, 'utf8') === digest) return;
  for (const store of ['node_modules/.astro/data-store.json', '.astro/data-store.json'])
    rmSync(root + store, { force: true });
  mkdirSync(`${root}node_modules/.astro`, { recursive: true });
  rmSync(mark, { force: true }); // a new file: grow-check hard-links node_modules into its copy
  writeFileSync(mark, digest);
}
dropStaleContentStore();

// `npm run dev` would suggest upgrading Astro to a version that needs Node 22: not for this site (Node 20), and noise
// for editors.
process.env.ASTRO_DISABLE_UPDATE_CHECK ??= 'true';

/**
 * `astro build` without Vite's progress and its list of every script it bundled (one line each): its warnings and
 * errors still print. `npm run dev` keeps Vite's lines (which file changed).
 * @type {import('astro').AstroIntegration}
 */
const quietBuild = {
  name: 'ematix:quiet-build',
  hooks: {
    'astro:config:setup': ({ command, updateConfig }) => {
      if (command === 'build') updateConfig({ vite: { logLevel: 'warn' } });
    },
  },
};

// The public address the site is deployed at; canonical URLs, the sitemap and the RSS feed use it.
// Set SITE_URL when building for another host (see README "Before going live").
const site = process.env.SITE_URL ?? 'https://www.ematix.example.com';

export default defineConfig({
  site,
  output: 'static',
  // Internal links are written without a trailing slash ("/products"); pages build to folders.
  trailingSlash: 'ignore',
  build: {
    // One round trip paints the page: the small per-page CSS goes inline instead of a render-blocking file.
    inlineStylesheets: 'always',
  },
  integrations: [
    quietBuild,
    // /admin/ opens the web editor under `npm run dev` as it does on the built site.
    adminDevServer(),
    // Under `npm run dev`, a post's new picture shows at once and a deleted one never breaks the pages.
    contentPicturesDev(),
    react(),
    // .mdx posts and internships: a component's picture path is resolved like a Markdown picture's (see the plugin).
    mdx({ remarkPlugins: [mdxAssets] }),
    tailwind({ applyBaseStyles: false }),
    sitemap({
      // Not pages of the site: the not-found page, the offline page (shown by the service worker) and the web editor
      // (/admin, see src/integrations/admin-policy.mjs).
      filter: (page) => !/\/(404|offline)\/?$/.test(page) && !/^\/admin(\/|$)/.test(new URL(page).pathname),
      // Same spelling as the canonical links: no trailing slash except for the home page.
      serialize: (item) => ({ ...item, url: item.url.replace(/(?<=[^/])\/$/, '') }),
    }),
    sitemapAlias,
    // Under `npm run dev`, answers the emoji pictures' URLs (the build writes their files in site-output).
    emojiFiles(),
    // Last, one pass over the built pages: trims each page's inline CSS, writes the emoji files and the search index
    // (/pagefind/), hashes each page's final inline scripts and styles into its CSP, writes _headers and _redirects,
    // and compresses text files ahead (src/integrations/site-output.mjs).
    siteOutput(),
  ],
  image: {
    responsiveStyles: false,
  },
  vite: {
    // `import url from './part.ts?lazy'`: a part a page script loads only when needed (see the plugin).
    plugins: [lazyModule()],
  },
  devToolbar: { enabled: false },
  experimental: {
    // Several dynamic routes share a folder (src/pages/ematixprime/[...soon].astro, [...text].astro, [gallery].astro):
    // a route that makes a path already built by a route ranked above it stops the build instead of only warning.
    failOnPrerenderConflict: true,
  },
});
