/**
 * Reading offline (issue 31) through nginx: the service worker (/sw.js, src/service-worker.ts) keeps the pages a
 * visitor read, the first one included; offline they read with the saved-copy notice, a page not saved shows the
 * offline page with the company's contacts, a form sent without a network is kept and delivered once when the network
 * returns (to a stand-in form service the test starts), a saved page still applies the rule for time, and a new
 * deploy's worker replaces the old one with none of the old files left. Expected values come from the content
 * (tests/support), never written here.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectRefusedWithContacts } from './form-checks';
import { settings as peopleSettings } from './people-content';
import { outcomeMessages } from '../../src/lib/forms/submission';
import { NGINX, startNginx } from '../../scripts/nginx-local.mjs';
import { contactField, contactForm, fillContact, typedContact } from '../support/contact-form';
import { openFilledApplication, typedResume } from '../support/application-form';
import { CACHES, OFFLINE_PAGE } from '../../src/lib/serving/offline';
import { SERVICE_WORKER } from '../support/serving';
import { telHref } from '../../src/lib/forms/contact';
import { eventPagePath } from '../../src/lib/content/events';
import { conferenceDetails, events } from './prime-content';
import { dist, noonInIndia, routes, settings } from '../support/site';

// The service worker runs as it does for visitors (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const title = (path: string) => routes.find((route) => route.id === path)!.title;
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`);
const offline = routes.find((route) => route.id === OFFLINE_PAGE)!;
const notice = (page: Page) => page.locator('#saved-copy');
const SAVED = /^You are offline\. This page was saved on \d{1,2} [A-Z][a-z]+( \d{4})?\.$/;

/** Opens `path` and waits until the service worker controls the page (it claims pages as it activates). */
async function withWorker(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

/** Visits each page online, so the worker saves it; then the browser goes offline. */
async function readThenGoOffline(context: BrowserContext, page: Page, paths: string[]) {
  await withWorker(page, '/');
  for (const path of paths) await page.goto(path);
  await context.setOffline(true);
}

test.describe('offline reading', () => {
  test.skip(!NGINX, 'runs through nginx');

  test('the three pages read offline with the notice; a page not saved shows the offline page with the contacts', async ({
    context,
    page,
  }) => {
    const read = ['/contact', '/careers', '/about-us'];
    await readThenGoOffline(context, page, read);
    for (const path of read) {
      await page.goto(path);
      await expect(page).toHaveTitle(startsWith(title(path)));
      await expect(notice(page)).toBeVisible();
      await expect(notice(page)).toHaveText(SAVED);
      // Shown at the very top, in the page's flow: it was in the HTML before the first paint, so nothing moves.
      expect((await notice(page).boundingBox())?.y).toBe(0);
    }

    const unsaved = routes.find((route) => !read.includes(route.id) && route.id !== '/' && !route.canonical)!.id;
    await page.goto(unsaved);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offline.title);
    await expect(notice(page)).toBeHidden();
    const main = page.getByRole('main');
    await expect(main.locator(`a[href="${telHref(settings.phone)}"]`)).toBeVisible();
    await expect(main.locator(`a[href="mailto:${settings.email}"]`)).toBeVisible();
    await expect(main.locator(`a[href="https://wa.me/${settings.whatsapp}"]`)).toBeVisible();
    // The saved pages, by their titles, each a link that opens offline.
    const saved = main.locator('[data-saved-pages] a');
    for (const path of read) await expect(saved.filter({ hasText: title(path) })).toHaveAttribute('href', path);
    await expect(main.locator('[data-saved-none]')).toBeHidden();
    await saved.filter({ hasText: title(read[0]) }).click();
    await expect(page).toHaveURL(new RegExp(`${read[0]}$`));
    await expect(notice(page)).toHaveText(SAVED);
  });

  test('the first page visited, where the worker was installed, reads offline too', async ({ context, page }) => {
    const first = '/careers';
    await withWorker(page, first);
    // Saved as the worker activates: the page was loaded before the worker was there.
    await expect
      .poll(() =>
        page.evaluate(async (name) => Boolean(await (await caches.open(name)).match(location.href)), CACHES.page),
      )
      .toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page).toHaveTitle(startsWith(title(first)));
    await expect(notice(page)).toHaveText(SAVED);
  });

  test('a saved page still hides an event that is over when the clock passes it', async ({ context, page }) => {
    const event = events().find((e) => e.id === conferenceDetails('iciemsd-2025').event)!;
    const path = eventPagePath(event);
    await page.clock.setFixedTime(noonInIndia(event.start, -1));
    await readThenGoOffline(context, page, [path]);
    await page.goto(path);
    await expect(notice(page)).toHaveText(SAVED);
    await expect(page.locator('[data-event-held]')).toBeHidden();
    await page.clock.setFixedTime(noonInIndia(event.end ?? event.start, 1));
    await page.goto(path);
    await expect(notice(page)).toBeVisible();
    await expect(page.locator('[data-register-now]')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Register Now' }).filter({ visible: true })).toHaveCount(0);
    await expect(page.locator('[data-event-held]')).toBeVisible();
  });
});

test('a new deploy: its worker replaces the old one, and none of the old files is served or kept', async ({
  browser,
}) => {
  test.skip(!NGINX, 'runs through nginx');
  // A copy of the build on a server of its own, changed in place as a deploy would change it.
  const root = mkdtempSync(join(tmpdir(), 'ematix-offline-'));
  for (const name of ['index.html', 'contact', 'offline', '_astro', 'sw.js', '404.html'])
    cpSync(join(dist, name), join(root, name), { recursive: true });
  const server = await startNginx({ port: Number(process.env.PORT ?? 4321) + 1, root });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await withWorker(page, `${server.url}/contact`);
    const precached = () =>
      page.evaluate(async () => {
        const name = (await caches.keys()).find((n) => n.startsWith('workbox-precache'))!;
        return (await (await caches.open(name)).keys()).map((request) => request.url);
      });
    const before = await precached();
    const oldRevision = /\/offline\?__WB_REVISION__=(\w+)/.exec(before.join(' '))![1];

    // Deploy 2: the offline page changed (so its revision), and the worker with it; no compressed copy left stale.
    const deploy = (file: string, text: string) => {
      rmSync(join(root, file)); // the copy may share the file with dist/
      writeFileSync(join(root, file), text);
      writeFileSync(join(root, `${file}.gz`), gzipSync(text));
      rmSync(join(root, `${file}.br`), { force: true });
    };
    const page2 = readFileSync(join(dist, 'offline/index.html'), 'utf8').replace(
      '</main>',
      '<p data-deploy="2">2</p></main>',
    );
    deploy('offline/index.html', page2);
    const worker = readFileSync(join(dist, SERVICE_WORKER.slice(1)), 'utf8');
    expect(worker).toContain(oldRevision);
    deploy(SERVICE_WORKER.slice(1), worker.replace(oldRevision, `${oldRevision.slice(0, -1)}x`));

    // The next navigation finds the new worker; it takes over at once and clears what the old one installed.
    await page.reload();
    const revisions = async () =>
      (await precached()).flatMap((url) => /\/offline\?__WB_REVISION__=(\w+)/.exec(url)?.[1] ?? []);
    await expect.poll(revisions, { timeout: 15_000 }).toEqual([`${oldRevision.slice(0, -1)}x`]);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting)).toBeFalsy();
    expect(
      await page.evaluate(
        async (names) => (await caches.keys()).filter((n) => n.startsWith('ematix-') && !names.includes(n)),
        Object.values(CACHES) as string[],
      ),
    ).toEqual([]);

    await context.setOffline(true);
    await page.goto(`${server.url}/no-such-saved-page`);
    await expect(page.locator('[data-deploy="2"]')).toHaveCount(1);
  } finally {
    await context.close();
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
});

/**
 * A stand-in for the form service: an HTTPS server on this machine that records each post and answers as told. The
 * browser reaches it at the form endpoint's own address (Chromium's host-resolver rule sends that host here), so the
 * page's CSP and the worker's fetch are as in production, and an offline browser cannot reach it.
 */
async function startFormService() {
  const folder = mkdtempSync(join(tmpdir(), 'ematix-forms-'));
  const [key, cert] = [join(folder, 'key.pem'), join(folder, 'cert.pem')];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'].concat([
      '-keyout',
      key,
      '-out',
      cert,
      '-subj',
      '/CN=forms.test',
      '-days',
      '1',
    ]),
    { stdio: 'ignore' },
  );
  const received: { path: string; body: URLSearchParams; raw: string }[] = [];
  let status = 200;
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.setHeader('Access-Control-Allow-Origin', '*');
      const raw = Buffer.concat(chunks).toString();
      if (request.method === 'POST') received.push({ path: request.url ?? '', body: new URLSearchParams(raw), raw });
      response.writeHead(request.method === 'POST' ? status : 204, { 'Content-Type': 'application/json' });
      response.end(status < 400 ? '{"ok":true}' : '{"error":"refused"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    answer: (next: number) => (status = next),
    stop: () => (server.close(), rmSync(folder, { recursive: true, force: true })),
  };
}

test('a form sent without a network is kept on the device and delivered once when it returns; a refused send offers the contacts; the visitor is told the truth each time', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  test.skip(!NGINX, 'runs through nginx');
  test.setTimeout(60_000);
  const site = peopleSettings();
  const endpoint = new URL(site.formEndpoint);
  const service = await startFormService();
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      `--host-resolver-rules=MAP ${endpoint.hostname} 127.0.0.1:${service.port}`,
      '--ignore-certificate-errors',
    ],
  });
  try {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await withWorker(page, '/contact');
    await fillContact(page);
    const form = contactForm(page);
    const send = form.getByRole('button', { name: /send/i });
    const said = outcomeMessages('message');
    const typedKept = async () => {
      for (const [label, value] of Object.entries(typedContact))
        await expect(contactField(page, label)).toHaveValue(value);
    };

    // Refused by the service: said so, with the phone, WhatsApp and e-mail; everything typed kept.
    service.answer(502);
    await send.click();
    await expectRefusedWithContacts(form, 502, site);
    await typedKept();
    expect(service.received).toHaveLength(1);

    // No network: kept on the device, and said so (this browser has background sync).
    service.answer(200);
    await context.setOffline(true);
    await send.click();
    await expect(form.getByRole('status')).toHaveText(said.kept);
    await typedKept();
    // Whatever the browser tries while offline (its background sync may fire at once) fails: nothing arrives.
    await page.waitForTimeout(1000);
    expect(service.received).toHaveLength(1);

    // The network returns: the kept send is delivered, and the page says it has gone.
    await context.setOffline(false);
    // Chromium's background sync fires once it notices the network: on a busy machine, later than 5 s.
    await expect(form.getByRole('status')).toContainText(`Thank you, ${typedContact['Full Name']}`, {
      timeout: 20_000,
    });
    await expect.poll(() => service.received.length).toBe(2);
    const delivered = service.received[1]!;
    expect(delivered.path).toBe(endpoint.pathname);
    expect(delivered.body.get('name')).toBe(typedContact['Full Name']);
    expect(delivered.body.get('message')).toBe(typedContact.Message);

    // Once: nothing more arrives, not on the next page either (the worker starts its round of kept sends again).
    await page.reload();
    await page.goto('/careers');
    await page.waitForTimeout(1500);
    expect(service.received).toHaveLength(2);

    // A job application is kept with its resume, and delivered with it.
    const dialog = await openFilledApplication(page);
    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await expect(dialog.getByRole('status')).toHaveText(outcomeMessages('application').kept);
    await context.setOffline(false);
    await expect(dialog.getByRole('status')).toContainText('Thank you, Asha Kumari', { timeout: 20_000 });
    await expect.poll(() => service.received.length).toBe(3);
    expect(service.received[2]!.raw).toContain(`filename="${typedResume.name}"`);
    expect(service.received[2]!.raw).toContain(typedResume.text);
    await context.close();
  } finally {
    await browser.close();
    service.stop();
  }
});
