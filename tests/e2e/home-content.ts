/** Reads the content files the home-page tests derive their expectations from (never copied from the output). */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

const read = (path: string) => parse(readFileSync(path, 'utf8'));
type Entries<T> = Record<string, T>;
/** A YAML list's entries in the order they are written in the file (the site shows them in that order). */
const inFileOrder = <T>(entries: Entries<T>) => Object.values(entries);

export const settings = read('src/content/site/settings.yaml').site as {
  tagline: string;
  stats: { value: string; label: string }[];
  badges: { value: string; label: string }[];
  address: { street: string; locality: string; region: string; postalCode: string };
};
export const hero = read('src/content/home/hero.yaml').home as {
  title: string;
  explore: { label: string; href: string };
  actions: { label: string; href: string; hint?: string }[];
  video: { mp4: string; webm?: string };
};
export const blocks = read('src/content/home/blocks.yaml') as Record<string, { title: string; actions?: { label: string; href: string }[] }>;
export const services = inFileOrder(read('src/content/home/services.yaml') as Entries<{ title: string; description: string; emoji: string }>);
export const stack = inFileOrder(read('src/content/home/stack.yaml') as Entries<{ name: string }>);
const logos = inFileOrder(read('src/content/home/logos.yaml') as Entries<{ group: string; name: string }>);
export const logosOf = (group: 'trusted' | 'academic' | 'client') => logos.filter((l) => l.group === group);
export const plans = inFileOrder(read('src/content/home/app-plans.yaml') as Entries<{ title: string; price: { inr: number }; includes: string[] }>);
export const galleryTabs = inFileOrder(
  read('src/content/home/gallery.yaml') as Entries<{ label: string; selected?: boolean; images: { alt: string }[] }>,
);
export const serviceCards = inFileOrder(read('src/content/home/service-cards.yaml') as Entries<{ title: string; href?: string }>);
export const clients = inFileOrder(read('src/content/home/client-testimonials.yaml') as Entries<{ name: string; rating: number; quote: string }>);
export const learners = inFileOrder(read('src/content/home/learner-reviews.yaml') as Entries<{ name: string; rating: number }>);
export const values = inFileOrder(read('src/content/home/values.yaml') as Entries<{ title: string; text: string }>);
