/**
 * The page checks must be able to fail: each is fed a small broken page and must report it.
 * (The axe check is proven the same way in tests/e2e/checks-can-fail.spec.ts, since it needs a browser.)
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import {
  checkLinks,
  checkShareCard,
  pictureSize,
  isKnownAstroIslandMessage,
  JS_BUDGET,
  listFiles,
  listPages,
  measureJs,
  overJsBudget,
  reader,
  resolveToFile,
  runVnu,
} from '../support/page-checks';

const page = (body: string, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title>${head}</head><body>${body}</body></html>`;

function site(files: Record<string, string>) {
  const dist = mkdtempSync(join(tmpdir(), 'page-checks-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dist, name, '..'), { recursive: true });
    writeFileSync(join(dist, name), content);
  }
  return { dist, files: new Set(listFiles(dist)), read: reader(dist) };
}

describe('listPages', () => {
  it('maps build files to the paths they are served at', () => {
    const { dist } = site({ 'index.html': page(''), 'products/index.html': page(''), '404.html': page('') });
    expect(
      listPages(dist)
        .map((p) => p.url)
        .sort(),
    ).toEqual(['/', '/404.html', '/products']);
  });
});

describe('resolveToFile', () => {
  const files = new Set(['index.html', 'products/index.html', 'about-us/index.html', 'favicon.svg']);
  it('finds pages with or without a trailing slash, and assets', () => {
    expect(resolveToFile('/products', files)).toBe('products/index.html');
    expect(resolveToFile('/products/', files)).toBe('products/index.html');
    expect(resolveToFile('/favicon.svg', files)).toBe('favicon.svg');
    expect(resolveToFile('/', files)).toBe('index.html');
  });
  it('compares case-sensitively and does not guess', () => {
    expect(resolveToFile('/Products', files)).toBeUndefined();
    expect(resolveToFile('/about us', files)).toBeUndefined();
  });
});

describe('checkLinks', () => {
  it('reports a broken internal link, a wrongly cased link, a missing image and a dead "#" link', () => {
    const { files, read } = site({
      'index.html': page(
        '<a href="/missing">x</a><a href="/Products">y</a><img src="/nope.png" alt="n"><a href="#">z</a>',
      ),
      'products/index.html': page(''),
    });
    const problems = checkLinks('/', read('index.html'), files, read);
    expect(problems.map((p) => p.value)).toEqual(['/missing', '/Products', '#', '/nope.png']);
  });
  it('reports a fragment that names no element', () => {
    const { files, read } = site({
      'index.html': page('<a href="#nowhere">x</a><a href="/b#gone">y</a>'),
      'b/index.html': page('<p id="here">b</p>'),
    });
    expect(checkLinks('/', read('index.html'), files, read).map((p) => p.value)).toEqual(['#nowhere', '/b#gone']);
  });
  it('accepts good links, outside links, mailto and tel', () => {
    const { files, read } = site({
      'index.html': page(
        '<a href="/b?x=1#here">b</a><a href="https://example.com/">e</a><a href="mailto:a@b.c">m</a><a href="tel:+91">t</a><img src="/i.png" srcset="/i.png 1x, /i.png 2x" alt="i">',
      ),
      'b/index.html': page('<p id="here">b</p>'),
      'i.png': 'png',
    });
    expect(checkLinks('/', read('index.html'), files, read)).toEqual([]);
  });
});

describe('measureJs', () => {
  it('reports a page without islands whose script is over the budget', () => {
    // Random-looking code does not compress, so 20 KB of it stays well over the budget gzipped.
    let big = '';
    for (let i = 0; i < 2000; i += 1) big += `v${(i * 7919) % 9973}x${(i * 104729) % 8191};`;
    const { files, read } = site({
      'index.html': page(`<script type="module" src="/_astro/big.js"></script>`),
      '_astro/big.js': big,
    });
    const report = measureJs('/', read('index.html'), files, read);
    expect(report.hasIslands).toBe(false);
    expect(report.budget).toBe(JS_BUDGET.noIsland);
    expect(report.gzipBytes).toBeGreaterThan(report.budget);
    expect(overJsBudget(report)).toMatch(/with the page > 3072 B/);
  });
  it('follows island code and its imports, counting each file once, and ignores JSON-LD', () => {
    const { files, read } = site({
      'index.html': page(
        '<astro-island component-url="/_astro/W.js" renderer-url="/_astro/client.js"></astro-island><script type="module">import "/_astro/shared.js";</script>',
        '<script type="application/ld+json">{"a":1}</script>',
      ),
      '_astro/W.js': 'import{a}from"./shared.js";import{b}from"./react.js";export default a+b;',
      '_astro/client.js': 'import{b}from"./react.js";export default b;',
      '_astro/shared.js': 'export const a=1;',
      '_astro/react.js': 'export const b=2;',
    });
    const report = measureJs('/', read('index.html'), files, read);
    expect(report.hasIslands).toBe(true);
    expect(report.budget).toBe(JS_BUDGET.island);
    expect(report.files.sort()).toEqual(['_astro/W.js', '_astro/client.js', '_astro/react.js', '_astro/shared.js']);
    expect(report.scripts).toBe(5); // 4 files + 1 inline module
  });
  it('counts a part a page script loads on demand by its URL, and what that part imports', () => {
    const { files, read } = site({
      'index.html': page(
        '<script type="module">const u="/_astro/form.js";addEventListener("click",()=>import(u));</script>',
      ),
      '_astro/form.js': 'import{c}from"./checks.js";export const wire=c;',
      '_astro/checks.js': 'export const c=3;',
    });
    const report = measureJs('/', read('index.html'), files, read);
    expect(report.files.sort()).toEqual(['_astro/checks.js', '_astro/form.js']);
    expect(report.scripts).toBe(3);
    // Both files load only after the click: on demand, with their own budget.
    const inline = gzipSync('const u="/_astro/form.js";addEventListener("click",()=>import(u));', { level: 9 }).length;
    expect(report.onDemandBytes).toBe(report.gzipBytes - inline);
    expect(overJsBudget(report)).toBeNull();
  });
  it('counts a module that a page script imports as loaded with the page, even when also named by URL', () => {
    const { files, read } = site({
      'index.html': page('<script type="module">import "/_astro/a.js";const u="/_astro/a.js";</script>'),
      '_astro/a.js': 'export const a=1;',
    });
    expect(measureJs('/', read('index.html'), files, read).onDemandBytes).toBe(0);
  });
  it('holds the on-demand parts of a page without islands to their own budget', () => {
    let big = '';
    for (let i = 0; i < 1000; i += 1) big += `v${(i * 7919) % 9973}x${(i * 104729) % 8191};`;
    const { files, read } = site({
      'index.html': page('<script type="module">const u="/_astro/big.js";onclick=()=>import(u);</script>'),
      '_astro/big.js': big,
    });
    const report = measureJs('/', read('index.html'), files, read);
    expect(report.onDemandBytes).toBeGreaterThan(JS_BUDGET.onDemand);
    expect(overJsBudget(report)).toMatch(/on demand > 2048 B/);
  });
  it("counts the site search (its panel, Pagefind's script and worker) on its own, against the search budget", () => {
    let big = '';
    for (let i = 0; i < 1000; i += 1) big += `v${(i * 7919) % 9973}x${(i * 104729) % 8191};`;
    const { files, read } = site({
      'index.html': page('<script type="module">const u="/_astro/search-panel.abc.js";onclick=()=>import(u);</script>'),
      '_astro/search-panel.abc.js': `const p="/pagefind/pagefind.js";${big}`,
      'pagefind/pagefind.js': 'export const s=1;',
      'pagefind/pagefind-worker.js': 'onmessage=()=>{};',
    });
    const report = measureJs('/', read('index.html'), files, read);
    expect(report.onDemandBytes).toBe(0);
    expect(report.files.sort()).toEqual([
      '_astro/search-panel.abc.js',
      'pagefind/pagefind-worker.js',
      'pagefind/pagefind.js',
    ]);
    expect(report.searchBytes).toBeGreaterThan(JS_BUDGET.onDemand);
    expect(report.searchBytes).toBeLessThan(JS_BUDGET.search);
    expect(overJsBudget(report)).toBeNull();
    expect(overJsBudget({ ...report, searchBytes: JS_BUDGET.search + 1 })).toMatch(/of search > 30720 B/);
  });
  it('counts nothing for a page with no script', () => {
    const { files, read } = site({ 'index.html': page('<p>hi</p>') });
    expect(measureJs('/', read('index.html'), files, read).gzipBytes).toBe(0);
  });
});

describe('runVnu', () => {
  it('reports invalid HTML and accepts valid HTML', async () => {
    const { dist } = site({
      'bad.html':
        '<!doctype html><html lang="en"><head><title>t</title></head><body><ul><div>not a list item</div></ul><img src="a.png"></body></html>',
      'good.html': page('<p>fine</p>'),
    });
    const messages = await runVnu([join(dist, 'bad.html'), join(dist, 'good.html')]);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((m) => m.file.endsWith('bad.html'))).toBe(true);
    expect(messages.map((m) => m.message).join('\n')).toMatch(/“div” not allowed as child of element “ul”/);
  });
});

describe('isKnownAstroIslandMessage', () => {
  const extract = '</nav><style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
  it("filters only Astro's island style element", () => {
    expect(
      isKnownAstroIslandMessage({
        file: 'a.html',
        message: 'A “style” element in “body” must be the first child of its parent.',
        extract,
      }),
    ).toBe(true);
    expect(
      isKnownAstroIslandMessage({
        file: 'a.html',
        message:
          'Element “style” not allowed as child of element “body” in this context. (Suppressing further errors from this subtree.)',
        extract,
      }),
    ).toBe(true);
  });
  it('keeps the same message about any other style element, and other messages about the island style', () => {
    expect(
      isKnownAstroIslandMessage({
        file: 'a.html',
        message: 'A “style” element in “body” must be the first child of its parent.',
        extract: '<style>.x{color:red}</style>',
      }),
    ).toBe(false);
    expect(isKnownAstroIslandMessage({ file: 'a.html', message: 'Stray end tag “div”.', extract })).toBe(false);
  });
});

describe('checkShareCard', () => {
  const png = (width: number, height: number, bytes = 100) => {
    const file = Buffer.alloc(bytes);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(file);
    file.writeUInt32BE(width, 16);
    file.writeUInt32BE(height, 20);
    return file;
  };
  const head = (alt: string, image = 'https://x.example/og/careers.png', size = '1200') =>
    `<title>Careers | Ematix</title><link rel="canonical" href="https://x.example/careers"><meta property="og:image" content="${image}">` +
    `<meta property="og:image:width" content="${size}"><meta property="og:image:height" content="630">` +
    `<meta property="og:image:alt" content="${alt}"><meta name="twitter:image" content="${image}">`;
  const pictures = (files: Record<string, Buffer>) => (path: string) => files[path];

  it('passes a page whose card is in the build, 1200×630, small, and names the page', () => {
    const report = checkShareCard(
      head('Ematix: Careers · Work with us.'),
      pictures({ '/og/careers.png': png(1200, 630) }),
    );
    expect(report).toEqual({ image: '/og/careers.png', canonical: 'https://x.example/careers', problems: [] });
  });
  it('reports a missing card, a wrong size, a large file, another title and another host', () => {
    expect(checkShareCard(page(''), pictures({})).problems).toEqual(['no og:image']);
    expect(checkShareCard(head('Ematix: Careers'), pictures({})).problems).toEqual([
      'og:image /og/careers.png is not a file of the build',
    ]);
    expect(
      checkShareCard(head('Ematix: Careers'), pictures({ '/og/careers.png': png(1200, 600, 200_000) })).problems,
    ).toEqual([
      'og:image /og/careers.png is 1200×600, not the 1200×630 the page says',
      'og:image /og/careers.png is 195 KB, over 100 KB',
    ]);
    expect(checkShareCard(head('Ematix: Contact'), pictures({ '/og/careers.png': png(1200, 630) })).problems).toEqual([
      'the card\'s title "Contact" is not in the page\'s title "Careers | Ematix"',
    ]);
    // A second path of a page shows its canonical page's card, whose title is that page's.
    expect(
      checkShareCard(head('Ematix: Contact'), pictures({ '/og/careers.png': png(1200, 630) }), '/jobs').problems,
    ).toEqual([]);
    expect(
      checkShareCard(
        head('Ematix: Careers', 'https://elsewhere.example/og/careers.png', '1000'),
        pictures({ '/og/careers.png': png(1200, 630) }),
      ).problems,
    ).toEqual([
      'og:image https://elsewhere.example/og/careers.png is not an absolute address of this site',
      'og:image:width/height say 1000×630, not 1200×630',
      'og:image /og/careers.png is 1200×630, not the 1000×630 the page says',
    ]);
  });
  it("reports a card whose facts are not the page's: its price, dates, author", () => {
    const jsonLd = (data: object) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
    const course = jsonLd({ '@type': 'Course', offers: { price: 18999, priceCurrency: 'INR' } });
    const event = jsonLd({ '@type': 'Event', startDate: '2025-04-04', endDate: '2025-04-05' });
    const files = pictures({ '/og/careers.png': png(1200, 630) });
    expect(checkShareCard(head('Ematix: Careers · ₹18,999') + course + event, files).problems).toEqual([
      'og:image:alt "Ematix: Careers · ₹18,999" does not show "4–5 April 2025" of the page\'s data',
    ]);
    expect(
      checkShareCard(
        head('Ematix: Careers · Asha') + jsonLd({ '@type': 'BlogPosting', author: { name: 'Asha' } }),
        files,
      ).problems,
    ).toEqual([]);
  });
  it('reads the size of a PNG and of a JPEG', () => {
    expect(pictureSize(png(1200, 630))).toEqual({ type: 'png', width: 1200, height: 630 });
    // SOI, an APP0 segment of 16 bytes, then SOF0: length, precision, height 630, width 1200.
    const jpeg = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      Buffer.alloc(14),
      Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0x02, 0x76, 0x04, 0xb0, 0x03]),
    ]);
    expect(pictureSize(jpeg)).toEqual({ type: 'jpeg', width: 1200, height: 630 });
    expect(pictureSize(Buffer.from('GIF89a'))).toBeUndefined();
  });
});
