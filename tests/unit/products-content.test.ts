/** The products area's content keeps its invariants (no counts: editors add products), and its schemas reject what an editor might get wrong. */
import { describe, expect, it } from 'vitest';
import { productCategorySchema, productSuiteSchema, productTabSchema } from '../../src/content-model/schemas/products';
import { duplicates, entries, entryData, partOf } from '../support/content';
import { pageFile, pageIssues } from '../support/page-schema';

/** The products pages' files as the build reads them (tests/support/content.ts). */
const { categories } = await entryData<{
  categories: { id: string; name: string; heading: string; cards: { title: string }[] }[];
}>('pages', '/products');

describe('the products pages (src/content/pages/products*)', () => {
  // The schema wants categories, each with a heading and cards, and each id once.
  it('has no product twice in one grid and each category name once', () => {
    for (const category of categories)
      expect(duplicates(category.cards.map((c) => c.title)), category.name).toEqual([]);
    expect(duplicates(categories.map((c) => c.name))).toEqual([]);
  });

  // The schema wants suites, slides and solutions; tabs and web testimonials are files it cannot count.
  it('has each suite once, tabs that each lead to a products page, and web testimonials', async () => {
    const { suites } = await entryData<{ suites: { title: string }[] }>('pages', '/products/suites');
    expect(duplicates(suites.map((s) => s.title))).toEqual([]);
    const [menu] = await partOf<{ items: { id: string; href: string }[] }>('navigation', 'menu', 'products');
    const tabs = menu.data.items;
    expect(tabs.length).toBeGreaterThan(0);
    for (const tab of tabs) expect(tab.href, tab.id).toMatch(/^\/products(\/|$)/);
    expect((await partOf('testimonials', 'group', 'web')).length).toBeGreaterThan(0);
  });
});

describe('products schemas', () => {
  /** A copy of the product browser's page file, as written, with its first card changed as given. */
  const withFirstCard = async (change: (card: Record<string, unknown>) => void) => {
    const browser = (await entries<{ type?: string }>('pages')).find((entry) => entry.data.type === 'products')!;
    const file = structuredClone(pageFile(browser.id)) as { categories: { cards: Record<string, unknown>[] }[] };
    change(file.categories[0].cards[0]);
    return pageIssues(file);
  };

  it('rejects a card without a description, with a message an editor can act on', async () => {
    expect(await withFirstCard((card) => delete card.description)).toEqual([
      expect.stringMatching(/^categories\.0\.cards\.0\.description: .*one sentence on what the product does/),
    ]);
    expect(await withFirstCard((card) => (card.description = '  '))).toEqual([
      expect.stringMatching(/^categories\.0\.cards\.0\.description: .*must not be empty/),
    ]);
  });

  it('rejects words in place of an emoji icon', async () => {
    expect((await withFirstCard((card) => (card.icon = 'address book'))).join('\n')).toMatch(
      /^categories\.0\.cards\.0\.icon: .*must be an emoji only, without letters/m,
    );
  });

  it('rejects a category without cards and a suite that bundles one app', () => {
    expect(() => productCategorySchema.parse({ name: 'Sales', heading: 'Sales', lead: 'Apps.', cards: [] })).toThrow(
      /at least one product card/,
    );
    expect(() => productSuiteSchema.parse({ title: 'X', icon: '🧩', description: 'Y', bundles: ['CRM'] })).toThrow(
      /at least two apps/,
    );
  });

  it('rejects an unknown tab id and a tab link outside the site', () => {
    expect(() => productTabSchema.parse({ id: 'bundles', label: 'Bundles', href: '/products/bundles' })).toThrow(
      /apps\W+, \W+suites\W+ or \W+webproduct/,
    );
    expect(() => productTabSchema.parse({ id: 'apps', label: 'Apps', href: 'https://example.com' })).toThrow(
      /lowercase path/,
    );
  });
});
