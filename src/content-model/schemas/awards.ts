/**
 * Awards: one YAML file per award page in src/content/awards/ (one collection for all of them). The file name is the
 * entry's name: recognition.yaml (/service/awardrecognition), global.yaml (/ematixprime/award/global),
 * faculty.yaml (/ematixprime/award/faculty), institutional.yaml (/service/institutionalaward), women.yaml
 * (/ematixprime/award/women) and student-corporate.yaml (/ematixprime/award/studentcorporate).
 * A file lists award recipients (people), award categories (what can be won), or both; each in the order written.
 */
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { cta, emoji, hidden, person, requires, text } from './shared';

/** An award that can be won: its icon, name and what it recognises. */
const awardCategorySchema = z.strictObject({
  emoji: emoji.describe('One emoji shown as the award\'s icon, e.g. "🏆". Decorative: screen readers skip it.'),
  title: text('The award\'s name, e.g. "Best Teacher Award".'),
  description: text('One or two sentences on what it recognises.'),
  eligibility: z
    .string()
    .trim()
    .optional()
    .describe(
      'Who can be nominated, e.g. "Faculty members with five or more years of teaching". Leave out when open to all.',
    ),
  hidden,
});

export const awardPageSchema = ({ image }: SchemaContext) =>
  z
    .strictObject({
      intro: text('One or two sentences under the page heading: what the awards are and who gives them.'),
      recipients: z
        .array(person(image).extend({ hidden }))
        .default([])
        .describe(
          'The award recipients: name (required), title (the award won), designation, organisation, city, photo. Leave out on a page that only lists award categories.',
        ),
      categories: z
        .array(awardCategorySchema)
        .default([])
        .describe('The awards that can be won. Leave out on a page that only lists recipients.'),
      cta: cta
        .optional()
        .describe(
          'The button at the end, e.g. { label: "Nominate an educator", href: "/contact?subject=Award%20nomination" }.',
        ),
    })
    .refine((page) => page.recipients.length + page.categories.length > 0, {
      message: 'needs at least one entry under "recipients" or "categories"',
      path: ['recipients'],
    })
    .superRefine(
      requires({ recipients: 'unless categories has entries', categories: 'unless recipients has entries' }),
    );

export type AwardPage = z.output<ReturnType<typeof awardPageSchema>>;
