/**
 * Loaders for the collections of src/content/home/, sorted the way editors numbered them. Used by the home page,
 * /about-us and /services/android-development, so the three pages always show the same data.
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';

type Ordered = { data: { order: number } };
const byOrder = (a: Ordered, b: Ordered) => a.data.order - b.data.order;

type OrderedCollection = 'homeServices' | 'appPlans' | 'techGallery' | 'serviceCards' | 'clientTestimonials' | 'learnerReviews' | 'companyValues';

async function sorted<C extends OrderedCollection>(collection: C): Promise<CollectionEntry<C>['data'][]> {
  const entries = (await getCollection(collection)) as CollectionEntry<C>[];
  if (entries.length === 0) throw new Error(`src/content/home: the "${collection}" collection is empty`);
  return entries.sort((a, b) => (a.data as Ordered['data']).order - (b.data as Ordered['data']).order).map((entry) => entry.data);
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

export const getHomeServices = () => sorted('homeServices');
export const getAppPlans = () => sorted('appPlans');
export const getGalleryTabs = () => sorted('techGallery');
export const getServiceCards = () => sorted('serviceCards');
export const getClientTestimonials = () => sorted('clientTestimonials');
export const getLearnerReviews = () => sorted('learnerReviews');
export const getCompanyValues = () => sorted('companyValues');

/** The product stack cards in their numbered order. */
export async function getProductStack() {
  const entries = await getCollection('productStack');
  return entries.sort((a, b) => a.data.number - b.data.number).map((entry) => ({ id: entry.id, ...entry.data }));
}

/** Logos of one group: `trusted`, `academic` or `client`. */
export async function getLogos(group: 'trusted' | 'academic' | 'client') {
  const entries = await getCollection('companyLogos', (entry) => entry.data.group === group);
  return entries.sort(byOrder).map((entry) => entry.data);
}

