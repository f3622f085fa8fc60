/**
 * The section navigation (src/components/ui/SectionNav.astro) as the Ematix-Prime menu of every /ematixprime page:
 * by mouse, by keyboard (the disclosure navigation pattern: Tab walks the buttons, Enter/Space/ArrowDown open, Escape
 * returns focus, Tab leaves), its Tab count and skip link, its layout at 1280 px (one row, no panel covers a button),
 * and at 375 px as an accordion.
 * Expected items come from src/content/prime/navigation.yaml, read as the build reads it (tests/support/content.ts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { entry } from '../support/content';

interface Item {
  label: string;
  path?: string;
  external?: string;
  red?: boolean;
  submenu?: { label: string; path: string }[];
}
const menu = (await entry<{ items: Item[] }>('navigation', 'community')).data.items;
const testSite = (await entry<{ externalLinks: { testSite: string } }>('settings', 'site')).data.externalLinks.testSite;
const sections = menu.filter((item) => item.submenu?.length);
const first = sections[0]!;
const second = sections[1]!;
const PAGE = '/ematixprime/contact';

const nav = (page: Page) => page.getByTestId('community-nav');
const button = (page: Page, label: string) =>
  nav(page).locator('summary', { hasText: new RegExp(`^\\s*${label}\\s*$`) });
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

  test('hovering opens a submenu with every page of its section; leaving closes it; a click keeps it open', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await button(page, first.label).hover();
    const links = submenu(page, first.label).getByRole('link');
    await expect(links).toHaveText(first.submenu!.map((link) => link.label));
    for (const [index, link] of first.submenu!.entries())
      await expect(links.nth(index)).toHaveAttribute('href', link.path);
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

  // The pages of the menu built on CommunityLayout: all of them now (markCurrent is unit-tested too).
  const built = menu
    .flatMap((item) => (item.submenu ?? []).map((link) => ({ section: item.label, ...link })))
    .filter((link) =>
      readFileSync(resolve(`dist${link.path}/index.html`), 'utf8').includes('data-testid="community-nav"'),
    );

  test('a page in the menu marks its link "page" and its section "true", and nothing else', async ({ page }) => {
    expect(built.length, 'the menu links to pages built on CommunityLayout').toBeGreaterThan(0);
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

  test('keyboard (disclosure navigation): focus opens nothing; Enter, Space, ArrowDown open; Escape closes and returns focus', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const summary = button(page, first.label);
    const links = submenu(page, first.label).getByRole('link');
    const count = first.submenu!.length;
    await tabTo(page, summary);
    await expect(submenu(page, first.label)).toBeHidden(); // focus alone opens nothing
    await page.keyboard.press('Tab');
    await expect(button(page, second.label)).toBeFocused(); // Tab moves between the buttons
    await expect(submenu(page, second.label)).toBeHidden();
    await page.keyboard.press('Shift+Tab');
    await expect(summary).toBeFocused();

    // Enter opens (focus stays on the button), Escape closes; Space too.
    await page.keyboard.press('Enter');
    await expect(submenu(page, first.label)).toBeVisible();
    await expect(summary).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(submenu(page, first.label)).toBeHidden();
    await expect(summary).toBeFocused();
    await page.keyboard.press(' ');
    await expect(submenu(page, first.label)).toBeVisible();
    // Tab from an open section goes into its links.
    await page.keyboard.press('Tab');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(submenu(page, first.label)).toBeHidden();
    await expect(summary).toBeFocused();

    // ArrowDown opens at the first link; the arrows move within, wrapping round; Home and End.
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(links.nth(count - 1)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(links.nth(count - 1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(submenu(page, first.label)).toBeHidden();
    await expect(summary).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.nth(count - 1)).toBeFocused();

    // Tab past the last link leaves the submenu, which closes; the next section's button gets focus and stays closed.
    await page.keyboard.press('Tab');
    await expect(button(page, second.label)).toBeFocused();
    await expect(submenu(page, first.label)).toBeHidden();
    await expect(submenu(page, second.label)).toBeHidden();
    // Shift+Tab back to the first button: closed, as focus left it.
    await page.keyboard.press('Shift+Tab');
    await expect(summary).toBeFocused();
    await expect(submenu(page, first.label)).toBeHidden();
  });

  test("from the top of a community page, Tab reaches the content after the header and the menu's buttons only", async ({
    page,
  }) => {
    await page.goto(PAGE);
    const stops: { label: string; where: 'header' | 'menu' | 'main' | 'other' }[] = [];
    for (let i = 0; i < 100; i += 1) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const el = document.activeElement!;
        const where = el.closest('header')
          ? 'header'
          : el.closest('[data-section-nav]')
            ? 'menu'
            : el.closest('main')
              ? 'main'
              : 'other';
        return { label: el.textContent!.replace(/\s+/g, ' ').trim(), where } as const;
      });
      stops.push(stop);
      if (stop.where === 'main') break;
    }
    const menuStops = stops
      .filter((stop) => stop.where === 'menu')
      .map((stop) => stop.label.replace(/ \(opens in a new tab\)$/, ''));
    // The menu contributes its top-level items and nothing else: no submenu link is a Tab stop.
    expect(menuStops).toEqual(menu.map((item) => item.label));
    expect(stops.at(-1)!.where).toBe('main');
    // Skip link, header, menu, content in this order.
    expect(stops[0]!.label).toBe('Skip to main content');
    const order = stops.slice(1).map((stop) => stop.where);
    expect(order).toEqual(
      [...order].sort((a, b) => ['header', 'menu', 'main'].indexOf(a) - ['header', 'menu', 'main'].indexOf(b)),
    );
    const header = stops.filter((stop) => stop.where === 'header').length;
    console.log(
      `Tab presses to the first control of ${PAGE}'s content: ${stops.length} (skip link 1, site header ${header}, community menu ${menuStops.length}, content 1)`,
    );
    // The one thing in the way is the site header: with it, the skip link, the menu's buttons and the content's first control.
    expect(stops.length).toBe(1 + header + menu.length + 1);
  });

  test('the skip link jumps past the community menu: one Tab more reaches the content', async ({ page }) => {
    await page.goto(PAGE);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    // The menu is before <main>, not inside it.
    await expect(page.locator('main').getByTestId('community-nav')).toHaveCount(0);
    await page.keyboard.press('Tab');
    const first = await page.evaluate(
      () =>
        document.activeElement!.closest('main') !== null &&
        document.activeElement!.closest('[data-section-nav]') === null,
    );
    expect(first).toBe(true);
  });

  test('focus leaving an open section closes it', async ({ page }) => {
    await page.goto(PAGE);
    await tabTo(page, button(page, first.label));
    await page.keyboard.press('Enter');
    await expect(submenu(page, first.label)).toBeVisible();
    await page.locator('main').getByRole('heading', { level: 1 }).click(); // a click elsewhere
    await expect(submenu(page, first.label)).toBeHidden();
    await button(page, first.label).focus();
    await page.keyboard.press('Enter');
    await expect(submenu(page, first.label)).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab'); // out of the menu, to the site header's last link
    await expect(submenu(page, first.label)).toBeHidden();
  });
});

/** Presses Tab from the top of the page until `target` has focus (at most 40 times). */
async function tabTo(page: Page, target: ReturnType<typeof button>) {
  await page.keyboard.press('Tab');
  for (let i = 0; i < 40 && !(await target.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test.describe("the community menu's layout", () => {
  /** For each item of the row (buttons and Take Test Link), whether the element at its centre is the item itself. */
  const uncovered = (page: Page) =>
    nav(page).evaluate((root) =>
      [
        ...root.querySelectorAll<HTMLElement>(
          'ul[data-disclosure-panel] > li > details > summary, ul[data-disclosure-panel] > li > a',
        ),
      ].map((item) => {
        const box = item.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return { item: item.textContent!.replace(/\s+/g, ' ').trim(), clear: hit !== null && item.contains(hit) };
      }),
    );

  for (const width of [1280, 1024, 800]) {
    test(`at ${width} px every panel opens in turn and none covers a section button or Take Test Link`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(PAGE);
      const items = await uncovered(page);
      expect(items.length).toBe(menu.length);
      for (const section of sections) {
        await button(page, section.label).click();
        await expect(submenu(page, section.label)).toBeVisible();
        const panel = (await submenu(page, section.label).locator('ul').boundingBox())!;
        expect(panel.x, `${section.label}: panel within the page`).toBeGreaterThanOrEqual(0);
        expect(panel.x + panel.width, `${section.label}: panel within the page`).toBeLessThanOrEqual(width);
        expect(
          (await uncovered(page))
            .filter((item) => !item.clear)
            .map((item) => `${section.label} open covers ${item.item}`),
        ).toEqual([]);
        await button(page, section.label).click();
        await expect(submenu(page, section.label)).toBeHidden();
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  }

  test('at 1280 px the menu is one row', async ({ page }) => {
    await page.goto(PAGE);
    const tops = await nav(page).evaluate((root) =>
      [...root.querySelectorAll('ul[data-disclosure-panel] > li')].map((li) =>
        Math.round(li.getBoundingClientRect().top),
      ),
    );
    expect(tops.length).toBe(menu.length);
    expect(new Set(tops).size, 'every item on the same row').toBe(1);
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
    for (let i = 0; i < 30 && !(await summary.evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press('Tab');
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
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
      baseURL,
    });
    const page = await context.newPage();
    await page.goto(PAGE);
    await expect(nav(page).getByRole('button', { name: /menu/i })).toBeHidden();
    await button(page, first.label).click();
    await expect(submenu(page, first.label).getByRole('link').first()).toBeVisible();
    await context.close();
  });
});
