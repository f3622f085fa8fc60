/**
 * Schemas for the Ematix‑Prime membership pages (/ematixprime/membership and its children, and /service/ambassador).
 * Data lives in src/content/prime/membership/ (YAML lists, shown in the order they are written) and the membership
 * FAQ in src/content/faqs/membership.yaml. Shared parts (picture, price, cta, emoji, text) come from ./shared.
 */
import { z } from 'astro/zod';
import { cta, emoji, picture, price, text, type ImageHelper } from './shared';

/**
 * The background of a membership section: one of the design's tones, not a colour code, so every section keeps
 * readable contrast. "white" and "soft" (light grey) alternate; "brand" is the dark navy band with white text.
 */
export const sectionTone = z.enum(['white', 'soft', 'brand'], {
  errorMap: () => ({ message: 'must be one of the design tones "white", "soft" or "brand" (not a colour code)' }),
});

/**
 * A contact subject: the words the contact form's Subject field is filled with when a visitor follows the button,
 * e.g. "Institutional membership: Prime". The page turns it into a /contact?subject=… link.
 */
const contactSubject = text('the subject the contact form is filled with, e.g. "Institutional membership: Prime"').pipe(
  z.string().max(100, 'must be at most 100 characters: it becomes an e-mail subject line'),
);

/**
 * One of the alternating sections of the student membership page (src/content/prime/membership/sections.yaml;
 * SPEC §3 "Membership section"). Sections alternate their picture left and right in file order.
 */
export const membershipSectionSchema = (image: ImageHelper) =>
  z
    .object({
      /** A short unique name used in the page address, e.g. "learn" (lowercase letters, digits and "-"). */
      id: z.string().regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and "-", e.g. "learn"'),
      /** The section's heading, e.g. "Learn". */
      heading: text('the section heading, e.g. "Learn"'),
      /** One or two short paragraphs, separated by an empty line. */
      content: text('one or two paragraphs on what members get'),
      /** The words on the section's button, which goes to the registration form, e.g. "Enroll". */
      buttonText: text('the button words, e.g. "Enroll"').pipe(z.string().max(40, 'must be at most 40 characters')),
      /** The section's background tone: "white", "soft" or "brand". */
      bgColor: sectionTone,
      /** The picture beside the text. */
      image: picture(image),
    })
    .strict();

/** A tile of the Premium block on the student membership page (premium-tiles.yaml), e.g. "Publish". */
export const premiumTileSchema = z
  .object({
    /** The tile's title, e.g. "Publish". */
    title: text('the tile title, e.g. "Publish"'),
    /** One sentence on what Premium adds, e.g. "Two papers a year with editing help". */
    text: text('one sentence on what Premium adds here'),
    /** An emoji drawn as the tile's icon, e.g. "📝". */
    emoji,
  })
  .strict();

/**
 * A plan card of the plan page (/ematixprime/membership/membershipform/plan; plans.yaml): Free or Premium.
 * Its button goes to the registration form with the plan filled in.
 */
export const membershipPlanSchema = z
  .object({
    /** The plan, "free" or "premium": the value the registration form receives as `plan`. */
    id: z.enum(['free', 'premium'], { errorMap: () => ({ message: 'must be "free" or "premium"' }) }),
    /** The card's title, e.g. "Premium". */
    title: text('the plan name, e.g. "Premium"'),
    /** The price; 0 for a free plan. Example: { inr: 1180, note: "including tax" }. */
    price,
    /** What the price is for, e.g. "/ year". */
    period: z.string().trim().optional(),
    /** What the plan includes, one short line each, e.g. "10% off conference registration". */
    features: z.array(text('a short line on what the plan includes')).min(1, 'list at least one thing the plan includes'),
    /** The words on the card's button, e.g. "Subscribe Now". It goes to the registration form with this plan. */
    buttonText: text('the button words, e.g. "Subscribe Now"'),
    /** Draw this card as the recommended one. */
    highlighted: z.boolean().default(false),
    /** A short label on a highlighted card, e.g. "Most chosen". */
    badge: z.string().trim().optional(),
  })
  .strict();

/**
 * What a plan gives for one benefit in the plan comparison table: `true` (included), `false` (not included) or a
 * short text such as "1 year" or "10%".
 */
const planCell = z.union([z.boolean(), text('a short value such as "1 year" or "10%"')], {
  errorMap: () => ({ message: 'must be true (included), false (not included) or a short text such as "1 year"' }),
});

/** A row of the plan page's benefit table (plan-benefits.yaml). */
export const planBenefitSchema = z
  .object({
    /** The benefit, e.g. "Webinar access". */
    benefit: text('the benefit, e.g. "Webinar access"'),
    /** What the Free plan gives: true, false or a short text such as "1 year". */
    free: planCell,
    /** What the Premium plan gives: true, false or a short text such as "10%". */
    premium: planCell,
  })
  .strict();

/** A price card of the professional membership page (professional-prices.yaml), e.g. "3 years". */
export const professionalPriceSchema = z
  .object({
    /** How long the membership lasts, as the card's title, e.g. "3 years" or "Lifetime". */
    term: text('the length of the membership, e.g. "3 years"'),
    /** Rupees for Indian researchers (GST is added) and US dollars for other countries, e.g. { inr: 2499, usd: 50 }. */
    price: price.refine((value) => value.usd !== undefined, { message: 'needs both prices: inr for India and usd for other countries', path: ['usd'] }),
    /** A short label on the card, e.g. "Best value". */
    badge: z.string().trim().optional(),
    /** Draw this card as the recommended one. */
    highlighted: z.boolean().default(false),
    /** The subject the contact form is filled with when the visitor chooses this card. */
    subject: contactSubject,
  })
  .strict();

/**
 * A row of the institutional comparison table (institutional-rows.yaml; SPEC §3 "Comparison row"). A `section`
 * row starts one of the numbered sections; the `item` rows under it compare Standard and Prime.
 */
export const comparisonRowSchema = z.discriminatedUnion(
  'type',
  [
    z
      .object({
        /** "section": a heading row that starts a numbered group, e.g. "Publishing". */
        type: z.literal('section'),
        /** The section's name without its number (the page numbers sections in order), e.g. "Publishing". */
        title: text('the section name, e.g. "Publishing"'),
      })
      .strict(),
    z
      .object({
        /** "item": one benefit compared between Standard and Prime. */
        type: z.literal('item'),
        /** The benefit, e.g. "Editing and publishing discount". */
        title: text('the benefit, e.g. "Editing and publishing discount"'),
        /** Who in the member institution it is for, shown under the benefit, e.g. "Faculty and research scholars". */
        members: z.string().trim().optional(),
        /** What Standard gives, e.g. "10%", "50 a year" or "Not included". */
        standard: text('what Standard gives, e.g. "10%" or "Not included"'),
        /** What Prime gives, e.g. "30%" or "Unlimited". */
        prime: text('what Prime gives, e.g. "30%" or "Unlimited"'),
      })
      .strict(),
  ],
  { errorMap: (issue, ctx) => (issue.code === 'invalid_union_discriminator' ? { message: 'type must be "section" or "item"' } : { message: ctx.defaultError }) },
);

/** An institutional membership level the visitor can apply for (institutional-levels.yaml), e.g. Prime. */
export const institutionalLevelSchema = z
  .object({
    /** The level's name as in the table's column, e.g. "Prime". */
    name: text('the level name, e.g. "Prime"'),
    /** One sentence on who the level suits. */
    summary: text('one sentence on who the level suits'),
    /** The words on the apply button, e.g. "Apply for Prime". */
    buttonText: text('the button words, e.g. "Apply for Prime"'),
    /** The subject the contact form is filled with when the visitor applies. */
    subject: contactSubject,
  })
  .strict();

/** A member discount (discounts.yaml), e.g. 50% off workshops for Premium members. */
export const memberDiscountSchema = z
  .object({
    /** The discount as shown large, e.g. "50%" or "4 a year". */
    value: text('the discount, e.g. "50%"').pipe(z.string().max(16, 'must be short, e.g. "50%" or "4 a year"')),
    /** What it applies to, e.g. "off Ematix‑Prime workshops". */
    title: text('what the discount is on, e.g. "off workshops"'),
    /** Who gets it, e.g. "Premium members". */
    who: text('who gets the discount, e.g. "Premium members"'),
    /** One sentence with the conditions. */
    text: text('one sentence with the conditions'),
    /** Where to read more or claim it, e.g. { label: "See the plans", href: "/ematixprime/membership/membershipform/plan" }. */
    link: cta.optional(),
  })
  .strict();

/** A row of the ambassador rules table (ambassador-rules.yaml). */
export const ambassadorRuleSchema = z
  .object({
    /** When the rule applies, e.g. "Every 10 referrals". */
    rule: text('when the rule applies, e.g. "Every 10 referrals"'),
    /** What happens then, e.g. "A bonus gift". */
    detail: text('what the ambassador gets or must do'),
  })
  .strict();

/** A Campus Ambassador card (ambassador-cards.yaml), e.g. "Brand Promotion". */
export const ambassadorCardSchema = z
  .object({
    /** The card's title, e.g. "Networking". */
    title: text('the card title, e.g. "Networking"'),
    /** One or two sentences on the role. */
    text: text('one or two sentences on this part of the role'),
    /** An emoji drawn as the card's icon, e.g. "🤝". */
    emoji,
  })
  .strict();

/**
 * A block of page text (blocks.yaml), named by its id (e.g. "student-eligibility", "premium", "ambassador-help").
 * Which parts a page shows depends on the block; the page names the ids it needs and the build stops when one is
 * missing.
 */
export const membershipBlockSchema = z
  .object({
    /** The block's heading, e.g. "Who can join". */
    heading: text('the block heading, e.g. "Who can join"'),
    /** One or more paragraphs of plain text, separated by an empty line (put a link in `cta`). */
    text: text('the paragraphs of the block'),
    /** A price shown in the block, e.g. { inr: 499, usd: 15, note: "+ GST in India" }. */
    price: price.optional(),
    /** What the price is for, e.g. "/ year". */
    period: z.string().trim().optional(),
    /** The block's button or link. */
    cta: cta.optional(),
  })
  .strict();
