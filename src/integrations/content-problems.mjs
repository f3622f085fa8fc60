// @ts-check
/**
 * One error format for a content mistake, wherever an editor meets it: `astro build`, `npm run dev` (terminal and
 * the browser's error overlay) and `npm run content:check` all show the content check's lines
 * (`file:line  field  what is wrong  → how to fix it`, scripts/content-check/), one line per mistake.
 *
 * - build: the check runs before Astro loads the content, so a mistake stops the build with those lines, not with
 *   Astro's own schema error (no line, markup stars).
 * - dev: the check runs at start and again whenever a file under src/content changes; while anything is wrong, every
 *   page shows the lines in the error overlay, and they are printed once in the terminal.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';

/**
 * The check's problems and the lines it prints. Run as its own process: astro.config.mjs is loaded through Vite's
 * module runner, which is closed by the time the hooks run, so the check cannot be imported here.
 * @param {string} root @returns {Promise<{ problems: { file: string; line: number }[]; lines: string[] }>}
 */
function check(root) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [join(root, 'scripts/content-check.mjs'), '--json'],
      { cwd: root, maxBuffer: 16 << 20 },
      (error, stdout) => {
        try {
          const { problems } = JSON.parse(stdout);
          resolve({ problems, lines: problems.map((/** @type {{ text: string }} */ p) => p.text) });
        } catch {
          reject(error ?? new Error(`the content check printed no result: ${stdout.slice(0, 500)}`));
        }
      },
    );
  });
}

/** @param {number} count */
const heading = (count) =>
  `${count} content problem${count === 1 ? '' : 's'} (file:line  field  what is wrong  → how to fix it):`;

/** @returns {import('astro').AstroIntegration} */
export default function contentProblems() {
  /** @type {string} */
  let root = process.cwd();
  return {
    name: 'ematix:content-problems',
    hooks: {
      'astro:config:setup': async ({ command, config, logger }) => {
        root = decodeURIComponent(new URL(config.root).pathname).replace(/\/$/, '');
        if (command !== 'build') return;
        const { lines } = await check(root);
        if (lines.length === 0) return;
        logger.error(`${heading(lines.length)}\n${lines.join('\n')}`);
        // A message without a stack: the lines above are the whole story.
        const error = new Error(
          `The content has ${lines.length} problem${lines.length === 1 ? '' : 's'}: fix each line above, then build again (\`npm run content:check\` checks in seconds).`,
        );
        error.stack = error.message;
        throw error;
      },
      'astro:server:setup': async ({ server, logger }) => {
        /** @type {{ problems: { file: string; line: number }[]; lines: string[] }} */
        let state = await check(root);
        let printed = '';
        const report = () => {
          const text = state.lines.join('\n');
          if (text && text !== printed) logger.error(`${heading(state.lines.length)}\n${text}`);
          if (!text && printed) logger.info('content problems fixed');
          printed = text;
        };
        report();
        // Astro's content layer logs its own message for the same mistake (no line, markup stars) from its file
        // watcher, where no hook reaches. It is held back until the check has run: dropped when the check reports the
        // mistake (the terminal then shows one line per mistake, the check's), printed when the check finds nothing.
        /** @type {(() => void)[]} */
        let held = [];
        const release = () => {
          const out = held;
          held = [];
          if (state.lines.length === 0) for (const print of out) print();
        };
        for (const stream of [process.stdout, process.stderr]) {
          const write = stream.write.bind(stream);
          stream.write = /** @type {typeof stream.write} */ (
            (chunk, ...rest) => {
              if (!/InvalidContentEntryDataError|does not match collection schema/.test(String(chunk)))
                return write(chunk, .../** @type {[any]} */ (rest));
              held.push(() => write(chunk, .../** @type {[any]} */ (rest)));
              setTimeout(release, 20_000); // should the check never come (a file outside src/content)
              return true;
            }
          );
        }
        /** The error as Vite's overlay takes it: the lines as the message, the first problem's file and line. */
        const overlayError = () => {
          const first = state.problems[0];
          return {
            message: `${heading(state.lines.length)}\n${state.lines.join('\n')}`,
            stack: '',
            plugin: 'content check',
            id: first ? `${root}/${first.file}` : undefined,
            loc: first ? { file: `${root}/${first.file}`, line: first.line, column: 1 } : undefined,
          };
        };
        /** @type {ReturnType<typeof setTimeout> | undefined} */
        let pending;
        /** @param {string} file */
        const recheck = (file) => {
          if (!file.includes('/src/content/')) return;
          clearTimeout(pending);
          pending = setTimeout(async () => {
            state = await check(root);
            report();
            release();
            if (state.lines.length > 0) server.hot.send({ type: 'error', err: overlayError() });
            else server.hot.send({ type: 'full-reload' });
          }, 150);
        };
        server.watcher.on('change', recheck);
        server.watcher.on('add', recheck);
        server.watcher.on('unlink', recheck);
        // A page opened while something is wrong shows the overlay instead of a page built from half-valid content.
        // (Vite's own error page, written here so the terminal does not repeat the lines at every request.)
        server.middlewares.use((req, res, next) => {
          const accept = req.headers.accept ?? '';
          if (state.lines.length === 0 || !accept.includes('text/html')) return next();
          const error = JSON.stringify(overlayError()).replace(/</g, '\\u003c');
          res.statusCode = 500;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(
            `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Content problem</title><script type="module">import { ErrorOverlay } from '/@vite/client'; document.body.appendChild(new ErrorOverlay(${error}));</script></head><body></body></html>`,
          );
        });
      },
    },
  };
}
