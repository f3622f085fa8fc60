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
      <a class="aria-[current=page]:bg-brand-700" aria-current="page" href="/">home</a>
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
    expect(after).toBeLessThan(before);
  });

  it('leaves small stylesheets alone', async () => {
    const html = '<html><head><style>.a{color:red}</style></head><body></body></html>';
    expect((await purgePage(html, build())).html).toBe(html);
  });
});
