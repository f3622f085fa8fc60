/**
 * The conference pages of Ematix-Prime, beyond the dates in the events collection, in their page files
 * (src/content/pages/…; the kinds are joined in prime-pages.ts):
 * - kind `conference` (/service/conference, /service/conference2): the page of a single conference: about, rules,
 *   tracks, registration, dates, committee;
 * - kind `past-conferences` (/ematixprime/conference/pastconference): the years and the testimonial;
 * - kind `conference-videos` (/ematixprime/conference/videos): the video, the pictures and the past event gallery;
 * - `inquiryForm` of /ematixprime/conference/upcoming: the 'Get More Details' form.
 */
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { ref } from '../define';
import { calendarDate, cta, externalUrl, person, picture, price, testimonial, text } from './shared';

/** The page of one conference, which names its event in events.yaml. */
export const conferenceDetailsSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    event: ref('events').describe(
      'The conference in src/content/prime/events.yaml (its title, dates, place and last day to register, `closes`, come from there), e.g. "iciemsd-2025".',
    ),
    fullName: z
      .string()
      .trim()
      .optional()
      .describe(
        'The conference\'s full name when its title is an acronym, e.g. "International Conference on Innovations in …".',
      ),
    about: text('One or more paragraphs about the conference, separated by an empty line.'),
    rules: z
      .array(text('One rule.'))
      .min(1, 'needs at least one rule')
      .describe('The rules for authors and presenters, one sentence each.'),
    tracks: z
      .array(
        z.strictObject({
          title: text('The track\'s name, e.g. "Engineering and technology".'),
          topics: z
            .array(text('One topic.'))
            .min(1, 'needs at least one topic')
            .describe('Example topics, e.g. "Embedded systems and IoT".'),
        }),
      )
      .min(1, 'needs at least one track')
      .describe('The tracks (themes) papers are submitted to, each with a few example topics.'),
    registration: z
      .array(
        z.strictObject({
          type: text('The option, e.g. "Oral presentation + Google Scholar publication".'),
          price: price.describe(
            'The fee: rupees and, for international authors, US dollars, e.g. { inr: 2000, usd: 20 }.',
          ),
          includes: z
            .array(text('One thing included.'))
            .default([])
            .describe('What is included, one short phrase each.'),
        }),
      )
      .min(1, 'needs at least one registration option')
      .describe('The registration options: what each includes and its price.'),
    registrationNote: z
      .string()
      .trim()
      .optional()
      .describe('A sentence under the registration options, e.g. how to pay.'),
    importantDates: z
      .array(
        z.strictObject({
          event: text('What happens, e.g. "Last date for registration".'),
          date: calendarDate.describe('The date, "YYYY-MM-DD" in quotes.'),
        }),
      )
      .min(1, 'needs at least one date')
      .describe(
        'The important dates, e.g. { event: "Abstract submission", date: "2025-04-12" }, shown by date whatever their order here. The last day to register is the event\'s `closes` in events.yaml and is added to this list on the page: do not repeat it here.',
      ),
    committee: z
      .array(person(image))
      .default([])
      .describe('The advisory committee, in the order shown. Leave out when there is none.'),
    register: cta.describe(
      'The \'Register Now\' button, e.g. { label: "Register Now", href: "/service/conference2#register" }.',
    ),
  });

/** The past conferences page: which years have a button, the words for a year without data, and a testimonial. */
export const conferenceArchiveSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    since: z
      .number({ invalid_type_error: 'must be a year without quotes, e.g. 2014' })
      .int()
      .min(2000, 'must be a year from 2000 on')
      .describe('The oldest year with a button, e.g. 2014. The newest is the latest year of a past conference.'),
    comingSoon: text(
      'The words shown for a year without conferences in the data, e.g. "Conference data for {year} coming soon..."; {year} is replaced by the year.',
    ).refine((value) => value.includes('{year}'), 'must contain {year}, where the year is filled in'),
    testimonial: testimonial(image).omit({ hidden: true }).describe('The testimonial shown under the years.'),
  });

/** The videos and galleries page. */
export const conferenceMediaSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    video: z
      .strictObject({
        title: text(
          'The video\'s title, shown on the poster and read by screen readers, e.g. "ICIEMSD 2025 highlights".',
        ),
        poster: picture(image).describe('The picture shown before the video loads (16:9 works best).'),
        embedUrl: externalUrl
          .refine(
            (url) => /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+$/.test(url),
            'must be a YouTube embed address without cookies, e.g. "https://www.youtube-nocookie.com/embed/VIDEO_ID"',
          )
          .describe('The privacy-friendly embed address, e.g. "https://www.youtube-nocookie.com/embed/VIDEO_ID".'),
        watchUrl: externalUrl.describe(
          'The same video\'s page, for visitors without JavaScript, e.g. "https://www.youtube.com/watch?v=VIDEO_ID".',
        ),
      })
      .describe('The conference video, loaded only when the visitor presses play.'),
    pictures: z
      .array(picture(image))
      .min(1, 'needs at least one picture')
      .describe('The pictures shown beside the video, in order.'),
    archiveLink: cta.describe(
      'The \'Explore Full Archives\' link, e.g. { label: "Explore Full Archives", href: "/ematixprime/conference/pastconference" }.',
    ),
    gallery: z
      .array(picture(image))
      .min(1, 'needs at least one photo')
      .describe('The photos of the Past Event Gallery, in order.'),
  });

/** The 'Get More Details' inquiry form. */
export const inquiryFormSchema = z.strictObject({
  heading: text('The form\'s heading, e.g. "Get More Details".'),
  lead: text('One or two sentences above the form.'),
  categories: z
    .array(text('One category, e.g. "Student".'))
    .min(2, 'needs at least two categories')
    .describe('The choices of the Category field, in order, e.g. "Student".'),
  subject: text('The subject line of the e-mail the form sends, e.g. "Conference inquiry".'),
  submitLabel: text('The submit button\'s words, e.g. "Submit Inquiry".'),
  successMessage: text("The thank-you message, shown in place of the form's status after a successful send."),
});

export type InquiryFormText = z.output<typeof inquiryFormSchema>;
