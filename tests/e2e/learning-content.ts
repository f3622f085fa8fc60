/**
 * Expected values for the Ematix-Prime learning and award specs, read from the content files through the real
 * schemas (with a stand-in for astro:content's image()), so the tests follow the editors' data.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { awardPageSchema } from '../../src/content-model/schemas/awards';
import {
  courseInfoSchema,
  courseSchema,
  inplantSchema,
  internProgrammeSchema,
  mbaProgrammeSchema,
  elearningSchema,
} from '../../src/content-model/schemas/courses';
import { galleryOrder, resolveGalleryCard, type GalleryEvent } from '../../src/lib/learning';
import { batchSchema, internshipSchema } from '../../src/content-model/schemas/internships';
import { settingsSchema } from '../../src/content-model/schemas/site';
import { groupInternships, visibleInternships, type InternshipFields } from '../../src/lib/internships';
import { entries, partOf } from '../support/content';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const yaml = (path: string) => parse(read(path));
const context = { image: () => z.string() } as unknown as Parameters<typeof internshipSchema>[0];

export const settings = () => settingsSchema.parse(yaml('src/content/site/settings.yaml').site);

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

export const batches = () => (yaml('src/content/learning/batches.yaml') as unknown[]).map((b) => batchSchema.parse(b));
export const courses = () =>
  (yaml('src/content/learning/courses.yaml') as unknown[]).map((c) => courseSchema(context).parse(c));
export const courseInfo = () => courseInfoSchema.parse(yaml('src/content/learning/course-info.page.yaml'));
export const internProgramme = () =>
  internProgrammeSchema(context).parse(yaml('src/content/learning/intern.page.yaml'));
export const mbaProgramme = () => mbaProgrammeSchema.parse(yaml('src/content/learning/mba.page.yaml'));
export const inplant = () => inplantSchema(context).parse(yaml('src/content/learning/inplant.page.yaml'));
export const elearning = () => elearningSchema.parse(yaml('src/content/learning/elearning.page.yaml'));

/** An FAQ strip of src/content/faqs/. */
export const faq = (name: string) =>
  yaml(`src/content/faqs/${name}.yaml`) as { title?: string; items: { question: string; answer: string }[] };

export const awardPage = (id: string) => awardPageSchema(context).parse(yaml(`src/content/awards/${id}.yaml`));
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
