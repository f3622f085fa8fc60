/**
 * The layer rules of docs/architecture.md ("Layers: pages load, components render"), read from the source:
 * - components, layouts and islands load no content: no `getCollection`/`getEntry`, and no loader of src/lib (an
 *   exported `get…` of a src/lib module that imports astro:content, such as `getSettings`); what every page shows
 *   comes from `Astro.locals.site` (src/middleware.ts), the rest as props from the page;
 * - src/lib and src/integrations do not import each other (code both need lives outside both, e.g. src/emoji/).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const src = join(root, 'src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.(astro|ts|tsx|mts|mjs|js)$/.test(name) ? [full] : [];
  });
}

/** The text with comments blanked out (line breaks kept, so line numbers still match): a call named in a doc comment is no call. */
function withoutComments(text: string): string {
  const blank = (comment: string) => comment.replace(/[^\n]/g, ' ');
  return text
    .replace(/\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->/g, blank)
    .replace(/(^|[^:'"`\w/])(\/\/[^\n]*)/gm, (_all, before: string, comment: string) => before + blank(comment));
}

/** Each line of a file that matches the pattern, as "path:line: text". */
function matchingLines(file: string, pattern: RegExp): string[] {
  return withoutComments(readFileSync(file, 'utf8'))
    .split('\n')
    .flatMap((line, index) => (pattern.test(line) ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : []));
}

const VALUE_IMPORT_FROM_CONTENT = /import\s+(?!type\b)[^;]*?from\s*['"]astro:content['"]/;

/** The loaders of src/lib: the exported `get…` functions of its modules that import astro:content. */
function libLoaders(): string[] {
  return filesUnder(join(src, 'lib')).flatMap((file) => {
    const code = withoutComments(readFileSync(file, 'utf8'));
    if (!VALUE_IMPORT_FROM_CONTENT.test(code)) return [];
    return [...code.matchAll(/export\s+(?:async\s+)?(?:function\s+|const\s+)(get[A-Z]\w*)/g)].map((match) => match[1]);
  });
}

/** The files under src/ that a file imports (relative and `~/` imports; packages are left out). */
function importedFiles(file: string): { line: string; target: string }[] {
  const code = withoutComments(readFileSync(file, 'utf8'));
  const pattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
  return [...code.matchAll(pattern)].flatMap((match) => {
    const specifier = match[1];
    const base = specifier.startsWith('~/')
      ? join(src, specifier.slice(2))
      : specifier.startsWith('.')
        ? resolve(dirname(file), specifier)
        : undefined;
    if (!base) return [];
    const line = code.slice(0, match.index).split('\n').length;
    return [{ line: `${relative(root, file)}:${line}: ${specifier}`, target: base }];
  });
}

const inside = (folder: string) => (path: string) => {
  const rel = relative(join(src, folder), path);
  return rel !== '' && !rel.startsWith('..');
};

describe('pages load, components render', () => {
  const loaders = libLoaders();
  const calls = new RegExp(`\\b(?:getCollection|getEntry|getEntries|${loaders.join('|')})\\s*\\(`);
  const rendering = ['components', 'layouts', 'islands'].flatMap((folder) => filesUnder(join(src, folder)));

  it('finds the loaders of src/lib', () => {
    expect(rendering.length).toBeGreaterThan(50);
    expect(loaders).toEqual(
      expect.arrayContaining(['getSettings', 'getNavigation', 'getRoute', 'getAllRoutes', 'getMemberships', 'getFdp']),
    );
  });

  it('no component, layout or island loads content', () => {
    const found = rendering.flatMap((file) => [
      ...matchingLines(file, calls),
      ...matchingLines(file, VALUE_IMPORT_FROM_CONTENT),
    ]);
    expect(found, 'read it from Astro.locals.site, or take it as a prop from the page').toEqual([]);
  });
});

describe('src/lib and src/integrations do not import each other', () => {
  it.each([
    ['lib', 'integrations'],
    ['integrations', 'lib'],
  ])('nothing in src/%s imports src/%s', (from, to) => {
    const files = filesUnder(join(src, from));
    expect(files.length).toBeGreaterThan(3);
    const found = files.flatMap((file) =>
      importedFiles(file)
        .filter((imported) => inside(to)(imported.target))
        .map((imported) => imported.line),
    );
    expect(found, 'move what both need to a module outside both').toEqual([]);
  });
});
