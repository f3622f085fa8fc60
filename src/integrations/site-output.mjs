// @ts-check
/**
 * The build's one pass over dist/, last of the integrations: each page is read once, its CSS trimmed
 * (purge-inline-css.mjs), its emoji URLs noted (emoji-files.mjs), the trimmed HTML indexed (search-index.mjs), its CSP
 * meta tag hashed from its final inline content (serving.mjs), and written. Then the emoji files, the search index
 * (after every trim: the trim's script scan must not read Pagefind's files), the service worker (service-worker.mjs,
 * hashing the final offline page), _headers, _redirects, and last the .gz/.br copies, so that Pagefind's files are
 * compressed too.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emojiUrls, writeEmojiFiles } from './emoji-files.mjs';
import { purgePage } from './purge-inline-css.mjs';
import { openSearchIndex } from './search-index.mjs';
import { writeServiceWorker } from './service-worker.mjs';
import {
  addPagePolicy,
  listFiles,
  pagePath,
  policyFor,
  precompress,
  readServingSources,
  renderHeaders,
  renderRedirects,
  servingRules,
} from './serving.mjs';

export default function siteOutput() {
  return /** @type {import('astro').AstroIntegration} */ ({
    name: 'ematix:site-output',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const rules = servingRules(readServingSources());
        const search = await openSearchIndex(root);
        const emoji = new Set();
        let [pages, before, after] = [0, 0, 0];
        try {
          for (const file of listFiles(root).filter((f) => f.endsWith('.html'))) {
            const purged = await purgePage(readFileSync(file, 'utf8'), root);
            [before, after, pages] = [before + purged.before, after + purged.after, pages + 1];
            for (const url of emojiUrls(purged.html)) emoji.add(url);
            await search.add(file, purged.html);
            const csp = policyFor(rules.policies, pagePath(relative(root, file)));
            writeFileSync(file, addPagePolicy(purged.html, csp));
          }
          writeEmojiFiles(root, emoji);
          const indexed = await search.write();
          const ahead = await writeServiceWorker(root);
          writeFileSync(join(root, '_redirects'), renderRedirects(rules));
          writeFileSync(join(root, '_headers'), renderHeaders(rules));
          const packed = precompress(root);
          const kb = (/** @type {number} */ bytes) => `${Math.round(bytes / 1024)} KB`;
          logger.info(
            `${pages} pages: inline CSS ${kb(before)} → ${kb(after)}, CSP meta; ${emoji.size} emoji pictures; ${indexed} pages indexed into /pagefind/; sw.js (${ahead} files ahead); _headers, _redirects; ${packed.files} text files compressed ahead (${kb(packed.before)} → ${kb(packed.after)} brotli)`,
          );
        } finally {
          await search.close();
        }
      },
    },
  });
}
