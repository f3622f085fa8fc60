/**
 * Astro's side of the content model: each collection is read once, by Astro's glob() loader or the list loader
 * (read.ts), which records what it reads; once every collection is read, the content check (check/) words what is
 * wrong, from those records, and a mistake is reported once, in the check's words, by `astro sync`, `astro check`,
 * `astro build` and `npm run dev` alike.
 * - build, sync, check: a mistake stops the run with the check's lines (one AstroError, no stack).
 * - dev: a mistake is printed and shown in the browser's error overlay (src/middleware.ts); an entry its schema
 *   refuses is not stored. On every change under src/content, src/assets or public every collection is read and
 *   checked again (the store's change makes Astro reload the open page).
 */
import { fileURLToPath } from 'node:url';
import { AstroError } from 'astro/errors';
import type { Loader, LoaderContext } from 'astro/loaders';
import { checkReading, collections, Files, formatProblem, type CheckResult } from './check';
import { refuseWithPlaceholders } from '../content-reports/go-live';
import type { CollectionDefinition } from './define';
import { problemsHeading, setProblems } from './problems';
import { newReading, readCollection, type Reading } from './read';

const total = Object.keys(collections).length;

/** One reading of every collection (Astro loads them all at once), checked once all are read. */
interface Run {
  root: string;
  reading: Reading;
  read: Set<string>;
  all: Promise<void>;
  release: () => void;
  result?: Promise<CheckResult>;
}

let run: Run | undefined;

function currentRun(root: string): Run {
  if (run && run.root === root && run.read.size < total) return run;
  let release = () => {};
  const all = new Promise<void>((resolve) => (release = resolve));
  run = { root, reading: newReading(), read: new Set(), all, release };
  // Should a sync ever load only some collections, check what was read rather than wait for ever.
  setTimeout(release, 30_000).unref();
  return run;
}

/** Reads one collection into its store, then waits for the others and answers the check of them all. */
async function readAndCheck(name: string, definition: CollectionDefinition, context: LoaderContext, root: string) {
  const mine = currentRun(root);
  try {
    await readCollection(name, definition, context, mine.reading);
  } finally {
    mine.read.add(name);
    if (mine.read.size === total) mine.release();
  }
  await mine.all;
  return (mine.result ??= checkReading(mine.reading, new Files(root)));
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

/* Dev: the collections' contexts, so a change anywhere reads and checks them all again. */
const dev = new Map<string, { context: LoaderContext; definition: CollectionDefinition }>();
let listening: { watcher: object; listener: (event: string, path: string) => void } | undefined;
let printed = '';
// One reading at a time: two at once would read the same changed file twice into one store.
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

async function reloadAll(root: string, logger: LoaderContext['logger']) {
  const results = await Promise.all(
    [...dev].map(([name, { context, definition }]) => readAndCheck(name, definition, context, root)),
  );
  const result = results[0];
  if (!result) return;
  devSync(root, result, logger);
  const mark = result.problems.length > 0 ? printed : '';
  // A change of the stored mark is what makes Astro reload the open page (to the overlay, or back from it).
  for (const { context } of dev.values())
    if (context.meta.get('content-problems') !== mark) context.meta.set('content-problems', mark);
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

/** The collection Astro loads: read once, recorded, and checked with all the others. */
export function checkedCollection<T extends CollectionDefinition>(name: string, definition: T) {
  const loader: Loader = {
    name: `ematix:${name}`,
    load: async (context) => {
      const root = fileURLToPath(context.config.root).replace(/\/$/, '');
      if (context.watcher) {
        dev.set(name, { context, definition });
        watch(context, root);
      }
      const result = await readAndCheck(name, definition, context, root);
      if (context.watcher) return devSync(root, result, context.logger);
      if (result.problems.length > 0) throw contentError(result, root);
      refuseWithPlaceholders(result, context.config.site, context.logger.fork('go-live')); // ~/content-reports/go-live.ts
    },
  };
  return { ...definition, loader } as Omit<T, 'loader'> & { loader: Loader };
}
