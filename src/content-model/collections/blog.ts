import { defineCollection, glob } from '../define';
import { blogSchema } from '../schemas/blog';

const blog = defineCollection({
  description: 'Blog posts, one Markdown file each; files starting with "_" (the template) are left out.',
  loader: glob({ pattern: '**/[^_]*.md', base: './src/content/blog' }),
  schema: blogSchema,
});

export const blogCollections = { blog };
