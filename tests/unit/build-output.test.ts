/**
 * `npm run build` folds astro build's per-file listings into counts (scripts/build-output.mjs) and must print every
 * other line as it came: warnings, errors, the content check's lines and the steps.
 */
import { describe, expect, it } from 'vitest';
import { buildOutputFilter } from '../../scripts/build-output.mjs';

const run = (lines: string[]) => {
  const filter = buildOutputFilter();
  return [...lines.flatMap((line) => filter.line(line)), ...filter.end()];
};

describe('the build output filter', () => {
  it('folds the optimised pictures into one line that says how many were encoded', () => {
    const out = run([
      '18:01:35  generating optimized images ',
      '18:01:35   ▶ /_astro/a.B1.avif (reused cache entry) (+2ms) (1/3)',
      '18:01:35   ▶ /_astro/a.B2.webp (revalidated cache entry) (+2ms) (2/3)',
      '18:01:35   ▶ /_astro/b.C1.webp (before: 15kB, after: 8kB) (+35ms) (3/3)',
      '18:01:35 ✓ Completed in 131.25s.',
    ]);
    expect(out).toEqual([
      '18:01:35  generating optimized images ',
      '  3 optimised pictures: 2 from the cache, 1 encoded',
      '18:01:35 ✓ Completed in 131.25s.',
    ]);
  });

  it('folds the generated pages and files, coloured or not, into a count', () => {
    const out = run([
      ' generating static routes ',
      '18:58:49 ▶ src/pages/404.astro',
      '18:58:49   └─ /404.html (+175ms) ',
      '\u001b[32m▶\u001b[39m src/pages/[project].astro',
      '  \u001b[34m├─\u001b[39m \u001b[2m/hrm/index.html\u001b[22m \u001b[2m(+1.05s)\u001b[22m ',
      '18:58:50 λ src/pages/brochures/[slug].pdf.ts',
      '18:58:50   └─ /brochures/vlsi.pdf (+36ms) ',
    ]);
    expect(out).toEqual([' generating static routes ', '  3 pages and files written']);
  });

  it('prints every other line in full and in order, counts before the line that ends a listing', () => {
    const kept = [
      '18:58:35 [build] Building static entrypoints...',
      '18:58:36 [WARN] [build] Could not render `/x` from route `/[slug]` as it conflicts with higher priority route `/x`.',
      'src/content/prime/events.yaml:6  title  is missing  → add a line "title: …" under "- id: icees-2027"',
      '[ERROR] [content] 1 problem in 1 file. Fix each line above, then run `npm run content:check` again.',
      '  Stack trace:',
      '    at file:///work/node_modules/astro/dist/core/build/index.js:12:3',
      '18:58:50   └─ /hrm/index.html (+16ms) (file not created, response body was empty)',
      '',
    ];
    expect(run(['18:58:49   └─ /404.html (+175ms) ', ...kept])).toEqual(['  1 pages and files written', ...kept]);
  });
});
