#!/usr/bin/env node
/**
 * Full-page screenshots at 375 px and 1280 px of the pages given, from a running preview server, for looking at
 * what was built.   node scripts/screenshots.mjs [--base http://127.0.0.1:4321] [--out /tmp/shots] / /blog ...
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  if (index === -1) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value;
};
const base = option('--base', 'http://127.0.0.1:4321');
const out = option('--out', '/tmp/shots');
const paths = args.length ? args : ['/'];
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 740 : 800 } });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    // Lazy images below the fold: scroll through so they load before the picture is taken.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 150));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(1000);
    const name = `${out}/${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await page.close();
}
await browser.close();
