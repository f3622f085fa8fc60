// @ts-check
/**
 * The service worker: src/service-worker.ts bundled into dist/sw.js with Workbox's list of what it installs
 * ahead (the offline page, and the form's sending part so that a saved form can say it is offline), each with a
 * revision from the written file. Run by site-output.mjs once the pages are final, before the compression.
 * OFFLINE=off writes the switch-off worker instead: it deletes the caches and handles no request (README, "Offline").
 */
import { build } from 'esbuild';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getManifest } from 'workbox-build';

const SWITCHED_OFF = `// Offline reading is switched off (OFFLINE=off): this worker deletes what an earlier one saved, then does nothing.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (e) => e.waitUntil(caches.keys().then((k) => Promise.all(k.map((n) => caches.delete(n))))));
`;

/** Writes dist/sw.js; returns how many files it installs ahead. @param {string} root */
export async function writeServiceWorker(root) {
  const outfile = join(root, 'sw.js');
  if (process.env.OFFLINE === 'off') return (writeFileSync(outfile, SWITCHED_OFF), 0);
  const { manifestEntries, warnings } = await getManifest({
    globDirectory: root,
    globPatterns: ['_astro/form-send.*.js'],
    templatedURLs: { '/offline': ['offline/index.html'] },
  });
  if (warnings.length || manifestEntries.length !== 2)
    throw new Error(`sw.js: ${warnings.join('; ') || 'offline page or form part missing'}`);
  await build({
    entryPoints: [fileURLToPath(new URL('../service-worker.ts', import.meta.url))],
    ...{ bundle: true, minify: true, format: 'iife', target: 'es2020', outfile, logLevel: 'warning' },
    define: { 'self.__WB_MANIFEST': JSON.stringify(manifestEntries), 'process.env.NODE_ENV': '"production"' },
  });
  return manifestEntries.length;
}
