/**
 * The events collection (src/content/prime/events.yaml): every conference and webinar of Ematix-Prime, in one list.
 * The conference calendar, the upcoming and past conference pages, each event's own page (the two conferences with a
 * page under /service have theirs there), the webinar pages and the "Add to calendar" files all read it, so a date
 * is written once. Whether an event is upcoming, open for registration or past follows from its dates alone
 * (~/lib/time/today): nothing else is set by hand.
 */
import { z } from 'astro/zod';
import { parseIstTime } from '../../lib/content/events';
import { calendarDate, checkEventDates, eventFields, hidden, inOrder, markRequired, text } from './shared';

/** One conference or webinar. The entry's `id` names its calendar file, e.g. "iciemsd-2025" → iciemsd-2025.ics. */
export const eventEntrySchema = checkEventDates(
  eventFields.extend({
    id: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase letters, digits and "-", e.g. "iciemsd-2025"')
      .describe(
        'The event\'s short name in lowercase letters, digits and "-", e.g. "iciemsd-2025"; it names the calendar file.',
      ),
    kind: z
      .enum(['conference', 'webinar'], { errorMap: () => ({ message: 'must be "conference" or "webinar"' }) })
      .describe(
        '"conference" or "webinar". Conferences appear in the conference calendar; webinars on the webinar pages.',
      ),
    closes: calendarDate
      .optional()
      .describe(
        'The last day to register, "YYYY-MM-DD" in quotes, when registration closes before the event starts, e.g. "2025-05-27". Leave it out and registration stays open to the event\'s last day. From the next day "Register Now" and the registration forms disappear and the event\'s page and card say "Registration closed on <date>"; the event itself stays upcoming, with "Add to calendar", until its last day.',
      ),
    speaker: z
      .string()
      .trim()
      .min(1, "must not be empty: the speaker's name and role")
      .optional()
      .describe('Webinars only: who speaks, with their role, e.g. "Dr. R. Karthik, Professor of ECE, Sona College".'),
    summary: text('One or two sentences about the event, used in its calendar file and for search engines.'),
    hidden,
  }),
).superRefine((event, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
  if (event.kind === 'conference') {
    if (event.speaker) issue('speaker', 'is for webinars only: leave it out of a conference');
  } else {
    if (!event.speaker) issue('speaker', "is required for a webinar: the speaker's name and role");
    if (!event.time) issue('time', 'is required for a webinar, written like "07:00 PM – 08:30 PM IST"');
  }
  if (!inOrder(event.closes, event.end ?? event.start))
    issue('closes', "must be on or before the event's last day: registration cannot close after the event");
  if (event.time && !parseIstTime(event.time)) {
    issue('time', 'must be written like "07:00 PM – 08:30 PM IST" (start and end in India time, end after start)');
  }
});

markRequired(eventEntrySchema, { speaker: 'for a webinar (left out of a conference)', time: 'for a webinar' });

export type PrimeEvent = z.output<typeof eventEntrySchema>;
