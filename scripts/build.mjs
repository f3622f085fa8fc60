#!/usr/bin/env node
// @ts-check
/**
 * `npm run build`: puts the stored pictures back into Astro's cache (scripts/image-cache.mjs restore, so a fresh clone
 * encodes none it holds), then runs `astro build` (with any arguments given) and prints its output with the per-file
 * listings folded into counts (scripts/build-output.mjs). Errors (stderr) come through untouched; the exit code is
 * astro build's.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { buildOutputFilter } from './build-output.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
execFileSync(process.execPath, ['scripts/image-cache.mjs', 'restore'], { cwd: root, stdio: 'inherit' });

const astro = fileURLToPath(new URL('../node_modules/astro/astro.js', import.meta.url));
const child = spawn(process.execPath, [astro, 'build', ...process.argv.slice(2)], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'inherit'],
  // Astro colours its output only for a terminal; keep the colours when this script's output is one.
  env: process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1', ...process.env } : process.env,
});
const filter = buildOutputFilter();
const lines = createInterface({ input: child.stdout, crlfDelay: Infinity });
lines.on('line', (line) => filter.line(line).forEach((out) => console.log(out)));
const closed = new Promise((done) => lines.on('close', done));
child.on('close', async (code, signal) => {
  await closed;
  filter.end().forEach((out) => console.log(out));
  process.exitCode = code ?? (signal ? 1 : 0);
});
