/**
 * Schema pieces shared by several collections. Messages are written for editors: they say what the field is and
 * what a correct value looks like, because the build prints them next to the file name.
 */
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import type { ImageMetadata } from 'astro';
import { placeholderProblems } from '../../lib/content/price-tokens';
import { formAddressProblem } from '../../lib/content/enrolment';
import { mark, markOf, refinementOf } from '../zod-internals';

/**
 * Required text, with the field's help for the web editor and docs/fields.md. The help's first sentence, as a phrase
 * ("The headline, e.g. …" → "the headline, e.g. …"), completes the check's messages: "must not be empty: <hint>".
 */
export const text = (description: string) => {
  const hint = hintOf(description);
  return z
    .string({ required_error: `is required: ${hint}`, invalid_type_error: `must be text: ${hint}` })
    .trim()
    .min(1, `must not be empty: ${hint}`)
    .describe(description);
};

/**
 * A description's first sentence (or clause before a ";"), without remarks in parentheses, its first letter
 * lower-cased (unless it begins an abbreviation such as "URL") and final period dropped. A sentence ends at a period
 * (or "?", "!") followed by a space, outside quotes, and not after an abbreviation ("e.g.", "Dr.") or an initial ("K.").
 */
function hintOf(description: string): string {
  let quoted = false;
  let depth = 0;
  let sentence = '';
  for (let i = 0; i < description.length; i++) {
    const char = description[i];
    if (char === '"') quoted = !quoted;
    if (!quoted && char === '(') depth++;
    if (depth === 0) sentence += char;
    if (!quoted && char === ')' && depth > 0) depth--;
    if (quoted || depth > 0 || !/[.?!;]/.test(char) || !/\s/.test(description[i + 1] ?? ' ')) continue;
    const word = /(\S+)$/.exec(description.slice(0, i))?.[1] ?? '';
    if (char === '.' && /^(e\.g|i\.e|etc|vs|Dr|Mr|Mrs|Ms|St|No|[A-Z])$/.test(word) && i + 1 < description.length)
      continue;
    if (/[.;]/.test(char)) sentence = sentence.slice(0, -1);
    break;
  }
  sentence = sentence.replace(/\s+(?=[\s,:])/g, '').trim();
  return /^[A-Z]{2}/.test(sentence) ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1);
}

/**
 * Text that may name a price by a placeholder the page fills from src/content/prime/membership/prices.yaml:
 * {price:<id>} ("₹499 + GST in India or US$15") or {price-with-gst:<id>} ("₹1,180 including GST"). Any other
 * placeholder in braces is refused here; an id the price list lacks, by the content check (src/lib/content/price-tokens.ts).
 */
export const pricedText = (description: string) =>
  text(description)
    .superRefine((value, context) => {
      for (const message of placeholderProblems(value)) context.addIssue({ code: 'custom', message });
    })
    .describe(description);

/**
 * An entry of a list that an editor may take off the site without deleting it: `hidden: true`. The collections'
 * loader (src/content-model/loaders.ts, `withoutHidden`) leaves hidden entries out of everything pages get, so no
 * page, list, feed, search index, sitemap or calendar file shows them; the content check reports a reference to one.
 */
export const hidden = z
  .boolean({ invalid_type_error: 'must be true (keeps this entry off the site) or false' })
  .default(false)
  .describe(
    'true keeps this entry off the site; it stays in the file (set it to false, or delete the line, to show it again).',
  );

/**
 * Fields a loader reads to name an entry, declared by the entry's schema (a strict object refuses any field it does
 * not declare): `listId`, the `id` of an entry of a list file; `slug`, a Markdown entry's address in place of its file
 * name. The field reference and the web editor describe them themselves (scripts/content-check/docs.ts).
 */
// Optional here: the loader, not the schema, requires it (the check reports an entry without one by itself).
export const listId = z.string().optional();
export const slug = z.string().optional();

/** A path inside this site, written lowercase with a leading slash, e.g. "/contact". */
export const sitePath = z
  .string({ required_error: 'is required: a path inside this site such as "/contact"' })
  .regex(
    /^\/[a-z0-9\-/]*(\?[^#\s]*)?(#[\w-]+)?$/,
    'must be a lowercase path inside this site starting with "/", e.g. "/contact" or "/contact?subject=Internship"',
  );

/**
 * The words a page is known by: what visitors type to find it that its own text may not say ("job" for the careers
 * page, "phone" for contact, "IoT" for the Internet of Things internship). The site search finds the page by them and
 * ranks it above pages that merely mention them (src/layouts/BaseLayout.astro); they are not shown on the page.
 */
export const searchWords = z
  .array(text('A word or two visitors search for, e.g. "job".'), { invalid_type_error: 'must be a list of words' })
  .max(12, 'must have at most 12 words: give each page only the words it is the answer to')
  .optional()
  .describe(
    'Optional. Words visitors search for this page by, e.g. "job" or "vacancy" (careers), "phone" or "address" (contact). The site search ranks the page first for them; they are not shown on the page. Give a word only to the page (or the few pages) that answer it: a word many pages have ranks none of them first.',
  );

/**
 * Parts whose values ship as placeholders until the real ones are set (outside addresses, e-mail, phone numbers): the
 * go-live check (src/content-reports/go-live.ts) reads every value one of them checks, in any collection.
 */
export const isMarked = (schema: z.ZodTypeAny) => markOf(schema, 'goLive') === true;
/** Marks a schema part for the go-live check (in its definition, which `.describe()` copies along); returns it. */
export const marked = <T extends z.ZodTypeAny>(schema: T): T => mark(schema, { goLive: true });

/** A full external link, e.g. "https://forms.example.com/enrol". */
export const externalUrl = marked(
  z
    .string({ required_error: 'is required: a full link starting with https://' })
    .url('must be a full link starting with https://, e.g. "https://forms.example.com/enrol"')
    .refine((value) => value.startsWith('https://'), 'must start with https://'),
);

/**
 * The address of an outside enrolment form: a full https:// link that may hold {title} where the chosen
 * internship's or course's title goes, e.g. "https://forms.example.com/f/enrol?programme={title}" (src/lib/content/enrolment.ts).
 */
export const formAddress = externalUrl.superRefine((value, context) => {
  const problem = formAddressProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** A link that is either a site path or a full https:// link. */
export const anyLink = z.union([sitePath, externalUrl], {
  errorMap: () => ({ message: 'must be a site path such as "/contact" or a full https:// link' }),
});

/** A whole number of Indian rupees, written without commas or symbols, e.g. 79000. */
export const rupees = z
  .number({
    required_error: 'is required: a price in rupees, e.g. 79000',
    invalid_type_error: 'must be a number of rupees without commas or "Rs", e.g. 79000',
  })
  .int('must be a whole number of rupees')
  .nonnegative('must not be negative');

/**
 * A calendar date written as YYYY-MM-DD in quotes, e.g. "2025-07-08". Checked as text first because the YAML
 * parser silently rolls impossible dates such as 2025-13-45 over into the next year.
 */
export const isoDate = z
  .string({
    required_error: 'is required: a date written as "YYYY-MM-DD"',
    invalid_type_error: 'must be a date in quotes, written as "YYYY-MM-DD", e.g. "2025-07-08"',
  })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be written as "YYYY-MM-DD", e.g. "2025-07-08"')
  // Only a date written the right way can be a wrong day: one mistake, one message.
  .refine((value) => !ISO_DAY.test(value) || realDay(value), 'is not a real calendar date');

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
function realDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * True when `first` is on or before `last`, or when either is not a real date written "YYYY-MM-DD" (that date has
 * its own message; comparing it would blame the other, correct, date too).
 */
export function inOrder(first: string | undefined, last: string | undefined): boolean {
  if (!first || !last || !ISO_DAY.test(first) || !ISO_DAY.test(last) || !realDay(first) || !realDay(last)) return true;
  return first <= last;
}

/* ---------------------------------------------------------------------------------------------------------------
 * Shared parts by concept. Every collection that shows one of these uses the part from here, never its own copy.
 * ------------------------------------------------------------------------------------------------------------- */

/** The `image()` helper that astro:content passes to a schema function. */
export type ImageHelper = SchemaContext['image'];

/** The fields of a picture; use `picture(image)`. */
const pictureFields = (image: ImageHelper) =>
  z.strictObject({
    src: image().describe(
      'The image file, relative to the YAML or Markdown file, e.g. "../../assets/prime/fdp-1.jpg".',
    ),
    alt: z
      .string({
        required_error: 'is required: describe the picture in one sentence, e.g. "Students testing a robot arm"',
      })
      .trim()
      .default('')
      .describe('What the picture shows, in one sentence, for visitors who cannot see it. Empty only when decorative.'),
    decorative: z
      .boolean()
      .default(false)
      .describe('Set to true only for a picture that adds nothing a visitor needs (then alt may be empty).'),
    caption: z
      .string()
      .trim()
      .optional()
      .describe('An optional caption shown under the picture, e.g. "IoT bootcamp, Sona College, March 2025".'),
  });

/** A refinement: a check of a group of fields as a whole, e.g. a field that another one makes required. */
type Refinement = (value: never, ctx: z.RefinementCtx) => void;

/**
 * Marks a refinement (`.superRefine(requires({ alt: 'unless decorative: true' }, altRequired))`, or alone after a
 * `.refine()`, checking nothing itself) with the fields the group's refinements require, and when ('' for always):
 * the field reference (scripts/content-check/docs.ts) then says "yes, unless decorative: true" where the fields
 * alone say a field may be left out. tests/unit/editing-reference.test.ts checks every field against the check.
 */
export function requires<R extends Refinement>(when: Record<string, string>, refinement?: R): R {
  return Object.assign(refinement ?? (() => undefined), { requires: when }) as unknown as R;
}

/** The same mark on a refined schema of a module's own (not a shared part), after its definition. */
export function markRequired(refined: z.ZodTypeAny, when: Record<string, string>): void {
  mark(refined, { requires: when });
}

/** The fields a part of a schema (marked by `requires` or `markRequired`) says its group requires, and when. */
export const requiredWhen = (part: z.ZodTypeAny): Record<string, string> => {
  const refinement = refinementOf(part) as { requires?: object } | undefined;
  return { ...refinement?.requires, ...(markOf(part, 'requires') as object) } as Record<string, string>;
};

/** Alt text is required unless the picture says it is decorative. */
const checkAlt = (value: { alt: string; decorative: boolean }, ctx: z.RefinementCtx) => {
  if (!value.decorative && value.alt.length === 0) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ['alt'],
      message:
        'is required: describe the picture in one sentence (or set "decorative: true" for a purely decorative picture)',
    });
  }
};
const altRequired = requires({ alt: 'unless decorative: true' }, checkAlt);

/**
 * A picture: the image file and the words a screen reader says in its place. Alt text is required; leave it
 * empty only for a purely decorative picture, and then say so with `decorative: true`.
 * Example: `{ src: "../../assets/prime/fdp-1.jpg", alt: "Faculty members at a soldering workshop" }`.
 */
export const picture = (image: ImageHelper) => pictureFields(image).superRefine(altRequired);

/** One emoji (or a short emoji sequence such as 🧑‍🏫), shown as a decorative icon drawn as a picture, e.g. "📡". */
export const emoji = z
  .string({
    required_error: 'is required: one emoji, e.g. "📡"',
    invalid_type_error: 'must be one emoji in quotes, e.g. "📡"',
  })
  .trim()
  .min(1, 'must not be empty: one emoji, e.g. "📡"')
  .max(16, 'must be one emoji, e.g. "📡", not words')
  .refine(
    (value) => !/[A-Za-z0-9]/.test(value.replace(/\uFE0F|\u200D/g, '')),
    'must be an emoji only, without letters or numbers, e.g. "📡"',
  );

/** A button or text link: the visible words and where it goes. */
export const cta = z.strictObject({
  label: text('The visible text, e.g. "Register Now".'),
  href: anyLink.describe('Where it goes: a site path such as "/contact?subject=Sponsorship" or a full https:// link.'),
});

/** A whole number of US dollars, without "$", e.g. 20. */
export const dollars = z
  .number({
    required_error: 'is required: a price in US dollars, e.g. 20',
    invalid_type_error: 'must be a number of dollars without "$", e.g. 20',
  })
  .int('must be a whole number of dollars')
  .nonnegative('must not be negative');

/**
 * A price: rupees for India and, where the page shows one, US dollars for visitors elsewhere.
 * Example: `{ inr: 2500, usd: 20, note: "+ GST" }`.
 */
export const price = z.strictObject({
  inr: rupees.describe('Rupees, a whole number without commas or "₹", e.g. 2500.'),
  usd: dollars
    .optional()
    .describe('US dollars for international visitors, e.g. 20. Leave out when there is no international price.'),
  note: z.string().trim().optional().describe('A short note after the price, e.g. "+ GST" or "per 4 weeks".'),
});

/**
 * A calendar date in quotes, "YYYY-MM-DD" (the same as isoDate; the name used by the newer schemas).
 * @alias
 */
export const calendarDate = isoDate;

/** A star rating from 1 to 5, decimals allowed, e.g. 4.9. Drawn as stars to the nearest half, written exactly. */
export const rating = z
  .number({
    required_error: 'is required: a rating from 1 to 5, e.g. 4.9',
    invalid_type_error: 'must be a number from 1 to 5, e.g. 4.9',
  })
  .min(1, 'must be at least 1')
  .max(5, 'must be at most 5');

/**
 * A testimonial or review: who said it and what they said.
 * Example: `{ name: "Divya S.", role: "IoT intern", organisation: "Sona College", quote: "...", rating: 5 }`.
 */
export const testimonial = (image: ImageHelper) =>
  z.strictObject({
    name: text('The person quoted, e.g. "R. Senthil Kumar".'),
    role: z.string().trim().optional().describe('Their role, e.g. "Plant Head" or "IoT internship".'),
    organisation: z.string().trim().optional().describe('Their company or college, e.g. "Kongu Textiles, Tiruppur".'),
    quote: text('What they said, without quotation marks.'),
    rating: rating.optional().describe('Their rating from 1 to 5, e.g. 4.9. Leave out when there is none.'),
    badge: z
      .string()
      .trim()
      .max(6, 'must be at most 6 characters')
      .optional()
      .describe('A short code shown in a badge instead of a photo, e.g. "KTX".'),
    photo: picture(image).optional().describe('A square photo of the person.'),
    hidden,
  });

/**
 * A person: an award winner, chief guest, committee member or mentor.
 * Example: `{ name: "Dr. K. Meena", designation: "Professor, ECE", organisation: "PSG Tech", city: "Coimbatore" }`.
 */
export const person = (image: ImageHelper) =>
  z.strictObject({
    name: text('Full name with title, e.g. "Dr. K. Meena".'),
    title: z
      .string()
      .trim()
      .optional()
      .describe('What they are honoured for or their role here, e.g. "Best Teacher Award" or "Chief Guest".'),
    designation: z.string().trim().optional().describe('Their job, e.g. "Professor, Department of ECE".'),
    organisation: z.string().trim().optional().describe('Their college or company, e.g. "PSG College of Technology".'),
    city: z.string().trim().optional().describe('Their city, e.g. "Coimbatore".'),
    photo: picture(image).optional().describe('A photo of the person (a square picture works best).'),
    bio: z.string().trim().optional().describe('A few sentences about them, shown where the page has room.'),
  });

/**
 * An event: a conference, webinar or training day.
 * Example: `{ title: "ICIEMSD 2025", start: "2025-04-14", end: "2025-04-15", place: "Online" }`.
 */
export const eventFields = z.strictObject({
  title: text('The event\'s name, e.g. "ICIEMSD 2025".'),
  start: calendarDate.describe('The first day, "YYYY-MM-DD" in quotes, e.g. "2025-04-14".'),
  end: calendarDate.optional().describe('The last day for events of more than one day, "YYYY-MM-DD" in quotes.'),
  time: z.string().trim().optional().describe('The time as shown, e.g. "07:00 PM – 08:30 PM IST".'),
  place: text('Where: a city and venue, or "Online", e.g. "Bengaluru, India".'),
  link: anyLink.optional().describe('A page with more details: a site path or a full https:// link.'),
});

/** Checks an event's end date against its start; wrap any schema built from eventFields (`.extend(...)`) in it. */
export const checkEventDates = <T extends z.ZodTypeAny>(schema: T) =>
  // The cast keeps the wrapped schema's own output type (refine on a generic T would type it as any).
  schema.refine((value: { start: string; end?: string }) => inOrder(value.start, value.end), {
    path: ['end'],
    message: 'must be on or after the start date',
  }) as z.ZodEffects<T, z.output<T>, z.input<T>>;

/**
 * A question and its answer. The answer is Markdown: **bold**, lists and [links](/contact) work.
 * Example: `{ question: "Can I upgrade later?", answer: "Yes, about once a year..." }`.
 */
export const faqItem = z.strictObject({
  question: text('The question as a visitor would ask it.'),
  answer: pricedText(
    'The answer in Markdown; links are written [words](/path). A price is written as a placeholder filled from prices.yaml, e.g. {price:student-premium} → "₹499 + GST in India or US$15", so the answer never goes stale.',
  ),
  link: cta.optional().describe('An optional button under the answer.'),
  hidden,
});

/* ---------------------------------------------------------------------------------------------------------------
 * Types of the shared parts as components receive them (after parsing; a picture's src is the image's metadata).
 * ------------------------------------------------------------------------------------------------------------- */
type WithPicture<T, K extends keyof T> = Omit<T, K> & {
  [P in K]: undefined extends T[P] ? Picture | undefined : Picture;
};

/** A parsed picture: `src` is the image astro:assets resolved. */
export type Picture = Omit<z.output<ReturnType<typeof picture>>, 'src'> & { src: ImageMetadata };
/** A parsed person; `photo` is a Picture. */
export type Person = WithPicture<z.output<ReturnType<typeof person>>, 'photo'>;
/** A parsed testimonial; `photo` is a Picture. */
export type Testimonial = WithPicture<Omit<z.output<ReturnType<typeof testimonial>>, 'hidden'>, 'photo'>;
export type Price = z.output<typeof price>;
export type Cta = z.output<typeof cta>;

/**
 * A list whose items must differ in `keys`: two steps or roles with one title look like one to visitors. (Entries of
 * a collection get this from the content check; items of a page's list from here.) It looks at the list as written,
 * before its items are parsed, so it is reported along with any other mistake in the list.
 */
export const uniqueBy = <T extends z.ZodTypeAny>(list: z.ZodArray<T>, keys: string | string[], items: string) =>
  z.preprocess((values, ctx) => {
    if (!Array.isArray(values)) return values;
    for (const key of [keys].flat()) {
      const seen = new Map<string, number>();
      values.forEach((value: unknown, index) => {
        const field = (value as Record<string, unknown> | null)?.[key];
        if (typeof field !== 'string') return;
        const first = seen.get(field.trim().toLowerCase());
        if (first === undefined) seen.set(field.trim().toLowerCase(), index);
        else
          // `what`, `fix`: the content check's words; `also`: where the first one is, which it turns into a line.
          ctx.addIssue({
            code: 'custom',
            path: [index, key],
            message: `is used twice in ${items} (also item ${first + 1}): give each its own ${key}`,
            params: {
              what: `${JSON.stringify(field)} is used twice in ${items}`,
              fix: `give each its own ${key}`,
              also: [first, key],
            },
          });
      });
    }
    return values;
  }, list);
