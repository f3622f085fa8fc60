/**
 * Schemas for the home page and the pages that share its data (/about-us, /services/android-development), and the
 * kinds of those pages and the products pages (`homePageKinds`, at the end). The pages' own text and lists are in
 * their page files (src/content/pages/index.yaml, about-us.yaml, services/android-development.yaml); the logos,
 * values, app prices and testimonials stay in src/content/home/. Each exported function takes astro:content's
 * `image()` helper, because most entries carry a picture stored under src/assets/home/ and referred to relative to
 * the YAML file. Every list is shown in the order its entries are written in the file.
 */
import { z } from 'astro/zod';
import {
  cta,
  emoji,
  hidden,
  picture,
  price,
  rating,
  sitePath,
  testimonial,
  listId,
  text,
  uniqueBy,
  type ImageHelper,
} from './shared';
import { productCategorySchema, productSuiteSchema, webShowcaseSchema, webSolutionSchema } from './products';

/**
 * A block of text on a page: `intro`, `iot` and `embedded` of the home page, `about` of /about-us, `intro` and
 * `contact` of /services/android-development. Which parts are shown depends on the block.
 */
const blockSchema = (image: ImageHelper) =>
  z.strictObject({
    eyebrow: z.string().trim().optional().describe('Short line above the heading, e.g. "Who we are".'),
    title: text('The heading of the block, e.g. "Engineering from Salem for the world".'),
    body: z.array(text('A paragraph of text.')).default([]).describe('Paragraphs of text, one list item each.'),
    points: z
      .array(text('A short bullet point.'))
      .default([])
      .describe('Short bullet points, e.g. "Sensor nodes and gateways".'),
    actions: z.array(cta).default([]).describe('Buttons under the text, in order; the first is the main one.'),
    image: picture(image).optional().describe('A picture beside the text.'),
  });

/** The video hero at the top of the home page (`hero` of src/content/pages/index.yaml). */
const heroSchema = (image: ImageHelper) =>
  z.strictObject({
    eyebrow: text('Short line above the headline, e.g. "Salem · Tamil Nadu · India".'),
    title: text("The page's main headline (its one h1)."),
    lead: text('One or two sentences under the headline.'),
    explore: cta.describe('The small "Explore" button over the video.'),
    actions: z
      .array(
        cta.extend({
          hint: z
            .string()
            .trim()
            .optional()
            .describe(
              'Words added after the label for screen readers and search engines only, so that a short label such as "Learn More" still says where it goes, e.g. "about our enterprise solutions".',
            ),
        }),
      )
      .min(1, 'needs at least one button')
      .max(3, 'shows at most three buttons')
      .describe('The two main buttons, e.g. "Explore Services" and "Learn More".'),
    poster: picture(image).describe(
      "The still picture shown first (and instead of the video for visitors who save data or motion). Keep it small. It is the video's first frame: replace the poster and the video together.",
    ),
    video: z
      .strictObject({
        mp4: z
          .string()
          .regex(/^\/media\/[\w-]+\.mp4$/, 'must be a file in public/media, e.g. "/media/hero.mp4"')
          .describe('The MP4 (H.264) file every browser plays.'),
        webm: z
          .string()
          .regex(/^\/media\/[\w-]+\.webm$/, 'must be a file in public/media, e.g. "/media/hero.webm"')
          .optional()
          .describe('An optional smaller WebM (VP9) file, tried first.'),
      })
      .describe('The short muted background video, a file in public/, e.g. "/media/hero.mp4". At most 1 MB.'),
  });

/** One of the "Our Services" cards (`services` of src/content/pages/index.yaml). */
const homeServiceSchema = z.strictObject({
  title: text('Card title, e.g. "App Development".'),
  description: text('One or two sentences on the service.'),
  emoji: emoji.describe('A decorative emoji, e.g. "📱".'),
});

/** A product stack card (`stack` of src/content/pages/index.yaml); the first is highlighted when the page opens. */
const stackCardSchema = z.strictObject({
  name: text('Product name, e.g. "Prime".'),
  kind: text('What it is in a few words, e.g. "LMS platform".'),
  description: text('One or two sentences shown on the card.'),
  emoji: emoji.describe('A decorative emoji, e.g. "🎓".'),
});

/** A company or institution logo (src/content/home/logos.yaml). */
export const logoSchema = (image: ImageHelper) =>
  z.strictObject({
    id: listId,
    group: z
      .enum(['trusted', 'academic', 'client'], {
        errorMap: () => ({ message: 'must be "trusted", "academic" or "client"' }),
      })
      .describe(
        'Where it is shown: `trusted` (trusted-by, 3), `academic` (academic partners, 2) or `client` (the scrolling strip, 11).',
      ),
    name: text('The organisation\'s name; also the logo\'s text for screen readers, e.g. "Kongu Textiles".'),
    logo: image().describe('The logo file (PNG, about 320×120), relative to the YAML file.'),
    hidden,
  });

/** An app-development price card (src/content/home/app-plans.yaml), shown on the home and app-development pages. */
export const appPlanSchema = (image: ImageHelper) =>
  z.strictObject({
    id: listId,
    title: text('Card title, e.g. "Android Application".'),
    description: text('One or two sentences on what the client gets.'),
    price: price.describe(
      'The starting price: rupees without commas, e.g. `{ inr: 49000 }`; optionally `usd` and a `note` such as "+ GST".',
    ),
    pricePrefix: z.string().trim().default('Starting at').describe('Words before the price, e.g. "Starting at".'),
    includes: z
      .array(text('One thing the project includes.'))
      .min(1, 'list at least one thing the project includes')
      .describe(
        'What every project of this kind includes (shown on the app-development page), e.g. "Play Store release".',
      ),
    image: picture(image).describe('The picture at the top of the card.'),
    hidden,
  });

/** One tab of the technology gallery (`gallery` of src/content/pages/index.yaml). */
const galleryTabSchema = (image: ImageHelper) =>
  z.strictObject({
    label: text('The tab\'s label, e.g. "Embedded".'),
    selected: z
      .boolean()
      .default(false)
      .describe('true for the tab that is open when the page loads (exactly one tab).'),
    images: z
      .array(picture(image))
      .min(1, 'needs at least one picture')
      .describe('The pictures of this tab, in order, kept in src/assets/home/gallery/<tab>/.'),
  });

/** One of the service cards near the end of the home page (`serviceCards` of src/content/pages/index.yaml). */
const homeServiceCardSchema = z.strictObject({
  title: text('Card title, e.g. "Embedded product design".'),
  description: text('One or two sentences.'),
  emoji: emoji.describe('A decorative emoji, e.g. "🔌".'),
  href: sitePath.default('/service').describe('Where the card links; leave it out for the services page, /service.'),
});

/**
 * A client testimonial (src/content/home/client-testimonials.yaml): the shared testimonial part with the rating and
 * the company's short code (`badge`) that the card shows, e.g. `{ name: "R. Senthil Kumar", role: "Plant Head",
 * organisation: "Kaveri Agro Foods", badge: "KAF", rating: 4.9, quote: "..." }`.
 */
export const clientTestimonialSchema = (image: ImageHelper) =>
  testimonial(image).extend({
    id: z.string().describe('The entry\'s name, lowercase words joined by "-", e.g. "kaveri-agro".'),
    rating: rating.describe("The client's rating from 1 to 5, e.g. 4.9."),
    badge: text('The company\'s short code, shown in the badge in place of a photo, e.g. "KAF".').pipe(
      z.string().max(6, 'must be at most 6 characters'),
    ),
  });

/**
 * A learner review (src/content/home/learner-reviews.yaml): the shared testimonial part with a rating, e.g.
 * `{ name: "Divya S.", role: "IoT internship", organisation: "Salem Institute of Technology", rating: 5, quote: "..." }`.
 */
export const learnerReviewSchema = (image: ImageHelper) =>
  testimonial(image).extend({
    id: z.string().describe('The entry\'s name, lowercase words joined by "-", e.g. "divya".'),
    rating: rating.describe("The learner's rating from 1 to 5, e.g. 5."),
  });

/** Vision, mission and strategy (src/content/home/values.yaml), on the home and about pages. */
export const valueSchema = z.strictObject({
  id: listId,
  title: text('The heading, e.g. "Our Vision".'),
  text: text('One short paragraph.'),
  emoji: emoji.describe('A decorative emoji, e.g. "🔭".'),
});

export type Block = z.infer<ReturnType<typeof blockSchema>>;

const entryId = (example: string) =>
  z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, `must be lowercase words joined by "-", e.g. "${example}"`)
    .describe(
      `The entry's name, lowercase words joined by "-", e.g. "${example}". Keep it once set: it is part of the page's HTML.`,
    );

/**
 * The kinds of page (src/content/pages/<path>.yaml `type`) whose content this file describes: kind → its fields
 * beyond the head (collections/pages.ts joins them into the pages schema). The products pages are here too.
 */
export const homePageKinds = (image: ImageHelper) => ({
  home: {
    hero: heroSchema(image).describe('The video hero at the top of the page: headline, buttons, poster and video.'),
    intro: blockSchema(image).describe(
      '"Who we are": the company introduction under the hero (the logos beside it are in the site settings).',
    ),
    services: z
      .array(homeServiceSchema)
      .min(1, 'needs at least one card')
      .describe('The "Our Services" cards, in the order shown.'),
    stack: z
      .array(stackCardSchema)
      .min(1, 'needs at least one card')
      .describe('The product stack cards, in the order shown; the first is highlighted when the page opens.'),
    iot: blockSchema(image).describe('The Internet of Things block, after the app-development prices.'),
    gallery: z
      .array(galleryTabSchema(image))
      .min(1, 'needs at least one tab')
      .describe('The technology gallery: one tab per entry, in the order shown.'),
    serviceCards: z
      .array(homeServiceCardSchema)
      .min(1, 'needs at least one card')
      .describe('The service cards near the end of the page, in the order shown.'),
    embedded: blockSchema(image).describe('The embedded software block, after the testimonials.'),
  },
  'about-us': {
    about: blockSchema(image).describe(
      'The company introduction at the top of the page (the badges and numbers beside it are in the site settings).',
    ),
  },
  'android-development': {
    intro: blockSchema(image).describe(
      'The heading and text above the app-development price cards: the first paragraph is the lead under the heading.',
    ),
    contact: blockSchema(image).describe('The call to action at the end of the page: heading, text and buttons.'),
  },
  products: {
    categories: uniqueBy(
      z
        .array(
          z
            .strictObject({
              id: entryId('sales').describe(
                'The category\'s name in the page address of its panel (/products#products-<id>), e.g. "sales": short, lowercase and stable.',
              ),
            })
            .extend(productCategorySchema.shape),
        )
        .min(1, 'needs at least one category'),
      'id',
      'the categories',
    ).describe(
      'The categories of the product browser, in sidebar order (the first is selected when the page opens), each with its catalogue grid.',
    ),
  },
  'products-suites': {
    suites: z
      .array(productSuiteSchema)
      .min(1, 'needs at least one suite')
      .describe('"Our Platforms": the suites, in the order shown.'),
  },
  'products-webproduct': {
    showcase: uniqueBy(
      z
        .array(z.strictObject({ id: entryId('vsc') }).extend(webShowcaseSchema(image).shape))
        .min(1, 'needs at least one slide'),
      'id',
      'the slides',
    ).describe('The "Web App Development" carousel: one slide per project, in the order shown.'),
    solutions: z
      .array(webSolutionSchema(image))
      .min(1, 'needs at least one solution')
      .describe('The "Solutions" cards, in the order shown.'),
  },
});

type HomeKinds = ReturnType<typeof homePageKinds>;
/** A kind of page of this file as its route reads it, e.g. `HomePage<'products'>['categories'][number]`. */
export type HomePage<K extends keyof HomeKinds> = z.objectOutputType<HomeKinds[K], z.ZodTypeAny>;
