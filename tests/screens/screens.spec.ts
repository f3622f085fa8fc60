/** Every page's full-length picture, brought to the same still state on every run (playwright.config.ts here). */
import { expect, test, type Page } from '@playwright/test';
import { entries } from '../support/content';
import { routes } from '../support/routes';

const posts = (await entries<{ draft?: boolean }>('blog')).filter((post) => !post.data.draft);
const pages = [...routes.map((route) => route.id), ...posts.map((post) => `/blog/${post.id}`), '/404.html'];

/** The picture's name: `/` → home, `/ematixprime/contact` → ematixprime_contact. */
const pictureName = (path: string) =>
  `${
    path === '/'
      ? 'home'
      : path
          .replace(/^\//, '')
          .replace(/\.html$/, '')
          .replaceAll('/', '_')
  }.png`;

for (const path of pages) {
  test(path, async ({ page }) => {
    await page.goto(path, { waitUntil: 'networkidle' });
    await settle(page);
    await expect(page).toHaveScreenshot(pictureName(path), { fullPage: true, timeout: 30_000 });
  });
}

/** Lazy pictures loaded, islands hydrated, nothing moving, the page back at its top. */
async function settle(page: Page) {
  await page.addStyleTag({
    content:
      '*,*::before,*::after{animation:none!important;transition:none!important}html{scroll-behavior:auto!important}' +
      // A full-page picture draws parts far from the screen, which `content-visibility: auto` would leave blank.
      '*{content-visibility:visible!important}',
  });
  // Scroll through in viewport steps so lazy images start loading and client:visible islands hydrate.
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 60));
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.max(200, innerHeight * 0.75)) {
      scrollTo(0, y);
      await pause();
    }
  });
  await page.waitForLoadState('networkidle');
  // Every drawn image loaded and decoded; lazy ones a scroll does not reach (slides to the side) switched to eager.
  await page.evaluate(async () => {
    const shown = [...document.images].filter((img) => img.getClientRects().length > 0);
    for (const img of shown) if (!img.complete) img.loading = 'eager';
    await Promise.all(shown.map((img) => img.decode().catch(() => {})));
    await document.fonts.ready;
  });
  // Astro removes `ssr` from an island once it has rendered in the browser.
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
  await page.evaluate(() => scrollTo(0, 0));
}
