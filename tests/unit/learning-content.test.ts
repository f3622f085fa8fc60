/**
 * The Ematix-Prime learning content read through the real schemas: internships, batches, courses, the course-info,
 * intern, MBA and inplant pages, awards and galleries. Counts and figures are checked only where SPEC §9 (or §2)
 * fixes them, and each message says so; everything else is an invariant (unique ids, files that exist, a template
 * that is valid and never published).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { awardPageSchema } from '~/content-model/schemas/awards';
import {
  courseInfoSchema,
  courseSchema,
  elearningSchema,
  inplantSchema,
  internProgrammeSchema,
  mbaProgrammeSchema,
} from '~/content-model/schemas/courses';
import { galleryPageSchema } from '~/content-model/schemas/galleries';
import { batchSchema, internshipSchema, mbaEnrolmentFormKeys } from '~/content-model/schemas/internships';
import { settingsSchema } from '~/content-model/schemas/site';
import { contentCheck, projectRoot } from '../support/content-check';
import { entries } from '../support/content';
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
  enrolmentForm: string;
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

/** SPEC §9's internship prices per 4 weeks, by the file that holds each internship. */
const specPrices: Record<string, number> = {
  'ai-embedded-systems': 14999,
  'vlsi-design': 18999,
  'internet-of-things': 13499,
  '5g-wireless-communication': 15999,
  robotics: 17999,
  'smart-healthcare-devices': 16499,
  'automotive-ev-systems': 19999,
  'fpga-design': 17499,
  'cyber-physical-systems': 14499,
  'industrial-automation': 16999,
  'full-stack-web-development': 12999,
  'cloud-devops': 15499,
  cybersecurity: 14999,
  'mobile-app-development': 13999,
  'blockchain-development': 16499,
  'data-structures-algorithms': 11999,
  'high-performance-computing': 18499,
  'software-testing': 12499,
  'big-data-analytics': 15999,
  'product-engineering': 13499,
  'mba-financial-modelling': 14999,
  'mba-digital-marketing': 12499,
  'mba-hr-analytics': 10999,
  'mba-business-process': 16999,
  'mba-supply-chain': 13999,
};

describe('internships', () => {
  it('include the 25 internships SPEC §9 fixes, at their prices (editors may add more)', () => {
    const prices = Object.fromEntries(published.map((entry) => [entry.slug, entry.parsed.price]));
    for (const [slug, price] of Object.entries(specPrices)) {
      expect(prices[slug], `SPEC §9 lists the internship ${slug}.md at Rs ${price} per 4 weeks`).toBe(price);
    }
    expect(published.length, 'SPEC §9 lists 25 internships; editors may add more, never go below 25').toBeGreaterThanOrEqual(25);
  });

  it('fall into the three groups SPEC names, with the MBA programmes in MBA', () => {
    expect(new Set(published.map((e) => e.parsed.category)), 'SPEC §2: Core hardware and embedded, IT, MBA').toEqual(new Set(['Core', 'IT', 'MBA']));
    for (const entry of published.filter((e) => e.slug.startsWith('mba-'))) expect(entry.parsed.category, entry.file).toBe('MBA');
  });

  it('have unique, lowercase file names (their ids and addresses) and unique titles', () => {
    for (const { slug } of internships) expect(slug, `${slug}.md: name it in lowercase words joined by hyphens`).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const titles = internships.map((e) => e.parsed.title.toLowerCase());
    expect(titles.filter((t, i) => titles.indexOf(t) !== i), 'titles used twice').toEqual([]);
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

  it('use the four MBA forms of the settings, and the settings hold exactly those four', () => {
    const settings = settingsSchema.parse(yamlFile('src/content/site/settings.yaml').site);
    expect(Object.keys(settings.mbaEnrolmentForms).sort()).toEqual([...mbaEnrolmentFormKeys].sort());
    const own = published.filter((e) => e.parsed.enrolmentForm !== 'shared');
    expect(own.length, 'SPEC §7: separate enrolment forms for four MBA programmes').toBe(4);
    for (const entry of own) expect(entry.parsed.category, entry.file).toBe('MBA');
  });

  it('ship a template that passes the check once filled in and stays out of the collection', async () => {
    const { templates, fromTemplate } = await templateTools();
    const template = templates().find((t) => t.folder === 'src/content/internships');
    expect(template, 'src/content/internships/_template.md').toBeDefined();
    expect(internships.some((entry) => entry.file === template!.file)).toBe(false);
    const made = fromTemplate(template!, internships.map((entry) => entry.slug));
    const { checkContent, formatProblem } = await contentCheck();
    const { problems } = await checkContent({ root: projectRoot, overlay: { [made.file]: made.text } });
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it('explain a typo in editor words', () => {
    const rawInternship = {
      title: 'Drone Engineering',
      category: 'Core',
      description: 'Build and fly a quadcopter.',
      picture: { src: '../../assets/internships/ai-embedded-systems.jpg', alt: 'A quadcopter' },
      price: 15999,
      mode: 'Offline',
    };
    const result = internshipSchema(context).safeParse({ ...rawInternship, mode: 'online', titel: 'x', price: '₹14,999' });
    const messages = result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`);
    expect(messages).toEqual([
      'price: must be a number of rupees without commas or "Rs", e.g. 79000',
      'mode: must be one of "Online", "Offline", "Online/offline" (written exactly so)',
      "(file): Unrecognized key(s) in object: 'titel'",
    ]);
  });
});

describe('the batch schedule', () => {
  const batches = (yamlFile('src/content/learning/batches.yaml') as unknown[]).map((b) => batchSchema.parse(b));
  it('parse, with unique ids and each end on or after its start', () => {
    expect(batches.length).toBeGreaterThan(0);
    expect(new Set(batches.map((b) => b.id)).size).toBe(batches.length);
    for (const batch of batches) if (batch.end) expect(batch.end >= batch.start, batch.id).toBe(true);
  });
  it('refuses an end before the start', () => {
    expect(() => batchSchema.parse({ id: 'x', text: 'X batch', start: '2026-02-01', end: '2026-01-31' })).toThrow(/on or after the start/);
  });
});

describe('courses', () => {
  const file = 'src/content/learning/courses.yaml';
  const courses = (yamlFile(file) as unknown[]).map((c) => courseSchema(context).parse(c));
  it('are the four courses of SPEC §9 with their start dates and the fee of Rs 11000', () => {
    expect(
      courses.map((c) => [c.title, c.start, c.fee]),
      'SPEC §9: Embedded Systems from 2025-01-15, the other three from 2025-02-10, Rs 11000 each',
    ).toEqual([
      ['Embedded Systems', '2025-01-15', 11000],
      ['Internet of Things', '2025-02-10', 11000],
      ['PCB Design', '2025-02-10', 11000],
      ['Web Development', '2025-02-10', 11000],
    ]);
    expect(new Set(courses.map((c) => c.id)).size).toBe(courses.length);
    expect(missingPictures(file, yamlFile(file))).toEqual([]);
  });
});

describe('the learning pages', () => {
  it('course info: more technologies and domains than the chips shown at once, three tracks and the SPEC §9 figures', () => {
    const info = courseInfoSchema.parse(yamlFile('src/content/learning/course-info.page.yaml'));
    expect(info.careerTracks.length, 'SPEC §2: 3 career tracks').toBe(3);
    expect(info.stats.map((s) => s.value), 'SPEC §9: 1500+ students trained, 15+ colleges, 10+ hackathons').toEqual(['1500+', '15+', '10+']);
    expect(new Set(info.technologies).size, 'technologies listed twice').toBe(info.technologies.length);
    expect(new Set(info.domains).size, 'domains listed twice').toBe(info.domains.length);
    expect(info.cta.href, "SPEC §2: 'Get Started' goes to the internship catalogue").toBe('/ematixprime/internship');
  });

  it('intern: four benefits and three pictures (SPEC §2), the button to the catalogue', () => {
    const file = 'src/content/learning/intern.page.yaml';
    const intern = internProgrammeSchema(context).parse(yamlFile(file));
    expect(intern.benefits.length, 'SPEC §2: four benefits').toBe(4);
    expect(intern.pictures.length, 'SPEC §2: three images').toBe(3);
    expect(intern.cta.href).toBe('/ematixprime/internship');
    expect(missingPictures(file, yamlFile(file))).toEqual([]);
  });

  it('MBA: four specialisation tiles and four detail cards (SPEC §2)', () => {
    const mba = mbaProgrammeSchema.parse(yamlFile('src/content/learning/mba.page.yaml'));
    expect(mba.specialisations.length, 'SPEC §2: 4 specialization tiles').toBe(4);
    expect(mba.details.length, 'SPEC §2: 4 detail cards').toBe(4);
  });

  it('inplant: four benefit cards and three pictures (SPEC §2)', () => {
    const file = 'src/content/learning/inplant.page.yaml';
    const inplant = inplantSchema(context).parse(yamlFile(file));
    expect(inplant.benefits.length, 'SPEC §2: four benefit cards').toBe(4);
    expect(inplant.pictures.length, 'SPEC §2: three images').toBe(3);
    expect(missingPictures(file, yamlFile(file))).toEqual([]);
  });

  it('e-learning: the Prime LMS introduction is valid', () => {
    expect(elearningSchema.parse(yamlFile('src/content/learning/elearning.page.yaml')).features.length).toBeGreaterThan(0);
  });
});

describe('awards', () => {
  const read = (name: string) => {
    const file = `src/content/awards/${name}.yaml`;
    return { file, raw: yamlFile(file), page: awardPageSchema(context).parse(yamlFile(file)) };
  };
  it('list the recipients SPEC §2 counts: 14 award and recognition, 6 global, 11 faculty', () => {
    expect(read('recognition').page.recipients.length, 'SPEC §2: 14 award and recognition cards').toBe(14);
    expect(read('global').page.recipients.length, 'SPEC §2: 6 Global Educator Awards').toBe(6);
    expect(read('faculty').page.recipients.length, 'SPEC §2: 11 Faculty Awards').toBe(11);
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
  it('list the three institutional member awards SPEC §2 names', () => {
    expect(read('institutional').page.categories.map((c) => c.title), 'SPEC §2: the 3 institutional member awards').toEqual([
      'Best Teacher Award',
      'Innovative Educator Award',
      'Lifetime Achievement in Education',
    ]);
  });
  it('have award categories for women and for students and companies', () => {
    expect(read('women').page.categories.length).toBeGreaterThan(0);
    expect(read('student-corporate').page.categories.length).toBeGreaterThan(0);
  });
});

describe('galleries', () => {
  const read = (name: string) => {
    const file = `src/content/galleries/${name}.yaml`;
    return { file, raw: yamlFile(file), page: galleryPageSchema(context).parse(yamlFile(file)) };
  };
  it('have the cards SPEC §2 counts: 10 internship cards and 9 MOU and event cards', () => {
    expect(read('internships').page.cards.length, 'SPEC §2: Internship gallery 10 cards').toBe(10);
    expect(read('mou').page.cards.length, 'SPEC §2: MOU/events gallery 9 cards').toBe(9);
  });
  it('keep to the SPEC §9 figures: durations 5-60 days, agreements valid 3 years, event extras 56, 250, 10 and 8 offers', () => {
    const days = [...read('internships').page.cards, ...read('mou').page.cards].flatMap((c) => (c.days ? [c.days] : []));
    expect(Math.min(...days), 'SPEC §9: gallery durations 5–60 days').toBe(5);
    expect(Math.max(...days), 'SPEC §9: gallery durations 5–60 days').toBe(60);
    const extras = read('mou').page.cards.flatMap((c) => (c.extra ? [c.extra] : []));
    expect(extras.filter((e) => e.includes('valid for 3 years')).length, 'SPEC §9: agreement validity 3 years').toBeGreaterThan(0);
    for (const figure of ['56 ', '250 ', '10 offers', '8 offers']) {
      expect(extras.some((e) => e.startsWith(figure)), `SPEC §9 event extra "${figure.trim()}"`).toBe(true);
    }
  });
  it('refer only to pictures that exist, and give every card at least two to rotate', () => {
    for (const name of ['internships', 'mou']) {
      const { file, raw, page } = read(name);
      expect(missingPictures(file, raw)).toEqual([]);
      for (const card of page.cards) expect(card.pictures.length, `${file}: ${card.title}`).toBeGreaterThanOrEqual(2);
    }
  });
});
