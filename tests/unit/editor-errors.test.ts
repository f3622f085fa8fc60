/**
 * An editor's mistake in a content file stops the build with the content check's one line for it (file:line, the
 * field, what is wrong and how to fix it: the collections' loaders in src/content-model/loaders.ts). Runs the real `astro build` on a
 * copy of the project with one broken blog post; it stops before building anything.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = resolve('.');
const copy = mkdtempSync(join(tmpdir(), 'editor-errors-'));

function projectCopy() {
  for (const item of [
    'src',
    'public',
    'scripts',
    'astro.config.mjs',
    'tsconfig.json',
    'package.json',
    'tailwind.config.mjs',
  ]) {
    cpSync(join(root, item), join(copy, item), { recursive: true });
  }
  // Link the installed packages one by one, but not Astro's and Vite's caches (node_modules/.astro, .vite): the
  // copy must not write into the real project's content store.
  mkdirSync(join(copy, 'node_modules'));
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name.startsWith('.')) continue;
    symlinkSync(join(root, 'node_modules', name), join(copy, 'node_modules', name), 'dir');
  }
  mkdirSync(join(copy, 'node_modules', '.bin'));
  for (const name of readdirSync(join(root, 'node_modules', '.bin'))) {
    symlinkSync(join(root, 'node_modules', '.bin', name), join(copy, 'node_modules', '.bin', name));
  }
}

async function build(): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run('npx', ['astro', 'build'], {
      cwd: copy,
      env: { ...process.env, ASTRO_DISABLE_UPDATE_CHECK: 'true', FORCE_COLOR: '0' },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('a mistake in a content file', () => {
  it('stops the build with one line naming the file and line, the field, what is wrong and the expected form', async () => {
    projectCopy();
    const post = join(copy, 'src/content/blog/iot-gateway-launch.md');
    const text = readFileSync(post, 'utf8');
    const line = text.split('\n').findIndex((l) => l.startsWith('date:')) + 1;
    writeFileSync(post, text.replace(/^date: .*$/m, 'date: "24 June 2025"'));
    const { code, output } = await build();
    expect(code).not.toBe(0);
    const lines = output.split('\n').filter((l) => l.startsWith('src/content/'));
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(`^src/content/blog/iot-gateway-launch\\.md:${line}  date  .*→ must be written as "YYYY-MM-DD"`),
      ),
    ]);
    // Astro's own schema error (no line, markup stars) never comes: the check stops the build first. Around the line
    // only the heading and its location are printed: no stack trace, no hook name.
    expect(output).not.toContain('InvalidContentEntryDataError');
    expect(output).not.toMatch(/Stack trace|astro:config:setup|\n\s+at /);
  }, 120_000);
});
