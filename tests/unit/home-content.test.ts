/**
 * Invariants of the home page's content, read from the data through the real schemas (tests/support/content.ts):
 * every list has entries, names are used once, one gallery tab is open first, prices and ratings are sane. No counts
 * or names copied from SPEC: those were the launch content, and editors add, remove and rename entries.
 */
import { describe, expect, it } from 'vitest';
import { duplicates, entryData, partOf } from '../support/content';

/** The home page's file (src/content/pages/index.yaml) as the build reads it. */
const page = await entryData<{
  hero: { actions: { label: string; href: string }[] };
  services: { title: string }[];
  stack: { name: string }[];
  serviceCards: { title: string }[];
  gallery: { label: string; selected?: boolean; images: unknown[] }[];
}>('pages', '/');

describe('home page content', () => {
  it('has service cards, product stack cards and service links, each title once', async () => {
    const values = (await partOf<{ title: string }>('settings', 'part', 'value')).map((e) => e.data);
    for (const [name, list] of [
      ['services', page.services],
      ['stack', page.stack],
      ['serviceCards', page.serviceCards],
      ['values.yaml', values],
    ] as const) {
      const titles = list.map((item: { title?: string; name?: string }) => item.title ?? item.name ?? '');
      expect(titles.length, name).toBeGreaterThan(0);
      expect(duplicates(titles), `${name}: a title used twice`).toEqual([]);
    }
  });

  it('has client logos for the scrolling strip, each named once per group', async () => {
    const logos = (await partOf<{ group: string; name: string }>('settings', 'part', 'logo')).map((e) => e.data);
    expect(logos.filter((logo) => logo.group === 'client').length).toBeGreaterThan(0);
    expect(duplicates(logos.map((logo) => `${logo.group}/${logo.name}`))).toEqual([]);
  });

  it('prices every app-development plan in whole rupees', async () => {
    const plans = await partOf<{ price: { inr: number } }>('prices', 'group', 'app');
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans)
      expect(Number.isInteger(plan.data.price.inr) && plan.data.price.inr > 0, plan.id).toBe(true);
  });

  it('rates testimonials from 1 to 5', async () => {
    const reviews = [
      ...(await partOf<{ rating: number }>('testimonials', 'group', 'client')),
      ...(await partOf<{ rating: number }>('testimonials', 'group', 'learner')),
    ].map((e) => e.data);
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews) expect(review.rating >= 1 && review.rating <= 5).toBe(true);
  });

  it('has gallery tabs with pictures, exactly one open first', async () => {
    const tabs = page.gallery;
    expect(tabs.length).toBeGreaterThan(0);
    for (const tab of tabs) expect(tab.images.length, tab.label).toBeGreaterThan(0);
    expect(tabs.filter((t) => t.selected)).toHaveLength(1);
    expect(duplicates(tabs.map((t) => t.label))).toEqual([]);
  });

  it('gives the hero buttons that go to pages of the site', async () => {
    const { hero } = page;
    expect(hero.actions.length).toBeGreaterThan(0);
    for (const action of hero.actions) expect(action.href, action.label).toMatch(/^\/|^https:\/\//);
  });
});
