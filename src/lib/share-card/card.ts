/**
 * The share card of a page (the 1200×630 picture in its `og:image`, shown when a link is shared on WhatsApp and
 * elsewhere): what each kind of page puts on it. Pure: src/lib/share-card/content.ts gathers the entries and calls these,
 * src/lib/share-card/draw.ts draws the result.
 */
import { formatDateRange, formatRupees } from '../format/numbers';
import { formatPostDate } from '../content/blog';
import { canonicalPath } from '../format/paths';

/** The size Facebook and WhatsApp show best (1.91:1). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export type CardBrand = 'Ematix' | 'Ematix-Prime';

export interface ShareCard {
  /** The page's canonical path, e.g. "/ematixprime/internship/vlsi-design". */
  path: string;
  brand: CardBrand;
  /** A short line above the title: the kind of page ("Internship · IT", "Webinar", "Blog"). */
  eyebrow: string;
  title: string;
  /** One sentence under the title (clamped by the drawing), when the card has no facts to show. */
  subtitle?: string;
  /** The page's key facts, each one pill: price first, then dates, length, mode, author. */
  facts: string[];
}

/** The picture's path in the built site: "/" → "/og/index.png", "/blog/x" → "/og/blog/x.png". */
export function cardImagePath(path: string): string {
  const canonical = canonicalPath(path);
  return `/og/${canonical === '/' ? 'index' : canonical.slice(1)}.png`;
}

/** The route parameter of src/pages/og/[...card].png.ts for a page's card. */
export function cardParam(path: string): string {
  return cardImagePath(path).slice('/og/'.length, -'.png'.length);
}

/** The community's pages carry its name; every other page the company's. */
function brandOf(path: string): CardBrand {
  return /^\/ematixprime(\/|$)/.test(canonicalPath(path)) ? 'Ematix-Prime' : 'Ematix';
}

/**
 * The picture's text alternative (`og:image:alt`): what the card says, in reading order, so a screen reader user of
 * the app the link is shared in hears the card.
 */
export function cardAlt(card: ShareCard): string {
  const facts = card.facts.length > 0 ? card.facts : card.subtitle ? [card.subtitle] : [];
  return [`${card.brand}: ${card.title}`, ...facts].join(' · ');
}

/** A page of src/content/pages: its title and description, under the name of its area. */
export function pageCard(path: string, page: { title: string; description: string }, area: string): ShareCard {
  return {
    path: canonicalPath(path),
    brand: brandOf(path),
    eyebrow: area,
    title: page.title,
    subtitle: page.description,
    facts: [],
  };
}

/** An internship: its fee for the four weeks, the length and how it is taught. */
export function internshipCard(
  path: string,
  internship: { title: string; description: string; price: number; mode: string },
  group: string,
): ShareCard {
  return {
    path: canonicalPath(path),
    brand: 'Ematix-Prime',
    eyebrow: `Internship · ${group}`,
    title: internship.title,
    subtitle: internship.description,
    facts: [formatRupees(internship.price), '4 weeks', internship.mode],
  };
}

/** A conference or webinar: its dates and where (or "Online"); a conference page adds its lowest fee. */
export function eventCard(
  path: string,
  event: {
    kind: 'conference' | 'webinar';
    title: string;
    summary: string;
    start: string;
    end?: string;
    place?: string;
  },
  options: { online: boolean; lowestFee?: number; brand?: CardBrand },
): ShareCard {
  return {
    path: canonicalPath(path),
    brand: options.brand ?? brandOf(path),
    eyebrow: event.kind === 'webinar' ? 'Webinar' : 'International conference',
    title: event.title,
    subtitle: event.summary,
    facts: [
      ...(options.lowestFee !== undefined ? [`From ${formatRupees(options.lowestFee)}`] : []),
      formatDateRange(event.start, event.end),
      options.online || !event.place ? 'Online' : event.place,
    ],
  };
}

/** A blog post: its author and date, under the brand the post is written for. */
export function postCard(
  path: string,
  post: { title: string; summary: string; author: string; date: string; brand: string },
): ShareCard {
  return {
    path: canonicalPath(path),
    brand: post.brand === 'Ematix-Prime' ? 'Ematix-Prime' : 'Ematix',
    eyebrow: 'Blog',
    title: post.title,
    subtitle: post.summary,
    facts: [post.author, formatPostDate(post.date)],
  };
}

/**
 * The cards by canonical path. Two cards for one path would make one page's picture depend on the order of the
 * entries, so that stops the build naming the path.
 */
export function cardsByPath(cards: readonly ShareCard[]): Map<string, ShareCard> {
  const byPath = new Map<string, ShareCard>();
  for (const card of cards) {
    if (byPath.has(card.path))
      throw new Error(`Two share cards for the page ${card.path}: give it one (src/lib/share-card/content.ts)`);
    byPath.set(card.path, card);
  }
  return byPath;
}
