/** Small logic of the course, award and gallery pages: chip lists, course dates, gallery card lines and order. */
import { byDate } from '../time/date-order';

/** How many chips each list on /ematixprime/course shows before "+N more" (SPEC §9). */
export const CHIPS_SHOWN = { technologies: 8, domains: 6 } as const;

export interface ChipSplit {
  /** The chips shown at once. */
  visible: string[];
  /** The chips behind the "+N more" control. */
  more: string[];
  /** The control's label, e.g. "+6 more"; empty when nothing is hidden. */
  moreLabel: string;
}

/** The first `shown` chips, the rest, and the "+N more" label for the rest. */
export function splitChips(items: readonly string[], shown: number): ChipSplit {
  if (!Number.isInteger(shown) || shown < 0)
    throw new RangeError(`splitChips: shown must be a whole number ≥ 0, got ${shown}`);
  const visible = items.slice(0, shown);
  const more = items.slice(shown);
  return { visible, more, moreLabel: more.length > 0 ? `+${more.length} more` : '' };
}

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2025-01-15" → "15 January 2025". */
export function formatLongDate(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime()))
    throw new RangeError(`"${value}" is not a YYYY-MM-DD date`);
  return longDate.format(date);
}

/**
 * What a course card offers. A course is a product, not an event (DECISIONS "Behaviour"): "Buy" while the content
 * sells it (`onSale`, true unless the editor sets false), on any day; its start date changes only the batch
 * wording ("Starts …" until that day, then "Next batch: dates on request"), never the offer.
 */
export function courseOffer(course: { onSale?: boolean; start: string }): { buy: boolean } {
  return { buy: course.onSale !== false };
}

/** A gallery card's "when" line: "12 March 2025", "30 days", or "12 March 2025 · 5 days". */
export function galleryWhen(card: { date?: string; days?: number }): string {
  const parts = [
    card.date ? formatLongDate(card.date) : '',
    card.days ? `${card.days} ${card.days === 1 ? 'day' : 'days'}` : '',
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * A gallery's cards in the order shown: dated cards newest first, like every list of what is over (~/lib/time/date-order);
 * cards with only a number of days after them, in the order written.
 */
export function galleryOrder<T extends { date?: string }>(cards: readonly T[]): T[] {
  return byDate(cards, 'newest-first', (card) => (card.date ? { start: card.date } : undefined));
}

/** A gallery card as the page shows it: its own fields, or those of the event it names. */
export interface ShownGalleryCard<P> {
  title: string;
  college: string;
  date?: string;
  days?: number;
  extra?: string;
  pictures: P[];
}

/** What a gallery card takes from the FDP it names (src/content/prime/initiatives/fdp.yaml). */
export interface GalleryEvent<P> {
  title: string;
  college: string;
  start: string;
  end?: string;
  events: P[];
}

/** Calendar days from `start` to `end`, both counted: "2025-03-10" to "2025-03-14" → 5. */
function daysInclusive(start: string, end: string): number {
  const days = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
  if (!Number.isFinite(days) || days < 1) throw new RangeError(`"${end}" is before "${start}"`);
  return days;
}

/**
 * A gallery card with the facts of the event it names filled in: an FDP card shows the FDP's title, college, first
 * day, number of days and events pictures, so the gallery and the FDP page never disagree. A card without `fdp`
 * comes back as written. `findFdp` looks the FDP up by id (the build's getEntry, or the tests' data).
 */
export function resolveGalleryCard<P>(
  card: {
    fdp?: { id: string };
    title?: string;
    college?: string;
    date?: string;
    days?: number;
    extra?: string;
    pictures?: P[];
  },
  findFdp: (id: string) => GalleryEvent<P> | undefined,
): ShownGalleryCard<P> {
  if (card.fdp) {
    const fdp = findFdp(card.fdp.id);
    if (!fdp)
      throw new Error(
        `a gallery card names the FDP "${card.fdp.id}", which src/content/prime/initiatives/fdp.yaml does not have`,
      );
    return {
      title: fdp.title,
      college: fdp.college,
      date: fdp.start,
      days: fdp.end ? daysInclusive(fdp.start, fdp.end) : 1,
      extra: card.extra,
      pictures: fdp.events,
    };
  }
  if (!card.title || !card.college || !card.pictures)
    throw new Error('a gallery card needs a title, a college and pictures, or an fdp');
  return {
    title: card.title,
    college: card.college,
    date: card.date,
    days: card.days,
    extra: card.extra,
    pictures: card.pictures,
  };
}
