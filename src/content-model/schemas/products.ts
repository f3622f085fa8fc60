/**
 * Schemas for the products area (/products, /products/suites, /products/webproduct). The pages' lists are fields of
 * their page files (src/content/pages/products.yaml, products/*.yaml; the kinds in schemas/home.ts), shown in the
 * order written; the tabs and web testimonials stay in src/content/products/.
 */
import { z } from 'astro/zod';
import type { ImageFunction } from 'astro:content';
import { anyLink, emoji, picture, sitePath, testimonial, text } from './shared';

/** A product card in a catalogue grid (SPEC §3 "Catalogue card: title, description, icon"). */
const catalogueCardSchema = z.strictObject({
  title: text('The product\'s name as shown on the card, e.g. "CRM".'),
  description: text(
    'One sentence on what the product does for a business, e.g. "Track leads and deals from first call to invoice."',
  ),
  icon: emoji.describe('The card\'s icon: one emoji, e.g. "📇".'),
});

/**
 * A category of the product browser on /products (`categories` of src/content/pages/products.yaml; its `id`, added
 * there, is used in the page address of its panel, e.g. /products#products-sales).
 */
export const productCategorySchema = z.strictObject({
  name: text('The category\'s name in the sidebar, e.g. "Sales". Visitors search these names.'),
  heading: text('The heading above the category\'s grid, e.g. "Explore Our Products".'),
  lead: text('One or two sentences under the heading, e.g. who these apps are for.'),
  cards: z
    .array(catalogueCardSchema)
    .min(1, 'needs at least one product card')
    .describe('The products of this category, in the order shown.'),
});

/** A product suite on /products/suites (`suites` of src/content/pages/products/suites.yaml). */
export const productSuiteSchema = z.strictObject({
  title: text('The suite\'s name, e.g. "CRM Plus".'),
  icon: emoji.describe('The card\'s icon: one emoji, e.g. "🧩".'),
  description: text('Two or three sentences on what the suite is for and who uses it.'),
  bundles: z
    .array(text('The name of an app in the suite, e.g. "CRM".'))
    .min(2, 'a suite bundles at least two apps')
    .describe('The apps the suite brings together, e.g. ["CRM", "SalesIQ", "Campaigns"].'),
});

/** A tab of the products area (src/content/products/tabs.yaml). The id must be apps, suites or webproduct. */
export const productTabSchema = z.strictObject({
  id: z.enum(['apps', 'suites', 'webproduct'], {
    errorMap: () => ({ message: 'must be "apps", "suites" or "webproduct"' }),
  }),
  label: text('The tab\'s visible label, e.g. "Suites".'),
  href: sitePath.describe('The page the tab opens, e.g. "/products/suites".'),
});

/** A slide of the "Web App Development" carousel on /products/webproduct. */
export const webShowcaseSchema = (image: ImageFunction) =>
  z.strictObject({
    title: text('The project\'s short name, e.g. "VSC".'),
    description: text('One line on what was built, e.g. "Clinic management: patients, drugs and billing".'),
    image: picture(image).describe(
      'The picture (800 × 500 works well) and what it shows, e.g. `{ src: "../../../assets/products/showcase-vsc.jpg", alt: "Clinic dashboard" }`.',
    ),
    href: anyLink.describe(
      'Where "View project" leads: the project page (e.g. "/vsc") or the contact page with a subject.',
    ),
  });

/** A card of the "Solutions" grid on /products/webproduct. */
export const webSolutionSchema = (image: ImageFunction) =>
  z.strictObject({
    title: text('The solution\'s name, e.g. "Grocery mobile app".'),
    description: text('One or two sentences on what it includes.'),
    image: picture(image).describe(
      'The picture (640 × 400 works well) and what it shows, e.g. `{ src: "../../../assets/products/solution-lms-app.jpg", alt: "..." }`.',
    ),
    href: anyLink
      .optional()
      .describe("Where the card's link leads; the contact page with this solution as the subject when left out."),
  });

/**
 * A client testimonial on /products/webproduct (SPEC §3 "Web testimonial: avatar, name, position, company, review"):
 * the shared testimonial part, with `role` the job title, `organisation` the company and city, and `photo` the
 * square avatar (160 × 160; `decorative: true`, since the name is written beside it).
 */
export const webTestimonialSchema = (image: ImageFunction) =>
  testimonial(image).extend({
    id: z.string().describe('The entry\'s name, e.g. "priya".'),
    role: text('The job title, e.g. "Operations Head".'),
    organisation: text('The company and city, e.g. "GreenBasket, Coimbatore".'),
    photo: picture(image).describe(
      'The square photo, e.g. `{ src: "../../assets/products/avatar-divya.jpg", alt: "", decorative: true }`.',
    ),
  });
