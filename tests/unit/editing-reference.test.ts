/**
 * docs/fields.md, the field reference, is generated from the schemas (`npm run content:generate`), so the page editors
 * read cannot drift from the rules the site checks: this fails when a schema, a field's description or a collection
 * changes without the page being regenerated. docs/editing.md, the editors' tasks, links to it and stays short.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';
import { contentCheck, projectRoot } from '../support/content-check';

const page = readFileSync(`${projectRoot}/docs/fields.md`, 'utf8');
const guide = readFileSync(`${projectRoot}/docs/editing.md`, 'utf8');

describe('docs/fields.md and docs/editing.md', () => {
  it(
    'docs/fields.md is the field reference the schemas generate (run `npm run content:generate` after changing a schema)',
    { timeout: 180_000 },
    async () => {
      const { buildReference, readForDocs } = await contentCheck();
      expect(
        page,
        'docs/fields.md disagrees with the schemas: run `npm run content:generate` and commit the page',
      ).toBe(buildReference(await readForDocs(projectRoot)).markdown);
    },
  );

  it('has a table for every collection, and every field of a schema is in it', async () => {
    const { collections } = await contentCheck();
    for (const name of Object.keys(collections))
      expect(page, `collection ${name}`).toMatch(new RegExp(`\\(\`${name}\`(\\)|, )`));
    expect(page).toMatch(/\| `title` \| yes \| The headline/);
  });

  it('names, for each collection, pages that exist (screens.ts SHOWN_ON)', async () => {
    const { collections, SHOWN_ON } = await contentCheck();
    // Each page file as its path: "blog/[slug].astro" → "/blog/<slug>", "rss.xml.ts" → "/rss.xml".
    const pages = readdirSync(`${projectRoot}/src/pages`, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(astro|ts)$/.test(file) && !/(^|\/)_/.test(file))
      .map((file) =>
        `/${file.replace(/\.(astro|ts)$/, '').replace(/(^|\/)index$/, '')}`.replace(/\[(?:\.\.\.)?(\w+)\]/g, '<$1>'),
      );
    // Every collection is listed; a file of a collection of several (files()) may be listed on its own.
    const partFiles = Object.values(collections).flatMap((c) =>
      c.loader.kind === 'files' ? c.loader.files.map((part) => part.file) : [],
    );
    expect(
      Object.keys(SHOWN_ON)
        .filter((key) => !partFiles.includes(key))
        .sort(),
    ).toEqual(Object.keys(collections).sort());
    for (const [name, shown] of Object.entries(SHOWN_ON))
      for (const page of shown === '*' ? [] : shown.split(' ')) expect(pages, `${name}: ${page}`).toContain(page);
  });

  it("docs/editing.md is the editors' tasks, short enough to read, linking to the reference", () => {
    const words = guide.split(/\s+/).filter(Boolean).length;
    expect(words, 'docs/editing.md: at most 6,000 words (the tables belong in docs/fields.md)').toBeLessThanOrEqual(
      6000,
    );
    expect(guide).toContain('](fields.md');
    expect(guide).not.toContain('| field | required |');
  });

  it('every link to a heading of docs/editing.md or docs/fields.md, anywhere in the project, finds it', () => {
    const headings = (text: string) => {
      const slugger = new GithubSlugger();
      return text
        .split('\n')
        .flatMap((line) => (/^#{1,6} /.test(line) ? [slugger.slug(line.replace(/^#+ /, ''))] : []));
    };
    const anchors = { 'editing.md': headings(guide), 'fields.md': headings(page) };
    // The grown copy the suite runs in holds only some of these.
    const tops = ['README.md', 'docs', 'src', 'scripts', 'public/admin', 'tests'].filter((top) =>
      existsSync(`${projectRoot}/${top}`),
    );
    const files = tops.flatMap((top) =>
      top.endsWith('.md')
        ? [top]
        : readdirSync(`${projectRoot}/${top}`, { recursive: true, encoding: 'utf8' }).map((file) => `${top}/${file}`),
    );
    for (const file of files.filter((f) => /\.(md|ts|mjs|astro|ya?ml|html)$/.test(f))) {
      const text = readFileSync(`${projectRoot}/${file}`, 'utf8');
      for (const [, doc, anchor] of text.matchAll(/\b(editing\.md|fields\.md)#([\w-]+)/g))
        expect(anchors[doc as keyof typeof anchors], `${file}: ${doc}#${anchor}`).toContain(anchor);
      // A section named in words: docs/editing.md, "Use the web editor".
      for (const [, title] of text.matchAll(/docs\/editing\.md,? "([^"]+)"/g))
        expect(
          headings(guide).some((h) => h.startsWith(new GithubSlugger().slug(title))),
          `${file}: "${title}"`,
        ).toBe(true);
    }
  });
});

describe('the field reference', () => {
  it(
    'says a field is required exactly when the check refuses an entry without it (every field of every real entry)',
    { timeout: 120_000 },
    async () => {
      const { checkContent, referenceTables, schemaOf } = await contentCheck();
      const { entries } = await checkContent({ root: projectRoot });
      const tables = referenceTables();
      const disagree = new Map<string, string>();
      const schemas = new Map<string, ReturnType<typeof schemaOf>>();
      // Each field of each table, in at most three entries (every entry would take a minute on a busy machine).
      const compared = new Map<string, number>();
      type Path = (string | number)[];
      const drop = (value: unknown, path: Path): unknown => {
        const copy = structuredClone(value) as Record<string | number, unknown>;
        let at = copy;
        for (const step of path.slice(0, -1)) at = at[step] as Record<string | number, unknown>;
        delete at[path.at(-1)!];
        return copy;
      };
      // The fields of a value: each key of each group, in lists the first item's (the rule is the same for all).
      const fields = (value: unknown, path: Path = []): Path[] => {
        if (Array.isArray(value)) return value.length > 0 ? fields(value[0], [...path, 0]) : [];
        if (!value || typeof value !== 'object' || value instanceof Date) return [];
        return Object.entries(value).flatMap(([key, inner]) => [[...path, key], ...fields(inner, [...path, key])]);
      };
      for (const entry of entries) {
        const table = tables.find(
          (t) => t.collection === entry.collection && (t.file === undefined || t.file === entry.file),
        );
        if (!schemas.has(entry.collection)) schemas.set(entry.collection, schemaOf(entry.collection));
        const schema = schemas.get(entry.collection)!;
        if (!table || !(await schema.safeParseAsync(entry.raw)).success) continue;
        for (const path of fields(entry.raw)) {
          // "items[0].alt" of a file read as one list is the table's "alt"; positions in lists are "[]".
          const name = path
            .map((step) => (typeof step === 'number' ? '[]' : `.${step}`))
            .join('')
            .replace(/^\.items\[\]\./, '.')
            .replace(/^\./, '');
          const kind = typeof entry.raw.type === 'string' ? entry.raw.type : undefined;
          const rows = table.rows.filter(
            (row) =>
              row.field === name && (!row.required.includes('with type') || row.required.endsWith(`with type ${kind}`)),
          );
          // Fields the loader reads (id, slug, the file's group) are not the schema's.
          if (rows.length !== 1) continue;
          const said = rows[0].required.replace(/, with type \S+$/, '');
          const key = `${table.file ?? table.collection}: ${name}`;
          if ((compared.get(key) ?? 0) >= 3) continue;
          compared.set(key, (compared.get(key) ?? 0) + 1);
          if (/^yes, /.test(said)) continue; // required in some cases only: what the row says is when
          // Refused for this field: a problem on it (what another field then lacks is that field's own rule).
          const result = await schema.safeParseAsync(drop(entry.raw, path));
          const on = (issue: { path: Path }) => issue.path.slice(0, path.length).join('/') === path.join('/');
          const refused = !result.success && result.error.issues.some(on);
          if (refused !== (said === 'yes'))
            disagree.set(
              key,
              `${key}: the reference says "${rows[0].required}", but the check ${refused ? 'refuses' : 'accepts'} ${entry.file} without it`,
            );
        }
      }
      expect(compared.size, 'fields compared').toBeGreaterThan(300);
      expect([...compared.keys()].some((key) => key.endsWith('picture.alt'))).toBe(true);
      expect([...disagree.values()]).toEqual([]);
    },
  );
});
