import { expect, test, type Page } from '@playwright/test';
import { posts, route } from './people-content';
import { published } from '../support/content';
import { MDX_COMPONENT_NAMES, mdxAsMarkdown, videoLinks } from '../../src/lib/content/mdx-components';

const all = await posts();
/** SPEC §3: dates are shown like "July 8, 2025". */
const shown = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
/** The first sentence of a post's Markdown body, without Markdown marks (nor an .mdx post's component tags). */
const firstWords = (body: string) =>
  mdxAsMarkdown(body)
    .trim()
    .split('\n')[0]
    .replace(/[*_`[\]]/g, '')
    .slice(0, 40);

const cards = (page: Page) => page.getByTestId('blog-posts').locator('article');
const toggle = (page: Page, index: number) => cards(page).nth(index).locator('summary');
/** What a sighted visitor reads on a toggle (the hidden label is left out, unlike textContent). */
const label = (page: Page, index: number) => () =>
  toggle(page, index).evaluate((el) => (el as HTMLElement).innerText.trim());

test.beforeEach(async ({ page }) => {
  await page.goto('/blog');
});

test('shows the heading, the tagline and every published post in order, each with icon, title, summary, author, date and badge', async ({
  page,
}) => {
  // Editors add posts: every published post of the data is a card (tests/unit/people-content.test.ts keeps SPEC's six).
  expect(all.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText(route('/blog').description)).toBeVisible();
  await expect(cards(page)).toHaveCount(all.length);
  for (const [index, post] of all.entries()) {
    const card = cards(page).nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(post.title);
    await expect(card.getByRole('link', { name: post.title })).toHaveAttribute('href', `/blog/${post.slug}`);
    await expect(card.locator('[data-summary] .blog-marquee-text').first()).toHaveText(post.summary);
    await expect(card).toContainText(post.author);
    await expect(card.locator('time')).toHaveText(shown(post.date));
    await expect(card.locator('time')).toHaveAttribute('datetime', post.date);
    await expect(card).toContainText(post.brand);
    await expect(card.locator('[aria-hidden="true"]').first()).not.toBeEmpty(); // the emoji icon, hidden from screen readers
  }
  // No island on this page.
  await expect(page.locator('astro-island')).toHaveCount(0);
});

test('the grid has three columns from the md breakpoint and one below', async ({ page }) => {
  const lefts = async () =>
    new Set(await cards(page).evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left))));
  expect((await lefts()).size).toBe(3);
  await page.setViewportSize({ width: 767, height: 900 });
  expect((await lefts()).size).toBe(1);
  await page.setViewportSize({ width: 768, height: 900 });
  expect((await lefts()).size).toBe(3);
});

test('Read More → shows the full text, Show Less ↑ hides it, and only one post is open at a time', async ({ page }) => {
  const body = (index: number) => cards(page).nth(index).locator('[data-post-body]');
  for (let i = 0; i < 6; i += 1) {
    await expect.poll(label(page, i)).toMatch(/^Read More →/);
    await expect(body(i)).toBeHidden();
  }

  await toggle(page, 0).click();
  await expect(body(0)).toBeVisible();
  await expect(body(0)).toContainText(firstWords(all[0].body));
  await expect.poll(label(page, 0)).toMatch(/^Show Less ↑/);
  await expect.poll(label(page, 0)).not.toContain('Read More');

  // Opening another closes the first.
  await toggle(page, 4).click();
  await expect(body(4)).toBeVisible();
  await expect(body(4)).toContainText(firstWords(all[4].body));
  await expect(body(0)).toBeHidden();
  await expect.poll(label(page, 0)).toMatch(/^Read More →/);
  await expect(page.locator('details[open]')).toHaveCount(1);

  // Clicking the open card's button closes it: nothing is open.
  await toggle(page, 4).click();
  await expect(body(4)).toBeHidden();
  await expect(page.locator('details[open]')).toHaveCount(0);
});

test('the toggles work from the keyboard and report their state', async ({ page }) => {
  await toggle(page, 1).focus();
  await page.keyboard.press('Enter');
  await expect(cards(page).nth(1).locator('details')).toHaveAttribute('open', '');
  await expect(toggle(page, 1)).toBeFocused();
  await expect.poll(label(page, 1)).toMatch(/^Show Less ↑/);
  await page.keyboard.press('Space');
  await expect(cards(page).nth(1).locator('details')).not.toHaveAttribute('open', '');
  // The button names its post for screen readers.
  await expect(toggle(page, 1)).toContainText(all[1].title);
});

test('the full text of every post is in the HTML itself', async ({ request }) => {
  const html = await (await request.get('/blog')).text();
  for (const post of all) expect(html).toContain(firstWords(post.body).replace(/'/g, '&#39;').slice(0, 30));
  expect(html).not.toContain('<astro-island'); // no island: the posts need no JavaScript to be read
});

test('the summary is one static line ending in an ellipsis; it scrolls only while its card is hovered or focused', async ({
  page,
}) => {
  const card = cards(page).first();
  const track = card.locator('.blog-marquee-track');
  const style = () =>
    track.evaluate((el) => ({
      name: getComputedStyle(el).animationName,
      state: getComputedStyle(el).animationPlayState,
      ending: getComputedStyle(el).textOverflow,
    }));
  const summary = card.locator('[data-summary]');
  const lineHeight = () => summary.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  // At rest: still, one line, an ellipsis instead of a word cut in half, the seamless-loop copy hidden.
  await page.mouse.move(0, 0);
  expect(await style()).toMatchObject({ name: 'none', ending: 'ellipsis' });
  expect((await summary.boundingBox())!.height).toBeLessThanOrEqual((await lineHeight()) + 1);
  await expect(card.locator('.blog-marquee-copy')).toBeHidden();
  await expect(card.locator('.blog-marquee-copy')).toHaveAttribute('aria-hidden', 'true');

  // Hovered: it scrolls; the switch above the grid stops it.
  await card.hover();
  expect(await style()).toMatchObject({ name: 'blog-marquee', state: 'running' });
  await page.getByLabel('Stop the scrolling summaries').check();
  await card.hover();
  expect((await style()).state).toBe('paused');
  await page.getByLabel('Stop the scrolling summaries').uncheck();
  await page.mouse.move(0, 0);
  expect((await style()).name).toBe('none');

  // Focused (keyboard): it scrolls too.
  await card.getByRole('link', { name: all[0].title }).focus();
  expect(await style()).toMatchObject({ name: 'blog-marquee', state: 'running' });

  // Reduced motion: never moves; the focused card shows the whole sentence, wrapped.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect((await style()).name).toBe('none');
  expect(await summary.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('normal');
  await expect(card.locator('.blog-marquee-copy')).toBeHidden();
});

test('an opened post spans the whole row of the grid', async ({ page }) => {
  const grid = page.getByTestId('blog-posts');
  const width = (index: number) =>
    cards(page)
      .nth(index)
      .evaluate((el) => el.getBoundingClientRect().width);
  const gridWidth = (await grid.boundingBox())!.width;
  const closed = await width(1);
  expect(closed).toBeLessThan(gridWidth / 2);
  await toggle(page, 1).click();
  expect(await width(1)).toBeCloseTo(gridWidth, 0);
  expect(await width(0)).toBeCloseTo(closed, 0);
  await toggle(page, 1).click();
  expect(await width(1)).toBeCloseTo(closed, 0);
});

test('each post has its own page with its title, author, date and text', async ({ page }) => {
  for (const post of all) {
    const response = await page.goto(`/blog/${post.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page).toHaveTitle(new RegExp(post.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.summary);
    await expect(page.locator('article time')).toHaveText(shown(post.date));
    await expect(page.locator('article')).toContainText(post.author);
    await expect(page.locator('article')).toContainText(firstWords(post.body));
  }
  await page.getByRole('link', { name: 'All posts' }).click();
  await expect(page).toHaveURL(/\/blog\/?$/);
});

test('the RSS feed lists every post and is linked from the head', async ({ page, request }) => {
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml');
  const response = await request.get('/rss.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml/);
  const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]);
  expect(items).toHaveLength(all.length);
  const newest = [...all].sort((a, b) => b.date.localeCompare(a.date));
  for (const [index, post] of newest.entries()) {
    const item = items[index];
    expect(item).toContain(`<title>${post.title.replace(/&/g, '&amp;')}</title>`);
    expect(item).toMatch(new RegExp(`<link>https?://[^<]+/blog/${post.slug}/?</link>`));
    expect(new Date(/<pubDate>([^<]+)<\/pubDate>/.exec(item)![1]).toISOString().slice(0, 10)).toBe(post.date);
  }
});

/** Each component an .mdx text uses, with its attributes as written (`<Figure src="…" alt="…" />`). */
function componentsOf(body: string) {
  const names = MDX_COMPONENT_NAMES.join('|');
  return [...body.matchAll(new RegExp(`<(${names})\\b((?:[^>"]|"[^"]*")*)>`, 'g'))].map(([, name, rest]) => ({
    name: name!,
    attributes: Object.fromEntries([...rest!.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key!, value!])),
  }));
}

test('an .mdx post shows each of its components, asks nothing of the video host, and adds no script', async ({
  page,
}) => {
  const mdxPosts = (await published<{ title: string }>('blog')).filter((post) => post.file.endsWith('.mdx'));
  const used = mdxPosts.flatMap((post) => componentsOf(post.body ?? '').map((c) => c.name));
  // The guide's promise: each component is shown on a real post.
  expect(new Set(used), 'every component is used by a published .mdx post').toEqual(new Set(MDX_COMPONENT_NAMES));
  const markdownPost = all.find((post) => !mdxPosts.some((mdx) => mdx.id === post.slug));
  const scripts = async () =>
    page
      .locator('script:not([type="application/ld+json"])')
      .evaluateAll((list) => list.map((script) => (script as HTMLScriptElement).src || script.textContent).sort());
  let plain: string[] | undefined;
  if (markdownPost) {
    await page.goto(`/blog/${markdownPost.slug}`);
    plain = await scripts();
  }
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!/^https?:\/\/(127\.0\.0\.1|localhost)\b/.test(request.url())) outside.push(request.url());
  });
  for (const post of mdxPosts) {
    await page.goto(`/blog/${post.id}`);
    const text = page.locator('article .prose-ematix');
    const seen = { Figure: 0, Video: 0, Note: 0, ButtonLink: 0, Gallery: 0 } as Record<string, number>;
    for (const { name, attributes } of componentsOf(post.body ?? '')) {
      const nth = seen[name]!++;
      if (name === 'Figure') {
        const figure = text.locator('figure[data-mdx="figure"]').nth(nth);
        const img = figure.locator('img');
        await expect(img).toHaveAttribute('alt', attributes.alt!);
        // Optimised by astro:assets: AVIF first, then WebP, from /_astro/, with its size set.
        await expect(figure.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\/_astro\/.+\.avif/);
        await expect(img).toHaveAttribute('src', /^\/_astro\/.+\.webp$/);
        await expect(img).toHaveAttribute('width', /^\d+$/);
        if (attributes.caption) await expect(figure.locator('figcaption')).toHaveText(attributes.caption);
      } else if (name === 'Video') {
        const link = text.locator('[data-mdx="video"] a').nth(nth);
        await expect(link).toHaveAttribute('href', videoLinks(attributes.url!)!.watchUrl);
        await expect(link).toContainText(attributes.title!);
        await expect(link).toHaveAccessibleName(new RegExp(`^Watch on (YouTube|Vimeo): ${attributes.title}`));
        await expect(text.locator('[data-mdx="video"] iframe')).toHaveCount(0);
      } else if (name === 'Note') {
        const note = text.getByRole('note').nth(nth);
        const kind = { note: 'Note', tip: 'Tip', warning: 'Warning' }[attributes.type ?? 'note']!;
        await expect(note).toHaveAttribute('aria-label', attributes.title ? `${kind}: ${attributes.title}` : kind);
        await expect(note).toBeVisible();
      } else if (name === 'ButtonLink') {
        const link = text.locator('[data-mdx="button-link"] a').nth(nth);
        await expect(link).toHaveAttribute('href', attributes.href!);
        await expect(link).toHaveCSS('border-radius', /px/);
      } else if (name === 'Gallery') {
        const gallery = text.locator('[data-mdx="gallery"]').nth(nth);
        // A list of pictures, not of bullets: the text's list style does not reach it.
        await expect(gallery.locator('ul[aria-label]')).toHaveCSS('list-style-type', 'none');
        const pictures = gallery.locator('ul[aria-label] > li img');
        expect(await pictures.count()).toBeGreaterThan(0);
        for (const src of await pictures.evaluateAll((list) => list.map((img) => img.getAttribute('src'))))
          expect(src).toMatch(/^\/_astro\//);
      }
    }
    // A post with components is read without JavaScript: the same scripts as a Markdown post (the site's own).
    if (plain) expect(await scripts(), `/blog/${post.id} adds no script`).toEqual(plain);
  }
  // Nothing is asked of YouTube or Vimeo (nor anyone else) until a visitor follows the video's link.
  expect(outside).toEqual([]);
});
