import { defineCollection, file, glob } from '../define';
import { batchSchema, internshipSchema } from '../schemas/internships';
import { courseSchema } from '../schemas/courses';

const internships = defineCollection({
  description:
    'Internships, one Markdown (.md) or MDX (.mdx, with components) file each; files starting with "_" (the template) are left out.',
  loader: glob({ pattern: '**/[^_]*.{md,mdx}', base: './src/content/internships' }),
  schema: internshipSchema,
});

const internshipBatches = defineCollection({
  description: 'The "Upcoming Batch Schedule" beside the internship catalogue: the batches still ahead, by start date.',
  loader: file('src/content/learning/batches.yaml'),
  schema: batchSchema,
});

const courses = defineCollection({
  description: 'The four courses of /service/course and /service/elearning, by start date (soonest first).',
  loader: file('src/content/learning/courses.yaml'),
  schema: courseSchema,
});

export const learningCollections = { internships, internshipBatches, courses };
