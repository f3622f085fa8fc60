/** The not-found page, and old spellings of real paths (SPEC's route table, DECISIONS "Paths"). */
import { expect, test } from '@playwright/test';
import { canonicalPath } from '../../src/lib/paths';
import { routes } from '../support/site';

test('an unknown path shows the spec error screen with status 404 and ways on', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
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

test('a wrongly cased path with no page behind it stays on the not-found screen', async ({ page }) => {
  await page.goto('/No-Such-Page');
  await page.waitForTimeout(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
  expect(new URL(page.url()).pathname).toBe('/No-Such-Page');
});

// Every alias in the registry, plus the spec route table's own spellings, ends on the canonical page.
const variants = [
  ...routes.flatMap((route) => (route.aliases ?? []).map((alias) => ({ from: alias, to: route.id }))),
  { from: '/about%20us', to: '/about-us' },
  { from: '/Products/', to: '/products' },
  { from: '/BLOG', to: '/blog' },
];

for (const { from, to } of variants) {
  test(`${from} leads to ${to}`, async ({ page }) => {
    await page.goto(encodeURI(decodeURI(from)));
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === to.replace(/\/$/, '') || (to === '/' && url.pathname === '/'));
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
