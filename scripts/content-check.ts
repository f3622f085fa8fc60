/**
 * `npm run content:check`: validates every content file with the site's own schemas in a few seconds, without a
 * build, and prints each problem as `file:line  field  what is wrong  → how to fix it`: the same reading and check
 * Astro's content loaders run (src/content-model/read.ts, check/) before `astro build` or `npm run dev`. Run by
 * vite-node, which compiles the TypeScript it imports.
 */
import { main } from './content-check/cli';
import { projectRoot } from './content-check/root.mjs';

process.exitCode = await main(process.argv.slice(2), projectRoot);
