import { defineCollection, file, glob } from '../define';
import { batchSchema, internshipSchema } from '../schemas/internships';
import {
  courseInfoSchema,
  courseSchema,
  elearningSchema,
  inplantSchema,
  internProgrammeSchema,
  mbaProgrammeSchema,
} from '../schemas/courses';

/** A page's data kept in one YAML file of src/content/<folder>/; the entry id is the file name without ".page.yaml". */
const onePage = (fileName: string, folder = 'learning') =>
  glob({
    pattern: fileName,
    base: `./src/content/${folder}`,
    generateId: ({ entry }) => entry.replace(/(\.page)?\.yaml$/, ''),
  });

const internships = defineCollection({
  description: 'Internships, one Markdown file each; files starting with "_" (the template) are left out.',
  loader: glob({ pattern: '**/[^_]*.md', base: './src/content/internships' }),
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

const courseInfo = defineCollection({
  description: '/ematixprime/course (and /service/internship): entry "course-info".',
  loader: onePage('course-info.page.yaml'),
  schema: courseInfoSchema,
});

const internProgramme = defineCollection({
  description: '/ematixprime/intern: the internship programme ("intern") and the MBA Internship Program ("mba").',
  loader: onePage('intern.page.yaml'),
  schema: internProgrammeSchema,
});
const mbaProgramme = defineCollection({ loader: onePage('mba.page.yaml'), schema: mbaProgrammeSchema });

const inplantTraining = defineCollection({
  description: '/service/inplant: entry "inplant".',
  loader: onePage('inplant.page.yaml'),
  schema: inplantSchema,
});

const elearningIntro = defineCollection({
  description: 'The Prime LMS introduction of /service/elearning: entry "elearning".',
  loader: onePage('elearning.page.yaml'),
  schema: elearningSchema,
});

export const learningCollections = {
  internships,
  internshipBatches,
  courses,
  courseInfo,
  internProgramme,
  mbaProgramme,
  inplantTraining,
  elearningIntro,
};
