/**
 * docs/nginx.conf is the server configuration the project ships (DECISIONS "Paths"). Its redirect map must list the
 * same old spellings as routes.yaml (from which dist/_redirects is generated), and none may redirect a page to
 * itself. Where nginx is installed, the configuration is also run for real against the build in dist/.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../support/site';

const conf = readFileSync(resolve('docs/nginx.conf'), 'utf8');
const MAP_LINE = /^\s*"~\^(.+?)\/\?\$"\s+(\S+);$/gm;
const unescapeRegex = (source: string) => source.replace(/\\(.)/g, '$1');

/** [alias, target] pairs of the `map $uri $ematix_canonical` block. */
const mapped = [...conf.matchAll(MAP_LINE)].map((m) => [unescapeRegex(m[1]), m[2]] as const);
const expected = routes.flatMap((route) => (route.aliases ?? []).map((alias) => [alias, route.id] as const));

describe('docs/nginx.conf', () => {
  it('redirects exactly the old spellings listed in routes.yaml, each to its canonical path', () => {
    expect(mapped.length).toBeGreaterThan(0);
    expect([...mapped].sort()).toEqual([...expected].sort());
  });

  it('never redirects a canonical path (the map is case-sensitive)', () => {
    for (const route of routes) {
      const loops = [...conf.matchAll(MAP_LINE)].filter((m) => new RegExp(`^${m[1]}/?$`).test(route.id));
      expect(loops.map((m) => m[0].trim()), route.id).toEqual([]);
    }
  });
});

const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const built = existsSync(resolve('dist/index.html'));

// Run where nginx is installed and the site is built (`apt-get install nginx-light`, `npm run build`).
describe.skipIf(!nginx || !built)('docs/nginx.conf served by a real nginx', () => {
  const port = 8000 + Math.floor(Math.random() * 900);
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-'));
  let server: ReturnType<typeof spawn> | undefined;

  const get = (path: string) =>
    new Promise<{ status: number; location?: string; body: string }>((done, fail) => {
      const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, location: res.headers.location, body }));
      });
      req.on('error', fail);
      req.end();
    });

  beforeAll(async () => {
    mkdirSync(join(prefix, 'logs'));
    const site = conf.replace('listen 80;', `listen 127.0.0.1:${port};`).replace('root /var/www/ematix/dist;', `root ${resolve('dist')};`);
    writeFileSync(
      join(prefix, 'nginx.conf'),
      `daemon off; worker_processes 1; pid ${prefix}/nginx.pid; error_log ${prefix}/logs/error.log;
events { worker_connections 64; }
http { include /etc/nginx/mime.types; access_log off; client_body_temp_path ${prefix}/body;
${site}
}`,
    );
    const test = spawnSync(nginx!, ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf')], { encoding: 'utf8' });
    expect(test.status, test.stderr).toBe(0);
    server = spawn(nginx!, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: 'ignore' });
    for (let i = 0; i < 50; i += 1) {
      if (await get('/').then(() => true, () => false)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('nginx did not start');
  });
  afterAll(() => server?.kill());

  it('serves pages with and without a trailing slash', async () => {
    for (const path of ['/', '/products', '/products/', '/about-us', '/rss.xml', '/sitemap.xml']) {
      expect((await get(path)).status, path).toBe(200);
    }
  });

  it('answers every alias with a 301 to its canonical path, keeping the query string', async () => {
    for (const [alias, target] of expected) {
      const response = await get(encodeURI(alias));
      expect([response.status, response.location], alias).toEqual([301, expect.stringMatching(new RegExp(`${target}$`))]);
    }
    expect((await get('/Contact?subject=Hello')).location).toMatch(/\/contact\?subject=Hello$/);
  });

  it('shows the not-found page (which forwards other wrong spellings) for anything else', async () => {
    const response = await get('/CAREERS');
    expect(response.status).toBe(404);
    expect(response.body).toContain('404 Not Found');
  });
});
