/** The internship catalogue's logic: drafts, order, groups, the count sentence, prices, links, dates and JSON-LD. */
import { describe, expect, it } from 'vitest';
import {
  catalogueCountText,
  courseJsonLd,
  formatBatchDate,
  groupInternships,
  internshipPriceText,
  sortInternships,
  visibleInternships,
} from '~/lib/content/internships';
import { CHIPS_SHOWN, galleryWhen, formatLongDate, splitChips } from '~/lib/content/learning';

type Category = 'Core' | 'IT' | 'MBA';
const entry = (title: string, category: Category, draft = false) => ({
  id: title.toLowerCase(),
  data: { title, category, draft },
});

describe('visibleInternships', () => {
  const entries = [entry('VLSI Design', 'Core'), entry('Drone Engineering', 'Core', true)];
  it('leaves drafts out of a production build', () => {
    expect(visibleInternships(entries, true).map((e) => e.data.title)).toEqual(['VLSI Design']);
  });
  it('keeps drafts in development, so an editor can preview them', () => {
    expect(visibleInternships(entries, false)).toHaveLength(2);
  });
});

describe('sortInternships and groupInternships', () => {
  const entries = [
    entry('Supply Chain Management', 'MBA'),
    entry('cybersecurity', 'IT'),
    entry('VLSI Design', 'Core'),
    entry('5G and Wireless Communication', 'Core'),
    entry('AI on Embedded Systems', 'Core'),
    entry('Big Data Analytics', 'IT'),
  ];
  it('orders by group (Core, IT, MBA), then by title ignoring case', () => {
    expect(sortInternships(entries).map((e) => e.data.title)).toEqual([
      '5G and Wireless Communication',
      'AI on Embedded Systems',
      'VLSI Design',
      'Big Data Analytics',
      'cybersecurity',
      'Supply Chain Management',
    ]);
  });
  it('does not change the list it is given', () => {
    const copy = [...entries];
    sortInternships(entries);
    expect(entries).toEqual(copy);
  });
  it('groups in page order with headings and ids, each group sorted', () => {
    const groups = groupInternships(entries);
    expect(groups.map((g) => [g.category, g.label, g.id, g.items.length])).toEqual([
      ['Core', 'Core hardware and embedded', 'core', 3],
      ['IT', 'IT', 'it', 2],
      ['MBA', 'MBA', 'mba', 1],
    ]);
    expect(groups[1].items.map((e) => e.data.title)).toEqual(['Big Data Analytics', 'cybersecurity']);
  });
  it('leaves out a group without internships', () => {
    expect(groupInternships([entry('HR Analytics', 'MBA')]).map((g) => g.category)).toEqual(['MBA']);
    expect(groupInternships([])).toEqual([]);
  });
});

describe('catalogueCountText', () => {
  it('counts the programmes and groups it is given', () => {
    expect(catalogueCountText([{ items: [1, 2, 3] }, { items: [4] }])).toBe('4 four-week programmes in 2 groups');
  });
  it('uses the singular for one', () => {
    expect(catalogueCountText([{ items: [1] }])).toBe('1 four-week programme in 1 group');
  });
  it('agrees with groupInternships for any list', () => {
    const groups = groupInternships([entry('A', 'Core'), entry('B', 'IT'), entry('C', 'IT')]);
    expect(catalogueCountText(groups)).toBe('3 four-week programmes in 2 groups');
  });
});

describe('internshipPriceText', () => {
  it('shows rupees the Indian way with the four-week unit', () => {
    expect(internshipPriceText(14999)).toBe('₹14,999 / 4 wks');
    expect(internshipPriceText(10999)).toBe('₹10,999 / 4 wks');
    expect(internshipPriceText(150000)).toBe('₹1,50,000 / 4 wks');
  });
});

describe('dates', () => {
  it('formats batch dates the Indian way', () => {
    expect(formatBatchDate('2025-10-15')).toBe('15 Oct 2025');
    expect(formatBatchDate('2025-11-16')).toBe('16 Nov 2025');
  });
  it('formats long dates', () => {
    expect(formatLongDate('2025-01-15')).toBe('15 January 2025');
  });
  it('refuses what is not a date', () => {
    expect(() => formatBatchDate('15 Oct 2025')).toThrow(RangeError);
    expect(() => formatLongDate('2025-13-01')).toThrow(RangeError);
  });
});

describe('courseJsonLd', () => {
  const options = {
    url: 'https://www.ematix.example.com/ematixprime/internship/vlsi-design',
    organisationName: 'Ematix',
    organisationUrl: 'https://www.ematix.example.com/',
    enrolUrl: 'https://forms.example.com/shared',
    city: 'Salem',
  };
  const base = { title: 'VLSI Design', description: 'Design chips.', price: 18999, category: 'Core' as const };
  it('describes the course, its provider and its price in rupees', () => {
    const ld = courseJsonLd({ ...base, mode: 'Online' }, options);
    expect(ld).toMatchObject({
      '@type': 'Course',
      name: 'VLSI Design',
      description: 'Design chips.',
      provider: { '@type': 'Organization', name: 'Ematix' },
      offers: { '@type': 'Offer', price: 18999, priceCurrency: 'INR', category: 'Paid' },
    });
    expect(ld.hasCourseInstance).toEqual([{ '@type': 'CourseInstance', courseMode: 'online', courseWorkload: 'P4W' }]);
  });
  it('gives an on-site instance a place, and both instances for Online/offline', () => {
    const ld = courseJsonLd({ ...base, mode: 'Online/offline' }, options);
    expect(ld.hasCourseInstance.map((i) => i.courseMode)).toEqual(['online', 'onsite']);
    expect(ld.hasCourseInstance[1]).toMatchObject({ location: { '@type': 'Place', name: 'Ematix, Salem' } });
  });
});

describe('splitChips', () => {
  const technologies = Array.from({ length: 14 }, (_, i) => `Tech ${i + 1}`);
  it('shows the first N and counts the rest in the "+N more" label', () => {
    const split = splitChips(technologies, CHIPS_SHOWN.technologies);
    expect(split.visible).toEqual(technologies.slice(0, 8));
    expect(split.more).toEqual(technologies.slice(8));
    expect(split.moreLabel).toBe('+6 more');
  });
  it('has no label when everything fits', () => {
    expect(splitChips(['a', 'b'], CHIPS_SHOWN.domains)).toEqual({ visible: ['a', 'b'], more: [], moreLabel: '' });
  });
  it('refuses a negative or fractional count', () => {
    expect(() => splitChips(technologies, -1)).toThrow(/shown must be/);
    expect(() => splitChips(technologies, 1.5)).toThrow(/shown must be/);
  });
});

describe('galleryWhen', () => {
  it('shows a date, a duration, or both', () => {
    expect(galleryWhen({ date: '2025-03-12' })).toBe('12 March 2025');
    expect(galleryWhen({ days: 30 })).toBe('30 days');
    expect(galleryWhen({ days: 1 })).toBe('1 day');
    expect(galleryWhen({ date: '2025-08-11', days: 5 })).toBe('11 August 2025 · 5 days');
  });
});
