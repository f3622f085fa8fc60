// @ts-check
/**
 * Site search index: after every `astro build`, Pagefind indexes the built pages into dist/pagefind/.
 * Only each page's <main data-pagefind-body> is indexed (BaseLayout sets it, with the page's title and area as
 * metadata), so the header, footer and community menu repeated on every page do not swamp the results; the
 * not-found page and /search leave the attribute out and are not indexed. The search panel
 * (src/components/search/) loads /pagefind/pagefind.js only when a visitor opens it.
 *
 * site-output.mjs adds each page after its CSS trim (whose script scan must not read Pagefind's files) and before its
 * CSP meta tag, and compresses what is written here.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { close, createIndex } from 'pagefind';

/** Pagefind's ready-made interfaces, not used by the site (it has a small panel of its own on Pagefind's API). */
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\b/;

/**
 * Pagefind runs the text of neighbouring elements together when no whitespace separates them in the HTML
 * (`<dt>Fee</dt><dd>₹14,999</dd>` is indexed as "Fee₹14,999", so "14,999" would not find the page). A space after
 * the end of each block element gives it the word boundary the browser shows. Only the indexed copy is changed.
 */
const BLOCK_END =
  /<\/(?:p|div|li|dt|dd|th|td|tr|h[1-6]|section|article|header|footer|aside|figure|figcaption|blockquote|summary|details|label|button|ul|ol|dl|table|caption)>/gi;
const withWordBreaks = (/** @type {string} */ html) => html.replace(BLOCK_END, '$& ');

/** The URL a built file is served at ("blog/index.html" → "/blog/"). @param {string} file */
const urlOf = (file) => `/${file.split(sep).join('/')}`.replace(/index\.html$/, '').replace(/\.html$/, '');

/**
 * A Pagefind index of the build folder `site`: `add` each page, then `write` it to dist/pagefind/ (the number of pages
 * indexed), then `close` Pagefind's process.
 * @param {string} site
 */
export async function openSearchIndex(site) {
  // Controls are not content: the words on buttons ("Pause", "Next picture", a menu's toggles) and in a select's
  // options would match every page that has one.
  const { index, errors } = await createIndex({
    forceLanguage: 'en',
    excludeSelectors: ['button', 'select', 'gallery-controls'],
  });
  if (!index) {
    await close();
    throw new Error(errors.join('\n'));
  }
  let pages = 0;
  return {
    /** @param {string} file @param {string} html */
    add: async (file, html) => {
      if (!html.includes('data-pagefind-body')) return; // not indexed: the not-found page, /search, /admin
      const added = await index.addHTMLFile({ url: urlOf(relative(site, file)), content: withWordBreaks(html) });
      if (added.errors.length) throw new Error(`${file}: ${added.errors.join('\n')}`);
      pages += 1;
    },
    write: async () => {
      const output = join(site, 'pagefind');
      const written = await index.writeFiles({ outputPath: output });
      if (written.errors.length) throw new Error(written.errors.join('\n'));
      for (const name of readdirSync(output)) if (UNUSED.test(name)) rmSync(join(output, name), { recursive: true });
      return pages;
    },
    close,
  };
}
