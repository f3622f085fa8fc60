#!/usr/bin/env node
/**
 * Before/after pixel comparison of the built site, for refactors that must not change what a visitor sees.
 *
 *   shoot:    node scripts/compare-screenshots.mjs shoot --base http://127.0.0.1:4321 --out /tmp/shots/before [/path ...]
 *   compare:  node scripts/compare-screenshots.mjs compare /tmp/shots/before /tmp/shots/after --report /tmp/shots/report
 *
 * `shoot` takes full-page screenshots of the pages given (default: every route in
 * src/content/pages, every published blog post and /404.html) at 375 and 1280 px (`--widths 375,1280`)
 * from a running `astro preview`. Every run uses the same settings, so two runs of one build give identical pictures: reduced motion
 * emulated (the hero video, carousels' autoplay and marquees stay still), every CSS animation and transition off,
 * the caret hidden, lazy images scrolled into view and awaited (loaded and decoded), islands hydrated, fonts loaded,
 * the page scrolled back to the top before the picture is taken.
 *
 * `compare` matches the PNGs of two folders by name and writes `report.md` and `report.json` (per page and width:
 * differing pixels, their share of the page, the height change and the bands of rows where the differences lie) and
 * a `<name>.diff.png` for every pair that differs (differences in red over a faded copy of the "before" picture;
 * where the heights differ, the missing rows count as differing). Exit code 1 when any pair differs, so it can also
 * prove a run deterministic: shoot twice from one build and compare.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { parse } from 'yaml';
import { pageFiles } from '../src/integrations/serving.mjs';

const [command, ...rest] = process.argv.slice(2);
const options = {};
const positional = [];
for (let i = 0; i < rest.length; i += 1) {
  if (rest[i].startsWith('--')) options[rest[i].slice(2)] = rest[(i += 1)];
  else positional.push(rest[i]);
}

if (command === 'shoot') await shoot();
else if (command === 'compare') compare();
else {
  console.error('usage: compare-screenshots.mjs shoot --base URL --out DIR [--widths 375,1280] [/path ...]');
  console.error('       compare-screenshots.mjs compare BEFORE_DIR AFTER_DIR --report DIR [--threshold 0.1]');
  process.exit(2);
}

/** The file name of a page's picture: `/` → home, `/ematixprime/contact` → ematixprime_contact. */
function fileName(path, width) {
  const name =
    path === '/'
      ? 'home'
      : path
          .replace(/^\//, '')
          .replace(/\.html$/, '')
          .replaceAll('/', '_');
  return `${name}-${width}.png`;
}

/** Every page: the routes, each published blog post (/blog/<file name>) and the not-found page. */
function livePages() {
  const content = new URL('../src/content/', import.meta.url);
  const blog = new URL('blog/', content);
  const posts = readdirSync(blog)
    .filter((name) => name.endsWith('.md') && !name.startsWith('_'))
    .filter((name) => !parse(readFileSync(new URL(name, blog), 'utf8').split(/^---$/m)[1] ?? '')?.draft)
    .map((name) => `/blog/${name.replace(/\.md$/, '')}`)
    .sort();
  return [...pageFiles().map((page) => page.id), ...posts, '/404.html'];
}

async function shoot() {
  const base = (options.base ?? 'http://127.0.0.1:4321').replace(/\/$/, '');
  const out = options.out;
  if (!out) throw new Error('shoot: --out DIR is required');
  const widths = (options.widths ?? '375,1280').split(',').map(Number);
  const pages = positional.length ? positional : livePages();
  mkdirSync(out, { recursive: true });

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 740 : 800 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        colorScheme: 'light',
        locale: 'en-IN',
        timezoneId: 'Asia/Kolkata',
        // The pages' CSP meta tag would block the style tag that stills animations (settle()).
        bypassCSP: true,
      });
      const page = await context.newPage();
      for (const path of pages) {
        await page.goto(base + path, { waitUntil: 'networkidle' });
        await settle(page);
        const file = join(out, fileName(path, width));
        // `animations: 'disabled'` finishes finite animations and cancels infinite ones at their start.
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
        console.log(file);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/** Brings a page to the same still state on every run. */
async function settle(page) {
  await page.addStyleTag({
    content:
      '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}' +
      // A full-page picture draws parts far from the screen, which `content-visibility: auto` leaves blank (builds
      // before issue 28 deferred the home page's bands; kept so those can still be compared).
      'html{scroll-behavior:auto!important}*{content-visibility:visible!important}',
  });
  // Scroll through the page in viewport steps so lazy images start loading and client:visible islands hydrate.
  await page.evaluate(async () => {
    const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    const step = Math.max(200, Math.floor(innerHeight * 0.75));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      scrollTo(0, y);
      await pause(60);
    }
    scrollTo(0, document.documentElement.scrollHeight);
    await pause(60);
  });
  await page.waitForLoadState('networkidle');
  // Every rendered image loaded and decoded. Lazy images a scroll does not reach (slides to the side of a carousel)
  // are switched to eager so they load too; images in hidden panels are never drawn, so they are skipped.
  const stuck = await page.evaluate(async () => {
    const shown = [...document.images].filter((img) => img.getClientRects().length > 0);
    const loaded = (img) =>
      new Promise((resolve) => {
        if (img.complete) return resolve(true);
        img.addEventListener('load', () => resolve(true), { once: true });
        img.addEventListener('error', () => resolve(true), { once: true });
        setTimeout(() => resolve(false), 15_000);
      });
    for (const img of shown) if (!img.complete) img.loading = 'eager';
    const results = await Promise.all(
      shown.map(async (img) => {
        const ok = await loaded(img);
        await img.decode().catch(() => {});
        return ok ? null : img.currentSrc || img.src;
      }),
    );
    await document.fonts.ready;
    return results.filter(Boolean);
  });
  for (const src of stuck) console.warn(`  image not loaded after 15 s on ${page.url()}: ${src}`);
  // Islands hydrated (Astro removes `ssr` from an island once it has rendered on the client).
  await page
    .waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, null, { timeout: 10_000 })
    .catch(() => console.warn(`  islands still not hydrated on ${page.url()}`));
  await page.evaluate(async () => {
    scrollTo(0, 0);
    // Two frames: layout and paint after the last hydration and the scroll back.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await page.waitForTimeout(300);
}

function compare() {
  const [beforeDir, afterDir] = positional;
  const reportDir = options.report;
  if (!beforeDir || !afterDir || !reportDir) throw new Error('compare: BEFORE_DIR AFTER_DIR --report DIR are required');
  const threshold = Number(options.threshold ?? 0.1);
  mkdirSync(reportDir, { recursive: true });
  const pngs = (dir) =>
    existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.png') && !name.endsWith('.diff.png')) : [];
  const names = [...new Set([...pngs(beforeDir), ...pngs(afterDir)])].sort();

  const rows = names.map((name) => {
    const beforeFile = join(beforeDir, name);
    const afterFile = join(afterDir, name);
    if (!existsSync(beforeFile) || !existsSync(afterFile)) {
      return { name, missing: existsSync(beforeFile) ? 'after' : 'before' };
    }
    const before = PNG.sync.read(readFileSync(beforeFile));
    const after = PNG.sync.read(readFileSync(afterFile));
    const width = Math.max(before.width, after.width);
    const height = Math.max(before.height, after.height);
    const a = padded(before, width, height);
    const b = padded(after, width, height);
    const diff = new PNG({ width, height });
    const pixels = pixelmatch(a.data, b.data, diff.data, width, height, { threshold, alpha: 0.2 });
    const row = {
      name,
      width: before.width === after.width ? before.width : `${before.width}→${after.width}`,
      heightBefore: before.height,
      heightAfter: after.height,
      heightChange: after.height - before.height,
      pixels,
      percent: Number(((pixels / (width * height)) * 100).toFixed(3)),
      bands: pixels ? bandsOfDifference(diff, width, height) : [],
    };
    if (pixels) writeFileSync(join(reportDir, name.replace(/\.png$/, '.diff.png')), PNG.sync.write(diff));
    return row;
  });

  const changed = rows.filter((row) => row.missing || row.pixels > 0);
  const lines = [
    `# Screenshot comparison`,
    ``,
    `before: ${beforeDir}  `,
    `after: ${afterDir}  `,
    `pixelmatch threshold ${threshold}; ${rows.length} pictures, ${changed.length} differ.`,
    ``,
    `| picture | differing pixels | % of page | height before → after (change) | rows that differ |`,
    `|---|---:|---:|---|---|`,
    ...rows.map((row) =>
      row.missing
        ? `| ${row.name} | — | — | missing ${row.missing} | |`
        : `| ${row.name} | ${row.pixels} | ${row.percent} | ${row.heightBefore} → ${row.heightAfter} (${row.heightChange > 0 ? '+' : ''}${row.heightChange}) | ${row.bands.map(([from, to]) => `${from}–${to}`).join(', ')} |`,
    ),
    ``,
  ];
  writeFileSync(join(reportDir, 'report.md'), lines.join('\n'));
  writeFileSync(join(reportDir, 'report.json'), `${JSON.stringify(rows, null, 2)}\n`);
  console.log(lines.join('\n'));
  process.exitCode = changed.length ? 1 : 0;
}

/** A copy of `png` on a `width`×`height` canvas, the added area magenta so that it always counts as differing. */
function padded(png, width, height) {
  if (png.width === width && png.height === height) return png;
  const out = new PNG({ width, height });
  for (let i = 0; i < out.data.length; i += 4) out.data.set([255, 0, 255, 255], i);
  PNG.bitblt(png, out, 0, 0, png.width, png.height, 0, 0);
  return out;
}

/** Runs of rows holding differing pixels (pixelmatch paints them pure red), merged across gaps under 20 rows. */
function bandsOfDifference(diff, width, height) {
  const bands = [];
  for (let y = 0; y < height; y += 1) {
    let differs = false;
    for (let x = 0; x < width && !differs; x += 1) {
      const i = (y * width + x) * 4;
      differs = diff.data[i] === 255 && diff.data[i + 1] === 0 && diff.data[i + 2] === 0;
    }
    if (!differs) continue;
    const last = bands.at(-1);
    if (last && y - last[1] < 20) last[1] = y;
    else bands.push([y, y]);
  }
  return bands.length > 8 ? [...bands.slice(0, 8), ['…', `${bands.length - 8} more`]] : bands;
}
