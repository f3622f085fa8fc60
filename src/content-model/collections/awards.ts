import { defineCollection, glob } from '../define';
import { awardPageSchema } from '../schemas/awards';

const awards = defineCollection({
  description:
    'Award pages, one YAML file each in src/content/awards/; the entry id is the file name: recognition.yaml is /service/awardrecognition, institutional.yaml /service/institutionalaward, global.yaml /ematixprime/award/global, faculty.yaml /ematixprime/award/faculty, women.yaml /ematixprime/award/women (categories for women educators and researchers) and student-corporate.yaml /ematixprime/award/studentcorporate (categories for students and companies). Recipients and categories are shown in the order written.',
  loader: glob({
    pattern: '*.yaml',
    base: './src/content/awards',
    generateId: ({ entry }) => entry.replace(/\.yaml$/, ''),
  }),
  schema: awardPageSchema,
});

export const awardCollections = { awards };
