import { defineCollection, file, glob } from '../define';
import { eventEntrySchema } from '../schemas/events';
import {
  conferenceArchiveSchema,
  conferenceDetailsSchema,
  conferenceMediaSchema,
  inquiryFormSchema,
} from '../schemas/prime-conference';

/** Every conference and webinar, each with its own page; lists show them by date, and their dates decide upcoming or past. */
const events = defineCollection({
  loader: file('src/content/prime/events.yaml'),
  schema: eventEntrySchema,
});

/** The page of one conference (/service/conference, /service/conference2); id = the event id = the file name. */
const conferenceDetails = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/prime/conferences' }),
  schema: conferenceDetailsSchema,
});

/** One file = one entry, named after the file: "conference-archive.yaml" → "conference-archive". */
const single = (name: string) => glob({ pattern: `${name}.yaml`, base: './src/content/prime' });

/** The past conferences page: years, "coming soon" words and the testimonial (one entry, "conference-archive"). */
const conferenceArchive = defineCollection({ loader: single('conference-archive'), schema: conferenceArchiveSchema });

/** The videos and galleries page (one entry, "conference-media"). */
const conferenceMedia = defineCollection({ loader: single('conference-media'), schema: conferenceMediaSchema });

/** The 'Get More Details' inquiry form (one entry, "inquiry-form"). */
const inquiryForm = defineCollection({ loader: single('inquiry-form'), schema: inquiryFormSchema });

export const conferenceCollections = { events, conferenceDetails, conferenceArchive, conferenceMedia, inquiryForm };
