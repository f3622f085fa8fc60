/**
 * docs/editing.md's field reference is generated from the schemas (`npm run content:generate`), so the page editors read
 * cannot drift from the rules the site checks: this fails when a schema, a field's description or a collection
 * changes without the page being regenerated.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentCheck, projectRoot } from '../support/content-check';

const page = readFileSync(`${projectRoot}/docs/editing.md`, 'utf8');

describe('docs/editing.md', () => {
  it(
    'has the field reference the schemas generate (run `npm run content:generate` after changing a schema)',
    { timeout: 180_000 },
    async () => {
      const { buildReference, REFERENCE_START, REFERENCE_END } = await contentCheck();
      const start = page.indexOf(REFERENCE_START);
      const end = page.indexOf(REFERENCE_END);
      expect(
        start,
        'docs/editing.md has lost its generated field reference: run `npm run content:generate`',
      ).toBeGreaterThan(-1);
      const written = page.slice(start, end + REFERENCE_END.length);
      const generated = buildReference(projectRoot).markdown;
      expect(
        written,
        'docs/editing.md disagrees with the schemas: run `npm run content:generate` and commit the page',
      ).toBe(generated);
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

  it("starts with the editors' tasks, before the reference", () => {
    const tasks = [
      'Add an internship',
      'Add a blog post',
      'Change a price',
      'Replace a photo',
      'Change the phone number',
      'Hide an entry until it is ready',
    ];
    const reference = page.indexOf('## Every field');
    for (const task of tasks) {
      const at = page.indexOf(`## ${task}`);
      expect(at, `docs/editing.md has a "${task}" section`).toBeGreaterThan(-1);
      expect(at).toBeLessThan(reference);
    }
  });
});
