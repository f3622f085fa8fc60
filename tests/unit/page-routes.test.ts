/**
 * The content check knows the site's paths from the pages collection plus a declared table (ENDPOINTS, ROUTES in
 * src/content-model/check/index.ts): every page file of src/pages must be one of them.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ENDPOINTS, ROUTES } from '../../src/content-model/check';
import { entries } from '../support/content';
import { contentCheck, projectRoot } from '../support/content-check';
import { templateTools } from '../support/templates';

const pageFiles = readdirSync(join(process.cwd(), 'src/pages'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(astro|md|ts|js)$/.test(file))
  .map((file) => `/${file.replace(/\.(astro|md|ts|js)$/, '').replace(/(^|\/)index$/, '')}`);

it('every page file without a parameter is a page of src/content/pages or an endpoint', async () => {
  const ids = (await entries('pages')).map((page) => page.id);
  for (const path of pageFiles.filter((file) => !file.includes('[')))
    expect([...ids, ...ENDPOINTS], path).toContain(path === '/' ? '/' : path.replace(/\/$/, ''));
});

it('every declared dynamic route has its page file', () => {
  for (const { prefix } of ROUTES)
    expect(
      pageFiles.some((file) => file.startsWith(`${prefix}[`)),
      prefix,
    ).toBe(true);
});

it('a misspelt link to a page in a folder of dynamic pages is told that page, by its own path', async () => {
  // Each folder (not the root) that has a [param] page file, e.g. /service/ with [conference]: its first page.
  const folders = new Set(
    pageFiles.filter((file) => file.includes('[')).map((file) => file.slice(0, file.indexOf('['))),
  );
  folders.delete('/');
  const ids = (await entries('pages')).map((page) => page.id);
  const targets = [...folders].flatMap(
    (folder) => ids.find((id) => id.startsWith(folder) && /[a-z]{4}$/.test(id)) ?? [],
  );
  expect(targets.length, 'pages in folders of dynamic pages').toBeGreaterThan(0);
  // Each with its last two letters swapped: one edit away from the real path.
  const wrong = targets.map((id) => `${id.slice(0, -2)}${id.at(-1)}${id.at(-2)}`);
  const { templates, fromTemplate } = await templateTools();
  const made = fromTemplate(
    templates().find((t) => t.folder === 'src/content/blog')!,
    [],
  );
  const text = `${made.text.trimEnd()}\n\n${wrong.map((path) => `See [the page](${path}).`).join('\n\n')}\n`;
  const { checkContent } = await contentCheck();
  const { problems } = await checkContent({ root: projectRoot, overlay: { [made.file]: text } });
  expect(problems.map((p) => `${p.what}  → ${p.fix}`)).toEqual(
    targets.map(
      (id, i) =>
        `"${wrong[i]}" is not a page of this site  → did you mean "${id}"? Use the path of a page (a file in src/content/pages)`,
    ),
  );
});

it("a link to an entry's page (or file) of each declared route passes, and one to an entry it lacks is told", async () => {
  const { checkContent } = await contentCheck();
  const { entries: all } = await checkContent({ root: projectRoot });
  const { brochureFileName } = await import('../../src/lib/pdf/skills-brochure');
  // Each route of a collection with the first entry that has a page there (as src/pages makes them).
  const links = ROUTES.flatMap((route) => {
    const entry = all.find(
      (e) => e.collection === route.collection && e.raw.draft !== true && (route.hasPage?.(e) ?? true),
    );
    return entry ? [{ route, good: `${route.prefix}${entry.id}${route.suffix ?? ''}`, id: entry.id }] : [];
  });
  expect(links.length, 'routes with an entry').toBeGreaterThan(0);
  const skills = ROUTES.find((r) => r.collection === 'programmes');
  expect(`x${skills?.suffix}`, 'the skills brochure route names files as the page does').toBe(brochureFileName('x'));
  const { templates, fromTemplate } = await templateTools();
  const made = fromTemplate(
    templates().find((t) => t.folder === 'src/content/blog')!,
    [],
  );
  const body = (paths: string[]) => `${made.text.trimEnd()}\n\n${paths.map((p) => `See [it](${p}).`).join('\n\n')}\n`;
  const passing = await checkContent({ root: projectRoot, overlay: { [made.file]: body(links.map((l) => l.good)) } });
  expect(passing.problems.map((p) => `${p.what}  → ${p.fix}`)).toEqual([]);
  // The same entries with one letter more: each is told the entry it is closest to.
  const wrong = links.map(({ route, id }) => `${route.prefix}${id}x${route.suffix ?? ''}`);
  const failing = await checkContent({ root: projectRoot, overlay: { [made.file]: body(wrong) } });
  expect(failing.problems.map((p) => p.fix)).toEqual(links.map(({ good }) => `did you mean "${good}"?`));
});
