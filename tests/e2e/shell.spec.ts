/**
 * The site shell: header (desktop and 375 px, mobile menu by mouse and keyboard), skip link, footer, head, chat link
 * (in the header bar on phones, floating from md).
 */
import { expect, test, type Page } from '@playwright/test';
import { builtFor, navigation, pages, read, routes, settings } from '../support/site';
import { keepNamesWhole } from '../../src/lib/format/names';
import { OFFLINE_PAGE } from '../../src/lib/serving/offline';

const desktopItems = navigation.header.items.filter((item) => item.desktop !== false);
const mobileItems = navigation.header.items.filter((item) => item.mobile !== false);
/** The header item that links to `href` (a route), with the label the mobile menu gives it. */
const headerItem = (href: string) => {
  const item = navigation.header.items.find((i) => i.href === href);
  if (!item) throw new Error(`the header menu has no link to ${href}`);
  return { ...item, mobileLabel: item.mobileLabel ?? item.label };
};

test.describe('header on desktop (1280 px)', () => {
  test('shows the logo and the desktop row with the spec labels and canonical paths', async ({ page }) => {
    await page.goto('/careers');
    await expect(page.getByRole('link', { name: 'Ematix home' })).toHaveAttribute('href', '/');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav).toBeVisible();
    const links = nav.getByRole('link');
    await expect(links).toHaveText(desktopItems.map((item) => item.label));
    for (const [index, item] of desktopItems.entries())
      await expect(links.nth(index)).toHaveAttribute('href', item.href);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  });

  test('marks the current page, and only it, with aria-current="page"', async ({ page }) => {
    await page.goto('/careers');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: headerItem('/careers').label })).toHaveAttribute('aria-current', 'page');
    await page.goto('/ematixprime/conference');
    await expect(nav.locator('[aria-current="page"]')).toHaveText(headerItem('/ematixprime').label);
  });

  test('every item is in the desktop row; the mobile menu is the same row without Services and Contact', () => {
    expect(desktopItems).toEqual(navigation.header.items);
    expect(mobileItems.map((i) => i.href)).toEqual(
      desktopItems.map((i) => i.href).filter((href) => href !== '/service' && href !== '/contact'),
    );
  });
});

test('the desktop row fits without overflow from the md breakpoint up', async ({ page }) => {
  for (const width of [768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 600 });
    await page.goto('/ematixprime');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav).toBeVisible();
    const last = nav.getByRole('link').last();
    const box = (await last.boundingBox())!;
    expect(box.x + box.width, `last link inside the viewport at ${width} px`).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  }
});

test.describe('header at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });
  const mobileNav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

  test('hides the desktop row and toggles the mobile menu with the mouse', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    const button = menuButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const controls = await button.getAttribute('aria-controls');
    expect(controls).toBeTruthy();
    await expect(page.locator(`#${controls}`)).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(mobileNav(page)).toBeVisible();
    await expect(page.locator(`#${controls}`)).toBeVisible();
    await expect(mobileNav(page).getByRole('link')).toHaveText(
      mobileItems.map((item) => item.mobileLabel ?? item.label),
    );
    await expect(mobileNav(page).getByRole('link', { name: headerItem('/blog').mobileLabel })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const href of ['/service', '/contact'])
      await expect(mobileNav(page).locator(`a[href="${href}"]`)).toHaveCount(0);

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(mobileNav(page)).toBeHidden();
  });

  test('works by keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus, Space toggles', async ({
    page,
  }) => {
    await page.goto('/partner');
    const button = menuButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(mobileNav(page).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(mobileNav(page)).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('a link in the mobile menu navigates', async ({ page }) => {
    await page.goto('/partner');
    await menuButton(page).click();
    await mobileNav(page)
      .getByRole('link', { name: headerItem('/careers').mobileLabel })
      .click();
    await expect(page).toHaveURL(/\/careers\/?$/);
  });

  test('without JavaScript the mobile menu is shown and the button is not', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto('/enterprise');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await context.close();
  });
});

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/enterprise');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test.describe('footer', () => {
  test('has the spec links, mail and support phone, copyright, recognition, place, hours and tagline', async ({
    page,
  }) => {
    await page.goto('/partner');
    const footer = page.getByRole('contentinfo');
    const nav = footer.getByRole('navigation', { name: 'Footer' });
    const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    // SPEC §2: the footer links to /about us, /careers, /partner, /products, /enterprise, /ematixprime, /blog, /service;
    // DECISIONS adds /contact (the mobile menu leaves out /contact and /service).
    expect(hrefs.sort()).toEqual([
      '/about-us',
      '/blog',
      '/careers',
      '/contact',
      '/ematixprime',
      '/enterprise',
      '/partner',
      '/products',
      '/service',
    ]);
    await expect(footer.locator(`a[href="mailto:${settings.email}"]`)).toBeVisible();
    await expect(footer.locator(`a[href="tel:${settings.phone.replace(/[^\d+]/g, '')}"]`)).toBeVisible();
    // The footer's year is the build day's (SITE_TODAY), not the clock's: a copyright line is not time-aware.
    const year = Number(builtFor.slice(0, 4));
    const years = year > settings.copyrightSince ? `${settings.copyrightSince}–${year}` : `${settings.copyrightSince}`;
    await expect(footer).toContainText(`© ${years} ${settings.name}`);
    await expect(footer).toContainText(/government recognised and ISO certified/i);
    await expect(footer).toContainText(`${settings.address.locality}, ${settings.address.region}`);
    for (const line of settings.hours) await expect(footer).toContainText(line);
    await expect(footer).toContainText(settings.tagline);
  });

  test('the floating chat link sits at the bottom right with an accessible name', async ({ page }) => {
    await page.goto('/');
    const chat = page.getByRole('link', { name: /chat with ematix on whatsapp/i });
    await expect(chat).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${settings.whatsapp}`));
    await expect(chat).toHaveAttribute('target', '_blank');
    const box = (await chat.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
    expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
  });
});

test.describe('footer and chat link on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('links the contact page and the services page, which the mobile menu leaves out', async ({ page }) => {
    await page.goto('/blog');
    const nav = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
    for (const item of navigation.footer.items) {
      await expect(nav.getByRole('link', { name: item.label, exact: true })).toHaveAttribute('href', item.href);
    }
    await expect(nav.locator('a[href="/contact"]')).toBeVisible();
    await expect(nav.locator('a[href="/service"]')).toBeVisible();
  });

  test('the chat link is in the header bar: scrolling pages with forms and FAQs, nothing covers a control, question or message', async ({
    page,
  }) => {
    // Every page with a form or a FAQ list (read from the build, so a new one is checked too).
    const urls = pages.filter((p) => /<form[\s>]|<details name=/.test(read(p.file))).map((p) => p.url);
    expect(urls).toContain('/contact');
    test.setTimeout(30_000 + urls.length * 5_000);
    for (const url of urls) {
      await page.goto(url);
      const chat = page.getByTestId('chat-link').filter({ visible: true });
      await expect(chat).toHaveCount(1);
      await expect(page.getByRole('banner').getByTestId('chat-link')).toBeVisible();
      await expect(chat).toHaveAccessibleName(/chat with ematix on whatsapp/i);
      if (url === '/contact') {
        // A refused send, so the form's message is on the page too.
        await page.locator('main form').first().locator('[type="submit"]').click();
        await expect(page.locator('main form [data-form-status]').first()).not.toBeEmpty();
      }
      const problems = await page.evaluate(() => {
        const found: string[] = [];
        const header = document.querySelector('header')!;
        const chatLink = [...document.querySelectorAll<HTMLElement>('[data-testid="chat-link"]')].find(
          (a) => a.getClientRects().length > 0,
        )!;
        const targets = [
          ...document.querySelectorAll<HTMLElement>(
            'main :is(input:not([type="hidden"]), select, textarea, button, summary, [role="status"], [role="alert"])',
          ),
        ];
        const end = document.documentElement.scrollHeight;
        for (let y = 0; y <= end; y += Math.round(innerHeight / 2)) {
          window.scrollTo({ top: y, behavior: 'instant' });
          const bar = header.getBoundingClientRect();
          const box = chatLink.getBoundingClientRect();
          // The chat link stays in the sticky header bar: it covers only what the header covers.
          if (box.top < bar.top || box.bottom > bar.bottom || bar.top !== 0)
            found.push(`at ${y}: the chat link is outside the header bar`);
          for (const target of targets) {
            // Not drawn (a field inside a folded <details> keeps a box but is never painted): nothing to cover.
            if (!target.checkVisibility({ visibilityProperty: true })) continue;
            const r = target.getBoundingClientRect();
            if (!r.width || !r.height || r.top < bar.bottom || r.bottom > innerHeight) continue;
            // The right end of the control, question or message (where a floating button sat) is the element itself.
            const hit = document.elementFromPoint(Math.min(r.right, innerWidth) - 6, r.top + r.height / 2);
            if (hit && !target.contains(hit) && !hit.contains(target)) {
              found.push(
                `at ${y}: ${target.tagName.toLowerCase()} "${(target.textContent ?? '').trim().slice(0, 30)}" is covered by ${hit.tagName.toLowerCase()}.${hit.className}`,
              );
            }
          }
        }
        return found;
      });
      expect(problems, url).toEqual([]);
    }
  });
});

for (const width of [375, 1024, 1280]) {
  test.describe(`the chat link over the forms (${width} px)`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('scrolling the contact and registration forms with their messages shown, it covers no field, message or text', async ({
      page,
    }) => {
      for (const path of ['/contact', '/ematixprime/membership/membershipform']) {
        await page.goto(path);
        // A refused send, so the form's messages are on the page too.
        await page.locator('main form').first().locator('[type="submit"]').click();
        await expect(page.locator('main form [data-form-status]').first()).not.toBeEmpty();
        const problems = await page.evaluate(() => {
          const found: string[] = [];
          const chat = [...document.querySelectorAll<HTMLElement>('[data-testid="chat-link"]')].find(
            (a) => a.getClientRects().length > 0,
          )!;
          const header = document.querySelector('header')!;
          const controls = [
            ...document.querySelectorAll<HTMLElement>(
              'main :is(input:not([type="hidden"]), select, textarea, button, summary, label, [role="status"], [role="alert"])',
            ),
          ];
          const texts: Text[] = [];
          const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
          // Text a screen reader alone gets (sr-only) is clipped to nothing on screen.
          for (let node = walker.nextNode(); node; node = walker.nextNode())
            if (node.textContent?.trim() && !node.parentElement!.closest('.sr-only')) texts.push(node as Text);
          const overlaps = (a: DOMRect, b: DOMRect) =>
            a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          const end = document.documentElement.scrollHeight;
          for (let y = 0; y <= end; y += Math.round(innerHeight / 3)) {
            window.scrollTo({ top: y, behavior: 'instant' });
            const box = chat.getBoundingClientRect();
            const bar = header.getBoundingClientRect();
            // In the phone header bar it covers only what the sticky header covers anyway.
            if (chat.closest('header')) {
              if (box.top < bar.top || box.bottom > bar.bottom)
                found.push(`at ${y}: the chat link is outside the header bar`);
              continue;
            }
            for (const control of controls) {
              const r = control.getBoundingClientRect();
              if (r.width && r.height && r.bottom > bar.bottom && overlaps(r, box)) {
                found.push(
                  `at ${y}: ${control.tagName.toLowerCase()} "${(control.textContent ?? control.getAttribute('name') ?? '').trim().slice(0, 30)}"`,
                );
              }
            }
            for (const text of texts) {
              const range = document.createRange();
              range.selectNodeContents(text);
              for (const r of range.getClientRects()) {
                if (r.width && r.bottom > bar.bottom && overlaps(r, box))
                  found.push(`at ${y}: text "${text.textContent!.trim().slice(0, 30)}"`);
              }
            }
          }
          return [...new Set(found)];
        });
        expect(problems, `${path} at ${width} px`).toEqual([]);
      }
    });
  });
}

for (const width of [768, 1280]) {
  test.describe(`the floating chat link (${width} px)`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('floats at the bottom right; at the end of a page it covers no footer text', async ({ page }) => {
      for (const path of ['/', '/contact', '/blog', '/ematixprime/conference/faq']) {
        await page.goto(path);
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
        const link = page.getByTestId('chat-link').filter({ visible: true });
        await expect(link).toHaveCount(1);
        await expect(page.getByRole('banner').getByTestId('chat-link')).toBeHidden();
        const chat = (await link.boundingBox())!;
        expect(width - (chat.x + chat.width)).toBeLessThan(40);
        // Every line of text in the footer, as boxes on screen.
        const lines = await page.getByRole('contentinfo').evaluate((footer) => {
          const boxes: { x: number; y: number; width: number; height: number; text: string }[] = [];
          const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const r of range.getClientRects())
              boxes.push({ x: r.x, y: r.y, width: r.width, height: r.height, text: node.textContent.trim() });
          }
          return boxes;
        });
        const covered = lines.filter(
          (r) =>
            r.x < chat.x + chat.width &&
            chat.x < r.x + r.width &&
            r.y < chat.y + chat.height &&
            chat.y < r.y + r.height,
        );
        expect(covered.map((r) => `${path}: "${r.text}"`)).toEqual([]);
      }
    });
  });
}

test.describe('"Ematix-Prime" is written with a plain hyphen and kept on one line', () => {
  test('a find for "Ematix-Prime" finds it on the pages that name it, and each one is one unbroken line', async ({
    page,
  }) => {
    // The header and footer (every page), a community h1, content text, a blog post and a menu label.
    for (const path of [
      '/partner',
      '/ematixprime',
      '/ematixprime/membership',
      '/ematixprime/membership/faq',
      '/blog',
    ]) {
      await page.goto(path);
      const text = await page.evaluate(() => document.body.innerText);
      expect(text, path).toContain('Ematix-Prime');
      expect(text, path).not.toContain('\u2011');
      // What Ctrl+F does: the browser's own find.
      expect(
        await page.evaluate(() => (window as unknown as { find: (s: string) => boolean }).find('Ematix-Prime')),
        `${path}: find`,
      ).toBe(true);
      // Every visible mention sits in a nowrap span: squeezed into a box one letter wide, it still takes one line.
      const lines = await page.evaluate(() => {
        const found: number[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement!;
          if (
            !node.textContent!.includes('Ematix-Prime') ||
            !parent.checkVisibility() ||
            parent.closest('script, style, option')
          )
            continue;
          const host = parent.closest<HTMLElement>('.whitespace-nowrap');
          if (!host) {
            found.push(-1);
            continue;
          }
          const box = host.parentElement!;
          const width = box.style.width;
          box.style.width = '1ch';
          const range = document.createRange();
          range.selectNodeContents(host);
          found.push(new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size);
          box.style.width = width;
        }
        return found;
      });
      expect(lines.length, `${path} names the community`).toBeGreaterThan(0);
      expect(
        lines.filter((n) => n !== 1),
        `${path}: mentions not kept on one line (-1: no nowrap span)`,
      ).toEqual([]);
    }
  });

  test("no built page holds the non-breaking hyphen U+2011, and every mention in a page's text is kept whole", () => {
    const unbroken = pages.filter((p) => keepNamesWhole(read(p.file)) !== read(p.file)).map((p) => p.url);
    expect(unbroken, 'pages with a mention outside the nowrap span').toEqual([]);
    expect(pages.filter((p) => read(p.file).includes('\u2011')).map((p) => p.url)).toEqual([]);
    expect(
      pages.filter((p) => read(p.file).includes('Ematix-Prime')).length,
      'the community is named on the site',
    ).toBeGreaterThan(0);
  });
});

test.describe('head', () => {
  test('each page has its own title, description, canonical URL and social tags', async ({ page }) => {
    const route = routes.find((r) => r.id === '/enterprise')!;
    await page.goto(route.id);
    await expect(page).toHaveTitle(`${route.title} | ${settings.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', route.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/enterprise$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `${route.title} | ${settings.name}`,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https:\/\/.+\.png$/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    // The organisation's JSON-LD belongs to the pages about the company, not to every page.
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  });

  test('the pages about the company carry the organisation JSON-LD, a local business in Salem', async ({ page }) => {
    for (const path of ['/', '/about-us', '/contact']) {
      await page.goto(path);
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
      expect(jsonLd['@type']).toBe('LocalBusiness');
      expect(jsonLd.name).toBe(settings.name);
      expect(jsonLd.address.addressLocality).toBe(settings.address.locality);
      expect(jsonLd.telephone).toBe(settings.phone);
    }
  });

  test('a page reachable under two paths names one canonical URL', async ({ page }) => {
    for (const route of routes.filter((r) => r.canonical)) {
      await page.goto(route.id);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${route.canonical}$`));
    }
  });

  test('favicon, manifest, robots.txt and the sitemaps are served', async ({ request }) => {
    for (const path of ['/favicon.svg', '/favicon.ico', '/apple-touch-icon.png', '/icon-192.png', '/icon-512.png']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest.name).toBe(settings.name);
    expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: https?:\/\/.+\/sitemap-index\.xml/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<sitemapindex');
    const urls = await (await request.get('/sitemap-0.xml')).text();
    // Every page but /offline, which only the service worker shows (issue 31).
    for (const route of routes.filter((r) => r.id !== OFFLINE_PAGE))
      expect(urls, route.id).toContain(`${route.id === '/' ? '/' : route.id}</loc>`);
    expect(urls).not.toContain('404');
    expect(urls).not.toContain(`${OFFLINE_PAGE}<`);
  });

  test('hosts that read a _headers file cache the hashed assets for a year', async ({ request }) => {
    const rules = await (await request.get('/_headers')).text();
    expect(rules).toMatch(/^\/_astro\/\*\n\s+Cache-Control: public, max-age=31536000, immutable$/m);
  });
});
