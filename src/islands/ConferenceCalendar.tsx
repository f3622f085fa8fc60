/**
 * The conference calendar of /ematixprime/conference: one month as a grid of days, with the days of conferences
 * and webinars marked and named, today marked (aria-current="date"), previous / next month buttons, and the ARIA
 * date-grid keyboard model (arrows move a day or a week, Home / End the week, Page Up / Page Down the month; one
 * day is in the Tab order: roving tabindex).
 *
 * The build renders `initialMonth` (the month of the build, in India) without a "today", because the server cannot
 * know the visitor's date. After hydration the calendar switches to the visitor's own month in their own time zone
 * and marks today (under `SITE_TODAY=... npm run dev`, the previewed day: `readingDay`). A month's events are listed
 * in date order, whatever the order of the data. The grid always has six weeks and the list under it a fixed minimum height, so the switch moves
 * nothing else on the page. Month maths: ~/lib/time/calendar (unit-tested).
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  addDays,
  addMonths,
  dayForKey,
  eventsByDay,
  eventsInMonth,
  firstEventAfter,
  focusDayFor,
  formatDayLong,
  formatMonth,
  monthGrid,
  monthOf,
  sameMonth,
  toIso,
  weekdayNames,
  type Month,
  type WeekStart,
} from '~/lib/time/calendar';
import { formatDateRange } from '~/lib/format/numbers';
import { cardClasses } from '~/lib/ui/classes';
import { isUpcoming, readingDay } from '~/lib/time/today';
import ErrorBoundary from './ErrorBoundary';
import LineIcon from './LineIcon';

/** An event as the calendar shows it. */
export interface CalendarItem {
  id: string;
  title: string;
  kind: 'conference' | 'webinar';
  start: string;
  end?: string;
  place: string;
  /** The page about the event. */
  href: string;
  /** Its "Add to calendar" file. */
  ics: string;
}

interface Props {
  /** Every conference and webinar, in any order (the calendar shows them by date). */
  events: CalendarItem[];
  /** The month the build shows before the calendar knows the visitor's date. */
  initialMonth: Month;
  /** The day the build was made for (SITE_TODAY or the build's date): which events still offer "Add to calendar" before hydration. */
  buildDay: string;
  /** First day of the week: 0 Sunday (default, as Indian wall calendars), 1 Monday. */
  weekStart?: WeekStart;
  /** Id prefix, unique on the page. */
  id?: string;
}

const KIND_LABEL = { conference: 'Conference', webinar: 'Webinar' } as const;

const arrow = (direction: 'left' | 'right') => (
  <LineIcon>
    <path d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
  </LineIcon>
);

function Calendar({ events, initialMonth, buildDay, weekStart = 0, id = 'calendar' }: Props) {
  const [shown, setShown] = useState<Month>(initialMonth);
  const [today, setToday] = useState<string | null>(null);
  const [focusDay, setFocusDay] = useState(() => focusDayFor(initialMonth, null));
  const grid = useRef<HTMLTableElement>(null);
  // Set when a key moved the focus, so the newly focused day receives it after the render.
  const moveFocus = useRef(false);

  // The visitor's month and today, in their own time zone: only known in the browser, after hydration.
  useEffect(() => {
    const now = readingDay(document.documentElement.dataset.previewToday);
    setToday(now);
    setShown(monthOf(now));
    setFocusDay(now);
  }, []);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay, shown]);

  const showMonth = (month: Month) => {
    setShown(month);
    setFocusDay(focusDayFor(month, today));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableCellElement>) => {
    const next = dayForKey(focusDay, event.key, weekStart);
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    if (!sameMonth(monthOf(next), shown)) setShown(monthOf(next));
    setFocusDay(next);
  };

  const byDay = eventsByDay(events, shown);
  const inMonth = eventsInMonth(events, shown);
  const monthName = formatMonth(shown);
  const previous = addMonths(shown, -1);
  const following = addMonths(shown, 1);
  // For an empty month: the first event after it, with a button to go there.
  const next = inMonth.length === 0 ? firstEventAfter(events, addDays(toIso(shown.year, shown.month, 1), -1)) : null;
  const headingId = `${id}-month`;

  return (
    <div className={`${cardClasses()} p-3 sm:p-6`} data-calendar>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700"
          onClick={() => showMonth(previous)}
          aria-label={`Previous month, ${formatMonth(previous)}`}
        >
          {arrow('left')}
        </button>
        <h3 id={headingId} className="text-h3 text-brand-950" aria-live="polite">
          {monthName}
        </h3>
        <button
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700"
          onClick={() => showMonth(following)}
          aria-label={`Next month, ${formatMonth(following)}`}
        >
          {arrow('right')}
        </button>
      </div>

      <table ref={grid} role="grid" aria-labelledby={headingId} className="mt-3 w-full table-fixed border-collapse">
        <thead>
          <tr>
            {weekdayNames(weekStart).map((name) => (
              <th
                key={name.long}
                scope="col"
                abbr={name.long}
                className="pb-2 text-xs font-semibold uppercase text-ink-muted"
              >
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(shown, weekStart).map((week, row) => (
            <tr key={row}>
              {week.map((cell, column) => {
                // A blank day keeps a day's height, so a month whose sixth week is empty is as tall as any other.
                if (!cell)
                  return (
                    <td key={`blank-${column}`} className="border border-ink-soft bg-ink-soft p-1 sm:p-1.5">
                      <div className="h-11 sm:h-[5.25rem]" />
                    </td>
                  );
                const dayEvents = byDay.get(cell.iso) ?? [];
                const kind = dayEvents.some((e) => e.kind === 'conference')
                  ? 'conference'
                  : dayEvents.length
                    ? 'webinar'
                    : null;
                const isToday = cell.iso === today;
                return (
                  <td
                    key={cell.iso}
                    data-day={cell.iso}
                    data-kind={kind ?? undefined}
                    tabIndex={cell.iso === focusDay ? 0 : -1}
                    aria-current={isToday ? 'date' : undefined}
                    onKeyDown={onKeyDown}
                    onClick={() => setFocusDay(cell.iso)}
                    className={`border border-ink-soft p-1 align-top focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 sm:p-1.5 ${
                      kind === 'conference' ? 'bg-accent-100' : kind === 'webinar' ? 'bg-brand-50' : ''
                    }`}
                  >
                    {/* A fixed height, whatever the day holds: rows never grow, so changing month moves nothing. */}
                    <div className="h-11 overflow-hidden sm:h-[5.25rem]">
                      <span className="sr-only">{formatDayLong(cell.iso)}</span>
                      <span
                        aria-hidden="true"
                        className={`inline-flex h-7 w-7 items-center justify-center rounded-full text-sm ${isToday ? 'bg-brand-700 font-bold text-white' : 'text-ink'}`}
                      >
                        {cell.day}
                      </span>
                      {isToday && <span className="sr-only">, today</span>}
                      {dayEvents.length > 0 && (
                        <>
                          <span
                            aria-hidden="true"
                            className={`ml-0.5 inline-block h-2 w-2 rounded-full sm:hidden ${kind === 'conference' ? 'bg-accent-600' : 'bg-brand-600'}`}
                          />
                          <span className="sr-only sm:not-sr-only sm:mt-0.5 sm:block sm:text-xs sm:leading-tight">
                            {dayEvents.map((event, index) => (
                              <span key={event.id} className="sm:line-clamp-2">
                                <span className="sr-only">
                                  {index === 0 ? ': ' : '; '}
                                  {KIND_LABEL[event.kind]},{' '}
                                </span>
                                {event.title}
                              </span>
                            ))}
                          </span>
                        </>
                      )}
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>

      <div className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-muted" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block h-3 w-3 rounded-sm bg-accent-100 ring-1 ring-accent-600" />
          Conference
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block h-3 w-3 rounded-sm bg-brand-50 ring-1 ring-brand-600" />
          Webinar
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block h-3 w-3 rounded-full bg-brand-700" />
          Today
        </span>
      </div>

      {/* A fixed height (scrolling inside when a month is busy), so the page below never moves. */}
      <div className="mt-4 h-56 overflow-y-auto border-t border-ink-soft pt-4">
        <h4 className="font-semibold text-brand-950">In {monthName}</h4>
        {inMonth.length > 0 ? (
          <ul className="mt-2 space-y-2" data-month-events>
            {inMonth.map((event) => (
              <li key={event.id} className="text-sm" data-start={event.start}>
                <span className="font-semibold text-ink">{formatDateRange(event.start, event.end)}</span>
                <span className="text-ink-muted">
                  {' '}
                  · {KIND_LABEL[event.kind]} · {event.place}
                </span>
                <br />
                <a href={event.href} className="font-medium text-brand-700 underline hover:text-brand-800">
                  {event.title}
                </a>
                {/* Only what is still ahead (on the visitor's day once known, else the build's) goes in a calendar. */}
                {isUpcoming(event, today ?? buildDay) && (
                  <>
                    {' · '}
                    <a href={event.ics} download className="text-brand-700 underline hover:text-brand-800">
                      Add to calendar<span className="sr-only">: {event.title}</span>
                    </a>
                  </>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-ink-muted" data-month-events>
            No conferences or webinars this month.
            {next && (
              <>
                {' '}
                Next: <span className="font-medium text-ink">{next.title}</span>,{' '}
                {formatDateRange(next.start, next.end)}.{' '}
                <button
                  type="button"
                  className="font-medium text-brand-700 underline hover:text-brand-800"
                  onClick={() => showMonth(monthOf(next.start))}
                >
                  Show {formatMonth(monthOf(next.start))}
                </button>
              </>
            )}
          </p>
        )}
      </div>
    </div>
  );
}

export default function ConferenceCalendar(props: Props) {
  return (
    <ErrorBoundary>
      <Calendar {...props} />
    </ErrorBoundary>
  );
}
