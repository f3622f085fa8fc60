import { defineCollection, glob } from '../define';
import { faqListSchema } from '../schemas/faqs';

const faqs = defineCollection({
  description:
    'FAQ lists, one YAML file each (src/content/faqs/<id>.yaml); the id is the file name, e.g. "conference".',
  loader: glob({ pattern: '[^_]*.yaml', base: './src/content/faqs' }),
  schema: faqListSchema,
});

export const faqCollections = { faqs };
