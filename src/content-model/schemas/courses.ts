/**
 * Courses and the learning pages around the internships:
 * - src/content/learning/courses.yaml: the four courses of /service/course and /service/elearning (one list for both);
 * - the page files (src/content/pages/…, kinds in prime-pages.ts) of /ematixprime/course (also /service/internship:
 *   chip lists, career tracks, figures), /ematixprime/intern (the programme and the MBA programme), /service/inplant
 *   and /service/elearning (the Prime LMS introduction above the courses).
 * The FAQ strips are in src/content/faqs/ (course-info.yaml, mba-internship.yaml).
 */
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { calendarDate, cta, emoji, hidden, picture, rupees, text } from './shared';

/** A tile with an emoji, a title and a sentence or two, e.g. a benefit or a specialisation. */
const tileSchema = z.strictObject({
  emoji: emoji.describe('One emoji shown above the title, e.g. "🛠️". Decorative: screen readers skip it.'),
  title: text('A short title, e.g. "Hands-on lab work".'),
  text: text('One or two sentences.'),
});

/** A figure with its label, e.g. { value: "1500+", label: "Students trained" }. */
const statSchema = z.strictObject({
  value: text('The figure as shown, e.g. "1500+".'),
  label: text('What it counts, e.g. "Students trained".'),
});

/**
 * One course (src/content/learning/courses.yaml). Courses are shown by start date, soonest first, whatever their order
 * in the file (~/lib/time/date-order); courses of the same day keep the order written.
 */
export const courseSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens, e.g. "embedded-systems"')
      .describe('A short name used in links, lowercase with hyphens, e.g. "embedded-systems".'),
    title: text('The course name, e.g. "Embedded Systems".'),
    summary: text('One sentence shown on the card.').pipe(z.string().max(160, 'must be at most 160 characters')),
    details: text('A paragraph on how the course runs, shown when "Read More" is opened.'),
    topics: z
      .array(text('One topic, e.g. "UART, SPI and I²C".'))
      .min(1, 'list at least one topic')
      .describe('What the course covers, one short phrase each, shown under "Read More", e.g. "UART, SPI and I²C".'),
    start: calendarDate.describe(
      'The first day of the next batch, "YYYY-MM-DD" in quotes, e.g. "2025-01-15". Once it has passed the card says "Next batch: dates on request" instead of the date; "Buy" stays (a course is sold until `onSale: false`).',
    ),
    onSale: z
      .boolean({ invalid_type_error: 'must be true or false (false takes the course off sale)' })
      .default(true)
      .describe(
        'Whether the course is sold: leave it out (or true) and the card offers "Buy"; false takes it off sale (the card stays, says "Not on sale at the moment" and offers to ask about the course instead of "Buy").',
      ),
    fee: rupees.describe('The fee in rupees, a whole number without "Rs" or commas, e.g. 11000.'),
    picture: picture(image).describe('The card picture (about 480×300), relative to the YAML file.'),
    hidden,
  });

/** A career track on /ematixprime/course, opened and closed by the visitor. */
const careerTrackColours = ['brand', 'accent', 'emerald'] as const;
const careerTrackSchema = z.strictObject({
  title: text('The track\'s name, e.g. "Embedded firmware engineer".'),
  description: text('One sentence shown while the track is closed.'),
  details: z
    .array(text('One step of the track.'))
    .min(1, 'list at least one step')
    .describe('What the track leads through, one step each, shown when it is opened.'),
  colour: z
    .enum(careerTrackColours, { errorMap: () => ({ message: 'must be "brand", "accent" or "emerald"' }) })
    .describe('The colour of its edge: "brand" (blue), "accent" (amber) or "emerald" (green).'),
});

/** /ematixprime/course and /service/internship (kind `course-info` of the page file of /ematixprime/course). */
export const courseInfoSchema = z.strictObject({
  intro: text('One or two sentences under the page heading.'),
  technologies: z
    .array(text('A technology, e.g. "ARM Cortex-M".'))
    .min(1, 'list at least one technology')
    .describe('Technologies taught, in the order shown; the first 8 show at once, the rest behind "+N more".'),
  domains: z
    .array(text('A domain, e.g. "Healthcare devices".'))
    .min(1, 'list at least one domain')
    .describe('Industry domains the projects come from; the first 6 show at once, the rest behind "+N more".'),
  careerTracks: z
    .array(careerTrackSchema)
    .min(1, 'list at least one career track')
    .describe('The career tracks, each opened on its own.'),
  stats: z
    .array(statSchema)
    .min(1, 'list at least one figure')
    .describe('The figures under the tracks, e.g. { value: "1500+", label: "Students trained" }.'),
  cta: cta.describe('The closing button, e.g. { label: "Get Started", href: "/ematixprime/internship" }.'),
});

/** The internship programme on /ematixprime/intern (`programme` of its page file). */
export const internProgrammeSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    intro: text('One or two sentences introducing the programme.'),
    whoCanApply: z
      .array(text('One group who can apply.'))
      .min(1, 'list at least one group who can apply')
      .describe('Who can apply, one line each, e.g. "Second- to final-year B.E./B.Tech students".'),
    benefits: z
      .array(tileSchema)
      .min(1, 'list at least one benefit')
      .describe("The programme's benefits (SPEC: four)."),
    pictures: z
      .array(picture(image))
      .min(1, 'add at least one picture')
      .describe('Pictures of interns at work (SPEC: three), about 800×500.'),
    cta: cta.describe(
      'The button to the catalogue, e.g. { label: "Apply for Internship", href: "/ematixprime/internship" }.',
    ),
  });

/** The MBA Internship Program on /ematixprime/intern (`mba` of its page file). */
export const mbaProgrammeSchema = z.strictObject({
  heading: text('The section heading, e.g. "MBA Internship Program".'),
  intro: text('One or two sentences introducing it.'),
  specialisations: z
    .array(tileSchema)
    .min(1, 'list at least one specialisation')
    .describe('The specialisation tiles (SPEC: four).'),
  details: z
    .array(
      z.strictObject({
        title: text('The card\'s title, e.g. "Duration".'),
        text: text('One or two sentences.'),
      }),
    )
    .min(1, 'list at least one detail card')
    .describe('The detail cards (SPEC: four): duration, format, project, certificate...'),
  cta: cta.describe(
    'The button under the cards, e.g. { label: "See the MBA internships", href: "/ematixprime/internship#mba" }.',
  ),
});

/** /service/inplant (kind `inplant` of its page file). */
export const inplantSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    intro: text('One or two sentences introducing inplant training.'),
    benefits: z.array(tileSchema).min(1, 'list at least one benefit').describe('The benefit cards (SPEC: four).'),
    pictures: z
      .array(picture(image))
      .min(1, 'add at least one picture')
      .describe('Pictures from past inplant trainings (SPEC: three), about 800×500.'),
    cta: cta.describe(
      'The enrolment button, e.g. { label: "Enroll for Inplant Training", href: "/contact?subject=Inplant%20training" }.',
    ),
  });

/** The Prime LMS introduction at the top of /service/elearning (kind `elearning` of its page file). */
export const elearningSchema = z.strictObject({
  heading: text('The heading of the introduction, e.g. "Learn on the Prime LMS".'),
  intro: text('One or two paragraphs, separated by an empty line.'),
  features: z.array(tileSchema).min(1, 'list at least one feature').describe('What the LMS gives a learner, as tiles.'),
});
