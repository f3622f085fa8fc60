/**
 * The Ematix-Prime learning content read through the real schemas: internships, batches, courses, the course-info,
 * intern, MBA and inplant pages, awards and galleries. Only invariants (lists not empty, unique ids, files that
 * exist, a template that is valid and never published): SPEC's counts and figures were the launch content, and an
 * editor's correct change must never turn a test red.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { awardPageSchema } from '~/content-model/schemas/awards';
import { courseInfoSchema, courseSchema, internProgrammeSchema } from '~/content-model/schemas/courses';
import type { SchemaContext } from 'astro:content';
import { galleryPageSchema } from '~/content-model/schemas/galleries';
import { resolveGalleryCard, type GalleryEvent } from '~/lib/content/learning';
import { batchSchema, internshipSchema } from '~/content-model/schemas/internships';
import { internshipCategories } from '~/lib/content/internships';
import { contentCheck, projectRoot } from '../support/content-check';
import { entries, entryData } from '../support/content';
import { templateTools } from '../support/templates';

// astro:content's image() only exists inside a collection; a string stands in for it, and the files are checked below.
const image = () => z.string();
const context = { image } as unknown as Parameters<typeof internshipSchema>[0];
const yamlFile = (path: string) => parse(readFileSync(path, 'utf8'));

/** Picture paths (strings ending in an image extension) anywhere in a value. */
const picturePaths = (value: unknown): string[] =>
  typeof value === 'string'
    ? /\.(jpe?g|png|webp|avif)$/.test(value)
      ? [value]
      : []
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(picturePaths)
      : [];
const missingPictures = (file: string, data: unknown) =>
  picturePaths(data)
    .filter((src) => !existsSync(resolve(dirname(file), src)))
    .map((src) => `${file}: ${src}`);

/** The internships read through the collection's real schema (tests/support/content.ts), drafts included. */
interface Internship {
  title: string;
  category: string;
  price: number;
  enrolmentForm?: string;
  draft: boolean;
  picture: { src: { fsPath: string }; alt: string };
}
const internships = (await entries<Internship>('internships')).map((entry) => ({
  file: entry.file,
  slug: entry.id,
  parsed: entry.data,
  body: entry.body ?? '',
}));
const published = internships.filter((entry) => !entry.parsed.draft);

describe('internships', () => {
  it('are there, none at ₹0 (the schema makes the price whole rupees, not above zero)', () => {
    expect(published.length).toBeGreaterThan(0);
    for (const entry of published) expect(entry.parsed.price, entry.file).toBeGreaterThan(0);
  });

  it("fall into the catalogue's groups, with the MBA programmes in MBA", () => {
    for (const entry of published) expect(internshipCategories, entry.file).toContain(entry.parsed.category);
    for (const entry of published.filter((e) => e.slug.startsWith('mba-')))
      expect(entry.parsed.category, entry.file).toBe('MBA');
  });

  it('have unique, lowercase file names (their ids and addresses) and unique titles', () => {
    for (const { slug } of internships)
      expect(slug, `${slug}.md: name it in lowercase words joined by hyphens`).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const titles = internships.map((e) => e.parsed.title.toLowerCase());
    expect(
      titles.filter((t, i) => titles.indexOf(t) !== i),
      'titles used twice',
    ).toEqual([]);
  });

  it('give every programme its details: week by week, outcomes and who it suits', () => {
    for (const entry of internships) {
      expect(entry.body, entry.file).toMatch(/^## Week by week$/m);
      expect(entry.body, entry.file).toMatch(/^## What you will be able to do$/m);
      expect(entry.body, entry.file).toMatch(/^## Who it suits$/m);
    }
  });

  it('refer only to pictures that exist', () => {
    expect(internships.filter((e) => !existsSync(e.parsed.picture.src.fsPath)).map((e) => e.file)).toEqual([]);
  });

  it('ship a template that passes the check once filled in and stays out of the collection', async () => {
    const { templates, fromTemplate } = await templateTools();
    const template = templates().find((t) => t.folder === 'src/content/internships');
    expect(template, 'src/content/internships/_template.md').toBeDefined();
    expect(internships.some((entry) => entry.file === template!.file)).toBe(false);
    const made = fromTemplate(
      template!,
      internships.map((entry) => entry.slug),
    );
    const { checkContent, formatProblem } = await contentCheck();
    const { problems } = await checkContent({ root: projectRoot, overlay: { [made.file]: made.text } });
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it('explain a typo in editor words', () => {
    const rawInternship = {
      title: 'Drone Engineering',
      category: 'Core',
      description: 'Build and fly a quadcopter.',
      picture: { src: '../../assets/placeholder/internships/ai-embedded-systems.jpg', alt: 'A quadcopter' },
      price: 15999,
      mode: 'Offline',
    };
    const result = internshipSchema(context).safeParse({
      ...rawInternship,
      mode: 'online',
      titel: 'x',
      price: '₹14,999',
    });
    const messages = result.success
      ? []
      : result.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`);
    expect(messages).toEqual([
      'price: must be a number of rupees without commas or "Rs", e.g. 79000',
      'mode: must be one of "Online", "Offline", "Online/offline" (written exactly so)',
      "(file): Unrecognized key(s) in object: 'titel'",
    ]);
  });
});

describe('the batch schedule', () => {
  const batches = (yamlFile('src/content/learning/batches.yaml') as unknown[]).map((b) => batchSchema.parse(b));
  // An end before the start the schema refuses (below).
  it('parse, with unique ids', () => {
    expect(batches.length).toBeGreaterThan(0);
    expect(new Set(batches.map((b) => b.id)).size).toBe(batches.length);
  });
  it('refuses an end before the start', () => {
    expect(() => batchSchema.parse({ id: 'x', text: 'X batch', start: '2026-02-01', end: '2026-01-31' })).toThrow(
      /on or after the start/,
    );
  });
});

describe('courses', () => {
  const file = 'src/content/learning/courses.yaml';
  const courses = (yamlFile(file) as unknown[]).map((c) => courseSchema(context).parse(c));
  it('are there, each with a fee above ₹0, its own id and pictures that exist', () => {
    expect(courses.length).toBeGreaterThan(0);
    for (const course of courses) expect(course.fee, course.title).toBeGreaterThan(0);
    expect(new Set(courses.map((c) => c.id)).size).toBe(courses.length);
    expect(missingPictures(file, yamlFile(file))).toEqual([]);
  });
});

// The learning pages' content, from their page files as the build reads them (the pages schema checks it).
type Output<S> = S extends (context: SchemaContext) => infer R ? (R extends z.ZodTypeAny ? z.output<R> : never) : never;
const courseInfo = await entryData<z.output<typeof courseInfoSchema>>('pages', '/ematixprime/course');
const internPage = await entryData<{
  programme: Output<typeof internProgrammeSchema>;
}>('pages', '/ematixprime/intern');

describe('the learning pages', () => {
  // The lists the schema wants non-empty (career tracks, figures, benefits, pictures, tiles, features) are not
  // counted again here.
  it('course info: each technology and domain once, the button to the catalogue', () => {
    const info = courseInfo;
    expect(new Set(info.technologies).size, 'technologies listed twice').toBe(info.technologies.length);
    expect(new Set(info.domains).size, 'domains listed twice').toBe(info.domains.length);
    expect(info.cta.href, "SPEC §2: 'Get Started' goes to the internship catalogue").toBe('/ematixprime/internship');
  });

  it('intern: pictures that exist, the button to the catalogue', () => {
    const file = 'src/content/pages/ematixprime/intern.yaml';
    const intern = internPage.programme;
    expect(intern.cta.href).toBe('/ematixprime/internship');
    expect(missingPictures(file, yamlFile(file))).toEqual([]);
  });

  it('inplant: pictures that exist', () => {
    const file = 'src/content/pages/service/inplant.yaml';
    expect(missingPictures(file, yamlFile(file))).toEqual([]);
  });
});

describe('awards', () => {
  const read = (name: string) => {
    const file = `src/content/awards/${name}.yaml`;
    return { file, raw: yamlFile(file), page: awardPageSchema(context).parse(yamlFile(file)) };
  };
  it('list recipients on the award and recognition, global and faculty pages', () => {
    for (const name of ['recognition', 'global', 'faculty'])
      expect(read(name).page.recipients.length, name).toBeGreaterThan(0);
  });
  it('give every recipient card the fields SPEC §2 shows (photo, title, name, designation, organisation, city)', () => {
    for (const name of ['recognition', 'global', 'faculty']) {
      const { file, raw, page } = read(name);
      for (const person of page.recipients) {
        for (const field of ['title', 'designation', 'organisation', 'city', 'photo'] as const) {
          expect(person[field], `${file}: ${person.name} has no ${field}`).toBeTruthy();
        }
      }
      expect(missingPictures(file, raw)).toEqual([]);
    }
  });
  it('list institutional member awards, each title once', () => {
    const titles = read('institutional').page.categories.map((c) => c.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(new Set(titles).size).toBe(titles.length);
  });
  it('have award categories for women and for students and companies', () => {
    expect(read('women').page.categories.length).toBeGreaterThan(0);
    expect(read('student-corporate').page.categories.length).toBeGreaterThan(0);
  });
});

describe('galleries', () => {
  const fdps = yamlFile('src/content/prime/initiatives/fdp.yaml') as Record<string, GalleryEvent<unknown>>;
  const read = (name: string) => {
    const file = `src/content/galleries/${name}.yaml`;
    const page = galleryPageSchema(context).parse(yamlFile(file));
    return {
      file,
      raw: yamlFile(file),
      page,
      cards: page.cards.map((card) => resolveGalleryCard<unknown>(card, (id) => fdps[id])),
    };
  };
  it('give each card a positive duration where one is given (an FDP card takes its days from the FDP)', () => {
    for (const name of ['internships', 'mou']) {
      const { cards } = read(name);
      for (const card of cards)
        if (card.days !== undefined) expect(card.days, `${name}: ${card.title}`).toBeGreaterThan(0);
    }
  });
  it('refer only to pictures that exist, and give every card at least two to rotate', () => {
    for (const name of ['internships', 'mou']) {
      const { file, raw, cards } = read(name);
      expect(missingPictures(file, raw)).toEqual([]);
      for (const card of cards) expect(card.pictures.length, `${file}: ${card.title}`).toBeGreaterThanOrEqual(2);
    }
  });
  it("an FDP card takes the FDP's own facts, and may not restate them", () => {
    const [id, fdp] = Object.entries(fdps)[0];
    const card = resolveGalleryCard({ fdp: { id } }, (name) => fdps[name]);
    expect(card).toMatchObject({ title: fdp.title, college: fdp.college, date: fdp.start, pictures: fdp.events });
    // Both days count: 11-13 August is three days.
    const days = fdp.end ? (Date.parse(fdp.end) - Date.parse(fdp.start)) / 86_400_000 + 1 : 1;
    expect(card.days).toBe(days);
    // Through the galleries collection's schema: a gallery file whose one card is the card given.
    const gallery = (card: Record<string, unknown>) =>
      galleryPageSchema(context).safeParse({ intro: 'Our events.', cards: [card] });
    const restated = gallery({ fdp: id, college: 'Elsewhere', date: '2025-08-11' });
    expect(restated.success).toBe(false);
    expect(restated.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['cards.0.college', 'cards.0.date']);
    expect(gallery({ title: 'MOU signed', pictures: [] }).success).toBe(false);
  });
  it('one event, one set of facts: no card restates an event of another file by its title', () => {
    const fdpTitles = Object.values(fdps).map((fdp) => fdp.title.toLowerCase());
    const words = (text: string) =>
      text
        .toLowerCase()
        .split(/\W+/)
        .filter((word) => word.length > 2);
    for (const name of ['internships', 'mou']) {
      for (const card of read(name).raw.cards as { title?: string; fdp?: string }[]) {
        if (card.fdp || !card.title) continue;
        // e.g. "IEEE RAS five-day FDP" beside "IEEE RAS 5 Days FDP on Robotics…": name the FDP with fdp: instead.
        const shared = fdpTitles.filter(
          (title) => words(card.title!).filter((word) => words(title).includes(word)).length >= 3,
        );
        expect(shared, `${name}.yaml "${card.title}": write "- fdp: <id>" for an FDP of fdp.yaml`).toEqual([]);
      }
    }
  });
});
