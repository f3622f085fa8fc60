/**
 * Loads the site-wide entries every page needs. `siteData` gathers them once per render for src/middleware.ts, which
 * hands them to components as `Astro.locals.site`; pages and endpoints may call the loaders below directly.
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { canonicalPath } from '../format/paths';
import { getShareCards } from '../share-card/content';

export async function getSettings() {
  const entry = await getEntry('settings', 'site');
  if (entry?.data.part !== 'site') throw new Error('src/content/site/settings.yaml must have one entry named "site"');
  return entry.data;
}

export async function getNavigation(menu: 'header' | 'footer') {
  const entry = await getEntry('navigation', menu);
  if (entry?.data.menu !== 'site') throw new Error(`src/content/site/navigation.yaml must have a "${menu}" menu`);
  return entry.data.items;
}

/** The page's entry (src/content/pages/<path>.yaml): its title, description and content. Fails the build without it. */
export async function getRoute(pathname: string) {
  const entry = await getEntry('pages', canonicalPath(pathname));
  return entry ? entry.data : missingRoute(pathname);
}

type Page = CollectionEntry<'pages'>['data'];

/**
 * The page's entry when it is of the kind `type` (its file's `type:`), typed as that kind: a route reads its page's
 * content with it. Stops the build, naming the file and the kind, when the file says another kind.
 */
export async function getPage<K extends NonNullable<Page['type']>>(
  pathname: string,
  type: K,
): Promise<Extract<Page, { type: K }>> {
  const page = await getRoute(pathname);
  if (page.type === type) return page as Extract<Page, { type: K }>;
  const path = canonicalPath(pathname);
  throw new Error(`src/content/pages/${path === '/' ? 'index' : path.slice(1)}.yaml must have \`type: ${type}\``);
}

/** Stops the build for a page that has no file in src/content/pages (and gives no title and description of its own). */
export function missingRoute(pathname: string): never {
  const path = canonicalPath(pathname);
  throw new Error(
    `The page ${path} has no file src/content/pages/${path === '/' ? 'index' : path.slice(1)}.yaml: add it with a title and description`,
  );
}

/** Every page, by path (the order of the site map). */
export async function getAllRoutes() {
  return (await getCollection('pages')).sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * The paths of a page served at more than one path (one body, one route): its canonical path first, then each path
 * whose page file's `canonical` names it. Those pages' `<link rel="canonical">` points to the first.
 */
export async function samePagePaths(canonical: string) {
  const routes = await getAllRoutes();
  if (!routes.some((route) => route.id === canonical)) missingRoute(canonical);
  return [canonical, ...routes.filter((route) => route.data.canonical === canonical).map((route) => route.id)];
}

/** The web products' own pages (/hrm, …: the page files of kind `project`), which belong to the products area. */
export async function getProjectPaths() {
  return (await getAllRoutes()).filter((page) => page.data.type === 'project').map((page) => page.id);
}

/**
 * What components read from `Astro.locals.site` (src/middleware.ts sets it before each render): the site settings,
 * the menus (header, footer, the community menu of CommunityLayout, the products tabs), the page's registry entry
 * (undefined for a page made from a collection entry, which gives PageLayout its own title and description), its
 * share card and, for every registered path, its canonical path (CommunityLayout marks a menu link current on either path of a page).
 */
export async function siteData(pathname: string) {
  const [settings, header, footer, community, products, routes, cards] = await Promise.all([
    getSettings(),
    getNavigation('header'),
    getNavigation('footer'),
    getEntry('navigation', 'community'),
    getEntry('navigation', 'products'),
    getAllRoutes(),
    getShareCards(),
  ]);
  if (community?.data.menu !== 'community')
    throw new Error('src/content/prime/navigation.yaml must have the "community" menu');
  if (products?.data.menu !== 'products') throw new Error('src/content/products/tabs.yaml is missing');
  const id = canonicalPath(pathname);
  const canonicalOf: ReadonlyMap<string, string> = new Map(
    routes.map((route) => [route.id, route.data.canonical ?? route.id]),
  );
  return {
    settings,
    menus: {
      header,
      footer,
      community: community.data.items,
      products: products.data.items,
    },
    page: routes.find((route) => route.id === id)?.data,
    canonicalOf,
    /** The page's share card (~/lib/share-card/content); a page served at a second path has its canonical page's. */
    card: cards.get(canonicalOf.get(id) ?? id),
  };
}

/**
 * What `Astro.locals.site` holds: src/env.d.ts declares it with an import() type, which knip does not follow.
 * @public
 */
export type SiteData = Awaited<ReturnType<typeof siteData>>;
