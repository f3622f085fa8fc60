// @ts-check
/**
 * Runs the shipped deploy/nginx.conf on a real nginx, on 127.0.0.1 and a private port, against a build folder: for
 * tests/e2e/nginx.spec.ts. Only the listen address and root are changed;
 * everything else is the file as shipped.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { BROTLI_LINE } from '../src/integrations/serving.mjs';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
/** Debian's libnginx-mod-http-brotli-static. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const hasBrotli = () => existsSync(BROTLI_MODULE);

/**
 * The main configuration around deploy/nginx.conf.
 * @param {{ prefix: string, port: number, root: string, workers?: number, connections?: number }} options
 */
export function localConfig({ prefix, port, root, workers = 1, connections = 256 }) {
  let site = readFileSync(resolve('deploy/nginx.conf'), 'utf8');
  for (const [from, to] of [
    ['listen 80;', `listen 127.0.0.1:${port};`],
    ['root /var/www/ematix/dist;', `root ${root};`],
  ]) {
    if (!site.includes(from))
      throw new Error(`deploy/nginx.conf no longer contains "${from}": update scripts/nginx-local.mjs`);
    site = site.replace(from, to);
  }
  if (!hasBrotli()) site = site.replace(BROTLI_LINE, '');
  // Started as root, nginx runs its worker as `nobody`, which cannot read a checkout inside a private (mode 700)
  // folder such as `mktemp -d` makes: every request would answer 404. Run the worker as the user running this.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};` : '';
  return `${user}
${hasBrotli() ? `load_module ${BROTLI_MODULE};` : ''}
daemon off;
worker_processes ${workers};
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log;
events { worker_connections ${connections}; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${prefix}/body;
${site}
}
`;
}

/**
 * Starts nginx and waits until it answers. `stop()` ends it and removes its temporary folder.
 * @param {{ port: number, root?: string, workers?: number, connections?: number }} options
 */
export async function startNginx({ port, root = resolve('dist'), workers, connections }) {
  if (!NGINX) throw new Error('nginx is not installed (Debian: bash scripts/ensure-nginx.sh as root)');
  const prefix = mkdtempSync(join(tmpdir(), 'ematix-nginx-'));
  mkdirSync(join(prefix, 'logs'));
  const config = join(prefix, 'nginx.conf');
  writeFileSync(config, localConfig({ prefix, port, root, workers, connections }));
  const check = spawnSync(NGINX, ['-t', '-q', '-p', prefix, '-c', config], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const server = spawn(NGINX, ['-p', prefix, '-c', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  server.stderr?.on('data', (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const status = await fetch(`${url}/`, { redirect: 'manual' }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (server.exitCode !== null || Date.now() > deadline) {
      server.kill();
      const log = existsSync(join(prefix, 'logs/error.log'))
        ? readFileSync(join(prefix, 'logs/error.log'), 'utf8')
        : '';
      throw new Error(`nginx did not answer 200 on ${url}/ (last status ${status}):\n${stderr}\n${log.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    brotli: hasBrotli(),
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((r) => server.once('exit', r));
        server.kill('SIGQUIT');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
        if (server.exitCode === null) server.kill('SIGKILL');
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
