/**
 * The home page (issue 3) and the app-development page that shares its price cards. Every expected value is read
 * from the content files (tests/e2e/home-content.ts) or computed by the shared formatter; what SPEC fixes about
 * the content itself (six services, 11 client logos, the prices, ...) is checked in tests/unit/home-content.test.ts,
 * so an editor who changes the content breaks nothing here as long as the page agrees with the data.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatRupees } from '../../src/lib/format/numbers';
import {
  blocks,
  clients,
  galleryTabs,
  hero,
  learners,
  logosOf,
  plans,
  serviceCards,
  services,
  settings,
  stack,
  values,
} from './home-content';

/** The <img> that draws an emoji: its file is named by the code points, with or without the U+FE0F selector. */
const emojiPicture = (char: string) => {
  const points = [...char].map((c) => c.codePointAt(0)!.toString(16));
  const bare = points.filter((p) => p !== 'fe0f').join('-');
  return `img[src$="/${points.join('-')}.svg"], img[src$="/${bare}.svg"]`;
};

/** Every request the page makes for the hero video. */
function watchVideoRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/media/')) seen.push(request.url());
  });
  return seen;
}

test.describe('home page content', () => {
  test('has every section in the spec order, with real text, and ends with the footer tagline', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
    await expect(page.locator('h1')).toHaveCount(1);

    // Section headings in SPEC §2 order (the ones editors write come from the page file's blocks).
    const order = [
      hero.title,
      blocks.intro.title,
      'Our Services',
      'Four products, one team',
      'Companies that build with us',
      'Apps for every platform',
      blocks.iot.title,
      'What we build',
      'From idea to product to people',
      'What clients and learners say',
      blocks.embedded.title,
      'Vision, mission and strategy',
    ];
    // The text a visitor sees (innerText), of the headings on show.
    const headings = await page.locator('main').getByRole('heading').filter({ visible: true }).allInnerTexts();
    const positions = order.map((text) => headings.findIndex((h) => h.replace(/\s+/g, ' ').trim() === text));
    expect(
      positions.every((p) => p >= 0),
      `missing headings: ${order.filter((_, i) => positions[i] < 0).join(', ')}`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    await expect(page.getByTestId('footer-tagline')).toHaveText(settings.tagline);
    // The values section is the last section of main; the footer follows it.
    await expect(page.locator('main > section').last()).toHaveAttribute('aria-labelledby', 'values-title');
  });

  test('company intro shows the badges, the stats and the partner logos from the settings and logo files', async ({
    page,
  }) => {
    await page.goto('/');
    const intro = page.getByTestId('company-intro');
    const badges = intro.getByTestId('company-badges');
    for (const badge of settings.badges)
      await expect(badges.getByRole('listitem').filter({ hasText: badge.label })).toContainText(badge.value);
    const stats = intro.getByTestId('company-stats');
    await expect(stats.getByRole('definition')).toHaveText(settings.stats.map((s) => s.value));
    await expect(stats.getByRole('term')).toHaveText(settings.stats.map((s) => s.label));
    const trusted = logosOf('trusted');
    const academic = logosOf('academic');
    for (const [group, list] of [
      ['trusted', trusted],
      ['academic', academic],
    ] as const) {
      const images = intro.getByTestId(`logos-${group}`).getByRole('img');
      await expect(images).toHaveCount(list.length);
      for (const logo of list)
        await expect(intro.getByTestId(`logos-${group}`).getByRole('img', { name: logo.name })).toBeVisible();
    }
  });

  test('our services lists every service of the data with title, description and emoji', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByTestId('home-services').getByRole('listitem');
    await expect(cards).toHaveCount(services.length);
    for (const [index, service] of services.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(service.title);
      await expect(card).toContainText(service.description);
      // The emoji is drawn as a picture from the emoji set (named by its code points), not as a font glyph.
      const emoji = card.locator(emojiPicture(service.emoji));
      await expect(emoji).toHaveCount(1);
      await emoji.scrollIntoViewIfNeeded();
      await expect
        .poll(() => emoji.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
  });

  test('price cards show every plan of the data with Indian-formatted prices', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByTestId('app-plans').getByTestId('app-plan');
    await expect(cards).toHaveCount(plans.length);
    for (const [index, plan] of plans.entries()) {
      await expect(cards.nth(index).getByRole('heading')).toHaveText(plan.title);
      await expect(cards.nth(index)).toContainText(formatRupees(plan.price.inr));
      await expect(cards.nth(index).getByRole('img')).toHaveCount(1);
    }
  });

  test('testimonials show every client and learner of the data with their words (stars: ratings.spec.ts)', async ({
    page,
  }) => {
    await page.goto('/');
    const clientCards = page.getByTestId('client-testimonials').getByRole('listitem');
    await expect(clientCards).toHaveCount(clients.length);
    for (const [index, item] of clients.entries()) {
      await expect(clientCards.nth(index)).toContainText(item.name);
      await expect(clientCards.nth(index)).toContainText(item.quote);
    }
    const learnerCards = page.getByTestId('learner-reviews').getByRole('listitem');
    await expect(learnerCards).toHaveCount(learners.length);
    for (const [index, item] of learners.entries()) await expect(learnerCards.nth(index)).toContainText(item.name);
  });

  test('vision, mission and strategy come from the values file', async ({ page }) => {
    await page.goto('/');
    const list = page.getByTestId('company-values');
    for (const value of values) {
      await expect(list.getByRole('heading', { name: value.title })).toBeVisible();
      await expect(list).toContainText(value.text);
    }
  });
});

test.describe('home page text', () => {
  /** The page's text as a script, a test or a visitor's copy reads it: rendered text, spaces collapsed, lower case. */
  const pageText = (page: Page) => page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').toLowerCase());
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  // Each card's own words in a row (a bare "Prime" is also in the menu), lower case: the kind is shown in capitals.
  const cards = [
    ...stack.map((card) => ({ card: card.name, words: [card.name, card.kind, card.description] })),
    ...plans.map((plan) => ({ card: plan.title, words: [plan.title, plan.description, formatRupees(plan.price.inr)] })),
  ].map(({ card, words }) => ({ card, pattern: new RegExp(words.map(escape).join('.{0,40}?').toLowerCase()) }));
  const missing = async (page: Page) => {
    const text = await pageText(page);
    return cards.filter(({ pattern }) => !pattern.test(text)).map(({ card }) => card);
  };
  const scrollTo = (page: Page, where: 'bottom' | 'top') =>
    page.evaluate(async (where) => {
      window.scrollTo({ top: where === 'top' ? 0 : document.documentElement.scrollHeight, behavior: 'instant' });
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }, where);

  test('every product stack card and price card is in the page text at any scroll position', async ({ page }) => {
    await page.goto('/');
    expect(await missing(page), 'before scrolling').toEqual([]);
    await scrollTo(page, 'bottom');
    expect(await missing(page), 'scrolled to the bottom').toEqual([]);
    await scrollTo(page, 'top');
    expect(await missing(page), 'scrolled back to the top').toEqual([]);
  });
});

test.describe('home page links', () => {
  test('hero buttons and the Explore button go to their pages', async ({ page }) => {
    await page.goto('/');
    const heroSection = page.getByTestId('hero');
    const button = (action: { label: string }) => heroSection.getByRole('link', { name: action.label });
    for (const action of hero.actions) await expect(button(action)).toHaveAttribute('href', action.href);
    await expect(heroSection.getByTestId('hero-explore')).toHaveAttribute('href', hero.explore.href);
    await expect(heroSection.getByTestId('hero-explore')).toHaveText(hero.explore.label);
    for (const action of hero.actions.filter((a) => a.href.startsWith('/')).reverse()) {
      await button(action).click();
      const path = new URL(action.href, page.url()).pathname;
      await expect(page).toHaveURL((url) => url.pathname.replace(/(.)\/$/, '$1') === path);
      await page.goBack();
    }
  });

  test("the IoT block's buttons and every service card links to its page (/service by default)", async ({ page }) => {
    await page.goto('/');
    for (const action of blocks.iot.actions!)
      await expect(page.getByTestId('block-iot-title').getByRole('link', { name: action.label })).toHaveAttribute(
        'href',
        action.href,
      );
    const links = page.getByTestId('service-cards').getByRole('link');
    await expect(links).toHaveCount(serviceCards.length);
    for (const [index, card] of serviceCards.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', card.href ?? '/service');
      await expect(links.nth(index)).toContainText(card.title);
    }
    await links.first().click();
    await expect(page).toHaveURL(/\/service\/?$/);
  });
});

test.describe('product stack', () => {
  const cards = (page: Page) => page.getByTestId('product-stack').getByRole('button');
  const pressedNames = async (page: Page) =>
    cards(page).evaluateAll((buttons) =>
      buttons.filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.id || b.textContent),
    );

  test('the first card of `stack` in the home page file is highlighted first and a click moves the highlight', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(stack.length);
    for (const [index, card] of stack.entries()) {
      await expect(cards(page).nth(index)).toHaveAccessibleName(new RegExp(`^${card.name}`));
      await expect(cards(page).nth(index)).toHaveAttribute('aria-pressed', index === 0 ? 'true' : 'false');
    }
    await page.getByRole('button', { name: new RegExp(`^${stack[2].name}`) }).click();
    for (const [index] of stack.entries()) {
      await expect(cards(page).nth(index)).toHaveAttribute('aria-pressed', index === 2 ? 'true' : 'false');
    }
    expect((await pressedNames(page)).length).toBe(1);
    // A click anywhere on a card (here on its description) highlights it too.
    // `force`: the card's button covers the card (its ::after), so the click lands on it, as a visitor's would.
    await page.getByTestId('product-stack').getByRole('listitem').nth(1).locator('p').click({ force: true });
    await expect(cards(page).nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).nth(2)).toHaveAttribute('aria-pressed', 'false');
  });

  test('Enter and Space highlight the focused card', async ({ page }) => {
    await page.goto('/');
    await cards(page).first().focus();
    await page.keyboard.press('Tab');
    await expect(cards(page).nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cards(page).nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).nth(0)).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(cards(page).nth(3)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(cards(page).nth(3)).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).nth(1)).toHaveAttribute('aria-pressed', 'false');
    expect((await pressedNames(page)).length).toBe(1);
  });
});

test.describe('technology gallery', () => {
  const gallery = (page: Page) => page.getByTestId('tech-gallery');
  const initial = galleryTabs.findIndex((tab) => tab.selected);

  /** The images of the panel that is shown, once they have loaded. */
  async function expectShownPanel(page: Page, index: number) {
    const tab = galleryTabs[index];
    await expect(gallery(page).getByRole('tab', { name: tab.label })).toHaveAttribute('aria-selected', 'true');
    await expect(gallery(page).getByRole('tab', { selected: true })).toHaveCount(1);
    const panel = gallery(page).getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(panel).toHaveAccessibleName(tab.label);
    await expect(panel.getByRole('img')).toHaveCount(tab.images.length);
    await expect(panel.getByRole('img').first()).toHaveAccessibleName(tab.images[0].alt);
  }

  test('the tabs are those of the data, in order, and the selected one is open first', async ({ page }) => {
    await page.goto('/');
    await expect(gallery(page).getByRole('tab')).toHaveText(galleryTabs.map((t) => t.label));
    await expectShownPanel(page, initial);
  });

  test('clicking a tab shows its pictures', async ({ page }) => {
    await page.goto('/');
    for (const index of [0, 1, 2, 3]) {
      await gallery(page).getByRole('tab', { name: galleryTabs[index].label }).click();
      await expectShownPanel(page, index);
    }
  });

  test('arrow keys, Home and End move between tabs (ARIA tabs pattern)', async ({ page }) => {
    await page.goto('/');
    const count = galleryTabs.length;
    await gallery(page).getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('ArrowRight');
    const wrapped = (initial + 1) % count;
    await expect(gallery(page).getByRole('tab', { name: galleryTabs[wrapped].label })).toBeFocused();
    await expectShownPanel(page, wrapped);
    await page.keyboard.press('End');
    await expectShownPanel(page, count - 1);
    await page.keyboard.press('Home');
    await expectShownPanel(page, 0);
    await expect(gallery(page).getByRole('tab', { name: galleryTabs[0].label })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expectShownPanel(page, count - 1);
    await page.keyboard.press('ArrowLeft');
    await expectShownPanel(page, count - 2);
    // Only the selected tab is in the Tab order; Tab moves on into the panel.
    await expect(gallery(page).locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(gallery(page).getByRole('tabpanel')).toBeFocused();
  });

  test('only the shown tab loads its pictures', async ({ page }) => {
    await page.goto('/');
    await gallery(page).scrollIntoViewIfNeeded();
    const panel = gallery(page).getByRole('tabpanel');
    // Wait until every picture of the shown panel has loaded.
    await expect
      .poll(() =>
        panel
          .getByRole('img')
          .evaluateAll((imgs) =>
            imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
          ),
      )
      .toBe(true);
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(500);
    const urls = async (selector: string) =>
      page
        .locator(selector)
        .evaluateAll((panels) =>
          panels.flatMap((p) =>
            [...p.querySelectorAll('img, source')].flatMap((el) =>
              [
                el.getAttribute('src'),
                ...(el.getAttribute('srcset') ?? '').split(',').map((c) => c.trim().split(/\s+/)[0]),
              ]
                .filter((u): u is string => Boolean(u))
                .map((u) => new URL(u, location.href).href),
            ),
          ),
        );
    const loaded = new Set(
      await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)),
    );
    const shownUrls = await urls('[data-tab-panel]:not([hidden])');
    // A picture that is also in the shown tab is loaded for that tab, not for the hidden one.
    const hiddenUrls = (await urls('[data-tab-panel][hidden]')).filter((u) => !shownUrls.includes(u));
    expect(hiddenUrls.length).toBeGreaterThan(0);
    expect(hiddenUrls.filter((u) => loaded.has(u))).toEqual([]);
    expect(shownUrls.filter((u) => loaded.has(u)).length).toBeGreaterThanOrEqual(galleryTabs[initial].images.length);
  });
});

test.describe('logo strip', () => {
  const clientLogos = logosOf('client');

  test('shows every client logo once to screen readers, and moves until paused', async ({ page }) => {
    await page.goto('/');
    const strip = page.getByTestId('logo-strip');
    await expect(strip.getByRole('img')).toHaveCount(clientLogos.length);
    const track = strip.locator('.marquee-track');
    // Far below the first screen it stands still: no copy, no endless animation nobody sees.
    if (!(await strip.evaluate((el) => el.getBoundingClientRect().top < 2 * innerHeight))) {
      await expect(strip.locator('[data-copy="duplicate"]')).toHaveCount(0);
      expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    }
    await strip.scrollIntoViewIfNeeded();
    for (const logo of clientLogos)
      await expect(strip.getByRole('img', { name: logo.name, exact: true })).toHaveCount(1);
    await expect(strip.locator('[data-copy="duplicate"]')).toHaveAttribute('aria-hidden', 'true');
    await expect(strip.locator('[data-copy="duplicate"] img')).toHaveCount(clientLogos.length);
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('running');
    // Scrolled far away it holds still, and moves again when back.
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    if (await strip.evaluate((el) => el.getBoundingClientRect().bottom < -innerHeight)) {
      await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
    }
    await strip.scrollIntoViewIfNeeded();
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('running');
    const toggle = page.getByRole('button', { name: 'Pause logos' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('stands still as one wrapped row (nothing moves that could not be paused)', async ({ page }) => {
      await page.goto('/');
      const strip = page.getByTestId('logo-strip');
      expect(await strip.locator('.marquee-track').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
      expect(await strip.locator('.marquee-copy').evaluate((el) => getComputedStyle(el).flexWrap)).toBe('wrap');
      await expect(strip.locator('[data-copy="duplicate"]')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Pause logos' })).toBeHidden();
      await expect(strip.getByRole('img')).toHaveCount(clientLogos.length);
    });
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('stands still, without the duplicate copy or the pause button', async ({ page }) => {
      await page.goto('/');
      const strip = page.getByTestId('logo-strip');
      expect(await strip.locator('.marquee-track').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
      await expect(strip.locator('[data-copy="duplicate"]')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Pause logos' })).toBeHidden();
      await expect(strip.getByRole('img')).toHaveCount(clientLogos.length);
    });
  });
});

test.describe('hero video', () => {
  test('the poster paints first: eager, high priority, and the video has no source in the HTML', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toMatch(/<source[^>]+\.(mp4|webm)/);
    expect(html).not.toMatch(/<video[^>]+\ssrc=/);
    await page.goto('/');
    const poster = page.getByTestId('hero').locator('img').first();
    await expect(poster).toHaveAttribute('loading', 'eager');
    await expect(poster).toHaveAttribute('fetchpriority', 'high');
  });

  test('is attached after load and plays, with a pause button', async ({ page }) => {
    const requests = watchVideoRequests(page);
    await page.goto('/');
    const video = page.locator('[data-hero-video]');
    await expect(video).toHaveAttribute('data-video', 'attached');
    await expect(video.locator('source')).toHaveCount(hero.video.webm ? 2 : 1);
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.muted && v.playsInline)).toBe(true);
    // Scrolled out of view it holds, and plays again when back.
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.evaluate(() => scrollTo(0, 0));
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    const pause = page.getByRole('button', { name: 'Pause background video' });
    await expect(pause).toBeVisible();
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('is never downloaded', async ({ page }) => {
      const requests = watchVideoRequests(page);
      await page.goto('/');
      await page.waitForLoadState('load');
      await expect(page.locator('[data-hero-video]')).toHaveAttribute('data-video', 'skipped-reduced-motion');
      await page.waitForTimeout(500);
      await expect(page.locator('[data-hero-video] source')).toHaveCount(0);
      expect(requests).toEqual([]);
      await expect(page.getByRole('button', { name: 'Pause background video' })).toBeHidden();
      await expect(page.getByTestId('hero').locator('img').first()).toBeVisible();
    });
  });

  test.describe('when the visitor saves data', () => {
    test('is never downloaded', async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'connection', {
          configurable: true,
          get: () => ({ saveData: true, effectiveType: '4g' }),
        });
      });
      const requests = watchVideoRequests(page);
      await page.goto('/');
      await page.waitForLoadState('load');
      await expect(page.locator('[data-hero-video]')).toHaveAttribute('data-video', 'skipped-save-data');
      await page.waitForTimeout(500);
      await expect(page.locator('[data-hero-video] source')).toHaveCount(0);
      expect(requests).toEqual([]);
    });
  });
});

test.describe('app-development page', () => {
  test('shows the same price cards with what each includes, and a contact call to action', async ({ page }) => {
    await page.goto('/services/android-development');
    await expect(page.locator('h1')).toHaveCount(1);
    const cards = page.getByTestId('app-plan');
    await expect(cards).toHaveCount(plans.length);
    for (const [index, plan] of plans.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading')).toHaveText(plan.title);
      await expect(card).toContainText(formatRupees(plan.price.inr));
      const includes = card.getByRole('list', { name: `${plan.title} includes` }).getByRole('listitem');
      await expect(includes).toHaveText(plan.includes);
    }
    const [action] = blocks.appsContact.actions!;
    await expect(page.getByRole('link', { name: action!.label })).toHaveAttribute('href', action!.href);
  });

  test('is linked from the home page price cards', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'What each app includes' }).click();
    await expect(page).toHaveURL(/\/services\/android-development\/?$/);
  });
});
