/** The per-page CSS trim keeps every rule a page can use, including classes its scripts add later. */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { purgePage } from '../../src/integrations/purge-inline-css.mjs';

const padding = `.pad{${'color:red;'.repeat(250)}}`; // only stylesheets over 2 KB are trimmed
const css = [
  '.used{color:blue}',
  '.unused{color:green}',
  '.added-by-script{display:block}',
  '.added-by-island{display:grid}',
  '.added-on-demand{display:flex}',
  ".strip[data-copy='duplicate']{display:none}",
  ".strip[data-copy='other']{display:flex}",
  '.aria-\\[current\\=page\\]\\:bg-brand-700[aria-current=page]{background:navy}',
  '@media (min-width:768px){.md\\:grid-cols-3{grid-template-columns:repeat(3,1fr)}}',
  '*:focus-visible{outline-style:solid}',
  '.max-lg\\:\\[\\&\\>\\:last-child\\]\\:col-span-2>:last-child{grid-column:span 2/span 2}',
  '.\\[\\&\\>\\:first-child\\]\\:mb-0>:first-child{margin-bottom:0}',
  '.focus-visible\\:outline-red-700:focus-visible{outline-color:red}',
  '.focus-visible\\:outline-white:focus-visible{outline-color:white}',
  '.backdrop\\:bg-brand-950\\/70::backdrop{background:navy}',
  padding,
].join('');

function build() {
  const root = mkdtempSync(join(tmpdir(), 'purge-'));
  mkdirSync(join(root, '_astro'));
  writeFileSync(join(root, '_astro', 'Island.js'), 'import"./chunk.js";export default 1;');
  writeFileSync(join(root, '_astro', 'chunk.js'), 'el.className="added-by-island"');
  writeFileSync(join(root, '_astro', 'lazy.js'), 'el.className="added-on-demand"');
  return root;
}

describe('purgePage', () => {
  it('drops rules for classes the page never uses and keeps the rest', async () => {
    const root = build();
    const html = `<!doctype html><html><head><style>${css}</style></head><body>
      <p class="used md:grid-cols-3">x</p>
      <a class="aria-[current=page]:bg-brand-700 focus-visible:outline-red-700" aria-current="page" href="/">home</a>
      <dialog class="backdrop:bg-brand-950/70"></dialog>
      <dl class="max-lg:[&#38;>:last-child]:col-span-2"></dl>
      <ul class="strip" data-copy="duplicate"></ul>
      <script type="module">document.body.classList.add('added-by-script')</script>
      <script type="module">const part="/_astro/lazy.js";addEventListener("click",()=>import(part))</script>
      <astro-island component-url="/_astro/Island.js"></astro-island>
    </body></html>`;
    const { html: out, after, before } = await purgePage(html, root);
    const kept = out.match(/<style>([\s\S]*)<\/style>/)![1];
    expect(kept).toContain('.used{');
    expect(kept).toContain('.added-by-script{');
    expect(kept).toContain('.added-by-island{');
    expect(kept).toContain('.added-on-demand{');
    expect(kept).toContain("[data-copy='duplicate']");
    expect(kept).toContain('bg-brand-700');
    expect(kept).toContain('md\\:grid-cols-3');
    expect(kept).not.toContain('.unused');
    // The site-wide focus ring always; a focus or backdrop utility only where the page uses it.
    expect(kept).toContain('*:focus-visible{');
    expect(kept).toContain('outline-red-700');
    expect(kept).not.toContain('outline-white');
    expect(kept).toContain('backdrop\\:bg-brand-950');
    // A class with `&>` in it, written `&#38;>` in the HTML, keeps its rule; one the page does not use goes.
    expect(kept).toContain('last-child\\]\\:col-span-2');
    expect(kept).not.toContain('first-child');
    expect(after).toBeLessThan(before);
  });

  it('leaves small stylesheets alone', async () => {
    const html = '<html><head><style>.a{color:red}</style></head><body></body></html>';
    expect((await purgePage(html, build())).html).toBe(html);
  });
});
