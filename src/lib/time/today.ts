/**
 * The one rule for time: whether a dated thing (a conference, webinar, batch, course start, training, challenge or
 * registration deadline) is still ahead, under way or over on a given day, and what that means for what a page
 * offers. Pages apply it for the build's date (src/lib/time/today.ts) and the shared page script of
 * components/ui/TimeAware.astro applies it again with the visitor's own date, so a page built in March and read in
 * December shows December's truth. Kept small and free of imports: the page script bundles a copy of it.
 */

/** The dates of a thing, ISO "YYYY-MM-DD": its first day, its last day (one-day things leave it out) and the last
 * day to register (when registration closes before the thing starts). */
export interface Dated {
  start: string;
  end?: string;
  closes?: string;
}

/** "soon": not started yet; "running": between its first and last day, both included; "past": over. */
export type Phase = 'soon' | 'running' | 'past';

/**
 * What a part of a page is shown for (the `data-when` attribute of TimeAware):
 * - "ahead": still to come or under way (an upcoming list's items, "Add to calendar");
 * - "soon", "running", "past": that phase only ("Starts ...", "Running now", "Held on ...");
 * - "open", "closed": registration open (to its deadline, or else to the last day) or closed ("Register Now");
 * - "closed-ahead": registration closed while the thing is still ahead or under way ("Registration closed on ...",
 *   from the day after its `closes` deadline until it is over; then "past" takes over).
 */
export type When = 'ahead' | Phase | 'open' | 'closed' | 'closed-ahead';

/** Where registration stands: "open"; "closed" (its deadline has passed, the thing is still ahead); "over" (held). */
export type Registration = 'open' | 'closed' | 'over';

const ISO = /^\d{4}-\d\d-\d\d$/;

function checkDay(day: string): void {
  // ISO dates compare correctly as text; anything else would compare wrongly without a word. (Short: the page
  // script carries this module, within its budget; the stack says where.)
  if (!ISO.test(day)) throw new RangeError(`"${day}" is not a date written as YYYY-MM-DD`);
}

/**
 * The calendar date of an instant in a time zone, as YYYY-MM-DD: the visitor's own when `timeZone` is left out (in
 * the browser, the zone the device is set to). An instant near midnight is a different date in Salem and in London.
 */
export function isoDateIn(instant: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * The day a page is read on, in the browser: the preview day when the page carries one (`data-preview-today` on
 * <html>, written only by `astro dev` run with SITE_TODAY, so an editor's preview is true with JavaScript on), else
 * the visitor's own date in their own time zone. A production build never carries one: each visitor's date decides.
 */
export function readingDay(previewDay: string | null | undefined, now: Date = new Date()): string {
  return previewDay && ISO.test(previewDay) ? previewDay : isoDateIn(now);
}

/** Where a dated thing stands on `today`: a thing is under way for the whole of its first and last day. */
export function phaseOn(item: Dated, today: string): Phase {
  checkDay(today);
  checkDay(item.start);
  if (today < item.start) return 'soon';
  return today <= (item.end || item.start) ? 'running' : 'past';
}

/** True while a thing is still to come or under way: it belongs in an "upcoming" list and keeps "Add to calendar". */
export function isUpcoming(item: Dated, today: string): boolean {
  return phaseOn(item, today) !== 'past';
}

/**
 * True while registration is open: up to and including its deadline (`closes`) when there is one, else up to and
 * including the last day. A deadline after the last day counts as the last day.
 */
export function registrationOpen(item: Dated, today: string): boolean {
  const last = item.end || item.start;
  const closes = item.closes && item.closes < last ? item.closes : last;
  return phaseOn(item, today) !== 'past' && today <= closes;
}

/** Where registration for a thing stands on `today` (see Registration). */
export function registrationState(item: Dated, today: string): Registration {
  if (phaseOn(item, today) === 'past') return 'over';
  return registrationOpen(item, today) ? 'open' : 'closed';
}

/** Whether a part marked `when` is shown on `today` (see When). */
export function shows(when: string, item: Dated, today: string): boolean {
  switch (when) {
    case 'ahead':
      return isUpcoming(item, today);
    case 'open':
      return registrationOpen(item, today);
    case 'closed':
      return !registrationOpen(item, today);
    case 'closed-ahead':
      // registrationState(...) === 'closed', written out: the page script carries this function, not that one.
      return isUpcoming(item, today) && !registrationOpen(item, today);
    case 'soon':
    case 'running':
    case 'past':
      return phaseOn(item, today) === when;
    default:
      throw new RangeError(`"${when}" is not a When`);
  }
}

/** The year or range of years of a list's items, by their first days: "2025", "2025–2026"; "" for none. */
export function yearSpan(starts: readonly string[]): string {
  const years = starts.map((start) => Number(start.slice(0, 4))).filter(Number.isFinite);
  if (years.length === 0) return '';
  const first = Math.min(...years);
  const last = Math.max(...years);
  return first === last ? String(first) : `${first}–${last}`;
}

/**
 * The day the site is built for: `SITE_TODAY=YYYY-MM-DD` when set (an editor previews how the site will look on a
 * date; the tests pin the clock), else the build's own date in India, where the events are run from. Pages decide
 * what is upcoming, open or past for this day (~/lib/time/today); the visitor's browser decides again for its own day.
 */
export function siteToday(env: Record<string, string | undefined> = process.env, now: Date = new Date()): string {
  const pinned = env.SITE_TODAY?.trim();
  if (!pinned) return isoDateIn(now, 'Asia/Kolkata');
  const real = /^\d{4}-\d\d-\d\d$/.test(pinned) && new Date(`${pinned}T00:00:00Z`).toISOString().startsWith(pinned);
  if (!real)
    throw new Error(`SITE_TODAY="${pinned}" must be a real date written as YYYY-MM-DD, e.g. SITE_TODAY=2025-03-01`);
  return pinned;
}

/**
 * The preview day a page carries for its scripts (`data-preview-today` on <html>, read by `readingDay` of ~/lib/time/today):
 * SITE_TODAY, only under `astro dev` (`dev`: `import.meta.env.DEV`), so an editor previewing a day sees it with
 * JavaScript on too. A production build leaves it out even when built with SITE_TODAY: its pages are read for months,
 * and each visitor's own date must decide (the tests build for a fixed day and move the browser's clock).
 */
export function previewDay(dev: boolean, env: Record<string, string | undefined> = process.env): string | undefined {
  return dev && env.SITE_TODAY?.trim() ? siteToday(env) : undefined;
}

/** The data attributes that make an element a dated thing for TimeAware's page script. */
export function datedAttrs(item: Dated): Record<string, string | undefined> {
  return { 'data-start': item.start, 'data-end': item.end, 'data-closes': item.closes };
}

/**
 * The attributes of a part shown only `when` (components/ui/TimeAware.astro): hidden on the build's day when it
 * does not apply, and decided again in the visitor's browser.
 */
export function whenAttrs(
  when: When,
  item: Dated,
  today: string = siteToday(),
): { 'data-when': When; hidden: boolean } {
  return { 'data-when': when, hidden: !shows(when, item, today) };
}
