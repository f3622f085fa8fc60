/** Blog helpers: the date as shown on cards, the order of posts and the feed's dates. */

const postDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "2025-07-08" → a Date at midnight UTC of that day. Throws on anything that is not a real YYYY-MM-DD date. */
export function parseIsoDate(value: string): Date {
  const date = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime()) || !date.toISOString().startsWith(value)) {
    throw new RangeError(`"${value}" is not a date written as YYYY-MM-DD`);
  }
  return date;
}

/** "2025-07-08" → "July 8, 2025" (the format the blog cards have always used). */
export function formatPostDate(value: string): string {
  return postDate.format(parseIsoDate(value));
}

/**
 * The one order of posts, on /blog, the home page and the feed: newest date first; posts of the same day A to Z by
 * title. A new post dated today therefore comes first without touching any other file.
 */
export function newestFirst<T extends { data: { date: string; title: string } }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.data.date.localeCompare(a.data.date) || a.data.title.localeCompare(b.data.title));
}

/** Seconds one pass of the scrolling summary takes, so long and short lines move at the same reading speed. */
export function marqueeSeconds(text: string): number {
  return Math.max(8, Math.round(text.length * 0.22));
}

/**
 * A post's HTML made fit for its card on the blog page, where the post title is an h2: headings move one level
 * down (h2 → h3 …) so the outline stays in order, and heading ids get the post's slug in front so two posts with the
 * same subheading never give the page duplicate ids.
 */
export function cardHtml(html: string, slug: string): string {
  return html
    .replace(/<(\/?)h([2-5])\b/g, (_match, slash: string, level: string) => `<${slash}h${Number(level) + 1}`)
    .replace(/(<h[3-6]\b[^>]*\sid=")([^"]*)"/g, (_match, start: string, id: string) => `${start}${slug}-${id}"`);
}
