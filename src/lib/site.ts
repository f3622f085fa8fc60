/** Loads the site-wide entries every page needs. */
import { getCollection, getEntry } from 'astro:content';
import { canonicalPath } from './paths';
import { displayText } from './names';

// The display form of names, for pages and components: `import { displayText } from '~/lib/site'`.
export { displayText, NON_BREAKING_HYPHEN, UNBREAKABLE_NAMES } from './names';

export async function getSettings() {
  const entry = await getEntry('settings', 'site');
  if (!entry) throw new Error('src/content/site/settings.yaml must have one entry named "site"');
  /** `communityName` as shown on a page: "Ematix-Prime" with U+2011 for its hyphen. */
  const communityDisplayName = displayText(entry.data.communityName);
  return { ...entry.data, communityDisplayName };
}

export async function getNavigation(menu: 'header' | 'footer') {
  const entry = await getEntry('navigation', menu);
  if (!entry) throw new Error(`src/content/site/navigation.yaml must have a "${menu}" menu`);
  // Menu labels are only ever shown: give them their display form here, once for every menu.
  return entry.data.items.map((item) => ({
    ...item,
    label: displayText(item.label),
    mobileLabel: item.mobileLabel && displayText(item.mobileLabel),
  }));
}

/** The registry entry of a page: its title and description. Fails the build for a page missing from routes.yaml. */
export async function getRoute(pathname: string) {
  const id = canonicalPath(pathname);
  const entry = await getEntry('routes', id);
  if (!entry) throw new Error(`The page ${id} is missing from src/content/site/routes.yaml: add it with a title and description`);
  return entry.data;
}

export async function getAllRoutes() {
  return getCollection('routes');
}
