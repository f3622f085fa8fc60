/**
 * Month maths for the conference calendar: month grids, week starts, moving between days and months, and the
 * visitor's "today" in their own time zone. Dates are ISO strings ("2025-04-14") and months are { year, month }
 * with month 1–12, so nothing here depends on the time zone of the machine that runs it.
 */
import { byDate } from './date-order';

/** A calendar month; `month` is 1 (January) to 12 (December). */
export interface Month {
  year: number;
  month: number;
}

/** The first day of the week: 0 = Sunday (the usual Indian wall calendar, en-IN), 1 = Monday (ISO 8601). */
export type WeekStart = 0 | 1;

/** One square of a month grid: a day of the month, or null for the blank squares before and after it. */
export type GridCell = { iso: string; day: number } | null;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function checkMonth({ year, month }: Month): void {
  if (!Number.isInteger(year) || year < 1 || year > 9999)
    throw new RangeError(`calendar: year ${year} is not a year from 1 to 9999`);
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`calendar: month ${month} is not 1–12`);
}

/** True for leap years of the Gregorian calendar: every 4th year, except centuries not divisible by 400. */
function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The number of days in a month, e.g. 29 for February 2024 and 28 for February 2100. */
function daysInMonth(year: number, month: number): number {
  checkMonth({ year, month });
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

/** "2025-04-14" from its parts, zero-padded. */
export function toIso(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The parts of an ISO date; fails on text that is not a real date. */
export function parseIso(iso: string): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new RangeError(`calendar: "${iso}" is not a date written as YYYY-MM-DD`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  checkMonth({ year, month });
  if (day < 1 || day > daysInMonth(year, month)) throw new RangeError(`calendar: "${iso}" is not a real calendar date`);
  return { year, month, day };
}

/** Day of the week, 0 = Sunday … 6 = Saturday (proleptic Gregorian, independent of time zones). */
function weekday(iso: string): number {
  const { year, month, day } = parseIso(iso);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCDay();
}

/** The date `days` days after (or before, when negative) an ISO date, across months and years. */
export function addDays(iso: string, days: number): string {
  const { year, month, day } = parseIso(iso);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day + days);
  return toIso(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** The month `count` months after (or before) a month, across years. */
export function addMonths({ year, month }: Month, count: number): Month {
  checkMonth({ year, month });
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

/** The month an ISO date falls in. */
export function monthOf(iso: string): Month {
  const { year, month } = parseIso(iso);
  return { year, month };
}

export function sameMonth(a: Month, b: Month): boolean {
  return a.year === b.year && a.month === b.month;
}

/**
 * A month as weeks of seven squares, the first week starting on `weekStart`. Always six weeks (42 squares), so the
 * grid keeps the same height from month to month and the page does not move when the visitor changes month.
 */
export function monthGrid({ year, month }: Month, weekStart: WeekStart = 0): GridCell[][] {
  checkMonth({ year, month });
  const first = toIso(year, month, 1);
  const lead = (weekday(first) - weekStart + 7) % 7;
  const length = daysInMonth(year, month);
  const cells: GridCell[] = Array.from({ length: 42 }, (_, index) => {
    const day = index - lead + 1;
    return day >= 1 && day <= length ? { iso: toIso(year, month, day), day } : null;
  });
  return Array.from({ length: 6 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Weekday names in grid order, e.g. [{ short: "Sun", long: "Sunday" }, …] for a Sunday start. */
export function weekdayNames(weekStart: WeekStart = 0, locale = 'en-IN'): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = new Date(Date.UTC(2023, 0, 1 + ((index + weekStart) % 7)));
    return { short: short.format(date), long: long.format(date) };
  });
}

/** "April 2025". */
export function formatMonth({ year, month }: Month, locale = 'en-IN'): string {
  checkMonth({ year, month });
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 1),
  );
}

/** "Monday, 14 April 2025". */
export function formatDayLong(iso: string, locale = 'en-IN'): string {
  const { year, month, day } = parseIso(iso);
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day));
}

/**
 * The day focus moves to for a key, or null for a key the grid does not handle: arrows move a day or a week,
 * Home and End go to the start and end of the week, Page Up and Page Down go to the same day of the previous or
 * next month (the last day when that month is shorter, e.g. 31 March → 28 February).
 */
export function dayForKey(iso: string, key: string, weekStart: WeekStart = 0): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(iso, -1);
    case 'ArrowRight':
      return addDays(iso, 1);
    case 'ArrowUp':
      return addDays(iso, -7);
    case 'ArrowDown':
      return addDays(iso, 7);
    case 'Home':
      return addDays(iso, -((weekday(iso) - weekStart + 7) % 7));
    case 'End':
      return addDays(iso, 6 - ((weekday(iso) - weekStart + 7) % 7));
    case 'PageUp':
    case 'PageDown': {
      const { day } = parseIso(iso);
      const target = addMonths(monthOf(iso), key === 'PageUp' ? -1 : 1);
      return toIso(target.year, target.month, Math.min(day, daysInMonth(target.year, target.month)));
    }
    default:
      return null;
  }
}

/** The day that holds the keyboard focus when a month is shown: today if it is in that month, else the 1st. */
export function focusDayFor(shown: Month, today: string | null): string {
  return today && sameMonth(monthOf(today), shown) ? today : toIso(shown.year, shown.month, 1);
}

/** A dated event as the calendar needs it. */
export interface CalendarEvent {
  id: string;
  title: string;
  start: string;
  end?: string;
}

/**
 * The events on each day of a month (an event of several days is on each of them), keyed by ISO date; each day's in
 * date order (~/lib/time/date-order), whatever the order given.
 */
export function eventsByDay<T extends CalendarEvent>(events: readonly T[], shown: Month): Map<string, T[]> {
  const days = new Map<string, T[]>();
  const first = toIso(shown.year, shown.month, 1);
  const last = toIso(shown.year, shown.month, daysInMonth(shown.year, shown.month));
  for (const event of byDate(events)) {
    const end = event.end ?? event.start;
    if (end < event.start)
      throw new RangeError(`calendar: event "${event.id}" ends (${end}) before it starts (${event.start})`);
    // ISO dates compare as text, so the overlap test needs no Date objects.
    let day = event.start < first ? first : event.start;
    const stop = end > last ? last : end;
    while (day <= stop) {
      days.set(day, [...(days.get(day) ?? []), event]);
      day = addDays(day, 1);
    }
  }
  return days;
}

/** The events that touch a month, in date order (~/lib/time/date-order: soonest first), whatever the order given. */
export function eventsInMonth<T extends CalendarEvent>(events: readonly T[], shown: Month): T[] {
  const first = toIso(shown.year, shown.month, 1);
  const last = toIso(shown.year, shown.month, daysInMonth(shown.year, shown.month));
  return byDate(events).filter((event) => event.start <= last && (event.end ?? event.start) >= first);
}

/** The first event that starts after `iso` (earliest start; the data's order breaks ties), or null. */
export function firstEventAfter<T extends CalendarEvent>(events: readonly T[], iso: string): T | null {
  let best: T | null = null;
  for (const event of events) if (event.start > iso && (!best || event.start < best.start)) best = event;
  return best;
}
