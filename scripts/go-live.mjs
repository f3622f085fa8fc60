#!/usr/bin/env node
/**
 * `npm run go-live`: every placeholder the built site still shows, grouped by page, with the file to change for each
 * (README, "Before going live"; docs/editing.md, "Replace a photo"). It reads the last build in dist/ (run
 * `npm run build` first) and the settings, with the go-live check's own detector (src/integrations/go-live.mjs), so
 * it lists exactly what stops a build for a real SITE_URL.
 *
 *   npm run go-live                              # the report; exits 0
 *   node scripts/go-live.mjs --dist <dir> --root <dir>   # another build or project copy (the tests use this)
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import {
  formatGoLiveReport,
  goLiveReport,
  placeholderCmsRepo,
  placeholderSettings,
} from '../src/integrations/go-live.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? resolve(process.argv[at + 1]) : fallback;
};
const root = option('--root', resolve(import.meta.dirname, '..'));
const dist = option('--dist', join(root, 'dist'));

const index = join(dist, 'index.html');
if (!existsSync(index)) {
  console.error(
    `No built site in ${dist}: run npm run build first (it builds for the example address unless SITE_URL is set).`,
  );
  process.exit(1);
}

/** The newest change under a folder, so a report older than the content says so. */
const newest = (dir) => {
  if (!existsSync(dir)) return 0;
  let time = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) time = Math.max(time, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return time;
};
const built = statSync(index).mtimeMs;
const changed = Math.max(newest(join(root, 'src/content')), newest(join(root, 'src/assets')));

// The site's own address, as the build wrote it (its links follow SITE_URL, not content).
const canonical = /<link rel="canonical" href="([^"]+)"/.exec(readFileSync(index, 'utf8'));
const siteOrigin = canonical ? new URL(canonical[1]).origin : undefined;

const settingsFile = join(root, 'src/content/site/settings.yaml');
const settings = existsSync(settingsFile) ? parse(readFileSync(settingsFile, 'utf8'))?.site : undefined;
const cmsConfig = join(root, 'public/admin/config.yml');
const cmsRepo = existsSync(cmsConfig) ? parse(readFileSync(cmsConfig, 'utf8'))?.backend?.repo : undefined;
const fromSettings = [...placeholderSettings(settings), ...placeholderCmsRepo(cmsRepo)];

const started = performance.now();
const report = goLiveReport({ dist, root, siteOrigin });
const took = Math.round(performance.now() - started);

console.log(
  `Placeholders to replace before going live (the build of ${new Date(built).toISOString().slice(0, 16).replace('T', ' ')} UTC in ${dist}):\n`,
);
if (changed > built)
  console.log('Note: src/content or src/assets changed after that build: run npm run build for a current report.\n');
if (fromSettings.length) {
  console.log('Settings (src/content/site/settings.yaml, or as named):');
  for (const line of fromSettings) console.log(`  - ${line}`);
  console.log('');
}
console.log(formatGoLiveReport(report));
console.log(`(read ${report.pageCount} pages in ${took} ms)`);
