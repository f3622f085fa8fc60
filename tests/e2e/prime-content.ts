/**
 * Expected values for the Ematix-Prime community and conference specs, read from the content files themselves so
 * the tests follow the editors' data instead of copying the page's output.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => parse(readFileSync(join(root, path), 'utf8'));

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

export const events = (): PrimeEvent[] => read('src/content/prime/events.yaml');
export const conferences = () => events().filter((event) => event.kind === 'conference');
export const webinars = () => events().filter((event) => event.kind === 'webinar');

export interface Picture {
  src: string;
  alt: string;
  caption?: string;
}

export const media = (): {
  video: { title: string; poster: Picture; embedUrl: string; watchUrl: string };
  pictures: Picture[];
  archiveLink: { label: string; href: string };
  gallery: Picture[];
} => read('src/content/prime/conference-media.yaml');

export const archive = (): { since: number; comingSoon: string; testimonial: { name: string; quote: string } } =>
  read('src/content/prime/conference-archive.yaml');

export const inquiryForm = (): {
  heading: string;
  categories: string[];
  subject: string;
  submitLabel: string;
  successMessage: string;
} => read('src/content/prime/inquiry-form.yaml');

export const conferenceFaq = (): {
  title?: string;
  items: { question: string; answer: string; link?: { label: string; href: string } }[];
} => read('src/content/faqs/conference.yaml');

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
export const conferenceDetails = (id: string): ConferenceDetails => read(`src/content/prime/conferences/${id}.yaml`);

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
export const primePage = (id: string): PrimePage => read(`src/content/prime/pages/${id}.yaml`);

export const settings = (): {
  email: string;
  phone: string;
  formEndpoint: string;
  externalLinks: { testSite: string };
} => read('src/content/site/settings.yaml').site;

/** The display form of text from the data: the community's name with a non-breaking hyphen, spaces collapsed. */
export const shown = (text: string) => text.replace(/\s+/g, ' ').trim();
