/** Small logic of the course, award and gallery pages: chip lists, course dates, gallery card lines. */

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
  if (!Number.isInteger(shown) || shown < 0) throw new RangeError(`splitChips: shown must be a whole number ≥ 0, got ${shown}`);
  const visible = items.slice(0, shown);
  const more = items.slice(shown);
  return { visible, more, moreLabel: more.length > 0 ? `+${more.length} more` : '' };
}

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2025-01-15" → "15 January 2025". */
export function formatLongDate(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime())) throw new RangeError(`"${value}" is not a YYYY-MM-DD date`);
  return longDate.format(date);
}

/** A gallery card's "when" line: "12 March 2025", "30 days", or "12 March 2025 · 5 days". */
export function galleryWhen(card: { date?: string; days?: number }): string {
  const parts = [card.date ? formatLongDate(card.date) : '', card.days ? `${card.days} ${card.days === 1 ? 'day' : 'days'}` : ''];
  return parts.filter(Boolean).join(' · ');
}

/** Batches in the schedule's order: by first day, then by what starts (A to Z), so two batches of a day keep one order. */
export function batchOrder<T extends { start: string; text: string }>(batches: readonly T[]): T[] {
  return [...batches].sort((a, b) => a.start.localeCompare(b.start) || a.text.localeCompare(b.text));
}
