// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import tailwind from '@astrojs/tailwind';
import sitemap from '@astrojs/sitemap';

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
    react(),
    mdx(),
    tailwind({ applyBaseStyles: false }),
    sitemap({
      filter: (page) => !/\/404\/?$/.test(page),
      // Same spelling as the canonical links: no trailing slash except for the home page.
      serialize: (item) => ({ ...item, url: item.url.replace(/(?<=[^/])\/$/, '') }),
    }),
  ],
  image: {
    responsiveStyles: false,
  },
  devToolbar: { enabled: false },
});
