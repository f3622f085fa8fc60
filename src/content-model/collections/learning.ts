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
  description:
    'The "Upcoming Batch Schedule" beside the internship catalogue (/ematixprime/internship), by start date: a batch shows as "Starts …" before its first day, as running from its start to its end, and disappears after its end (or after its start day when it has no end). Dates "YYYY-MM-DD" in quotes.',
  loader: file('src/content/learning/batches.yaml'),
  schema: batchSchema,
});

const courses = defineCollection({
  description:
    'The courses of /service/course and /service/elearning (one list for both pages), by start date (soonest first) whatever their order in the file; courses starting the same day keep the file\'s order. Fees in rupees without "Rs" or commas; dates "YYYY-MM-DD" in quotes.',
  loader: file('src/content/learning/courses.yaml'),
  schema: courseSchema,
});

export const learningCollections = { internships, internshipBatches, courses };
