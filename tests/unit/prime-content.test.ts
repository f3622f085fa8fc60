/**
 * The Ematix-Prime conference data against what SPEC fixes (counts, dates, prices), and the events schema against
 * the mistakes an editor could make. Counts asserted here are the ones SPEC §2 and §9 fix; the messages say so.
 */
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { eventEntrySchema } from '../../src/content-model/schemas/events';
import { primePageSchema } from '../../src/content-model/schemas/prime-pages';
import { archiveYears, eventYear } from '~/lib/events';
import { archive, conferenceDetails, conferenceFaq, events, featuredConferences, media, pastConferences, primePage, webinars } from '../e2e/prime-content';

const messages = (result: z.SafeParseReturnType<unknown, unknown>) => (result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));

describe('the events schema', () => {
  const conference = { id: 'iciemsd-2025', kind: 'conference', showOn: 'past', title: 'ICIEMSD 2025', start: '2025-04-14', end: '2025-04-15', place: 'Online', summary: 'A conference.' };
  const webinar = { id: 'pcb-webinar', kind: 'webinar', title: 'PCB basics', start: '2025-07-12', time: '07:00 PM – 08:30 PM IST', place: 'Online', speaker: 'M. Arun', register: '/ematixprime/membership/membershipform?plan=free', summary: 'A webinar.' };

  it('accepts every entry of src/content/prime/events.yaml', () => {
    for (const entry of events()) expect(messages(eventEntrySchema.safeParse(entry)), entry.id).toEqual([]);
  });
  it('accepts a correct conference and webinar', () => {
    expect(messages(eventEntrySchema.safeParse(conference))).toEqual([]);
    expect(messages(eventEntrySchema.safeParse(webinar))).toEqual([]);
  });
  it('asks a conference for the page that lists it and keeps webinar fields off it', () => {
    expect(messages(eventEntrySchema.safeParse({ ...conference, showOn: undefined, speaker: 'X' }))).toEqual([
      'showOn: is required for a conference: "upcoming" or "past" (the page that lists it)',
      'speaker: is for webinars only: leave it out of a conference',
    ]);
  });
  it('asks a webinar for its speaker, an IST time and a registration target', () => {
    expect(messages(eventEntrySchema.safeParse({ ...webinar, speaker: undefined, time: '7 pm', register: undefined }))).toEqual([
      "speaker: is required for a webinar: the speaker's name and role",
      'register: is required for a webinar: where "Register Now" goes, e.g. "/ematixprime/membership/membershipform?plan=free"',
      'time: must be written like "07:00 PM – 08:30 PM IST" (start and end in India time, end after start)',
    ]);
  });
  it('refuses an end before the start, an impossible date and an id that cannot name a file', () => {
    expect(messages(eventEntrySchema.safeParse({ ...conference, end: '2025-04-13' }))).toEqual(['end: must be on or after the start date']);
    expect(messages(eventEntrySchema.safeParse({ ...conference, start: '2025-02-30', end: undefined }))).toEqual(['start: is not a real calendar date']);
    expect(messages(eventEntrySchema.safeParse({ ...conference, id: 'ICIEMSD 2025' }))).toEqual(['id: must be lowercase letters, digits and "-", e.g. "iciemsd-2025"']);
  });
  it('has unique ids', () => {
    const ids = events().map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the text pages schema', () => {
  it('refuses an unknown section type and names the allowed ones', () => {
    expect(messages(primePageSchema.safeParse({ sections: [{ type: 'gallery', heading: 'x', items: [] }] }))).toEqual([
      'sections.0.type: type must be one of: cards, steps, checklist, stats, links',
    ]);
  });
  it('refuses more than three buttons in the closing block', () => {
    const button = { label: 'Go', href: '/contact' };
    expect(messages(primePageSchema.safeParse({ cta: { heading: 'h', text: 't', buttons: [button, button, button, button] } }))).toEqual([
      'cta.buttons: keep it to three buttons at most',
    ]);
  });
});

describe('conference content against SPEC', () => {
  it('features 5 upcoming conferences (SPEC §2 fixes 5)', () => {
    expect(featuredConferences(), 'SPEC §2: "Upcoming International Conferences 2025: 5 featured"').toHaveLength(5);
  });
  it('has 15 past conferences in 2025 and none in other years (SPEC §2: only 2025 has data, 15 conferences)', () => {
    const past = pastConferences();
    expect(past.filter((e) => eventYear(e) === 2025), 'SPEC §2 fixes 15 past conferences for 2025').toHaveLength(15);
    expect(past.filter((e) => eventYear(e) !== 2025), 'SPEC §2: only 2025 has data').toEqual([]);
  });
  it('shows the years 2025 down to 2014 (SPEC §9)', () => {
    expect(archiveYears(pastConferences(), archive().since), 'SPEC §9: years 2014–2025').toEqual(Array.from({ length: 12 }, (_, i) => 2025 - i));
  });
  it('has 4 webinars (SPEC §2 fixes 4)', () => {
    expect(webinars(), 'SPEC §2: "Upcoming Webinars: 4 cards"').toHaveLength(4);
  });
  it('has 7 conference FAQ (SPEC §9 fixes 7), 42 gallery photos (SPEC §9) and 5 pictures (SPEC §2)', () => {
    expect(conferenceFaq().items, 'SPEC §9: 7 conference FAQ').toHaveLength(7);
    expect(media().gallery, 'SPEC §9: 42 gallery photos').toHaveLength(42);
    expect(media().pictures, 'SPEC §2: conference videos and galleries: 5 images').toHaveLength(5);
  });
  it('dates the awards conference 28 May 2025 online and ICIEMSD 14–15 April 2025 online (SPEC §2, §9)', () => {
    const byId = Object.fromEntries(events().map((e) => [e.id, e]));
    const awards = byId[conferenceDetails('awards-conference-2025').event];
    expect([awards.start, awards.end ?? awards.start, awards.place]).toEqual(['2025-05-28', '2025-05-28', 'Online']);
    const iciemsd = byId[conferenceDetails('iciemsd-2025').event];
    expect([iciemsd.start, iciemsd.end, iciemsd.place]).toEqual(['2025-04-14', '2025-04-15', 'Online']);
  });
  it('prices and dates the two conferences as SPEC §9 says (last registration 27 May: docs/decisions.md)', () => {
    const awards = conferenceDetails('awards-conference-2025');
    expect(awards.registration.map((r) => r.price)).toEqual([{ inr: 2500, usd: 20 }]);
    expect(awards.importantDates.map((d) => d.date)).toEqual(['2025-05-20', '2025-05-25', '2025-05-27']);
    expect(awards.tracks.length, 'the awards conference names its tracks').toBeGreaterThan(0);
    const iciemsd = conferenceDetails('iciemsd-2025');
    expect(iciemsd.registration.map((r) => r.price)).toEqual([{ inr: 2000, usd: 20 }, { inr: 3000, usd: 35 }, { inr: 1000, usd: 15 }]);
    expect(iciemsd.importantDates.map((d) => d.date)).toEqual(['2025-04-12', '2025-04-13', '2025-04-14']);
    expect(iciemsd.tracks.map((t) => t.title)).toEqual(['Science', 'Engineering and technology', 'Management']);
  });
  it('states the SPEC §9 facts on the hosting, sponsoring, chapter and mentorship pages', () => {
    const text = (id: string) => JSON.stringify(primePage(id));
    expect(text('conference-plan')).toMatch(/10% /);
    expect(text('conference-plan')).toMatch(/one or two complimentary nights/);
    expect(text('conference-sponsor')).toMatch(/100\+|over 100/);
    expect(text('community-chapter')).toMatch(/at least 100/);
    expect(text('community-chapter')).toMatch(/5–7 business days/);
    const cards = primePage('academicsupport').sections?.find((s) => s.type === 'cards');
    expect(cards?.items, 'SPEC §2: six expertise areas').toHaveLength(6);
    expect(text('academicsupport')).toMatch(/15\+/);
    const steps = primePage('community-student').sections?.find((s) => s.type === 'steps');
    expect(steps?.items, 'SPEC §2: four steps to start a chapter').toHaveLength(4);
  });
});
