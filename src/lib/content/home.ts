/**
 * Loaders for what the home page shares with other pages (src/content/home/: app prices, testimonials, logos, values),
 * in the order the entries are written in their files. Used by the home page, /about-us,
 * /services/android-development and /products/webproduct, so the pages always show the same data. The pages' own text
 * and lists are in their page files (getPage of src/lib/content/site.ts).
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { getPrices } from './prime';

export const getAppPlans = () => getPrices('app');
export const getClientTestimonials = () => getTestimonials('client');
export const getLearnerReviews = () => getTestimonials('learner');
/** Vision, mission and strategy (src/content/home/values.yaml, part of the site settings), in file order. */
export async function getCompanyValues() {
  const entries = await getCollection('settings', (entry) => entry.data.part === 'value');
  return entries.map((entry) => entry.data as Extract<CollectionEntry<'settings'>['data'], { part: 'value' }>);
}

/** Logos of one group: `trusted`, `academic` or `client`. */
export async function getLogos(group: 'trusted' | 'academic' | 'client') {
  const entries = await getCollection('settings', (entry) => entry.data.part === 'logo' && entry.data.group === group);
  return entries.map((entry) => entry.data as Extract<CollectionEntry<'settings'>['data'], { part: 'logo' }>);
}

type Testimonial = CollectionEntry<'testimonials'>['data'];

/** The testimonials of one file, in file order: `client`, `learner` (src/content/home/) or `web` (src/content/products/). */
export async function getTestimonials<G extends Testimonial['group']>(group: G) {
  const entries = await getCollection('testimonials', (entry) => entry.data.group === group);
  if (entries.length === 0)
    throw new Error(`the "${group}" testimonials are empty (src/content-model/collections/testimonials.ts)`);
  return entries.map((entry) => entry.data as Extract<Testimonial, { group: G }>);
}
