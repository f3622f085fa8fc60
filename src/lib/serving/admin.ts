/**
 * The web editor at /admin (Sveltia CMS, editors' docs: docs/editing.md "Use the web editor"). Its page is
 * public/admin/index.html and its configuration public/admin/config.yml (generated from the schemas by
 * `npm run content:generate`). The editor's script and fonts come from the installed npm package, served by the
 * site itself (src/pages/admin/), never from a CDN. Its path and policy: src/integrations/admin-policy.mjs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const packageDir = dirname(dirname(createRequire(import.meta.url).resolve('@sveltia/cms')));

/** The editor's script, the package's own bundle (dist/sveltia-cms.js). */
export const editorScript = (): Buffer => readFileSync(join(packageDir, 'dist', 'sveltia-cms.js'));

/** The fonts the editor uses, from the package (names without the build hash): file name → contents. */
export function editorFonts(): Map<string, () => Buffer> {
  const assets = join(packageDir, 'npm', 'assets');
  const fonts = new Map<string, () => Buffer>();
  for (const name of readdirSync(assets)) {
    const match = /^(.+)-[\w-]{8}\.woff2$/.exec(name);
    if (match) fonts.set(`${match[1]}.woff2`, () => readFileSync(join(assets, name)));
  }
  return fonts;
}
