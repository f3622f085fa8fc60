/**
 * Expected values for the Ematix-Prime community and conference specs, read from the content as the build reads it
 * (tests/support/content.ts: the collections' loaders and schemas, defaults filled in), so the tests follow the
 * editors' data. The types below say what the specs use.
 */
import { entries, entryData as one } from '../support/content';

export interface PrimeEvent {
  id: string;
  kind: 'conference' | 'webinar';
  title: string;
  start: string;
  end?: string;
  time?: string;
  place: string;
  link?: string;
  speaker?: string;
  summary: string;
  closes?: string;
}

const eventList = (await entries<PrimeEvent>('events')).map((e) => e.data);
export const events = (): PrimeEvent[] => eventList;
export const conferences = () => events().filter((event) => event.kind === 'conference');
export const webinars = () => events().filter((event) => event.kind === 'webinar');

export interface Picture {
  src: string;
  alt: string;
  caption?: string;
}

const mediaData = await one<{
  video: { title: string; poster: Picture; embedUrl: string; watchUrl: string };
  pictures: Picture[];
  archiveLink: { label: string; href: string };
  gallery: Picture[];
}>('pages', '/ematixprime/conference/videos');
export const media = () => mediaData;

const archiveData = await one<{ since: number; comingSoon: string; testimonial: { name: string; quote: string } }>(
  'pages',
  '/ematixprime/conference/pastconference',
);
export const archive = () => archiveData;

const { inquiryForm: inquiryData } = await one<{
  inquiryForm: {
    heading: string;
    categories: string[];
    subject: string;
    submitLabel: string;
    successMessage: string;
  };
}>('pages', '/ematixprime/conference/upcoming');
export const inquiryForm = () => inquiryData;

const faqData = await one<{
  title?: string;
  items: { question: string; answer: string; link?: { label: string; href: string } }[];
}>('faqs', 'conference');
export const conferenceFaq = () => faqData;

export interface ConferenceDetails {
  event: string;
  fullName?: string;
  about: string;
  rules: string[];
  tracks: { title: string; topics: string[] }[];
  registration: { type: string; price: { inr: number; usd?: number }; includes?: string[] }[];
  importantDates: { event: string; date: string }[];
  committee?: { name: string; designation?: string; organisation?: string; city?: string }[];
  register: { label: string; href: string };
}
// The conference pages (page files with `type: conference`). The event is a reference in the data
// ({ id, collection }); the specs look a page up by its event's id.
const details = (await entries<Omit<ConferenceDetails, 'event'> & { type?: string; event: { id: string } }>('pages'))
  .filter((e) => e.data.type === 'conference')
  .map((e) => ({ ...e.data, event: e.data.event.id, path: e.id }) as ConferenceDetails & { path: string });
/** Every conference page, each with its path (its page file's id, e.g. "/service/conference"). */
export const conferencePages = () => details;
/** The conference page that names the event `id` of events.yaml, e.g. "iciemsd-2025". */
export const conferenceDetails = (id: string): ConferenceDetails => {
  const found = details.find((page) => page.event === id);
  if (!found)
    throw new Error(`no page file in src/content/pages/service/ has \`type: conference\` and \`event: ${id}\``);
  return found;
};

type Section =
  | { type: 'cards'; heading: string; items: { title: string; text: string }[] }
  | { type: 'steps'; heading: string; items: { title: string; text: string }[] }
  | { type: 'checklist'; heading: string; items: string[] }
  | { type: 'stats'; heading: string; items: { value: string; label: string }[] }
  | { type: 'links'; heading: string; items: { label: string; href: string }[] };

export interface PrimePage {
  intro?: { heading: string; text: string };
  sections?: Section[];
  cta?: {
    heading: string;
    text: string;
    buttons: { label: string; href: string }[];
    email?: { label: string; subject: string };
  };
}
const pages = await entries<PrimePage & { type?: string }>('pages');
/** A text page's content: the page file of `path` (src/content/pages<path>.yaml), e.g. "/ematixprime/community/chapter". */
export const primePage = (path: string): PrimePage => {
  const found = pages.find((e) => e.id === path);
  if (!found?.data.intro && !found?.data.sections) throw new Error(`src/content/pages${path}.yaml is not a text page`);
  return found.data;
};

const siteSettings = await one<{
  email: string;
  phone: string;
  formEndpoint: string;
  externalLinks: { testSite: string };
}>('settings', 'site');
export const settings = () => siteSettings;

/** The display form of text from the data: the community's name with a non-breaking hyphen, spaces collapsed. */
export const shown = (text: string) => text.replace(/\s+/g, ' ').trim();
