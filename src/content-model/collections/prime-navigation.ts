import { defineCollection, file } from '../define';
import { primeNavigationSchema } from '../schemas/prime-navigation';

/** The Ematix-Prime menu on every /ematixprime page: one entry, `community`. */
const primeNavigation = defineCollection({
  loader: file('src/content/prime/navigation.yaml'),
  schema: primeNavigationSchema,
});

export const primeNavigationCollections = { primeNavigation };
