#!/usr/bin/env node
/**
 * `npm run content:check`: validates every content file with the site's own schemas in a few seconds, without a
 * build, and prints each problem as `file:line  field  what is wrong  → how to fix it`: the same check Astro's
 * content loaders run (src/content-model/check/, src/content-model/loaders.ts) before `astro build` or `npm run dev`.
 */
import { loadContentCheck, projectRoot } from './content-check/bundle.mjs';

const { main } = await loadContentCheck();
process.exitCode = await main(process.argv.slice(2), projectRoot);
