/** The Ematix-Prime menu data (src/content/prime/navigation.yaml) against the pages (src/content/pages) and its schema. */
import type { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { entry } from '../support/content';
import { routes } from '../support/routes';
import { primeNavigationSchema } from '../../src/content-model/schemas/prime-navigation';

// As the build reads them (tests/support/content.ts).
const menu = (await entry<z.output<typeof primeNavigationSchema>>('navigation', 'community')).data;
const known = new Set(routes.map((route) => route.id));
const settings = (await entry<{ externalLinks: Record<string, string> }>('settings', 'site')).data;

describe('the community menu', () => {
  it('links only to pages with a file in src/content/pages', () => {
    const paths = menu.items
      .flatMap((item) => [item.path, ...(item.submenu ?? []).map((link) => link.path)])
      .filter((p): p is string => Boolean(p));
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !known.has(path))).toEqual([]);
  });

  it('has one red test-site button and a submenu under every other item', () => {
    const red = menu.items.filter((item) => item.red);
    expect(red).toHaveLength(1);
    expect(red[0]!.external).toBe('testSite');
    expect(settings.externalLinks[red[0]!.external!]).toMatch(/^https:\/\//);
    for (const item of menu.items.filter((i) => !i.red)) expect(item.submenu?.length, item.label).toBeGreaterThan(0);
  });

  it('lists every /ematixprime page except contact in some submenu (SPEC §2 route table)', () => {
    const inMenu = new Set(menu.items.flatMap((item) => (item.submenu ?? []).map((link) => link.path)));
    const communityPages = routes
      .map((r) => r.id)
      .filter((id) => id.startsWith('/ematixprime/') && id !== '/ematixprime/contact');
    expect(communityPages.filter((id) => !inMenu.has(id))).toEqual([]);
  });

  it('each section path is one of its own submenu pages', () => {
    for (const item of menu.items.filter((i) => i.submenu)) {
      expect(
        item.submenu!.map((link) => link.path),
        item.label,
      ).toContain(item.path);
    }
  });

  it('the schema refuses an item with both a path and an outside link, or neither', () => {
    const bad = (item: object) => primeNavigationSchema.safeParse({ items: [item] }).success;
    expect(bad({ label: 'X', path: '/ematixprime', external: 'testSite' })).toBe(false);
    expect(bad({ label: 'X' })).toBe(false);
    expect(bad({ label: 'X', external: 'nowhere' })).toBe(false);
    expect(bad({ label: 'X', path: '/ematixprime', submenu: [] })).toBe(false);
    expect(bad({ label: 'X', path: 'ematixprime' })).toBe(false);
    expect(bad({ label: 'X', path: '/ematixprime' })).toBe(true);
  });
});
