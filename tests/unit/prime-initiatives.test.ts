/**
 * Ematix-Prime initiatives: the brochure PDF writer, event date ranges, the initiative content against what SPEC
 * fixes, and the "coming soon" pages against the pages (src/content/pages).
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { z } from 'astro/zod';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { brochureFileName, makeTrainingBrochure } from '../../src/lib/pdf/skills-brochure';
import { wrapText } from '../../src/lib/pdf/text';
import { formatDateRange } from '../../src/lib/format/numbers';
import { routes } from '../support/routes';
import { entries as contentEntries } from '../support/content';
import {
  fdpSchema,
  innovationChallengeSchema,
  skillsTrainingSchema,
} from '../../src/content-model/schemas/prime-initiatives';

const image = (() => z.string()) as unknown as Parameters<typeof fdpSchema>[0];
const yaml = (path: string) => parse(readFileSync(path, 'utf8'));
const dir = 'src/content/prime/initiatives';
const messages = (result: z.SafeParseReturnType<unknown, unknown>) =>
  result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('formatDateRange', () => {
  it('writes one day, a range in one month, across months and across years', () => {
    expect(formatDateRange('2025-05-28')).toBe('28 May 2025');
    expect(formatDateRange('2025-06-23', '2025-06-27')).toBe('23–27 June 2025');
    expect(formatDateRange('2025-06-30', '2025-07-02')).toBe('30 June – 2 July 2025');
    expect(formatDateRange('2025-12-30', '2026-01-02')).toBe('30 December 2025 – 2 January 2026');
    expect(formatDateRange('2025-06-23', '2025-06-23')).toBe('23 June 2025');
  });
  it('refuses a malformed date and an end before the start', () => {
    expect(() => formatDateRange('23/06/2025')).toThrow(/YYYY-MM-DD/);
    expect(() => formatDateRange('2025-06-27', '2025-06-23')).toThrow(/before/);
  });
});

describe('brochure PDF', () => {
  it('wraps text at the width and keeps long words whole', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const width = (text: string) => font.widthOfTextAtSize(text, 10);
    expect(wrapText('one two three four', font, 10, width('one two'))).toEqual(['one two', 'three', 'four']);
    expect(wrapText('supercalifragilistic ok', font, 10, width('ok'))).toEqual(['supercalifragilistic', 'ok']);
    expect(wrapText('  ', font, 10, width('ok'))).toEqual([]);
  });

  it('makes a valid PDF from the training entry, the same bytes every time', async () => {
    const training = yaml(`${dir}/skills-training.yaml`)['essential-skills-2025'];
    const input = {
      title: training.title,
      dates: formatDateRange(training.start, training.end),
      time: training.time,
      place: training.place,
      audience: training.audience,
      fee: `₹${training.fee}`,
      summary: training.summary.split(/\n\s*\n/),
      syllabus: training.syllabus,
      guests: training.chiefGuests.map((g: { name: string; designation: string }) => ({
        name: g.name,
        role: g.designation,
      })),
      contact: ['Ematix, Salem', 'hello@ematix.example.com'],
      url: 'https://www.ematix.example.com/ematixprime/initiative/skill',
      date: new Date(`${training.start}T00:00:00Z`),
    };
    const bytes = await makeTrainingBrochure(input);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const again = await makeTrainingBrochure(input);
    expect(Buffer.from(again).equals(Buffer.from(bytes)), 'same content, same file').toBe(true);
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.getTitle()).toBe(training.title);
    expect(loaded.getPageCount()).toBeGreaterThanOrEqual(1);
    // pdf-lib writes text as hex strings inside Flate-compressed content streams: every syllabus day's title is there.
    const buffer = Buffer.from(bytes);
    const raw = [...buffer.toString('latin1').matchAll(/stream\r?\n/g)]
      .map((match) => {
        try {
          return inflateSync(buffer.subarray(match.index! + match[0].length)).toString('latin1');
        } catch {
          return '';
        }
      })
      .join('\n');
    for (const day of training.syllabus) {
      const hex = Buffer.from(`${day.day}: ${day.title}`, 'latin1').toString('hex').toUpperCase();
      expect(raw, `${day.day} in the brochure`).toContain(hex);
    }
    expect(brochureFileName('essential-skills-2025')).toBe('essential-skills-2025-brochure.pdf');
  });
});

describe('initiative content', () => {
  it('the FDP is valid, with a collage', () => {
    const fdp = yaml(`${dir}/fdp.yaml`)['ieee-ras-fdp'];
    expect(messages(fdpSchema(image).safeParse(fdp))).toEqual([]);
    expect(fdp.collage.length).toBeGreaterThan(0);
  });

  it('the skills training is valid, with a syllabus, chief guests and sample certificates', () => {
    const training = yaml(`${dir}/skills-training.yaml`)['essential-skills-2025'];
    expect(messages(skillsTrainingSchema(image).safeParse(training))).toEqual([]);
    for (const list of [training.syllabus, training.chiefGuests, training.certificates])
      expect(list.length).toBeGreaterThan(0);
  });

  it('the innovation challenge is valid', () => {
    expect(
      messages(
        innovationChallengeSchema(image).safeParse(
          yaml(`${dir}/innovation-challenge.yaml`)['innovation-challenge-2025'],
        ),
      ),
    ).toEqual([]);
  });

  it('a chief guest without a bio is refused with a message', () => {
    const training = yaml(`${dir}/skills-training.yaml`)['essential-skills-2025'];
    const guests = [{ ...training.chiefGuests[0], bio: undefined }];
    expect(messages(skillsTrainingSchema(image).safeParse({ ...training, chiefGuests: guests }))).toEqual([
      'chiefGuests.0.bio: needs a bio: two or three sentences about the chief guest',
    ]);
  });
});

// The page files with `type: coming-soon`, read as the build reads them (it fails on a page its schema refuses).
const soonPages = (await contentEntries<{ type?: string; links: { href: string }[] }>('pages')).filter(
  (entry) => entry.data.type === 'coming-soon',
);

describe('coming-soon pages', () => {
  const entries = soonPages;
  const known = new Set(routes.map((r) => r.id));

  it('are valid pages', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it('link only to pages of the registry (or the contact form), never to themselves', () => {
    for (const entry of entries) {
      for (const { href } of entry.data.links) {
        const path = href.split('?')[0];
        expect(known.has(path), `${entry.id} links to ${href}, which has no file in src/content/pages`).toBe(true);
        expect(path, `${entry.id} links to itself`).not.toBe(entry.id);
      }
    }
  });

  it('cover every title-only page SPEC lists in the membership, initiative and publication sections', () => {
    const spec = [
      'membership/cooperational',
      'initiative',
      'initiative/youth',
      'initiative/research',
      'publication',
      'publication/journals',
      'publication/abstract',
      'publication/call',
      'publication/proceeding',
      'publication/digital',
    ];
    expect(entries.map((e) => e.id).sort()).toEqual(spec.map((p) => `/ematixprime/${p}`).sort());
  });
});
