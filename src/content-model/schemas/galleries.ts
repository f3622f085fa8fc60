/**
 * Galleries of event cards: one YAML file per gallery page in src/content/galleries/ (internships.yaml for
 * /ematixprime/internshipgallery, mou.yaml for /ematixprime/mougallery and the FDP page's events gallery).
 * Each card: title, college, a date or a duration, pictures and an optional extra line. Dated cards are shown newest
 * first, whatever their order in the file (~/lib/time/date-order); cards with only a number of days follow, as written.
 * An event that has its own entry elsewhere (an FDP of src/content/prime/initiatives/fdp.yaml) is not written again:
 * its card names it (`fdp: ieee-ras-fdp`) and takes its title, college, dates and pictures from there, so the event
 * has one set of facts on every page.
 */
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { ref } from '../define';
import { calendarDate, hidden, picture, requires, text, type ImageHelper } from './shared';

const galleryCardSchema = (image: ImageHelper) =>
  z
    .strictObject({
      fdp: ref('programmes')
        .optional()
        .describe(
          'An FDP of src/content/prime/initiatives/fdp.yaml shown as this card, e.g. "ieee-ras-fdp": its title, college, dates and events pictures come from there (leave those fields out here).',
        ),
      title: text('What happened, e.g. "IoT internship" or "MOU signed".').optional(),
      college: text('The college with its town, e.g. "Kaveri College of Engineering, Namakkal".').optional(),
      date: calendarDate
        .optional()
        .describe('The day it happened (or started), "YYYY-MM-DD" in quotes, e.g. "2025-03-12".'),
      days: z
        .number({ invalid_type_error: 'must be a whole number of days, e.g. 30' })
        .int('must be a whole number of days')
        .min(1, 'must be at least 1 day')
        .max(365, 'must be at most 365 days')
        .optional()
        .describe('How many days it ran, a whole number from 1 to 365, e.g. 30.'),
      extra: z
        .string()
        .trim()
        .optional()
        .describe('One extra line, e.g. "Agreement valid for 3 years" or "250 participants".'),
      pictures: z
        .array(picture(image))
        .min(1, 'add at least one picture')
        .optional()
        .describe('The pictures (about 640×400), relative to the YAML file; they take turns on phones.'),
      hidden,
    })
    .superRefine((card, ctx) => {
      if (card.fdp) {
        for (const field of ['title', 'college', 'date', 'days', 'pictures'] as const) {
          if (card[field] !== undefined)
            ctx.addIssue({
              code: 'custom',
              path: [field],
              message: `leave out: the FDP "${card.fdp.id}" gives it (src/content/prime/initiatives/fdp.yaml)`,
            });
        }
        return;
      }
      for (const field of ['title', 'college', 'pictures'] as const) {
        if (card[field] === undefined)
          ctx.addIssue({ code: 'custom', path: [field], message: 'is required (or name an FDP with fdp: instead)' });
      }
      if (card.date === undefined && card.days === undefined)
        ctx.addIssue({ code: 'custom', path: ['date'], message: 'needs a date ("YYYY-MM-DD") or a number of days' });
    })
    .superRefine(
      requires({
        title: 'unless fdp is set',
        college: 'unless fdp is set',
        pictures: 'unless fdp is set',
        date: 'unless fdp or days is set',
        days: 'unless fdp or date is set',
      }),
    );

export const galleryPageSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    intro: text('One or two sentences under the page heading.'),
    cards: z
      .array(galleryCardSchema(image))
      .min(1, 'add at least one card')
      .describe(
        'The cards. Those with a date are shown newest first, whatever their order here; those with only days follow.',
      ),
  });
