/**
 * Warnings (never errors: a correct file never fails the build) for the lists visitors see as "upcoming" when
 * nothing in them is still ahead on the day the site is built for (SITE_TODAY or today, ~/lib/site-today): the
 * page then shows its empty note, which is right but may not be what the editor wants.
 */
import { isUpcoming } from '../../lib/today';
import type { LoadedEntry } from './index';

interface UpcomingList {
  /** What the visitor sees, e.g. "/ematixprime/conference/upcoming". */
  page: string;
  /** The file to add to. */
  file: string;
  collection: string;
  /** Which entries of the collection are in the list. */
  includes: (raw: Record<string, unknown>) => boolean;
  what: string;
}

const lists: UpcomingList[] = [
  {
    page: '/ematixprime/conference/upcoming',
    file: 'src/content/prime/events.yaml',
    collection: 'events',
    includes: (raw) => raw.kind === 'conference',
    what: 'a conference',
  },
  {
    page: '/ematixprime/initiative/upcomingwebinar',
    file: 'src/content/prime/events.yaml',
    collection: 'events',
    includes: (raw) => raw.kind === 'webinar',
    what: 'a webinar',
  },
  {
    page: 'the batch schedule of /ematixprime/internship',
    file: 'src/content/learning/batches.yaml',
    collection: 'internshipBatches',
    includes: () => true,
    what: 'a batch',
  },
];

/** One line per upcoming list with nothing ahead on `today`. */
export function upcomingWarnings(entries: readonly LoadedEntry[], today: string): string[] {
  return lists.flatMap((list) => {
    const dated = entries.filter((entry) => entry.collection === list.collection && list.includes(entry.raw));
    const ahead = dated.some(
      (entry) =>
        typeof entry.raw.start === 'string' &&
        isUpcoming(
          { start: entry.raw.start, end: typeof entry.raw.end === 'string' ? entry.raw.end : undefined },
          today,
        ),
    );
    return ahead
      ? []
      : [
          `${list.file}  warning  nothing is ahead on ${today} for ${list.page}: it says so to visitors  → add ${list.what} with dates from ${today} on (docs/editing.md)`,
        ];
  });
}
