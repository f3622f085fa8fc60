/** /about-us (issue 3): its page file, the home page's logos and values; expectations come from the content files. */
import { expect, test } from '@playwright/test';
import { blocks, logosOf, settings, values } from './home-content';
import { navigation } from '../support/site';

test.describe('about us', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/about-us');
  });

  test('introduces the company with the badges and the stats', async ({ page }) => {
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: blocks.about.title })).toBeVisible();
    const badges = page.getByTestId('company-badges');
    for (const badge of settings.badges)
      await expect(badges.getByRole('listitem').filter({ hasText: badge.label })).toContainText(badge.value);
    const stats = page.getByTestId('company-stats');
    for (const stat of settings.stats)
      await expect(stats.getByRole('term').filter({ hasText: stat.label })).toHaveCount(1);
    await expect(stats.getByRole('definition')).toHaveText(settings.stats.map((s) => s.value));
  });

  test('shows the trusted-by and academic partner logos', async ({ page }) => {
    for (const group of ['trusted', 'academic'] as const) {
      const logos = logosOf(group);
      const row = page.getByTestId(`logos-${group}`);
      await expect(row.getByRole('img')).toHaveCount(logos.length);
      for (const logo of logos) await expect(row.getByRole('img', { name: logo.name })).toBeVisible();
    }
  });

  test('states the vision, mission and strategy', async ({ page }) => {
    const list = page.getByTestId('company-values');
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(values.map((v) => v.title));
    for (const value of values) await expect(list).toContainText(value.text);
  });

  test('gives the location from the settings, with links on', async ({ page }) => {
    const location = page.getByTestId('company-location');
    const address = location.locator('address');
    for (const part of [
      settings.address.street,
      settings.address.locality,
      settings.address.region,
      settings.address.postalCode,
    ]) {
      await expect(address).toContainText(part);
    }
    await expect(page.getByRole('link', { name: 'Plan a visit' })).toHaveAttribute('href', /^\/contact\?subject=/);
    await page.getByRole('main').getByRole('link', { name: 'Contact us', exact: true }).click();
    await expect(page).toHaveURL(/\/contact\/?$/);
  });

  test("is the page the header's About item links to", async ({ page }) => {
    const item = navigation.header.items.find((i) => i.href === '/about-us')!;
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: item.label }),
    ).toHaveAttribute('aria-current', 'page');
  });
});
