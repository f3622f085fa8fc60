/**
 * Expected values for the careers, blog and contact e2e specs, read from the content files themselves so the tests
 * follow the editors' data instead of copying the page's output.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { published } from '../support/content';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

export interface Post {
  slug: string;
  id: number;
  title: string;
  summary: string;
  author: string;
  date: string;
  brand: string;
  draft?: boolean;
  body: string;
}

/** The published posts (drafts are not built), read through the blog's schema, in card order (post number). */
export async function posts(): Promise<Post[]> {
  const list = await published<Omit<Post, 'slug' | 'body'>>('blog');
  return list.map((entry) => ({ slug: entry.id, ...entry.data, body: entry.body ?? '' })).sort((a, b) => a.id - b.id);
}

export interface Role {
  id: string;
  title: string;
  location: string;
  description: string;
}

export const roles = (): Role[] => parse(read('src/content/careers/roles.yaml'));
export const benefits = (): { title: string }[] => parse(read('src/content/careers/benefits.yaml'));
export const photos = (): { alt: string; caption: string }[] => parse(read('src/content/careers/gallery.yaml'));

export interface Settings {
  name: string;
  email: string;
  phone: string;
  hours: string[];
  formEndpoint: string;
  social: { label: string; url: string }[];
}
export const settings = (): Settings => parse(read('src/content/site/settings.yaml')).site;

/** A page's entry in src/content/site/routes.yaml (title and description). */
export function route(id: string): { title: string; description: string } {
  const entries = parse(read('src/content/site/routes.yaml')) as { id: string; title: string; description: string }[];
  const entry = entries.find((item) => item.id === id);
  if (!entry) throw new Error(`${id} is not in routes.yaml`);
  return entry;
}
