/**
 * The content the home-page tests derive their expectations from (never copied from the output), read through the
 * collections' real schemas (tests/support/content.ts), each list in the order it is written in its file.
 */
import { entries, entry, partOf } from '../support/content';

/** A collection's entries in file order (the site shows them in that order). */
const inFileOrder = async <T>(collection: string): Promise<T[]> => (await entries<T>(collection)).map((e) => e.data);
/** One file of a collection of several (its `group`), in file order. */
const group = async <T>(collection: string, name: string): Promise<T[]> =>
  (await partOf<T>(collection, 'group', name)).map((e) => e.data);

export const settings = (await entry('settings', 'site')).data as {
  tagline: string;
  stats: { value: string; label: string }[];
  badges: { value: string; label: string }[];
  address: { street: string; locality: string; region: string; postalCode: string };
};
export const hero = (await entry('homeHero', 'home')).data as {
  title: string;
  explore: { label: string; href: string };
  actions: { label: string; href: string; hint?: string }[];
  video: { mp4: string; webm?: string };
};
export const blocks = Object.fromEntries((await entries('homeBlocks')).map((e) => [e.id, e.data])) as Record<
  string,
  { title: string; actions?: { label: string; href: string }[] }
>;
export const services = await inFileOrder<{ title: string; description: string; emoji: string }>('homeServices');
export const stack = await inFileOrder<{ name: string; kind: string; description: string }>('productStack');
const logos = (await partOf<{ group: string; name: string }>('settings', 'part', 'logo')).map((e) => e.data);
export const logosOf = (group: 'trusted' | 'academic' | 'client') => logos.filter((l) => l.group === group);
export const plans = await group<{
  title: string;
  description: string;
  price: { inr: number };
  includes: string[];
}>('prices', 'app');
export const galleryTabs = await inFileOrder<{ label: string; selected?: boolean; images: { alt: string }[] }>(
  'techGallery',
);
export const serviceCards = await inFileOrder<{ title: string; href?: string }>('serviceCards');
export const clients = await group<{ name: string; rating: number; quote: string }>('testimonials', 'client');
export const learners = await group<{ name: string; rating: number }>('testimonials', 'learner');
export const values = (await partOf<{ title: string; text: string }>('settings', 'part', 'value')).map((e) => e.data);
