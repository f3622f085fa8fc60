/**
 * The go-live report on the real build (issue 23): `npm run go-live` names, for each placeholder the pages show, a
 * file to change, and a placeholder picture leaves the report once a real picture is in its place. The picture is
 * replaced in a copy of one built page and its pictures under .tmp/ (what the next build would copy from a replaced
 * src/assets file): nothing in src/ or dist/ is touched. The detection itself is unit-tested in
 * tests/unit/go-live-pages.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { goLiveReport } from '../../src/integrations/go-live.mjs';
import { dist, pages } from '../support/site';

const report = goLiveReport({ dist, root: resolve('.') });

test('every placeholder the pages show is reported with a file to change', () => {
  const items = [...report.shared, ...report.pages.flatMap((page) => page.items)];
  expect(items.filter((item) => item.files.length === 0).map((item) => `${item.kind} ${item.value}`)).toEqual([]);
  const urls = pages.map((p) => p.url.replace(/\.html$/, ''));
  for (const page of [...report.pages, ...report.shared.flatMap((item) => item.pages.map((path) => ({ path })))]) {
    expect(urls, page.path).toContain(page.path);
  }
});

test('npm run go-live lists a placeholder picture on its page, and no longer once a real picture replaces it', () => {
  const listed = report.pages.find((page) =>
    page.items.some((item) => item.kind === 'picture' && item.value.startsWith('src/assets/')),
  );
  test.skip(!listed, 'no placeholder picture left on any page');
  const { path } = listed!;
  const picture = listed!.items.find((item) => item.kind === 'picture' && item.value.startsWith('src/assets/'))!;
  mkdirSync(resolve('.tmp'), { recursive: true });
  const copy = mkdtempSync(resolve('.tmp/go-live-e2e-'));
  try {
    // The page and the original of every picture it shows (each resized copy is traced to its original).
    const html = readFileSync(resolve(dist, pages.find((p) => p.url.replace(/\.html$/, '') === path)!.file), 'utf8');
    writeFileSync(join(copy, 'index.html'), html);
    mkdirSync(join(copy, '_astro'));
    const keys = new Set(
      [...html.matchAll(/\/_astro\/([^"'\s,)]+?\.[\w-]{8})(?:_[\w-]+)?\.(?:jpe?g|png|webp|avif)/g)].map((m) => m[1]),
    );
    const originals = readdirSync(join(dist, '_astro')).filter(
      (name) => /^(.+\.[\w-]{8})\.(?:jpe?g|png)$/.test(name) && keys.has(name.replace(/\.\w+$/, '')),
    );
    for (const name of originals) copyFileSync(join(dist, '_astro', name), join(copy, '_astro', name));
    const run = () =>
      execFileSync(process.execPath, [resolve('scripts/go-live.mjs'), '--dist', copy], { encoding: 'utf8' });
    const line = new RegExp(
      `^ {2}picture +${picture.value.replaceAll('.', '\\.')} +→ ${picture.files[0].replaceAll('.', '\\.')}`,
      'm',
    );
    expect(run()).toMatch(line);

    // A real photo in its place: the next build copies the new bytes.
    const original = readFileSync(resolve(picture.value));
    for (const name of originals) {
      const target = join(copy, '_astro', name);
      if (readFileSync(target).equals(original))
        writeFileSync(target, Buffer.concat([original, Buffer.from('a real photo')]));
    }
    expect(run()).not.toContain(picture.value);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
