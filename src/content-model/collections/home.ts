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

const homeHero = defineCollection({
  description: 'The video hero: one entry, `home`.',
  loader: file(`${dir}/hero.yaml`),
  schema: ({ image }) => heroSchema(image),
});

const homeBlocks = defineCollection({
  description: 'Text blocks: `intro`, `iot`, `embedded`, `about`, `apps`, `apps-contact`.',
  loader: file(`${dir}/blocks.yaml`),
  schema: ({ image }) => blockSchema(image),
});

const homeServices = defineCollection({
  description: 'The six "Our Services" cards.',
  loader: file(`${dir}/services.yaml`),
  schema: homeServiceSchema,
});

const productStack = defineCollection({
  description: 'The four product stack cards (Prime, Fusion, Suite, Mart).',
  loader: file(`${dir}/stack.yaml`),
  schema: stackCardSchema,
});

const techGallery = defineCollection({
  description: 'The technology gallery: one entry per tab.',
  loader: file(`${dir}/gallery.yaml`),
  schema: ({ image }) => galleryTabSchema(image),
});

const serviceCards = defineCollection({
  description: 'The three service cards near the end of the home page.',
  loader: file(`${dir}/service-cards.yaml`),
  schema: homeServiceCardSchema,
});

export const homeCollections = {
  homeHero,
  homeBlocks,
  homeServices,
  productStack,
  techGallery,
  serviceCards,
};
