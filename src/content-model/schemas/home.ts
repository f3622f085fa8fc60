/**
 * Schemas for the home page and the pages that share its data (/about-us, /services/android-development).
 * Data lives in src/content/home/. Each exported function takes astro:content's `image()` helper, because most
 * entries carry a picture stored under src/assets/home/ and referred to relative to the YAML file.
 * Every list is shown in the order its entries are written in the file.
 */
import { z } from 'astro/zod';
import { cta, emoji, picture, price, rating, sitePath, testimonial, text, type ImageHelper } from './shared';

/**
 * A block of text on a page (src/content/home/blocks.yaml), named by its id: `hero`, `intro`, `iot`, `embedded`,
 * `about`, `apps`, `apps-contact`. Which parts are shown depends on the block.
 */
export const blockSchema = (image: ImageHelper) =>
  z.object({
    /** Short line above the heading, e.g. "Who we are". */
    eyebrow: z.string().trim().optional(),
    /** The heading of the block, e.g. "Engineering from Salem for the world". */
    title: text('the heading of the block'),
    /** Paragraphs of text, one list item each. */
    body: z.array(text('a paragraph of text')).default([]),
    /** Short bullet points, e.g. "Sensor nodes and gateways". */
    points: z.array(text('a short bullet point')).default([]),
    /** Buttons under the text, in order; the first is the main one. */
    actions: z.array(cta).default([]),
    /** A picture beside the text. */
    image: picture(image).optional(),
  });

/** The video hero at the top of the home page (src/content/home/hero.yaml, entry `home`). */
export const heroSchema = (image: ImageHelper) =>
  z.object({
    /** Short line above the headline, e.g. "Salem · Tamil Nadu · India". */
    eyebrow: text('a short line above the headline'),
    /** The page's main headline (its one h1). */
    title: text('the main headline of the home page'),
    /** One or two sentences under the headline. */
    lead: text('one or two sentences under the headline'),
    /** The small "Explore" button over the video. */
    explore: cta,
    /** The two main buttons, e.g. "Explore Services" and "Learn More". */
    actions: z
      .array(
        cta.extend({
          /**
           * Words added after the label for screen readers and search engines only, so that a short label such as
           * "Learn More" still says where it goes, e.g. "about our enterprise solutions".
           */
          hint: z.string().trim().optional(),
        }),
      )
      .min(1, 'needs at least one button')
      .max(3, 'shows at most three buttons'),
    /** The still picture shown first (and instead of the video for visitors who save data or motion). Keep it small. */
    poster: picture(image),
    /** The short muted background video, a file in public/, e.g. "/media/hero.mp4". At most 1 MB. */
    video: z.object({
      /** The MP4 (H.264) file every browser plays. */
      mp4: z.string().regex(/^\/media\/[\w-]+\.mp4$/, 'must be a file in public/media, e.g. "/media/hero.mp4"'),
      /** An optional smaller WebM (VP9) file, tried first. */
      webm: z
        .string()
        .regex(/^\/media\/[\w-]+\.webm$/, 'must be a file in public/media, e.g. "/media/hero.webm"')
        .optional(),
    }),
  });

/** One of the six "Our Services" cards (src/content/home/services.yaml). */
export const homeServiceSchema = z.object({
  /** Card title, e.g. "App Development". */
  title: text('the card title, e.g. "App Development"'),
  /** One or two sentences on the service. */
  description: text('one or two sentences on the service'),
  /** A decorative emoji, e.g. "📱". */
  emoji,
});

/** One of the four product stack cards (src/content/home/stack.yaml); the first card is highlighted when the page opens. */
export const stackCardSchema = z.object({
  /** Product name, e.g. "Prime". */
  name: text('the product name, e.g. "Prime"'),
  /** What it is in a few words, e.g. "LMS platform". */
  kind: text('what the product is in a few words, e.g. "LMS platform"'),
  /** One or two sentences shown on the card. */
  description: text('one or two sentences on the product'),
  /** A decorative emoji, e.g. "🎓". */
  emoji,
});

/** A company or institution logo (src/content/home/logos.yaml). */
export const logoSchema = (image: ImageHelper) =>
  z.object({
    /** Where it is shown: `trusted` (trusted-by, 3), `academic` (academic partners, 2) or `client` (the scrolling strip, 11). */
    group: z.enum(['trusted', 'academic', 'client'], {
      errorMap: () => ({ message: 'must be "trusted", "academic" or "client"' }),
    }),
    /** The organisation's name; also the logo's text for screen readers, e.g. "Kongu Textiles". */
    name: text('the organisation name'),
    /** The logo file (PNG, about 320×120), relative to the YAML file. */
    logo: image(),
  });

/** An app-development price card (src/content/home/app-plans.yaml), shown on the home and app-development pages. */
export const appPlanSchema = (image: ImageHelper) =>
  z.object({
    /** Card title, e.g. "Android Application". */
    title: text('the card title, e.g. "Android Application"'),
    /** One or two sentences on what the client gets. */
    description: text('one or two sentences on what the client gets'),
    /** The starting price: rupees without commas, e.g. `{ inr: 49000 }`; optionally `usd` and a `note` such as "+ GST". */
    price,
    /** Words before the price, e.g. "Starting at". */
    pricePrefix: z.string().trim().default('Starting at'),
    /** What every project of this kind includes (shown on the app-development page), e.g. "Play Store release". */
    includes: z.array(text('one thing the project includes')).min(1, 'list at least one thing the project includes'),
    /** The picture at the top of the card. */
    image: picture(image),
  });

/** One tab of the technology gallery (src/content/home/gallery.yaml). */
export const galleryTabSchema = (image: ImageHelper) =>
  z.object({
    /** The tab's label, e.g. "Embedded". */
    label: text('the tab label, e.g. "Embedded"'),
    /** true for the tab that is open when the page loads (exactly one tab). */
    selected: z.boolean().default(false),
    /** The pictures of this tab, in order. */
    images: z.array(picture(image)).min(1, 'needs at least one picture'),
  });

/** One of the three service cards near the end of the home page (src/content/home/service-cards.yaml). */
export const homeServiceCardSchema = z.object({
  /** Card title, e.g. "Embedded product design". */
  title: text('the card title'),
  /** One or two sentences. */
  description: text('one or two sentences on the service'),
  /** A decorative emoji, e.g. "🔌". */
  emoji,
  /** Where the card links, e.g. "/service". */
  href: sitePath.default('/service'),
});

/**
 * A client testimonial (src/content/home/client-testimonials.yaml): the shared testimonial part with the rating and
 * the company's short code (`badge`) that the card shows, e.g. `{ name: "R. Senthil Kumar", role: "Plant Head",
 * organisation: "Kaveri Agro Foods", badge: "KAF", rating: 4.9, quote: "..." }`.
 */
export const clientTestimonialSchema = (image: ImageHelper) =>
  testimonial(image).extend({
    /** The entry's name, lowercase words joined by "-", e.g. "kaveri-agro". */
    id: z.string(),
    /** The client's rating from 1 to 5, e.g. 4.9. */
    rating,
    /** The company's short code, shown in the badge in place of a photo, e.g. "KAF". */
    badge: text('the company short code, e.g. "KAF"').pipe(z.string().max(6, 'must be at most 6 characters')),
  });

/**
 * A learner review (src/content/home/learner-reviews.yaml): the shared testimonial part with a rating, e.g.
 * `{ name: "Divya S.", role: "IoT internship", organisation: "Salem Institute of Technology", rating: 5, quote: "..." }`.
 */
export const learnerReviewSchema = (image: ImageHelper) =>
  testimonial(image).extend({
    /** The entry's name, lowercase words joined by "-", e.g. "divya". */
    id: z.string(),
    /** The learner's rating from 1 to 5, e.g. 5. */
    rating,
  });

/** Vision, mission and strategy (src/content/home/values.yaml), on the home and about pages. */
export const valueSchema = z.object({
  /** The heading, e.g. "Our Vision". */
  title: text('the heading, e.g. "Our Vision"'),
  /** One short paragraph. */
  text: text('one short paragraph'),
  /** A decorative emoji, e.g. "🔭". */
  emoji,
});

export type Block = z.infer<ReturnType<typeof blockSchema>>;
