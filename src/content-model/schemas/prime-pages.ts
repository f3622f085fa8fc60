/**
 * The kinds of page of the Ematix-Prime area (src/content/pages/ematixprime/…, and some /service pages). Text pages
 * have an introduction, a few sections and a closing call to action; each section is one `type`: cards, steps,
 * checklist, stats or links.
 */
import { z } from 'astro/zod';
import { cta, emoji, text, type ImageHelper } from './shared';
import { comingSoonPage } from './prime-initiatives';
import { courseInfoSchema, elearningSchema, inplantSchema, internProgrammeSchema, mbaProgrammeSchema } from './courses';
import {
  conferenceArchiveSchema,
  conferenceDetailsSchema,
  conferenceMediaSchema,
  inquiryFormSchema,
} from './prime-conference';

const SECTION_TYPE = 'The kind of section, which decides its other fields: cards, steps, checklist, stats or links.';

/** The heading of a section, and an optional sentence under it. */
const sectionHead = {
  heading: text('The section\'s heading, e.g. "What a chapter officer does".'),
  lead: z.string().trim().optional().describe('One or two sentences under the heading.'),
};

/** A grid of cards, each a title, a sentence or two and an optional emoji. */
const cardsSection = z.strictObject({
  type: z.literal('cards').describe(SECTION_TYPE),
  ...sectionHead,
  columns: z
    .union([z.literal(2), z.literal(3), z.literal(4)], { errorMap: () => ({ message: 'must be 2, 3 or 4' }) })
    .default(3)
    .describe('Cards per row on wide screens: 2, 3 or 4 (default 3).'),
  items: z
    .array(
      z.strictObject({
        title: text('The card\'s title, e.g. "Chair".'),
        text: text('One or two sentences.'),
        emoji: emoji.optional().describe('An optional emoji drawn above the title, e.g. "🎤".'),
      }),
    )
    .min(1, 'needs at least one card')
    .describe('The cards, in the order shown.'),
});

/** Numbered steps, in order. */
const stepsSection = z.strictObject({
  type: z.literal('steps').describe(SECTION_TYPE),
  ...sectionHead,
  items: z
    .array(
      z.strictObject({
        title: text('The step in a few words.'),
        text: text('One or two sentences on what to do.'),
      }),
    )
    .min(2, 'needs at least two steps')
    .describe('The steps in order, e.g. { title: "Find a faculty advisor", text: "…" }.'),
});

/** A list of short points, e.g. what an application must contain. */
const checklistSection = z.strictObject({
  type: z.literal('checklist').describe(SECTION_TYPE),
  ...sectionHead,
  items: z
    .array(text('One point.'))
    .min(1, 'needs at least one point')
    .describe('The points, one short sentence or phrase each.'),
});

/** Headline figures, e.g. { value: "15+", label: "Mentors" }. */
const statsSection = z.strictObject({
  type: z.literal('stats').describe(SECTION_TYPE),
  ...sectionHead,
  items: z
    .array(
      z.strictObject({
        value: text('The figure as shown, e.g. "100+".'),
        label: text('What it counts, e.g. "Sponsored conferences a year".'),
      }),
    )
    .min(1, 'needs at least one figure')
    .describe('The figures, each a value as shown and what it counts.'),
});

/** A row of links shown as tags, e.g. the "Explore More" topics. */
const linksSection = z.strictObject({
  type: z.literal('links').describe(SECTION_TYPE),
  ...sectionHead,
  items: z.array(cta).min(1, 'needs at least one link').describe('The links, each with its words and where it goes.'),
});

/** One section of a text page. */
const pageSection = z.discriminatedUnion(
  'type',
  [cardsSection, stepsSection, checklistSection, statsSection, linksSection],
  {
    errorMap: (issue, ctx) =>
      issue.code === 'invalid_union_discriminator'
        ? { message: 'type must be one of: cards, steps, checklist, stats, links' }
        : { message: ctx.defaultError },
  },
);

/**
 * The fields of a text page of the Ematix-Prime area (and /service/academicsupport): an introduction, sections and
 * a closing block. Kinds `text`, `community`, `conference-overview`, `conference-upcoming` and `academic-support`
 * have them.
 */
const textPage = {
  intro: z
    .strictObject({
      heading: text('The heading of the first section, e.g. "Why start a chapter".'),
      text: text('One or more paragraphs, separated by an empty line.'),
    })
    .optional()
    .describe('The opening section: a heading and one or more paragraphs separated by an empty line.'),
  sections: z.array(pageSection).default([]).describe('The sections after the introduction, in the order shown.'),
  cta: z
    .strictObject({
      heading: text('The heading, e.g. "Ready to start a chapter?".'),
      text: text('One or two sentences.'),
      buttons: z
        .array(cta)
        .min(1, 'needs at least one button')
        .max(3, 'keep it to three buttons at most')
        .describe(
          'One to three buttons, the first drawn as the main one, e.g. { label: "Join Now", href: "/ematixprime/membership/membershipform" }.',
        ),
      email: z
        .strictObject({
          label: text('The button words, e.g. "E-mail your application".'),
          subject: text('The e-mail\'s subject line, e.g. "Student chapter application".'),
        })
        .optional()
        .describe(
          'An optional e-mail button to the site\'s contact address (from settings.yaml) with the subject filled in, e.g. { label: "E-mail your application", subject: "Student chapter application" }.',
        ),
    })
    .optional()
    .describe('The closing block: a heading, a sentence and its buttons.'),
};

/** A text page's content, as the components that draw it take it. */
export type PrimePage = z.output<z.ZodObject<typeof textPage, 'strict'>>;
export type PageSection = z.output<typeof pageSection>;

/**
 * The kinds of page (src/content/pages/<path>.yaml `type`) whose content this file describes: kind → its fields
 * beyond the head (collections/pages.ts joins them into the pages schema).
 */
export const primePageKinds = (image: ImageHelper) => ({
  /** A short page still being written: what the section will hold, and links (src/pages/ematixprime/[...soon].astro). */
  'coming-soon': comingSoonPage,
  /** A text page under /ematixprime/<section>/<page> (src/pages/ematixprime/[...text].astro). */
  text: textPage,
  /** /ematixprime (also /ematixprime/community): the community page (src/pages/ematixprime/[...community].astro). */
  community: textPage,
  /** /ematixprime/conference: the text around the conference calendar. */
  'conference-overview': textPage,
  /** /ematixprime/conference/upcoming: the text around the upcoming conferences, and the inquiry form. */
  'conference-upcoming': {
    ...textPage,
    inquiryForm: inquiryFormSchema.describe(
      "The 'Get More Details' form under the conferences; it is sent to the form endpoint of settings.yaml.",
    ),
  },
  /** /ematixprime/conference/pastconference: the years of the archive, and a testimonial. */
  'past-conferences': conferenceArchiveSchema({ image }).shape,
  /** /ematixprime/conference/videos: the conference video, pictures and the Past Event Gallery. */
  'conference-videos': conferenceMediaSchema({ image }).shape,
  /** A conference's own page under /service (src/pages/service/[conference].astro). */
  conference: conferenceDetailsSchema({ image }).shape,
  /** /service/academicsupport: 1-on-1 mentorship. */
  'academic-support': textPage,
  /** /ematixprime/course (also /service/internship): internships and courses at a glance. */
  'course-info': courseInfoSchema.shape,
  /** /ematixprime/intern: the internship programme and the MBA Internship Program. */
  intern: {
    programme: internProgrammeSchema({ image }).describe(
      'The internship programme: who can apply, its benefits, pictures and the button to the catalogue.',
    ),
    mba: mbaProgrammeSchema.describe(
      'The MBA Internship Program: specialisations, detail cards and its button. Its questions and answers are in src/content/faqs/mba-internship.yaml.',
    ),
  },
  /** /service/inplant: inplant training. */
  inplant: inplantSchema({ image }).shape,
  /** /service/elearning: the Prime LMS introduction above the courses. */
  elearning: elearningSchema.shape,
});
