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

/** Internships, one Markdown file each; files starting with "_" (the template) are left out. */
const internships = defineCollection({
  loader: glob({ pattern: '**/[^_]*.md', base: './src/content/internships' }),
  schema: internshipSchema,
});

/** The "Upcoming Batch Schedule" beside the internship catalogue: the batches still ahead, by start date. */
const internshipBatches = defineCollection({ loader: file('src/content/learning/batches.yaml'), schema: batchSchema });

/** The four courses of /service/course and /service/elearning, by start date (soonest first). */
const courses = defineCollection({ loader: file('src/content/learning/courses.yaml'), schema: courseSchema });

/** /ematixprime/course (and /service/internship): entry "course-info". */
const courseInfo = defineCollection({ loader: onePage('course-info.page.yaml'), schema: courseInfoSchema });

/** /ematixprime/intern: the internship programme ("intern") and the MBA Internship Program ("mba"). */
const internProgramme = defineCollection({ loader: onePage('intern.page.yaml'), schema: internProgrammeSchema });
const mbaProgramme = defineCollection({ loader: onePage('mba.page.yaml'), schema: mbaProgrammeSchema });

/** /service/inplant: entry "inplant". */
const inplantTraining = defineCollection({ loader: onePage('inplant.page.yaml'), schema: inplantSchema });

/** The Prime LMS introduction of /service/elearning: entry "elearning". */
const elearningIntro = defineCollection({ loader: onePage('elearning.page.yaml'), schema: elearningSchema });

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
