import { defineCollection, file } from '../define';
import {
  blockSchema,
  galleryTabSchema,
  heroSchema,
  homeServiceSchema,
  homeServiceCardSchema,
  stackCardSchema,
} from '../schemas/home';

/**
 * The home page and the pages that share its data (/about-us, /services/android-development).
 * One YAML file per list in src/content/home/: a list whose entries start with `- id: …`, shown in file order (the
 * hero and the text blocks are named by their key instead: the pages ask for each by name).
 */
const dir = 'src/content/home';

/** The video hero: one entry, `home`. */
const homeHero = defineCollection({ loader: file(`${dir}/hero.yaml`), schema: ({ image }) => heroSchema(image) });

/** Text blocks: `intro`, `iot`, `embedded`, `about`, `apps`, `apps-contact`. */
const homeBlocks = defineCollection({ loader: file(`${dir}/blocks.yaml`), schema: ({ image }) => blockSchema(image) });

/** The six "Our Services" cards. */
const homeServices = defineCollection({ loader: file(`${dir}/services.yaml`), schema: homeServiceSchema });

/** The four product stack cards (Prime, Fusion, Suite, Mart). */
const productStack = defineCollection({ loader: file(`${dir}/stack.yaml`), schema: stackCardSchema });

/** The technology gallery: one entry per tab. */
const techGallery = defineCollection({
  loader: file(`${dir}/gallery.yaml`),
  schema: ({ image }) => galleryTabSchema(image),
});

/** The three service cards near the end of the home page. */
const serviceCards = defineCollection({ loader: file(`${dir}/service-cards.yaml`), schema: homeServiceCardSchema });

export const homeCollections = {
  homeHero,
  homeBlocks,
  homeServices,
  productStack,
  techGallery,
  serviceCards,
};
