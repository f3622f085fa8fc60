import { defineCollection, file } from '../define';
import { eventEntrySchema } from '../schemas/events';

const events = defineCollection({
  description:
    'Every conference and webinar, each with its own page; lists show them by date, and their dates decide upcoming or past.',
  loader: file('src/content/prime/events.yaml'),
  schema: eventEntrySchema,
});

export const conferenceCollections = { events };
