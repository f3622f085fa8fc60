import { describe, expect, it } from 'vitest';
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
  parseIso,
  weekdayNames,
} from '~/lib/time/calendar';
import { isoDateIn } from '~/lib/time/today';

/** The day of the week by the platform's own calendar, 0 = Sunday: an oracle independent of the grid's. */
const utcWeekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/** The days of a month as the grid holds them. */
const daysOf = (year: number, month: number) =>
  monthGrid({ year, month })
    .flat()
    .filter((cell) => cell !== null).length;
/** The weekday column (Sunday first) of a date in the grid of its month. */
const columnOf = (iso: string) => {
  const [year, month] = iso.split('-').map(Number);
  return (
    monthGrid({ year: year!, month: month! })
      .flat()
      .findIndex((cell) => cell?.iso === iso) % 7
  );
};

describe('leap years and month lengths', () => {
  it('follows the Gregorian rule: February has 29 days every 4th year, not centuries, but every 400th', () => {
    expect([2024, 2028, 2000, 2400].map((year) => daysOf(year, 2))).toEqual([29, 29, 29, 29]);
    expect([2025, 2026, 1900, 2100].map((year) => daysOf(year, 2))).toEqual([28, 28, 28, 28]);
    expect(parseIso('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(() => parseIso('2100-02-29')).toThrow(/not a real calendar date/);
  });
  it('gives the 30- and 31-day months', () => {
    expect([1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysOf(2025, m))).toEqual([
      31, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
  });
  it('refuses impossible months and dates', () => {
    expect(() => monthGrid({ year: 2025, month: 13 })).toThrow(/month 13/);
    expect(() => monthGrid({ year: 2025, month: 0 })).toThrow(/month 0/);
    expect(() => parseIso('2025-02-29')).toThrow(/not a real calendar date/);
    expect(() => parseIso('2025-4-1')).toThrow(/YYYY-MM-DD/);
  });
});

describe('weekday columns', () => {
  it('puts known dates in the column of their day of the week', () => {
    expect(columnOf('2025-04-14')).toBe(1); // ICIEMSD: a Monday
    expect(columnOf('2025-05-28')).toBe(3); // awards conference: a Wednesday
    expect(columnOf('2024-02-29')).toBe(4);
    expect(columnOf('2000-01-01')).toBe(6);
  });
});

describe('moving between days and months', () => {
  it('adds days across month and year ends and leap days', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });
  it('adds months across year ends in both directions', () => {
    expect(addMonths({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2025, month: 5 }, -17)).toEqual({ year: 2023, month: 12 });
    expect(addMonths({ year: 2025, month: 5 }, 24)).toEqual({ year: 2027, month: 5 });
  });
});

describe('monthGrid', () => {
  const flat = (grid: ReturnType<typeof monthGrid>) => grid.flat();

  it('always has six weeks of seven days, so the calendar keeps its height', () => {
    for (let month = 1; month <= 12; month += 1) {
      for (const start of [0, 1] as const) {
        const grid = monthGrid({ year: 2025, month }, start);
        expect(grid).toHaveLength(6);
        for (const week of grid) expect(week).toHaveLength(7);
      }
    }
  });

  it('holds every day of the month once, in order, starting on the right weekday column', () => {
    for (const [year, month] of [
      [2025, 4],
      [2024, 2],
      [2025, 2],
      [2026, 2],
      [2025, 6],
      [2025, 12],
    ]) {
      for (const start of [0, 1] as const) {
        const cells = flat(monthGrid({ year, month }, start));
        const days = cells.filter((cell) => cell !== null);
        expect(days.map((cell) => cell!.day)).toEqual(
          Array.from({ length: new Date(Date.UTC(year, month, 0)).getUTCDate() }, (_, i) => i + 1),
        );
        const firstIndex = cells.findIndex((cell) => cell !== null);
        expect(firstIndex).toBe((utcWeekday(days[0]!.iso) - start + 7) % 7);
        // Each day sits in the column of its weekday.
        cells.forEach((cell, index) => {
          if (cell) expect((utcWeekday(cell.iso) - start + 7) % 7).toBe(index % 7);
        });
      }
    }
  });

  it('starts February 2026 (which begins on a Sunday) in the first square for a Sunday start, the seventh for Monday', () => {
    expect(flat(monthGrid({ year: 2026, month: 2 }, 0))[0]).toEqual({ iso: '2026-02-01', day: 1 });
    expect(flat(monthGrid({ year: 2026, month: 2 }, 1)).findIndex(Boolean)).toBe(6);
  });

  it('fits a 31-day month starting on the last column (needs all six weeks)', () => {
    // March 2025 starts on a Saturday: with a Sunday start its 31st is in the sixth week.
    const grid = monthGrid({ year: 2025, month: 3 }, 0);
    expect(grid[5].some((cell) => cell?.day === 31)).toBe(true);
  });
});

describe('weekday names and formats', () => {
  it('lists the week from the chosen first day', () => {
    expect(weekdayNames(0).map((d) => d.long)).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(weekdayNames(1).map((d) => d.short)[0]).toBe('Mon');
    expect(weekdayNames(1).map((d) => d.long)[6]).toBe('Sunday');
  });
  it('names months and days', () => {
    expect(formatMonth({ year: 2025, month: 4 })).toBe('April 2025');
    expect(formatDayLong('2025-04-14')).toBe('Monday, 14 April 2025');
  });
});

describe('isoDateIn: the calendar date in a time zone', () => {
  it('is a different date in India and in California near midnight', () => {
    const instant = new Date('2025-12-31T20:00:00Z');
    expect(isoDateIn(instant, 'Asia/Kolkata')).toBe('2026-01-01');
    expect(isoDateIn(instant, 'America/Los_Angeles')).toBe('2025-12-31');
    expect(isoDateIn(instant, 'UTC')).toBe('2025-12-31');
  });
});

describe('dayForKey: keyboard movement in the grid', () => {
  it('moves by a day and a week, across month and year ends', () => {
    expect(dayForKey('2025-04-14', 'ArrowRight')).toBe('2025-04-15');
    expect(dayForKey('2025-04-01', 'ArrowLeft')).toBe('2025-03-31');
    expect(dayForKey('2025-12-29', 'ArrowDown')).toBe('2026-01-05');
    expect(dayForKey('2026-01-03', 'ArrowUp')).toBe('2025-12-27');
  });
  it('goes to the start and end of the week for the chosen first day', () => {
    // 2025-04-16 is a Wednesday.
    expect(dayForKey('2025-04-16', 'Home', 0)).toBe('2025-04-13');
    expect(dayForKey('2025-04-16', 'End', 0)).toBe('2025-04-19');
    expect(dayForKey('2025-04-16', 'Home', 1)).toBe('2025-04-14');
    expect(dayForKey('2025-04-16', 'End', 1)).toBe('2025-04-20');
    expect(dayForKey('2025-04-13', 'Home', 1)).toBe('2025-04-07');
  });
  it('keeps the day of the month on Page Up / Page Down, clamped to shorter months and leap years', () => {
    expect(dayForKey('2025-03-31', 'PageUp')).toBe('2025-02-28');
    expect(dayForKey('2024-03-31', 'PageUp')).toBe('2024-02-29');
    expect(dayForKey('2025-12-15', 'PageDown')).toBe('2026-01-15');
    expect(dayForKey('2026-01-31', 'PageUp')).toBe('2025-12-31');
  });
  it('ignores other keys', () => {
    expect(dayForKey('2025-04-14', 'a')).toBeNull();
    expect(dayForKey('2025-04-14', 'Enter')).toBeNull();
  });
});

describe('focusDayFor', () => {
  it('is today in the current month, else the first of the month shown', () => {
    expect(focusDayFor({ year: 2025, month: 4 }, '2025-04-14')).toBe('2025-04-14');
    expect(focusDayFor({ year: 2025, month: 5 }, '2025-04-14')).toBe('2025-05-01');
    expect(focusDayFor({ year: 2025, month: 5 }, null)).toBe('2025-05-01');
  });
});

describe('events on the calendar', () => {
  const events = [
    { id: 'iciemsd', title: 'ICIEMSD 2025', start: '2025-04-14', end: '2025-04-15' },
    { id: 'awards', title: 'Awards conference', start: '2025-05-28' },
    { id: 'new-year', title: 'Year-end summit', start: '2025-12-30', end: '2026-01-02' },
  ];
  it('puts an event of several days on each of its days', () => {
    const april = eventsByDay(events, { year: 2025, month: 4 });
    expect([...april.keys()]).toEqual(['2025-04-14', '2025-04-15']);
    expect(april.get('2025-04-15')!.map((e) => e.id)).toEqual(['iciemsd']);
  });
  it('cuts an event that crosses a year end at the month edge', () => {
    expect([...eventsByDay(events, { year: 2025, month: 12 }).keys()]).toEqual(['2025-12-30', '2025-12-31']);
    expect([...eventsByDay(events, { year: 2026, month: 1 }).keys()]).toEqual(['2026-01-01', '2026-01-02']);
  });
  it('lists the events that touch a month', () => {
    expect(eventsInMonth(events, { year: 2026, month: 1 }).map((e) => e.id)).toEqual(['new-year']);
    expect(eventsInMonth(events, { year: 2025, month: 6 })).toEqual([]);
  });
  it('lists and places events by date, whatever the order given', () => {
    const january = [
      { id: 'late', title: 'Late', start: '2027-01-23' },
      { id: 'early', title: 'Early', start: '2027-01-09' },
      { id: 'long', title: 'Long', start: '2027-01-05', end: '2027-01-09' },
    ];
    expect(eventsInMonth(january, { year: 2027, month: 1 }).map((e) => e.id)).toEqual(['long', 'early', 'late']);
    expect(
      eventsByDay(january, { year: 2027, month: 1 })
        .get('2027-01-09')!
        .map((e) => e.id),
    ).toEqual(['long', 'early']);
  });
  it('finds the next event after a day, the earliest first', () => {
    expect(firstEventAfter(events, '2025-04-14')?.id).toBe('awards');
    expect(firstEventAfter([...events].reverse(), '2025-01-01')?.id).toBe('iciemsd');
    expect(firstEventAfter(events, '2026-01-01')).toBeNull();
  });
  it('refuses an event that ends before it starts', () => {
    expect(() =>
      eventsByDay([{ id: 'x', title: 'x', start: '2025-04-14', end: '2025-04-13' }], { year: 2025, month: 4 }),
    ).toThrow(/ends/);
  });
});
