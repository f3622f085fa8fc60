/**
 * No page file is a copy of another (issue 29): pages that differ only in their content are made by one typed route
 * from the content (e.g. src/pages/ematixprime/[...soon].astro), not by a file per page. Two files count as copies
 * when they are equal once comments and whitespace are taken out. And no page file makes a path that such a route
 * makes from the content.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entries } from '../support/content';
import { routes } from '../support/routes';

const pagesRoot = resolve('src/pages');

function pageFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? pageFiles(full) : [full];
  });
}

/** The file's text without comments (block, line, HTML) and without any whitespace. */
export function stripped(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1')
    .replace(/\s+/g, '');
}

/** Groups of files (paths relative to src/pages, sorted) whose stripped texts are equal. */
export function copies(files: { path: string; text: string }[]): string[][] {
  const byText = new Map<string, string[]>();
  for (const { path, text } of files) {
    const key = stripped(text);
    byText.set(key, [...(byText.get(key) ?? []), path]);
  }
  return [...byText.values()]
    .filter((group) => group.length > 1)
    .map((group) => group.sort())
    .sort((a, b) => a[0].localeCompare(b[0]));
}

describe('page files', () => {
  it('are not copies of each other', () => {
    const files = pageFiles(pagesRoot).map((file) => ({
      path: relative(pagesRoot, file).split('\\').join('/'),
      text: readFileSync(file, 'utf8'),
    }));
    expect(
      copies(files),
      'these page files are the same but for comments and whitespace: make one route with getStaticPaths from the content instead (docs/architecture.md "Adding a page")',
    ).toEqual([]);
  });

  it('do not make a path that a route makes from the content', async () => {
    // Astro keeps the page file's page without a word when the page file is built after the route
    // (experimental.failOnPrerenderConflict catches only the other order), so the content would be silently unseen.
    const pageFile = (path: string) =>
      ['.astro', '/index.astro'].some((end) => existsSync(join(pagesRoot, `${path.slice(1)}${end}`)));
    // The pages of src/pages/ematixprime/[...soon].astro and [...text].astro: the page files of those kinds.
    const ofKind = async (type: string) =>
      (await entries<{ type?: string }>('pages')).filter((entry) => entry.data.type === type).map((entry) => entry.id);
    const soon = await ofKind('coming-soon');
    const text = await ofKind('text');
    // The pages served at two paths (src/pages/[...fdp].astro and the like): each path of src/content/pages that names a
    // `canonical`, and that canonical path.
    const samePage = routes.flatMap((route) => (route.canonical ? [route.id, route.canonical] : []));
    expect(soon.length).toBeGreaterThan(0);
    expect(text.length).toBeGreaterThan(0);
    expect(samePage.length).toBeGreaterThan(0);
    // A text page with a page file of its own (/ematixprime/conference/upcoming adds the calendar) has a kind of its own.
    expect(
      [...soon, ...text, ...samePage].filter(pageFile),
      'a page made from the content is also a page file: delete one, or give the page a kind of its own',
    ).toEqual([]);
  });

  it('are compared without comments and whitespace', () => {
    const page = (comment: string) => `---\n/** ${comment} */\nimport A from './A.astro'; // ${comment}\n---\n<A />\n`;
    expect(
      copies([
        { path: 'a.astro', text: page('one') },
        { path: 'b.astro', text: `${page('two')}\n<!-- x -->` },
      ]),
    ).toEqual([['a.astro', 'b.astro']]);
    // A link's "//" is not a comment.
    expect(stripped("href='https://a.example'")).toBe("href='https://a.example'");
    expect(
      copies([
        { path: 'a.astro', text: '<A id="a" />' },
        { path: 'b.astro', text: '<A id="b" />' },
      ]),
    ).toEqual([]);
  });
});
