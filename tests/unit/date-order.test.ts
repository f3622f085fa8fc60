/** The one order of dated lists (~/lib/time/date-order): by date whatever the written order, ties as written. */
import { describe, expect, it } from 'vitest';
import { byDate } from '~/lib/time/date-order';
import { galleryOrder } from '~/lib/content/learning';

// Written out of date order on purpose: the order must come from the dates, never from the file.
const written = [
  { title: '23 January', start: '2027-01-23' },
  { title: '9 January', start: '2027-01-09' },
  { title: 'Two days from 9 January', start: '2027-01-09', end: '2027-01-10' },
  { title: '12 December', start: '2026-12-12' },
  { title: 'Also 23 January', start: '2027-01-23' },
];
const titles = (list: { title: string }[]) => list.map((item) => item.title);

describe('byDate', () => {
  it('soonest first by default: first day, then last day, ties in the order written', () => {
    expect(titles(byDate(written))).toEqual([
      '12 December',
      '9 January',
      'Two days from 9 January',
      '23 January',
      'Also 23 January',
    ]);
    expect(titles(byDate(written, 'soonest-first'))).toEqual(titles(byDate(written)));
  });
  it('newest first for past lists, ties still in the order written', () => {
    expect(titles(byDate(written, 'newest-first'))).toEqual([
      '23 January',
      'Also 23 January',
      'Two days from 9 January',
      '9 January',
      '12 December',
    ]);
  });
  it('leaves the list given as it was', () => {
    const copy = [...written];
    byDate(written);
    expect(written).toEqual(copy);
  });
  it('reads dates through a function, undated things last in the order written', () => {
    const cards = [
      { title: 'Undated A' },
      { title: 'March', date: '2025-03-07' },
      { title: 'Undated B' },
      { title: 'July', date: '2025-07-02' },
    ];
    const dates = (card: { date?: string }) => (card.date ? { start: card.date } : undefined);
    expect(titles(byDate(cards, 'newest-first', dates))).toEqual(['July', 'March', 'Undated A', 'Undated B']);
    expect(titles(byDate(cards, 'soonest-first', dates))).toEqual(['March', 'July', 'Undated A', 'Undated B']);
    expect(titles(galleryOrder(cards))).toEqual(['July', 'March', 'Undated A', 'Undated B']);
  });
  it('refuses a date not written YYYY-MM-DD and an unknown order', () => {
    expect(() => byDate([{ start: '9 January 2027' }, { start: '2027-01-23' }])).toThrow(/YYYY-MM-DD/);
    expect(() => byDate(written, 'oldest' as never)).toThrow(/soonest-first/);
  });
  it('keeps an empty or one-item list', () => {
    expect(byDate([])).toEqual([]);
    expect(byDate([written[0]])).toEqual([written[0]]);
  });
});
