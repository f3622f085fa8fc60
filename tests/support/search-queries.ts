/**
 * The site search's relevance table: everyday queries and the page each must find in the first three results
 * (tests/e2e/search-relevance.spec.ts). A section's page is named by its route, which the page files must still have;
 * an entry's own page is found from the content (the internship a query names), so a correct editor change (a new
 * internship, a reworded title, another price) never breaks the table.
 */
import { published } from './content';
import { routes } from './routes';
import { internshipPath } from '../../src/lib/content/internships';

/** The words of a text as the search's ranking reads titles: lower case, split at anything but letters and digits. */
export const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

export interface RelevanceQuery {
  query: string;
  /** A route of src/content/pages (a section's own page), or the entry a query names. */
  expect: string | { internship: string };
}

export const RELEVANCE_QUERIES: RelevanceQuery[] = [
  // A section's own page above the pages that mention its word.
  { query: 'internship', expect: '/ematixprime/internship' },
  { query: 'internships', expect: '/ematixprime/internship' },
  { query: 'internship fee', expect: '/ematixprime/internship' },
  { query: 'contact', expect: '/contact' },
  { query: 'phone number', expect: '/contact' },
  { query: 'address', expect: '/contact' },
  { query: 'email', expect: '/contact' },
  { query: 'conference', expect: '/ematixprime/conference' },
  { query: 'conferences', expect: '/ematixprime/conference' },
  { query: 'job', expect: '/careers' },
  { query: 'jobs', expect: '/careers' },
  { query: 'vacancy', expect: '/careers' },
  { query: 'careers', expect: '/careers' },
  { query: 'membership', expect: '/ematixprime/membership' },
  { query: 'membership price', expect: '/ematixprime/membership/membershipform/plan' },
  { query: 'courses', expect: '/service/course' },
  { query: 'course fees', expect: '/service/course' },
  { query: 'pcb course', expect: '/service/course' },
  { query: 'blog', expect: '/blog' },
  { query: 'franchise', expect: '/partner' },
  { query: 'fdp', expect: '/ematixprime/initiative/faculty' },
  { query: 'webinar', expect: '/ematixprime/initiative/upcomingwebinar' },
  { query: 'awards', expect: '/service/awardrecognition' },
  { query: 'about', expect: '/about-us' },
  { query: 'products', expect: '/products' },
  { query: 'services', expect: '/service' },
  { query: 'ematix prime', expect: '/ematixprime' },
  { query: 'inplant training', expect: '/service/inplant' },
  { query: 'sponsor', expect: '/ematixprime/conference/sponsor' },
  { query: 'student chapter', expect: '/ematixprime/community/student' },
  { query: 'android app', expect: '/services/android-development' },
  // An entry's own page above the posts and events that mention it.
  { query: 'iot', expect: { internship: 'iot' } },
  { query: 'vlsi', expect: { internship: 'vlsi' } },
  { query: 'robotics internship', expect: { internship: 'robotics' } },
  { query: 'cybersecurity', expect: { internship: 'cybersecurity' } },
];

/** "Internet of Things" → "iot": the initials of a title's words, how a visitor abbreviates it. */
export const initials = (title: string) =>
  words(title)
    .map((word) => word[0])
    .join('');

const internships = await published<{ title: string; searchWords?: string[] }>('internships');

/**
 * The paths a query may reach to pass: the route, or the page of every published internship the word names (in its
 * title, the initials of its title, or the words it is known by).
 */
export function expectedPaths({ query, expect }: RelevanceQuery): string[] {
  if (typeof expect === 'string') {
    if (!routes.some((route) => route.id === expect))
      throw new Error(`"${query}": ${expect} is not a page of src/content/pages`);
    return [expect];
  }
  const word = expect.internship;
  const named = internships.filter(({ data }) =>
    [...words(data.title), initials(data.title), ...words((data.searchWords ?? []).join(' '))].includes(word),
  );
  if (named.length === 0) throw new Error(`"${query}": no published internship is named by "${word}"`);
  return named.map((entry) => internshipPath(entry.id));
}
