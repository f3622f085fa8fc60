import { defineCollection, file, glob } from '../define';
import { eventEntrySchema } from '../schemas/events';
import {
  conferenceArchiveSchema,
  conferenceDetailsSchema,
  conferenceMediaSchema,
  inquiryFormSchema,
} from '../schemas/prime-conference';

const events = defineCollection({
  description:
    'Every conference and webinar, each with its own page; lists show them by date, and their dates decide upcoming or past.',
  loader: file('src/content/prime/events.yaml'),
  schema: eventEntrySchema,
});

const conferenceDetails = defineCollection({
  description:
    'The page of one conference (/service/conference, /service/conference2); id = the event id = the file name.',
  loader: glob({ pattern: '*.yaml', base: './src/content/prime/conferences' }),
  schema: conferenceDetailsSchema,
});

/** One file = one entry, named after the file: "conference-archive.yaml" → "conference-archive". */
const single = (name: string) => glob({ pattern: `${name}.yaml`, base: './src/content/prime' });

const conferenceArchive = defineCollection({
  description:
    'The past conferences page: years, "coming soon" words and the testimonial (one entry, "conference-archive").',
  loader: single('conference-archive'),
  schema: conferenceArchiveSchema,
});

const conferenceMedia = defineCollection({
  description: 'The videos and galleries page (one entry, "conference-media").',
  loader: single('conference-media'),
  schema: conferenceMediaSchema,
});

const inquiryForm = defineCollection({
  description: 'The \'Get More Details\' inquiry form (one entry, "inquiry-form").',
  loader: single('inquiry-form'),
  schema: inquiryFormSchema,
});

export const conferenceCollections = { events, conferenceDetails, conferenceArchive, conferenceMedia, inquiryForm };
