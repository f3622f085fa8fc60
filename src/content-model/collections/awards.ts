import { defineCollection, glob } from '../define';
import { awardPageSchema } from '../schemas/awards';

const awards = defineCollection({
  description: 'Award pages, one YAML file each in src/content/awards/; the entry id is the file name.',
  loader: glob({
    pattern: '*.yaml',
    base: './src/content/awards',
    generateId: ({ entry }) => entry.replace(/\.yaml$/, ''),
  }),
  schema: awardPageSchema,
});

export const awardCollections = { awards };
