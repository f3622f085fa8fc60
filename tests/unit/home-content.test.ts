/**
 * Invariants of the home page's content that its schemas cannot express, read from the data through the real schemas
 * (tests/support/content.ts): names used once, one gallery tab open first, clients for the logo strip, no plan at ₹0.
 * What the schemas already enforce (lists not empty, whole rupees, ratings 1 to 5, links that are paths or https) is
 * not checked again here. No counts or names copied from SPEC: editors add, remove and rename entries.
 */
import { describe, expect, it } from 'vitest';
import { duplicates, entryData, partOf } from '../support/content';

/** The home page's file (src/content/pages/index.yaml) as the build reads it. */
const page = await entryData<{
  services: { title: string }[];
  stack: { name: string }[];
  serviceCards: { title: string }[];
  gallery: { label: string; selected?: boolean }[];
}>('pages', '/');

describe('home page content', () => {
  it('names each service card, product stack card, service link and value once; there are values', async () => {
    const values = (await partOf<{ title: string }>('settings', 'part', 'value')).map((e) => e.data);
    expect(values.length, 'values.yaml').toBeGreaterThan(0);
    for (const [name, list] of [
      ['services', page.services],
      ['stack', page.stack],
      ['serviceCards', page.serviceCards],
      ['values.yaml', values],
    ] as const) {
      const titles = list.map((item: { title?: string; name?: string }) => item.title ?? item.name ?? '');
      expect(duplicates(titles), `${name}: a title used twice`).toEqual([]);
    }
  });

  it('has client logos for the scrolling strip, each named once per group', async () => {
    const logos = (await partOf<{ group: string; name: string }>('settings', 'part', 'logo')).map((e) => e.data);
    expect(logos.filter((logo) => logo.group === 'client').length).toBeGreaterThan(0);
    expect(duplicates(logos.map((logo) => `${logo.group}/${logo.name}`))).toEqual([]);
  });

  it('has app-development plans, none at ₹0 (the schema allows 0, for free memberships)', async () => {
    const plans = await partOf<{ price: { inr: number } }>('prices', 'group', 'app');
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) expect(plan.data.price.inr, plan.id).toBeGreaterThan(0);
  });

  it('opens exactly one gallery tab first, each tab named once', () => {
    const tabs = page.gallery;
    expect(tabs.filter((t) => t.selected)).toHaveLength(1);
    expect(duplicates(tabs.map((t) => t.label))).toEqual([]);
  });
});
