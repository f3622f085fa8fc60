import { describe, expect, it } from 'vitest';
import { cardHtml, formatPostDate, marqueeSeconds, newestFirst, parseIsoDate } from '../../src/lib/content/blog';
import { blogSchema } from '../../src/content-model/schemas/blog';

describe('formatPostDate', () => {
  it('shows ISO dates the way the blog always has', () => {
    expect(formatPostDate('2025-07-08')).toBe('July 8, 2025');
    expect(formatPostDate('2025-12-31')).toBe('December 31, 2025');
    expect(formatPostDate('2026-01-01')).toBe('January 1, 2026');
  });

  it('refuses impossible or badly written dates', () => {
    for (const bad of ['2025-13-45', '2025-02-30', '8 July 2025', '2025-7-8', '']) {
      expect(() => parseIsoDate(bad)).toThrow(RangeError);
    }
  });
});

describe('post order', () => {
  const post = (title: string, date: string) => ({ data: { title, date } });
  it('puts the newest first and posts of the same day A to Z by title, leaving the input as it was', () => {
    const posts = [post('C', '2025-06-10'), post('B', '2025-07-08'), post('A', '2025-07-08'), post('D', '2025-06-24')];
    expect(newestFirst(posts).map((p) => p.data.title)).toEqual(['A', 'B', 'D', 'C']);
    expect(posts[0].data.title).toBe('C');
  });
  it('puts a new post dated today before every older one', () => {
    const posts = [post('Old', '2025-07-08'), post('New', '2026-11-24')];
    expect(newestFirst(posts)[0].data.title).toBe('New');
  });
});

describe('cardHtml', () => {
  it('moves headings one level down and makes their ids unique per post', () => {
    const html = '<h2 id="what-it-does">What it does</h2><p>x</p><h3 id="more">More</h3>';
    expect(cardHtml(html, 'iot-gateway-launch')).toBe(
      '<h3 id="iot-gateway-launch-what-it-does">What it does</h3><p>x</p><h4 id="iot-gateway-launch-more">More</h4>',
    );
  });

  it('leaves other markup alone', () => {
    expect(cardHtml('<p><a href="/contact">hi</a></p>', 'x')).toBe('<p><a href="/contact">hi</a></p>');
  });
});

describe('marqueeSeconds', () => {
  it('grows with the text and never goes below 8 s', () => {
    expect(marqueeSeconds('short')).toBe(8);
    expect(marqueeSeconds('x'.repeat(200))).toBeGreaterThan(marqueeSeconds('x'.repeat(100)));
  });
});

describe('blogSchema', () => {
  const good = {
    title: 'T',
    summary: 'S',
    icon: '📡',
    colour: 'teal',
    author: 'A',
    date: '2025-07-08',
    brand: 'Ematix',
  };

  it('accepts a complete post and defaults draft to false', () => {
    expect(blogSchema.parse(good).draft).toBe(false);
  });

  it('names what is wrong in words an editor understands', () => {
    expect(() => blogSchema.parse({ ...good, colour: 'pink' })).toThrow(/must be one of: brand, accent/);
    expect(() => blogSchema.parse({ ...good, date: '8 July 2025' })).toThrow(/YYYY-MM-DD/);
    expect(() => blogSchema.parse({ ...good, date: '2025-02-30' })).toThrow(/not a real calendar date/);
    expect(() => blogSchema.parse({ ...good, brand: 'Acme' })).toThrow(/Ematix, Ematix-Prime/);
    expect(() => blogSchema.parse({ ...good, title: '' })).toThrow(/must not be empty/);
    // The post number is gone: the file name is the post's identity, the date its place; an old one is refused.
    const old = blogSchema.safeParse({ ...good, id: 1 });
    expect(old.error?.issues.map((issue) => issue.code === 'unrecognized_keys' && issue.keys)).toEqual([['id']]);
  });
});
