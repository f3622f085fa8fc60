/** The products area's content files hold what SPEC §2 asks for, and its schemas reject what an editor might get wrong. */
import { describe, expect, it } from 'vitest';
import { catalogueCardSchema, productCategorySchema, productSuiteSchema, productTabSchema } from '../../src/content-model/schemas/products';
import { duplicates, entries } from '../support/content';

/** A collection's entries as the build reads them (tests/support/content.ts), each with its id. */
const load = async <T>(collection: string) => (await entries<T>(collection)).map((entry) => ({ id: entry.id, ...entry.data }));

const categories = await load<{ name: string; heading: string; cards: { title: string }[] }>('productCategories');

describe('src/content/products', () => {

  it('has the six categories of the product browser in order, Sales first', () => {
    expect(categories.map((c) => c.name), 'SPEC §2 lists the six categories in this order').toEqual(['Sales', 'Marketing', 'E-commerce', 'Service', 'Finance', 'Human Resource']);
  });

  it('has the catalogue grids SPEC §2 names and counts', () => {
    const byName = Object.fromEntries(categories.map((c) => [c.name, c]));
    expect(byName.Sales!.heading).toBe('Explore Our Products');
    expect(byName.Sales!.cards.map((c) => c.title)).toEqual(['CRM', 'Bigin', 'Sign', 'SalesIQ', 'Forms', 'RouteIQ', 'Bookings', 'Thrive', 'CRM Plus']);
    expect(byName.Marketing!.heading).toBe('Marketing Solutions');
    expect(byName.Marketing!.cards.length, 'SPEC §2 lists 17 Marketing Solutions cards').toBe(17);
    expect(byName['E-commerce']!.cards.map((c) => c.title)).toEqual(['Commerce', 'POS']);
    expect(byName.Service!.cards.map((c) => c.title)).toEqual(['Desk', 'Assist', 'SalesIQ', 'Bookings', 'FSM', 'Lens', 'Service Plus']);
    expect(byName.Finance!.cards.map((c) => c.title)).toEqual([
      'Books', 'Payroll', 'Expense', 'Inventory', 'Sign', 'Billing', 'Commerce', 'Invoice (Free)', 'Practice', 'Checkout', 'Payments (New)', 'Finance Plus',
    ]);
    expect(byName['Human Resource']!.heading).toBe('Human Resources');
    expect(byName['Human Resource']!.cards.map((c) => c.title)).toEqual(['People', 'Payroll', 'Expense', 'Recruit', 'Sign', 'Workerly', 'Shifts', 'People Plus']);
  });

  it('has no product twice in one grid and unique category ids', () => {
    for (const category of categories) expect(duplicates(category.cards.map((c) => c.title)), category.name).toEqual([]);
    expect(duplicates(categories.map((c) => c.id))).toEqual([]);
  });

  it('has the seven suites of "Our Platforms"', async () => {
    const suites = await load<{ title: string }>('productSuites');
    expect(suites.map((s) => s.title), 'SPEC §2 lists the 7 products of Our Platforms').toEqual([
      'CRM Plus', 'Service Plus', 'Finance Plus', 'People Plus', 'Workplace', 'Marketing Plus', 'Projects Plus',
    ]);
  });

  it('has the three tabs with their pages', async () => {
    const tabs = await load<{ href: string }>('productTabs');
    expect(tabs.map((t) => [t.id, t.href]), 'SPEC §2: Apps, Suites and Web Products tabs').toEqual([
      ['apps', '/products'],
      ['suites', '/products/suites'],
      ['webproduct', '/products/webproduct'],
    ]);
  });

  it('has the web products: 5 project slides, 8 solutions, 4 testimonials', async () => {
    const showcase = await load<{ title: string }>('productWebShowcase');
    expect(showcase.map((s) => s.title), 'SPEC §2: a carousel of 5 images (vsc, HRM, UBS, E-Commerce, Education/LMS)').toEqual([
      'VSC', 'HRM', 'UBS', 'E-Commerce', 'Education / LMS',
    ]);
    expect((await load('productWebSolutions')).length, "SPEC §2: 'Solutions' with 8 cards").toBe(8);
    expect((await load('productWebTestimonials')).length, "SPEC §2: 'What Our Clients Say' carousel of 4 testimonials").toBe(4);
  });
});

describe('products schemas', () => {
  it('rejects a card without a description, with a message an editor can act on', () => {
    expect(() => catalogueCardSchema.parse({ title: 'CRM', icon: '📇' })).toThrow(/one sentence on what the product does/);
    expect(() => catalogueCardSchema.parse({ title: 'CRM', icon: '📇', description: '  ' })).toThrow(/must not be empty/);
  });

  it('rejects words in place of an emoji icon', () => {
    expect(() => catalogueCardSchema.parse({ title: 'CRM', description: 'Tracks deals.', icon: 'address book' })).toThrow(/must be an emoji only, without letters/);
  });

  it('rejects a category without cards and a suite that bundles one app', () => {
    expect(() => productCategorySchema.parse({ name: 'Sales', heading: 'Sales', lead: 'Apps.', cards: [] })).toThrow(/at least one product card/);
    expect(() => productSuiteSchema.parse({ title: 'X', icon: '🧩', description: 'Y', bundles: ['CRM'] })).toThrow(/at least two apps/);
  });

  it('rejects an unknown tab id and a tab link outside the site', () => {
    expect(() => productTabSchema.parse({ id: 'bundles', label: 'Bundles', href: '/products/bundles' })).toThrow(/apps\W+, \W+suites\W+ or \W+webproduct/);
    expect(() => productTabSchema.parse({ id: 'apps', label: 'Apps', href: 'https://example.com' })).toThrow(/lowercase path/);
  });
});
