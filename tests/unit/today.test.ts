import { describe, expect, it } from 'vitest';
import {
  isoDateIn,
  isUpcoming,
  phaseOn,
  readingDay,
  registrationOpen,
  registrationState,
  shows,
  yearSpan,
} from '~/lib/time/today';
import { previewDay, siteToday, whenAttrs } from '~/lib/time/today';
import { addDays } from '~/lib/time/calendar';

describe('the rule for time (phaseOn)', () => {
  const oneDay = { start: '2025-05-28' };
  const twoDays = { start: '2025-04-14', end: '2025-04-15' };
  it('is "soon" before the first day', () => {
    expect(phaseOn(oneDay, '2025-05-27')).toBe('soon');
    expect(phaseOn(twoDays, '2025-01-01')).toBe('soon');
  });
  it('is "running" on the day of a one-day event', () => {
    expect(phaseOn(oneDay, '2025-05-28')).toBe('running');
    expect(isUpcoming(oneDay, '2025-05-28')).toBe(true);
  });
  it('is "running" on both days of a two-day event', () => {
    expect(phaseOn(twoDays, '2025-04-14')).toBe('running');
    expect(phaseOn(twoDays, '2025-04-15')).toBe('running');
  });
  it('is "past" the day after', () => {
    expect(phaseOn(oneDay, '2025-05-29')).toBe('past');
    expect(phaseOn(twoDays, '2025-04-16')).toBe('past');
    expect(isUpcoming(twoDays, '2025-04-16')).toBe(false);
  });
  it('works across a year boundary', () => {
    const newYear = { start: '2025-12-30', end: '2026-01-02' };
    expect(phaseOn(newYear, '2025-12-29')).toBe('soon');
    expect(phaseOn(newYear, '2025-12-31')).toBe('running');
    expect(phaseOn(newYear, '2026-01-02')).toBe('running');
    expect(phaseOn(newYear, '2026-01-03')).toBe('past');
  });
  it('treats an event without an end date as one day (an empty end too)', () => {
    expect(phaseOn({ start: '2026-03-01', end: '' }, '2026-03-01')).toBe('running');
    expect(phaseOn({ start: '2026-03-01', end: '' }, '2026-03-02')).toBe('past');
  });
  it('refuses a day that is not written YYYY-MM-DD', () => {
    expect(() => phaseOn(oneDay, '28/05/2025')).toThrow(/YYYY-MM-DD/);
    expect(() => phaseOn({ start: 'May 28' }, '2025-05-28')).toThrow(/YYYY-MM-DD/);
  });
});

describe('registration', () => {
  const awards = { start: '2025-05-28', closes: '2025-05-27' };
  it('is open up to and including a deadline before the event', () => {
    expect(registrationOpen(awards, '2025-05-01')).toBe(true);
    expect(registrationOpen(awards, '2025-05-27')).toBe(true);
  });
  it('is closed after the deadline while the event is still ahead', () => {
    expect(registrationOpen(awards, '2025-05-28')).toBe(false);
    expect(isUpcoming(awards, '2025-05-28')).toBe(true);
  });
  it('without a deadline stays open to the last day, then closes', () => {
    const twoDays = { start: '2025-04-14', end: '2025-04-15' };
    expect(registrationOpen(twoDays, '2025-04-15')).toBe(true);
    expect(registrationOpen(twoDays, '2025-04-16')).toBe(false);
  });
  it('counts a deadline after the last day as the last day', () => {
    expect(registrationOpen({ start: '2025-04-14', closes: '2025-05-01' }, '2025-04-20')).toBe(false);
  });
});

describe('registrationState (what an event page offers for registering)', () => {
  // Registration closes five days before a two-day conference.
  const conference = { start: '2025-06-10', end: '2025-06-11', closes: '2025-06-05' };
  it('is open up to and including the closes day', () => {
    expect(registrationState(conference, '2025-01-01')).toBe('open');
    expect(registrationState(conference, '2025-06-05')).toBe('open');
  });
  it('is closed from the day after the closes day until the event is over, on its days too', () => {
    for (const day of ['2025-06-06', '2025-06-09', '2025-06-10', '2025-06-11'])
      expect(registrationState(conference, day), day).toBe('closed');
  });
  it('is over (held) from the day after the last day', () => {
    expect(registrationState(conference, '2025-06-12')).toBe('over');
    expect(registrationState(conference, '2030-01-01')).toBe('over');
  });
  it('without a closes day: open to the last day, then over, never closed while ahead', () => {
    const webinar = { start: '2026-12-12' };
    expect(registrationState(webinar, '2026-12-12')).toBe('open');
    expect(registrationState(webinar, '2026-12-13')).toBe('over');
  });
  it('agrees with what the page parts show on every day around the event', () => {
    let day = '2025-06-01';
    for (let step = 0; step < 15; step += 1, day = addDays(day, 1)) {
      const state = registrationState(conference, day);
      expect(shows('open', conference, day), day).toBe(state === 'open');
      expect(shows('closed-ahead', conference, day), day).toBe(state === 'closed');
      expect(shows('past', conference, day), day).toBe(state === 'over');
    }
  });
  it('a closes day on the first day closes registration for the second day', () => {
    const iciemsd = { start: '2025-04-14', end: '2025-04-15', closes: '2025-04-14' };
    expect(registrationState(iciemsd, '2025-04-14')).toBe('open');
    expect(registrationState(iciemsd, '2025-04-15')).toBe('closed');
  });
});

describe('shows (what a part marked data-when shows)', () => {
  const event = { start: '2025-05-28', closes: '2025-05-27' };
  const keywords = ['ahead', 'soon', 'running', 'past', 'open', 'closed', 'closed-ahead'];
  it('maps every keyword onto the rule', () => {
    const on = (day: string) => keywords.filter((when) => shows(when, event, day));
    expect(on('2025-05-20')).toEqual(['ahead', 'soon', 'open']);
    expect(on('2025-05-28')).toEqual(['ahead', 'running', 'closed', 'closed-ahead']);
    expect(on('2025-05-29')).toEqual(['past', 'closed']);
  });
  it('"closed-ahead" between the closes day and the event, before it starts too', () => {
    const later = { start: '2025-06-10', closes: '2025-06-01' };
    expect(shows('closed-ahead', later, '2025-06-01')).toBe(false);
    expect(shows('closed-ahead', later, '2025-06-02')).toBe(true);
    expect(shows('closed-ahead', later, '2025-06-10')).toBe(true);
    expect(shows('closed-ahead', later, '2025-06-11')).toBe(false);
    // The build's HTML agrees: hidden exactly when the rule says so.
    expect(whenAttrs('closed-ahead', later, '2025-06-05')).toEqual({ 'data-when': 'closed-ahead', hidden: false });
    expect(whenAttrs('closed-ahead', later, '2025-05-05')).toEqual({ 'data-when': 'closed-ahead', hidden: true });
  });
  it('refuses an unknown keyword', () => {
    expect(() => shows('later', event, '2025-05-20')).toThrow(/"later" is not a When/);
  });
});

describe('yearSpan', () => {
  it('gives one year, a range, or nothing', () => {
    expect(yearSpan(['2025-09-12', '2025-12-05'])).toBe('2025');
    expect(yearSpan(['2026-12-05', '2025-09-12', '2026-01-01'])).toBe('2025–2026');
    expect(yearSpan([])).toBe('');
  });
});

describe('readingDay (the day the page script decides for)', () => {
  const visitor = new Date('2026-11-26T09:00:00Z');
  it('is the preview day a dev page carries', () => {
    expect(readingDay('2027-01-15', visitor)).toBe('2027-01-15');
  });
  it("is the visitor's own date when the page carries none (every production page)", () => {
    expect(readingDay(undefined, visitor)).toBe(isoDateIn(visitor));
    expect(readingDay(null, visitor)).toBe(isoDateIn(visitor));
    expect(readingDay('', visitor)).toBe(isoDateIn(visitor));
  });
  it('ignores a preview day that is not a date', () => {
    expect(readingDay('15/01/2027', visitor)).toBe(isoDateIn(visitor));
  });
});

describe('previewDay (what a page carries for its scripts)', () => {
  it('is SITE_TODAY under astro dev', () => {
    expect(previewDay(true, { SITE_TODAY: '2027-01-15' })).toBe('2027-01-15');
  });
  it('is nothing in a production build, even one built with SITE_TODAY', () => {
    expect(previewDay(false, { SITE_TODAY: '2025-03-01' })).toBeUndefined();
  });
  it('is nothing in dev without SITE_TODAY: the clock decides', () => {
    expect(previewDay(true, {})).toBeUndefined();
    expect(previewDay(true, { SITE_TODAY: ' ' })).toBeUndefined();
  });
  it('refuses a SITE_TODAY that is not a real date, as the build does', () => {
    expect(() => previewDay(true, { SITE_TODAY: '2027-02-30' })).toThrow(/SITE_TODAY/);
  });
});

describe('siteToday (SITE_TODAY)', () => {
  it('is SITE_TODAY when set', () => {
    expect(siteToday({ SITE_TODAY: '2025-03-01' })).toBe('2025-03-01');
  });
  it('is the date in India without it, which near midnight UTC is already the next day', () => {
    expect(siteToday({}, new Date('2026-11-23T20:00:00Z'))).toBe('2026-11-24');
    expect(siteToday({ SITE_TODAY: ' ' }, new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-23');
  });
  it('refuses a date that is not real or not written YYYY-MM-DD, naming the variable', () => {
    expect(() => siteToday({ SITE_TODAY: '01/03/2025' })).toThrow(/SITE_TODAY/);
    expect(() => siteToday({ SITE_TODAY: '2025-02-30' })).toThrow(/SITE_TODAY/);
  });
});
