/** Loads the site-wide entries every page needs. */
import { getCollection, getEntry } from 'astro:content';
import { canonicalPath } from './paths';

export async function getSettings() {
  const entry = await getEntry('settings', 'site');
  if (!entry) throw new Error('src/content/site/settings.yaml must have one entry named "site"');
  return entry.data;
}

export async function getNavigation(menu: 'header' | 'footer') {
  const entry = await getEntry('navigation', menu);
  if (!entry) throw new Error(`src/content/site/navigation.yaml must have a "${menu}" menu`);
  return entry.data.items;
}

/** The registry entry of a page: its title and description. Fails the build for a page missing from routes.yaml. */
export async function getRoute(pathname: string) {
  const id = canonicalPath(pathname);
  const entry = await getEntry('routes', id);
  if (!entry)
    throw new Error(`The page ${id} is missing from src/content/site/routes.yaml: add it with a title and description`);
  return entry.data;
}

export async function getAllRoutes() {
  return getCollection('routes');
}

/** The web products' own pages (/hrm, …: one per file in src/content/projects), which belong to the products area. */
export async function getProjectPaths() {
  return (await getCollection('projects')).map((project) => `/${project.id}`);
}
