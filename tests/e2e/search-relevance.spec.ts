/**
 * Search relevance on the built site: every query of tests/support/search-queries.ts must put its page in the first
 * three results the search panel shows. One page visit runs them all on Pagefind's JS API with the panel's own
 * options and re-ranking (src/lib/widgets/search.ts), so the test sees what a visitor sees. No result is the second path of a
 * page served at two (only its canonical path is indexed, so one page does not take two places).
 * `SEARCH_TABLE=1` prints the table (query → rank of the intended page); beyond the panel's results, the rank is
 * Pagefind's own, marked "(raw)".
 */
import { expect, test } from '@playwright/test';
import { expectedPaths, RELEVANCE_QUERIES } from '../support/search-queries';
import { routes } from '../support/routes';
import { normaliseQuery, PAGEFIND_OPTIONS, rankedHits, SHOWN } from '../../src/lib/widgets/search';

/** A result's address as the panel shows it. */
const cleanPath = (url: string) => rankedHits([{ url, excerpt: '' }], '')[0]!.path;

const TOP = 3;
const PRINT = Boolean(process.env.SEARCH_TABLE);

interface Found {
  query: string;
  total: number;
  shown: { url: string; excerpt: string; meta?: Record<string, string | undefined> }[];
  /** Only when printing: the paths of the results after the shown ones, in Pagefind's order. */
  rest: string[];
}

test('everyday queries find their page in the first three results', async ({ page }) => {
  await page.goto('/search');
  const found: Found[] = await page.evaluate(
    async ({ queries, options, shown, print }) => {
      type Data = Found['shown'][number];
      const url = '/pagefind/pagefind.js'; // a variable: the module exists in the built site only
      const pagefind = (await import(/* @vite-ignore */ url)) as {
        options(options: object): Promise<void>;
        init(): Promise<void>;
        search(query: string): Promise<{ results: { data(): Promise<Data> }[] }>;
      };
      await pagefind.options(options);
      await pagefind.init();
      const all: Found[] = [];
      for (const query of queries) {
        const { results } = await pagefind.search(query);
        const data = await Promise.all(results.slice(0, shown).map((result) => result.data()));
        const rest = print
          ? await Promise.all(results.slice(shown, 60).map(async (result) => (await result.data()).url))
          : [];
        all.push({ query, total: results.length, shown: data, rest });
      }
      return all;
    },
    {
      queries: RELEVANCE_QUERIES.map((q) => normaliseQuery(q.query)),
      options: PAGEFIND_OPTIONS,
      shown: SHOWN,
      print: PRINT,
    },
  );

  const secondCopies = new Set(routes.filter((route) => route.canonical).map((route) => route.id));
  const failures: string[] = [];
  const table: string[] = [];
  for (const [i, row] of RELEVANCE_QUERIES.entries()) {
    const wanted = expectedPaths(row);
    const { shown, rest, total } = found[i]!;
    const hits = rankedHits(shown, row.query);
    for (const hit of hits.filter((h) => secondCopies.has(h.path)))
      failures.push(`"${row.query}" finds ${hit.path}, the second path of a page (its canonical path is indexed)`);
    const at = hits.findIndex((hit) => wanted.includes(hit.path));
    const raw = rest.findIndex((url) => wanted.includes(cleanPath(url)));
    const rank = at >= 0 ? `${at + 1}` : raw >= 0 ? `${SHOWN + raw + 1} (raw)` : 'not found';
    table.push(`| ${row.query} | ${wanted.join(' or ')} | ${rank} | ${total} |`);
    if (at < 0 || at >= TOP)
      failures.push(
        `"${row.query}" → ${wanted.join(' or ')} is ${rank}; first: ${hits
          .slice(0, TOP + 1)
          .map((hit) => hit.path)
          .join(', ')}`,
      );
  }
  if (PRINT) console.log(['| query | page | rank | results |', '|---|---|---|---|', ...table].join('\n'));
  expect(failures, `${failures.length} of ${RELEVANCE_QUERIES.length} queries miss the first three`).toEqual([]);
});
