/**
 * Loads the content check (src/content-model/check/) and the generators in plain Node: esbuild bundles them with the
 * collection descriptions and the real schemas (src/content-model/, which import nothing from Astro but `astro/zod`).
 * Packages stay outside the bundle (imported from this project's node_modules), so the schemas run on the same zod
 * as the build. Bundling takes about 0.1 s; the result is cached by content hash.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');

/** @type {import('esbuild').Plugin} */
const packagesOutside = {
  name: 'packages-outside',
  setup(b) {
    // Bare package names (not "~/" and not relative): imported from node_modules at run time.
    b.onResolve({ filter: /^[^./~]/ }, (args) => ({ path: args.path, external: true }));
  },
};

let loaded;

/** The bundled content check module (index.ts), built once per process. */
export function loadContentCheck() {
  loaded ??= (async () => {
    const result = await build({
      entryPoints: [join(here, 'entry.ts')],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      tsconfig: join(root, 'tsconfig.json'),
      plugins: [packagesOutside],
      logLevel: 'silent',
      sourcemap: 'inline',
    });
    const code = result.outputFiles[0].text;
    // Inside the project (in Astro's own ignored folder), so the bundle's package imports resolve to node_modules.
    const dir = join(root, '.astro', 'content-check');
    mkdirSync(dir, { recursive: true });
    const out = join(dir, `${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
    if (!existsSync(out)) {
      writeFileSync(out, code);
      // Bundles of earlier versions of the check are never loaded again (about 0.5 MB each with their source map).
      for (const name of readdirSync(dir)) if (join(dir, name) !== out) rmSync(join(dir, name), { force: true });
    }
    return import(/* @vite-ignore */ pathToFileURL(out).href);
  })();
  return loaded;
}

export const projectRoot = root;
