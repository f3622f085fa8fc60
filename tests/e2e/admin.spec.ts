/**
 * The web editor at /admin (Sveltia CMS): it loads from the site itself in Chromium, works on a local clone
 * ("Work with Local Repository", the File System Access API: here a folder of the browser's private file system
 * filled with the repository's content files), shows every screen of its menu with every Markdown entry (newest
 * post first) and every file of the other screens; it stays out of
 * search engines and the sitemap, loads nothing on any other page, and runs under its own security policy.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { adminDevServer } from '../../src/integrations/admin-policy.mjs';
import { entries } from '../support/content';
import { projectRoot } from '../support/content-check';
import { dist, pages, read } from '../support/site';
import { cmsScreens } from '../support/cms-config';

const screens = cmsScreens;
/**
 * The screens of one Markdown file per entry: a screen per collection (blog, internships) for its .md files, and one
 * for its .mdx files (blog-mdx, internships-mdx).
 */
const markdownScreens = screens.filter((screen) => screen.folder && /^mdx?$/.test(screen.extension ?? ''));
/** The entries a folder screen lists: the files of its folder with its extension. */
const screenEntries = async <T>(screen: (typeof screens)[number]) =>
  (await entries<T>(screen.name.replace(/-mdx$/, ''))).filter(
    (entry) => entry.file.startsWith(`${screen.folder}/`) && entry.file.endsWith(`.${screen.extension}`),
  );

/** The repository files the editor reads: every content file, and a `.git` folder (it checks for one). */
function repositoryFiles(): Record<string, string> {
  const files: Record<string, string> = { '.git/HEAD': 'ref: refs/heads/main\n' };
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files[relative(projectRoot, full).split(sep).join('/')] = readFileSync(full, 'utf8');
    }
  };
  walk(join(projectRoot, 'src/content'));
  return files;
}

type Handler = (
  request: { url: string },
  response: { setHeader(name: string, value: string): void; end(body?: unknown): void },
  next: () => void,
) => void;

/**
 * The editor's policy as the site's dev server answers /admin/ with it (adminDevServer, astro.config.mjs): all of it
 * in the header. A production host sends the same directives but default-src, with script-src and style-src in the
 * page's meta tag (src/integrations/serving.mjs).
 */
function adminPolicyHeader(): string {
  const sent: Record<string, string> = {};
  let handler: Handler | undefined;
  const setup = adminDevServer().hooks['astro:server:setup'] as unknown as (options: { server: unknown }) => void;
  setup({
    server: {
      config: { publicDir: join(projectRoot, 'public') },
      middlewares: { use: (use: Handler) => (handler = use) },
    },
  });
  handler!({ url: '/admin/' }, { setHeader: (name, value) => (sent[name] = value), end: () => {} }, () => {});
  return sent['Content-Security-Policy'];
}

/** Opens /admin with a local repository folder to pick, recording requests to other sites and policy violations. */
async function openWithLocalRepository(page: Page) {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname !== '127.0.0.1') outside.push(request.url());
  });
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
  // The site's own policy for /admin (src/integrations/admin-policy.mjs), all of it in the header.
  const policy = adminPolicyHeader();
  expect(policy, 'the dev server sends the editor’s whole policy').toContain("default-src 'self'");
  await page.route('**/admin/**', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
    // The folder picker of "Work with Local Repository" answers with a folder of the private file system.
    (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker =
      async () => (await navigator.storage.getDirectory()).getDirectoryHandle('repository', { create: true });
  });
  await page.goto('/admin/');
  await page.evaluate(async (files) => {
    const root = await (await navigator.storage.getDirectory()).getDirectoryHandle('repository', { create: true });
    for (const [path, text] of Object.entries(files)) {
      const parts = path.split('/');
      let dir = root;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, repositoryFiles());
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  return { outside, violations: () => page.evaluate(() => (window as unknown as { violations: string[] }).violations) };
}

/**
 * Sveltia draws a list 25 rows at a time and the next ones when the list's end scrolls into view (an
 * IntersectionObserver): scrolls every scrolling box to its end until `text` is drawn, as an editor scrolls.
 */
async function expectListed(page: Page, text: string, message: string) {
  const row = page.getByText(text, { exact: true }).first();
  await expect(async () => {
    if (await row.isVisible()) return;
    await page.evaluate(() => {
      for (const box of document.querySelectorAll('*'))
        if (box.scrollHeight > box.clientHeight + 1) box.scrollTop = box.scrollHeight;
    });
    await expect(row).toBeVisible({ timeout: 1_000 });
  }, message).toPass({ timeout: 20_000 });
}

test.describe('the web editor at /admin', () => {
  test.setTimeout(90_000);

  test('shows every screen of its menu, every Markdown entry and every file, from a local clone', async ({ page }) => {
    // About twenty screens, each read from the local clone.
    test.setTimeout(300_000);
    const { outside, violations } = await openWithLocalRepository(page);
    expect(markdownScreens.length).toBeGreaterThan(0);
    for (const screen of screens) {
      const item = page.getByRole('treeitem', { name: screen.label, exact: true });
      await item.click();
      await expect(item, screen.label).toHaveAttribute('aria-selected', 'true');
      await expect(
        page.getByRole('main', { name: new RegExp(screen.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
        screen.label,
      ).toBeVisible({ timeout: 20_000 });
      if (markdownScreens.includes(screen)) {
        const titles = (await screenEntries<{ title: string }>(screen)).map((entry) => entry.data.title);
        // A collection may have no .mdx entry yet; its .md screen has entries.
        if (screen.extension === 'md') expect(titles.length, `${screen.name} has entries to list`).toBeGreaterThan(0);
        for (const title of titles) await expectListed(page, title, `${screen.name}: ${title}`);
      }
      for (const file of screen.files ?? []) await expectListed(page, file.label, `${screen.label}: ${file.label}`);
    }
    // Icons are drawn with the package's own font, served by this site (no CDN font request).
    const iconFonts = await page.evaluate(
      () =>
        [...document.fonts].filter(
          (font) => font.family.includes('Material Symbols Outlined') && font.status === 'loaded',
        ).length,
    );
    expect(iconFonts).toBeGreaterThan(0);
    const fontFiles = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((r) => r.name)
        .filter((name) => name.endsWith('.woff2')),
    );
    expect(fontFiles.length).toBeGreaterThan(0);
    for (const url of fontFiles) expect(new URL(url).pathname).toMatch(/^\/admin\/fonts\//);
    // Everything it needs comes from this site. It still pings two services, answered by nothing here: its update
    // check (unpkg.com) and the Git host's status page; the policy blocks both, harmlessly.
    const pings = /^https:\/\/(unpkg\.com\/@sveltia\/cms\/package\.json|www\.githubstatus\.com\/)/;
    expect(outside.filter((url) => !pings.test(url))).toEqual([]);
    expect(
      (await violations()).filter((v) => !/^connect-src https:\/\/(unpkg\.com|www\.githubstatus\.com)\//.test(v)),
    ).toEqual([]);
  });

  test('opens an entry with the fields of its schema', async ({ page }) => {
    await openWithLocalRepository(page);
    const [first] = markdownScreens;
    await page.getByRole('treeitem', { name: first.label, exact: true }).click();
    const [entry] = await screenEntries<{ title: string }>(first);
    await page.getByText(entry.data.title, { exact: true }).first().click();
    await expect(page.getByRole('textbox', { name: /^Title/ }).first()).toHaveValue(entry.data.title, {
      timeout: 20_000,
    });
  });

  test('lists blog posts newest first, as the site does', async ({ page }) => {
    await openWithLocalRepository(page);
    const blog = markdownScreens.find((screen) => screen.folder === 'src/content/blog')!;
    await page.getByRole('treeitem', { name: blog.label, exact: true }).click();
    const posts = await screenEntries<{ title: string; date: string }>(blog);
    const newest = [...posts].sort(
      (a, b) => b.data.date.localeCompare(a.data.date) || a.data.title.localeCompare(b.data.title),
    );
    await expect(page.getByText(newest[0].data.title, { exact: true }).first()).toBeVisible({ timeout: 20_000 });
    const at = await page.evaluate(
      (titles) => titles.map((title) => document.body.innerText.indexOf(title)),
      newest.map((post) => post.data.title),
    );
    expect(
      at.filter((i) => i < 0),
      'every post is listed',
    ).toEqual([]);
    // In the order shown, each post's date is the same as or older than the one before (the order of posts of the
    // same day is the editor's own).
    const datesShown = newest
      .map((post, i) => ({ date: post.data.date, at: at[i] }))
      .sort((a, b) => a.at - b.at)
      .map((post) => post.date);
    expect(datesShown, 'the posts appear newest first').toEqual([...datesShown].sort().reverse());
  });

  test('opens an .mdx post with its text as written, components and all, in a plain text editor', async ({ page }) => {
    const withEntries: {
      screen: (typeof screens)[number];
      entry: Awaited<ReturnType<typeof screenEntries<{ title: string }>>>[number];
    }[] = [];
    for (const screen of markdownScreens.filter((s) => s.extension === 'mdx'))
      for (const entry of await screenEntries<{ title: string }>(screen)) withEntries.push({ screen, entry });
    test.skip(withEntries.length === 0, 'no .mdx entry to open');
    const [{ screen, entry }] = withEntries;
    await openWithLocalRepository(page);
    await page.getByRole('treeitem', { name: screen.label, exact: true }).click();
    await page.getByText(entry.data.title, { exact: true }).first().click();
    await expect(page.getByRole('textbox', { name: /^Title/ }).first()).toHaveValue(entry.data.title, {
      timeout: 20_000,
    });
    // The text field holds the file's text as it is (Sveltia's rich text mode would rewrite the component tags).
    const body = page.getByRole('textbox', { name: /^Text/ }).first();
    const component = /^<[A-Z]\w*\b.*$/m.exec(entry.body ?? '')?.[0];
    if (component) await expect(body).toHaveValue(new RegExp(component.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  });

  test('is kept out of search engines and the sitemap, and no page of the site loads it', () => {
    const admin = readFileSync(join(dist, 'admin/index.html'), 'utf8');
    expect(admin).toContain('<meta name="robots" content="noindex, nofollow" />');
    const sitemaps = readdirSync(dist).filter((name) => /^sitemap.*\.xml$/.test(name));
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const name of sitemaps) expect(readFileSync(join(dist, name), 'utf8')).not.toContain('/admin');
    // tests/support/site.ts leaves /admin out of `pages` on purpose; every page there must not refer to the editor.
    expect(pages.length).toBeGreaterThan(0);
    const loading = pages.filter((page) => /\/admin\/|sveltia/i.test(read(page.file))).map((page) => page.url);
    expect(loading).toEqual([]);
  });
});
