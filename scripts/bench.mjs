#!/usr/bin/env node
/**
 * Load benchmark (not a test): wrk against the shipped deploy/nginx.conf on 127.0.0.1 serving the build in dist/,
 * bounded in time and connections, with a mix of the home page, an inner page, an asset and an unknown path (each a
 * quarter of the requests, compressed as browsers ask). Writes requests per second, p50/p99 latency, socket errors and
 * unexpected statuses to docs/bench.md. Installs Debian's nginx-light, its brotli module and wrk when missing (as
 * root on Debian).
 *
 *   npm run build && npm run bench
 *   DURATION=10 CONNECTIONS=32 BENCH_PORT=8399 npm run bench
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { startNginx } from './nginx-local.mjs';

const duration = Number(process.env.DURATION ?? 20);
const connections = Number(process.env.CONNECTIONS ?? 64);
const threads = Math.min(2, connections);
const port = Number(process.env.BENCH_PORT ?? 8390);

if (!existsSync('dist/index.html')) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}
const ensure = spawnSync(
  'bash',
  [
    'scripts/ensure-packages.sh',
    '/usr/sbin/nginx=nginx-light',
    '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so=libnginx-mod-http-brotli-static',
    '/usr/bin/wrk=wrk',
  ],
  { stdio: 'inherit' },
);
if (!existsSync('/usr/sbin/nginx') || !existsSync('/usr/bin/wrk')) {
  console.error('The benchmark needs nginx and wrk (see above).');
  process.exit(ensure.status || 1);
}

// The largest script of the build: the heaviest asset a page loads.
const asset = readdirSync('dist/_astro')
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ name, size: statSync(`dist/_astro/${name}`).size }))
  .sort((a, b) => b.size - a.size)[0].name;
const mix = ['/', '/careers', `/_astro/${asset}`, '/no-such-page'];
const expected = { '/': 200, '/careers': 200, [`/_astro/${asset}`]: 200, '/no-such-page': 404 };

const loadBefore = loadavg()[0];
const server = await startNginx({ port, workers: cpus().length, connections: 4096 });
let result;
try {
  for (const path of mix) {
    const status = (await fetch(`${server.url}${path}`, { redirect: 'manual' })).status;
    if (status !== expected[path]) throw new Error(`${path} answered ${status}, expected ${expected[path]}`);
  }
  console.log(
    `wrk: ${duration} s, ${connections} connections, ${threads} threads against ${server.url} (${mix.join(', ')})`,
  );
  const out = execFileSync(
    'wrk',
    [
      '-t',
      String(threads),
      '-c',
      String(connections),
      '-d',
      `${duration}s`,
      '--timeout',
      '5s',
      '-s',
      'scripts/bench/mix.lua',
      server.url,
      '--',
      ...mix,
    ],
    { encoding: 'utf8', timeout: (duration + 30) * 1000 },
  );
  console.log(out);
  result = JSON.parse(/BENCH_JSON (.+)/.exec(out)[1]);
} finally {
  await server.stop();
}

const wrkVersion = spawnSync('wrk', ['-v'], { encoding: 'utf8' }).stdout.split('\n')[0].trim();
const nginxVersion = spawnSync('/usr/sbin/nginx', ['-v'], { encoding: 'utf8' })
  .stderr.trim()
  .replace('nginx version: ', '');
const rps = result.requests / (result.duration_us / 1e6);
const ms = (us) => `${(us / 1000).toFixed(2)} ms`;
const socketErrors = result.errors.connect + result.errors.read + result.errors.write + result.errors.timeout;
const unexpected = Object.entries(result.statuses)
  .filter(([status]) => !(/^[23]\d\d$/.test(status) || status === '404'))
  .reduce((sum, [, n]) => sum + n, 0);
const statuses = Object.entries(result.statuses)
  .sort()
  .map(([status, n]) => `${status}: ${n}`)
  .join(', ');

const doc = `# Load benchmark

Made by \`npm run bench\` (scripts/bench.mjs) on ${new Date().toISOString().slice(0, 10)}: ${wrkVersion.split(' [')[0]} against ${nginxVersion}
running the shipped \`deploy/nginx.conf\` (${cpus().length} worker processes) on 127.0.0.1, serving \`dist/\`. Not part of
\`npm test\`.

Load: ${duration} s, ${connections} connections, ${threads} wrk threads, \`Accept-Encoding: br, gzip\`, requests spread
evenly over \`${mix.join('`, `')}\` (home, an inner page, the largest script, an unknown path answered
with the not-found page and 404).

| measure | value |
|---|---|
| requests per second | ${Math.round(rps).toLocaleString('en-US')} |
| requests in all | ${result.requests.toLocaleString('en-US')} |
| latency p50 | ${ms(result.p50_us)} |
| latency p90 | ${ms(result.p90_us)} |
| latency p99 | ${ms(result.p99_us)} |
| latency max | ${ms(result.max_us)} |
| socket errors (connect / read / write / timeout) | ${socketErrors} (${result.errors.connect} / ${result.errors.read} / ${result.errors.write} / ${result.errors.timeout}) |
| statuses other than 2xx, 3xx and the expected 404 | ${unexpected} |
| responses by status | ${statuses} |
| transferred | ${(result.bytes / 1024 / 1024).toFixed(1)} MB |

wrk and nginx share the machine's ${cpus().length} cores (load average ${loadBefore.toFixed(1)} when the run started: other work ran
beside it), so the figures are a floor and noisy:
compare only runs made one after the other on one machine. One server is not how the site scales: a CDN is (README,
"Deploy").
`;
writeFileSync('docs/bench.md', doc);
console.log(doc);
const ok = socketErrors === 0 && unexpected === 0;
console.log(ok ? 'Written to docs/bench.md: no errors.' : 'Written to docs/bench.md: ERRORS above.');
process.exit(ok ? 0 : 1);
