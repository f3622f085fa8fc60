/**
 * `import url from './part.ts?lazy'` gives the URL of `part.ts` built as a module of its own, for a page script to
 * load only when it is needed: `await import(/* @vite-ignore *\/ url)`.
 *
 * Why not a plain `import('./part')`: Astro inlines a small page script into the HTML (no request before the first
 * paint) only when its bundle imports nothing, and Vite wraps every import() in a preload helper of about 1 KB. Either
 * way the page would grow or gain a request before it paints; on a slow phone network a page script as a file of its
 * own costs more than it saves (measured on /careers: first paint 0.68 s inlined, 0.76 s as a file).
 *
 * In the build the part is emitted as its own chunk in /_astro/ and the URL is absolute (an inlined script has no
 * file location for a relative URL to start from). In dev the URL is the source file, which Vite serves.
 *
 * @returns {import('vite').Plugin}
 */
export default function lazyModule() {
  const SUFFIX = '?lazy';
  let building = false;
  let root = '';
  let base = '/';
  return {
    name: 'ematix:lazy-module',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
      root = config.root;
      base = config.base.endsWith('/') ? config.base : `${config.base}/`;
    },
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const target = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      if (!target) this.error(`lazy-module: cannot find ${source} (imported by ${importer})`);
      return `${target.id}${SUFFIX}`;
    },
    load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -SUFFIX.length);
      if (!building) return `export default ${JSON.stringify(`/${file.slice(root.length).replace(/^\/+/, '')}`)};`;
      const ref = this.emitFile({ type: 'chunk', id: file, preserveSignature: 'strict' });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
    resolveFileUrl({ fileName }) {
      return JSON.stringify(`${base}${fileName}`);
    },
  };
}
