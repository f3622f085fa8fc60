/**
 * Site search (issue 21) on the built site: the header's control at 1280 and 375 px, the queries of the issue each
 * reaching their page, nothing loaded before use, `/` and Escape, the keyboard path through the results, the polite
 * result count, the no-result ways on, the no-JavaScript path to the site map, and the site map itself (every route of
 * the registry). What a query must find is read from the page it reaches, never copied from the content.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { routes } from '../support/site';
import { OFFLINE_PAGE } from '../../src/lib/serving/offline';
import { words } from '../support/search-queries';

/**
 * The queries. `named`: the page found must name the query in its title (the page about it); every query's
 * page must contain each of its words in its main text. `path`: the one page it must be (a section's home page).
 */
const QUERIES: { query: string; named: boolean; path?: string }[] = [
  { query: 'vlsi', named: true },
  { query: 'VLSI internship', named: true },
  { query: 'premium membership price', named: false },
  { query: 'iciemsd', named: true },
  { query: 'Ematix-Prime', named: true, path: '/ematixprime' },
  { query: 'salem', named: true },
  { query: '14,999', named: false },
  { query: 'pcb', named: true },
];

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' });
const field = (page: Page) => dialog(page).getByRole('searchbox', { name: 'Search the site' });
const results = (page: Page) => dialog(page).getByRole('list', { name: 'Results' }).getByRole('link');
const status = (page: Page) => dialog(page).getByRole('status');
const isSearchRequest = (url: string) => /\/pagefind\/|\/_astro\/search-panel\./.test(new URL(url).pathname);

/** Opens search from the header: the desktop row's control, or on a phone the one in the menu. */
async function openFromHeader(page: Page) {
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).filter({ visible: true }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(field(page)).toBeFocused();
}

async function search(page: Page, query: string) {
  await field(page).fill(query);
  await expect(status(page)).toHaveText(/^\d+ results?$|^No results/);
}

for (const width of [1280, 375]) {
  test.describe(`search from the header at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 800 : 740 } });

    for (const { query, named, path } of QUERIES) {
      test(`"${query}" finds its page first or second, and ArrowDown and Enter open it`, async ({ page }) => {
        await page.goto('/careers');
        await openFromHeader(page);
        await search(page, query);
        const top = await results(page).evaluateAll((links) =>
          links.slice(0, 2).map((a) => ({ href: a.getAttribute('href')!, title: a.firstElementChild!.textContent! })),
        );
        expect(top.length, `results for "${query}"`).toBeGreaterThan(0);
        const wanted = words(query);
        const fits = (hit: { href: string; title: string }) =>
          (path === undefined || hit.href === path) &&
          (!named || wanted.every((word) => words(hit.title).includes(word)));
        const at = top.findIndex(fits);
        expect(at, `"${query}": first two results ${JSON.stringify(top)}`).toBeGreaterThanOrEqual(0);
        for (let i = 0; i <= at; i += 1) await page.keyboard.press('ArrowDown');
        await expect(results(page).nth(at)).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(
          (url) =>
            url.pathname.replace(/\/$/, '') === top[at]!.href.replace(/(?<=.)\/$/, '') ||
            (url.pathname === '/' && top[at]!.href === '/'),
        );
        // Each word of the query is on the page (Pagefind matches word stems too: "price" finds "prices"), or among
        // the words the page is known by (its content's searchWords, which BaseLayout hands to the index).
        const main = page.locator('main');
        const text = words(`${await main.innerText()} ${(await main.getAttribute('data-search-words')) ?? ''}`);
        for (const word of wanted)
          expect(
            text.some((w) => w.startsWith(word)),
            `"${word}" on ${top[at]!.href}`,
          ).toBe(true);
      });
    }
  });
}

test('nothing of the search (script, index) is requested before the control is used', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/ematixprime');
  await page.mouse.wheel(0, 2000);
  await page.waitForTimeout(500);
  await page.getByRole('link', { name: 'Skip to main content' }).focus();
  expect(requested.filter(isSearchRequest)).toEqual([]);
  await openFromHeader(page);
  await search(page, 'vlsi');
  expect(requested.filter(isSearchRequest).length).toBeGreaterThan(0);
  expect(requested.some((url) => new URL(url).pathname === '/pagefind/pagefind.js')).toBe(true);
});

test('"/" opens search and focuses the field; Escape closes it; "/" typed in a form field is just a character', async ({
  page,
}) => {
  await page.goto('/contact');
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('/');
  await expect(dialog(page)).toBeVisible();
  await expect(field(page)).toBeFocused();
  await expect(field(page)).toHaveValue('');
  await page.keyboard.type('pcb');
  await expect(results(page).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();

  const input = page.locator('main form input[type="text"], main form input:not([type])').first();
  await input.click();
  await page.keyboard.type('a/b');
  await expect(input).toHaveValue('a/b');
  await expect(dialog(page)).toBeHidden();
});

test('Escape closes and gives focus back to the header control; Tab from the field reaches the first result', async ({
  page,
}) => {
  await page.goto('/blog');
  await openFromHeader(page);
  await search(page, 'vlsi');
  await page.keyboard.press('Tab');
  await expect(results(page).first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(field(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Search' }).filter({ visible: true })).toBeFocused();
});

test('results show title, area and an excerpt with the match marked; the count is announced politely', async ({
  page,
}) => {
  await page.goto('/');
  await openFromHeader(page);
  await search(page, 'vlsi');
  await expect(status(page)).toHaveText(/^\d+ results?$/);
  await expect(status(page)).toHaveAttribute('role', 'status'); // implicit aria-live="polite"
  const first = results(page).first();
  await expect(first.locator('span').nth(0)).not.toBeEmpty();
  await expect(first.locator('span').nth(1)).toHaveText(
    /^(Company|Products|Ematix-Prime community|Internships|Conferences and events|Blog)$/,
  );
  await expect(first.locator('mark').first()).toHaveText(/vlsi/i);
  // The field sits in a search landmark.
  await expect(dialog(page).getByRole('search')).toContainText('');
  await expect(dialog(page).getByRole('search').getByRole('searchbox')).toHaveCount(1);
});

test('no result: a helpful line and the ways on (site map, contact)', async ({ page }) => {
  await page.goto('/partner');
  await openFromHeader(page);
  await search(page, 'qqzxv');
  await expect(status(page)).toHaveText(/^No results for “qqzxv”/);
  await expect(results(page)).toHaveCount(0);
  await expect(dialog(page).getByRole('link', { name: /site map/i })).toHaveAttribute('href', '/search#site-map');
  await expect(dialog(page).getByRole('link', { name: /contact/i })).toHaveAttribute('href', '/contact');
});

for (const width of [1280, 375]) {
  test(`axe finds nothing with the results open (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/ematixprime/membership');
    await openFromHeader(page);
    await search(page, 'membership');
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('on a 320 px phone the field and the first result are at the top, and the results scroll', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await page.goto('/');
  await openFromHeader(page);
  await search(page, 'salem');
  const box = (await results(page).first().boundingBox())!;
  // Above the half of the screen an on-screen keyboard leaves free.
  expect(box.y + box.height).toBeLessThan(568 / 2 + 40);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  const list = dialog(page).getByRole('list', { name: 'Results' });
  const scrolls = await list.evaluate(
    (el) => el.scrollHeight > el.clientHeight && getComputedStyle(el).overflowY === 'auto',
  );
  expect(scrolls).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
});

test('/search?q= shows the results in place', async ({ page }) => {
  await page.goto('/search?q=pcb');
  const box = page.getByRole('main').getByRole('search');
  await expect(box.getByRole('searchbox')).toHaveValue('pcb');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ results?$/);
  await expect(page.getByRole('main').getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  // Here "/" goes to the page's own field rather than opening the dialog.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('/');
  await expect(box.getByRole('searchbox')).toBeFocused();
  await expect(dialog(page)).toHaveCount(0);
});

for (const width of [1280, 375]) {
  test(`/search: the panel fills its box and the site map below does not move (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    // Every layout shift from the first paint on, as the browser reports them (what CLS adds up).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/search');
    await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
    const siteMapTop = await page.getByTestId('site-map').evaluate((el) => el.getBoundingClientRect().top);
    // The panel's own size is the box's reserved size: nothing moves once it is in.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await page.getByTestId('site-map').evaluate((el) => el.getBoundingClientRect().top)).toBe(siteMapTop);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  for (const width of [1280, 375]) {
    test(`the header's search control is a link to /search, which offers the site map (${width} px)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto('/careers');
      await page.getByRole('banner').getByRole('link', { name: 'Search' }).filter({ visible: true }).click();
      await expect(page).toHaveURL(/\/search$/);
      await expect(page.getByRole('heading', { name: 'Site map', exact: true })).toBeVisible();
      await expect(page.getByTestId('site-map').getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('searchbox')).toHaveCount(0);
      await expect(page.locator('[data-search-page]'), 'no empty panel box').toBeHidden();
      await context.close();
    });
  }
});

test('the site map lists every page of src/content/pages, grouped by area; the footer and the not-found page link it', async ({
  page,
}) => {
  await page.goto('/search');
  const map = page.getByTestId('site-map');
  const hrefs = await map.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  // A page reachable under two paths is listed once, at its canonical path; /search is this page; /offline is only
  // for the service worker.
  const expected = routes
    .filter((route) => !route.canonical && !['/search', OFFLINE_PAGE].includes(route.id))
    .map((route) => route.id);
  expect([...hrefs].sort()).toEqual([...expected].sort());
  for (const route of routes.filter((r) => r.canonical)) expect(hrefs).toContain(route.canonical);
  await expect(map.getByRole('heading', { level: 3 }).first()).toBeVisible();

  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Site map' })).toHaveAttribute(
    'href',
    '/search#site-map',
  );
  await page.goto('/no-such-page');
  await expect(page.getByRole('main').getByRole('link', { name: /site map/i })).toHaveAttribute('href', '/search');
});
