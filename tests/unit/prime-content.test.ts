/**
 * The Ematix-Prime conference data: the events schema against the mistakes an editor could make, and the invariants
 * the content keeps whatever an editor adds (no counts: SPEC's counts were the launch content).
 */
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { eventEntrySchema } from '../../src/content-model/schemas/events';
import { archiveYears, eventYear } from '~/lib/content/events';
import { archive, conferencePages, conferences, events, webinars } from '../e2e/prime-content';
import { entries } from '../support/content';
import { pageFile, pageIssues } from '../support/page-schema';

const messages = (result: z.SafeParseReturnType<unknown, unknown>) =>
  result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('the events schema', () => {
  const conference = {
    id: 'iciemsd-2025',
    kind: 'conference',
    title: 'ICIEMSD 2025',
    start: '2025-04-14',
    end: '2025-04-15',
    place: 'Online',
    summary: 'A conference.',
  };
  const webinar = {
    id: 'pcb-webinar',
    kind: 'webinar',
    title: 'PCB basics',
    start: '2025-07-12',
    time: '07:00 PM – 08:30 PM IST',
    place: 'Online',
    speaker: 'M. Arun',
    summary: 'A webinar.',
  };

  it('accepts every entry of src/content/prime/events.yaml', () => {
    for (const entry of events()) expect(messages(eventEntrySchema.safeParse(entry)), entry.id).toEqual([]);
  });
  it('accepts a correct conference and webinar', () => {
    expect(messages(eventEntrySchema.safeParse(conference))).toEqual([]);
    expect(messages(eventEntrySchema.safeParse(webinar))).toEqual([]);
  });
  it('keeps webinar fields off a conference, and has no hand-set list flag: dates alone decide', () => {
    expect(messages(eventEntrySchema.safeParse({ ...conference, speaker: 'X' }))).toEqual([
      'speaker: is for webinars only: leave it out of a conference',
    ]);
    expect(messages(eventEntrySchema.safeParse({ ...conference, showOn: 'upcoming' }))[0]).toMatch(
      /Unrecognized key.*showOn/,
    );
  });
  it('asks a webinar for its speaker and an IST time', () => {
    expect(messages(eventEntrySchema.safeParse({ ...webinar, speaker: undefined, time: '7 pm' }))).toEqual([
      "speaker: is required for a webinar: the speaker's name and role",
      'time: must be written like "07:00 PM – 08:30 PM IST" (start and end in India time, end after start)',
    ]);
  });
  it('takes a registration deadline on or before the last day, not after', () => {
    expect(messages(eventEntrySchema.safeParse({ ...conference, closes: '2025-04-10' }))).toEqual([]);
    expect(messages(eventEntrySchema.safeParse({ ...conference, closes: '2025-04-16' }))).toEqual([
      "closes: must be on or before the event's last day: registration cannot close after the event",
    ]);
  });
  it('refuses an end before the start, an impossible date and an id that cannot name a file', () => {
    expect(messages(eventEntrySchema.safeParse({ ...conference, end: '2025-04-13' }))).toEqual([
      'end: must be on or after the start date',
    ]);
    expect(messages(eventEntrySchema.safeParse({ ...conference, start: '2025-02-30', end: undefined }))).toEqual([
      'start: is not a real calendar date',
    ]);
    expect(messages(eventEntrySchema.safeParse({ ...conference, id: 'ICIEMSD 2025' }))).toEqual([
      'id: must be lowercase letters, digits and "-", e.g. "iciemsd-2025"',
    ]);
  });
  it('has unique ids', () => {
    const ids = events().map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the text pages schema (through the pages collection)', () => {
  /** A copy of the first text page's file, as written, for a test to break one field of. */
  const textPageFile = async () => {
    const page = (await entries<{ type?: string }>('pages')).find((entry) => entry.data.type === 'text')!;
    return structuredClone(pageFile(page.id));
  };
  it('refuses an unknown section type and names the allowed ones', async () => {
    const page = await textPageFile();
    page.sections = [{ type: 'gallery', heading: 'x', items: [] }];
    expect(pageIssues(page)).toEqual(['sections.0.type: type must be one of: cards, steps, checklist, stats, links']);
  });
  it('refuses more than three buttons in the closing block', async () => {
    const page = await textPageFile();
    const button = { label: 'Go', href: '/contact' };
    page.cta = { heading: 'h', text: 't', buttons: [button, button, button, button] };
    expect(pageIssues(page)).toEqual(['cta.buttons: keep it to three buttons at most']);
  });
});

describe('conference content: invariants an editor keeps by writing correct files', () => {
  it("lists conferences and webinars, and names each conference page's event", () => {
    expect(conferences().length).toBeGreaterThan(0);
    expect(webinars().length).toBeGreaterThan(0);
    const byId = new Map(events().map((e) => [e.id, e]));
    expect(conferencePages().length).toBeGreaterThan(0);
    for (const details of conferencePages()) {
      const event = byId.get(details.event);
      expect(event?.kind, `${details.path} names a conference of events.yaml`).toBe('conference');
      expect(event?.link, `${details.event} links to its page`).toBe(details.path);
    }
  });
  // The schema already wants tracks and dates (the page sorts the dates); a fee of ₹0 it allows.
  it("prices each conference page's registration options above ₹0", () => {
    for (const details of conferencePages())
      for (const option of details.registration)
        expect(option.price.inr, `${details.path}: ${option.type}`).toBeGreaterThan(0);
  });
  it('has years in the archive from the first archive year on, newest first', () => {
    const years = archiveYears(conferences(), archive().since);
    expect(years.at(-1)).toBe(archive().since);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(years[0]).toBe(Math.max(archive().since, ...conferences().map(eventYear)));
  });
});
