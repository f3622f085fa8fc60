import { defineCollection, glob } from '../define';
import { galleryPageSchema } from '../schemas/galleries';

const galleries = defineCollection({
  description: 'Galleries of event cards, one YAML file each in src/content/galleries/; the entry id is the file name.',
  loader: glob({
    pattern: '*.yaml',
    base: './src/content/galleries',
    generateId: ({ entry }) => entry.replace(/\.yaml$/, ''),
  }),
  schema: galleryPageSchema,
});

export const galleryCollections = { galleries };
