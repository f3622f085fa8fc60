/**
 * Links to the enrolment forms (outside form services). An address may say where the chosen programme's title goes
 * with the placeholder {title}, so the company sees which internship or course a visitor enrolled for:
 * - a form that reads a query parameter: `https://forms.example.com/f/enrol?programme={title}`;
 * - a Google Form, pre-filling a question (its "Get pre-filled link" shows the entry number):
 *   `https://docs.google.com/forms/d/e/…/viewform?usp=pp_url&entry.123456789={title}`.
 * An address without {title} is linked as it is (a form that cannot take the title). Plain functions, tested in
 * tests/unit/enrolment.test.ts; the schemas check addresses with `formAddressProblem`.
 */

/** Where the title goes in a form address. */
const TITLE_PLACEHOLDER = '{title}';

/** What is wrong with the placeholders of a form address, or undefined: {title} is the only one. */
export function formAddressProblem(address: string): string | undefined {
  const other = address.match(/\{[^{}]*\}/g)?.find((placeholder) => placeholder !== TITLE_PLACEHOLDER);
  return other
    ? `${other} is not a placeholder a form address may hold: write {title} where the title goes, e.g. "https://forms.example.com/f/enrol?programme={title}"`
    : undefined;
}

/**
 * The address with the title in place of every {title}, encoded for a URL ("IoT & Cloud" → "IoT%20%26%20Cloud").
 * Without a title (a menu link to the form), each query parameter holding {title} is left out instead.
 */
export function formLink(address: string, title?: string): string {
  if (!address.includes(TITLE_PLACEHOLDER)) return address;
  if (title !== undefined) return address.replaceAll(TITLE_PLACEHOLDER, encodeURIComponent(title.trim()));
  const [base, hash = ''] = address.split('#', 2);
  const [path, query = ''] = base.split('?', 2);
  const kept = query.split('&').filter((pair) => pair && !pair.includes(TITLE_PLACEHOLDER));
  return `${path}${kept.length > 0 ? `?${kept.join('&')}` : ''}${hash ? `#${hash}` : ''}`;
}

/** The fields of an internship `enrolmentUrl` reads. */
export interface Enrollable {
  title: string;
  /** The internship's own enrolment form, when it has one (its Markdown file's `enrolmentForm`). */
  enrolmentForm?: string;
}

/**
 * Where an internship's "Enroll Now" goes: its own form when its file names one, else the shared form of the
 * settings (externalLinks.enrolmentForm), with the internship's title where the address has {title}.
 */
export function enrolmentUrl(internship: Enrollable, settings: { externalLinks: { enrolmentForm: string } }): string {
  return formLink(internship.enrolmentForm ?? settings.externalLinks.enrolmentForm, internship.title);
}
