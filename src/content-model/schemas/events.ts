/**
 * The events collection (src/content/prime/events.yaml): every conference and webinar of Ematix-Prime, in one list.
 * The conference calendar, the upcoming and past conference pages, the two conference pages under /service, the
 * webinar pages and the "Add to calendar" files all read it, so a date is written once.
 */
import { z } from 'astro/zod';
import { parseIstTime } from '../../lib/events';
import { anyLink, checkEventDates, eventFields, text } from './shared';

/** One conference or webinar. The entry's `id` names its calendar file, e.g. "iciemsd-2025" → iciemsd-2025.ics. */
export const eventEntrySchema = checkEventDates(
  eventFields.extend({
    /** The event's short name in lowercase letters, digits and "-", e.g. "iciemsd-2025"; it names the calendar file. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase letters, digits and "-", e.g. "iciemsd-2025"'),
    /** "conference" or "webinar". Conferences appear in the conference calendar; webinars on the webinar pages. */
    kind: z.enum(['conference', 'webinar'], { errorMap: () => ({ message: 'must be "conference" or "webinar"' }) }),
    /**
     * Conferences only: the conference page that lists it. "upcoming" puts it among the featured conferences of
     * /ematixprime/conference/upcoming; "past" puts it under its year on /ematixprime/conference/pastconference.
     */
    showOn: z
      .enum(['upcoming', 'past'], { errorMap: () => ({ message: 'must be "upcoming" or "past"' }) })
      .optional(),
    /** Webinars only: who speaks, with their role, e.g. "Dr. R. Karthik, Professor of ECE, Sona College". */
    speaker: z.string().trim().min(1, 'must not be empty: the speaker\'s name and role').optional(),
    /** One or two sentences about the event, used in its calendar file and for search engines. */
    summary: text('one or two sentences about the event'),
    /** Webinars only: where "Register Now" goes, e.g. "/ematixprime/membership/membershipform?plan=free". */
    register: anyLink.optional(),
  }),
).superRefine((event, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
  if (event.kind === 'conference') {
    if (!event.showOn) issue('showOn', 'is required for a conference: "upcoming" or "past" (the page that lists it)');
    if (event.speaker) issue('speaker', 'is for webinars only: leave it out of a conference');
    if (event.register) issue('register', 'is for webinars only: a conference links to its page with "link"');
  } else {
    if (event.showOn) issue('showOn', 'is for conferences only: a webinar is listed as upcoming or past by its date');
    if (!event.speaker) issue('speaker', 'is required for a webinar: the speaker\'s name and role');
    if (!event.time) issue('time', 'is required for a webinar, written like "07:00 PM – 08:30 PM IST"');
    if (!event.register) issue('register', 'is required for a webinar: where "Register Now" goes, e.g. "/ematixprime/membership/membershipform?plan=free"');
  }
  if (event.time && !parseIstTime(event.time)) {
    issue('time', 'must be written like "07:00 PM – 08:30 PM IST" (start and end in India time, end after start)');
  }
});

export type PrimeEvent = z.output<typeof eventEntrySchema>;
