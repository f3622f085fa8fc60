/**
 * Internship catalogue logic: which entries are shown, their order and groups, the count sentence, prices, the
 * batch dates and each internship's Course JSON-LD. Plain functions over plain data, so they are
 * tested without a build (tests/unit/internships.test.ts).
 */
import { formatRupees } from '../format/numbers';
import { isVisible } from './published';

// The values a catalogue entry may take: the schema (src/content-model/schemas/internships.ts) checks content against
// them, so the logic here needs nothing from the schemas.
/** The catalogue's groups, in page order, with the heading each group gets. */
export const internshipCategories = ['Core', 'IT', 'MBA'] as const;
export const internshipCategoryLabels: Record<InternshipCategory, string> = {
  Core: 'Core hardware and embedded',
  IT: 'IT',
  MBA: 'MBA',
};

/** How an internship is taught; shown as the badge on its card. */
export const internshipModes = ['Online', 'Offline', 'Online/offline'] as const;

export type InternshipCategory = (typeof internshipCategories)[number];
type InternshipMode = (typeof internshipModes)[number];

/** The fields of an internship these helpers read (the collection entry's `data` has them all). */
export interface InternshipFields {
  title: string;
  category: InternshipCategory;
  description: string;
  price: number;
  mode: InternshipMode;
  /** Its own enrolment form, when it has one (else the shared one; see enrolmentUrl in ./enrolment). */
  enrolmentForm?: string;
  draft: boolean;
}

export interface InternshipGroup<T> {
  category: InternshipCategory;
  /** The group's heading, e.g. "Core hardware and embedded". */
  label: string;
  /** An id for the group's heading and in-page links, e.g. "core". */
  id: string;
  items: T[];
}

/** Published entries only in a production build; in `astro dev` drafts stay visible (and are marked) so editors can preview them. */
export function visibleInternships<T extends { data: { draft: boolean } }>(
  entries: readonly T[],
  production: boolean,
): T[] {
  // The one drafts rule of the site (~/lib/content/published), as for the blog.
  return entries.filter((entry) => isVisible(entry, !production));
}

const titleOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The catalogue order (the schema documents it): by group (Core, IT, MBA), then by title A to Z. */
export function sortInternships<T extends { data: Pick<InternshipFields, 'category' | 'title'> }>(
  entries: readonly T[],
): T[] {
  const rank = (category: InternshipCategory) => internshipCategories.indexOf(category);
  return [...entries].sort(
    (a, b) => rank(a.data.category) - rank(b.data.category) || titleOrder.compare(a.data.title, b.data.title),
  );
}

/** The groups of the catalogue in page order, each sorted by title; groups without entries are left out. */
export function groupInternships<T extends { data: Pick<InternshipFields, 'category' | 'title'> }>(
  entries: readonly T[],
): InternshipGroup<T>[] {
  const sorted = sortInternships(entries);
  return internshipCategories
    .map((category) => ({
      category,
      label: internshipCategoryLabels[category],
      id: category.toLowerCase(),
      items: sorted.filter((entry) => entry.data.category === category),
    }))
    .filter((group) => group.items.length > 0);
}

/** "25 four-week programmes in 3 groups" — computed from the list, so it never disagrees with the cards. */
export function catalogueCountText(groups: readonly { items: readonly unknown[] }[]): string {
  const total = groups.reduce((sum, group) => sum + group.items.length, 0);
  const programmes = total === 1 ? 'programme' : 'programmes';
  const groupWord = groups.length === 1 ? 'group' : 'groups';
  return `${total} four-week ${programmes} in ${groups.length} ${groupWord}`;
}

/** The price as shown on a card: 14999 → "₹14,999 / 4 wks". */
export function internshipPriceText(price: number): string {
  return `${formatRupees(price)} / 4 wks`;
}

/** The internship's own page. */
export const internshipPath = (slug: string) => `/ematixprime/internship/${slug}`;

/** The internship's brochure, made by the build from its Markdown file (src/pages/brochures/[slug].pdf.ts). */
export const brochurePath = (slug: string) => `/brochures/${slug}.pdf`;

const batchDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2025-10-15" → "15 Oct 2025", the way Indian readers write dates. */
export function formatBatchDate(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime()))
    throw new RangeError(`"${value}" is not a YYYY-MM-DD date`);
  return batchDate.format(date);
}

/** schema.org course modes for the JSON-LD: online, onsite, or both. */
const courseModes: Record<InternshipMode, string[]> = {
  Online: ['online'],
  Offline: ['onsite'],
  'Online/offline': ['online', 'onsite'],
};

/** The Course JSON-LD of an internship's page (schema.org Course with an Offer and a four-week instance). */
export function courseJsonLd(
  internship: Pick<InternshipFields, 'title' | 'description' | 'price' | 'mode' | 'category'>,
  options: { url: string; organisationName: string; organisationUrl: string; enrolUrl: string; city: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: internship.title,
    description: internship.description,
    url: options.url,
    courseCode: internship.category,
    provider: { '@type': 'Organization', name: options.organisationName, url: options.organisationUrl },
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: internship.price,
      priceCurrency: 'INR',
      url: options.enrolUrl,
    },
    hasCourseInstance: courseModes[internship.mode].map((courseMode) => ({
      '@type': 'CourseInstance',
      courseMode,
      courseWorkload: 'P4W',
      ...(courseMode === 'onsite'
        ? { location: { '@type': 'Place', name: `${options.organisationName}, ${options.city}` } }
        : {}),
    })),
  };
}
