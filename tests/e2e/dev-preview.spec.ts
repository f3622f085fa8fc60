/**
 * An editor's preview of another day is true with JavaScript on: under `SITE_TODAY=... npm run dev` the page script
 * (TimeAware) decides for the previewed day, not for the computer's clock. The rest of the suite runs against the
 * production build, whose pages follow each visitor's own date; this spec starts its own `astro dev` on a free port
 * for the one check, and always stops it.
 *
 * Deterministic whatever today's date: the browser's clock is fixed on the day after the event, when it is over, and
 * the preview day is one when its registration is open. A page script that read the clock would hide "Register Now"
 * and take the event off the upcoming list; the previewed day keeps both.
 *
 * The same server shows how `npm run dev` treats a content mistake: its line in the browser's error overlay, and the
 * pages back by themselves once it is fixed (src/content-model/loaders.ts); and what an editor does most: a new post
 * with a picture, shown at once, saves, and deleting the post with its picture (src/integrations/content-pictures-dev.mjs).
 *
 * The server runs in a copy of the project: the suite's own (scripts/grow-check.mjs, no .git) or, when the spec is run
 * on its own in a checkout, a copy made under .tmp/ for it, so the files these tests write never touch src/ there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { expect, test } from '@playwright/test';
import { events } from './prime-content';
import { addDays } from '../../src/lib/time/calendar';
import { byDate } from '../../src/lib/time/date-order';
import { eventPagePath, hasOwnPage } from '../../src/lib/content/events';
import { registrationOpen } from '../../src/lib/time/today';

// The first event with a page of its own (/ematixprime/events/<id>), whatever its kind.
const event = byDate(events().filter(hasOwnPage))[0];
// A day its registration is open (the day before it closes, or before it starts); the clock: the day after it.
const previewed = addDays(event.closes ?? event.start, -1);
const visitClock = new Date(`${addDays(event.end ?? event.start, 1)}T12:00:00+05:30`);
const upcomingList =
  event.kind === 'webinar' ? '/ematixprime/initiative/upcomingwebinar' : '/ematixprime/conference/upcoming';

let server: ChildProcess | undefined;
let output = '';
let base = '';
// The folder astro dev runs in, and the copy made for this spec (removed after it), if one was needed.
let dir = process.cwd();
let madeCopy: string | undefined;

/** A checkout (it has .git) is never written: the dev server gets a copy, node_modules hard-linked as grow-check does. */
function projectCopy(): string {
  if (!existsSync('.git')) return process.cwd();
  mkdirSync('.tmp', { recursive: true });
  const copy = mkdtempSync(join(process.cwd(), '.tmp', 'dev-preview-'));
  for (const name of [
    'src',
    'public',
    'scripts',
    'astro.config.mjs',
    'tailwind.config.mjs',
    'tsconfig.json',
    'package.json',
  ])
    cpSync(name, join(copy, name), { recursive: true });
  execFileSync('cp', ['-al', 'node_modules', join(copy, 'node_modules')]);
  madeCopy = copy;
  return copy;
}

/** A port nothing listens on now (the system picks it), so this never meets another helper's or the suite's server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The text of a published post of the copy, the model of the posts these tests add. */
function firstPost(): string {
  const blog = join(dir, 'src/content/blog');
  const texts = readdirSync(blog)
    .filter((name) => name.endsWith('.md') && !name.startsWith('_'))
    .sort()
    .map((name) => readFileSync(join(blog, name), 'utf8'));
  const text = texts.find((t) => !/^draft: true/m.test(t));
  if (!text) throw new Error(`no published post in ${blog}`);
  return text;
}

/** Stops the dev server and everything it started (its own process group). */
function stop(signal: NodeJS.Signals = 'SIGTERM') {
  if (!server?.pid || server.exitCode !== null || server.signalCode !== null) return;
  try {
    process.kill(-server.pid, signal);
  } catch {
    // Already gone.
  }
}
// Should the test run itself be killed, the dev server must not outlive it.
const stopHard = () => stop('SIGKILL');
process.once('exit', stopHard);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Starting astro dev and compiling a first page takes seconds to tens of seconds on a busy 2-core machine.
  test.setTimeout(180_000);
  expect(registrationOpen(event, previewed), `${event.id} is open on ${previewed}`).toBe(true);
  expect(registrationOpen(event, addDays(event.end ?? event.start, 1))).toBe(false);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dir = projectCopy();
  server = spawn(
    process.execPath,
    ['node_modules/astro/astro.js', 'dev', '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: dir,
      env: { ...process.env, SITE_TODAY: previewed, ASTRO_DISABLE_UPDATE_CHECK: 'true', ASTRO_TELEMETRY_DISABLED: '1' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 170_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`astro dev stopped (exit ${server.exitCode}):\n${output}`);
    // The event's page answering 200 means the server is up and has compiled the page once.
    const status = await fetch(`${base}${eventPagePath(event)}`)
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) break;
    if (Date.now() > deadline) throw new Error(`astro dev did not serve ${eventPagePath(event)} in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  const running = server;
  stop();
  if (running && running.exitCode === null && running.signalCode === null) {
    await Promise.race([
      new Promise((resolve) => running.once('exit', resolve)),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]);
  }
  stop('SIGKILL');
  process.removeListener('exit', stopHard);
  if (madeCopy) rmSync(madeCopy, { recursive: true, force: true });
});

test('SITE_TODAY under astro dev: the page script decides for the previewed day, not the clock (JavaScript on)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.setFixedTime(visitClock);

  // goto waits for the load event: the page's module scripts, TimeAware's among them, have run by then.
  await page.goto(`${base}${eventPagePath(event)}`, { timeout: 90_000 });
  await expect(page.locator('html')).toHaveAttribute('data-preview-today', previewed);
  await expect(page.locator('[data-register-now]')).toBeVisible();
  await expect(page.locator('[data-event-held]')).toBeHidden();
  await expect(page.getByRole('link', { name: /^Add to calendar/ })).toBeVisible();

  await page.goto(`${base}${upcomingList}`, { timeout: 90_000 });
  await expect(page.locator(`[data-event="${event.id}"]`)).toBeVisible();
});

test('a content mistake under astro dev: every page shows its line in the error overlay, and comes back once fixed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A copy of a real post with a date written the way people write it.
  const text = firstPost();
  const line = text.split('\n').findIndex((l) => l.startsWith('date:')) + 1;
  const mistake = 'src/content/blog/zz-dev-mistake.md';
  const url = `${base}${eventPagePath(event)}`;
  const status = () => fetch(url, { headers: { accept: 'text/html' } }).then((response) => response.status);
  try {
    writeFileSync(join(dir, mistake), text.replace(/^date: .*$/m, 'date: "24 June 2025"'));
    await expect.poll(status, { timeout: 30_000 }).toBe(500);
    await page.goto(url);
    await expect(page.locator('vite-error-overlay')).toContainText(`${mistake}:${line}  date`);
  } finally {
    // The overlay's page reloads itself when the file changes; leave it first, so that reload never races the visit below.
    await page.goto('about:blank');
    rmSync(join(dir, mistake), { force: true });
  }
  await expect.poll(status, { timeout: 30_000 }).toBe(200);
  await page.goto(url);
  await expect(page.locator('vite-error-overlay')).toHaveCount(0);
  await expect(page.locator('h1')).toBeVisible();
});

test('a new post with a picture under astro dev: shown at once; saves print no "Duplicate id"; deleting both breaks no page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Any picture of the site, added as an editor adds one: a new file in src/assets/blog/, then a post that shows it.
  const assets = join(dir, 'src/assets');
  const source = (readdirSync(assets, { recursive: true }) as string[]).find((name) => name.endsWith('.jpg'));
  if (!source) throw new Error('no .jpg picture under src/assets to copy');
  const folder = join(assets, 'blog');
  const madeFolder = !existsSync(folder);
  const picture = join(folder, 'zz-dev-picture.jpg');
  const post = join(dir, 'src/content/blog/zz-dev-picture.md');
  const url = `${base}/blog/zz-dev-picture`;
  const alt = 'A picture added while the preview runs';
  const text = firstPost();
  const written = (title: string) =>
    text
      .replace(/^title: .*$/m, `title: ${JSON.stringify(title)}`)
      .replace(/^---\n[\s\S]*?\n---\n/, (front) => `${front}\n![${alt}](../../assets/blog/zz-dev-picture.jpg)\n`);
  const list = () =>
    fetch(`${base}/blog`, { headers: { accept: 'text/html' } }).then(async (response) => {
      if (response.status !== 200) return `status ${response.status}`;
      return (await response.text()).includes('A post with a picture, edited') ? 'with the post' : 'without the post';
    });
  const html = () =>
    fetch(url, { headers: { accept: 'text/html' } }).then(async (response) =>
      response.status === 200 ? response.text() : `status ${response.status}`,
    );
  try {
    mkdirSync(folder, { recursive: true });
    cpSync(join(assets, source), picture);
    writeFileSync(post, written('A post with a picture'));
    // After the automatic reload: the post's page, its picture processed (no unprocessed `<img __ASTRO_IMAGE_=...>`).
    const state = async () => {
      const page = await html();
      if (!page.includes(alt)) return 'no post yet';
      return page.includes('__ASTRO_IMAGE_') ? 'picture not processed' : 'picture processed';
    };
    await expect.poll(state, { timeout: 30_000 }).toBe('picture processed');
    await page.goto(url);
    const image = page.getByRole('img', { name: alt });
    await expect(image).toHaveAttribute('src', /^\/(_image\?|@fs\/).*zz-dev-picture/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // Ordinary saves: the post edited, a YAML list of a file() collection and a page's YAML saved as they are.
    await page.goto('about:blank');
    writeFileSync(post, written('A post with a picture, edited'));
    for (const file of ['src/content/learning/batches.yaml', 'src/content/pages/blog.yaml'])
      writeFileSync(join(dir, file), readFileSync(join(dir, file), 'utf8'));
    await expect.poll(html, { timeout: 30_000 }).toContain('A post with a picture, edited');
    expect(await list()).toBe('with the post');
  } finally {
    // The post and its picture deleted together.
    rmSync(post, { force: true });
    rmSync(picture, { force: true });
    if (madeFolder) rmSync(folder, { recursive: true, force: true });
  }
  // Once the deletion is loaded the post is off the list (listed before it), and every page still renders. (The
  // deleted post's own address is not asked for: dev answers an unknown page with an error of its own.)
  await expect.poll(list, { timeout: 30_000 }).toBe('without the post');
  expect((await fetch(`${base}${eventPagePath(event)}`)).status).toBe(200);
  await page.goto(`${base}/blog`);
  await expect(page.locator('vite-error-overlay')).toHaveCount(0);
  await expect(page.locator('h1')).toBeVisible();
  // Not at the start, nor after any of these saves (a real duplicate id is the content check's to report).
  expect(output).not.toContain('Duplicate id');
});
