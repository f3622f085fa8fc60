#!/usr/bin/env node
/**
 * `npm run content:check`: validates every content file with the site's own schemas in a few seconds, without a
 * build, and prints each problem as `file:line  field  what is wrong  → how to fix it`. See
 * scripts/content-check/index.ts; `npm test` and `npm run build` run it first.
 */
import { loadContentCheck, projectRoot } from './content-check/bundle.mjs';

const { main } = await loadContentCheck();
process.exitCode = await main(process.argv.slice(2), projectRoot);
