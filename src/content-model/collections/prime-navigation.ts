import { defineCollection, file } from '../define';
import { primeNavigationSchema } from '../schemas/prime-navigation';

const primeNavigation = defineCollection({
  description: 'The Ematix-Prime menu on every /ematixprime page: one entry, `community`.',
  loader: file('src/content/prime/navigation.yaml'),
  schema: primeNavigationSchema,
});

export const primeNavigationCollections = { primeNavigation };
