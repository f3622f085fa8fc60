/**
 * After the build (a step of site-output.mjs), trims each page's inlined stylesheet to the rules that page can use.
 *
 * Why: Tailwind writes one stylesheet for the whole site (about 7 KB gzipped), and it is inlined into every page so
 * the page paints in one round trip. A page whose HTML and CSS fit in about 14 KB gzipped paints in the first round
 * trip on a slow phone connection; most of the site-wide CSS is for other pages.
 *
 * What a page "can use" is every class name, tag and attribute that appears in its HTML or in the JavaScript it
 * loads (so classes that scripts and islands add later are kept), matched by PurgeCSS with a Tailwind-aware
 * extractor (class names such as `aria-[current=page]:bg-brand-700` stay whole).
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { PurgeCSS } from 'purgecss';
import { IMPORT_PATTERN, SCRIPT_URL_STRING } from './script-urls.mjs';

/**
 * Tailwind's recommended extractor (any run of characters that can appear in a class attribute), plus plain words so
 * that attribute selectors such as `[data-copy='duplicate']` find their attribute names and values.
 */
const tailwindExtractor = (content) => [
  ...(content.match(/[^<>"'`\s]*[^<>"'`\s:]/g) ?? []),
  ...[...content.matchAll(/([\w-]+)=["']([^"'<>]*)["']/g)].flatMap((m) => [m[1], m[2]]),
  // Classes with `>` or `&` in them (`[&>:last-child]:mb-0`): whole words, with the `&` Astro writes as `&#38;`.
  ...(content.replace(/&#38;|&amp;/g, '&').match(/[^\s"'`]*&>[^\s"'`]*/g) ?? []),
];
const SCRIPT_URL_PATTERN =
  /(?:<script[^>]+src|component-url|renderer-url|<link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.m?js)"/g;

/** The text of every site JavaScript file a page loads, following imports. */
function pageScripts(html, root) {
  const seen = new Set();
  const texts = [];
  const queue = [...html.matchAll(SCRIPT_URL_PATTERN), ...html.matchAll(SCRIPT_URL_STRING)].map((m) => m[1]);
  while (queue.length) {
    const url = queue.shift();
    if (!url.startsWith('/') || url.startsWith('//')) continue;
    const file = join(root, ...url.split('?')[0].split('/'));
    if (seen.has(file)) continue;
    seen.add(file);
    let code;
    try {
      code = readFileSync(file, 'utf8');
    } catch {
      continue; // the link check reports missing files
    }
    texts.push(code);
    const base = posix.dirname(url);
    for (const m of [...code.matchAll(IMPORT_PATTERN), ...code.matchAll(SCRIPT_URL_STRING)]) {
      const spec = m[1] ?? m[2];
      queue.push(spec.startsWith('/') ? spec : posix.normalize(posix.join(base, spec)));
    }
  }
  return texts.join('\n');
}

/**
 * One page: returns its HTML with each large inline stylesheet trimmed to the rules the page's HTML and scripts can
 * use. `root` is the build folder, for reading the scripts the page loads.
 */
export async function purgePage(html, root) {
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].filter((m) => m[1].length > 2000);
  if (styles.length === 0) return { html, before: 0, after: 0 };
  // A dated part (components/ui/TimeAware.astro) may be hidden by the page script later, with nothing in the HTML
  // saying so yet: keep its `[hidden]` rule on the pages that have one.
  const dated = /data-when=|data-dated-of=/.test(html) ? '\nhidden' : '';
  const content = `${html}\n${pageScripts(html, root)}${dated}`;
  let out = html;
  let before = 0;
  let after = 0;
  for (const [whole, css] of styles) {
    const [result] = await new PurgeCSS().purge({
      content: [{ raw: content, extension: 'html' }],
      css: [{ raw: css }],
      defaultExtractor: tailwindExtractor,
      keyframes: true,
      variables: false,
      // keen-slider's runtime classes. Focus and backdrop rules need no list: PurgeCSS matches them by their class
      // (a page keeps `focus-visible:outline-red-700` only where that class is used), and the site-wide focus ring
      // is written `*:focus-visible`, which it always keeps.
      safelist: { standard: [/^keen-slider/] },
    });
    before += css.length;
    after += result.css.length;
    out = out.replace(whole, () => `<style>${result.css}</style>`);
  }
  return { html: out, before, after };
}
