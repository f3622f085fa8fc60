#!/usr/bin/env node
/**
 * Performance benchmark (not a test): Lighthouse 12, mobile, against `astro preview` of the current build, over every
 * route: the pages of src/content/pages and one page of each route made from content (a blog post, an
 * internship, an event). Per page: the median of RUNS runs with the default simulated throttling (the
 * targets apply to these), and beside it first paint and LCP from DEVTOOLS_RUNS runs with real network throttling
 * (`--throttling-method=devtools`: the page paints as its bytes arrive, where the simulated model waits for the whole
 * HTML). Writes a Markdown table, every missed target flagged, to perf-results/perf.md (docs/perf.md keeps the latest
 * measurement by hand). Slow: about 11 s a Lighthouse run on a
 * quiet 2-core machine, 4 runs per page by default (README says how long the whole site takes).
 *
 *   npm run build && npm run perf                 # every route
 *   npm run perf -- / /blog                       # only these pages (table in perf-results/perf-partial.md)
 *   RUNS=5 DEVTOOLS_RUNS=3 npm run perf           # more runs
 *   PERF_SERVER=nginx npm run perf                # through deploy/nginx.conf (brotli, headers) instead of preview
 */
import { spawn, execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { pageFiles } from '../src/integrations/serving.mjs';

const run = promisify(execFile);
const port = Number(process.env.PERF_PORT ?? 4399);
const runs = Number(process.env.RUNS ?? 3);
const devtoolsRuns = Number(process.env.DEVTOOLS_RUNS ?? 1);
// The full Chromium by default (Debian's `chromium`, what phones run): the headless shell
// (/usr/bin/chromium-headless-shell, which the tests use) skips much of the rendering work and reports a lower TBT for
// the same page (issue: 100 and 67 ms in the shell against 95 and 267 ms in the full browser). CHROMIUM_PATH overrides.
const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const viaNginx = process.env.PERF_SERVER === 'nginx';
// Every route: the pages by path, then one page of each route made from content (a blog post, an
// internship, an event): the first built page of each folder the registry does not list. The web editor is not a page.
const registry = pageFiles().map((page) => page.id);
const pageOfEachDynamicRoute = () => {
  const seen = new Set(registry);
  const folders = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const url = `${dir.slice('dist'.length)}/${entry.name}`;
      if (existsSync(`${dir}/${entry.name}/index.html`) && !seen.has(url) && !url.startsWith('/admin')) {
        const folder = url.slice(0, url.lastIndexOf('/'));
        if (!folders.has(folder)) folders.set(folder, url);
      }
      walk(`${dir}/${entry.name}`);
    }
  };
  walk('dist');
  return [...folders.values()].sort();
};

/** First paint and LCP targets (simulated throttling); pages with islands are not held to them. */
const targets = (page) => (page === '/' ? { fcp: 900, lcp: 1500 } : { fcp: 800, lcp: 1200 });

if (!existsSync('dist/index.html')) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}
const pages = process.argv.slice(2).length ? process.argv.slice(2) : [...registry, ...pageOfEachDynamicRoute()];
if (!existsSync(chrome)) {
  console.error(`No Chromium at ${chrome}: run scripts/ensure-chromium.sh or set CHROMIUM_PATH.`);
  process.exit(1);
}

let stopServer = async () => {};
let base = `http://127.0.0.1:${port}`;
if (viaNginx) {
  const { startNginx } = await import('./nginx-local.mjs');
  const nginx = await startNginx({ port });
  base = nginx.url;
  stopServer = nginx.stop;
} else {
  const server = spawn('npx', ['astro', 'preview', '--port', String(port), '--host', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ASTRO_DISABLE_UPDATE_CHECK: 'true' },
    detached: true,
  });
  const kill = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  process.on('exit', kill);
  stopServer = async () => kill();
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('astro preview did not start in 60 s')), 60_000);
    server.stdout.on('data', (chunk) => {
      if (String(chunk).includes(String(port))) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

// The browser's own name and version go into the table's heading: figures from different browsers do not compare.
const browser = await run(chrome, ['--version']).then(
  ({ stdout }) => `${stdout.trim()} (${chrome})`,
  () => chrome,
);
mkdirSync('perf-results', { recursive: true });
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sec = (ms) => (Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(2)} s`);

/**
 * One Lighthouse run; `devtools` applies real network throttling instead of the simulated model; `performanceOnly`
 * leaves out the other categories (they do not vary between runs, so the first run of a page measures them). A run
 * that fails (Lighthouse's occasional "NO_NAVSTART" trace error) is tried again, up to three times.
 */
async function lighthouse(page, out, devtools, performanceOnly = false, attempt = 1) {
  const args = [
    `${base}${page}`,
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    '--form-factor=mobile',
    ...(devtools
      ? ['--throttling-method=devtools', '--only-categories=performance']
      : [`--only-categories=${performanceOnly ? 'performance' : 'performance,accessibility,best-practices,seo'}`]),
    '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run',
  ];
  try {
    await run('node_modules/.bin/lighthouse', args, {
      env: { ...process.env, CHROME_PATH: chrome },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    if (attempt >= 3) throw error;
    console.error(`${page}: Lighthouse failed (${String(error.stderr ?? error.message).trim()}), trying again`);
    return lighthouse(page, out, devtools, performanceOnly, attempt + 1);
  }
  return JSON.parse(readFileSync(out, 'utf8'));
}

/** Every target a page misses, so the table cannot be read as "all green" by accident. */
function missed(r) {
  const found = [];
  const t = targets(r.page);
  if (r.performance < 100) found.push(`performance ${r.performance}`);
  if (r.accessibility < 100) found.push(`accessibility ${r.accessibility}`);
  if (r.bestPractices < 100) found.push(`best practices ${r.bestPractices}`);
  if (r.seo < 100) found.push(`SEO ${r.seo}`);
  if (r.cls > 0) found.push(`CLS ${r.cls.toFixed(3)}`);
  if (r.tbt >= 50) found.push(`TBT ${Math.round(r.tbt)} ms`);
  if (!r.islands && r.fcp > t.fcp) found.push(`FCP ${sec(r.fcp)} > ${t.fcp / 1000} s with ${kb(r.htmlBytes)} of HTML`);
  if (!r.islands && r.lcp > t.lcp) found.push(`LCP ${sec(r.lcp)} > ${t.lcp / 1000} s`);
  return found;
}

const started = Date.now();
const rows = [];
// A run over a few pages must not replace the whole site's table with those rows alone.
const out = process.argv.slice(2).length ? 'perf-results/perf-partial.md' : 'perf-results/perf.md';

/** Writes the table of the pages measured so far (after every page, so a run cut short still leaves its rows). */
function writeDoc() {
  const minutes = Math.round((Date.now() - started) / 60_000);
  const table = [
    '| page | targets | perf | a11y | best pr. | SEO | FCP | FCP devtools | LCP | LCP devtools | TBT | CLS | HTML | total bytes | JS bytes |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.page}${r.islands ? ' (islands)' : ''} | ${r.misses.length ? '✗ missed' : '✓'} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${sec(r.fcp)} | ${sec(r.devFcp)} | ${sec(r.lcp)} | ${sec(r.devLcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kb(r.htmlBytes)} | ${kb(r.bytes)} | ${kb(r.jsBytes)} |`,
    ),
  ].join('\n');
  const misses = rows.flatMap((r) => (r.misses.length ? [`- ${r.page}: ${r.misses.join(', ')}`] : []));

  const doc = `# Lighthouse benchmark

Lighthouse 12, mobile form factor, in ${browser}, against ${viaNginx ? '`deploy/nginx.conf` on nginx' : '`astro preview`'} of the production build on a
2-core machine, ${rows.length === pages.length ? `${pages.length} pages` : `**run in progress: ${rows.length} of ${pages.length} pages so far**`} in ${minutes} minutes. Made by \`npm run perf\` on ${new Date().toISOString().slice(0, 10)}.
Scores, FCP, LCP, TBT and CLS: default (simulated) throttling, median of ${runs} runs per page. "FCP devtools" and
"LCP devtools": real network throttling (\`--throttling-method=devtools\`), median of ${devtoolsRuns} run(s).

Targets (simulated): performance 100; accessibility, best practices, SEO 100; CLS 0; TBT < 50 ms; for pages without
islands FCP ≤ 0.8 s and LCP ≤ 1.2 s; the home page FCP ≤ 0.9 s and LCP ≤ 1.5 s.

HTML is the page's own transfer (compressed, as the server sends it). Lighthouse's simulated first paint waits for the
whole HTML document: up to about 14 KB it arrives in the first round trip (FCP about 0.7 s here), above that it needs
a second one (FCP about 0.85 s). With devtools throttling the browser paints the top of the page as its first bytes
arrive, as a real phone does. Pages marked (islands) load a React island; the FCP and LCP targets are for pages
without.

${table}

Targets missed: ${misses.length ? `\n\n${misses.join('\n')}` : 'none.'}
`;
  writeFileSync(out, doc);
  return table;
}

for (const page of pages) {
  const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '_');
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    const report = await lighthouse(page, `perf-results/${name}-${i}.json`, false, i > 0);
    // A category the run left out is undefined, and the median is taken over the runs that measured it.
    const score = (id) => (report.categories[id] ? Math.round((report.categories[id].score ?? 0) * 100) : undefined);
    const audit = (id) => report.audits[id]?.numericValue ?? 0;
    const scripts = report.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
    const documentRequest = report.audits['network-requests']?.details?.items?.find(
      (item) => item.resourceType === 'Document',
    );
    samples.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      bytes: audit('total-byte-weight'),
      jsBytes: scripts?.transferSize ?? 0,
      htmlBytes: documentRequest?.transferSize ?? 0,
    });
  }
  const devtools = [];
  for (let i = 0; i < devtoolsRuns; i += 1) {
    const report = await lighthouse(page, `perf-results/${name}-devtools-${i}.json`, true);
    devtools.push({
      fcp: report.audits['first-contentful-paint']?.numericValue ?? NaN,
      lcp: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    });
  }
  const m = Object.fromEntries(
    Object.keys(samples[0]).map((key) => [key, median(samples.map((s) => s[key]).filter((v) => v !== undefined))]),
  );
  const devFcp = devtools.length ? median(devtools.map((s) => s.fcp)) : NaN;
  const devLcp = devtools.length ? median(devtools.map((s) => s.lcp)) : NaN;
  const file = page === '/' ? 'dist/index.html' : `dist${page}/index.html`;
  const islands = existsSync(file) && readFileSync(file, 'utf8').includes('<astro-island');
  const row = { page, islands, ...m, devFcp, devLcp };
  row.misses = missed(row);
  rows.push(row);
  console.log(
    `${page}: performance ${m.performance}, FCP ${sec(m.fcp)} (devtools ${sec(devFcp)}), LCP ${sec(m.lcp)} (devtools ${sec(devLcp)}), TBT ${Math.round(m.tbt)} ms, CLS ${m.cls.toFixed(3)}${row.misses.length ? `  MISSED: ${row.misses.join(', ')}` : ''}`,
  );
  writeDoc();
}
await stopServer();
const table = writeDoc();
console.log(`\n${table}\n\nWritten to ${out}`);
process.exit(0);
