/**
 * Schema pieces shared by several collections. Messages are written for editors: they say what the field is and
 * what a correct value looks like, because the build prints them next to the file name.
 */
import { z } from 'astro/zod';

/** Required text. `hint` completes "… is required: <hint>". */
export const text = (hint: string) =>
  z
    .string({ required_error: `is required: ${hint}`, invalid_type_error: `must be text: ${hint}` })
    .trim()
    .min(1, `must not be empty: ${hint}`);

/** A path inside this site, written lowercase with a leading slash, e.g. "/contact". */
export const sitePath = z
  .string({ required_error: 'is required: a path inside this site such as "/contact"' })
  .regex(
    /^\/[a-z0-9\-/]*(\?[^#\s]*)?(#[\w-]+)?$/,
    'must be a lowercase path inside this site starting with "/", e.g. "/contact" or "/contact?subject=Internship"',
  );

/** A full external link, e.g. "https://forms.example.com/enrol". */
export const externalUrl = z
  .string({ required_error: 'is required: a full link starting with https://' })
  .url('must be a full link starting with https://, e.g. "https://forms.example.com/enrol"')
  .refine((value) => value.startsWith('https://'), 'must start with https://');

/** A link that is either a site path or a full https:// link. */
export const anyLink = z.union([sitePath, externalUrl], {
  errorMap: () => ({ message: 'must be a site path such as "/contact" or a full https:// link' }),
});

/** A whole number of Indian rupees, written without commas or symbols, e.g. 79000. */
export const rupees = z
  .number({ required_error: 'is required: a price in rupees, e.g. 79000', invalid_type_error: 'must be a number of rupees without commas or "Rs", e.g. 79000' })
  .int('must be a whole number of rupees')
  .nonnegative('must not be negative');

/**
 * A calendar date written as YYYY-MM-DD in quotes, e.g. "2025-07-08". Checked as text first because the YAML
 * parser silently rolls impossible dates such as 2025-13-45 over into the next year.
 */
export const isoDate = z
  .string({ required_error: 'is required: a date written as "YYYY-MM-DD"', invalid_type_error: 'must be a date in quotes, written as "YYYY-MM-DD", e.g. "2025-07-08"' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be written as "YYYY-MM-DD", e.g. "2025-07-08"')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'is not a real calendar date');

/** A link shown as a button or text link. */
export const link = z.object({
  /** The visible text, e.g. "Contact us". */
  label: text('the visible text of the link'),
  /** Where it goes: a site path ("/contact") or a full https:// link. */
  href: anyLink,
});
