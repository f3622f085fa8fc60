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
 * pages back by themselves once it is fixed (src/content-model/loaders.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { expect, test } from '@playwright/test';
import { events } from './prime-content';
import { addDays } from '../../src/lib/calendar';
import { byDate } from '../../src/lib/date-order';
import { eventPagePath, hasOwnPage } from '../../src/lib/events';
import { registrationOpen } from '../../src/lib/today';

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
  server = spawn(
    process.execPath,
    ['node_modules/astro/astro.js', 'dev', '--port', String(port), '--host', '127.0.0.1'],
    {
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
  // A copy of a real post with a date written the way people write it (the suite runs in grow-check's copy).
  const posts = readdirSync('src/content/blog').filter((name) => name.endsWith('.md') && !name.startsWith('_'));
  const text = readFileSync(`src/content/blog/${posts[0]}`, 'utf8');
  const line = text.split('\n').findIndex((l) => l.startsWith('date:')) + 1;
  const mistake = 'src/content/blog/zz-dev-mistake.md';
  const url = `${base}${eventPagePath(event)}`;
  const status = () => fetch(url, { headers: { accept: 'text/html' } }).then((response) => response.status);
  try {
    writeFileSync(mistake, text.replace(/^date: .*$/m, 'date: "24 June 2025"'));
    await expect.poll(status, { timeout: 30_000 }).toBe(500);
    await page.goto(url);
    await expect(page.locator('vite-error-overlay')).toContainText(`${mistake}:${line}  date`);
  } finally {
    // The overlay's page reloads itself when the file changes; leave it first, so that reload never races the visit below.
    await page.goto('about:blank');
    rmSync(mistake, { force: true });
  }
  await expect.poll(status, { timeout: 30_000 }).toBe(200);
  await page.goto(url);
  await expect(page.locator('vite-error-overlay')).toHaveCount(0);
  await expect(page.locator('h1')).toBeVisible();
});
