/**
 * Every mistake of the bad-content corpus (tests/fixtures/bad-content/cases.ts) stops the real `astro build` with
 * the content check's one line for it: file:line, the field, what is wrong and how to fix it, printed by the
 * collections' loaders (src/content-model/loaders.ts) and nothing else around them (no stack trace, no hook name,
 * not Astro's own schema error). bad-content.test.ts checks each case's words; this checks the build says them.
 *
 * A few builds, not one per case: the cases are put in a few copies of the project at once (a new file per added
 * post, the appended entries one after another with ids and titles of their own, at most one changed value per file),
 * and the files that cannot be read in copies of their own, since such a file is reported alone (one mistake per file
 * and copy: reading stops at a file's first). Each build stops while Astro syncs the content, before building any
 * page.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { cases, type BadContentCase } from '../fixtures/bad-content/cases';
import { fixture, make, projectRoot as root, real } from '../support/bad-content';

const run = promisify(execFile);
const copies: string[] = [];
// Removing the copies (a dist each) takes more than vitest's 10 s for a hook on a busy machine.
afterAll(() => copies.forEach((copy) => rmSync(copy, { recursive: true, force: true })), 120_000);

/** A copy of the project to build, with the installed packages linked (not Astro's and Vite's caches). */
function projectCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), 'editor-errors-'));
  copies.push(copy);
  for (const item of [
    'src',
    'public',
    'scripts',
    'astro.config.mjs',
    'tsconfig.json',
    'package.json',
    'tailwind.config.mjs',
  ])
    cpSync(join(root, item), join(copy, item), { recursive: true });
  mkdirSync(join(copy, 'node_modules'));
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (!name.startsWith('.')) symlinkSync(join(root, 'node_modules', name), join(copy, 'node_modules', name), 'dir');
  }
  mkdirSync(join(copy, 'node_modules', '.bin'));
  for (const name of readdirSync(join(root, 'node_modules', '.bin')))
    symlinkSync(join(root, 'node_modules', '.bin', name), join(copy, 'node_modules', '.bin', name));
  return copy;
}

async function build(copy: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run('npx', ['astro', 'build'], {
      cwd: copy,
      env: { ...process.env, ASTRO_DISABLE_UPDATE_CHECK: 'true', ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** A file the check cannot read (a YAML syntax error, whatever field it names, or no block of fields). */
const unreadable = (c: BadContentCase) =>
  c.field === '(syntax)' || c.field === '(front matter)' || /cannot be read/.test(String(c.what));
/** Whether a case's own id or title is the mistake (then the fixture keeps them as written). */
const namesAreTheMistake = (c: BadContentCase) =>
  ['id', 'slug', 'title'].includes(c.field) || ('add' in c.make || 'append' in c.make ? !!c.make.idOf : false);

/**
 * Gives the entries of a fixture (at the top, or indented under a page file's list) ids and titles of their own, so
 * cases put together do not repeat each other's.
 */
function ownNames(text: string, n: number): string {
  return text
    .replace(/^(\s*- id: )(.+)$/gm, `$1$2-case${n}`)
    .replace(/^(\s*title: )"(.*)"$/gm, `$1"$2 (case ${n})"`)
    .replace(/^(\s*title: )([^"\n].*)$/gm, `$1$2 (case ${n})`);
}

/** Puts the cases in copies: the files each copy changes and the line each case must be reported on. */
async function plan(): Promise<Batch[]> {
  const batches: Batch[] = [];
  const batchWhere = (fits: (b: Batch) => boolean) => {
    let found = batches.find(fits);
    if (!found) batches.push((found = { files: new Map(), edited: new Set(), expected: [] }));
    return found;
  };
  // The files that cannot be read, together, but one per file: a parser stops at a file's first mistake.
  const alone: Batch[] = [];
  const aloneFor = (file: string) => {
    let found = alone.find((b) => !b.files.has(file));
    if (!found) alone.push((found = { files: new Map(), edited: new Set(), expected: [] }));
    return found;
  };
  for (const [n, c] of cases.entries()) {
    const own = (text: string) => (unreadable(c) || namesAreTheMistake(c) ? text : ownNames(text, n));
    let file = c.target;
    let line: number;
    if ('add' in c.make) {
      // Each added post in a file of its own name.
      const into = unreadable(c) ? aloneFor(file) : batchWhere(() => true);
      file = c.target.replace(/(\.\w+)$/, `-case${n}$1`);
      const made = await make(c);
      into.files.set(file, own(made.text));
      line = made.line;
      into.expected.push({ file, line, field: c.field, mistake: c.mistake });
    } else if ('append' in c.make) {
      // After what the copy's file holds: the real file, or it with the entries of earlier cases.
      const into = unreadable(c) ? aloneFor(c.target) : batchWhere((b) => !b.edited.has(c.target));
      const current = (into.files.get(c.target) ?? real(c.target)).replace(/\n*$/, '\n');
      const { text } = await fixture(c.make.append, c.make.idOf);
      into.files.set(c.target, current + own(text));
      line = current.split('\n').length - 1 + c.line!;
      into.expected.push({ file, line, field: c.field, mistake: c.mistake });
    } else {
      // One changed value per file and copy.
      const into = unreadable(c) ? aloneFor(c.target) : batchWhere((b) => !b.files.has(c.target));
      const made = await make(c);
      into.files.set(c.target, made.text);
      into.edited.add(c.target);
      into.expected.push({ file, line: made.line, field: c.field, mistake: c.mistake });
    }
  }
  return [...batches, ...alone].filter((b) => b.expected.length > 0);
}

interface Batch {
  files: Map<string, string>;
  /** Files changed by an edit case (an edit is made from the real file, so nothing else goes in them). */
  edited: Set<string>;
  expected: { file: string; line: number; field: string; mistake: string }[];
}

describe('a mistake in a content file', () => {
  it("stops astro build with the content check's line for every case of the bad-content corpus, and nothing else", async () => {
    const batches = await plan();
    expect(batches.flatMap((b) => b.expected)).toHaveLength(cases.length);
    const results: (Batch & { code: number; output: string })[] = [];
    // Two builds at a time: most of a build's start is one busy core.
    for (let i = 0; i < batches.length; i += 2)
      results.push(
        ...(await Promise.all(
          batches.slice(i, i + 2).map(async (batch) => {
            const copy = projectCopy();
            for (const [file, text] of batch.files) {
              mkdirSync(dirname(join(copy, file)), { recursive: true });
              writeFileSync(join(copy, file), text);
            }
            return { ...batch, ...(await build(copy)) };
          }),
        )),
      );
    for (const { code, output, expected } of results) {
      const lines = output.split('\n').filter((line) => line.startsWith('src/content/'));
      const shown = lines.join('\n');
      expect(code, output).not.toBe(0);
      for (const { file, line, field, mistake } of expected)
        expect(
          lines.some((printed) => printed.startsWith(`${file}:${line}  `) && printed.includes(field)),
          `"${mistake}" should be reported at ${file}:${line} (${field}); the build printed:\n${shown}`,
        ).toBe(true);
      expect(lines, `one line per mistake; the build printed:\n${shown}`).toHaveLength(expected.length);
      // Astro's own schema error (no line, markup stars) never comes, and nothing is printed around the lines but
      // their heading and location: no stack trace, no hook name.
      expect(output).not.toContain('InvalidContentEntryDataError');
      expect(output).not.toMatch(/Stack trace|astro:config:setup|\n\s+at /);
    }
  }, 300_000);
});
