/**
 * The one order of every dated list (docs/architecture.md, "Order of entries"): events, webinars, batches, courses,
 * the past conferences of a year, the calendar's month, the MOU and events gallery. A dated list is shown by its dates,
 * whatever the order in its file, so an editor adds an entry anywhere: what is ahead soonest first (what comes next
 * is read first), what is over newest first (the latest is the most sought). Things of the same dates keep the order
 * they are written in, so an editor still decides a tie by moving an entry in the file.
 */

/** "soonest-first": by first day, earliest first (upcoming lists, the calendar); "newest-first": latest first (past lists). */
export type DateOrder = 'soonest-first' | 'newest-first';

/** The dates that order a thing: its first day and, when it lasts longer, its last day (ISO "YYYY-MM-DD"). */
export interface DateSpan {
  start: string;
  end?: string;
}

const ISO = /^\d{4}-\d\d-\d\d$/;

function checked(day: string): string {
  // ISO dates order correctly as text; anything else would sort wrongly without a word.
  if (!ISO.test(day)) throw new RangeError(`byDate: "${day}" is not a date written as YYYY-MM-DD`);
  return day;
}

/**
 * A dated list in date order (a new array; the list given is left as it is): by first day, then by last day (a
 * one-day thing before a longer one starting the same day, when soonest first), ties in the order given. Things
 * that carry `start` and `end` are read directly; for others, `datesOf` gives their dates, and those without any
 * (undefined) come after every dated thing, in the order given.
 */
export function byDate<T extends DateSpan>(items: readonly T[], order?: DateOrder): T[];
export function byDate<T>(items: readonly T[], order: DateOrder, datesOf: (item: T) => DateSpan | undefined): T[];
export function byDate<T>(
  items: readonly T[],
  order: DateOrder = 'soonest-first',
  datesOf: (item: T) => DateSpan | undefined = (item) => item as DateSpan,
): T[] {
  if (order !== 'soonest-first' && order !== 'newest-first')
    throw new RangeError(`byDate: order must be "soonest-first" or "newest-first", got ${String(order)}`);
  const direction = order === 'soonest-first' ? 1 : -1;
  const keyed = items.map((item, index) => {
    const dates = datesOf(item);
    const start = dates?.start ? checked(dates.start) : undefined;
    return { item, index, start, last: start && dates?.end ? checked(dates.end) : start };
  });
  keyed.sort((a, b) => {
    if (!a.start || !b.start) return (a.start ? -1 : b.start ? 1 : 0) || a.index - b.index;
    return direction * (a.start.localeCompare(b.start) || a.last!.localeCompare(b.last!)) || a.index - b.index;
  });
  return keyed.map(({ item }) => item);
}
