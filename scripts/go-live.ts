/**
 * `npm run go-live`: every placeholder left (README, "Before going live"), one line each with the file to change:
 * the lines that stop a build for a real SITE_URL (src/content-reports/go-live.ts). No build needed.
 *   vite-node scripts/go-live.ts [--root <dir>]   # for another copy of the project
 */
import { resolve } from 'node:path';
import { checkContent, formatProblem } from '../src/content-model/check';
import { projectRoot } from './content-check/root.mjs';

const at = process.argv.indexOf('--root');
const root = at > 0 ? resolve(process.argv[at + 1]) : projectRoot;
const check = await checkContent({ root });
const { placeholders } = check;
if (check.problems.length)
  console.log(`First fix the ${check.problems.length} content problems: npm run content:check\n`);
for (const line of placeholders.map(formatProblem)) console.log(line);
console.log(
  placeholders.length ? `\n${placeholders.length} placeholders to replace before going live.` : 'No placeholders left.',
);
