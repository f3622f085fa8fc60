/**
 * Loaders for the collections of src/content/home/, in the order the entries are written in their files. Used by the home page,
 * /about-us and /services/android-development, so the three pages always show the same data.
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { getPrices } from './prime-content';

type HomeList = 'homeServices' | 'techGallery' | 'serviceCards';

/** A list's entries in the order they are written in the file (the one ordering rule for YAML lists). */
async function list<C extends HomeList>(collection: C): Promise<CollectionEntry<C>['data'][]> {
  const entries = (await getCollection(collection)) as CollectionEntry<C>[];
  if (entries.length === 0) throw new Error(`src/content/home: the "${collection}" collection is empty`);
  return entries.map((entry) => entry.data);
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`src/content/home: ${what} is missing`);
  return value;
}

export async function getHero() {
  return required(await getEntry('homeHero', 'home'), 'hero.yaml needs an entry named "home"').data;
}

/** A text block of blocks.yaml by its id, e.g. "intro". */
export async function getBlock(id: 'intro' | 'iot' | 'embedded' | 'about' | 'apps' | 'apps-contact') {
  return required(await getEntry('homeBlocks', id), `blocks.yaml needs an entry named "${id}"`).data;
}

export const getHomeServices = () => list('homeServices');
export const getAppPlans = () => getPrices('app');
export const getGalleryTabs = () => list('techGallery');
export const getServiceCards = () => list('serviceCards');
export const getClientTestimonials = () => getTestimonials('client');
export const getLearnerReviews = () => getTestimonials('learner');
/** Vision, mission and strategy (src/content/home/values.yaml, part of the site settings), in file order. */
export async function getCompanyValues() {
  const entries = await getCollection('settings', (entry) => entry.data.part === 'value');
  return entries.map((entry) => entry.data as Extract<CollectionEntry<'settings'>['data'], { part: 'value' }>);
}

/** The product stack cards in file order; the first is highlighted when the page opens. */
export async function getProductStack() {
  const entries = await getCollection('productStack');
  return entries.map((entry) => ({ id: entry.id, ...entry.data }));
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
