import { defineCollection, glob } from '../define';
import { blogSchema } from '../schemas/blog';

/** Blog posts, one Markdown file each; files starting with "_" (the template) are left out. */
const blog = defineCollection({
  loader: glob({ pattern: '**/[^_]*.md', base: './src/content/blog' }),
  schema: blogSchema,
});

export const blogCollections = { blog };
