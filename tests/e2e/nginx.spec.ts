/**
 * docs/nginx.conf served by a real nginx against the build in dist/: pages with and without a trailing slash, every
 * old spelling from routes.yaml answered with a 301, and the not-found page for anything else. Runs where nginx is
 * installed (Debian: `apt-get install nginx-light`); skipped elsewhere. The map itself is checked against routes.yaml
 * by tests/unit/nginx-conf.test.ts everywhere.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { dist, routes } from '../support/site';

const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const aliases = routes.flatMap((route) => (route.aliases ?? []).map((alias) => ({ alias, target: route.id })));

// CI must run these (scripts/test.sh installs nginx there); elsewhere they are skipped without nginx.
test('nginx is installed in CI', () => {
  test.skip(!process.env.CI, 'only required in CI');
  expect(nginx, 'scripts/ensure-nginx.sh should have installed nginx-light').toBeTruthy();
});

test.describe('docs/nginx.conf on a real nginx', () => {
  test.skip(!nginx, 'nginx is not installed (Debian: bash scripts/ensure-nginx.sh as root)');
  test.describe.configure({ mode: 'serial' });

  const port = 8100 + Math.floor(Math.random() * 800);
  let server: ChildProcess | undefined;
  let http: APIRequestContext;

  test.beforeAll(async () => {
    const prefix = mkdtempSync(join(tmpdir(), 'nginx-'));
    mkdirSync(join(prefix, 'logs'));
    const site = readFileSync(resolve('docs/nginx.conf'), 'utf8')
      .replace('listen 80;', `listen 127.0.0.1:${port};`)
      .replace('root /var/www/ematix/dist;', `root ${dist};`);
    const config = join(prefix, 'nginx.conf');
    // Started as root, nginx runs its worker as `nobody`, which cannot read a checkout inside a private (mode 700)
    // folder such as `mktemp -d` makes: every request would answer 404. Run the worker as the user running the test.
    const user = process.getuid?.() === 0 ? `user ${userInfo().username};` : '';
    writeFileSync(
      config,
      `${user} daemon off; worker_processes 1; pid ${prefix}/nginx.pid; error_log ${prefix}/logs/error.log;
events { worker_connections 64; }
http { include /etc/nginx/mime.types; access_log off; client_body_temp_path ${prefix}/body;
${site}
}`,
    );
    const check = spawnSync(nginx!, ['-t', '-p', prefix, '-c', config], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
    server = spawn(nginx!, ['-p', prefix, '-c', config], { stdio: 'ignore' });
    http = await request.newContext({ baseURL: `http://127.0.0.1:${port}`, maxRedirects: 0 });
    await expect.poll(() => http.get('/').then((r) => r.status(), () => 0), { timeout: 5_000 }).toBe(200);
  });
  test.afterAll(async () => {
    await http?.dispose();
    server?.kill();
  });

  test('serves pages with and without a trailing slash', async () => {
    for (const path of ['/', '/products', '/products/', '/about-us', '/rss.xml', '/sitemap.xml']) {
      expect((await http.get(path)).status(), path).toBe(200);
    }
  });

  test('answers every old spelling with a 301 to its canonical path, keeping the query string', async () => {
    expect(aliases.length).toBeGreaterThan(0);
    for (const { alias, target } of aliases) {
      for (const path of [alias, `${alias}/`]) {
        const response = await http.get(encodeURI(path));
        expect(response.status(), path).toBe(301);
        expect(new URL(response.headers().location).pathname, path).toBe(target);
      }
    }
    expect((await http.get('/Contact?subject=Hello')).headers().location).toMatch(/\/contact\?subject=Hello$/);
  });

  test('shows the not-found page (which forwards other wrong spellings) for anything else', async () => {
    const response = await http.get('/CAREERS');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('404 Not Found');
  });

  test('in a browser, that not-found page forwards a wrongly cased path to its page', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${port}/CAREERS`);
    await expect(page).toHaveURL(`http://127.0.0.1:${port}/careers`);
    await expect(page).toHaveTitle(new RegExp(`^${routes.find((route) => route.id === '/careers')!.title} \\|`));
  });
});
