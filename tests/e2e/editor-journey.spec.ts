/**
 * What an editor gets from a template: an entry made from each `_template.md` with only its placeholders filled in
 * builds and appears on its pages (its own page, the list it belongs to, the feed and the sitemap), and the same
 * entry left `draft: true` appears nowhere. scripts/grow-check.mjs (part of `npm test`) makes both entries in a copy
 * of the project and runs this file there; on a build without them (the project's own) these tests fail, saying so.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { content } from '../support/content';
import { contentCheck, projectRoot } from '../support/content-check';
import { dist, files, read } from '../support/site';
import { resolveToFile } from '../support/page-checks';
import { RUN_VIA_GROW_CHECK } from '../support/e2e-fixtures';

const { collectionLoaders, pagesByCollection, templates, TEMPLATE_ENTRY, TEMPLATE_DRAFT } = await contentCheck();
const all = await content();
const sitemap = readdirSync(dist)
  .filter((name) => /^sitemap-\d+\.xml$/.test(name))
  .map((name) => readFileSync(join(dist, name), 'utf8'))
  .join('\n');
const { byCollection } = pagesByCollection(projectRoot, [...all.keys()]);

for (const template of templates(projectRoot)) {
  const collection = collectionLoaders().find(
    ({ loader }) =>
      loader.kind === 'glob' && String(loader.base).replace(/^\.\//, '').replace(/\/$/, '') === template.folder,
  )?.name;
  const made = all.get(collection ?? '')?.find((entry) => entry.id === TEMPLATE_ENTRY);
  const draft = all.get(collection ?? '')?.find((entry) => entry.id === TEMPLATE_DRAFT);

  test.describe(`an entry made from ${template.file}`, () => {
    test.beforeEach(() => {
      if (!made || !draft)
        throw new Error(`the build has no entries made from ${template.file}: ${RUN_VIA_GROW_CHECK}`);
    });
    const pages = byCollection.get(collection!) ?? [];
    const entryPage = pages.find((page) => /<\w+>$/.test(page));
    const listPage = entryPage?.replace(/\/<\w+>$/, '');
    const title = (made?.data as { title?: string } | undefined)?.title ?? '';
    const draftTitle = (draft?.data as { title?: string } | undefined)?.title ?? '';

    test('builds its own page, with its title', () => {
      expect(entryPage, `${collection} has a page per entry`).toBeDefined();
      const file = resolveToFile(entryPage!.replace(/<\w+>$/, TEMPLATE_ENTRY), files);
      expect(file, `${entryPage} for ${TEMPLATE_ENTRY}`).toBeDefined();
      expect(read(file!)).toContain(title);
    });

    test('appears in its list, the feed and the sitemap', () => {
      const list = resolveToFile(listPage!, files);
      expect(list, `the list page ${listPage}`).toBeDefined();
      expect(read(list!)).toContain(title);
      if (pages.includes('/rss.xml'))
        expect(read('rss.xml')).toContain(`/${listPage!.replace(/^\//, '')}/${TEMPLATE_ENTRY}`);
      expect(sitemap).toContain(`${listPage}/${TEMPLATE_ENTRY}<`);
    });

    test('left a draft, it appears nowhere on the published site', () => {
      expect(draftTitle).not.toBe(title);
      expect(resolveToFile(entryPage!.replace(/<\w+>$/, TEMPLATE_DRAFT), files)).toBeUndefined();
      expect(read(resolveToFile(listPage!, files)!)).not.toContain(draftTitle);
      if (existsSync(join(dist, 'rss.xml'))) expect(read('rss.xml')).not.toContain(TEMPLATE_DRAFT);
      expect(sitemap).not.toContain(TEMPLATE_DRAFT);
    });
  });
}
