/**
 * Schemas for the Ematix-Prime membership pages (/ematixprime/membership and its children, and /service/ambassador).
 * Each page's lists and text blocks are fields of its page file (src/content/pages/ematixprime/membership.yaml and
 * the files under membership/; `primeMembershipPageKinds` below; lists are shown in the order they are written), the
 * plans and prices are in src/content/prime/membership/ and the membership FAQ in src/content/faqs/membership.yaml.
 * Shared parts (picture, price, cta, emoji, text) come from ./shared.
 */
import { z } from 'astro/zod';
import { ref } from '../define';
import { cta, emoji, hidden, picture, price, pricedText, requires, text, type ImageHelper } from './shared';
import { fitsWithGst, GST_PERCENT, withGst } from '../../lib/content/membership';
import { formatRupees } from '../../lib/format/numbers';

/**
 * The background of a membership section: one of the design's tones, not a colour code, so every section keeps
 * readable contrast. "white" and "soft" (light grey) alternate; "brand" is the dark navy band with white text.
 */
const sectionTone = z.enum(['white', 'soft', 'brand'], {
  errorMap: () => ({ message: 'must be one of the design tones "white", "soft" or "brand" (not a colour code)' }),
});

/**
 * A contact subject: the words the contact form's Subject field is filled with when a visitor follows the button,
 * e.g. "Institutional membership: Prime". The page turns it into a /contact?subject=… link.
 */
const contactSubject = text(
  'The subject the contact form is filled with, e.g. "Institutional membership: Prime".',
).pipe(z.string().max(100, 'must be at most 100 characters: it becomes an e-mail subject line'));

/**
 * One of the alternating sections of the student membership page (its `sections`; SPEC §3 "Membership
 * section"). Sections alternate their picture left and right in file order.
 */
const membershipSectionSchema = (image: ImageHelper) =>
  z.strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and "-", e.g. "learn"')
      .describe('A short unique name used in the page address, e.g. "learn" (lowercase letters, digits and "-").'),
    heading: text('The section\'s heading, e.g. "Learn".'),
    content: text('One or two short paragraphs, separated by an empty line.'),
    buttonText: text('The words on the section\'s button, which goes to the registration form, e.g. "Enroll".').pipe(
      z.string().max(40, 'must be at most 40 characters'),
    ),
    bgColor: sectionTone.describe(
      'The section\'s background tone: "white", "soft" (light grey) or "brand" (dark navy).',
    ),
    image: picture(image).describe('The picture beside the text.'),
  });

/** A tile of the Premium block on the student membership page (`premiumTiles`), e.g. "Publish". */
const premiumTileSchema = z.strictObject({
  title: text('The tile\'s title, e.g. "Publish".'),
  text: text('One sentence on what Premium adds, e.g. "Two papers a year with editing help".'),
  emoji: emoji.describe('An emoji drawn as the tile\'s icon, e.g. "📝".'),
});

/**
 * A plan, Free or Premium (plans.yaml): what it includes, for students and professionals alike. Its prices, for
 * whom and for how long, are in prices.yaml.
 */
export const membershipPlanSchema = z.strictObject({
  id: z
    .enum(['free', 'premium'], { errorMap: () => ({ message: 'must be "free" or "premium"' }) })
    .describe('The plan, "free" or "premium"; prices.yaml names it in each price\'s `plan`.'),
  title: text(
    'The plan\'s name, e.g. "Premium". The plan page\'s card adds whom its price is for, e.g. "Professional Premium, 1 year".',
  ),
  features: z
    .array(text('A short line on what the plan includes.'))
    .min(1, 'list at least one thing the plan includes')
    .describe('What the plan includes, one short line each, e.g. "10% off conference registration".'),
  price: ref('prices', 'membership/').describe(
    'The membership whose price this plan\'s card on the plan page shows, and which its button chooses on the registration form: an id from prices.yaml of this plan, e.g. "professional-premium-1-year".',
  ),
  buttonText: text(
    'The words on the plan page\'s button, e.g. "Subscribe Now". It goes to the registration form with that membership.',
  ),
  highlighted: z.boolean().default(false).describe("Draw this plan's cards as the recommended ones."),
});

const wholeYears = z.number().int('must be a whole number of years').min(1, 'must be at least 1 year');

/**
 * A membership a visitor can register for, with its price (prices.yaml): the one list of membership prices, read
 * by every page that shows one and by the registration form's plan choice.
 */
export const membershipPriceSchema = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and "-", e.g. "student-premium"')
      .describe(
        'What the registration form receives as the plan (lowercase letters, digits and "-"); links to the form choose it with ?plan=<id>, e.g. "student-premium" in /ematixprime/membership/membershipform?plan=student-premium.',
      ),
    for: z
      .enum(['student', 'professional', 'everyone'], {
        errorMap: () => ({ message: 'must be "student", "professional" or "everyone"' }),
      })
      .describe('Whom it is for: "student", "professional" or "everyone".'),
    plan: z
      .enum(['free', 'premium'], { errorMap: () => ({ message: 'must be "free" or "premium"' }) })
      .describe('The plan it gives, "free" or "premium" (its benefits are in plans.yaml).'),
    years: z
      .union(
        [
          wholeYears,
          z.literal('lifetime'),
          // The web editor's text field writes the number in quotes ("3"): the same number of years.
          z.string().regex(/^\d+$/).transform(Number).pipe(wholeYears),
        ],
        {
          errorMap: () => ({ message: 'must be a whole number of years, e.g. 3, or "lifetime"' }),
        },
      )
      .optional()
      .describe('How long it lasts: a whole number of years, or "lifetime". Leave out for a free membership.'),
    price: price
      .refine((value) => value.note === undefined, {
        message: 'leave out the note: every page adds "+ GST in India" itself',
        path: ['note'],
      })
      .refine((value) => value.inr === 0 || value.usd !== undefined, {
        message: 'needs both prices: inr for India and usd for other countries',
        path: ['usd'],
      })
      .superRefine(requires({ usd: 'unless inr is 0' }))
      .describe(
        'Rupees before GST (members in India pay GST on top; every page says "+ GST in India") and US dollars for other countries, e.g. { inr: 2499, usd: 50 }. A free membership: { inr: 0 }.',
      ),
    priceWithGst: z
      .number({ invalid_type_error: 'must be a whole number of rupees without commas or "Rs", e.g. 1180' })
      .int('must be a whole number of rupees')
      .min(1, 'must be more than 0')
      .optional()
      .describe(
        'What the company charges in India with GST, in whole rupees as it rounds it, e.g. 1180. (For inr 999: ₹999 + 18% GST is ₹1,178.82, charged as ₹1,180.) The plan page shows it as "₹1,180 including GST". Leave it out where the company states no such price; it must stay within ₹10 of inr + 18%, so a price changed on one side only is caught.',
      ),
  })

  .refine((option) => (option.price.inr === 0) === (option.plan === 'free'), {
    message: 'a free plan costs 0 and a premium plan more than 0',
    path: ['price', 'inr'],
  })
  .superRefine((option, context) => {
    const stated = option.priceWithGst;
    if (stated === undefined) return;
    if (option.price.inr === 0)
      context.addIssue({
        code: 'custom',
        path: ['priceWithGst'],
        message: 'leave it out: a free membership has no GST',
      });
    else if (!fitsWithGst(option.price.inr, stated))
      context.addIssue({
        code: 'custom',
        path: ['priceWithGst'],
        message: `must be inr with ${GST_PERCENT}% GST as the company charges it: ${formatRupees(option.price.inr)} + ${GST_PERCENT}% is ₹${withGst(option.price.inr).toLocaleString('en-IN', { minimumFractionDigits: 2 })}, so about ${Math.round(withGst(option.price.inr))} (the company may round it, e.g. to the next ten); got ${stated}. Change both prices together`,
      });
  });

/**
 * What a plan gives for one benefit in the plan comparison table: `true` (included), `false` (not included) or a
 * short text such as "1 year" or "10%".
 */
const planCell = z.union(
  [
    z.boolean(),
    // The web editor's text field writes true and false in quotes: still included / not included.
    z.enum(['true', 'false']).transform((value) => value === 'true'),
    text('A short value such as "1 year" or "10%".'),
  ],
  {
    errorMap: () => ({ message: 'must be true (included), false (not included) or a short text such as "1 year"' }),
  },
);

/** A row of the plan page's benefit table (its `benefits`). */
const planBenefitSchema = z.strictObject({
  benefit: text('The benefit, e.g. "Webinar access".'),
  free: planCell.describe('What the Free plan gives: true, false or a short text such as "1 year".'),
  premium: planCell.describe('What the Premium plan gives: true, false or a short text such as "10%".'),
});

/**
 * A row of the institutional comparison table (the institutional page's `rows`; SPEC §3 "Comparison row"). A `section`
 * row starts one of the numbered sections; the `item` rows under it compare Standard and Prime.
 */
const comparisonRowSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('section').describe('"section": a heading row that starts a numbered group, e.g. "Publishing".'),
      title: text('The section\'s name without its number (the page numbers sections in order), e.g. "Publishing".'),
    }),
    z.strictObject({
      type: z.literal('item').describe('"item": one benefit compared between Standard and Prime.'),
      title: text('The benefit, e.g. "Editing and publishing discount".'),
      members: z
        .string()
        .trim()
        .optional()
        .describe(
          'Who in the member institution it is for, shown under the benefit, e.g. "Faculty and research scholars".',
        ),
      standard: text('What Standard gives, e.g. "10%", "50 a year" or "Not included".'),
      prime: text('What Prime gives, e.g. "30%" or "Unlimited".'),
    }),
  ],
  {
    errorMap: (issue, ctx) =>
      issue.code === 'invalid_union_discriminator'
        ? { message: 'type must be "section" or "item"' }
        : { message: ctx.defaultError },
  },
);

/** An institutional membership level the visitor can apply for (the institutional page's `levels`), e.g. Prime. */
const institutionalLevelSchema = z.strictObject({
  name: text('The level\'s name as in the table\'s column, e.g. "Prime".'),
  summary: text('One sentence on who the level suits.'),
  buttonText: text('The words on the apply button, e.g. "Apply for Prime".'),
  subject: contactSubject.describe('The subject the contact form is filled with when the visitor applies.'),
});

/** A member discount (the discount page's `discounts`), e.g. 50% off workshops for Premium members. */
const memberDiscountSchema = z.strictObject({
  value: text('The discount as shown large, e.g. "50%" or "4 a year".').pipe(
    z.string().max(16, 'must be short, e.g. "50%" or "4 a year"'),
  ),
  title: text('What it applies to, e.g. "off Ematix-Prime workshops".'),
  who: text('Who gets it, e.g. "Premium members".'),
  text: text('One sentence with the conditions.'),
  link: cta
    .optional()
    .describe(
      'Where to read more or claim it, e.g. { label: "See the plans", href: "/ematixprime/membership/membershipform/plan" }.',
    ),
  hidden,
});

/** A row of the ambassador rules table (the ambassador page's `rules`). */
const ambassadorRuleSchema = z.strictObject({
  rule: text('When the rule applies, e.g. "Every 10 referrals".'),
  detail: text('What happens then, e.g. "A bonus gift".'),
});

/** A Campus Ambassador card (the ambassador page's `cards`), e.g. "Brand Promotion". */
const ambassadorCardSchema = z.strictObject({
  title: text('The card\'s title, e.g. "Networking".'),
  text: text('One or two sentences on the role.'),
  emoji: emoji.describe('An emoji drawn as the card\'s icon, e.g. "🤝".'),
});

/**
 * A block of a membership page's text (a field of its page file, e.g. `intro`): heading, paragraphs and an optional
 * button. The page gives it its anchor id.
 */
const membershipBlockSchema = z.strictObject({
  heading: text('The block\'s heading, e.g. "Who can join".'),
  text: pricedText(
    'One or more paragraphs of plain text, separated by an empty line (put a link in `cta`). A price is written as a placeholder the page fills from prices.yaml: {price:student-premium} or {price-with-gst:<id>}.',
  ),
  cta: cta.optional().describe("The block's button or link."),
});

/** A list of a page, in page order: at least one entry, since the page shows it under its own heading. */
const pageList = <T extends z.ZodTypeAny>(item: T, what: string) => z.array(item).min(1, `list at least one ${what}`);

/**
 * The kinds of page (src/content/pages/<path>.yaml `type`) whose content this file describes: kind → its fields
 * beyond the head (collections/pages.ts joins them into the pages schema). Each text block is a field of the page
 * that shows it; the page gives it its anchor id.
 */
export const primeMembershipPageKinds = (image: ImageHelper) => ({
  membership: {
    sections: pageList(membershipSectionSchema(image), 'section').describe(
      'The alternating sections of the student membership page, in page order (pictures alternate sides; every button goes to the registration form).',
    ),
    premium: membershipBlockSchema
      .extend({
        cta: cta.describe(
          'The "Get Premium Membership" button on the price card, to the registration form with Student Premium chosen.',
        ),
      })
      .describe(
        'The Premium block: heading and text beside the price card, which shows the Student Premium membership of prices.yaml.',
      ),
    premiumTiles: pageList(premiumTileSchema, 'tile').describe('The tiles of the Premium block, in page order.'),
    eligibility: membershipBlockSchema.describe('"Who can join", under the Premium block.'),
  },
  'membership-form': {
    intro: membershipBlockSchema.describe('The block beside the registration form ("Before you start").'),
  },
  'membership-plan': {
    intro: membershipBlockSchema.describe(
      'The page\'s heading and lead (heading and text), and its button under the benefit table ("Skip, I\'ll do it later").',
    ),
    students: membershipBlockSchema.describe('The line on the student price under the plan cards, with its link.'),
    terms: membershipBlockSchema.describe(
      'The line on the longer professional terms under the plan cards, with its link.',
    ),
    benefits: pageList(planBenefitSchema, 'benefit').describe(
      'The benefit table: what Free and Premium give, one row per benefit, in page order.',
    ),
  },
  'membership-professional': {
    intro: membershipBlockSchema.describe('The block beside "What Premium includes".'),
  },
  'membership-institutional': {
    intro: membershipBlockSchema.describe('The block above the comparison table.'),
    rows: pageList(comparisonRowSchema, 'row').describe(
      'The comparison table, in page order: a "section" row starts a numbered group, the "item" rows under it compare Standard and Prime.',
    ),
    levels: z
      .array(institutionalLevelSchema)
      .length(2, 'must list the two levels of the table, Standard then Prime')
      .describe(
        "The two levels, in the order of the table's columns (Standard, then Prime), each with its apply button to the contact form.",
      ),
  },
  'membership-discount': {
    intro: membershipBlockSchema.describe('The block above the discounts.'),
    discounts: pageList(memberDiscountSchema, 'discount').describe('The member discounts, in page order.'),
  },
  'membership-ambassador': {
    intro: membershipBlockSchema.describe('The first block, above the "Register" button to the ambassador form.'),
    cards: pageList(ambassadorCardSchema, 'card').describe('The Campus Ambassador cards, in page order.'),
    rules: pageList(ambassadorRuleSchema, 'rule').describe('The rules table, in page order.'),
    eligibility: membershipBlockSchema.describe('"Who can become an ambassador".'),
    help: membershipBlockSchema.describe('The help block beside it.'),
  },
  'membership-faq': {
    questions: membershipBlockSchema.describe('The block under the questions ("Still Have Questions?").'),
  },
});
