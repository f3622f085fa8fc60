import { defineCollection, glob } from '../define';
import { primePageSchema } from '../schemas/prime-pages';

const primePages = defineCollection({
  description: 'Text pages of the Ematix-Prime area and its /service pages; id = file name, e.g. "community-student".',
  loader: glob({ pattern: '*.yaml', base: './src/content/prime/pages' }),
  schema: primePageSchema,
});

export const primePageCollections = { primePages };
