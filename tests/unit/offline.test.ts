import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CACHES, OFFLINE_PAGE, cacheKind, savedNotice, savedPages, withNotice } from '../../src/lib/serving/offline';
import { readServingSources, servingRules } from '../../src/integrations/serving.mjs';
import { writeServiceWorker } from '../../src/integrations/service-worker.mjs';
import { headersFor, SERVICE_WORKER } from '../support/serving';

const origin = 'https://www.ematix.example.com';
const get = (path: string, more: Partial<{ mode: string; destination: string; method: string; url: string }> = {}) => ({
  url: `${origin}${path}`,
  method: 'GET',
  mode: 'no-cors',
  destination: '',
  ...more,
});

describe('cacheKind: what the service worker keeps', () => {
  it('keeps pages, build files, pictures and the search index, each in its cache', () => {
    expect(cacheKind(get('/contact', { mode: 'navigate', destination: 'document' }), origin)).toBe('page');
    expect(cacheKind(get('/', { mode: 'navigate' }), origin)).toBe('page');
    expect(cacheKind(get('/_astro/form-send.abc.js', { destination: 'script' }), origin)).toBe('asset');
    expect(cacheKind(get('/_astro/hero.abc.avif', { destination: 'image' }), origin)).toBe('picture');
    expect(cacheKind(get('/favicon.svg', { destination: 'image' }), origin)).toBe('picture');
    expect(cacheKind(get('/pagefind/pagefind-entry.json', { mode: 'cors' }), origin)).toBe('search');
    expect(Object.keys(CACHES).sort()).toEqual(['asset', 'page', 'picture', 'search']);
  });

  it('never keeps the web editor, a form submission, another site or the worker itself', () => {
    expect(cacheKind(get('/admin/', { mode: 'navigate' }), origin)).toBeNull();
    expect(cacheKind(get('/admin', { mode: 'navigate' }), origin)).toBeNull();
    expect(cacheKind(get('/admin/config.yml'), origin)).toBeNull();
    expect(cacheKind(get('/contact', { mode: 'navigate', method: 'POST' }), origin)).toBeNull();
    expect(cacheKind(get('/_astro/x.js', { method: 'POST' }), origin)).toBeNull();
    expect(cacheKind(get('/', { url: 'https://forms.example.com/f/abc', mode: 'navigate' }), origin)).toBeNull();
    expect(cacheKind(get('/', { url: 'https://img.example.com/a.png', destination: 'image' }), origin)).toBeNull();
    expect(cacheKind(get(SERVICE_WORKER), origin)).toBeNull();
    expect(cacheKind(get('/media/hero.mp4', { destination: 'video' }), origin)).toBeNull();
  });

  it('leaves the offline page to the files installed ahead', () => {
    expect(cacheKind(get(OFFLINE_PAGE, { mode: 'navigate' }), origin)).toBeNull();
  });

  it('is never cached by the browser: the serving rules send the worker with no-cache', () => {
    expect(headersFor(servingRules(readServingSources()), SERVICE_WORKER)['Cache-Control']).toBe('no-cache');
  });
});

describe('the saved copy notice', () => {
  const now = new Date('2025-11-26T10:00:00+05:30');

  it('gives the day the page was saved, with the year only when it is not this year', () => {
    const savedDay = (saved: Date) => savedNotice(saved, now, true, 'Asia/Kolkata');
    expect(savedDay(new Date('2025-11-24T08:00:00Z'))).toBe('You are offline. This page was saved on 24 November.');
    expect(savedDay(new Date('2024-12-31T08:00:00Z'))).toBe(
      'You are offline. This page was saved on 31 December 2024.',
    );
    // The visitor's own day: 20:00 UTC on the 23rd is the 24th in India.
    expect(savedDay(new Date('2025-11-23T20:00:00Z'))).toBe('You are offline. This page was saved on 24 November.');
  });

  it('says why the saved copy is shown', () => {
    const saved = new Date('2025-11-24T08:00:00Z');
    expect(savedNotice(saved, now, true, 'Asia/Kolkata')).toBe('You are offline. This page was saved on 24 November.');
    expect(savedNotice(saved, now, false, 'Asia/Kolkata')).toBe(
      'The network is not answering. This page was saved on 24 November.',
    );
  });

  it("fills the layout's empty notice and shows it, leaving the rest of the page as it was", () => {
    const layout = readFileSync('src/layouts/BaseLayout.astro', 'utf8');
    const slot = /<p id="saved-copy"[^>]*><\/p>/.exec(layout)?.[0];
    expect(slot, 'BaseLayout has the notice slot').toBeDefined();
    const html = `<body><main>Text</main>${slot}</body>`;
    const shown = withNotice(html, 'You are offline. <b>');
    expect(shown).toContain('>You are offline. &lt;b></p>');
    expect(shown).not.toMatch(/saved-copy[^>]*hidden/);
    expect(shown.replace(/<p id="saved-copy".*<\/p>/, '')).toBe(html.replace(slot!, ''));
    expect(withNotice('<p>no slot</p>', 'x')).toBe('<p>no slot</p>');
  });
});

describe('savedPages: the offline page list', () => {
  const now = new Date('2025-11-26T10:00:00Z');
  const page = (path: string, title: string, date: string | null = 'Mon, 24 Nov 2025 08:00:00 GMT') => ({
    url: `${origin}${path}`,
    html: `<html><head><title>${title}</title></head></html>`,
    date,
  });

  it('lists each saved page by title, without the site name, with the day it was saved', () => {
    const pages = savedPages(
      [
        page('/contact', 'Contact us | Ematix'),
        page('/', 'Ematix &amp; friends'),
        page('/blog', 'Blog | Ematix', null),
      ],
      'Ematix',
      now,
    );
    expect(pages).toEqual([
      { path: '/blog', title: 'Blog', saved: '' },
      { path: '/contact', title: 'Contact us', saved: '24 November' },
      { path: '/', title: 'Ematix & friends', saved: '24 November' },
    ]);
  });

  it('leaves out the offline page and pages without a title', () => {
    expect(savedPages([page(OFFLINE_PAGE, 'Offline'), { ...page('/x', ''), html: '<p>' }], 'Ematix', now)).toEqual([]);
  });
});

describe('OFFLINE=off: the switch-off worker', () => {
  it('takes over at once, deletes every cache an earlier worker saved, and handles no request', async () => {
    const root = mkdtempSync(join(tmpdir(), 'sw-off-'));
    const before = process.env.OFFLINE;
    try {
      process.env.OFFLINE = 'off';
      expect(await writeServiceWorker(root)).toBe(0);
      const listeners = new Map<string, (event: { waitUntil(p: Promise<unknown>): void }) => void>();
      const deleted: string[] = [];
      let skipped = false;
      const self = {
        addEventListener: (type: string, listener: never) => listeners.set(type, listener),
        skipWaiting: () => (skipped = true),
      };
      const caches = {
        keys: async () => Object.values(CACHES),
        delete: async (name: string) => deleted.push(name),
      };
      // Written where the pages register it and the serving rules never let it be cached.
      new Function('self', 'caches', readFileSync(join(root, SERVICE_WORKER), 'utf8'))(self, caches);
      expect([...listeners.keys()].sort()).toEqual(['activate', 'install']);
      listeners.get('install')!({ waitUntil: () => {} });
      expect(skipped).toBe(true);
      const waits: Promise<unknown>[] = [];
      listeners.get('activate')!({ waitUntil: (p) => waits.push(p) });
      await Promise.all(waits);
      expect(deleted.sort()).toEqual(Object.values(CACHES).sort());
    } finally {
      if (before === undefined) delete process.env.OFFLINE;
      else process.env.OFFLINE = before;
      rmSync(root, { recursive: true, force: true });
    }
  });
});
