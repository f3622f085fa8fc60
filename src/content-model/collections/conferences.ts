import { defineCollection, file } from '../define';
import { eventEntrySchema } from '../schemas/events';

const events = defineCollection({
  description:
    'Every Ematix-Prime conference and webinar, one entry each, each with its own page, /ematixprime/events/<id> (or the page named by `link`, a path of this site), and its "Add to calendar" file, /ematixprime/events/<id>.ics. The dates alone decide where an event shows: until its last day (`end`, or `start` for a one-day event) it is on the upcoming conference or webinar page with "Register Now" and "Add to calendar"; from the next day it is listed as held (past conferences by year, past webinars). Lists show events by date, whatever their order in the file (conferences first, then webinars, is the file\'s habit). Check with `npm run content:check`; preview another day with SITE_TODAY=YYYY-MM-DD npm run dev.',
  loader: file('src/content/prime/events.yaml'),
  schema: eventEntrySchema,
});

export const conferenceCollections = { events };
