/**
 * Warnings (never errors: a correct file never fails the build) for the lists visitors see as "upcoming" when
 * nothing in them is still ahead on the day the site is built for (SITE_TODAY or today, ~/lib/time/today): the
 * page then shows its empty note, which is right but may not be what the editor wants.
 */
import { isUpcoming } from '../lib/time/today';
import type { LoadedEntry } from '../content-model/check';

const EVENTS = 'src/content/prime/events.yaml';
/** Each list: the page it is on, the file to add to, its collection and (events) the kind of event it lists. */
const lists = [
  { page: '/ematixprime/conference/upcoming', file: EVENTS, collection: 'events', kind: 'conference' },
  { page: '/ematixprime/initiative/upcomingwebinar', file: EVENTS, collection: 'events', kind: 'webinar' },
  {
    page: 'the batch schedule of /ematixprime/internship',
    file: 'src/content/learning/batches.yaml',
    collection: 'internshipBatches',
    kind: 'batch',
  },
];

/** One line per upcoming list with nothing ahead on `today`. */
export function upcomingWarnings(entries: readonly LoadedEntry[], today: string): string[] {
  return lists
    .filter(({ collection, kind }) =>
      entries.every(
        ({ collection: c, raw }) =>
          c !== collection ||
          raw.hidden === true ||
          (c === 'events' && raw.kind !== kind) ||
          typeof raw.start !== 'string' ||
          !isUpcoming({ start: raw.start, end: typeof raw.end === 'string' ? raw.end : undefined }, today),
      ),
    )
    .map(
      ({ page, file, kind }) =>
        `${file}  warning  nothing is ahead on ${today} for ${page}: it says so to visitors  → add a ${kind} with dates from ${today} on (docs/editing.md)`,
    );
}
