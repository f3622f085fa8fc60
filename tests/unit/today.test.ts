import { describe, expect, it } from 'vitest';
import { isUpcoming, phaseOn, registrationOpen, shows, yearSpan } from '~/lib/today';
import { siteToday } from '~/lib/site-today';

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

describe('shows (what a part marked data-when shows)', () => {
  const event = { start: '2025-05-28', closes: '2025-05-27' };
  it('maps every keyword onto the rule', () => {
    const on = (day: string) =>
      ['ahead', 'soon', 'running', 'past', 'open', 'closed'].filter((when) => shows(when, event, day));
    expect(on('2025-05-20')).toEqual(['ahead', 'soon', 'open']);
    expect(on('2025-05-28')).toEqual(['ahead', 'running', 'closed']);
    expect(on('2025-05-29')).toEqual(['past', 'closed']);
  });
  it('refuses an unknown keyword', () => {
    expect(() => shows('later', event, '2025-05-20')).toThrow(/ahead, soon/);
  });
});

describe('yearSpan', () => {
  it('gives one year, a range, or nothing', () => {
    expect(yearSpan(['2025-09-12', '2025-12-05'])).toBe('2025');
    expect(yearSpan(['2026-12-05', '2025-09-12', '2026-01-01'])).toBe('2025–2026');
    expect(yearSpan([])).toBe('');
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
