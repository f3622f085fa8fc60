import { defineCollection, glob } from '../define';
import { blogSchema } from '../schemas/blog';

const blog = defineCollection({
  description:
    'Blog posts, one Markdown (.md) or MDX (.mdx, with components) file each; files starting with "_" (the template) are left out.',
  loader: glob({ pattern: '**/[^_]*.{md,mdx}', base: './src/content/blog' }),
  schema: blogSchema,
});

export const blogCollections = { blog };
