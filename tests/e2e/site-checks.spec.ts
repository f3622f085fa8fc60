/**
 * The checks every built page must pass: first over the files (internal links and fragments, the Nu HTML checker in
 * one run over every page, the JavaScript budget, title and description), then one browser visit per page and width
 * (axe WCAG 2.2 AA, width, console, script and CSP errors, text drawn over text, a Tab order that follows the
 * visual order).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { checkFirstScreen } from '../support/first-screen';
import { checkLinks, checkShareCard, measureJs, overJsBudget, runVnu } from '../support/page-checks';
import { checkFocusOrder } from '../support/focus-order';
import { checkTextOverlaps } from '../support/text-overlap';
import { dist, files, pages, read, routes } from '../support/site';

test.describe('the whole build', () => {
  test('every internal link, image, script and form target resolves to a file of the build', () => {
    const problems = pages.flatMap((page) => checkLinks(page.url, read(page.file), files, read));
    expect(problems.map((p) => `${p.page}: ${p.attribute} "${p.value}" ${p.problem}`)).toEqual([]);
  });

  test('every page is valid HTML (Nu checker)', async () => {
    test.setTimeout(240_000);
    const messages = await runVnu(pages.map((page) => join(dist, page.file)));
    expect(
      messages.map((m) => `${m.file.replace(dist, 'dist')}:${m.line ?? '?'}: ${m.message} [${m.extract ?? ''}]`),
    ).toEqual([]);
  });

  test('every page stays within its JavaScript budget (and the HTML size per page is reported)', () => {
    const rows = pages.map((page) => ({
      url: page.url,
      htmlBytes: gzipSync(read(page.file), { level: 6 }).length,
      ...measureJs(page.url, read(page.file), files, read),
    }));
    // A page's whole HTML is reported, not enforced: what must come in the first round trip is the head, the CSS and
    // the first screen, which the visits at 375 px check; the rest of a long page may come after.
    const table = rows
      .map(
        (r) =>
          `${r.url.padEnd(52)} JS ${((r.gzipBytes - r.onDemandBytes) / 1024).toFixed(1).padStart(5)} KB gz + ${(r.onDemandBytes / 1024).toFixed(1)} KB on demand + ${(r.searchBytes / 1024).toFixed(1)} KB search on first use  ${String(r.scripts).padStart(2)} script(s)  ${r.hasIslands ? 'islands  (budget 75 KB in all)' : 'no island (budget 3 KB + 2 KB on demand)'}   HTML ${(r.htmlBytes / 1024).toFixed(1).padStart(5)} KB gz`,
      )
      .join('\n');
    console.log(`JavaScript and HTML per page (gzipped):\n${table}`);
    const over = rows.flatMap((r) => {
      const problem = overJsBudget(r);
      return problem ? [`${r.url}: ${problem}`] : [];
    });
    expect(over).toEqual([]);
  });

  test('every page of src/content/pages is built', () => {
    const built = new Set(pages.map((page) => page.url));
    const missing = routes.filter((route) => !built.has(route.id)).map((route) => route.id);
    expect(missing).toEqual([]);
  });

  test('every page has a title, a description, a canonical link and exactly one h1', () => {
    const problems: string[] = [];
    for (const page of pages) {
      const html = read(page.file);
      if (!/<title>[^<]+<\/title>/.test(html)) problems.push(`${page.url}: no title`);
      if (!/<meta name="description" content="[^"]+"/.test(html)) problems.push(`${page.url}: no description`);
      if (!/<link rel="canonical" href="https?:\/\/[^"]+"/.test(html)) problems.push(`${page.url}: no canonical link`);
      const h1s = html.match(/<h1[\s>]/g)?.length ?? 0;
      if (h1s !== 1) problems.push(`${page.url}: ${h1s} h1 elements`);
    }
    expect(problems).toEqual([]);
  });

  test('every page has its own share card: in the build, 1200×630, small, its alt naming the page', () => {
    const readPicture = (path: string) => {
      const file = join(dist, decodeURIComponent(path));
      return existsSync(file) ? readFileSync(file) : undefined;
    };
    const problems: string[] = [];
    // One picture per page (pages served at two paths share their canonical page's), and no two alike.
    const cardOf = new Map<string, string>();
    const pageOfPicture = new Map<string, string>();
    for (const page of pages) {
      const report = checkShareCard(read(page.file), readPicture, page.url);
      problems.push(...report.problems.map((problem) => `${page.url}: ${problem}`));
      if (!report.image || !report.canonical) continue;
      const earlier = cardOf.get(report.canonical);
      if (earlier && earlier !== report.image) problems.push(`${page.url}: a second card for ${report.canonical}`);
      cardOf.set(report.canonical, report.image);
      const bytes = readPicture(report.image);
      const digest = bytes && createHash('sha256').update(bytes).digest('hex');
      const other = digest && pageOfPicture.get(digest);
      if (other && other !== report.canonical) problems.push(`${page.url}: the same card as ${other}`);
      if (digest) pageOfPicture.set(digest, report.canonical);
    }
    expect(problems).toEqual([]);
    // The cards are for other apps to fetch, not for the offline copy: the service worker stores none ahead.
    expect(read('sw.js')).not.toMatch(/\/og\//);
  });
});

/** Records CSP violations the page reports (securitypolicyviolation events), from before its first script. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`CSP blocked ${e.blockedURI} (${e.effectiveDirective}) ${e.sample}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

/**
 * One visit per page and width, every browser check of the page in it, through the server the tests run on
 * (deploy/nginx.conf on nginx: its headers and CSP apply): axe (WCAG 2.2 AA) after the islands on show have hydrated,
 * nothing wider than the window, no link, button or heading whose text is drawn over another's
 * (tests/support/text-overlap.ts), no console error, no script error, no CSP violation, status 200 and the page's own
 * CSP; at 375 px also the first-paint contract: the head, the CSS and everything drawn in the first 375 x 812 screen
 * within the first 14 KB of the gzipped HTML (tests/support/first-screen.ts). Then, at 375 px, the page as it is
 * before any script runs (JavaScript off: what a cheap phone shows first, and what a visitor without JavaScript
 * keeps): no wider than the phone at 375, 360 (the most common cheap Android) and 320 px (the narrowest still in
 * use). A page wider than the phone before its islands hydrate is zoomed out on first paint. (axe needs the page's JavaScript to run, so it runs in the visits with JavaScript.)
 */
for (const width of [1280, 375]) {
  test.describe(`every page at ${width} px`, () => {
    test.describe.configure({ mode: 'parallel' });
    test.use(
      width === 375
        ? { viewport: { width, height: 812 }, isMobile: true, hasTouch: true }
        : // The service worker runs as it does for visitors (playwright.config.ts blocks it elsewhere): once per page
          // is enough to see it raise no error, so only in this pass.
          { viewport: { width, height: 800 }, serviceWorkers: 'allow' },
    );
    for (const { url, file } of pages) {
      test(url, async ({ page }) => {
        // axe over a long page (the internship catalogue) is slow on a loaded 2-core machine.
        test.setTimeout(90_000);
        // Nothing leaves the machine: outside requests (none expected) are answered here, after the CSP allowed them.
        await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204 }));
        const violations = await watchViolations(page);
        const problems: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
        });
        page.on('pageerror', (error) => problems.push(`script error: ${error.message}`));
        const response = await page.goto(url, { waitUntil: 'load' });
        expect(response?.status()).toBe(200);
        await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveCount(1);
        if (width === 375) {
          // The first-paint contract: the head, the CSS and everything drawn in the phone's first screen come in the
          // first round trip. Measured at load, before anything is scrolled, with JavaScript on: the phone menu is then
          // closed from the first paint (its shown-without-JavaScript style is a <noscript> in the head).
          const firstScreen = await checkFirstScreen(page, read(file));
          expect(firstScreen.ok, firstScreen.detail).toBe(true);
        }
        // Every island on show hydrates (Astro then removes its `ssr` attribute); client:visible ones once scrolled
        // to. Islands inside something hidden (a closed tab panel, a phone-only block) wait until shown, as they should.
        const islands = page.locator('astro-island');
        for (let i = 0; i < (await islands.count()); i += 1) {
          const shown = await islands.nth(i).evaluate((island) => {
            const box = [...island.querySelectorAll('*')].find((el) => el.getClientRects().length > 0);
            box?.scrollIntoView({ block: 'center' });
            return Boolean(box);
          });
          if (shown)
            await expect(islands.nth(i), `island ${i + 1} hydrates`).not.toHaveAttribute('ssr', /.*/, {
              timeout: 10_000,
            });
        }
        expect(await axeViolations(page), 'axe').toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'page is wider than the window').toBeLessThanOrEqual(0);
        expect(await checkTextOverlaps(page), 'text of links, buttons or headings drawn over each other').toEqual([]);
        expect(await checkFocusOrder(page), 'Tab order against the visual order').toEqual([]);
        expect([...problems, ...(await violations())]).toEqual([]);
      });
    }
  });
}

/**
 * JavaScript off, one page (and browser context) for a share of the pages: a visit here is a load and three widths,
 * so a context of its own per page would cost as much again.
 */
test.describe('every page at 375 px before any script runs', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, javaScriptEnabled: false });
  const shares = 6;
  for (let share = 0; share < shares; share += 1) {
    const urls = pages.map((p) => p.url).filter((_, i) => i % shares === share);
    test(`${urls[0]} and ${urls.length - 1} more pages`, async ({ page }) => {
      const wide: string[] = [];
      for (const url of urls) {
        await page.setViewportSize({ width: 375, height: 812 });
        await page.goto(url, { waitUntil: 'load' });
        for (const width of [375, 360, 320]) {
          await page.setViewportSize({ width, height: 812 });
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          if (scrollWidth > width) wide.push(`${url}: ${scrollWidth} px at ${width} px`);
        }
      }
      expect(wide, 'pages wider than the phone').toEqual([]);
    });
  }
});
