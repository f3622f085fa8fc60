/**
 * The section navigation (src/components/ui/SectionNav.astro) as the Ematix-Prime menu of every /ematixprime page:
 * by mouse, by keyboard (focus opens, Escape returns focus, arrows move, Tab leaves), and at 375 px as an accordion.
 * Expected items come from src/content/prime/navigation.yaml.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { expect, test, type Page } from '@playwright/test';

interface Item {
  label: string;
  path?: string;
  external?: string;
  red?: boolean;
  submenu?: { label: string; path: string }[];
}
const menu = (parse(readFileSync(resolve('src/content/prime/navigation.yaml'), 'utf8')) as { community: { items: Item[] } }).community.items;
const testSite = (parse(readFileSync(resolve('src/content/site/settings.yaml'), 'utf8')) as { site: { externalLinks: { testSite: string } } }).site.externalLinks
  .testSite;
const sections = menu.filter((item) => item.submenu?.length);
const first = sections[0]!;
const second = sections[1]!;
const PAGE = '/ematixprime/contact';

const nav = (page: Page) => page.getByTestId('community-nav');
const button = (page: Page, label: string) => nav(page).locator('summary', { hasText: new RegExp(`^\\s*${label}\\s*$`) });
const submenu = (page: Page, label: string) => button(page, label).locator('xpath=following-sibling::*[1]');

test.describe('the community menu on a wide screen (1280 px)', () => {
  test('shows every section and the red test-site link, which opens a new tab and says so', async ({ page }) => {
    await page.goto(PAGE);
    await expect(nav(page)).toHaveAttribute('aria-label', /Ematix.Prime/);
    for (const item of sections) await expect(button(page, item.label)).toBeVisible();
    const red = nav(page).getByRole('link', { name: /Take Test Link/ });
    await expect(red).toHaveAttribute('href', testSite);
    await expect(red).toHaveAttribute('target', '_blank');
    await expect(red).toHaveAttribute('rel', /noopener/);
    await expect(red).toHaveAccessibleName(/opens in a new tab/);
    // Closed submenus: their links are not shown.
    await expect(submenu(page, first.label)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1280);
  });

  test('hovering opens a submenu with every page of its section; leaving closes it; a click keeps it open', async ({ page }) => {
    await page.goto(PAGE);
    await button(page, first.label).hover();
    const links = submenu(page, first.label).getByRole('link');
    await expect(links).toHaveText(first.submenu!.map((link) => link.label));
    for (const [index, link] of first.submenu!.entries()) await expect(links.nth(index)).toHaveAttribute('href', link.path);
    // Hovering another section swaps the open submenu.
    await button(page, second.label).hover();
    await expect(submenu(page, second.label)).toBeVisible();
    await expect(submenu(page, first.label)).toBeHidden();
    await page.mouse.move(5, 700);
    await expect(submenu(page, second.label)).toBeHidden();
    // Hover, then click: stays open after the pointer leaves; a click elsewhere closes it.
    await button(page, first.label).hover();
    await button(page, first.label).click();
    await page.mouse.move(5, 700);
    await expect(submenu(page, first.label)).toBeVisible();
    await page.mouse.click(5, 700);
    await expect(submenu(page, first.label)).toBeHidden();
    // Clicking toggles it.
    await button(page, second.label).click();
    await page.mouse.move(5, 700);
    await button(page, second.label).click();
    await expect(submenu(page, second.label)).toBeHidden();
  });

  test('a link in a submenu navigates to its page', async ({ page }) => {
    const target = second.submenu!.at(-1)!;
    await page.goto(PAGE);
    await button(page, second.label).click();
    await submenu(page, second.label).getByRole('link', { name: target.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${target.path}/?$`));
  });

  // The pages already built on CommunityLayout that the menu links to (the others still show the shared notice).
  const built = menu
    .flatMap((item) => (item.submenu ?? []).map((link) => ({ section: item.label, ...link })))
    .filter((link) => readFileSync(resolve(`dist${link.path}/index.html`), 'utf8').includes('data-testid="community-nav"'));

  test('a page in the menu marks its link "page" and its section "true", and nothing else', async ({ page }) => {
    test.skip(built.length === 0, 'no page in the menu is on CommunityLayout yet (markCurrent is unit-tested)');
    // One visit per page of the menu: every community page is built now.
    test.setTimeout(30_000 + built.length * 5_000);
    for (const link of built) {
      await page.goto(link.path);
      await expect(nav(page).locator('[aria-current="page"]')).toHaveCount(1);
      await expect(nav(page).locator('[aria-current="page"]').first()).toHaveAttribute('href', link.path);
      await expect(nav(page).locator('[aria-current="true"]')).toHaveCount(1);
      await expect(button(page, link.section)).toHaveAttribute('aria-current', 'true');
    }
  });

  test('a community page outside the menu marks no item', async ({ page }) => {
    await page.goto(PAGE);
    await expect(nav(page).locator('[aria-current]')).toHaveCount(0);
  });

  test('keyboard: focus opens, arrows move within, Escape closes and returns focus, Tab leaves without a trap', async ({ page }) => {
    await page.goto(PAGE);
    const summary = button(page, first.label);
    const links = submenu(page, first.label).getByRole('link');
    const count = first.submenu!.length;
    // Tab from the page's skip link onwards until the first section's button has focus.
    await page.keyboard.press('Tab');
    for (let i = 0; i < 30 && !(await summary.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(summary).toBeFocused();
    await expect(submenu(page, first.label)).toBeVisible();

    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(links.nth(count - 1)).toBeFocused(); // wraps round
    await page.keyboard.press('Home');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(links.nth(count - 1)).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(submenu(page, first.label)).toBeHidden();
    await expect(summary).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(submenu(page, first.label)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(submenu(page, first.label)).toBeHidden();
    await page.keyboard.press('ArrowUp');
    await expect(links.nth(count - 1)).toBeFocused();

    // Tab past the last link leaves the submenu, which closes; focus moves on to the next section.
    await page.keyboard.press('Tab');
    await expect(button(page, second.label)).toBeFocused();
    await expect(submenu(page, first.label)).toBeHidden();
    await expect(submenu(page, second.label)).toBeVisible();
    // Shift+Tab goes back to the first section's button (its submenu closed when focus left it) and opens it again.
    await page.keyboard.press('Shift+Tab');
    await expect(summary).toBeFocused();
    await expect(submenu(page, first.label)).toBeVisible();
    await expect(submenu(page, second.label)).toBeHidden();
  });
});

test.describe('the community menu behaviour, loaded at first contact', () => {
  // The behaviour is a file of its own (section-nav-menu), fetched at the first pointer, focus or key contact.
  const isMenuScript = (url: string | URL) => /\/_astro\/section-nav-menu\.[\w-]+\.js$/.test(String(url));

  test('is not fetched before the visitor touches the menu', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => isMenuScript(request.url()) && fetched.push(request.url()));
    await page.goto(PAGE);
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    await button(page, first.label).hover();
    await expect.poll(() => fetched.length).toBe(1);
    await expect(submenu(page, first.label)).toBeVisible();
  });

  test('a hover or key made while it loads on a slow network is not lost', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(isMenuScript, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(PAGE);
    // Focus the first section's button by keyboard and press ArrowDown at once, before the behaviour has arrived.
    const summary = button(page, first.label);
    await page.keyboard.press('Tab');
    for (let i = 0; i < 30 && !(await summary.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => window.scrollY)).toBe(0); // the arrow did not scroll the page meanwhile
    release();
    await expect(submenu(page, first.label).getByRole('link').first()).toBeFocused();

    // The same for a hover on a fresh page: it opens once the behaviour arrives, while the pointer is still there.
    let releaseHover = () => {};
    const heldHover = new Promise<void>((resolve) => (releaseHover = resolve));
    await page.unroute(isMenuScript);
    await page.route(isMenuScript, async (route) => {
      await heldHover;
      await route.continue();
    });
    await page.goto(PAGE);
    await button(page, second.label).hover();
    await expect(submenu(page, second.label)).toBeHidden();
    releaseHover();
    await expect(submenu(page, second.label)).toBeVisible();
  });
});

test.describe('the community menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('folds behind one button; each section is an accordion row that opens on its own', async ({ page }) => {
    await page.goto(PAGE);
    const toggle = nav(page).getByRole('button', { name: /menu/i });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(list).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const item of sections) await expect(button(page, item.label)).toBeVisible();
    await button(page, first.label).click();
    await button(page, second.label).click();
    // Both stay open: on phones each row opens and closes on its own.
    await expect(submenu(page, first.label).getByRole('link')).toHaveText(first.submenu!.map((link) => link.label));
    await expect(submenu(page, second.label)).toBeVisible();
    await button(page, first.label).click();
    await expect(submenu(page, first.label)).toBeHidden();
    await expect(submenu(page, second.label)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    // Escape on a section button closes the whole menu and returns focus to its button.
    await button(page, first.label).focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('without JavaScript the menu is shown and every submenu still opens', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 }, baseURL });
    const page = await context.newPage();
    await page.goto(PAGE);
    await expect(nav(page).getByRole('button', { name: /menu/i })).toBeHidden();
    await button(page, first.label).click();
    await expect(submenu(page, first.label).getByRole('link').first()).toBeVisible();
    await context.close();
  });
});
