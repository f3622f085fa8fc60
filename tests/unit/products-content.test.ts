/** The products area's content files hold what SPEC §2 asks for, and its schemas reject what an editor might get wrong. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { catalogueCardSchema, productCategorySchema, productSuiteSchema, productTabSchema } from '../../src/content-model/schemas/products';

const load = (file: string) => parse(readFileSync(resolve('src/content/products', file), 'utf8'));

describe('src/content/products', () => {
  const categories = load('categories.yaml') as { id: string; name: string; heading: string; cards: { title: string }[] }[];

  it('has the six categories of the product browser in order, Sales first', () => {
    expect(categories.map((c) => c.name)).toEqual(['Sales', 'Marketing', 'E-commerce', 'Service', 'Finance', 'Human Resource']);
    for (const category of categories) expect(() => productCategorySchema.parse(category)).not.toThrow();
  });

  it('has the catalogue grids SPEC §2 names and counts', () => {
    const byName = Object.fromEntries(categories.map((c) => [c.name, c]));
    expect(byName.Sales!.heading).toBe('Explore Our Products');
    expect(byName.Sales!.cards.map((c) => c.title)).toEqual(['CRM', 'Bigin', 'Sign', 'SalesIQ', 'Forms', 'RouteIQ', 'Bookings', 'Thrive', 'CRM Plus']);
    expect(byName.Marketing!.heading).toBe('Marketing Solutions');
    expect(byName.Marketing!.cards).toHaveLength(17);
    expect(byName['E-commerce']!.cards.map((c) => c.title)).toEqual(['Commerce', 'POS']);
    expect(byName.Service!.cards.map((c) => c.title)).toEqual(['Desk', 'Assist', 'SalesIQ', 'Bookings', 'FSM', 'Lens', 'Service Plus']);
    expect(byName.Finance!.cards.map((c) => c.title)).toEqual([
      'Books', 'Payroll', 'Expense', 'Inventory', 'Sign', 'Billing', 'Commerce', 'Invoice (Free)', 'Practice', 'Checkout', 'Payments (New)', 'Finance Plus',
    ]);
    expect(byName['Human Resource']!.heading).toBe('Human Resources');
    expect(byName['Human Resource']!.cards.map((c) => c.title)).toEqual(['People', 'Payroll', 'Expense', 'Recruit', 'Sign', 'Workerly', 'Shifts', 'People Plus']);
  });

  it('has no product twice in one grid and unique category ids', () => {
    for (const category of categories) expect(new Set(category.cards.map((c) => c.title)).size).toBe(category.cards.length);
    expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length);
  });

  it('has the seven suites of "Our Platforms"', () => {
    const suites = load('suites.yaml') as { title: string }[];
    expect(suites.map((s) => s.title)).toEqual(['CRM Plus', 'Service Plus', 'Finance Plus', 'People Plus', 'Workplace', 'Marketing Plus', 'Projects Plus']);
    for (const suite of suites) expect(() => productSuiteSchema.parse(suite)).not.toThrow();
  });

  it('has the three tabs with their pages', () => {
    const tabs = load('tabs.yaml');
    expect(tabs.map((t: { id: string; href: string }) => [t.id, t.href])).toEqual([
      ['apps', '/products'],
      ['suites', '/products/suites'],
      ['webproduct', '/products/webproduct'],
    ]);
    for (const tab of tabs) expect(() => productTabSchema.parse(tab)).not.toThrow();
  });

  it('has the web products: 5 project slides, 8 solutions, 4 testimonials', () => {
    expect(load('web-showcase.yaml').map((s: { title: string }) => s.title)).toEqual(['VSC', 'HRM', 'UBS', 'E-Commerce', 'Education / LMS']);
    expect(load('web-solutions.yaml')).toHaveLength(8);
    expect(load('web-testimonials.yaml')).toHaveLength(4);
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
