/**
 * Serves the emoji pictures that `ui/Emoji.astro` refers to (`/_astro/noto-<set version>/<code points>.svg`).
 *
 * Why files and not inline SVG: a Noto emoji drawing is 2-12 KB of path data (about 1-4 KB gzipped). The home page
 * shows a dozen emoji, so inlining them would add more to its HTML than the whole 14 KB first-round-trip budget,
 * while an `<img>` costs about 80 bytes of HTML (a few bytes gzipped after the first), and each file is fetched once
 * and cached for a year under /_astro/ (a new version of the set gets a new folder).
 *
 * Build: every emoji URL found in the pages' HTML is written to dist (site-output.mjs collects them), so exactly the
 * emoji the site uses are emitted. Dev: the same URLs are answered from the emoji set on request (the integration).
 *
 * @returns {import('astro').AstroIntegration}
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseEmojiFileUrl } from '../emoji/emoji.ts';
import { emojiFile } from '../emoji/noto.ts';

const URL_PATTERN = /\/_astro\/noto-[\w.-]+\/[0-9a-f-]+\.svg/g;

/** The SVG for an emoji URL, or undefined when the URL is not one of the current set's emoji. */
function fileFor(url) {
  const parsed = parseEmojiFileUrl(url);
  const file = parsed && emojiFile(parsed.key);
  return file?.url === url ? file.svg : undefined;
}

/** The emoji URLs a page's HTML refers to. @param {string} html */
export const emojiUrls = (html) => html.match(URL_PATTERN) ?? [];

/** Writes the file of each emoji URL into the build folder `root`. @param {string} root @param {Iterable<string>} urls */
export function writeEmojiFiles(root, urls) {
  for (const url of urls) {
    const svg = fileFor(url);
    if (!svg) throw new Error(`emoji-files: ${url} does not match the emoji set; rebuild the pages`);
    const target = join(root, ...url.split('/'));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, svg);
  }
}

export default function emojiFiles() {
  return {
    name: 'ematix:emoji-files',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'ematix:emoji-files-dev',
                configureServer(server) {
                  server.middlewares.use((req, res, next) => {
                    const svg = req.url?.startsWith('/_astro/noto-') ? fileFor(req.url.split('?')[0]) : undefined;
                    if (!svg) return next();
                    res.setHeader('Content-Type', 'image/svg+xml');
                    res.end(svg);
                  });
                },
              },
            ],
          },
        });
      },
    },
  };
}
