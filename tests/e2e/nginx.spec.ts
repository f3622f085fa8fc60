/**
 * The shipped deploy/nginx.conf on a real nginx against the build in dist/: what visitors get. Every end-to-end test
 * runs through it (playwright.config.ts starts it with scripts/serve.mjs); these check what is nginx's own. Pages with and without a trailing slash; every old spelling from the page files answered with a 301; the
 * not-found page with status 404; the security and caching headers of src/integrations/serving.mjs on a page, an asset,
 * a redirect and the not-found page; precompressed brotli and gzip; and the scripts that reach out (forms, search,
 * carousels) through the CSP. Every page's CSP, console and script errors are checked by tests/e2e/site-checks.spec.ts.
 * Runs wherever nginx is installed (npm test installs it as root on Debian) and must run in CI.
 */
import { request as httpRequest } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { NGINX, hasBrotli } from '../../scripts/nginx-local.mjs';
import { readServingSources, renderHeaders, renderRedirects, servingRules } from '../../src/integrations/serving.mjs';
import { headersFor } from '../support/serving';
import { dist, files, pages, read, routes } from '../support/site';
import { openFilledApplication } from '../support/application-form';

const rules = servingRules(readServingSources());
const aliases = routes.flatMap((route) => (route.aliases ?? []).map((alias) => ({ alias, target: route.id })));
const formEndpoint = readServingSources().settings.formEndpoint;

/** The server the tests run on (playwright.config.ts): deploy/nginx.conf on nginx wherever nginx is installed. */
const base = (info: { project: { use: { baseURL?: string } } } = test.info()) => String(info.project.use.baseURL);

// CI must run these (scripts/test.sh installs nginx there); elsewhere they are skipped without nginx.
test('nginx is installed in CI', () => {
  test.skip(!process.env.CI, 'only required in CI');
  expect(NGINX, 'scripts/ensure-nginx.sh should have installed nginx-light').toBeTruthy();
});

/** A raw GET: the bytes as sent, not decompressed (Node's fetch and Playwright's request decode them). */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (done, fail) => {
      httpRequest(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', fail)
        .end();
    },
  );
}

// The service worker runs as it does for visitors (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.describe('deploy/nginx.conf on a real nginx', () => {
  test.skip(!NGINX, 'nginx is not installed (Debian: bash scripts/ensure-nginx.sh as root)');

  let http: APIRequestContext;

  // eslint-disable-next-line no-empty-pattern -- Playwright requires a destructured first argument; this hook uses no fixture
  test.beforeAll(async ({}, workerInfo) => {
    http = await request.newContext({ baseURL: base(workerInfo), maxRedirects: 0 });
  });
  test.afterAll(async () => {
    await http?.dispose();
  });

  test('serves pages with and without a trailing slash', async () => {
    for (const path of ['/', '/products', '/products/', '/about-us', '/rss.xml', '/sitemap.xml']) {
      expect((await http.get(path)).status(), path).toBe(200);
    }
  });

  test('sends an "Add to calendar" file linked from a page as text/calendar in UTF-8 (phones then offer a calendar)', async () => {
    // The first calendar link the build put on any page, whichever event it is.
    const link = pages
      .map((page) => /href="(\/[^"]+\.ics)"/.exec(read(page.file))?.[1])
      .find((href) => href !== undefined);
    expect(link, 'no page links a .ics file').toBeDefined();
    const response = await http.get(link!);
    expect(response.status(), link).toBe(200);
    expect(response.headers()['content-type'], link).toBe('text/calendar; charset=utf-8');
    expect(await response.text()).toContain('BEGIN:VCALENDAR');
    // The server block's security headers still come with it.
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('answers every old spelling with a 301 to its canonical path, keeping the query string', async () => {
    expect(aliases.length).toBeGreaterThan(0);
    for (const { alias, target } of aliases) {
      for (const path of [alias, `${alias}/`]) {
        const response = await http.get(encodeURI(path));
        expect(response.status(), path).toBe(301);
        expect(new URL(response.headers().location).pathname, path).toBe(target);
      }
    }
    expect((await http.get('/about%20us')).headers().location).toMatch(/\/about-us$/);
    expect((await http.get('/Contact?subject=Hello')).headers().location).toMatch(/\/contact\?subject=Hello$/);
  });

  test('answers an unknown path with the not-found page and status 404', async () => {
    for (const path of ['/no-such-page', '/CAREERS', '/_astro/missing.js']) {
      const response = await http.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('404 Not Found');
    }
  });

  test('in a browser, that not-found page forwards a wrongly cased path to its page', async ({ page }) => {
    await page.goto(`${base()}/CAREERS`);
    await expect(page).toHaveURL(`${base()}/careers`);
    await expect(page).toHaveTitle(new RegExp(`^${routes.find((route) => route.id === '/careers')!.title} \\|`));
  });

  test('sends the security and caching headers of the serving rules on a page, an asset, a redirect and the 404 page', async () => {
    const asset = [...files].find((file) => file.startsWith('_astro/') && file.endsWith('.js'))!;
    const cases = [
      { path: '/contact', status: 200 },
      { path: `/${asset}`, status: 200 },
      { path: '/Products', status: 301 },
      { path: '/no-such-page', status: 404 },
    ];
    for (const { path, status } of cases) {
      const response = await http.get(path);
      expect(response.status(), path).toBe(status);
      const expected = headersFor(rules, path);
      expect(Object.keys(expected)).toEqual(
        expect.arrayContaining([
          'Content-Security-Policy',
          'Strict-Transport-Security',
          'X-Content-Type-Options',
          'Referrer-Policy',
          'Permissions-Policy',
          'Cross-Origin-Opener-Policy',
          'Cache-Control',
        ]),
      );
      for (const [name, value] of Object.entries(expected))
        expect(response.headers()[name.toLowerCase()], `${path} ${name}`).toBe(value);
    }
    expect((await http.get(`/${asset}`)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await http.get('/')).headers()['cache-control']).toMatch(/no-cache|max-age=0, must-revalidate/);
  });

  test('sends the files the build compressed ahead for Accept-Encoding br and gzip', async () => {
    const asset = [...files].find(
      (file) => file.startsWith('_astro/') && file.endsWith('.js') && files.has(`${file}.br`),
    )!;
    for (const [path, file] of [
      ['/', 'index.html'],
      ['/contact', 'contact/index.html'],
      [`/${asset}`, asset],
    ]) {
      const original = readFileSync(join(dist, file));
      const encodings = hasBrotli() ? (['br', 'gzip'] as const) : (['gzip'] as const);
      for (const encoding of encodings) {
        const response = await rawGet(`${base()}${path}`, { 'Accept-Encoding': encoding });
        expect(response.headers['content-encoding'], `${path} ${encoding}`).toBe(encoding);
        // Sent as the stored file (its length), not compressed on the fly (which would be chunked).
        expect(Number(response.headers['content-length']), `${path} ${encoding}`).toBe(
          statSync(join(dist, `${file}.${encoding === 'br' ? 'br' : 'gz'}`)).size,
        );
        expect(String(response.headers.vary), path).toMatch(/Accept-Encoding/i);
        const decoded = encoding === 'br' ? brotliDecompressSync(response.body) : gunzipSync(response.body);
        expect(decoded.equals(original), `${path} ${encoding} decodes to the file`).toBe(true);
      }
      const plain = await rawGet(`${base()}${path}`, { 'Accept-Encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(original)).toBe(true);
    }
    expect(hasBrotli() || !process.env.CI, 'brotli module missing in CI').toBe(true);
  });

  test('the build wrote _headers and _redirects from the same serving rules', () => {
    expect(readFileSync(join(dist, '_headers'), 'utf8')).toBe(renderHeaders(rules));
    expect(readFileSync(join(dist, '_redirects'), 'utf8')).toBe(renderRedirects(rules));
  });

  test('forms can reach the form service from the page (connect-src, form-action) and nothing else', async ({
    page,
  }) => {
    const sent: string[] = [];
    await page.route(`${new URL(formEndpoint).origin}/**`, (route) => {
      sent.push(`${route.request().method()} ${route.request().url()}`);
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>ok</p>' });
    });
    const violations = await watchViolations(page);
    await page.goto(`${base()}/contact`);
    // Sent with fetch, as the form scripts do.
    const status = await page.evaluate(
      (url) => fetch(url, { method: 'POST', body: new FormData() }).then((r) => r.status),
      formEndpoint,
    );
    expect(status).toBe(200);
    // Anywhere else is refused.
    const other = await page.evaluate(() =>
      fetch('https://elsewhere.example.org/x').then(
        () => 'sent',
        () => 'refused',
      ),
    );
    expect(other).toBe('refused');
    expect((await violations()).map((v) => v.directive)).toEqual(['connect-src']);
    // Sent by the browser itself, as without JavaScript (form.submit skips the scripts' handlers).
    await page
      .locator(`form[action="${formEndpoint}"]`)
      .first()
      .evaluate((form: HTMLFormElement) => form.submit());
    await expect.poll(() => sent.length).toBe(2);
  });
});

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** Records CSP violations the page reports (securitypolicyviolation events), also across navigations. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __csp: unknown[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample }),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: Violation[] }).__csp ?? []);
}

test.describe('the scripts through nginx in Chromium', () => {
  test.skip(!NGINX, 'nginx is not installed (Debian: bash scripts/ensure-nginx.sh as root)');

  test('the carousels of /products/webproduct hydrate and move', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(`${base()}/products/webproduct`);
    const carousels = page.locator('[aria-roledescription="carousel"]');
    expect(await carousels.count()).toBeGreaterThan(0);
    for (let i = 0; i < (await carousels.count()); i += 1) {
      const carousel = carousels.nth(i);
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel).toHaveAttribute('data-ready', 'true');
      const shown = () =>
        carousel.locator('[aria-roledescription="slide"]:not([inert])').first().getAttribute('aria-label');
      await expect.poll(shown).not.toBeNull();
      const before = await shown();
      await carousel.getByRole('button', { name: 'Next slide' }).click();
      await expect.poll(shown).not.toBe(before);
    }
    expect(await violations()).toEqual([]);
  });

  test('the site search runs through the CSP: its panel, Pagefind in its worker (WebAssembly) and the index', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    const problems: string[] = [];
    page.on('console', (message) => ['error', 'warning'].includes(message.type()) && problems.push(message.text()));
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    await page.goto(`${base()}/careers`);
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).filter({ visible: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await dialog.getByRole('searchbox').fill('vlsi');
    await expect(dialog.getByRole('status')).toHaveText(/^\d+ results?$/);
    await expect(dialog.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
    // Pagefind falls back to the page itself (with a console warning) when its worker cannot start.
    expect(workers).toContain('/pagefind/pagefind-worker.js');
    expect(problems).toEqual([]);
    expect(await violations()).toEqual([]);
  });

  test("the home page's scripts run: the logo strip moves and the hero video gets its source", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(`${base()}/`);
    // The strip starts moving when it nears the screen.
    await page.locator('[data-marquee]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-marquee] [data-copy="duplicate"]')).toBeAttached();
    await expect(page.locator('[data-hero-video]')).toHaveAttribute('data-video', /.+/);
    expect(await violations()).toEqual([]);
  });

  test('the job application is sent with fetch to the form service through the CSP', async ({ page }) => {
    const sent: string[] = [];
    // The context's route: on a page the service worker controls, the worker sends the form (page.route misses it).
    await page.context().route(`${formEndpoint}**`, (route) => {
      sent.push(route.request().method());
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
    });
    const violations = await watchViolations(page);
    await page.goto(`${base()}/careers`);
    const dialog = await openFilledApplication(page);
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await expect(dialog.getByRole('status')).toContainText('Thank you');
    expect(sent).toEqual(['POST']);
    expect(await violations()).toEqual([]);
  });
});
