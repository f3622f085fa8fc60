import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { firstScreenBytes } from '../support/first-screen';

const page = (body: string, head = '<title>t</title><style>body{margin:0}</style>') =>
  `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
const gz = (text: string) => gzipSync(Buffer.from(text), { level: 6 }).length;

describe('firstScreenBytes', () => {
  it('ends at the text drawn last and counts the gzipped source up to there', () => {
    const html = page('<header><a href="/">Home</a></header><main><h1>Title</h1><p>Below</p></main>');
    const r = firstScreenBytes(html, { path: [1, 1, 0], tags: ['body', 'main', 'h1'], textAfter: -1 });
    expect(html.slice(0, r.end).endsWith('<h1>Title</h1>')).toBe(true);
    expect(r.bytes).toBe(gz(html.slice(0, r.end)));
    expect(r.headBefore).toBe(true);
    expect(r.stylesBefore).toBe(true);
  });

  it('counts more bytes for a part further down', () => {
    const html = page(
      `<main><h1>Title</h1>${'<p>Some words that differ 1234</p>'.repeat(50)}<footer>End</footer></main>`,
    );
    const near = firstScreenBytes(html, { path: [1, 0, 0], tags: ['body', 'main', 'h1'] });
    const far = firstScreenBytes(html, { path: [1, 0, 51], tags: ['body', 'main', 'footer'], textAfter: -1 });
    expect(far.end).toBeGreaterThan(near.end);
    expect(far.bytes).toBeGreaterThan(near.bytes);
  });

  it('text after a child element runs to the next element, or to the end of its parent', () => {
    const html = page('<p>Before <b>bold</b> after the bold <i>it</i> end</p><div>next</div>');
    const mid = firstScreenBytes(html, { path: [1, 0], tags: ['body', 'p'], textAfter: 0 });
    expect(html.slice(0, mid.end).endsWith('after the bold ')).toBe(true);
    const tail = firstScreenBytes(html, { path: [1, 0], tags: ['body', 'p'], textAfter: 1 });
    expect(html.slice(0, tail.end).endsWith('end</p>')).toBe(true);
    const first = firstScreenBytes(html, { path: [1, 0], tags: ['body', 'p'], textAfter: -1 });
    expect(html.slice(0, first.end).endsWith('<p>Before ')).toBe(true);
  });

  it('an element drawn last without its content needs only its start tag, even with a ">" in an attribute', () => {
    const html = page(`<main><section class="py-8 [&>p]:mb-0" title='a > b'><p>Below the screen</p></section></main>`);
    const r = firstScreenBytes(html, { path: [1, 0, 0], tags: ['body', 'main', 'section'] });
    expect(html.slice(0, r.end).endsWith(`title='a > b'>`)).toBe(true);
    const img = page('<img src="/a.avif" alt="A > B"><p>x</p>');
    expect(img.slice(0, firstScreenBytes(img, { path: [1, 0], tags: ['body', 'img'] }).end)).toBe(
      img.slice(0, img.indexOf('<p>')),
    );
  });

  it('an svg or a select is taken whole: it draws its children', () => {
    const html = page(
      '<svg viewBox="0 0 1 1"><defs><linearGradient id="g"></linearGradient></defs></svg><select><option>One</option></select><p>x</p>',
    );
    const svg = firstScreenBytes(html, { path: [1, 0], tags: ['body', 'svg'] });
    expect(html.slice(0, svg.end).endsWith('</svg>')).toBe(true);
    const select = firstScreenBytes(html, { path: [1, 1], tags: ['body', 'select'] });
    expect(html.slice(0, select.end).endsWith('</select>')).toBe(true);
  });

  it('says when a stylesheet comes after the first screen', () => {
    const html = page('<h1>Title</h1><style>p{color:red}</style><p>Below</p>');
    expect(firstScreenBytes(html, { path: [1, 0], tags: ['body', 'h1'], textAfter: -1 }).stylesBefore).toBe(false);
    expect(firstScreenBytes(html, { path: [1, 2], tags: ['body', 'p'], textAfter: -1 }).stylesBefore).toBe(true);
    const linked = page('<h1>Title</h1><link rel="stylesheet" href="/late.css">');
    expect(firstScreenBytes(linked, { path: [1, 0], tags: ['body', 'h1'] }).stylesBefore).toBe(false);
  });

  it('reads <noscript> content as elements (the page is measured without JavaScript) and scripts as text', () => {
    const html = page(
      '<script>const s = "<div>not an element</div>";</script><noscript><p>No script</p></noscript><h1>T</h1>',
    );
    const r = firstScreenBytes(html, { path: [1, 1, 0], tags: ['body', 'noscript', 'p'], textAfter: -1 });
    expect(html.slice(0, r.end).endsWith('<p>No script</p>')).toBe(true);
    expect(firstScreenBytes(html, { path: [1, 2], tags: ['body', 'h1'] }).found).toBe('body[1] > h1[2]');
    // With JavaScript on, <noscript> is text to the browser: its content has no path.
    expect(() => firstScreenBytes(html, { path: [1, 1, 0], tags: ['body', 'noscript', 'p'], scripting: true })).toThrow(
      /no element/,
    );
  });

  it('follows the tbody the browser adds to a table written without one', () => {
    const html = page('<table><tr><td>a</td></tr><tr><td>b</td></tr></table>');
    const r = firstScreenBytes(html, {
      path: [1, 0, 0, 1, 0],
      tags: ['body', 'table', 'tbody', 'tr', 'td'],
      textAfter: -1,
    });
    expect(html.slice(0, r.end).endsWith('<td>b</td>')).toBe(true);
  });

  it('throws when the source and the browser disagree, rather than measure the wrong place', () => {
    const html = page('<main><h1>T</h1></main>');
    expect(() => firstScreenBytes(html, { path: [1, 0, 0], tags: ['body', 'main', 'h2'] })).toThrow(/disagree/);
    expect(() => firstScreenBytes(html, { path: [1, 0, 3], tags: ['body', 'main', 'p'] })).toThrow(/no element/);
  });

  it('says when the measured point is inside the head', () => {
    const html = page('<h1>T</h1>', '<title>t</title><style>h1{}</style>');
    expect(firstScreenBytes(html, { path: [0, 0], tags: ['head', 'title'] }).headBefore).toBe(false);
  });
});
