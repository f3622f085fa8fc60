/**
 * Today's date in the visitor's time zone and which list a dated event belongs in. Kept apart from calendar.ts and
 * events.ts (which re-export both) so that the webinar lists' script loads these few lines, not the calendar maths.
 */

/**
 * The calendar date of an instant in a time zone, as YYYY-MM-DD: the visitor's own when `timeZone` is left out (in
 * the browser, the zone the device is set to). An instant near midnight is a different date in Salem and in London.
 */
export function isoDateIn(instant: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * True while an event is still to come or under way on `today` (an ISO date in the visitor's time zone): a webinar
 * stays in the upcoming list for the whole of its day and moves to the past list the day after.
 */
export function isUpcoming(event: { start: string; end?: string }, today: string): boolean {
  // ISO dates compare correctly as text; anything else would compare wrongly without a word.
  if (!/^\d{4}-\d\d-\d\d$/.test(today)) throw new RangeError(`isUpcoming: "${today}" is not a date written as YYYY-MM-DD`);
  return (event.end ?? event.start) >= today;
}
