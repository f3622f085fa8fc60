/**
 * Expected values for the careers, blog and contact e2e specs, read from the content files themselves so the tests
 * follow the editors' data instead of copying the page's output.
 */
import { entries, entry, entryData, published } from '../support/content';
import { newestFirst } from '../../src/lib/content/blog';

export interface Post {
  slug: string;
  title: string;
  summary: string;
  author: string;
  date: string;
  brand: string;
  draft?: boolean;
  body: string;
}

/** The published posts (drafts are not built), read through the blog's schema, in card order (newest first). */
export async function posts(): Promise<Post[]> {
  const list = await published<Omit<Post, 'slug' | 'body'>>('blog');
  return newestFirst(
    list.map((entry) => ({ slug: entry.id, ...entry.data, body: entry.body ?? '' })).map((post) => ({ data: post })),
  ).map((p) => p.data);
}

export interface Role {
  id: string;
  title: string;
  location: string;
  description: string;
}

const careers = await entryData<{
  roles: Role[];
  benefits: { title: string }[];
  photos: { alt: string; caption: string }[];
}>('pages', '/careers');
const roleList = careers.roles;
const benefitList = careers.benefits;
const photoList = careers.photos;
export const roles = (): Role[] => roleList;
export const benefits = (): { title: string }[] => benefitList;
export const photos = (): { alt: string; caption: string }[] => photoList;

export interface Settings {
  name: string;
  email: string;
  phone: string;
  whatsapp: string;
  hours: string[];
  formEndpoint: string;
  social: { label: string; url: string }[];
}
const siteSettings = (await entry<Settings>('settings', 'site')).data;
export const settings = (): Settings => siteSettings;

const routeList = await entries<{ title: string; description: string }>('pages');
/** A page's file in src/content/pages (title and description). */
export function route(id: string): { title: string; description: string } {
  const found = routeList.find((item) => item.id === id);
  if (!found) throw new Error(`${id} has no file in src/content/pages`);
  return found.data;
}
