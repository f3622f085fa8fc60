/** The not-found page, and old spellings of real paths (SPEC's route table, DECISIONS "Paths"). */
import { expect, test } from '@playwright/test';
import { canonicalPath } from '../../src/lib/format/paths';
import { navigation, routes } from '../support/site';

test('an unknown path shows a calm "Page not found" page with status 404, SPEC\'s words and the ways on', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  // DECISIONS: 'Page not found' is the visible headline; SPEC §2's words stay beside it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByText('Unexpected Application Error!')).toBeVisible();
  await expect(page.getByTestId('error-summary')).toHaveText('404 Not Found');
  await expect(page.locator('[data-missing-path]')).toHaveText('/no-such-page');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
  await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  // It stays: nothing to forward to.
  await page.waitForTimeout(500);
  expect(new URL(page.url()).pathname).toBe('/no-such-page');
});

test('the ways on are home and every main section of the header, each shown once', async ({ page }) => {
  await page.goto('/no-such-page');
  const ways = page.getByRole('navigation', { name: 'Ways on' }).getByRole('link');
  const sections = navigation.header.items.filter((item) => item.desktop !== false);
  await expect(ways).toHaveText(['Home', ...sections.map((item) => item.label)]);
  const hrefs = await ways.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(['/', ...sections.map((item) => item.href)]);
  expect(hrefs, 'contact is among the ways on').toContain('/contact');
});

test('the not-found page does not look like a crash: no alert, no red error box', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('alert')).toHaveCount(0);
  const headline = page.getByRole('heading', { level: 1 });
  const color = await headline.evaluate((el) => getComputedStyle(el).color);
  // The page header's white headline, as on every inner page; not the red of the island failure screen.
  expect(color).toBe('rgb(255, 255, 255)');
});

test('a wrongly cased path with no page behind it stays on the not-found page', async ({ page }) => {
  await page.goto('/No-Such-Page');
  await page.waitForTimeout(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByTestId('error-summary')).toHaveText('404 Not Found');
  expect(new URL(page.url()).pathname).toBe('/No-Such-Page');
});

// Every alias in the registry maps to its page (nginx answers each with a 301: tests/e2e/nginx.spec.ts), and the spec
// route table's own spellings end on the canonical page in the browser, by the server's redirect or the not-found
// page's forwarding.
const aliases = routes.flatMap((route) => (route.aliases ?? []).map((alias) => ({ from: alias, to: route.id })));

test('every old spelling in the registry names its page', () => {
  expect(aliases.filter(({ from, to }) => canonicalPath(from) !== to)).toEqual([]);
});

for (const { from, to } of [
  { from: '/about%20us', to: '/about-us' },
  { from: '/Products/', to: '/products' },
  { from: '/BLOG', to: '/blog' },
  ...aliases.slice(0, 1),
]) {
  test(`${from} leads to ${to}`, async ({ page }) => {
    await page.goto(encodeURI(decodeURI(from)));
    await page.waitForURL(
      (url) => url.pathname.replace(/\/$/, '') === to.replace(/\/$/, '') || (to === '/' && url.pathname === '/'),
    );
    const title = routes.find((r) => r.id === to)!.title;
    await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    expect(canonicalPath(from)).toBe(to);
  });
}

test('the _redirects file answers every alias with a 301 to the canonical path', async ({ request }) => {
  const text = await (await request.get('/_redirects')).text();
  for (const route of routes) {
    for (const alias of route.aliases ?? []) expect(text).toContain(`${encodeURI(alias)} ${route.id} 301`);
  }
});
