/**
 * The products catalogue (/products, /products/suites) lists third-party business apps: the copy says Ematix
 * implements, configures and supports them for clients, and never that Ematix makes them (DECISIONS "Behaviour").
 */
import { describe, expect, it } from 'vitest';
import { entryData } from '../support/content';
import { routes } from '../support/routes';

/** A page file's field as the build reads it (tests/support/content.ts). */
const field = async (path: string, key: string) => (await entryData('pages', path))[key];

/** Wording that would claim the apps as Ematix's own products. */
const makerClaims = [
  /\b(we|ematix)\s+(make|makes|made|build|builds|built|develop|develops|developed|create|created)\b/i,
  /\bematix('s)?\s+(business\s+)?(apps?|suites?|software|products?)\b/i,
  /\bour\s+(own\s+)?(apps?|suites?|software)\b/i,
];

/** Every string anywhere inside a YAML value, with where it was found. */
function strings(value: unknown, at: string): { at: string; text: string }[] {
  if (typeof value === 'string') return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
  return [];
}

const catalogueRoutes = routes.filter((route) => route.id === '/products' || route.id === '/products/suites');

describe('products catalogue copy', () => {
  it('never claims the catalogue apps as made by Ematix', async () => {
    const texts = [
      ...strings(await field('/products', 'categories'), 'pages/products.yaml categories'),
      ...strings(await field('/products/suites', 'suites'), 'pages/products/suites.yaml suites'),
      ...catalogueRoutes.flatMap((route) =>
        strings({ title: route.title, description: route.description }, `pages ${route.id}`),
      ),
    ];
    const claims = texts
      .filter(({ text }) => makerClaims.some((claim) => claim.test(text)))
      .map(({ at, text }) => `${at}: ${text}`);
    expect(claims).toEqual([]);
  });

  it('says on both catalogue pages that Ematix implements, configures and supports the apps', () => {
    expect(catalogueRoutes.map((route) => route.id).sort()).toEqual(['/products', '/products/suites']);
    for (const route of catalogueRoutes) {
      expect(route.description, `${route.id}: its description (the page's lead)`).toMatch(
        /Ematix implements, configures and supports/,
      );
    }
  });
});
