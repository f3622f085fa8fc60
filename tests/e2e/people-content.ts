/**
 * Expected values for the careers, blog and contact e2e specs, read from the content files themselves so the tests
 * follow the editors' data instead of copying the page's output.
 */
import { entries, entry, published } from '../support/content';
import { newestFirst } from '../../src/lib/blog';

/** A YAML collection's entries in file order, through the real schemas (tests/support/content.ts). */
const inFileOrder = async <T>(collection: string): Promise<(T & { id: string })[]> =>
  (await entries<T>(collection)).map((e) => ({ ...e.data, id: e.id }));

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

const roleList = await inFileOrder<Role>('careerRoles');
const benefitList = await inFileOrder<{ title: string }>('careerBenefits');
const photoList = await inFileOrder<{ alt: string; caption: string }>('careerPhotos');
export const roles = (): Role[] => roleList;
export const benefits = (): { title: string }[] => benefitList;
export const photos = (): { alt: string; caption: string }[] => photoList;

export interface Settings {
  name: string;
  email: string;
  phone: string;
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
