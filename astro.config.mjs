// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import tailwind from '@astrojs/tailwind';
import sitemap from '@astrojs/sitemap';
import { copyFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import purgeInlineCss from './src/integrations/purge-inline-css.mjs';
import lazyModule from './src/integrations/lazy-module.mjs';
import emojiFiles from './src/integrations/emoji-files.mjs';
import serving from './src/integrations/serving.mjs';
import searchIndex from './src/integrations/search-index.mjs';
import goLive from './src/integrations/go-live.mjs';
import contentProblems from './src/integrations/content-problems.mjs';
import { adminDevServer } from './src/integrations/admin-policy.mjs';

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
    // First: a content mistake stops the build, and shows in dev, as the content check's `file:line field → fix` lines.
    contentProblems(),
    // A build for a real SITE_URL stops while settings.yaml still holds placeholders (src/integrations/go-live.mjs).
    goLive(),
    // /admin/ opens the web editor under `npm run dev` as it does on the built site.
    adminDevServer(),
    react(),
    mdx(),
    tailwind({ applyBaseStyles: false }),
    sitemap({
      // Not pages of the site: the not-found page and the web editor (/admin, see src/lib/admin.ts).
      filter: (page) => !/\/404\/?$/.test(page) && !/^\/admin(\/|$)/.test(new URL(page).pathname),
      // Same spelling as the canonical links: no trailing slash except for the home page.
      serialize: (item) => ({ ...item, url: item.url.replace(/(?<=[^/])\/$/, '') }),
    }),
    sitemapAlias,
    purgeInlineCss(),
    emojiFiles(),
    // Pagefind indexes each page's main content into /pagefind/ for the site search (src/integrations/search-index.mjs).
    searchIndex(),
    // Last: hashes each page's final inline scripts and styles into its CSP, writes _headers and _redirects, and
    // compresses text files ahead (src/integrations/serving.mjs).
    serving(),
  ],
  image: {
    responsiveStyles: false,
  },
  vite: {
    // `import url from './part.ts?lazy'`: a part a page script loads only when needed (see the plugin).
    plugins: [lazyModule()],
  },
  devToolbar: { enabled: false },
});
