import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { primeNavigationSchema } from '../schemas/prime-navigation';

/** The Ematix-Prime menu on every /ematixprime page: one entry, `community`. */
const primeNavigation = defineCollection({
  loader: file('src/content/prime/navigation.yaml'),
  schema: primeNavigationSchema,
});

export const primeNavigationCollections = { primeNavigation };
