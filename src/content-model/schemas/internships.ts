/**
 * Internships: one Markdown file per internship in src/content/internships/ (copy _template.md to add one). The file
 * name becomes the internship's address, e.g. vlsi-design.md → /ematixprime/internship/vlsi-design, and its
 * brochure, /brochures/vlsi-design.pdf, which the build makes from the same file. The text under the front matter
 * is the programme's details (week by week, outcomes, who it suits), shown on the internship's page and in the PDF.
 *
 * Order on the catalogue: by group (Core, then IT, then MBA), then by title A to Z. There is no order field.
 *
 * Also here: the "Upcoming Batch Schedule" beside the catalogue (src/content/learning/batches.yaml).
 */
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { calendarDate, formAddress, hidden, inOrder, picture, rupees, searchWords, slug, text } from './shared';
import { internshipCategories, internshipModes } from '../../lib/content/internships';

const list = (values: readonly string[]) => values.map((v) => `"${v}"`).join(', ');

export const internshipSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    title: text('The programme\'s name as shown on its card and page, e.g. "VLSI Design".').pipe(
      z.string().max(60, 'must be at most 60 characters so it fits on the card'),
    ),
    category: z
      .enum(internshipCategories, {
        errorMap: () => ({ message: `must be one of ${list(internshipCategories)} (written exactly so)` }),
      })
      .describe('The catalogue group: "Core" (hardware and embedded), "IT" or "MBA".'),
    description: text(
      'One sentence on the card and in search results: what the intern builds or learns (at most 100 characters: the catalogue shows all internships on one page, which must stay quick to load).',
    ).pipe(z.string().max(100, 'must be at most 100 characters so the catalogue stays short and quick to load')),
    picture: picture(image).describe(
      'The card picture (about 480×300), relative to this file, e.g. "../../assets/internships/vlsi-design.jpg".',
    ),
    price: rupees.describe('The fee in rupees for the four weeks, a whole number without "₹" or commas, e.g. 18999.'),
    mode: z
      .enum(internshipModes, {
        errorMap: () => ({ message: `must be one of ${list(internshipModes)} (written exactly so)` }),
      })
      .describe(
        'How it is taught: "Online", "Offline" (at our Salem lab) or "Online/offline" (either, the intern chooses).',
      ),
    enrolmentForm: formAddress
      .optional()
      .describe(
        'This internship\'s own enrolment form, a full https:// address; leave it out to use the shared form (src/content/site/settings.yaml, externalLinks.enrolmentForm). Write {title} where the form takes the internship\'s title, e.g. "https://docs.google.com/forms/d/e/…/viewform?usp=pp_url&entry.123456789={title}".',
      ),
    searchWords,
    draft: z
      .boolean({ invalid_type_error: 'must be true or false' })
      .default(false)
      .describe(
        'true keeps the internship off the published site (it still shows, marked as a draft, in `npm run dev`).',
      ),
    slug,
  });

/**
 * One batch of the "Upcoming Batch Schedule" (src/content/learning/batches.yaml), shown by start date: before its
 * first day as "Starts ...", from its first to its last day as running, and no more after its last day.
 */
export const batchSchema = z
  .strictObject({
    id: text('A short name for the line, used only inside the site, e.g. "winter-internship".'),
    text: text('What starts, e.g. "Winter internship batch".'),
    start: calendarDate.describe('The first day, "YYYY-MM-DD" in quotes, e.g. "2025-10-15".'),
    end: calendarDate
      .optional()
      .describe(
        'The last day, "YYYY-MM-DD" in quotes, e.g. "2025-11-12"; leave it out for a batch shown only until it starts.',
      ),
    hidden,
  })
  .refine((batch) => inOrder(batch.start, batch.end), { path: ['end'], message: 'must be on or after the start date' });

export type Batch = z.output<typeof batchSchema>;
