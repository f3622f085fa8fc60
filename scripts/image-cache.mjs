#!/usr/bin/env node
// @ts-check
/**
 * The optimised pictures, kept in the repository (`.image-cache/`), so a fresh clone's first build does not encode
 * every picture again: AVIF is slow to encode, and on this 2-core machine that is about 160 s of a fresh build
 * (measured: 231 s without, 70 s with). Astro keeps the encoded files in node_modules/.astro/assets, named by the
 * source picture's content hash and the transform, so a replaced photo never reuses a stale file.
 *   node scripts/image-cache.mjs restore   before a build (npm test does it): copies what is missing into Astro's cache
 *   node scripts/image-cache.mjs save      after a build that encoded new pictures: keeps exactly what dist/ uses
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const kept = resolve('.image-cache');
const astroCache = resolve('node_modules/.astro/assets');
const command = process.argv[2];

if (command === 'restore') {
  if (!existsSync(kept)) process.exit(0);
  mkdirSync(astroCache, { recursive: true });
  let copied = 0;
  for (const name of readdirSync(kept)) {
    if (existsSync(join(astroCache, name))) continue;
    copyFileSync(join(kept, name), join(astroCache, name));
    copied += 1;
  }
  console.log(`[image-cache] ${copied} encoded pictures restored to node_modules/.astro/assets`);
} else if (command === 'save') {
  const used = new Set(existsSync('dist/_astro') ? readdirSync('dist/_astro') : []);
  if (used.size === 0) throw new Error('No build in dist/: run `npm run build` first');
  rmSync(kept, { recursive: true, force: true });
  mkdirSync(kept);
  const names = existsSync(astroCache) ? readdirSync(astroCache).filter((name) => used.has(name)) : [];
  for (const name of names) copyFileSync(join(astroCache, name), join(kept, name));
  console.log(`[image-cache] ${names.length} encoded pictures kept in .image-cache/`);
} else {
  console.error('usage: node scripts/image-cache.mjs restore|save');
  process.exit(2);
}
