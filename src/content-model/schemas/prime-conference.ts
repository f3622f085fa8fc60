/**
 * The conference pages of Ematix-Prime, beyond the dates in the events collection:
 * - conferenceDetails (src/content/prime/conferences/<event id>.yaml): the pages of a single conference
 *   (/service/conference, /service/conference2): about, rules, tracks, registration, dates, committee;
 * - conferenceArchive (src/content/prime/conference-archive.yaml): the past conferences page's years and testimonial;
 * - conferenceMedia (src/content/prime/conference-media.yaml): the video, the pictures and the past event gallery;
 * - inquiryForm (src/content/prime/inquiry-form.yaml): the 'Get More Details' form of the upcoming conferences page.
 */
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { ref } from '../define';
import { calendarDate, cta, externalUrl, person, picture, price, testimonial, text } from './shared';

/** The page of one conference. The file is named after its event, e.g. "iciemsd-2025.yaml". */
export const conferenceDetailsSchema = ({ image }: SchemaContext) =>
  z
    .object({
      /** The conference in src/content/prime/events.yaml (its title, dates and place come from there), e.g. "iciemsd-2025". */
      event: ref('events'),
      /** The conference's full name when its title is an acronym, e.g. "International Conference on Innovations in …". */
      fullName: z.string().trim().optional(),
      /** One or more paragraphs about the conference, separated by an empty line. */
      about: text('one or more paragraphs about the conference'),
      /** The rules for authors and presenters, one sentence each. */
      rules: z.array(text('one rule')).min(1, 'needs at least one rule'),
      /** The tracks (themes) papers are submitted to, each with a few example topics. */
      tracks: z
        .array(
          z
            .object({
              /** The track's name, e.g. "Engineering and technology". */
              title: text('the track name'),
              /** Example topics, e.g. "Embedded systems and IoT". */
              topics: z.array(text('one topic')).min(1, 'needs at least one topic'),
            })
            .strict(),
        )
        .min(1, 'needs at least one track'),
      /** The registration options: what each includes and its price. */
      registration: z
        .array(
          z
            .object({
              /** The option, e.g. "Oral presentation + Google Scholar publication". */
              type: text('the registration option'),
              /** The fee: rupees and, for international authors, US dollars, e.g. { inr: 2000, usd: 20 }. */
              price: price,
              /** What is included, one short phrase each. */
              includes: z.array(text('one thing included')).default([]),
            })
            .strict(),
        )
        .min(1, 'needs at least one registration option'),
      /** A sentence under the registration options, e.g. how to pay. */
      registrationNote: z.string().trim().optional(),
      /**
       * The important dates, e.g. { event: "Abstract submission", date: "2025-04-12" }, shown by date whatever their
       * order here. The last day to register is the event's `closes` in events.yaml and is added to this list on the
       * page: do not repeat it here.
       */
      importantDates: z
        .array(
          z
            .object({
              /** What happens, e.g. "Last date for registration". */
              event: text('what happens on the date'),
              /** The date, "YYYY-MM-DD" in quotes. */
              date: calendarDate,
            })
            .strict(),
        )
        .min(1, 'needs at least one date'),
      /** The advisory committee, in the order shown. Leave out when there is none. */
      committee: z.array(person(image)).default([]),
      /** The 'Register Now' button, e.g. { label: "Register Now", href: "/service/conference2#register" }. */
      register: cta,
    })
    .strict();

/** The past conferences page: which years have a button, the words for a year without data, and a testimonial. */
export const conferenceArchiveSchema = ({ image }: SchemaContext) =>
  z
    .object({
      /** The oldest year with a button, e.g. 2014. The newest is the latest year of a past conference. */
      since: z
        .number({ invalid_type_error: 'must be a year without quotes, e.g. 2014' })
        .int()
        .min(2000, 'must be a year from 2000 on'),
      /** Shown for a year without conferences in the data; {year} is replaced, e.g. "Conference data for {year} coming soon...". */
      comingSoon: text('the words for a year without data, e.g. "Conference data for {year} coming soon..."').refine(
        (value) => value.includes('{year}'),
        'must contain {year}, where the year is filled in',
      ),
      /** The testimonial shown under the years. */
      testimonial: testimonial(image),
    })
    .strict();

/** The videos and galleries page. */
export const conferenceMediaSchema = ({ image }: SchemaContext) =>
  z
    .object({
      /** The conference video, loaded only when the visitor presses play. */
      video: z
        .object({
          /** The video's title, shown on the poster and read by screen readers, e.g. "ICIEMSD 2025 highlights". */
          title: text('the video title'),
          /** The picture shown before the video loads (16:9 works best). */
          poster: picture(image),
          /** The privacy-friendly embed address, e.g. "https://www.youtube-nocookie.com/embed/VIDEO_ID". */
          embedUrl: externalUrl.refine(
            (url) => /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+$/.test(url),
            'must be a YouTube embed address without cookies, e.g. "https://www.youtube-nocookie.com/embed/VIDEO_ID"',
          ),
          /** The same video's page, for visitors without JavaScript, e.g. "https://www.youtube.com/watch?v=VIDEO_ID". */
          watchUrl: externalUrl,
        })
        .strict(),
      /** The pictures shown beside the video, in order. */
      pictures: z.array(picture(image)).min(1, 'needs at least one picture'),
      /** The 'Explore Full Archives' link, e.g. { label: "Explore Full Archives", href: "/ematixprime/conference/pastconference" }. */
      archiveLink: cta,
      /** The photos of the Past Event Gallery, in order. */
      gallery: z.array(picture(image)).min(1, 'needs at least one photo'),
    })
    .strict();

/** The 'Get More Details' inquiry form. */
export const inquiryFormSchema = z
  .object({
    /** The form's heading, e.g. "Get More Details". */
    heading: text('the form heading, e.g. "Get More Details"'),
    /** One or two sentences above the form. */
    lead: text('one or two sentences above the form'),
    /** The choices of the Category field, in order, e.g. "Student". */
    categories: z.array(text('one category, e.g. "Student"')).min(2, 'needs at least two categories'),
    /** The subject line of the e-mail the form sends, e.g. "Conference inquiry". */
    subject: text('the e-mail subject, e.g. "Conference inquiry"'),
    /** The submit button's words, e.g. "Submit Inquiry". */
    submitLabel: text('the button words, e.g. "Submit Inquiry"'),
    /** Shown in place of the form's status after a successful send. */
    successMessage: text('the thank-you message shown after sending'),
  })
  .strict();

export type ConferenceDetails = z.output<ReturnType<typeof conferenceDetailsSchema>>;
export type InquiryFormText = z.output<typeof inquiryFormSchema>;
