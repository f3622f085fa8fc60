/**
 * An editor's mistake in a content file stops the build with a message naming the file, the field and what is
 * expected. Runs the real `astro sync` on a copy of the project with one broken blog post.
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
  for (const item of ['src', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json', 'tailwind.config.mjs']) {
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

async function sync(): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run('npx', ['astro', 'sync'], { cwd: copy, env: { ...process.env, ASTRO_DISABLE_UPDATE_CHECK: 'true', FORCE_COLOR: '0' } });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('a mistake in a content file', () => {
  it('stops the build, naming the file, the field and the expected form', async () => {
    projectCopy();
    const post = join(copy, 'src/content/blog/iot-gateway-launch.md');
    writeFileSync(post, readFileSync(post, 'utf8').replace(/^date: .*$/m, 'date: "24 June 2025"'));
    const { code, output } = await sync();
    expect(code).not.toBe(0);
    expect(output).toContain('iot-gateway-launch');
    expect(output).toMatch(/date/);
    expect(output).toContain('must be written as "YYYY-MM-DD"');
  }, 120_000);
});
