import { describe, expect, it } from 'vitest';
import {
  areaLabel,
  areaOf,
  groupByArea,
  normaliseQuery,
  PAGEFIND_OPTIONS,
  rankedHits,
  resultsMessage,
  SEARCH_WORDS_META,
  searchWordsText,
} from '~/lib/widgets/search';

/** What the panel shows for Pagefind's data: each case goes through the function the panel calls. */
type Data = Parameters<typeof rankedHits>[0][number];
const shown = (data: Data) => rankedHits([data], '')[0]!;
const pathOf = (url: string) => shown({ url, excerpt: '' }).path;
const excerptParts = (excerpt: string) => shown({ url: '/', excerpt }).excerpt;
/** Results in Pagefind's order (title and known-by words as page metadata), re-ranked for a query. */
const rerank = (hits: readonly { path: string; title: string; known?: string }[], query: string) =>
  rankedHits(
    hits.map(({ path, title, known }) => ({ url: path, excerpt: '', meta: { title, [SEARCH_WORDS_META]: known } })),
    query,
  );

describe('result paths', () => {
  it('drops index.html, .html and a trailing slash, keeps the home page', () => {
    expect(pathOf('/blog/')).toBe('/blog');
    expect(pathOf('/blog/index.html')).toBe('/blog');
    expect(pathOf('/index.html')).toBe('/');
    expect(pathOf('/')).toBe('/');
    expect(pathOf('/404.html')).toBe('/404');
    expect(pathOf('/ematixprime/internship/vlsi-design/#dates')).toBe('/ematixprime/internship/vlsi-design');
  });
});

describe('areaOf', () => {
  it('places each path under its area, the longer prefix first, the company otherwise', () => {
    expect(areaOf('/')).toBe('company');
    expect(areaOf('/careers')).toBe('company');
    expect(areaOf('/blog')).toBe('blog');
    expect(areaOf('/blog/some-post/')).toBe('blog');
    expect(areaOf('/products/suites')).toBe('products');
    expect(areaOf('/ematixprime')).toBe('community');
    expect(areaOf('/ematixprime/membership/faq')).toBe('community');
    expect(areaOf('/ematixprime/internship/vlsi-design')).toBe('internships');
    expect(areaOf('/ematixprime/intern')).toBe('internships');
    expect(areaOf('/service/internship')).toBe('internships');
    expect(areaOf('/ematixprime/conference/faq')).toBe('conferences');
    expect(areaOf('/ematixprime/events/some-webinar')).toBe('conferences');
    expect(areaOf('/service/conference2')).toBe('conferences');
  });

  it('matches whole path segments only', () => {
    expect(areaOf('/blogroll')).toBe('company');
    expect(areaOf('/ematixprime/internships-elsewhere')).toBe('community');
    expect(areaOf('/service/internshipish')).toBe('company');
  });

  it('puts the web products\u2019 own pages under products, whatever their path', () => {
    expect(areaOf('/hrm', ['/hrm', '/ubs'])).toBe('products');
    expect(areaOf('/hrm/')).toBe('company');
  });
});

describe('groupByArea', () => {
  it('groups in the areas\u2019 order, keeps the given order within a group and leaves out empty areas', () => {
    const groups = groupByArea([{ path: '/careers' }, { path: '/blog' }, { path: '/' }, { path: '/hrm' }], ['/hrm']);
    expect(groups.map((g) => g.id)).toEqual(['company', 'products', 'blog']);
    expect(groups[0]!.pages.map((p) => p.path)).toEqual(['/careers', '/']);
    expect(groups.map((g) => g.label)).toEqual(groups.map((g) => areaLabel(g.id)));
  });

  it('has a label for every area, and names an unknown one as it is', () => {
    const everyArea = groupByArea(
      ['/', '/products', '/ematixprime', '/ematixprime/intern', '/ematixprime/conference', '/blog'].map((path) => ({
        path,
      })),
    );
    expect(everyArea.map((group) => group.label)).toEqual([
      'Company',
      'Products',
      'Ematix-Prime community',
      'Internships',
      'Conferences and events',
      'Blog',
    ]);
    expect(areaLabel('unknown')).toBe('unknown');
  });
});

describe('excerptParts', () => {
  it('turns Pagefind\u2019s excerpt into text parts with the matches marked', () => {
    expect(excerptParts('Learn <mark>VLSI</mark> design in <mark>Salem</mark>.')).toEqual([
      { text: 'Learn ', mark: false },
      { text: 'VLSI', mark: true },
      { text: ' design in ', mark: false },
      { text: 'Salem', mark: true },
      { text: '.', mark: false },
    ]);
  });

  it('decodes entities into text (never HTML) and drops any other tag', () => {
    expect(excerptParts('R&amp;D &lt;script&gt; <b>bold</b> &#8377;14,999 &#x2014; <mark>fee</mark>')).toEqual([
      { text: 'R&D <script> bold ₹14,999 — ', mark: false },
      { text: 'fee', mark: true },
    ]);
  });

  it('collapses whitespace and trims the ends', () => {
    expect(excerptParts('  a \n\n b <mark>c</mark>  ')).toEqual([
      { text: 'a b ', mark: false },
      { text: 'c', mark: true },
    ]);
    expect(excerptParts('')).toEqual([]);
  });
});

describe('resultsMessage and normaliseQuery', () => {
  it('says how many, in words a screen reader reads well', () => {
    expect(resultsMessage(7, 'vlsi')).toBe('7 results');
    expect(resultsMessage(1, 'vlsi')).toBe('1 result');
    expect(resultsMessage(0, ' zzz ')).toBe('No results for “zzz”.');
  });

  it('trims and collapses the query', () => {
    expect(normaliseQuery('  VLSI   internship ')).toBe('VLSI internship');
    expect(normaliseQuery('   ')).toBe('');
  });
});

describe('searchWordsText', () => {
  it('joins the words a page is known by, each once whatever its case, spaces tidied', () => {
    expect(searchWordsText(['job', ' Vacancy ', 'JOB', 'work  with us', ''])).toBe('job, Vacancy, work with us');
    expect(searchWordsText([])).toBe('');
  });
});

describe('PAGEFIND_OPTIONS', () => {
  it('ranks the words a page is known by above its title, and its area not at all', () => {
    const weights: Record<string, number> = PAGEFIND_OPTIONS.ranking.metaWeights;
    expect(weights[SEARCH_WORDS_META]).toBeGreaterThan(weights.title!);
    expect(weights.area).toBe(0);
  });
});

describe('a result as the panel shows it', () => {
  it('takes the title, area and the words the page is known by from its metadata, and a clean path', () => {
    const hit = shown({
      url: '/ematixprime/internship/vlsi-design/',
      excerpt: '<mark>VLSI</mark> flow',
      meta: { title: 'VLSI Design internship', area: 'internships', [SEARCH_WORDS_META]: 'chip design, ASIC' },
    });
    expect(hit).toEqual({
      path: '/ematixprime/internship/vlsi-design',
      title: 'VLSI Design internship',
      area: 'Internships',
      excerpt: [
        { text: 'VLSI', mark: true },
        { text: ' flow', mark: false },
      ],
      known: 'chip design, ASIC',
    });
  });

  it('falls back to the path and the area the path gives', () => {
    expect(shown({ url: '/blog/x/', excerpt: '' })).toMatchObject({
      path: '/blog/x',
      title: '/blog/x',
      area: 'Blog',
      known: '',
    });
  });
});

describe('the ranking', () => {
  const hit = (path: string, title: string) => ({ path, title });

  it("puts results whose title holds every word of the query first, keeping Pagefind's order otherwise", () => {
    const hits = [
      hit('/a', 'Gallery'),
      hit('/b', 'VLSI Design internship'),
      hit('/c', 'Courses'),
      hit('/d', 'VLSI conference'),
    ];
    expect(rerank(hits, 'vlsi').map((h) => h.path)).toEqual(['/b', '/d', '/a', '/c']);
    expect(rerank(hits, 'VLSI internship').map((h) => h.path)).toEqual(['/b', '/a', '/c', '/d']);
    expect(rerank(hits, 'nothing named').map((h) => h.path)).toEqual(['/a', '/b', '/c', '/d']);
  });

  it("puts a section's home page before the pages under it that name the same thing", () => {
    const hits = [
      hit('/ematixprime/contact', 'Contact Ematix-Prime'),
      hit('/blog/x', 'Ematix-Prime at a conference'),
      hit('/ematixprime', 'Ematix-Prime learning community'),
    ];
    expect(rerank(hits, 'Ematix-Prime').map((h) => h.path)).toEqual([
      '/ematixprime',
      '/ematixprime/contact',
      '/blog/x',
    ]);
  });

  it('counts the words a page is known by as naming it, and a plural as its singular', () => {
    const hits = [
      hit('/events/iot-webinar', 'IoT security webinar'),
      { ...hit('/internship/internet-of-things', 'Internet of Things internship'), known: 'IoT' },
      hit('/gallery', 'Gallery'),
    ];
    expect(rerank(hits, 'iot').map((h) => h.path)).toEqual([
      '/events/iot-webinar',
      '/internship/internet-of-things',
      '/gallery',
    ]);
    const section = [
      hit('/ematixprime/conference/faq', 'Conference FAQ'),
      hit('/ematixprime/conference', 'Conferences'),
      hit('/careers', 'Careers'),
    ];
    expect(rerank(section, 'conference').map((h) => h.path)).toEqual([
      '/ematixprime/conference',
      '/ematixprime/conference/faq',
      '/careers',
    ]);
    expect(
      rerank([hit('/a', 'Gallery'), { ...hit('/careers', 'Careers'), known: 'job, vacancy' }], 'jobs')[0]!.path,
    ).toBe('/careers');
  });

  it('does not put the home page before every page its title words name', () => {
    const hits = [hit('/internship/iot', 'IoT internship'), hit('/', 'Embedded systems, IoT and software')];
    expect(rerank(hits, 'iot').map((h) => h.path)).toEqual(['/internship/iot', '/']);
  });

  it('matches words, not parts of words, ignoring case and punctuation', () => {
    expect(rerank([hit('/a', 'Fees'), hit('/b', 'Ematix-Prime: ₹14,999 / 4 wks')], 'prime 999 WKS')[0]!.path).toBe(
      '/b',
    );
    expect(rerank([hit('/a', 'Pricing'), hit('/b', 'The price')], 'price').map((h) => h.path)).toEqual(['/b', '/a']);
    expect(rerank([hit('/a', 'x'), hit('/b', 'y')], '  ').map((h) => h.path)).toEqual(['/a', '/b']);
  });
});
