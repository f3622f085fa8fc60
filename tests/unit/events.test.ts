import { describe, expect, it } from 'vitest';
import { formatDateRange } from '~/lib/format/numbers';
import {
  archiveYears,
  eventJsonLd,
  eventPagePath,
  fillYear,
  hasOwnPage,
  icsPath,
  isOnline,
  parseIstTime,
} from '~/lib/content/events';
import { isUpcoming } from '~/lib/time/today';

describe('formatDateRange', () => {
  it('writes one day, a range in one month, across months and across years', () => {
    expect(formatDateRange('2025-05-28')).toBe('28 May 2025');
    expect(formatDateRange('2025-05-28', '2025-05-28')).toBe('28 May 2025');
    expect(formatDateRange('2025-04-14', '2025-04-15')).toBe('14–15 April 2025');
    expect(formatDateRange('2025-05-30', '2025-06-02')).toBe('30 May – 2 June 2025');
    expect(formatDateRange('2025-12-30', '2026-01-02')).toBe('30 December 2025 – 2 January 2026');
  });
  it('refuses an end before the start', () => {
    expect(() => formatDateRange('2025-04-15', '2025-04-14')).toThrow(RangeError);
  });
});

describe('the webinar split', () => {
  const webinars = [
    { id: 'a', start: '2025-07-12' },
    { id: 'b', start: '2025-09-20' },
    { id: 'c', start: '2025-12-30', end: '2026-01-01' },
  ];
  it('keeps a webinar upcoming through its own day and moves it to past the day after', () => {
    expect(isUpcoming(webinars[0], '2025-07-11')).toBe(true);
    expect(isUpcoming(webinars[0], '2025-07-12')).toBe(true);
    expect(isUpcoming(webinars[0], '2025-07-13')).toBe(false);
  });
  it('uses the last day of an event of several days, across the year end', () => {
    expect(isUpcoming(webinars[2], '2025-12-31')).toBe(true);
    expect(isUpcoming(webinars[2], '2026-01-01')).toBe(true);
    expect(isUpcoming(webinars[2], '2026-01-02')).toBe(false);
  });
  it('refuses a today that is not a date', () => {
    expect(() => isUpcoming(webinars[0], 'today')).toThrow();
  });
});

describe('archiveYears', () => {
  it('runs from the newest conference year down to the first archive year, with empty years included', () => {
    expect(archiveYears([{ start: '2025-03-01' }, { start: '2023-01-01' }], 2014)).toEqual([
      2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015, 2014,
    ]);
    expect(archiveYears([], 2020)).toEqual([2020]);
  });
  it('fills the year into the "coming soon" text', () => {
    expect(fillYear('Conference data for {year} coming soon...', 2019)).toBe('Conference data for 2019 coming soon...');
  });
});

describe('icsPath', () => {
  it('builds the calendar file address from the event id and refuses ids that are not URL-safe', () => {
    expect(icsPath('iciemsd-2025')).toBe('/ematixprime/events/iciemsd-2025.ics');
    expect(() => icsPath('ICIEMSD 2025')).toThrow(/lowercase/);
  });
});

describe('parseIstTime', () => {
  it('reads 12-hour IST times into 24-hour clock times', () => {
    expect(parseIstTime('07:00 PM – 08:30 PM IST')).toEqual({ start: '19:00', end: '20:30' });
    expect(parseIstTime('11:30 AM - 12:30 PM IST')).toEqual({ start: '11:30', end: '12:30' });
    expect(parseIstTime('12:00 AM – 01:00 AM IST')).toEqual({ start: '00:00', end: '01:00' });
  });
  it('refuses times without IST, impossible times and an end before the start', () => {
    expect(parseIstTime('07:00 PM – 08:30 PM')).toBeNull();
    expect(parseIstTime('13:00 PM – 14:00 PM IST')).toBeNull();
    expect(parseIstTime('08:00 PM – 07:00 PM IST')).toBeNull();
    expect(parseIstTime('evening')).toBeNull();
  });
});

describe('eventJsonLd', () => {
  const options = {
    url: 'https://www.ematix.example.com/service/conference2',
    organiser: 'Ematix-Prime',
    organiserUrl: 'https://www.ematix.example.com',
    today: '2025-03-01',
  };
  it('describes an online conference of several days', () => {
    const data = eventJsonLd(
      { id: 'iciemsd-2025', title: 'ICIEMSD 2025', start: '2025-04-14', end: '2025-04-15', place: 'Online' },
      options,
    );
    expect(data).toMatchObject({
      '@type': 'Event',
      name: 'ICIEMSD 2025',
      startDate: '2025-04-14',
      endDate: '2025-04-15',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: options.url },
      organizer: { name: 'Ematix-Prime' },
    });
  });
  it('gives a timed webinar its IST offset and an in-person event a place', () => {
    const webinar = eventJsonLd(
      { id: 'w', title: 'W', start: '2025-07-12', time: '07:00 PM – 08:30 PM IST', place: 'Online' },
      options,
    );
    expect(webinar.startDate).toBe('2025-07-12T19:00:00+05:30');
    expect(webinar.endDate).toBe('2025-07-12T20:30:00+05:30');
    const hall = eventJsonLd({ id: 'h', title: 'H', start: '2025-10-10', place: 'Bengaluru, India' }, options);
    expect(hall.location).toEqual({ '@type': 'Place', name: 'Bengaluru, India', address: 'Bengaluru, India' });
    expect(isOnline({ place: 'Online (Zoom)' })).toBe(true);
  });
});

describe('eventJsonLd follows the rule for time', () => {
  const event = { id: 'c', title: 'C', start: '2025-05-28', closes: '2025-05-27', place: 'Online' };
  const options = {
    url: 'https://www.ematix.example.com/service/conference',
    organiser: 'Ematix-Prime',
    organiserUrl: 'https://www.ematix.example.com',
    price: 1000,
  };
  it('is scheduled with an offer while registration is open', () => {
    const data = eventJsonLd(event, { ...options, today: '2025-05-27' });
    expect(data.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(data.offers).toMatchObject({
      price: 1000,
      priceCurrency: 'INR',
      validThrough: '2025-05-27',
      url: `${options.url}#register`,
    });
  });
  it('keeps the status but drops the offer once registration has closed before the event', () => {
    const data = eventJsonLd(event, { ...options, today: '2025-05-28' });
    expect(data.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(data).not.toHaveProperty('offers');
  });
  it('says nothing of a schedule or an offer once the event is over', () => {
    const data = eventJsonLd(event, { ...options, today: '2025-05-29' });
    expect(data).not.toHaveProperty('eventStatus');
    expect(data).not.toHaveProperty('offers');
  });
  it('makes no offer without a price', () => {
    expect(eventJsonLd(event, { ...options, price: undefined, today: '2025-01-01' })).not.toHaveProperty('offers');
  });
});

describe('eventPagePath', () => {
  it("is the page named by link when that is a path of this site, else the event's own page", () => {
    expect(eventPagePath({ id: 'iciemsd-2025', link: '/service/conference2' })).toBe('/service/conference2');
    expect(eventPagePath({ id: 'icx-2025', link: 'https://example.com/x' })).toBe('/ematixprime/events/icx-2025');
    expect(eventPagePath({ id: 'pcb-webinar' })).toBe('/ematixprime/events/pcb-webinar');
    expect(hasOwnPage({ link: '/service/conference2' })).toBe(false);
    expect(hasOwnPage({})).toBe(true);
    expect(() => eventPagePath({ id: 'Bad Id' })).toThrow(/lowercase/);
  });
});
