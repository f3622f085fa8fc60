/**
 * Schemas for the Ematix-Prime initiative pages (faculty development, skills training, the innovation challenge) and
 * for the short "coming soon" pages of the initiative, membership and publication sections.
 * Data lives in src/content/prime/initiatives/ and, for the coming-soon pages, in their page files.
 */
import { z } from 'astro/zod';
import {
  calendarDate,
  checkEventDates,
  inOrder,
  cta,
  eventFields,
  person,
  picture,
  requires,
  rupees,
  text,
  type ImageHelper,
} from './shared';

/**
 * A faculty development programme (src/content/prime/initiatives/fdp.yaml, entry `ieee-ras-fdp`): the event
 * (title, dates, place), the college that hosted it, a main picture, the collage and the events gallery.
 */
export const fdpSchema = (image: ImageHelper) =>
  checkEventDates(
    eventFields.extend({
      college: text('The college that hosted the programme, e.g. "Kongu Nadu College of Engineering, Salem".'),
      organiser: z
        .string()
        .trim()
        .optional()
        .describe('Who ran it with Ematix, e.g. "IEEE Robotics and Automation Society, Madras Section".'),
      summary: text('One or two paragraphs on the programme, separated by an empty line.'),
      mainPicture: picture(image).describe('The large picture at the top of the page.'),
      collage: z
        .array(picture(image))
        .min(1, 'add at least one picture to the collage')
        .describe('The collage under the main picture (SPEC shows eight).'),
      events: z
        .array(picture(image))
        .min(1, 'add at least one photo to the events gallery')
        .describe("Photos of the programme's sessions for the events gallery, with captions."),
    }),
  );

/** One day of a training programme's syllabus, e.g. { day: "Day 1", title: "Communication", topics: [...] }. */
const syllabusDaySchema = z.strictObject({
  day: text('The day\'s label, e.g. "Day 1".'),
  title: text('The day\'s theme, e.g. "Professional communication".'),
  topics: z
    .array(text('One topic of the day.'))
    .min(1, 'list at least one topic')
    .describe('What the day covers, one short line each.'),
});

/**
 * A skills training programme (src/content/prime/initiatives/skills-training.yaml, entry `essential-skills-2025`):
 * dates, time, audience, fee, chief guests, the day-by-day syllabus and sample certificates. The downloadable
 * brochure PDF is made from this entry at build time, so it always agrees with the page.
 */
export const skillsTrainingSchema = (image: ImageHelper) =>
  checkEventDates(
    eventFields.extend({
      summary: text('One or two paragraphs introducing the programme, separated by an empty line.'),
      audience: text('Who may join, e.g. "Open to all students and faculties".'),
      fee: rupees.describe('The fee in rupees, a whole number, e.g. 49.'),
      hostSubject: text('The subject the contact form is filled with for a college that wants to host the programme.'),
      chiefGuests: z
        .array(
          person(image)
            .refine((value) => Boolean(value.bio), {
              message: 'needs a bio: two or three sentences about the chief guest',
              path: ['bio'],
            })
            .superRefine(requires({ bio: '' })),
        )
        .min(1, 'add at least one chief guest')
        .describe('The chief guests, each with a short bio.'),
      syllabus: z
        .array(syllabusDaySchema)
        .min(1, 'add at least one day to the syllabus')
        .describe('The syllabus, one entry per day, in order.'),
      certificates: z
        .array(picture(image))
        .min(1, 'add at least one sample certificate')
        .describe('Pictures of sample certificates.'),
    }),
  );

/**
 * A student competition (src/content/prime/initiatives/innovation-challenge.yaml, entry `innovation-challenge-2025`):
 * the poster and the facts beside it. 'Register Now' goes to the form in the site settings
 * (externalLinks.innovationChallengeForm).
 */
export const innovationChallengeSchema = (image: ImageHelper) =>
  z
    .strictObject({
      title: text('The competition\'s name, e.g. "Student Innovation Challenge 2025".'),
      summary: text('One or two paragraphs on the challenge, separated by an empty line.'),
      points: z
        .array(text('A short fact, e.g. "Teams of 2 to 4 students".'))
        .default([])
        .describe('Short facts shown as a list, e.g. "Teams of 2 to 4 students".'),
      poster: picture(image).describe('The poster, a portrait picture.'),
      start: calendarDate.describe(
        'The day registration opens and the challenge begins, "YYYY-MM-DD" in quotes, e.g. "2025-07-01".',
      ),
      closes: calendarDate.describe(
        'The last day to register a team, "YYYY-MM-DD" in quotes; \'Register Now\' shows until then.',
      ),
      end: calendarDate.describe('The final showcase, the challenge\'s last day, "YYYY-MM-DD" in quotes.'),
    })
    .refine((challenge) => inOrder(challenge.start, challenge.closes) && inOrder(challenge.closes, challenge.end), {
      path: ['closes'],
      message:
        'must be between start and end: registration closes after the challenge begins and before its final showcase',
    })
    .refine((challenge) => inOrder(challenge.start, challenge.end), {
      path: ['end'],
      message: 'must be on or after the start date',
    });

/**
 * The fields of a short page whose full content is still being written (kind `coming-soon` of its page file,
 * src/content/pages/<path>.yaml). The page says honestly what the section will hold and links to the nearest pages
 * that have content.
 */
export const comingSoonPage = {
  text: text('One or two sentences on what the section will hold, e.g. "This page will list the journals…".'),
  links: z
    .array(cta)
    .min(1, 'add at least one link to a page that has content')
    .describe('Links to the nearest pages with content, the most useful first.'),
};
