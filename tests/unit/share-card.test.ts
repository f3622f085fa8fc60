/** The share cards: what each kind of page puts on its card, where the picture lives, and the drawn picture itself. */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  cardAlt,
  cardImagePath,
  cardParam,
  cardsByPath,
  eventCard,
  internshipCard,
  pageCard,
  postCard,
} from '~/lib/share-card/card';
import { drawCard } from '~/lib/share-card/draw';
import { formatDateRange, formatRupees } from '~/lib/format/numbers';
import { formatPostDate } from '~/lib/content/blog';

/** The element trees drawCard lays out, in order: satori itself still draws them. */
const laidOut = vi.hoisted(() => [] as unknown[]);
vi.mock('satori', async (importOriginal) => {
  const real = await importOriginal<typeof import('satori')>();
  return {
    ...real,
    default: (tree: Parameters<typeof real.default>[0], options: Parameters<typeof real.default>[1]) => {
      laidOut.push(tree);
      return real.default(tree, options);
    },
  };
});

const internship = { title: 'VLSI Design', description: 'Verilog to timing.', price: 18999, mode: 'Online/offline' };
const conference = {
  kind: 'conference' as const,
  title: 'International Conference on STEM Education',
  summary: 'How colleges teach.',
  start: '2025-04-04',
  end: '2025-04-05',
  place: 'Madurai, Tamil Nadu',
};

describe('where a card lives', () => {
  it('names the picture after the page: the home page as index, any spelling of a path as its canonical form', () => {
    expect(cardImagePath('/')).toBe('/og/index.png');
    expect(cardImagePath('/ematixprime/internship/vlsi-design')).toBe('/og/ematixprime/internship/vlsi-design.png');
    expect(cardImagePath('/About Us/')).toBe(cardImagePath('/about-us'));
    expect(cardParam('/blog/x')).toBe('blog/x');
    expect(cardParam('/')).toBe('index');
  });
  it('gives the community pages its brand and every other page the company one', () => {
    const brandOf = (path: string) => pageCard(path, { title: 'T', description: 'D' }, 'Area').brand;
    expect(brandOf('/ematixprime')).toBe('Ematix-Prime');
    expect(brandOf('/ematixprime/conference')).toBe('Ematix-Prime');
    expect(brandOf('/ematixprimex')).toBe('Ematix');
    expect(brandOf('/service/conference')).toBe('Ematix');
    expect(eventCard('/ematixprime/events/x', conference, { online: false }).brand).toBe('Ematix-Prime');
    expect(eventCard('/service/conference', conference, { online: false }).brand).toBe('Ematix');
  });
});

describe('what each kind of page shows', () => {
  it('an internship: its fee first, the four weeks and its mode, under the community brand', () => {
    const card = internshipCard('/ematixprime/internship/vlsi-design', internship, 'Core hardware and embedded');
    expect(card).toMatchObject({
      brand: 'Ematix-Prime',
      title: internship.title,
      eyebrow: 'Internship · Core hardware and embedded',
    });
    expect(card.facts).toEqual([formatRupees(internship.price), '4 weeks', internship.mode]);
  });
  it('an event: its dates and place, "Online" for an online one, its lowest fee first when given', () => {
    const card = eventCard('/ematixprime/events/icstem', conference, { online: false });
    expect(card.facts).toEqual([formatDateRange(conference.start, conference.end), conference.place]);
    expect(card.eyebrow).toBe('International conference');
    const online = eventCard(
      '/service/conference',
      { ...conference, kind: 'webinar', place: 'Online (Zoom)' },
      { online: true, lowestFee: 500 },
    );
    expect(online.facts).toEqual([
      `From ${formatRupees(500)}`,
      formatDateRange(conference.start, conference.end),
      'Online',
    ]);
    expect(online).toMatchObject({ eyebrow: 'Webinar', brand: 'Ematix' });
  });
  it('a post: its author and date, under the brand the post names', () => {
    const post = { title: 'A post', summary: 'Why.', author: 'Priya Raman', date: '2025-07-08', brand: 'Ematix-Prime' };
    expect(postCard('/blog/a-post', post)).toMatchObject({
      brand: 'Ematix-Prime',
      eyebrow: 'Blog',
      facts: ['Priya Raman', formatPostDate(post.date)],
    });
    expect(postCard('/blog/a-post', { ...post, brand: 'Ematix' }).brand).toBe('Ematix');
  });
  it('a section page: its title and description under its area', () => {
    const card = pageCard('/Careers/', { title: 'Careers', description: 'Work with us.' }, 'Company');
    expect(card).toEqual({
      path: '/careers',
      brand: 'Ematix',
      eyebrow: 'Company',
      title: 'Careers',
      subtitle: 'Work with us.',
      facts: [],
    });
  });
  it('says in its alt text what the card shows: brand and title, then the facts or else the sentence', () => {
    const card = internshipCard('/ematixprime/internship/vlsi-design', internship, 'IT');
    expect(cardAlt(card)).toBe(`Ematix-Prime: VLSI Design · ${formatRupees(18999)} · 4 weeks · Online/offline`);
    expect(cardAlt(pageCard('/careers', { title: 'Careers', description: 'Work with us.' }, 'Company'))).toBe(
      'Ematix: Careers · Work with us.',
    );
  });
  it('stops the build when two cards claim one page', () => {
    const card = pageCard('/careers', { title: 'Careers', description: 'Work with us.' }, 'Company');
    expect(cardsByPath([card]).get('/careers')).toBe(card);
    expect(() => cardsByPath([card, { ...card, title: 'Jobs' }])).toThrow(/Two share cards for the page \/careers/);
  });
});

type Node = { props?: { style?: Record<string, unknown>; children?: unknown[] } };
/** The element of a laid-out card whose text is `text`, if any. */
function element(tree: unknown, text: string): Node | undefined {
  const node = tree as Node;
  const children = node?.props?.children ?? [];
  if (children.includes(text)) return node;
  for (const child of children) {
    const found = typeof child === 'object' ? element(child, text) : undefined;
    if (found) return found;
  }
  return undefined;
}

describe('drawCard', () => {
  const cache = mkdtempSync(join(tmpdir(), 'share-cards-'));
  afterAll(() => rmSync(cache, { recursive: true, force: true }));
  const card = internshipCard('/ematixprime/internship/vlsi-design', internship, 'Core hardware and embedded');

  it('draws a 1200×630 PNG well under WhatsApp’s limit, kept under the hash of the card', async () => {
    const png = await drawCard(card, 'www.example.com', cache);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
    expect(png.length).toBeLessThan(60_000);
    const kept = readdirSync(cache);
    expect(kept).toEqual([expect.stringMatching(/^[0-9a-f]{24}\.png$/)]);
    // Drawn once: the same card again is the kept file.
    expect((await drawCard(card, 'www.example.com', cache)).equals(png)).toBe(true);
    expect(readdirSync(cache)).toEqual(kept);
    writeFileSync(join(cache, kept[0]), 'kept');
    expect((await drawCard(card, 'www.example.com', cache)).toString()).toBe('kept');
  });
  it('keys a card by everything it shows', async () => {
    const before = readdirSync(cache).length;
    await drawCard({ ...card, facts: ['₹1'] }, 'www.example.com', cache);
    expect(readdirSync(cache)).toHaveLength(before + 1);
    await drawCard(card, 'www.ematix.in', cache);
    expect(readdirSync(cache)).toHaveLength(before + 2);
  });
  it('gives a long title a smaller size, and the sentence only the lines the title and facts leave', async () => {
    const short = pageCard('/careers', { title: 'Careers', description: 'Work with us.' }, 'Company');
    const long = { ...card, title: 'x'.repeat(90) };
    laidOut.length = 0;
    await drawCard(short, 'www.example.com', cache);
    await drawCard(long, 'www.example.com', cache);
    const [shortTree, longTree] = laidOut;
    const titleSize = (tree: unknown, title: string) => Number(element(tree, title)?.props?.style?.fontSize);
    expect(titleSize(longTree, long.title)).toBeLessThan(titleSize(shortTree, short.title));
    expect(element(shortTree, short.subtitle!)).toBeDefined();
    expect(element(longTree, long.subtitle!)).toBeUndefined();
  });
});
