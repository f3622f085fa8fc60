/**
 * Galleries of event cards: one YAML file per gallery page in src/content/galleries/ (internships.yaml for
 * /ematixprime/internshipgallery, mou.yaml for /ematixprime/mougallery and the FDP page's events gallery).
 * Each card: title, college, a date or a duration, pictures and an optional extra line, shown in the order written.
 */
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { calendarDate, picture, text, type ImageHelper } from './shared';

export const galleryCardSchema = (image: ImageHelper) =>
  z
    .object({
      /** What happened, e.g. "IoT internship" or "MOU signed". */
      title: text('what happened, e.g. "IoT internship"'),
      /** The college with its town, e.g. "Kaveri College of Engineering, Namakkal". */
      college: text('the college and its town'),
      /** The day it happened (or started), "YYYY-MM-DD" in quotes, e.g. "2025-03-12". */
      date: calendarDate.optional(),
      /** How many days it ran, a whole number from 1 to 365, e.g. 30. */
      days: z
        .number({ invalid_type_error: 'must be a whole number of days, e.g. 30' })
        .int('must be a whole number of days')
        .min(1, 'must be at least 1 day')
        .max(365, 'must be at most 365 days')
        .optional(),
      /** One extra line, e.g. "Agreement valid for 3 years" or "250 participants". */
      extra: z.string().trim().optional(),
      /** The pictures (about 640×400), relative to the YAML file; they take turns on phones. */
      pictures: z.array(picture(image)).min(1, 'add at least one picture'),
    })
    .strict()
    .refine((card) => card.date !== undefined || card.days !== undefined, {
      message: 'needs a date ("YYYY-MM-DD") or a number of days',
      path: ['date'],
    });

export const galleryPageSchema = ({ image }: SchemaContext) =>
  z
    .object({
      /** One or two sentences under the page heading. */
      intro: text('one or two sentences introducing the gallery'),
      /** The cards, in the order shown. */
      cards: z.array(galleryCardSchema(image)).min(1, 'add at least one card'),
    })
    .strict();

export type GalleryCard = z.output<ReturnType<typeof galleryCardSchema>>;
