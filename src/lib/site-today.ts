/**
 * The day the site is built for: `SITE_TODAY=YYYY-MM-DD` when set (an editor previews how the site will look on a
 * date; the tests pin the clock), else the build's own date in India, where the events are run from. Pages decide
 * what is upcoming, open or past for this day (~/lib/today); the visitor's browser decides again for its own day.
 */
import { isoDateIn, shows, type Dated, type When } from './today';

export function siteToday(env: Record<string, string | undefined> = process.env, now: Date = new Date()): string {
  const pinned = env.SITE_TODAY?.trim();
  if (!pinned) return isoDateIn(now, 'Asia/Kolkata');
  const real = /^\d{4}-\d\d-\d\d$/.test(pinned) && new Date(`${pinned}T00:00:00Z`).toISOString().startsWith(pinned);
  if (!real)
    throw new Error(`SITE_TODAY="${pinned}" must be a real date written as YYYY-MM-DD, e.g. SITE_TODAY=2025-03-01`);
  return pinned;
}

/**
 * The preview day a page carries for its scripts (`data-preview-today` on <html>, read by `readingDay` of ~/lib/today):
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
