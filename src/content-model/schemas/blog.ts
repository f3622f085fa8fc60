/**
 * Blog posts: one Markdown file each in src/content/blog/ (copy _template.md to start a new one). The file name
 * becomes the post's address and identity, e.g. iot-gateway-launch.md → /blog/iot-gateway-launch. The text under the
 * front matter is the full post. Posts are shown newest first by date (ties by title): no number to keep.
 */
import { z } from 'astro/zod';
import { emoji, isoDate, slug, text } from './shared';

/** The card colours editors can choose from; each is a tone of the site's design. */
const blogColours = ['brand', 'accent', 'teal', 'violet', 'emerald', 'rose'] as const;

/** Who a post speaks for: the company or its learning community. Shown as a badge on the card. */
const blogBrands = ['Ematix', 'Ematix-Prime'] as const;

export const blogSchema = z.strictObject({
  title: text('The headline, e.g. "Launching our industrial IoT gateway".'),
  summary: text('One sentence shown scrolling on the card and in search results (at most 200 characters).').pipe(
    z.string().max(200, 'must be at most 200 characters'),
  ),
  icon: emoji.describe('One emoji shown on the card, e.g. "📡". Decorative: screen readers skip it.'),
  colour: z
    .enum(blogColours, { errorMap: () => ({ message: `must be one of: ${blogColours.join(', ')}` }) })
    .describe("The card's colour: one of brand, accent, teal, violet, emerald, rose."),
  author: text('Who wrote it, e.g. "Priya Raman, Embedded Lead".'),
  date: isoDate.describe(
    'Publication date in quotes, e.g. "2025-07-08" (shown as "July 8, 2025"). Decides the order: newest first, on /blog, the home page and the feed.',
  ),
  brand: z
    .enum(blogBrands, { errorMap: () => ({ message: `must be one of: ${blogBrands.join(', ')}` }) })
    .describe('The badge on the card: "Ematix" for company news, "Ematix-Prime" for the learning community.'),
  draft: z.boolean().default(false).describe('true keeps the post out of the site while it is being written.'),
  slug,
});

export type BlogColour = (typeof blogColours)[number];
