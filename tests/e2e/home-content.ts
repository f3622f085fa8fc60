/**
 * The content the home-page tests derive their expectations from (never copied from the output), read through the
 * collections' real schemas (tests/support/content.ts), each list in the order it is written in its file.
 */
import { entry, entryData, partOf } from '../support/content';

interface Block {
  title: string;
  actions?: { label: string; href: string }[];
}
/** The home page's file (src/content/pages/index.yaml): its hero, text blocks and lists. */
const home = await entryData<{
  hero: {
    title: string;
    explore: { label: string; href: string };
    actions: { label: string; href: string; hint?: string }[];
    video: { mp4: string; webm?: string };
  };
  intro: Block;
  iot: Block;
  embedded: Block;
  services: { title: string; description: string; emoji: string }[];
  stack: { name: string; kind: string; description: string }[];
  gallery: { label: string; selected?: boolean; images: { alt: string }[] }[];
  serviceCards: { title: string; href?: string }[];
}>('pages', '/');
/** One file of a collection of several (its `group`), in file order. */
const group = async <T>(collection: string, name: string): Promise<T[]> =>
  (await partOf<T>(collection, 'group', name)).map((e) => e.data);

export const settings = (await entry('settings', 'site')).data as {
  tagline: string;
  stats: { value: string; label: string }[];
  badges: { value: string; label: string }[];
  address: { street: string; locality: string; region: string; postalCode: string };
};
export const { hero, services, stack, serviceCards } = home;
/** The text blocks: the home page's, the about block of /about-us and the contact block of the app-development page. */
export const blocks = {
  intro: home.intro,
  iot: home.iot,
  embedded: home.embedded,
  about: (await entryData<{ about: Block }>('pages', '/about-us')).about,
  appsContact: (await entryData<{ contact: Block }>('pages', '/services/android-development')).contact,
};
const logos = (await partOf<{ group: string; name: string }>('settings', 'part', 'logo')).map((e) => e.data);
export const logosOf = (group: 'trusted' | 'academic' | 'client') => logos.filter((l) => l.group === group);
export const plans = await group<{
  title: string;
  description: string;
  price: { inr: number };
  includes: string[];
}>('prices', 'app');
export const galleryTabs = home.gallery;
export const clients = await group<{ name: string; rating: number; quote: string }>('testimonials', 'client');
export const learners = await group<{ name: string; rating: number }>('testimonials', 'learner');
export const values = (await partOf<{ title: string; text: string }>('settings', 'part', 'value')).map((e) => e.data);
