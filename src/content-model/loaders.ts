/**
 * Astro's side of the content model: each collection's loader first awaits the content check (check/), run once for
 * all collections, and only then lets Astro's own file() or glob() loader read valid files, so pages get exactly
 * what Astro's loaders give and a mistake is reported once, in the check's words, by `astro sync`, `astro check`,
 * `astro build` and `npm run dev` alike.
 * - build, sync, check: a mistake stops the run with the check's lines (one AstroError, no stack).
 * - dev: a mistake is printed and shown in the browser's error overlay (src/middleware.ts); the last good content
 *   stays loaded. On every change under src/content, src/assets or public the check runs again; once it passes, the
 *   content is reloaded and the page too (the store's change makes Astro reload it).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AstroError } from 'astro/errors';
import { file as fileLoader, glob as globLoader, type Loader, type LoaderContext } from 'astro/loaders';
import { checkContent, formatProblem, type CheckResult } from './check';
import { refuseWithPlaceholders } from '../content-reports/go-live';
import { readYaml } from './check/source';
import { partEntries, type CollectionDefinition, type ContentSource, type FilesSource } from './define';
import { problemsHeading, setProblems } from './problems';
import { isHidden, withoutHidden } from '../lib/hidden';

let run: { root: string; result: Promise<CheckResult> } | undefined;

/** The check of all collections, shared by the loaders of one sync (they start together). */
function check(root: string): Promise<CheckResult> {
  if (run?.root === root) return run.result;
  const result = checkContent({ root });
  run = { root, result };
  // The next sync (astro check after astro sync, or a dev restart) checks the files again. Both outcomes handled: a
  // rejection here would be an unhandled one in `npm run dev` (checkContent answers in lines, but never say never).
  const again = () => void setTimeout(() => (run = undefined), 1000).unref();
  result.then(again, again);
  return result;
}

function report(result: CheckResult, root: string) {
  const lines = result.problems.map(formatProblem);
  const first = result.problems[0];
  return { lines, first: first && { file: `${root}/${first.file}`, line: first.line } };
}

/** The error that stops a build: the lines, nothing else (no stack, no cause). */
function contentError(result: CheckResult, root: string): AstroError {
  const { lines, first } = report(result, root);
  const error = new AstroError(`${problemsHeading(lines.length)}\n${lines.join('\n')}`);
  error.name = 'ContentProblems';
  error.stack = '';
  if (first) Object.assign(error, { loc: { file: first.file, line: first.line, column: 1 } });
  return error;
}

/** Several files (define.ts `files()`), read as Astro's file() loader reads one, in order, with the fields injected. */
function filesLoader(source: FilesSource): Loader {
  return {
    name: 'ematix-files',
    load: async ({ config, store, parseData, generateDigest }) => {
      const root = fileURLToPath(config.root);
      store.clear();
      for (const part of source.files) {
        const filePath = join(root, part.file);
        for (const { id, data } of partEntries(part, readYaml(await readFile(filePath, 'utf8'))) ?? []) {
          if (!id) continue; // the check has reported it
          const parsed = await parseData({ id, data, filePath });
          store.set({ id, data: parsed, filePath: part.file, digest: generateDigest(parsed) });
        }
      }
    },
  };
}

function astroLoader(source: ContentSource): Loader {
  if (source.kind === 'files') return filesLoader(source);
  return source.kind === 'file'
    ? fileLoader(
        source.fileName,
        source.parser ? ({ parser: source.parser } as Parameters<typeof fileLoader>[1]) : undefined,
      )
    : globLoader({ pattern: source.pattern, base: source.base, generateId: source.generateId });
}

/**
 * Astro 5.18's glob() loader takes the stored entry of a file that changed since it was read for a second entry with
 * the same id, and warns `Duplicate id "..." found` on every save of a post (and at the start of `npm run dev` after
 * posts were edited with it stopped; fixed after Astro 5). So the entries whose file changed or is gone are dropped
 * before the loader runs, and it reads them as new. Two files that really share an id never get this far: the
 * content check reports them first (check/index.ts, duplicates).
 */
async function forgetChanged({ store, generateDigest, config }: LoaderContext) {
  const root = fileURLToPath(config.root);
  for (const entry of store.values()) {
    if (!entry.filePath || !entry.digest) continue;
    const text = await readFile(join(root, entry.filePath), 'utf8').catch(() => undefined);
    if (text === undefined || generateDigest(text) !== entry.digest) store.delete(entry.id);
  }
}

/* Dev: the collections' contexts, so a change anywhere can reload them all once the content is valid again. */
const dev = new Map<string, { context: LoaderContext; inner: Loader; glob: boolean }>();
let listening: { watcher: object; listener: (event: string, path: string) => void } | undefined;
let printed = '';
// One reload at a time: two at once would read the same changed file twice into one store.
let reloading: Promise<void> = Promise.resolve();

function devSync(root: string, result: CheckResult, logger: LoaderContext['logger']) {
  const log = logger.fork('content');
  const state = report(result, root);
  setProblems(state);
  const text = state.lines.join('\n');
  if (text && text !== printed) log.error(`${problemsHeading(state.lines.length)}\n${text}`);
  if (!text && printed) log.info('content problems fixed');
  printed = text;
}

/** Loads one collection with Astro's own loader, without its watcher (watch() below reloads every collection). */
async function loadInner(context: LoaderContext, inner: Loader, glob: boolean) {
  if (glob) await forgetChanged(context);
  await inner.load(withoutHiddenEntries({ ...context, watcher: undefined }));
}

async function reloadAll(root: string, logger: LoaderContext['logger']) {
  run = undefined;
  const result = await check(root);
  devSync(root, result, logger);
  const mark = result.problems.length > 0 ? printed : '';
  for (const { context: ctx, inner, glob } of dev.values()) {
    // A change of the stored mark is what makes Astro reload the open page (to the overlay, or back from it).
    if (ctx.meta.get('content-problems') !== mark) ctx.meta.set('content-problems', mark);
    if (!mark) await loadInner(ctx, inner, glob);
  }
}

function watch(context: LoaderContext, root: string) {
  const watcher = context.watcher;
  if (!watcher) return;
  // Once per watcher; again after a full sync of Astro's (a content config change), which removes every listener.
  if (listening?.watcher === watcher && watcher.listeners('all').includes(listening.listener)) return;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const listener = (_event: string, path: string) => {
    if (!/\/(src\/content|src\/assets|public)\//.test(path)) return;
    clearTimeout(pending);
    pending = setTimeout(() => {
      reloading = reloading
        .then(() => reloadAll(root, context.logger))
        .catch((error) => context.logger.error(String(error)));
    }, 150);
  };
  listening = { watcher, listener };
  watcher.on('all', listener);
}

/**
 * The loader's context with a store that leaves hidden entries out (`hidden: true`, ~/lib/hidden): an entry of a
 * list file is not stored, and a hidden item of a list inside an entry is left out of its data. The one place the
 * rule applies: pages, feeds, calendar files, share cards and search are all built from the store.
 */
function withoutHiddenEntries(context: LoaderContext): LoaderContext {
  const { store } = context;
  const visible = new Proxy(store, {
    get(target, key) {
      if (key === 'set')
        return (entry: Parameters<typeof store.set>[0]) => {
          if (isHidden(entry.data)) {
            target.delete(entry.id);
            return false;
          }
          return target.set({ ...entry, data: withoutHidden(entry.data) });
        };
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { ...context, store: visible };
}

/** The collection Astro loads: the check first, then Astro's own loader for the files the description names. */
export function checkedCollection<T extends CollectionDefinition>(name: string, definition: T) {
  const inner = astroLoader(definition.loader);
  const loader: Loader = {
    name: `ematix:${name}`,
    load: async (context) => {
      const root = fileURLToPath(context.config.root).replace(/\/$/, '');
      const result = await check(root);
      if (!context.watcher) {
        if (result.problems.length > 0) throw contentError(result, root);
        refuseWithPlaceholders(result, context.config.site, context.logger.fork('go-live')); // ~/content-reports/go-live.ts
        // A build reuses the store of the last one (node_modules/.astro): the same stale entries as in dev.
        if (definition.loader.kind === 'glob') await forgetChanged(context);
        return inner.load(withoutHiddenEntries(context));
      }
      const glob = definition.loader.kind === 'glob';
      dev.set(name, { context, inner, glob });
      watch(context, root);
      devSync(root, result, context.logger);
      if (result.problems.length === 0) await loadInner(context, inner, glob);
    },
  };
  return { ...definition, loader } as Omit<T, 'loader'> & { loader: Loader };
}
