// @ts-check
/**
 * `npm run dev`: pictures of content entries (a Markdown post's `![alt](../../assets/...)`, a YAML `picture:`) shown
 * at once when added, and a deleted picture never breaking the preview.
 *
 * Astro renders those pictures through one generated module, .astro/content-assets.mjs (`astro:asset-imports`), that
 * imports every picture of the data store. In Astro 5.18 its list only grows while the server runs (an entry deleted
 * keeps its pictures there: withastro/astro#14452, fixed after 5.18), so once a post and its picture are deleted the
 * module imports a missing file and every page fails with "Could not find requested image" until a restart. And Astro
 * rewrites that file by renaming a new one over it, which the file watcher may report as a new file, not a change:
 * Vite then keeps the old module, without the new post's picture (the page shows an unprocessed
 * `<img __ASTRO_IMAGE_=...>`).
 *
 * So, under `astro dev` only: the module keeps only the pictures that exist (a picture an entry still uses always
 * does: the content check refuses a missing one before the content is loaded), and it is read again whenever the
 * file is rewritten, however reported, or a file is deleted.
 */

import { existsSync } from 'node:fs';
import { join } from 'node:path';

const ASSETS_FILE = '.astro/content-assets.mjs';
// The id Astro gives the module when the file did not exist yet when it was first imported.
const ASSETS_STUB = '\0astro:asset-imports';
const IMPORT = /^import (\w+) from ("[^"]*\?astroContentImageFlag[^"]*");$/gm;

/** @returns {import('vite').Plugin} */
function contentPicturesPlugin() {
  let root = '';
  let assetsFile = '';
  return {
    name: 'ematix:content-pictures-dev',
    apply: 'serve',
    configResolved(config) {
      root = config.root;
      assetsFile = join(root, ASSETS_FILE);
    },
    async transform(code, id) {
      if (id !== assetsFile && id !== ASSETS_STUB) return null;
      const kept = [];
      let dropped = 0;
      for (const [, symbol, quoted] of code.matchAll(IMPORT)) {
        /** @type {string} */
        const importId = JSON.parse(quoted);
        const [picture, query] = importId.split('?');
        const importer = new URLSearchParams(query).get('importer');
        const resolved = await this.resolve(picture, importer ? join(root, importer) : id, {
          skipSelf: true,
        });
        if (resolved && existsSync(resolved.id.split('?')[0])) kept.push([symbol, quoted]);
        else dropped += 1;
      }
      if (dropped === 0) return null;
      return [
        ...kept.map(([symbol, quoted]) => `import ${symbol} from ${quoted};`),
        `export default new Map([${kept.map(([symbol, quoted]) => `[${quoted}, ${symbol}]`).join(', ')}]);`,
      ].join('\n');
    },
    configureServer(server) {
      const reread = () => {
        for (const environment of Object.values(server.environments)) {
          const graph = environment.moduleGraph;
          const modules = [...(graph.getModulesByFile(assetsFile) ?? []), graph.getModuleById(ASSETS_STUB)];
          for (const module of modules) if (module) graph.invalidateModule(module);
        }
      };
      server.watcher.on('all', (event, path) => {
        if (path === assetsFile) {
          reread();
          // The open page may have been reloaded for the new data store a moment before this file was written.
          server.ws.send({ type: 'full-reload', path: '*' });
        } else if (event === 'unlink' && !path.startsWith(join(root, '.astro'))) reread();
      });
    },
  };
}

/** @returns {import('astro').AstroIntegration} */
export function contentPicturesDev() {
  return {
    name: 'ematix:content-pictures-dev',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command === 'dev') updateConfig({ vite: { plugins: [contentPicturesPlugin()] } });
      },
    },
  };
}
