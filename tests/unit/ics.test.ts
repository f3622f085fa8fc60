import { describe, expect, it } from 'vitest';
import { eventToIcs } from '~/lib/time/ics';
import { parseIcs } from '../support/ics';

const options = {
  uid: 'iciemsd-2025@ematix.example.com',
  stamp: new Date('2025-03-01T06:30:00Z'),
  productId: '-//Ematix//Ematix-Prime events//EN',
};

/** The lines of a calendar file as written (folded lines not joined). */
const rawLines = (text: string) => text.split('\r\n').filter(Boolean);
const icsOf = (event: Partial<Parameters<typeof eventToIcs>[0]>, description?: string) =>
  eventToIcs({ id: 'x', title: 'T', start: '2025-10-10', place: 'Online', ...event }, { ...options, description });

describe('text values', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    const lines = rawLines(icsOf({ place: 'Salem, Tamil Nadu; India', title: 'a\\b' }, 'line one\nline two\r\nthree'));
    expect(lines).toContain('LOCATION:Salem\\, Tamil Nadu\\; India');
    expect(lines).toContain('SUMMARY:a\\\\b');
    expect(lines).toContain('DESCRIPTION:line one\\nline two\\nthree');
  });
});

describe('folding', () => {
  it('leaves a short line alone', () => {
    expect(rawLines(icsOf({ title: 'ICIEMSD 2025' }))).toContain('SUMMARY:ICIEMSD 2025');
  });
  it('folds at 75 octets, continuation lines starting with a space and holding 74 more', () => {
    const lines = rawLines(icsOf({}, 'x'.repeat(200)));
    const at = lines.findIndex((line) => line.startsWith('DESCRIPTION:'));
    expect(lines[at]).toHaveLength(75);
    const rest = lines.slice(at + 1).filter((line) => line.startsWith(' '));
    expect(rest.length).toBeGreaterThan(1);
    expect(rest.every((p) => new TextEncoder().encode(p).length <= 75)).toBe(true);
    expect([lines[at], ...rest.map((p) => p.slice(1))].join('')).toBe(`DESCRIPTION:${'x'.repeat(200)}`);
  });
  it('never splits a multi-byte character and counts octets, not characters', () => {
    const title = '₹'.repeat(40); // 3 octets each
    const lines = rawLines(icsOf({ title }));
    const at = lines.findIndex((line) => line.startsWith('SUMMARY:'));
    const parts = [lines[at]!, ...lines.slice(at + 1).filter((line) => line.startsWith(' '))];
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(`SUMMARY:${title}`);
  });
});

describe('eventToIcs', () => {
  it('writes a whole-day event with DTSTART;VALUE=DATE and an exclusive DTEND, CRLF throughout', () => {
    const text = eventToIcs(
      { id: 'iciemsd-2025', title: 'ICIEMSD 2025', start: '2025-04-14', end: '2025-04-15', place: 'Online' },
      { ...options, url: 'https://www.ematix.example.com/service/conference2' },
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const { calendar, events } = parseIcs(text);
    expect(calendar.find((p) => p.name === 'VERSION')?.value).toBe('2.0');
    expect(calendar.find((p) => p.name === 'PRODID')?.value).toBe(options.productId);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event.get('UID')?.value).toBe(options.uid);
    expect(event.get('DTSTAMP')?.value).toBe('20250301T063000Z');
    expect(event.get('DTSTART')).toEqual({ name: 'DTSTART', params: { VALUE: 'DATE' }, value: '20250414' });
    expect(event.get('DTEND')).toEqual({ name: 'DTEND', params: { VALUE: 'DATE' }, value: '20250416' });
    expect(event.get('SUMMARY')?.value).toBe('ICIEMSD 2025');
    expect(event.get('URL')?.value).toBe('https://www.ematix.example.com/service/conference2');
  });

  it('ends a one-day event on the next day, across the year end', () => {
    const { events } = parseIcs(
      eventToIcs({ id: 'nye', title: 'Year end', start: '2025-12-31', place: 'Salem' }, options),
    );
    expect(events[0].get('DTEND')?.value).toBe('20260101');
  });

  it('writes a webinar with an IST time in UTC', () => {
    // Before 05:30 IST it is still the previous day in UTC.
    const early = parseIcs(icsOf({ start: '2025-01-01', time: '02:00 AM – 03:00 AM IST' })).events[0]!;
    expect(early.get('DTSTART')?.value).toBe('20241231T203000Z');
    const { events } = parseIcs(
      eventToIcs(
        { id: 'w', title: 'Webinar', start: '2025-07-12', time: '07:00 PM – 08:30 PM IST', place: 'Online' },
        options,
      ),
    );
    expect(events[0].get('DTSTART')).toEqual({ name: 'DTSTART', params: {}, value: '20250712T133000Z' });
    expect(events[0].get('DTEND')?.value).toBe('20250712T150000Z');
  });

  it('escapes and folds long text so it reads back unchanged', () => {
    const title =
      'Embedded AI, IoT; and edge computing: a long title that needs folding because it runs past seventy-five octets ₹';
    const place = 'Sona College of Technology, Salem, Tamil Nadu';
    const description = 'Line one, with a comma.\nLine two; with a semicolon and a back\\slash.';
    const text = eventToIcs({ id: 'x', title, start: '2025-10-10', place }, { ...options, description });
    const { events } = parseIcs(text);
    expect(events[0].get('SUMMARY')?.value).toBe(title);
    expect(events[0].get('LOCATION')?.value).toBe(place);
    expect(events[0].get('DESCRIPTION')?.value).toBe(description);
    expect(text).toContain('\r\n ');
  });
});
