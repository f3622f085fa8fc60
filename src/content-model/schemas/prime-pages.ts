/**
 * Text pages of the Ematix-Prime area and its /service pages (src/content/prime/pages/<page>.yaml): an introduction,
 * a few sections and a closing call to action. The file name is the entry id, e.g. "community-student.yaml" →
 * "community-student". Each section is one `type`: cards, steps, checklist, stats or links.
 */
import { z } from 'astro/zod';
import { cta, emoji, text } from './shared';

/** The heading of a section, and an optional sentence under it. */
const sectionHead = {
  /** The section's heading, e.g. "What a chapter officer does". */
  heading: text('the section heading'),
  /** One or two sentences under the heading. */
  lead: z.string().trim().optional(),
};

/** A grid of cards, each a title, a sentence or two and an optional emoji. */
const cardsSection = z
  .object({
    type: z.literal('cards'),
    ...sectionHead,
    /** Cards per row on wide screens: 2, 3 or 4 (default 3). */
    columns: z
      .union([z.literal(2), z.literal(3), z.literal(4)], { errorMap: () => ({ message: 'must be 2, 3 or 4' }) })
      .default(3),
    /** The cards, in the order shown. */
    items: z
      .array(
        z
          .object({
            /** The card's title, e.g. "Chair". */
            title: text('the card title, e.g. "Chair"'),
            /** One or two sentences. */
            text: text('one or two sentences on the card'),
            /** An optional emoji drawn above the title, e.g. "🎤". */
            emoji: emoji.optional(),
          })
          .strict(),
      )
      .min(1, 'needs at least one card'),
  })
  .strict();

/** Numbered steps, in order. */
const stepsSection = z
  .object({
    type: z.literal('steps'),
    ...sectionHead,
    /** The steps in order, e.g. { title: "Find a faculty advisor", text: "…" }. */
    items: z
      .array(
        z
          .object({
            /** The step in a few words. */
            title: text('the step in a few words'),
            /** One or two sentences on what to do. */
            text: text('one or two sentences on the step'),
          })
          .strict(),
      )
      .min(2, 'needs at least two steps'),
  })
  .strict();

/** A list of short points, e.g. what an application must contain. */
const checklistSection = z
  .object({
    type: z.literal('checklist'),
    ...sectionHead,
    /** The points, one short sentence or phrase each. */
    items: z.array(text('one point')).min(1, 'needs at least one point'),
  })
  .strict();

/** Headline figures, e.g. { value: "15+", label: "Mentors" }. */
const statsSection = z
  .object({
    type: z.literal('stats'),
    ...sectionHead,
    /** The figures, each a value as shown and what it counts. */
    items: z
      .array(
        z
          .object({
            /** The figure as shown, e.g. "100+". */
            value: text('the figure, e.g. "100+"'),
            /** What it counts, e.g. "Sponsored conferences a year". */
            label: text('what the figure counts'),
          })
          .strict(),
      )
      .min(1, 'needs at least one figure'),
  })
  .strict();

/** A row of links shown as tags, e.g. the "Explore More" topics. */
const linksSection = z
  .object({
    type: z.literal('links'),
    ...sectionHead,
    /** The links, each with its words and where it goes. */
    items: z.array(cta).min(1, 'needs at least one link'),
  })
  .strict();

/** One section of a text page. */
export const pageSection = z.discriminatedUnion(
  'type',
  [cardsSection, stepsSection, checklistSection, statsSection, linksSection],
  {
    errorMap: (issue, ctx) =>
      issue.code === 'invalid_union_discriminator'
        ? { message: 'type must be one of: cards, steps, checklist, stats, links' }
        : { message: ctx.defaultError },
  },
);

/** A text page of the Ematix-Prime area (src/content/prime/pages/<page>.yaml). */
export const primePageSchema = z
  .object({
    /** The opening section: a heading and one or more paragraphs separated by an empty line. */
    intro: z
      .object({
        /** The heading of the first section, e.g. "Why start a chapter". */
        heading: text('the heading of the first section'),
        /** One or more paragraphs, separated by an empty line. */
        text: text('one or more paragraphs'),
      })
      .strict()
      .optional(),
    /** The sections after the introduction, in the order shown. */
    sections: z.array(pageSection).default([]),
    /** The closing block: a heading, a sentence and its buttons. */
    cta: z
      .object({
        /** The heading, e.g. "Ready to start a chapter?". */
        heading: text('the heading of the closing block'),
        /** One or two sentences. */
        text: text('one or two sentences that invite the visitor to act'),
        /** One to three buttons, the first drawn as the main one, e.g. { label: "Join Now", href: "/ematixprime/membership/membershipform" }. */
        buttons: z.array(cta).min(1, 'needs at least one button').max(3, 'keep it to three buttons at most'),
        /**
         * An optional e-mail button to the site's contact address (from settings.yaml) with the subject filled in,
         * e.g. { label: "E-mail your application", subject: "Student chapter application" }.
         */
        email: z
          .object({
            /** The button words, e.g. "E-mail your application". */
            label: text('the button words, e.g. "E-mail your application"'),
            /** The e-mail's subject line, e.g. "Student chapter application". */
            subject: text('the subject line, e.g. "Student chapter application"'),
          })
          .strict()
          .optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

export type PrimePage = z.output<typeof primePageSchema>;
export type PageSection = z.output<typeof pageSection>;
