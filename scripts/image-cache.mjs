#!/usr/bin/env node
// @ts-check
/**
 * The optimised pictures, kept in the repository (`.image-cache/`), so a fresh clone's first build does not encode
 * every picture again: AVIF is slow to encode, and on this 2-core machine that is about 160 s of a fresh build
 * (measured: 231 s without, 70 s with). Astro keeps the encoded files in node_modules/.astro/assets, named by the
 * source picture's content hash and the transform, so a replaced photo never reuses a stale file.
 *   node scripts/image-cache.mjs restore   before a build (npm test does it): copies what is missing into Astro's cache
 *   node scripts/image-cache.mjs save      after a build that encoded new pictures: keeps exactly what dist/ uses
 * The pages' share cards (dist/og/, drawn by src/lib/share-card/draw.ts) are kept the same way in .image-cache/cards/,
 * named by the hash of what each card shows and how it is drawn: drawing all of them takes about 20-50 s here.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

const kept = resolve('.image-cache');
const astroCache = resolve('node_modules/.astro/assets');
const keptCards = join(kept, 'cards');
const cardCache = resolve('node_modules/.astro/share-cards');
const command = process.argv[2];

/** @param {string} dir */
const files = (dir) => (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((e) => e.isFile()) : []);
/** @param {string} file */
const digest = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

if (command === 'restore') {
  if (!existsSync(kept)) process.exit(0);
  /** Copies what `from` keeps and `to` lacks; returns how many. @param {string} from @param {string} to */
  const restore = (from, to) => {
    mkdirSync(to, { recursive: true });
    const missing = files(from).filter(({ name }) => !existsSync(join(to, name)));
    for (const { name } of missing) copyFileSync(join(from, name), join(to, name));
    return missing.length;
  };
  const copied = restore(kept, astroCache);
  const cards = restore(keptCards, cardCache);
  console.log(`[image-cache] ${copied} encoded pictures and ${cards} share cards restored to node_modules/.astro/`);
} else if (command === 'save') {
  const used = new Set(existsSync('dist/_astro') ? readdirSync('dist/_astro') : []);
  if (used.size === 0) throw new Error('No build in dist/: run `npm run build` first');
  rmSync(kept, { recursive: true, force: true });
  mkdirSync(kept);
  const names = existsSync(astroCache) ? readdirSync(astroCache).filter((name) => used.has(name)) : [];
  for (const name of names) copyFileSync(join(astroCache, name), join(kept, name));
  // A card is kept when the built site has one with the same bytes (dist/og/ names cards by page, the cache by hash).
  const built = new Set(
    existsSync('dist/og')
      ? readdirSync('dist/og', { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile() && e.name.endsWith('.png'))
          .map((e) => digest(join(e.parentPath, e.name)))
      : [],
  );
  // Of several kept cards with the same bytes (a design change that changed no pixel), the one the last build used:
  // drawCard touches the card it reads.
  const newest = new Map();
  for (const { name } of files(cardCache)) {
    const file = join(cardCache, name);
    const key = digest(file);
    if (built.has(key) && !(statSync(newest.get(key) ?? file).mtimeMs > statSync(file).mtimeMs)) newest.set(key, file);
  }
  mkdirSync(keptCards);
  const cards = [...newest.values()];
  for (const file of cards) copyFileSync(file, join(keptCards, basename(file)));
  console.log(`[image-cache] ${names.length} encoded pictures and ${cards.length} share cards kept in .image-cache/`);
} else {
  console.error('usage: node scripts/image-cache.mjs restore|save');
  process.exit(2);
}
