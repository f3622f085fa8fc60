#!/usr/bin/env node
// @ts-check
/**
 * Serves the build to the end-to-end tests as visitors get it: the shipped deploy/nginx.conf on a real nginx
 * (scripts/nginx-local.mjs), so every test also runs through its headers, Content-Security-Policy, redirects and
 * compressed files. Where nginx is missing (a developer's machine that is not Debian), `astro preview` instead, and
 * the tests that need nginx skip; in CI nginx is required (scripts/test.sh installs it).
 * Usage: node scripts/serve.mjs <port> [build folder]
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { NGINX, startNginx } from './nginx-local.mjs';

const port = Number(process.argv[2] ?? 4321);
const root = resolve(process.argv[3] ?? 'dist');

if (NGINX) {
  const server = await startNginx({ port, root, workers: 2, connections: 512 });
  console.log(`[serve] ${root} through deploy/nginx.conf on ${server.url}`);
  const stop = () => server.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // Stay up until Playwright ends the process.
  setInterval(() => {}, 1 << 30);
} else if (process.env.CI) {
  console.error('[serve] nginx is required in CI: bash scripts/ensure-nginx.sh');
  process.exit(1);
} else {
  console.log('[serve] nginx is not installed: serving with astro preview (the nginx tests skip)');
  const child = spawn('npx', ['astro', 'preview', '--port', String(port), '--host', '127.0.0.1'], { stdio: 'inherit' });
  const stop = () => child.kill('SIGTERM');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
}
