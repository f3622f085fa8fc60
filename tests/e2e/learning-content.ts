/**
 * Expected values for the Ematix-Prime learning and award specs, read from the content as the build reads it
 * (tests/support/content.ts: the collections' loaders and schemas), so the tests follow the editors' data.
 */
import type { z } from 'astro/zod';
import type { awardPageSchema } from '../../src/content-model/schemas/awards';
import type {
  courseInfoSchema,
  courseSchema,
  elearningSchema,
  inplantSchema,
  internProgrammeSchema,
  mbaProgrammeSchema,
} from '../../src/content-model/schemas/courses';
import { galleryOrder, resolveGalleryCard, type GalleryEvent } from '../../src/lib/content/learning';
import type { batchSchema } from '../../src/content-model/schemas/internships';
import type { settingsSchema } from '../../src/content-model/schemas/site';
import { groupInternships, visibleInternships, type InternshipFields } from '../../src/lib/content/internships';
import { entries, entryData, partOf } from '../support/content';

/** A schema's data (for a schema of pictures, the function's result). */
type Data<S> = S extends z.ZodTypeAny
  ? z.output<S>
  : S extends (...args: never[]) => infer R
    ? R extends z.ZodTypeAny
      ? z.output<R>
      : never
    : never;
const one = <S>(collection: string, id: string) => entryData<Data<S>>(collection, id);
const all = async <S>(collection: string) => (await entries<Data<S>>(collection)).map((e) => e.data);

const siteSettings = await one<typeof settingsSchema>('settings', 'site');
export const settings = () => siteSettings;

/** The published internships as collection-like entries ({ id, data, body }), read through the collection's schema. */
const internshipEntries = (await entries<InternshipFields & { picture: { alt: string } }>('internships')).map(
  (entry) => ({
    id: entry.id,
    data: entry.data,
    body: entry.body ?? '',
  }),
);
export function internships() {
  return visibleInternships(internshipEntries, true);
}

/** The catalogue's groups as the page shows them. */
export const internshipGroups = () => groupInternships(internships());

const batchList = await all<typeof batchSchema>('internshipBatches');
const courseList = await all<typeof courseSchema>('courses');
// The learning pages' content: their page files (src/content/pages/<path>.yaml).
const internPage = await entryData<{
  programme: Data<typeof internProgrammeSchema>;
  mba: Data<typeof mbaProgrammeSchema>;
}>('pages', '/ematixprime/intern');
const pages = {
  courseInfo: await one<typeof courseInfoSchema>('pages', '/ematixprime/course'),
  intern: internPage.programme,
  mba: internPage.mba,
  inplant: await one<typeof inplantSchema>('pages', '/service/inplant'),
  elearning: await one<typeof elearningSchema>('pages', '/service/elearning'),
};
export const batches = () => batchList;
export const courses = () => courseList;
export const courseInfo = () => pages.courseInfo;
export const internProgramme = () => pages.intern;
export const mbaProgramme = () => pages.mba;
export const inplant = () => pages.inplant;
export const elearning = () => pages.elearning;

const faqs = await entries<{ title?: string; items: { question: string; answer: string }[] }>('faqs');
/** An FAQ strip of src/content/faqs/. */
export const faq = (name: string) => {
  const found = faqs.find((e) => e.id === name);
  if (!found) throw new Error(`no FAQ "${name}" in src/content/faqs/`);
  return found.data;
};

const awards = await entries<Data<typeof awardPageSchema>>('awards');
export const awardPage = (id: string) => {
  const found = awards.find((e) => e.id === id);
  if (!found) throw new Error(`no award page "${id}" in src/content/awards/`);
  return found.data;
};
/**
 * A gallery page with its cards as shown, in the order shown (galleryOrder): a card that names an FDP with the FDP's
 * own facts (resolveGalleryCard).
 */
const fdpEntries = await partOf<GalleryEvent<{ alt: string }>>('programmes', 'kind', 'fdp');
const galleryEntries = await entries<{
  intro: string;
  cards: Parameters<typeof resolveGalleryCard<{ alt: string }>>[0][];
}>('galleries');
export const gallery = (id: string) => {
  const page = galleryEntries.find((entry) => entry.id === id);
  if (!page) throw new Error(`no gallery "${id}" in src/content/galleries/`);
  return {
    intro: page.data.intro,
    cards: galleryOrder(
      page.data.cards.map((card) =>
        resolveGalleryCard(card, (fdp) => fdpEntries.find((entry) => entry.id === fdp)?.data),
      ),
    ),
  };
};
